import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setQuota } from '../src/modules/drive/index.ts';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** The file drive (/api/disk, /upload/disk): spec 3 §3, §4, §5 "Documents and drive", §7 "Drive", §9. */
let t: TestApp;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['employee', 'manager', 'accountant', 'admin', 'user5']) {
    auth[login] = (await t.login(login)).authorization;
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = ${login}`);
    ids[login] = row.id;
  }
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { authorization: auth[who] } : {} });

interface Part {
  field: string;
  name: string;
  content: Buffer | string;
  type?: string;
}

function multipart(parts: Part[]) {
  const boundary = `----drive${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (who: string, folderId: number, parts: Part[]) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/disk/folders/${folderId}/files`,
    payload: body.payload,
    headers: { ...body.headers, authorization: auth[who] },
  });
};

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function newFolder(who: string, name: string, parentId?: number): Promise<number> {
  const res = await call(who, 'POST', '/api/disk/folders', parentId ? { name, parent_id: parentId } : { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function uploadOne(
  who: string,
  folderId: number,
  name: string,
  content: Buffer | string,
): Promise<{ id: number; filename: string; size: number }> {
  const res = await upload(who, folderId, [{ field: 'files[0]', name, content }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().files[0];
}

const names = (body: { folders: { name: string }[]; files?: { name: string }[] }) => [
  ...body.folders.map((f) => f.name),
  ...(body.files ?? []).map((f) => f.name),
];

function storedFiles(): string[] {
  const root = path.join(t.storage.tmpDir, '..', 'disk');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

/** A minimal zip reader (central directory, stored or deflated entries), enough to check what a zip holds. */
function readZip(buffer: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const eocd = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThan(-1);
  const count = buffer.readUInt16LE(eocd + 10);
  let p = buffer.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    expect(buffer.readUInt32LE(p)).toBe(0x02014b50);
    const method = buffer.readUInt16LE(p + 10);
    const compressed = buffer.readUInt32LE(p + 20);
    const nameLength = buffer.readUInt16LE(p + 28);
    const extraLength = buffer.readUInt16LE(p + 30);
    const commentLength = buffer.readUInt16LE(p + 32);
    const local = buffer.readUInt32LE(p + 42);
    const name = buffer.subarray(p + 46, p + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(dataStart, dataStart + compressed);
    out.set(name, method === 8 ? zlib.inflateRawSync(data) : Buffer.from(data));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return out;
}

describe('folders and the root', () => {
  it('creates folders at the root and inside, lists them, and answers breadcrumbs', async () => {
    const top = await newFolder('employee', 'Договоры 2026');
    const inner = await newFolder('employee', 'Поставки', top);
    const root = await call('employee', 'GET', '/api/disk/root');
    expect(root.statusCode).toBe(200);
    expect(names(root.json())).toContain('Договоры 2026');
    expect(names(root.json())).not.toContain('Поставки');
    const folder = root.json().folders.find((f: { id: number }) => f.id === top);
    expect(folder).toMatchObject({
      id: top,
      name: 'Договоры 2026',
      status: 1,
      public: 0,
      public_edit: 0,
      access: [],
      who_add: ids.employee,
      who_add_fio: 'Петров Иван Сергеевич',
      parent_id: null,
      can_edit: 1,
      has_children: 1,
    });
    expect(folder.date_add).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const inside = await call('employee', 'GET', `/api/disk/folders/${top}`);
    expect(inside.statusCode).toBe(200);
    expect(names(inside.json())).toEqual(['Поставки']);
    expect(inside.json().folder).toMatchObject({ id: top, name: 'Договоры 2026' });

    const crumbs = await call('employee', 'GET', `/api/disk/breadcrumbs/${inner}`);
    expect(crumbs.json()).toEqual({
      root: 'my',
      items: [
        { id: top, name: 'Договоры 2026' },
        { id: inner, name: 'Поставки' },
      ],
    });
    // Folder 0 is the root.
    expect(names((await call('employee', 'GET', '/api/disk/folders/0')).json())).toContain('Договоры 2026');
  });

  it('refuses a blank or slashed name with 422', async () => {
    expect((await call('employee', 'POST', '/api/disk/folders', {})).statusCode).toBe(422);
    expect((await call('employee', 'POST', '/api/disk/folders', { name: '   ' })).statusCode).toBe(422);
    const slashed = await call('employee', 'POST', '/api/disk/folders', { name: 'a/b' });
    expect(slashed.statusCode).toBe(422);
    expect(slashed.json().errors.name[0]).toMatch(/Недопустимое название/);
  });

  it('answers the picker lazy tree with has_children=1: {name, id, ext, has_children, parent_id}', async () => {
    const top = await newFolder('employee', 'Для выбора');
    const sub = await newFolder('employee', 'Пустая', top);
    const file = await uploadOne('employee', top, 'Выбор.txt', 'текст');
    const root = (await call('employee', 'GET', '/api/disk/root?has_children=1')).json();
    expect(root.folders).toContainEqual({ id: top, name: 'Для выбора', ext: null, has_children: 1, parent_id: null });
    const inside = (await call('employee', 'GET', `/api/disk/folders/${top}?has_children=1`)).json();
    expect(inside.folders).toEqual([
      { id: sub, name: 'Пустая', ext: null, has_children: 0, parent_id: top },
      {
        id: file.id,
        name: 'Выбор.txt',
        ext: 'txt',
        has_children: 0,
        parent_id: top,
        filename: file.filename,
        link: `/upload/disk/${file.filename}`,
      },
    ]);
  });
});

describe('uploads and downloads', () => {
  it('stores files[i] and files[i][file] parts, lists them with size, ext and mime, and downloads with the UTF-8 name', async () => {
    const folder = await newFolder('employee', 'Загрузки');
    const res = await upload('employee', folder, [
      { field: 'files[0]', name: 'Отчёт за март.txt', content: 'Привет, диск!' },
      { field: 'files[1][file]', name: 'logo.png', content: PNG, type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [txt, png] = res.json().files;
    expect(txt).toMatchObject({
      name: 'Отчёт за март.txt',
      ext: 'txt',
      mime: 'text/plain',
      size: Buffer.byteLength('Привет, диск!'),
      folder_id: folder,
    });
    expect(png).toMatchObject({ name: 'logo.png', ext: 'png', mime: 'image/png', size: PNG.length });
    expect(txt.link).toBe(`/upload/disk/${txt.filename}`);

    const list = (await call('employee', 'GET', `/api/disk/folders/${folder}?sort=size&order=desc`)).json();
    expect(list.files.map((f: { name: string }) => f.name)).toEqual(['logo.png', 'Отчёт за март.txt']);

    const download = await call('employee', 'GET', `/api/disk/files/${txt.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Привет, диск!');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_____ __ ____.txt"; filename*=UTF-8''${encodeURIComponent('Отчёт за март.txt')}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('uploads into the root as folder 0', async () => {
    const file = await uploadOne('employee', 0, 'В корне.txt', 'root');
    const root = (await call('employee', 'GET', '/api/disk/root')).json();
    expect(root.files.find((f: { id: number }) => f.id === file.id)).toMatchObject({ name: 'В корне.txt', folder_id: null });
  });

  it('previews images and PDF inline with nosniff, and nothing else', async () => {
    const png = await uploadOne('employee', 0, 'Превью.png', PNG);
    const pdf = await uploadOne('employee', 0, 'Документ.pdf', PDF);
    const txt = await uploadOne('employee', 0, 'Текст.txt', '<script>alert(1)</script>');
    const image = await call('employee', 'GET', `/api/disk/files/${png.id}/preview`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const doc = await call('employee', 'GET', `/api/disk/files/${pdf.id}/preview`);
    expect(doc.headers['content-type']).toBe('application/pdf');
    const text = await call('employee', 'GET', `/api/disk/files/${txt.id}/preview`);
    expect(text.statusCode).toBe(415);
    expect(text.json().result_content).toBe('Предпросмотр доступен только для изображений и PDF');
  });

  it('refuses a file whose content contradicts its extension, storing nothing', async () => {
    const before = storedFiles().length;
    const res = await upload('employee', 0, [
      { field: 'files[0]', name: 'ok.txt', content: 'fine' },
      { field: 'files[1]', name: 'картинка.png', content: PDF },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().result_content).toBe(
      'Файл «картинка.png»: содержимое не соответствует расширению .png (это .pdf). Файл не загружен.',
    );
    expect((await upload('employee', 0, [{ field: 'files[0]', name: 'scan.pdf', content: 'not a pdf at all' }])).statusCode).toBe(422);
    expect(storedFiles().length).toBe(before);
    const root = (await call('employee', 'GET', '/api/disk/root')).json();
    expect(names(root)).not.toContain('ok.txt');
  });

  it('accepts at most 99 files per upload (spec 3 §9)', async () => {
    const before = storedFiles().length;
    const folder = await newFolder('user5', 'Много файлов');
    const parts = (n: number) => Array.from({ length: n }, (_, i) => ({ field: `files[${i}]`, name: `f${i}.txt`, content: `${i}` }));
    const tooMany = await upload('user5', folder, parts(100));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().result_content).toBe('За один раз можно загрузить не более 99 файлов');
    expect(storedFiles().length).toBe(before);
    expect((await call('user5', 'GET', `/api/disk/folders/${folder}`)).json().files).toHaveLength(0);
    const ok = await upload('user5', folder, parts(99));
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await call('user5', 'GET', `/api/disk/folders/${folder}`)).json().files).toHaveLength(99);
  });

  it('refuses an upload without files with 422', async () => {
    const res = await call('employee', 'POST', '/api/disk/folders/0/files', {});
    expect(res.statusCode).toBe(422);
  });
});

