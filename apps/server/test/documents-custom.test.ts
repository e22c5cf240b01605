import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { multipart, type Part } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Custom fields of document categories (spec 3 §3 `custom[...]`): a category's ordered fields, a
 * document's values checked per kind, required fields, history rows per field, files fields
 * (uploads carrying `custom_field`), and the rights (documents_view to see, documents_create to change).
 */
let t: TestApp;
const auth: Record<string, string> = {};
let categoryId: number;
let otherCategoryId: number;
let organizationId: number;

type Who = 'admin' | 'manager' | 'employee';
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
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

async function createDocument(category = categoryId): Promise<number> {
  const res = await call('admin', 'POST', '/api/documents', {
    category_id: category,
    inbox: 'incoming',
    number: '15/90',
    date: '2026-11-27',
    subject: 'Письмо с дополнительными полями',
    organization_id: organizationId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

const FIELDS = [
  { code: 'arrival', label: 'Способ поступления', kind: 'text', required: 1 },
  { code: 'note', label: 'Примечание', kind: 'longText', required: 0 },
  { code: 'sheets', label: 'Листов', kind: 'number', required: 0 },
  { code: 'due', label: 'Срок исполнения', kind: 'date', required: 0 },
  { code: 'scans', label: 'Сканы резолюции', kind: 'files', required: 0 },
];

const custom = async (documentId: number, who: Who = 'admin') => {
  const res = await call(who, 'GET', `/api/documents/${documentId}/custom`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    fields: { code: string; label: string; kind: string; required: number }[];
    custom: Record<string, string | number | null>;
    files: Record<string, { files_list: { id: number; name: string; custom_field: string | null; path: string }[] }>;
  };
};
const patch = (documentId: number, values: Record<string, unknown>, who: Who = 'admin') =>
  call(who, 'PATCH', `/api/documents/${documentId}/custom`, { custom: values });

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'manager', 'employee'] as const) auth[login] = (await t.login(login)).authorization;
  const category = await call('admin', 'POST', '/api/documents/categories', { name: 'Письма (поля)', code: 'letter_custom' });
  expect(category.statusCode, category.body).toBe(200);
  categoryId = category.json().id;
  const other = await call('admin', 'POST', '/api/documents/categories', { name: 'Приказы (поля)', code: 'order_custom' });
  otherCategoryId = other.json().id;
  [{ id: organizationId }] = await queryRows<{ id: number }>(t.database.db, sql`select id from organizations order by id limit 1`);
});
afterAll(async () => {
  await t?.close();
});

