import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@cantoo/fontkit';
import { PDFDocument } from '@cantoo/pdf-lib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { pdfText } from './applications-helpers.ts';
import { multipart, type Part, PNG } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Files of a document (issue 15; spec 3 §4 "Drive, documents, session", §5, §9): upload, split into
 * pages, the registration stamp (split first, x 50, y 50 by default, only png/jpg/jpeg/pdf), turn,
 * delete with `count_files`, the stamps drawn again when the number changes, the list's search in
 * the files' text, and the rights (documents_view to see, documents_create to change).
 */
let t: TestApp;
const auth: Record<string, string> = {};
let categoryId: number;
let organization: { id: number; name: string };

const require = createRequire(import.meta.url);
const ROBOTO = fs.readFileSync(path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto', 'Roboto-Regular.ttf'));

/** A PDF of `pages` A4 pages, page n saying "Страница n" and then `words` (Cyrillic through Roboto). */
async function makePdf(pages: number, words: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(ROBOTO, { subset: true });
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Страница ${i}`, { x: 72, y: 760, size: 16, font });
    page.drawText(words, { x: 72, y: 700, size: 12, font });
  }
  return Buffer.from(await doc.save());
}

type Who = 'admin' | 'manager' | 'employee';
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: auth[who] }, ...(payload ? { payload } : {}) });

function upload(who: Who, documentId: number, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/files`,
    payload: body.payload,
    headers: { authorization: auth[who], ...body.headers },
  });
}