describe('quota', () => {
  it('answers sizes: quota in GB, used bytes and the quota in bytes', async () => {
    const before = (await call('accountant', 'GET', '/api/disk/sizes')).json();
    expect(before).toEqual({ size_gb: 10, used_size_bytes: 0, size_bytes: 10 * 1024 ** 3 });
    await uploadOne('accountant', 0, 'Баланс.txt', '12345');
    expect((await call('accountant', 'GET', '/api/disk/sizes')).json().used_size_bytes).toBe(5);
  });

  it('refuses an upload past the quota with a clear message, writing nothing', async () => {
    await setQuota(t.database.db, ids.user5, 0, ids.admin);
    const storedBefore = storedFiles().length;
    const [{ n: rowsBefore }] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from drive_files`);
    const res = await upload('user5', 0, [
      { field: 'files[0]', name: 'a.txt', content: 'a' },
      { field: 'files[1]', name: 'b.txt', content: 'bb' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().result_content).toMatch(
      /^Недостаточно места на диске: файлы занимают 3\.00 bytes, свободно 0\.00 bytes из 0\.00 bytes\./,
    );
    const [{ n: rowsAfter }] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from drive_files`);
    expect(rowsAfter).toBe(rowsBefore);
    expect(storedFiles().length).toBe(storedBefore);
    // The body plugin removes unstored temp files once the reply is out.
    await expect.poll(() => fs.readdirSync(t.storage.tmpDir)).toEqual([]);
    await setQuota(t.database.db, ids.user5, 10, ids.admin);
  });
});

