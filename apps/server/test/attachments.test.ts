import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart, type Part, PDF, PNG, registerTestObjects, userId } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const auth: Record<string, string> = {};
beforeAll(async () => {
  registerTestObjects();
  t = await createTestApp();
  for (const login of ['admin', 'employee', 'manager']) auth[login] = (await t.login(login)).authorization;
});
afterAll(async () => {
  await t?.close();
});

type Who = 'admin' | 'employee' | 'manager';
function upload(who: Who, objectId: number, parts: Part[], extraHeaders: Record<string, string> = {}) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/files/test/${objectId}`,
    payload: body.payload,
    headers: { authorization: auth[who], ...body.headers, ...extraHeaders },
  });
}
/** A file in the root of the user's drive (private to them): its `/upload/disk/<filename>` link. */
async function driveFile(who: Who, name: string, content: Buffer | string): Promise<string> {
  const body = multipart([['files[0]', { filename: name, content }]]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/disk/folders/0/files',
    payload: body.payload,
    headers: { authorization: auth[who], ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().files[0].link;
}
const history = async (objectId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/history/test/${objectId}`, headers: { authorization: auth.employee } })).json().items as {
    field: string;
    old_value: string | null;
    new_value: string | null;
    who_add_fio: string;
  }[];
const patchFile = (who: Who, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/files/${id}`, payload, headers: { authorization: auth[who] } });
const list = async (who: Who, objectId: number) =>
  t.app.inject({ method: 'GET', url: `/api/files/test/${objectId}`, headers: { authorization: auth[who] } });

describe('attachments', () => {
  it('uploads files[i][file] with files[i][name] and a type; lists them with type name, code and colour', async () => {
    const res = await upload('employee', 1, [
      ['files[0][file]', { filename: 'scan.pdf', content: PDF }],
      ['files[0][name]', 'Скан договора'],
      ['files[1][file]', { filename: 'photo.png', content: PNG }],
      ['type', 'contract'],
    ]);
    expect(res.statusCode).toBe(200);
    const files = (await list('employee', 1)).json();
    expect(files).toHaveLength(2);
    expect(files[0]).toEqual({
      id: expect.any(Number),
      name: 'Скан договора',
      filename: 'scan.pdf',
      path: expect.stringMatching(/^\/upload\/files\/test\/1\/[0-9a-f-]{36}\.pdf$/),
      source: 'upload',
      status: 1,
      type: 3,
      type_name: 'Договор',
      type_code: 'contract',
      type_color: 'success',
      column_name: null,
      // No document file type (annex 0, answer 2, additional answer 3: a ticket's document group).
      doc_type: null,
      doc_type_name: null,
      size: PDF.length,
      date_add: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      who_add_avatar: expect.anything(),
      who_add_fio: 'Петров Иван Сергеевич',
    });
    expect(files[1]).toMatchObject({ name: 'photo.png', type_code: 'contract' });
    const pdf = await t.app.inject({ method: 'GET', url: files[0].path, headers: { authorization: auth.employee } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="scan.pdf"/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const png = await t.app.inject({ method: 'GET', url: files[1].path, headers: { authorization: auth.employee } });
    expect(png.headers['content-disposition']).toMatch(/^inline; /);
  });

  it("refuses extensions outside the dropzone groups and mismatching content with '<name>: неверный формат файла.'", async () => {
    const zip = await upload('employee', 2, [['files[0][file]', { filename: 'archive.zip', content: 'PK' }]]);
    expect(zip.json()).toEqual({ error: true, result_content: 'archive.zip: неверный формат файла.' });
    const fake = await upload('employee', 2, [['files[0][file]', { filename: 'report.docx', content: 'plain text' }]]);
    expect(fake.json()).toEqual({ error: true, result_content: 'report.docx: неверный формат файла.' });
    const imageOnly = await upload('employee', 2, [
      ['group', 'image'],
      ['files[0][file]', { filename: 'doc.pdf', content: PDF }],
    ]);
    expect(imageOnly.json().result_content).toBe('doc.pdf: неверный формат файла.');
    expect((await list('employee', 2)).json()).toEqual([]);
    expect((await upload('employee', 2, [['type', 'main']])).json()).toEqual({ errors: { files: ['Выберите хотя бы один файл'] } });
  });

  it('attaches a drive file the caller may open as a copy that everyone who sees the object can open', async () => {
    const link = await driveFile('employee', 'scan.pdf', PDF);
    // The drive file is private to the employee: the manager cannot open the drive link itself.
    expect((await t.app.inject({ method: 'GET', url: link, headers: { authorization: auth.manager } })).statusCode).toBe(404);
    const res = await upload('employee', 3, [
      ['disk_file_id', link],
      ['name', 'С диска'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [file] = res.json();
    expect(file).toMatchObject({ name: 'С диска', filename: 'scan.pdf', source: 'upload', type_code: 'custom', size: PDF.length });
    expect(file.path).toMatch(/^\/upload\/files\/test\/3\/[0-9a-f-]{36}\.pdf$/);
    // Another user of the object opens it.
    const opened = await t.app.inject({ method: 'GET', url: file.path, headers: { authorization: auth.manager } });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF)).toBe(true);
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
  });

  it("refuses a drive file the caller may not open, an unknown one and a non-drive link (422 'files.diskUnavailable')", async () => {
    const link = await driveFile('employee', 'private.pdf', PDF);
    for (const disk of [link, '/upload/disk/abc-123.pdf', '/upload/disk/00000000-0000-0000-0000-000000000000.pdf']) {
      const res = await upload('manager', 5, [['disk_file_id', disk]]);
      expect(res.statusCode, disk).toBe(422);
      expect(res.json()).toEqual({ errors: { disk_file_id: ['Файл с диска не найден'] } });
    }
    expect((await upload('employee', 5, [['disk_file_id', 'https://evil.example/x']])).statusCode).toBe(422);
    expect((await list('manager', 5)).json()).toEqual([]);
  });

  it('a drive file goes through the dropzone group rules like an upload', async () => {
    const link = await driveFile('employee', 'photo.png', PNG);
    const res = await upload('employee', 6, [
      ['group', 'document'],
      ['disk_file_id', link],
    ]);
    expect(res.json()).toEqual({ error: true, result_content: 'photo.png: неверный формат файла.' });
    expect((await list('employee', 6)).json()).toEqual([]);
  });

  it('PATCH files/:id with status 0 deletes; the file is then no longer served', async () => {
    const [file] = (await upload('employee', 4, [['files[0][file]', { filename: 'a.txt', content: 'a' }]])).json();
    const del = await t.app.inject({
      method: 'PATCH',
      url: `/api/files/${file.id}`,
      payload: { status: 0 },
      headers: { authorization: auth.employee },
    });
    expect(del.json()).toMatchObject({ id: file.id, status: 0 });
    expect((await list('employee', 4)).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: file.path, headers: { authorization: auth.employee } })).statusCode).toBe(404);
  });

  it('object access: 404 unseen, 403 without edit access, files served only to those who see the object', async () => {
    expect((await list('employee', 500)).statusCode).toBe(404);
    expect((await upload('employee', 60, [['files[0][file]', { filename: 'a.txt', content: 'a' }]])).statusCode).toBe(403);
    const [secret] = (await upload('admin', 500, [['files[0][file]', { filename: 's.txt', content: 's' }]])).json();
    expect((await t.app.inject({ method: 'GET', url: secret.path, headers: { authorization: auth.admin } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: secret.path, headers: { authorization: auth.employee } })).statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'PATCH',
      url: `/api/files/${secret.id}`,
      payload: { status: 0 },
      headers: { authorization: auth.employee },
    });
    expect(del.statusCode).toBe(404);
  });
});

describe('attachments: history, realtime and Idempotency-Key', () => {
  it('adding, renaming and deleting files write history rows (field "file") in the same transaction', async () => {
    const [a, b] = (
      await upload('employee', 7, [
        ['files[0][file]', { filename: 'a.txt', content: 'a' }],
        ['files[0][name]', 'Акт'],
        ['files[1][file]', { filename: 'b.pdf', content: PDF }],
      ])
    ).json();
    expect((await patchFile('employee', a.id, { name: 'Акт сверки' })).statusCode).toBe(200);
    expect((await patchFile('employee', b.id, { status: 0 })).statusCode).toBe(200);
    const rows = (await history(7)).map((r) => [r.field, r.old_value, r.new_value]);
    expect(rows).toEqual([
      ['file', 'b.pdf', null],
      ['file', 'Акт', 'Акт сверки'],
      ['file', null, 'b.pdf'],
      ['file', null, 'Акт'],
    ]);
    expect((await history(7))[0].who_add_fio).toBe('Петров Иван Сергеевич');
    // A refused upload leaves no history.
    await upload('employee', 7, [['files[0][file]', { filename: 'x.zip', content: 'PK' }]]);
    expect(await history(7)).toHaveLength(4);
  });

  it("emits document_files_updated on the object's room when files are added or deleted", async () => {
    const emit = vi.spyOn(t.realtime, 'emit');
    try {
      const [file] = (await upload('employee', 8, [['files[0][file]', { filename: 'a.txt', content: 'a' }]])).json();
      const filesEvents = () =>
        emit.mock.calls.filter(([, , payload]) => (payload as { action?: string }).action === 'document_files_updated');
      expect(filesEvents()).toEqual([
        [
          'object:test:8',
          'test',
          { action: 'document_files_updated', id: 8, object_id: 8, fields: { files: true }, user_id: await userId(t, 'employee') },
        ],
      ]);
      await patchFile('employee', file.id, { status: 0 });
      expect(filesEvents()).toHaveLength(2);
      expect(filesEvents()[1][0]).toBe('object:test:8');
      // A refused upload emits nothing.
      await upload('employee', 8, [['files[0][file]', { filename: 'x.zip', content: 'PK' }]]);
      expect(filesEvents()).toHaveLength(2);
    } finally {
      emit.mockRestore();
    }
  });

  it('a retried upload with the same Idempotency-Key answers the first files and stores nothing new', async () => {
    const parts: Part[] = [['files[0][file]', { filename: 'once.pdf', content: PDF }]];
    const first = await upload('employee', 9, parts, { 'idempotency-key': 'upload-9-a' });
    expect(first.statusCode).toBe(200);
    const retry = await upload('employee', 9, parts, { 'idempotency-key': 'upload-9-a' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await list('employee', 9)).json()).toHaveLength(1);
    expect(await history(9)).toHaveLength(1);
    // Another key (or none) is another upload; the same key on another object is refused.
    expect((await upload('employee', 9, parts, { 'idempotency-key': 'upload-9-b' })).json()[0].id).not.toBe(first.json()[0].id);
    expect((await list('employee', 9)).json()).toHaveLength(2);
    expect((await upload('employee', 10, parts, { 'idempotency-key': 'upload-9-a' })).statusCode).toBe(422);
    // Keys belong to a user: the same key from another user is their own first upload.
    expect((await upload('admin', 9, parts, { 'idempotency-key': 'upload-9-a' })).json()[0].id).not.toBe(first.json()[0].id);
    // A refused upload stores no answer: its retry runs again.
    const bad: Part[] = [['files[0][file]', { filename: 'x.zip', content: 'PK' }]];
    expect((await upload('employee', 11, bad, { 'idempotency-key': 'upload-11' })).statusCode).toBe(422);
    expect((await upload('employee', 11, parts, { 'idempotency-key': 'upload-11' })).statusCode).toBe(200);
  });
});