async function createDocument(fields: Record<string, unknown> = {}): Promise<number> {
  const res = await call('admin', 'POST', '/api/documents', {
    category_id: categoryId,
    inbox: 'incoming',
    number: '15/47',
    date: '2026-11-27',
    subject: 'Письмо о поставке',
    organization_id: organization.id,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

interface WireFile {
  id: number;
  parent_id: number | null;
  page: number | null;
  type: number;
  name: string;
  ext: string;
  pages: number | null;
  split: boolean;
  stamp: { page: number; x: number; y: number } | null;
  stampable: boolean;
  path: string;
  original_path: string;
  rotation: number;
  status: number;
}

const download = async (who: Who, url: string) => {
  const res = await call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};
const filesOf = async (documentId: number) => {
  const res = await call('admin', 'GET', `/api/documents/${documentId}/files`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { files: WireFile[]; count_files: number };
};
const countFiles = async (documentId: number) => (await call('admin', 'GET', `/api/documents/${documentId}`)).json().count_files as number;

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'manager', 'employee'] as const) auth[login] = (await t.login(login)).authorization;
  const category = await call('admin', 'POST', '/api/documents/categories', { name: 'Письма (файлы)', code: 'letter_files' });
  expect(category.statusCode, category.body).toBe(200);
  categoryId = category.json().id;
  [organization] = await queryRows<{ id: number; name: string }>(
    t.database.db,
    sql`select id, name from organizations order by id limit 1`,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('document files', () => {
  let documentId: number;
  let pdf: WireFile;
  let note: WireFile;
  const threePages = () => makePdf(3, 'Поставка цемента марки М500 kangaroo');

  it('uploads several files of a type; a PDF knows its pages; count_files counts them; downloads answer the bytes', async () => {
    documentId = await createDocument();
    const bytes = await threePages();
    const emit = vi.spyOn(t.realtime, 'emit');
    const res = await upload('admin', documentId, [
      ['files[0][file]', { filename: 'scan.pdf', content: bytes }],
      ['files[0][name]', 'Скан письма.pdf'],
      ['files[1][file]', { filename: 'note.txt', content: 'plain note' }],
      ['type', '1'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { files: WireFile[]; count_files: number };
    expect(body.count_files).toBe(2);
    [pdf, note] = body.files;
    expect(pdf).toMatchObject({
      name: 'Скан письма.pdf',
      ext: 'pdf',
      type: 1,
      pages: 3,
      split: false,
      stamp: null,
      stampable: true,
      status: 1,
    });
    expect(pdf.path).toMatch(new RegExp(`^/api/documents/${documentId}/files/[0-9a-f-]{36}\\.pdf$`));
    expect(pdf.original_path).toBe(pdf.path);
    expect(note).toMatchObject({ name: 'note.txt', ext: 'txt', pages: null, stampable: false });
    expect(Buffer.compare(await download('admin', pdf.path), bytes)).toBe(0);
    expect(await countFiles(documentId)).toBe(2);
    // An open card hears about it (the registry's record room).
    expect(emit).toHaveBeenCalledWith(
      `object:documents:${documentId}`,
      'documents',
      expect.objectContaining({ action: 'update', id: documentId, fields: expect.objectContaining({ count_files: 2, files: true }) }),
    );
    emit.mockRestore();
  });

  it('refuses a wrong format, more than 99 files, and an upload without files', async () => {
    const wrong = await upload('admin', documentId, [['files[0]', { filename: 'virus.exe', content: 'MZ' }]]);
    expect(wrong.statusCode).toBe(422);
    const many = await upload(
      'admin',
      documentId,
      Array.from({ length: 100 }, (_, i): Part => [`files[${i}]`, { filename: `n${i}.txt`, content: 'x' }]),
    );
    expect(many.statusCode).toBe(413);
    const none = await upload('admin', documentId, [['type', '0']]);
    expect(none.statusCode).toBe(422);
    expect((await filesOf(documentId)).count_files).toBe(2);
  });

  it('splits a PDF into one file per page (children with parent_id and page), each page its own PDF', async () => {
    const res = await call('admin', 'POST', `/api/documents/${documentId}/files/${pdf.id}`, { split: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const { files, count_files } = res.json() as { files: WireFile[]; count_files: number };
    expect(count_files).toBe(2);
    const pages = files.filter((f) => f.parent_id === pdf.id);
    expect(pages.map((p) => [p.page, p.name, p.pages, p.type])).toEqual([
      [1, 'Скан письма (стр. 1).pdf', 1, 1],
      [2, 'Скан письма (стр. 2).pdf', 1, 1],
      [3, 'Скан письма (стр. 3).pdf', 1, 1],
    ]);
    expect(files.find((f) => f.id === pdf.id)?.split).toBe(true);
    // The pages follow their file in the list.
    expect(files.map((f) => f.id)).toEqual([pdf.id, ...pages.map((p) => p.id), note.id]);
    for (const page of pages) expect(await pdfText(await download('admin', page.path))).toContain(`Страница ${page.page}`);
    // Splitting again changes nothing; a one-page file or a text cannot be split.
    const again = await call('admin', 'POST', `/api/documents/${documentId}/files/${pdf.id}`, { split: 1 });
    expect((again.json() as { files: WireFile[] }).files).toHaveLength(5);
    expect((await call('admin', 'POST', `/api/documents/${documentId}/files/${pages[0].id}`, { split: 1 })).statusCode).toBe(422);
    expect((await call('admin', 'POST', `/api/documents/${documentId}/files/${note.id}`, { split: 1 })).statusCode).toBe(422);
  });

  it('stamps page 1 at x 50, y 50 by default: number, date dd.MM.yyyy and organization, in Cyrillic', async () => {
    const res = await call('admin', 'POST', `/api/documents/${documentId}/watermark/${pdf.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { files: WireFile[]; stamped_id: number };
    const stamped = body.files.find((f) => f.id === body.stamped_id)!;
    expect(stamped).toMatchObject({ parent_id: pdf.id, page: 1, stamp: { page: 1, x: 50, y: 50 } });
    expect(stamped.path).not.toBe(stamped.original_path);
    const text = await pdfText(await download('admin', stamped.path));
    expect(text).toContain('Вх. № 15/47');
    expect(text).toContain('от 27.11.2026');
    expect(text).toContain(organization.name);
    expect(text).toContain('Страница 1');
    // The original stays as it was.
    expect(await pdfText(await download('admin', stamped.original_path))).not.toContain('15/47');
  });

  it('splits an unsplit PDF first, then stamps the page asked for at the dropped place', async () => {
    const res = await upload('admin', documentId, [['files[0]', { filename: 'second.pdf', content: await threePages() }]]);
    const second = (res.json() as { files: WireFile[] }).files.find((f) => f.name === 'second.pdf')!;
    const stamp = await call('admin', 'POST', `/api/documents/${documentId}/watermark/${second.id}`, { page: 2, x: 300, y: 600 });
    expect(stamp.statusCode, stamp.body).toBe(200);
    const body = stamp.json() as { files: WireFile[]; stamped_id: number };
    expect(body.files.find((f) => f.id === second.id)?.split).toBe(true);
    expect(body.files.filter((f) => f.parent_id === second.id)).toHaveLength(3);
    expect(body.files.find((f) => f.id === body.stamped_id)).toMatchObject({
      parent_id: second.id,
      page: 2,
      stamp: { page: 1, x: 300, y: 600 },
    });
    const missing = await call('admin', 'POST', `/api/documents/${documentId}/watermark/${second.id}`, { page: 9 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.page).toBeDefined();
  });

  it('refuses to stamp anything but png/jpg/jpeg/pdf (documents.notStampable); wraps an image into a PDF page', async () => {
    const refused = await call('admin', 'POST', `/api/documents/${documentId}/watermark/${note.id}`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: true, result_content: 'Поставить штамп можно только на файл PNG, JPG, JPEG или PDF' });
    const res = await upload('admin', documentId, [
      ['files[0]', { filename: 'photo.png', content: PNG }],
      ['type', '0'],
    ]);
    const photo = (res.json() as { files: WireFile[] }).files.find((f) => f.name === 'photo.png')!;
    expect(photo).toMatchObject({ ext: 'png', pages: 1, stampable: true });
    const stamp = await call('admin', 'POST', `/api/documents/${documentId}/watermark/${photo.id}`, {});
    expect(stamp.statusCode, stamp.body).toBe(200);
    const stamped = (stamp.json() as { files: WireFile[] }).files.find((f) => f.id === photo.id)!;
    expect(stamped.ext).toBe('pdf');
    expect(stamped.path).toMatch(/\.pdf$/);
    expect(stamped.original_path).toMatch(/\.png$/);
    expect(await pdfText(await download('admin', stamped.path))).toContain('Вх. № 15/47');
    const file = await call('admin', 'GET', stamped.path);
    expect(file.headers['content-disposition']).toContain('photo.pdf');
  });

  it('turns a page a quarter turn; its stamp is drawn again, still there', async () => {
    const { files } = await filesOf(documentId);
    const stamped = files.find((f) => f.parent_id === pdf.id && f.page === 1)!;
    const res = await call('admin', 'PATCH', `/api/documents/${documentId}/files/${stamped.id}`, { rotate: 90 });
    expect(res.statusCode, res.body).toBe(200);
    const turned = (res.json() as { files: WireFile[] }).files.find((f) => f.id === stamped.id)!;
    expect(turned.rotation).toBe(90);
    expect(turned.stamp).toEqual(stamped.stamp);
    const bytes = await download('admin', turned.path);
    expect((await PDFDocument.load(bytes)).getPage(0).getRotation().angle).toBe(90);
    expect(await pdfText(bytes)).toContain('Вх. № 15/47');
    expect((await PDFDocument.load(await download('admin', turned.original_path))).getPage(0).getRotation().angle).toBe(90);
    expect((await call('admin', 'PATCH', `/api/documents/${documentId}/files/${stamped.id}`, { rotate: 45 })).statusCode).toBe(422);
    expect((await call('admin', 'PATCH', `/api/documents/${documentId}/files/${note.id}`, { rotate: 90 })).statusCode).toBe(422);
  });

  it('draws the stamps of the scans (type 1) again when the number or the date changes; other types keep theirs', async () => {
    const before = await filesOf(documentId);
    const scan = before.files.find((f) => f.parent_id === pdf.id && f.page === 1)!;
    const photo = before.files.find((f) => f.name === 'photo.png')!;
    const res = await call('admin', 'PATCH', `/api/documents/${documentId}`, { number: 'НОВ-77', date: '2026-12-01' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await filesOf(documentId);
    const redrawn = after.files.find((f) => f.id === scan.id)!;
    expect(redrawn.path).not.toBe(scan.path);
    expect(redrawn.stamp).toEqual(scan.stamp);
    const text = await pdfText(await download('admin', redrawn.path));
    expect(text).toContain('Вх. № НОВ-77');
    expect(text).toContain('от 01.12.2026');
    expect(text).not.toContain('15/47');
    // The old stamped version is gone.
    expect((await call('admin', 'GET', scan.path)).statusCode).toBe(404);
    const kept = after.files.find((f) => f.id === photo.id)!;
    expect(kept.path).toBe(photo.path);
    expect(await pdfText(await download('admin', kept.path))).toContain('15/47');
    // A change of another field draws nothing.
    await call('admin', 'PATCH', `/api/documents/${documentId}`, { subject: 'Письмо о поставке цемента' });
    expect((await filesOf(documentId)).files.find((f) => f.id === scan.id)?.path).toBe(redrawn.path);
  });

  it("finds the document by a word of its files' text (stemmed Russian), not by a word it lacks", async () => {
    const other = await createDocument({ number: '99', subject: 'Другое письмо' });
    const ids = async (search: string) =>
      ((await call('admin', 'GET', `/api/documents?search=${encodeURIComponent(search)}`)).json().items as { id: number }[]).map(
        (r) => r.id,
      );
    expect(await ids('kangaroo')).toEqual([documentId]);
    expect(await ids('цементу')).toEqual(expect.arrayContaining([documentId]));
    expect(await ids('цементу')).not.toContain(other);
    expect(await ids('жираф')).toEqual([]);
    // The document's own fields are still searched.
    expect(await ids('Другое')).toEqual([other]);
  });

  it('deletes a file (status 0) and several at once; count_files follows, 0 when none remain', async () => {
    const res = await call('admin', 'PATCH', `/api/documents/${documentId}/files/${note.id}`, { status: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { files: WireFile[]; count_files: number };
    expect(body.files.some((f) => f.id === note.id)).toBe(false);
    expect(body.count_files).toBe(3);
    expect(await countFiles(documentId)).toBe(3);
    // A deleted file is no longer served.
    expect((await call('admin', 'GET', note.path)).statusCode).toBe(404);
    const [row] = await queryRows<{ status: number }>(t.database.db, sql`select status from document_files where id = ${note.id}`);
    expect(row.status).toBe(0);
    const top = body.files.filter((f) => f.parent_id === null).map((f) => f.id);
    const all = await call('admin', 'PATCH', `/api/documents/${documentId}/files`, { ids: top, status: 0 });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ files: [], count_files: 0 });
    expect(await countFiles(documentId)).toBe(0);
    // The pages went with their files.
    const [live] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from document_files where document_id = ${documentId} and status = 1`,
    );
    expect(live.n).toBe(0);
    // A file of another document, or one already deleted, is a 404.
    expect((await call('admin', 'PATCH', `/api/documents/${documentId}/files`, { ids: [note.id], status: 0 })).statusCode).toBe(404);
  });

  it('changes the type of a file and its pages, and renames it', async () => {
    const id = await createDocument();
    const res = await upload('admin', id, [['files[0]', { filename: 'a.pdf', content: await threePages() }]]);
    const file = (res.json() as { files: WireFile[] }).files[0];
    expect(file.type).toBe(0);
    await call('admin', 'POST', `/api/documents/${id}/files/${file.id}`, { split: 1 });
    const typed = await call('admin', 'PATCH', `/api/documents/${id}/files/${file.id}`, { type: 2, name: 'Ответ.pdf' });
    expect(typed.statusCode, typed.body).toBe(200);
    const files = (typed.json() as { files: WireFile[] }).files;
    expect(files.map((f) => f.type)).toEqual([2, 2, 2, 2]);
    expect(files[0].name).toBe('Ответ.pdf');
    expect((await call('admin', 'PATCH', `/api/documents/${id}/files/${file.id}`, { type: 7 })).statusCode).toBe(422);
  });

  it('needs documents_view to see the files and documents_create to change them', async () => {
    const id = await createDocument();
    const res = await upload('admin', id, [['files[0]', { filename: 'a.pdf', content: await makePdf(1, 'x') }]]);
    const file = (res.json() as { files: WireFile[] }).files[0];
    // employee: no documents rights at all.
    expect((await call('employee', 'GET', `/api/documents/${id}/files`)).statusCode).toBe(403);
    expect((await call('employee', 'GET', file.path)).statusCode).toBe(403);
    // manager: documents_view only.
    expect((await call('manager', 'GET', `/api/documents/${id}/files`)).statusCode).toBe(200);
    expect((await call('manager', 'GET', file.path)).statusCode).toBe(200);
    expect((await upload('manager', id, [['files[0]', { filename: 'b.txt', content: 'b' }]])).statusCode).toBe(403);
    expect((await call('manager', 'POST', `/api/documents/${id}/watermark/${file.id}`, {})).statusCode).toBe(403);
    expect((await call('manager', 'PATCH', `/api/documents/${id}/files/${file.id}`, { status: 0 })).statusCode).toBe(403);
    expect((await call('manager', 'PATCH', `/api/documents/${id}/files`, { ids: [file.id], status: 0 })).statusCode).toBe(403);
    expect((await call('manager', 'POST', `/api/documents/${id}/files/${file.id}`, { split: 1 })).statusCode).toBe(403);
    // An unknown document is a 404; so is a file of another document.
    expect((await call('admin', 'GET', '/api/documents/999999/files')).statusCode).toBe(404);
    const other = await createDocument();
    expect((await call('admin', 'POST', `/api/documents/${other}/watermark/${file.id}`, {})).statusCode).toBe(404);
    expect((await call('admin', 'GET', file.path.replace(`/documents/${id}/`, `/documents/${other}/`))).statusCode).toBe(404);
    // Without a session: 401.
    expect((await t.app.inject({ method: 'GET', url: `/api/documents/${id}/files` })).statusCode).toBe(401);
  });
});