describe('visibility and edit rules (spec 3 §5)', () => {
  let folder: number;
  let sub: number;
  let file: { id: number; filename: string };
  let deep: { id: number; filename: string };

  beforeAll(async () => {
    folder = await newFolder('employee', 'Секретная папка');
    sub = await newFolder('employee', 'Вложенная', folder);
    file = await uploadOne('employee', folder, 'Секрет.txt', 'секрет');
    deep = await uploadOne('employee', sub, 'Глубоко.txt', 'глубоко');
  });

  it('hides an item from anyone it is not shared with: 404 everywhere, the super admin included', async () => {
    for (const who of ['manager', 'admin']) {
      expect((await call(who, 'GET', `/api/disk/folders/${folder}`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/disk/breadcrumbs/${sub}`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/disk/folders/${folder}/zip`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/disk/files/${file.id}/download`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/disk/files/${file.id}/preview`)).statusCode).toBe(404);
      expect((await call(who, 'PATCH', `/api/disk/files/${file.id}`, { name: 'взлом.txt' })).statusCode).toBe(404);
      expect((await call(who, 'PATCH', `/api/disk/folders/${folder}`, { name: 'взлом' })).statusCode).toBe(404);
      expect((await call(who, 'PATCH', '/api/disk/elements/status', { folders: [folder], files: [], status: 0 })).statusCode).toBe(404);
      expect((await call(who, 'POST', `/api/disk/folders`, { name: 'x', parent_id: folder })).statusCode).toBe(404);
      expect((await call(who, 'GET', `/upload/disk/${file.filename}`)).statusCode).toBe(404);
      expect(names((await call(who, 'GET', '/api/disk/accessible')).json())).not.toContain('Секретная папка');
      expect(names((await call(who, 'GET', '/api/disk/search?term=Секрет')).json())).toEqual([]);
    }
    expect((await call(null, 'GET', `/upload/disk/${file.filename}`)).statusCode).toBe(401);
    const own = await call('employee', 'GET', `/upload/disk/${file.filename}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('секрет');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('a share without edit shows the folder and everything inside it, read-only (403 on edits)', async () => {
    const res = await call('employee', 'PATCH', `/api/disk/folders/${folder}`, { access: [{ user_id: ids.manager, edit: 0 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().access).toEqual([{ id: ids.manager, fio: 'Соколова Ирина Викторовна', avatar: expect.anything(), edit: 0 }]);

    const accessible = (await call('manager', 'GET', '/api/disk/accessible')).json();
    expect(names(accessible)).toContain('Секретная папка');
    // Only the top-most shared item is listed; what is inside opens from it.
    expect(names(accessible)).not.toContain('Вложенная');
    expect(accessible.folders.find((f: { id: number }) => f.id === folder).can_edit).toBe(0);

    const inside = (await call('manager', 'GET', `/api/disk/folders/${folder}`)).json();
    expect(names(inside)).toEqual(['Вложенная', 'Секрет.txt']);
    expect((await call('manager', 'GET', `/api/disk/files/${deep.id}/download`)).body).toBe('глубоко');
    expect((await call('manager', 'GET', `/upload/disk/${deep.filename}`)).statusCode).toBe(200);
    expect((await call('manager', 'GET', `/api/disk/breadcrumbs/${sub}`)).json()).toEqual({
      root: 'accessible',
      items: [
        { id: folder, name: 'Секретная папка' },
        { id: sub, name: 'Вложенная' },
      ],
    });

    const rename = await call('manager', 'PATCH', `/api/disk/files/${file.id}`, { name: 'Моё.txt' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().result_content).toBe('Недостаточно прав для изменения «Секрет.txt»');
    expect((await call('manager', 'PATCH', '/api/disk/elements/status', { files: [deep.id], status: 0 })).statusCode).toBe(403);
    expect((await upload('manager', folder, [{ field: 'files[0]', name: 'x.txt', content: 'x' }])).statusCode).toBe(403);
    // Others still see nothing.
    expect((await call('accountant', 'GET', `/api/disk/folders/${folder}`)).statusCode).toBe(404);
  });

  it('a share with edit lets the colleague rename inside, and the history records it', async () => {
    await call('employee', 'PATCH', `/api/disk/folders/${folder}`, { access: [{ user_id: ids.manager, edit: 1 }] });
    const rename = await call('manager', 'PATCH', `/api/disk/files/${deep.id}`, { name: 'Переименован.txt' });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json()).toMatchObject({ name: 'Переименован.txt', who_edit: ids.manager, can_edit: 1 });
    const hist = (await call('employee', 'GET', `/api/disk/files/${deep.id}/history`)).json();
    expect(hist).toContainEqual(
      expect.objectContaining({ field: 'name', old_value: 'Глубоко.txt', new_value: 'Переименован.txt', who_add: ids.manager }),
    );
    const folderHistory = (await call('employee', 'GET', `/api/disk/folders/${folder}/history`)).json();
    expect(folderHistory.map((h: { field: string }) => h.field)).toEqual(['access', 'access']);
    // The download keeps the extension.
    expect((await call('manager', 'GET', `/api/disk/files/${deep.id}/download`)).headers['content-disposition']).toMatch(
      /Переименован\.txt|%D0/,
    );
  });

  it('the user who last edited an item keeps edit on it while they still see it', async () => {
    await call('employee', 'PATCH', `/api/disk/folders/${folder}`, { access: [{ user_id: ids.manager, edit: 0 }] });
    // manager edited the file last: still allowed on that file, not on its neighbour.
    expect((await call('manager', 'PATCH', `/api/disk/files/${deep.id}`, { name: 'Снова.txt' })).statusCode).toBe(200);
    expect((await call('manager', 'PATCH', `/api/disk/files/${file.id}`, { name: 'Нельзя.txt' })).statusCode).toBe(403);
    // Without the share they no longer see it at all.
    await call('employee', 'PATCH', `/api/disk/folders/${folder}`, { access: [] });
    expect((await call('manager', 'PATCH', `/api/disk/files/${deep.id}`, { name: 'Уже нет.txt' })).statusCode).toBe(404);
  });

  it('public shows an item to everyone, public_edit lets everyone edit it', async () => {
    const pub = await newFolder('manager', 'Общая для всех');
    const inner = await uploadOne('manager', pub, 'Всем.txt', 'всем');
    expect((await call('manager', 'PATCH', `/api/disk/folders/${pub}`, { public: 1 })).json()).toMatchObject({ public: 1, public_edit: 0 });
    expect(names((await call('accountant', 'GET', '/api/disk/accessible')).json())).toContain('Общая для всех');
    expect((await call('accountant', 'GET', `/api/disk/files/${inner.id}/download`)).statusCode).toBe(200);
    expect((await call('accountant', 'PATCH', `/api/disk/files/${inner.id}`, { name: 'Моё.txt' })).statusCode).toBe(403);
    expect((await call('manager', 'PATCH', `/api/disk/folders/${pub}`, { public_edit: 1 })).json()).toMatchObject({
      public: 1,
      public_edit: 1,
    });
    expect((await call('accountant', 'PATCH', `/api/disk/files/${inner.id}`, { name: 'Общее.txt' })).statusCode).toBe(200);
    // Closing it closes both flags.
    expect((await call('manager', 'PATCH', `/api/disk/folders/${pub}`, { public: 0 })).json()).toMatchObject({ public: 0, public_edit: 0 });
    expect((await call('accountant', 'GET', `/api/disk/folders/${pub}`)).statusCode).toBe(404);
  });

  it('a file shared on its own shows under "accessible" without its folder', async () => {
    const own = await newFolder('accountant', 'Бухгалтерия');
    const report = await uploadOne('accountant', own, 'Акт сверки.txt', 'акт');
    await call('accountant', 'PATCH', `/api/disk/files/${report.id}`, { access: [{ user_id: ids.employee, edit: 0 }] });
    const accessible = (await call('employee', 'GET', '/api/disk/accessible')).json();
    expect(names(accessible)).toContain('Акт сверки.txt');
    expect(names(accessible)).not.toContain('Бухгалтерия');
    expect((await call('employee', 'GET', `/api/disk/folders/${own}`)).statusCode).toBe(404);
  });

  it('refuses to share with an unknown user', async () => {
    const res = await call('employee', 'PATCH', `/api/disk/folders/${folder}`, { access: [{ user_id: 999999, edit: 1 }] });
    expect(res.statusCode).toBe(422);
  });

  it('refuses an edit with nothing to change with 422 (not 403), for the registry walk', async () => {
    expect((await call('manager', 'PATCH', `/api/disk/folders/${folder}`, {})).statusCode).toBe(422);
    expect((await call('manager', 'PATCH', '/api/disk/elements/status', {})).statusCode).toBe(422);
  });
});

describe('moves', () => {
  it('moves files and folders; a folder never moves into itself; a share on the new parent covers the moved folder', async () => {
    const a = await newFolder('employee', 'Папка А');
    const b = await newFolder('employee', 'Папка Б');
    const inA = await newFolder('employee', 'Внутри А', a);
    const deeper = await newFolder('employee', 'Ещё глубже', inA);
    const doc = await uploadOne('employee', deeper, 'Документ.txt', 'doc');

    expect((await call('employee', 'PATCH', `/api/disk/folders/${a}`, { parent_id: deeper })).statusCode).toBe(422);
    expect((await call('employee', 'PATCH', `/api/disk/folders/${a}`, { parent_id: a })).statusCode).toBe(422);

    expect((await call('employee', 'PATCH', `/api/disk/folders/${inA}`, { parent_id: b })).json()).toMatchObject({ parent_id: b });
    expect((await call('employee', 'GET', `/api/disk/breadcrumbs/${deeper}`)).json().items.map((i: { name: string }) => i.name)).toEqual([
      'Папка Б',
      'Внутри А',
      'Ещё глубже',
    ]);
    await call('employee', 'PATCH', `/api/disk/folders/${b}`, { access: [{ user_id: ids.accountant, edit: 0 }] });
    expect((await call('accountant', 'GET', `/api/disk/files/${doc.id}/download`)).statusCode).toBe(200);
    expect((await call('accountant', 'GET', `/api/disk/folders/${a}`)).statusCode).toBe(404);

    // A file moves with folder_id (or parent_id); 0 is the root.
    expect((await call('employee', 'PATCH', `/api/disk/files/${doc.id}`, { folder_id: a })).json()).toMatchObject({ folder_id: a });
    expect((await call('accountant', 'GET', `/api/disk/files/${doc.id}/download`)).statusCode).toBe(404);
    expect((await call('employee', 'PATCH', `/api/disk/files/${doc.id}`, { parent_id: 0 })).json()).toMatchObject({ folder_id: null });
    const hist = (await call('employee', 'GET', `/api/disk/files/${doc.id}/history`)).json();
    expect(hist.map((h: { field: string; new_value: string | null }) => [h.field, h.new_value])).toEqual([
      ['folder_id', String(a)],
      ['folder_id', null],
    ]);
    // Into a folder the user may not edit: 404 when unseen.
    const foreign = await newFolder('manager', 'Чужая');
    expect((await call('employee', 'PATCH', `/api/disk/files/${doc.id}`, { folder_id: foreign })).statusCode).toBe(404);
  });
});

describe('trash', () => {
  it('moves several items to the trash and back, clears the trash for good and frees the space', async () => {
    const folder = await newFolder('accountant', 'В корзину');
    const inner = await uploadOne('accountant', folder, 'Внутри.txt', 'inner-bytes');
    const loose = await uploadOne('accountant', 0, 'Одиночный.txt', 'loose');
    const keep = await uploadOne('accountant', 0, 'Оставить.txt', 'keep');
    const usedBefore = (await call('accountant', 'GET', '/api/disk/sizes')).json().used_size_bytes;

    const trashed = await call('accountant', 'PATCH', '/api/disk/elements/status', { folders: [folder], files: [loose.id], status: 0 });
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect(trashed.json()).toEqual({ folders: 1, files: 1 });
    const root = names((await call('accountant', 'GET', '/api/disk/root')).json());
    expect(root).not.toContain('В корзину');
    expect(root).not.toContain('Одиночный.txt');
    expect(root).toContain('Оставить.txt');
    expect((await call('accountant', 'GET', `/api/disk/folders/${folder}`)).statusCode).toBe(404);
    expect((await call('accountant', 'GET', `/api/disk/files/${inner.id}/download`)).statusCode).toBe(404);
    const trash = (await call('accountant', 'GET', '/api/disk/trash')).json();
    expect(names(trash).sort()).toEqual(['В корзину', 'Одиночный.txt']);
    expect(trash.folders[0].status).toBe(0);
    // Trash counts until it is cleared.
    expect((await call('accountant', 'GET', '/api/disk/sizes')).json().used_size_bytes).toBe(usedBefore);

    // Back again.
    expect((await call('accountant', 'PATCH', '/api/disk/elements/status', { folders: [folder], status: 1 })).json()).toEqual({
      folders: 1,
      files: 0,
    });
    expect((await call('accountant', 'GET', `/api/disk/files/${inner.id}/download`)).body).toBe('inner-bytes');
    expect(names((await call('accountant', 'GET', '/api/disk/trash')).json())).toEqual(['Одиночный.txt']);

    // Clear: gone for good, stored bytes removed, space freed.
    await call('accountant', 'PATCH', '/api/disk/elements/status', { folders: [folder], status: 0 });
    const storedBefore = storedFiles();
    const cleared = await call('accountant', 'PATCH', '/api/disk/trash/clear');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ folders: 1, files: 2 });
    expect(names((await call('accountant', 'GET', '/api/disk/trash')).json())).toEqual([]);
    const after = storedFiles();
    expect(storedBefore.length - after.length).toBe(2);
    expect(after).not.toContain(loose.filename);
    expect(after).not.toContain(inner.filename);
    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from drive_files where id in (${inner.id}, ${loose.id})`,
    );
    expect(n).toBe(0);
    expect((await call('accountant', 'GET', '/api/disk/sizes')).json().used_size_bytes).toBe(
      usedBefore - 'inner-bytes'.length - 'loose'.length,
    );
    expect((await call('accountant', 'GET', `/api/disk/files/${keep.id}/download`)).statusCode).toBe(200);
    // Status history was written.
    const [{ h }] = await queryRows<{ h: number }>(
      t.database.db,
      sql`select count(*)::int as h from drive_history where item_type = 'folder' and item_id = ${folder} and field = 'status'`,
    );
    expect(h).toBe(3);
  });

  it("clearing one user's trash leaves another user's trash alone", async () => {
    const mine = await uploadOne('manager', 0, 'Мусор менеджера.txt', 'm');
    await call('manager', 'PATCH', '/api/disk/elements/status', { files: [mine.id], status: 0 });
    await call('accountant', 'PATCH', '/api/disk/trash/clear');
    expect(names((await call('manager', 'GET', '/api/disk/trash')).json())).toContain('Мусор менеджера.txt');
  });

  it('restoring an item whose folder is still in the trash puts it in the root', async () => {
    const folder = await newFolder('user5', 'Родитель');
    const child = await uploadOne('user5', folder, 'Ребёнок.txt', 'c');
    await call('user5', 'PATCH', '/api/disk/elements/status', { files: [child.id], status: 0 });
    await call('user5', 'PATCH', '/api/disk/elements/status', { folders: [folder], status: 0 });
    expect((await call('user5', 'PATCH', '/api/disk/elements/status', { files: [child.id], status: 1 })).statusCode).toBe(200);
    expect(names((await call('user5', 'GET', '/api/disk/root')).json())).toContain('Ребёнок.txt');
  });
});