describe('document custom fields', () => {
  let documentId: number;

  it('defines the ordered fields of a category; codes checked and unique', async () => {
    const res = await call('admin', 'PUT', `/api/documents/categories/${categoryId}/fields`, { fields: FIELDS });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fields.map((f: { code: string; position: number }) => [f.code, f.position])).toEqual(
      FIELDS.map((f, i) => [f.code, i]),
    );
    const read = await call('manager', 'GET', `/api/documents/categories/${categoryId}/fields`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().fields[0]).toMatchObject({ code: 'arrival', label: 'Способ поступления', kind: 'text', required: 1 });

    const bad = await call('admin', 'PUT', `/api/documents/categories/${categoryId}/fields`, {
      fields: [{ code: 'Bad code', label: 'x', kind: 'text' }],
    });
    expect(bad.statusCode).toBe(422);
    const twice = await call('admin', 'PUT', `/api/documents/categories/${categoryId}/fields`, {
      fields: [FIELDS[0], FIELDS[0]],
    });
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(twice.json().errors)).toContain('fields.1.code');
    expect((await call('admin', 'GET', '/api/documents/categories/999999/fields')).statusCode).toBe(404);
  });

  it('a new document shows the fields, empty; values are set per kind, with a history row per changed field', async () => {
    documentId = await createDocument();
    const empty = await custom(documentId);
    expect(empty.fields.map((f) => f.code)).toEqual(FIELDS.map((f) => f.code));
    expect(empty.custom).toEqual({ arrival: null, note: null, sheets: null, due: null });
    expect(empty.files).toEqual({ scans: { files_list: [] } });

    const emit = vi.spyOn(t.realtime, 'emit');
    const res = await patch(documentId, { arrival: 'Почта России', note: 'Длинный текст '.repeat(100), sheets: '12,5', due: '2026-12-15' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().custom).toMatchObject({ arrival: 'Почта России', sheets: 12.5, due: '2026-12-15' });
    expect(emit).toHaveBeenCalledWith(
      `object:documents:${documentId}`,
      expect.anything(),
      expect.objectContaining({ action: 'update', id: documentId, fields: { custom: true } }),
    );
    emit.mockRestore();

    const history = await call('admin', 'GET', `/api/history/documents/${documentId}`);
    expect(history.statusCode, history.body).toBe(200);
    const fields = (history.json().items as { field: string; new_value: string | null }[]).map((i) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['custom.arrival', 'custom.note', 'custom.sheets', 'custom.due']));

    // The same values again: no new history rows.
    await patch(documentId, { arrival: 'Почта России' });
    const again = (await call('admin', 'GET', `/api/history/documents/${documentId}`)).json().items as { field: string }[];
    expect(again.filter((i) => i.field === 'custom.arrival')).toHaveLength(1);

    // Emptying an optional field drops its value.
    const cleared = await patch(documentId, { sheets: null, note: '' });
    expect(cleared.json().custom).toMatchObject({ sheets: null, note: null, arrival: 'Почта России' });
  });

  it('refuses bad values, unknown codes, a files field and an emptied required field (422 under custom.<code>)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sheets: 'двенадцать' }, 'custom.sheets', 'field.numberIncorrect'],
      [{ due: '15.12.2026' }, 'custom.due', 'field.dateIncorrect'],
      [{ due: '2026-02-30' }, 'custom.due', 'field.dateIncorrect'],
      [{ arrival: 'x'.repeat(256) }, 'custom.arrival', 'field.tooLong'],
      [{ note: 'x'.repeat(4001) }, 'custom.note', 'field.tooLong'],
      [{ nobody: 'x' }, 'custom.nobody', ''],
      [{ scans: 'x' }, 'custom.scans', ''],
      [{ arrival: '' }, 'custom.arrival', ''],
      [{ arrival: null }, 'custom.arrival', ''],
    ];
    for (const [values, at, text] of cases) {
      const res = await patch(documentId, values);
      expect(res.statusCode, JSON.stringify(values)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([at]);
      if (text) expect(res.json().errors[at]).toHaveLength(1);
    }
    expect((await custom(documentId)).custom.arrival).toBe('Почта России');
  });

  it('a files field takes uploads with custom_field; they are listed under its code and stay document files', async () => {
    const res = await upload('admin', documentId, [
      ['files[0]', { filename: 'resolution.txt', content: 'резолюция' }],
      ['custom_field', 'scans'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const plain = await upload('admin', documentId, [['files[0]', { filename: 'annex.txt', content: 'приложение' }]]);
    expect(plain.statusCode, plain.body).toBe(200);
    const body = await custom(documentId);
    expect(body.files.scans.files_list.map((f) => [f.name, f.custom_field])).toEqual([['resolution.txt', 'scans']]);
    const files = (await call('admin', 'GET', `/api/documents/${documentId}/files`)).json();
    expect(files.count_files).toBe(2);
    expect((files.files as { custom_field: string | null }[]).map((f) => f.custom_field)).toEqual(['scans', null]);
    const download = await call('manager', 'GET', body.files.scans.files_list[0].path);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('резолюция');

    // Not a files field, or not a field of this category: 422 on custom_field.
    for (const code of ['arrival', 'nobody']) {
      const bad = await upload('admin', documentId, [
        ['files[0]', { filename: 'x.txt', content: 'x' }],
        ['custom_field', code],
      ]);
      expect(bad.statusCode, code).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['custom_field']);
    }
  });

  it('a field taken off the category with values is hidden, its values kept; listing it again brings them back', async () => {
    const without = FIELDS.filter((f) => f.code !== 'due' && f.code !== 'sheets');
    const res = await call('admin', 'PUT', `/api/documents/categories/${categoryId}/fields`, { fields: without });
    expect(res.statusCode, res.body).toBe(200);
    expect((await custom(documentId)).fields.map((f) => f.code)).toEqual(['arrival', 'note', 'scans']);
    const hidden = await queryRows<{ code: string; status: number }>(
      t.database.db,
      sql`select code, status from document_category_fields where category_id = ${categoryId} order by code`,
    );
    // `due` has a value: hidden; `sheets` was emptied: deleted.
    expect(hidden.filter((f) => f.status === 0).map((f) => f.code)).toEqual(['due']);
    expect(hidden.map((f) => f.code)).not.toContain('sheets');
    expect((await patch(documentId, { due: '2026-12-20' })).statusCode).toBe(422);

    await call('admin', 'PUT', `/api/documents/categories/${categoryId}/fields`, { fields: [FIELDS[3], ...without] });
    const back = await custom(documentId);
    expect(back.fields[0].code).toBe('due');
    expect(back.custom.due).toBe('2026-12-15');
  });

  it('a document of a category without fields has none', async () => {
    const id = await createDocument(otherCategoryId);
    expect(await custom(id)).toEqual({ fields: [], custom: {}, files: {} });
    expect((await patch(id, { arrival: 'x' })).statusCode).toBe(422);
  });

  it('the demo: letters have two fields, some letters carry values', async () => {
    const [{ id: letters }] = await queryRows<{ id: number }>(t.database.db, sql`select id from document_categories where code = 'letter'`);
    const fields = (await call('manager', 'GET', `/api/documents/categories/${letters}/fields`)).json().fields;
    expect(fields.map((f: { label: string; kind: string }) => [f.label, f.kind])).toEqual([
      ['Способ поступления', 'text'],
      ['Срок исполнения по резолюции', 'date'],
    ]);
    const [{ id: seeded }] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from documents where category_id = ${letters} and custom ? 'resolution_due' order by id limit 1`,
    );
    const body = await custom(seeded);
    expect(body.custom.arrival).toEqual(expect.any(String));
    expect(body.custom.resolution_due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('rights: documents_view reads, documents_create writes', async () => {
    expect((await call('employee', 'GET', `/api/documents/${documentId}/custom`)).statusCode).toBe(403);
    expect((await call('employee', 'GET', `/api/documents/categories/${categoryId}/fields`)).statusCode).toBe(403);
    expect((await custom(documentId, 'manager')).custom.arrival).toBe('Почта России');
    expect((await patch(documentId, { arrival: 'Курьер' }, 'manager')).statusCode).toBe(403);
    expect((await call('manager', 'PUT', `/api/documents/categories/${categoryId}/fields`, { fields: [] })).statusCode).toBe(403);
    expect((await call('admin', 'GET', '/api/documents/999999/custom')).statusCode).toBe(404);
  });
});
