import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type Part, PDF, PNG, registerTestObjects } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const auth: Record<string, string> = {};
beforeAll(async () => {
  registerTestObjects();
  t = await createTestApp();
  for (const login of ['admin', 'employee']) auth[login] = (await t.login(login)).authorization;
});
afterAll(async () => {
  await t?.close();
});

type Who = 'admin' | 'employee';
function upload(who: Who, objectId: number, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/files/test/${objectId}`,
    payload: body.payload,
    headers: { authorization: auth[who], ...body.headers },
  });
}
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

  it('keeps a drive file as a link entry', async () => {
    const res = await upload('employee', 3, [
      ['disk_file_id', '/upload/disk/abc-123.pdf'],
      ['name', 'С диска'],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ name: 'С диска', path: '/upload/disk/abc-123.pdf', source: 'disk', type_code: 'custom' });
    const bad = await upload('employee', 3, [['disk_file_id', 'https://evil.example/x']]);
    expect(bad.statusCode).toBe(422);
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