describe('trash with shared edit rights: only the owner deletes for good', () => {
  const fileRow = async (id: number) => {
    const [row] = await queryRows<{ status: number; folder_id: number | null }>(
      t.database.db,
      sql`select status, folder_id from drive_files where id = ${id}`,
    );
    return row;
  };

  it("a colleague who trashes the owner's file sees it in the owner's trash, not theirs; their clear leaves it; the owner restores it", async () => {
    const shared = await newFolder('employee', 'Общая с правкой');
    const file = await uploadOne('employee', shared, 'Договор владельца.txt', 'owner-bytes');
    await call('employee', 'PATCH', `/api/disk/folders/${shared}`, { access: [{ user_id: ids.user5, edit: 1 }] });

    const trashed = await call('user5', 'PATCH', '/api/disk/elements/status', { files: [file.id], status: 0 });
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect(names((await call('user5', 'GET', `/api/disk/folders/${shared}`)).json())).not.toContain('Договор владельца.txt');
    expect(names((await call('employee', 'GET', '/api/disk/trash')).json())).toContain('Договор владельца.txt');
    expect(names((await call('user5', 'GET', '/api/disk/trash')).json())).not.toContain('Договор владельца.txt');

    const cleared = await call('user5', 'PATCH', '/api/disk/trash/clear');
    expect(cleared.statusCode).toBe(200);
    expect(await fileRow(file.id)).toEqual({ status: 0, folder_id: shared });
    expect(storedFiles()).toContain(file.filename);

    expect((await call('employee', 'PATCH', '/api/disk/elements/status', { files: [file.id], status: 1 })).statusCode).toBe(200);
    expect(names((await call('employee', 'GET', `/api/disk/folders/${shared}`)).json())).toContain('Договор владельца.txt');
    expect((await call('user5', 'GET', `/api/disk/files/${file.id}/download`)).body).toBe('owner-bytes');
  });

  it("a colleague's own folder in the trash takes the owner's file moved into it to the owner's trash, not to oblivion", async () => {
    const shared = await newFolder('employee', 'Общая для переноса');
    const file = await uploadOne('employee', shared, 'Не удалять.txt', 'keep-me');
    await call('employee', 'PATCH', `/api/disk/folders/${shared}`, { access: [{ user_id: ids.user5, edit: 1 }] });
    const theirs = await newFolder('user5', 'Папка коллеги', shared);
    const theirFile = await uploadOne('user5', theirs, 'Файл коллеги.txt', 'theirs');
    expect((await call('user5', 'PATCH', `/api/disk/files/${file.id}`, { folder_id: theirs })).statusCode).toBe(200);
    expect((await call('user5', 'PATCH', '/api/disk/elements/status', { folders: [theirs], status: 0 })).statusCode).toBe(200);
    expect(names((await call('user5', 'GET', '/api/disk/trash')).json())).toContain('Папка коллеги');

    const cleared = await call('user5', 'PATCH', '/api/disk/trash/clear');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ folders: 1, files: 1 });
    // The colleague's folder and their own file are gone for good...
    expect((await call('user5', 'GET', `/api/disk/files/${theirFile.id}/download`)).statusCode).toBe(404);
    expect(storedFiles()).not.toContain(theirFile.filename);
    // ...the owner's file waits in the owner's trash, bytes kept, with a history row.
    expect(await fileRow(file.id)).toEqual({ status: 0, folder_id: null });
    expect(storedFiles()).toContain(file.filename);
    expect(names((await call('employee', 'GET', '/api/disk/trash')).json())).toContain('Не удалять.txt');
    const hist = (await call('employee', 'GET', `/api/disk/files/${file.id}/history`)).json();
    expect(hist).toContainEqual(
      expect.objectContaining({ field: 'folder_id', old_value: String(theirs), new_value: null, who_add: ids.user5 }),
    );
    expect(hist).toContainEqual(expect.objectContaining({ field: 'status', old_value: '1', new_value: '0', who_add: ids.user5 }));
    expect((await call('employee', 'PATCH', '/api/disk/elements/status', { files: [file.id], status: 1 })).statusCode).toBe(200);
    expect(names((await call('employee', 'GET', '/api/disk/root')).json())).toContain('Не удалять.txt');
    expect((await call('employee', 'GET', `/api/disk/files/${file.id}/download`)).body).toBe('keep-me');
  });

  it("the owner clearing a trashed folder sends a colleague's upload and folder inside it to the colleague's trash", async () => {
    const shared = await newFolder('employee', 'Общая с загрузками');
    await call('employee', 'PATCH', `/api/disk/folders/${shared}`, { access: [{ user_id: ids.user5, edit: 1 }] });
    const ownInside = await uploadOne('employee', shared, 'Свой внутри.txt', 'own');
    const upload5 = await uploadOne('user5', shared, 'Загрузил коллега.txt', 'colleague-bytes');
    const folder5 = await newFolder('user5', 'Подпапка коллеги', shared);
    const deep5 = await uploadOne('user5', folder5, 'Глубже коллеги.txt', 'deep');
    expect((await call('employee', 'PATCH', '/api/disk/elements/status', { folders: [shared], status: 0 })).statusCode).toBe(200);

    const cleared = await call('employee', 'PATCH', '/api/disk/trash/clear');
    expect(cleared.statusCode).toBe(200);
    expect((await call('employee', 'GET', `/api/disk/folders/${shared}`)).statusCode).toBe(404);
    expect(storedFiles()).not.toContain(ownInside.filename);
    expect(storedFiles()).toContain(upload5.filename);
    expect(storedFiles()).toContain(deep5.filename);
    const trash5 = names((await call('user5', 'GET', '/api/disk/trash')).json());
    expect(trash5).toEqual(expect.arrayContaining(['Загрузил коллега.txt', 'Подпапка коллеги']));
    expect(trash5).not.toContain('Глубже коллеги.txt');
    expect(
      (await call('user5', 'PATCH', '/api/disk/elements/status', { folders: [folder5], files: [upload5.id], status: 1 })).statusCode,
    ).toBe(200);
    const root5 = names((await call('user5', 'GET', '/api/disk/root')).json());
    expect(root5).toEqual(expect.arrayContaining(['Загрузил коллега.txt', 'Подпапка коллеги']));
    expect(names((await call('user5', 'GET', `/api/disk/folders/${folder5}`)).json())).toEqual(['Глубже коллеги.txt']);
    expect((await call('user5', 'GET', `/api/disk/breadcrumbs/${folder5}`)).json()).toEqual({
      root: 'my',
      items: [{ id: folder5, name: 'Подпапка коллеги' }],
    });
  });
});

describe('lists: sort, the picker roots, accessible', () => {
  const order = (list: string[], wanted: string[]) => list.filter((n) => wanted.includes(n));

  it('sorts by date and by name, both ways, at the root and in a folder', async () => {
    const folder = await newFolder('admin', 'Сортировка');
    const made = ['Бета.txt', 'альфа.txt', 'Гамма.txt'];
    for (const name of made) {
      await uploadOne('admin', folder, name, name);
      await uploadOne('admin', 0, `Корень ${name}`, name);
    }
    const inFolder = async (q: string) => names((await call('admin', 'GET', `/api/disk/folders/${folder}?${q}`)).json());
    expect(await inFolder('sort=date&order=asc')).toEqual(made);
    expect(await inFolder('sort=date&order=desc')).toEqual([...made].reverse());
    expect(await inFolder('sort=name')).toEqual(['альфа.txt', 'Бета.txt', 'Гамма.txt']);
    expect(await inFolder('sort=name&order=desc')).toEqual(['Гамма.txt', 'Бета.txt', 'альфа.txt']);
    const rooted = made.map((n) => `Корень ${n}`);
    const atRoot = async (q: string) => order(names((await call('admin', 'GET', `/api/disk/root?${q}`)).json()), rooted);
    expect(await atRoot('sort=date&order=desc')).toEqual([...rooted].reverse());
    expect(await atRoot('sort=date')).toEqual(rooted);
    expect(await atRoot('sort=name&order=desc')).toEqual(['Корень Гамма.txt', 'Корень Бета.txt', 'Корень альфа.txt']);
    expect((await call('admin', 'GET', '/api/disk/root?sort=colour')).statusCode).toBe(422);
  });

  it('answers the picker second root, accessible?has_children=1, in the entry shape', async () => {
    const shared = await newFolder('manager', 'Для выбора коллеге');
    const emptyShared = await newFolder('manager', 'Пустая общая');
    await uploadOne('manager', shared, 'Внутри общей.txt', 'x');
    const lone = await uploadOne('manager', 0, 'Отдельный файл.txt', 'x');
    for (const id of [shared, emptyShared])
      await call('manager', 'PATCH', `/api/disk/folders/${id}`, { access: [{ user_id: ids.user5, edit: 0 }] });
    await call('manager', 'PATCH', `/api/disk/files/${lone.id}`, { access: [{ user_id: ids.user5, edit: 0 }] });
    const res = await call('user5', 'GET', '/api/disk/accessible?has_children=1');
    expect(res.statusCode).toBe(200);
    const entries = res.json().folders;
    expect(entries).toContainEqual({ id: shared, name: 'Для выбора коллеге', ext: null, has_children: 1, parent_id: null });
    expect(entries).toContainEqual({ id: emptyShared, name: 'Пустая общая', ext: null, has_children: 0, parent_id: null });
    expect(entries).toContainEqual({
      id: lone.id,
      name: 'Отдельный файл.txt',
      ext: 'txt',
      has_children: 0,
      parent_id: null,
      filename: lone.filename,
      link: `/upload/disk/${lone.filename}`,
    });
    expect(res.json().files).toBeUndefined();
  });

  it("lists the user's own file left in a folder they no longer see under accessible", async () => {
    const host = await newFolder('employee', 'Была общей');
    await call('employee', 'PATCH', `/api/disk/folders/${host}`, { access: [{ user_id: ids.accountant, edit: 1 }] });
    const left = await uploadOne('accountant', host, 'Оставлен в чужой.txt', 'left');
    expect(names((await call('accountant', 'GET', '/api/disk/accessible')).json())).not.toContain('Оставлен в чужой.txt');
    await call('employee', 'PATCH', `/api/disk/folders/${host}`, { access: [] });
    const accessible = names((await call('accountant', 'GET', '/api/disk/accessible')).json());
    expect(accessible).toContain('Оставлен в чужой.txt');
    expect(accessible).not.toContain('Была общей');
    expect(names((await call('accountant', 'GET', '/api/disk/root')).json())).not.toContain('Оставлен в чужой.txt');
    expect((await call('accountant', 'GET', `/api/disk/files/${left.id}/download`)).body).toBe('left');
    expect((await call('accountant', 'GET', `/api/disk/folders/${host}`)).statusCode).toBe(404);
  });
});

describe('folder renames and file flags', () => {
  it('the owner and an edit-share colleague rename a folder (history kept); a view-only colleague gets 403', async () => {
    const folder = await newFolder('employee', 'Старое имя папки');
    const own = await call('employee', 'PATCH', `/api/disk/folders/${folder}`, { name: 'Новое имя папки' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: folder, name: 'Новое имя папки', who_edit: ids.employee });
    expect(names((await call('employee', 'GET', '/api/disk/root')).json())).toContain('Новое имя папки');

    await call('employee', 'PATCH', `/api/disk/folders/${folder}`, {
      access: [
        { user_id: ids.user5, edit: 1 },
        { user_id: ids.accountant, edit: 0 },
      ],
    });
    const viewOnly = await call('accountant', 'PATCH', `/api/disk/folders/${folder}`, { name: 'Не выйдет' });
    expect(viewOnly.statusCode).toBe(403);
    expect(viewOnly.json().result_content).toBe('Недостаточно прав для изменения «Новое имя папки»');
    const colleague = await call('user5', 'PATCH', `/api/disk/folders/${folder}`, { name: 'Имя от коллеги' });
    expect(colleague.statusCode, colleague.body).toBe(200);
    expect(colleague.json()).toMatchObject({ name: 'Имя от коллеги', who_edit: ids.user5, can_edit: 1 });

    const hist = (await call('employee', 'GET', `/api/disk/folders/${folder}/history`)).json();
    const renames = hist.filter((h: { field: string }) => h.field === 'name');
    expect(renames).toEqual([
      expect.objectContaining({ old_value: 'Старое имя папки', new_value: 'Новое имя папки', who_add: ids.employee }),
      expect.objectContaining({ old_value: 'Новое имя папки', new_value: 'Имя от коллеги', who_add: ids.user5 }),
    ]);
  });

  it('public and public_edit on a file: everyone sees it, then everyone may edit it; closing closes both', async () => {
    const hidden = await newFolder('manager', 'Закрытая с публичным файлом');
    const file = await uploadOne('manager', hidden, 'Публичный прайс.txt', 'price');
    expect((await call('accountant', 'GET', `/api/disk/files/${file.id}/download`)).statusCode).toBe(404);

    const opened = await call('manager', 'PATCH', `/api/disk/files/${file.id}`, { public: 1 });
    expect(opened.json()).toMatchObject({ public: 1, public_edit: 0 });
    const accessible = (await call('accountant', 'GET', '/api/disk/accessible')).json();
    expect(accessible.files.find((f: { id: number }) => f.id === file.id)).toMatchObject({ public: 1, can_edit: 0 });
    expect(names(accessible)).not.toContain('Закрытая с публичным файлом');
    expect((await call('accountant', 'GET', `/api/disk/files/${file.id}/download`)).body).toBe('price');
    expect((await call('accountant', 'GET', `/upload/disk/${file.filename}`)).statusCode).toBe(200);
    expect((await call('accountant', 'GET', `/api/disk/folders/${hidden}`)).statusCode).toBe(404);
    expect((await call('accountant', 'PATCH', `/api/disk/files/${file.id}`, { name: 'Мой прайс.txt' })).statusCode).toBe(403);

    expect((await call('manager', 'PATCH', `/api/disk/files/${file.id}`, { public_edit: 1 })).json()).toMatchObject({
      public: 1,
      public_edit: 1,
    });
    const renamed = await call('accountant', 'PATCH', `/api/disk/files/${file.id}`, { name: 'Прайс всем.txt' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Прайс всем.txt', can_edit: 1 });

    expect((await call('manager', 'PATCH', `/api/disk/files/${file.id}`, { public: 0 })).json()).toMatchObject({
      public: 0,
      public_edit: 0,
    });
    // The accountant edited it last but no longer sees it: 404.
    expect((await call('accountant', 'GET', `/api/disk/files/${file.id}/download`)).statusCode).toBe(404);
    expect((await call('accountant', 'PATCH', `/api/disk/files/${file.id}`, { name: 'Снова.txt' })).statusCode).toBe(404);
    const hist = (await call('manager', 'GET', `/api/disk/files/${file.id}/history`)).json();
    expect(hist.map((h: { field: string; new_value: string | null }) => [h.field, h.new_value])).toEqual([
      ['public', '1'],
      ['public_edit', '1'],
      ['name', 'Прайс всем.txt'],
      ['public', '0'],
      ['public_edit', '0'],
    ]);
  });
});

describe('search', () => {
  it('finds by a part of the name in any case, Cyrillic and Latin, among what the user may see', async () => {
    await uploadOne('employee', 0, 'Смета_Проект-Восток.txt', 'x');
    await uploadOne('employee', 0, 'Invoice March.txt', 'x');
    await uploadOne('manager', 0, 'Смета менеджера.txt', 'x');
    for (const term of ['смета', 'СМЕТА', 'ета_про']) {
      const found = names((await call('employee', 'GET', `/api/disk/search?term=${encodeURIComponent(term)}`)).json());
      expect(found, term).toContain('Смета_Проект-Восток.txt');
      expect(found, term).not.toContain('Смета менеджера.txt');
    }
    expect(names((await call('employee', 'GET', '/api/disk/search?term=invoice')).json())).toEqual(['Invoice March.txt']);
    // % and _ stand for themselves.
    expect(names((await call('employee', 'GET', '/api/disk/search?term=%25')).json())).toEqual([]);
    expect(names((await call('employee', 'GET', '/api/disk/search?term=a_r')).json())).toEqual([]);
    expect((await call('employee', 'GET', '/api/disk/search')).json()).toEqual({ folders: [], files: [], truncated: 0 });
  });

  it('finds items shared with the user, inside a shared folder, and public ones; never trashed ones', async () => {
    const shared = await newFolder('manager', 'Поиск-общая-папка');
    const inside = await newFolder('manager', 'Поиск-вложенная', shared);
    await uploadOne('manager', inside, 'Поиск-внутри.txt', 'x');
    await call('manager', 'PATCH', `/api/disk/folders/${shared}`, { access: [{ user_id: ids.accountant, edit: 0 }] });
    const lone = await uploadOne('manager', 0, 'Поиск-отдельный.txt', 'x');
    await call('manager', 'PATCH', `/api/disk/files/${lone.id}`, { access: [{ user_id: ids.accountant, edit: 0 }] });
    const pub = await uploadOne('user5', 0, 'Поиск-публичный.txt', 'x');
    await call('user5', 'PATCH', `/api/disk/files/${pub.id}`, { public: 1 });
    const gone = await uploadOne('manager', inside, 'Поиск-удалённый.txt', 'x');
    await call('manager', 'PATCH', '/api/disk/elements/status', { files: [gone.id], status: 0 });
    await uploadOne('manager', 0, 'Поиск-личный.txt', 'x');

    const found = (await call('accountant', 'GET', `/api/disk/search?term=${encodeURIComponent('ПОИСК-')}`)).json();
    expect(names(found).sort()).toEqual(
      ['Поиск-общая-папка', 'Поиск-вложенная', 'Поиск-внутри.txt', 'Поиск-отдельный.txt', 'Поиск-публичный.txt'].sort(),
    );
    expect(found.files.find((f: { name: string }) => f.name === 'Поиск-публичный.txt')).toMatchObject({ public: 1, can_edit: 0 });
    // The owner finds their own, trash excepted.
    const owner = names((await call('manager', 'GET', `/api/disk/search?term=${encodeURIComponent('поиск-')}`)).json());
    expect(owner).toContain('Поиск-личный.txt');
    expect(owner).not.toContain('Поиск-удалённый.txt');
  });

  it('uses the trigram index on PostgreSQL and PGlite alike', async () => {
    const rows = await queryRows<{ indexname: string }>(
      t.database.db,
      sql`select indexname from pg_indexes where tablename in ('drive_files', 'drive_folders') and indexdef like '%gin_trgm_ops%'`,
    );
    expect(rows.map((r) => r.indexname).sort()).toEqual(['drive_files_name_trgm_idx', 'drive_folders_name_trgm_idx']);
  });
});

describe('zip', () => {
  it('streams a folder with its subfolders as a zip, leaving the trash out', async () => {
    const top = await newFolder('employee', 'Архив');
    const sub = await newFolder('employee', 'Подпапка', top);
    await newFolder('employee', 'Пустая', top);
    await uploadOne('employee', top, 'Один.txt', 'один');
    await uploadOne('employee', sub, 'Два.txt', 'два');
    const gone = await uploadOne('employee', sub, 'Удалён.txt', 'нет');
    await call('employee', 'PATCH', '/api/disk/elements/status', { files: [gone.id], status: 0 });
    const res = await call('employee', 'GET', `/api/disk/folders/${top}/zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_____.zip"; filename*=UTF-8''${encodeURIComponent('Архив.zip')}`,
    );
    const entries = readZip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      ['Архив/', 'Архив/Один.txt', 'Архив/Подпапка/', 'Архив/Подпапка/Два.txt', 'Архив/Пустая/'].sort(),
    );
    expect(entries.get('Архив/Подпапка/Два.txt')?.toString()).toBe('два');
  });
});

describe('seed', () => {
  it('gives employee folders and manager a folder shared with employee (edit) and accountant (view)', async () => {
    expect(names((await call('employee', 'GET', '/api/disk/root')).json())).toContain('Проекты');
    const shared = (await call('employee', 'GET', '/api/disk/accessible'))
      .json()
      .folders.find((f: { name: string }) => f.name === 'Общие документы отдела');
    expect(shared).toMatchObject({ who_add: ids.manager, can_edit: 1 });
    const forAccountant = (await call('accountant', 'GET', '/api/disk/accessible'))
      .json()
      .folders.find((f: { name: string }) => f.name === 'Общие документы отдела');
    expect(forAccountant).toMatchObject({ can_edit: 0 });
  });
});
