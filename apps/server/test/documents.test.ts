import { randomBytes } from 'node:crypto';
import {
  DOCUMENT_STATES,
  documentCategoriesRegistry,
  documentsRegistry,
  documentTypesRegistry,
  isValidTrackingNumber,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s10TrackingNumber } from '../src/modules/documents/documents.seed.ts';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, expectExportOfList, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/**
 * Documents and correspondence (issue 15, spec 3 §3/§5/§7/§8/§9): the engine's contract of the
 * documents registry (and its categories and types), the spec's 'Enter number' / 'Select date',
 * count_files kept by the file calls only, readers (notified, marking read, the list's reader
 * filter), postal items (Russian Post tracking numbers, never twice), the registration queue with
 * its QR cover sheet recognized within 5 minutes, the guides, the Excel export and the rights.
 */
let t: TestApp;
let s: RegistrySession;
const session = () => s;
let seq = 0;
const next = () => ++seq;
let letterId: number;
let orderId: number;
let letterTypeId: number;
const people: Record<string, number> = {};
let seedStats: { categories: { code: string; default_load: number }[]; documents: number; read: number; unread: number; postal: string[] };

const today = new Date().toISOString().slice(0, 10);
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

/** A session token of any demo login (the clerks user14 / user20 hold documents_view and documents_create). */
const tokens: Record<string, string> = {};
async function as(login: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'ru') {
  tokens[login] ??= (await t.login(login)).authorization;
  return t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: tokens[login], 'accept-language': lang } });
}

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
  for (const login of ['admin', 'manager', 'employee', 'accountant', 'user14', 'user20'])
    [{ id: people[login] }] = await rows<{ id: number }>(sql`select id from users where login = ${login}`);
  [{ id: letterId }] = await rows<{ id: number }>(sql`select id from document_categories where code = 'letter'`);
  [{ id: orderId }] = await rows<{ id: number }>(sql`select id from document_categories where code = 'order'`);
  [{ id: letterTypeId }] = await rows<{ id: number }>(
    sql`select id from document_types where category_id = ${letterId} order by id limit 1`,
  );
  seedStats = {
    categories: await rows(sql`select code, default_load from document_categories order by position`),
    documents: Number((await rows<{ n: number }>(sql`select count(*)::int as n from documents where status = 1`))[0].n),
    read: Number((await rows<{ n: number }>(sql`select count(*)::int as n from document_readers where status = 1`))[0].n),
    unread: Number((await rows<{ n: number }>(sql`select count(*)::int as n from document_readers where status = 0`))[0].n),
    postal: (await rows<{ number: string }>(sql`select number from document_postal_items`)).map((r) => r.number),
  };
  // The engine's contract reads whole lists (at most 200 rows): keep 20 of the demo documents.
  await t.database.db.execute(sql`delete from documents where id > (select min(id) + 19 from documents)`);
});
afterAll(async () => {
  await t?.close();
});

const validDocument = () => ({
  category_id: letterId,
  type_id: letterTypeId,
  inbox: 'incoming',
  number: `ВХ-Т/${next()}`,
  date: today,
  subject: `Запрос сведений о поставке №${seq}`,
  recipient: 'Генеральному директору',
});

registryContract({
  session,
  definition: documentsRegistry,
  valid: async () => validDocument(),
  patch: { subject: 'Уточнённая тема письма', number: 'ВХ-Т/9999', state: 'active' },
  ownRoutes: [`GET /api/documents/excel ${documentsRegistry.permits.view}`],
  // Other calls under /documents, tested on their own (below, in the contracts' and files' tests).
  elsewhere: [
    /^\/api\/documents\/(contracts|categories|kinds|types|statuses|organizations|queue)(\/|$)/,
    /^\/api\/documents\/:[^/]+\/(?!restore$)./,
  ],
});
registryContract({
  session,
  definition: documentCategoriesRegistry,
  valid: async () => ({ name: `Категория ${next()}`, code: `cat${seq}` }),
  patch: { name: 'Входящие письма' },
  // The category's custom fields (documents-custom.test.ts).
  ownRoutes: [
    `GET /api/documents/categories/:id/fields ${documentCategoriesRegistry.permits.view}`,
    `PUT /api/documents/categories/:id/fields ${documentCategoriesRegistry.permits.edit}`,
  ],
});
registryContract({
  session,
  definition: documentTypesRegistry,
  valid: async () => ({ name: `Тип ${next()}`, category_id: letterId }),
  patch: { name: 'Запрос информации' },
});

async function newDocument(extra: object = {}): Promise<{ id: number; number: string; count_files: number }> {
  const res = await as('admin', 'POST', '/documents', { ...validDocument(), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('documents: the demo correspondence', () => {
  it('has five categories (letters open first), a few hundred documents, readers read and unread, valid postal items', () => {
    expect(seedStats.categories.map((c) => c.code)).toEqual(['letter', 'order', 'notice', 'act', 'memo']);
    expect(seedStats.categories.filter((c) => c.default_load === 1).map((c) => c.code)).toEqual(['letter']);
    expect(seedStats.documents).toBeGreaterThanOrEqual(300);
    expect(seedStats.read).toBeGreaterThan(0);
    expect(seedStats.unread).toBeGreaterThan(0);
    expect(seedStats.postal.length).toBeGreaterThan(10);
    for (const number of seedStats.postal) expect(isValidTrackingNumber(number), number).toBe(true);
    expect(new Set(seedStats.postal).size).toBe(seedStats.postal.length);
  });
});

describe('documents: number and date (spec 3 §5)', () => {
  it("refuses a create without a number with 'Enter number' and without a date with 'Select date'", async () => {
    for (const number of [undefined, '', '   ']) {
      const res = await as('admin', 'POST', '/documents', { ...validDocument(), number });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.number).toEqual(['Введите номер']);
    }
    const en = await as('admin', 'POST', '/documents', { ...validDocument(), number: '' }, 'en');
    expect(en.json().errors.number).toEqual(['Enter number']);
    for (const date of [undefined, '']) {
      const res = await as('admin', 'POST', '/documents', { ...validDocument(), date }, 'en');
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.date).toEqual(['Select date']);
    }
  });

  it('refuses a patch emptying the number or the date, and keeps the record', async () => {
    const doc = await newDocument();
    const noNumber = await as('admin', 'PATCH', `/documents/${doc.id}`, { number: '' });
    expect(noNumber.statusCode).toBe(422);
    expect(noNumber.json().errors.number).toEqual(['Введите номер']);
    const noDate = await as('admin', 'PATCH', `/documents/${doc.id}`, { date: null });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors.date).toEqual(['Выберите дату']);
    expect((await as('admin', 'GET', `/documents/${doc.id}`)).json()).toMatchObject({ number: doc.number, date: today, version: 1 });
  });

  it('count_files is kept by the file calls: a create or a patch body cannot set it', async () => {
    const created = await as('admin', 'POST', '/documents', { ...validDocument(), count_files: 7 });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().count_files).toBe(0);
    const patched = await as('admin', 'PATCH', `/documents/${created.json().id}`, { count_files: 5, subject: 'Новая тема' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ count_files: 0, subject: 'Новая тема' });
  });
});

describe('documents: readers (spec 3 §7, §8)', () => {
  const notificationsOf = async (userId: number, documentId: number) =>
    rows<{ title: string; link: string }>(
      sql`select title, link from notifications where user_id = ${userId} and module = 'documents' and object_id = ${documentId}`,
    );

  it('adding readers notifies each new one once, answers the readers; a reader marks it read', async () => {
    const doc = await newDocument();
    const added = await as('admin', 'POST', `/documents/${doc.id}/readers`, { user_ids: [people.manager, people.user14] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().map((r: { user_id: number; status: number }) => [r.user_id, r.status])).toEqual([
      [people.manager, 0],
      [people.user14, 0],
    ]);
    const [note] = await notificationsOf(people.manager, doc.id);
    expect(note).toMatchObject({ link: `/documents/${doc.id}` });
    expect(note.title).toContain(doc.number);
    expect(await notificationsOf(people.user14, doc.id)).toHaveLength(1);

    // Again with one more: only the new reader is notified, nobody twice.
    const again = await as('admin', 'POST', `/documents/${doc.id}/readers`, { user_ids: [people.manager, people.user20] });
    expect(again.json()).toHaveLength(3);
    expect(await notificationsOf(people.manager, doc.id)).toHaveLength(1);
    expect(await notificationsOf(people.user20, doc.id)).toHaveLength(1);

    const read = await as('manager', 'PATCH', `/documents/${doc.id}/readers/read`);
    expect(read.statusCode, read.body).toBe(200);
    const me = read.json().find((r: { user_id: number }) => r.user_id === people.manager);
    expect(me.status).toBe(1);
    expect(me.date_read).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(
      (await as('admin', 'GET', `/documents/${doc.id}/readers`)).json().filter((r: { status: number }) => r.status === 1),
    ).toHaveLength(1);

    // Not a reader: refused with the message; a reader is taken off.
    const stranger = await as('admin', 'PATCH', `/documents/${doc.id}/readers/read`);
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().result_content).toBe('Вы не в списке ознакомления с этим документом');
    const removed = await as('admin', 'DELETE', `/documents/${doc.id}/readers/${people.user20}`);
    expect(removed.json().map((r: { user_id: number }) => r.user_id)).toEqual([people.manager, people.user14]);
    expect((await as('admin', 'DELETE', `/documents/${doc.id}/readers/${people.user20}`)).statusCode).toBe(404);
  });

  it('a reader must be able to open the document: users without documents_view or blocked are refused', async () => {
    const doc = await newDocument();
    const res = await as('admin', 'POST', `/documents/${doc.id}/readers`, { user_ids: [people.manager, people.employee] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.user_ids).toEqual(['Пользователь не найден или заблокирован']);
    expect((await as('admin', 'GET', `/documents/${doc.id}/readers`)).json()).toEqual([]);
    expect((await as('admin', 'POST', `/documents/${doc.id}/readers`, { user_ids: [] })).statusCode).toBe(422);
    expect((await as('admin', 'POST', '/documents/2000000000/readers', { user_ids: [people.manager] })).statusCode).toBe(404);
  });

  it('the list filter reader=<user> / reader=me keeps the documents sent to that user', async () => {
    const mine = await newDocument();
    const other = await newDocument();
    await as('admin', 'POST', `/documents/${mine.id}/readers`, { user_ids: [people.user20] });
    await as('admin', 'POST', `/documents/${other.id}/readers`, { user_ids: [people.user14] });
    const ids = async (login: string, query: string) =>
      ((await as(login, 'GET', `/documents?limit=200&${query}`)).json().items as { id: number }[]).map((r) => r.id);
    const forMe = await ids('user20', 'reader=me');
    expect(forMe).toContain(mine.id);
    expect(forMe).not.toContain(other.id);
    expect(await ids('admin', `reader=${people.user20}`)).toEqual(forMe);
    const sent = await rows<{ document_id: number }>(sql`select document_id from document_readers where user_id = ${people.user20}`);
    for (const id of forMe) expect(sent.map((r) => r.document_id)).toContain(id);
    expect((await as('admin', 'GET', '/documents?reader=abc')).statusCode).toBe(422);
    // The same filter reaches the Excel export.
    const excel = await as('user20', 'GET', '/documents/excel?reader=me');
    expect(excel.statusCode).toBe(200);
    await expectExportOfList(
      documentsRegistry,
      excel.rawPayload,
      (await as('user20', 'GET', '/documents?limit=200&reader=me')).json().items,
    );
  });
});

describe('documents: postal items (spec 3 §7)', () => {
  const s10 = s10TrackingNumber(12_345_678);

  it('adds valid Russian Post numbers (14 digits or S10), normalized; refuses invalid ones and duplicates', async () => {
    const doc = await newDocument({ inbox: 'outgoing' });
    const base = `/v2_documents/${doc.id}/postal_items`;
    const domestic = await as('user14', 'POST', `${base}/14500012345678`);
    expect(domestic.statusCode, domestic.body).toBe(200);
    const spaced = await as('user14', 'POST', `${base}/${encodeURIComponent(` ${s10.slice(0, 6).toLowerCase()} ${s10.slice(6)} `)}`);
    expect(spaced.statusCode, spaced.body).toBe(200);
    expect(spaced.json().map((p: { number: string }) => p.number)).toEqual(['14500012345678', s10]);
    expect(spaced.json()[0].who_add_fio).toBeTruthy();

    const wrongCheck = `${s10.slice(0, 10)}${(Number(s10[10]) + 1) % 10}RU`;
    for (const bad of [wrongCheck, '1234567890123', 'RA12345678RU', 'ПОЧТА']) {
      const res = await as('user14', 'POST', `${base}/${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors.number, bad).toEqual(['Неверный трек-номер: 14 цифр или формат RA123456789RU']);
    }
    const other = await newDocument({ inbox: 'outgoing' });
    const duplicate = await as('user14', 'POST', `/v2_documents/${other.id}/postal_items/14500012345678`, undefined, 'en');
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.number).toEqual(['This tracking number is already added']);
    expect((await as('manager', 'GET', base)).json()).toHaveLength(2);
  });

  it('changes and deletes an item; a deleted number may be used again', async () => {
    const doc = await newDocument({ inbox: 'outgoing' });
    const base = `/v2_documents/${doc.id}/postal_items`;
    const [item] = (await as('admin', 'POST', `${base}/14500099999991`)).json();
    const changed = await as('admin', 'PATCH', `${base}/${item.id}/14500099999992`);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject([{ id: item.id, number: '14500099999992' }]);
    expect((await as('admin', 'PATCH', `${base}/${item.id}/145000`)).statusCode).toBe(422);
    // Its own number again is no duplicate.
    expect((await as('admin', 'PATCH', `${base}/${item.id}/14500099999992`)).statusCode).toBe(200);
    expect((await as('admin', 'DELETE', `${base}/${item.id}`)).json()).toEqual([]);
    expect((await as('admin', 'DELETE', `${base}/${item.id}`)).statusCode).toBe(404);
    expect((await as('admin', 'PATCH', `${base}/${item.id}/14500099999993`)).statusCode).toBe(404);
    const other = await newDocument({ inbox: 'outgoing' });
    expect((await as('admin', 'POST', `/v2_documents/${other.id}/postal_items/14500099999992`)).statusCode).toBe(200);
    // Another document's item is not reachable through this one.
    const [foreign] = (await as('admin', 'GET', `/v2_documents/${other.id}/postal_items`)).json();
    expect((await as('admin', 'DELETE', `${base}/${foreign.id}`)).statusCode).toBe(404);
  });
});

/** A multipart body with one file. */
function multipart(field: string, name: string, content: Buffer, type: string) {
  const boundary = `----docs${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function sendScan(content: Buffer, name = 'scan.png', type = 'image/png') {
  tokens.user14 ??= (await t.login('user14')).authorization;
  const body = multipart('file', name, content, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents/queue/recognize',
    payload: body.payload,
    headers: { ...body.headers, authorization: tokens.user14 },
  });
}

/** A scan of a cover sheet: its QR code on a white page with some margin. */
const scanOf = (code: string) => QRCode.toBuffer(code, { type: 'png', width: 480, margin: 6 });

describe('documents: the registration queue (spec 3 §7, §9)', () => {
  it('an entry waits with its cover sheet (a PDF with the QR code); a PNG scan of the sheet is recognized into it', async () => {
    const created = await as('user14', 'POST', '/documents/queue', { category_id: letterId, note: 'Письмо из налоговой' });
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json();
    expect(entry).toMatchObject({ state: 'waiting', inbox: 'incoming', note: 'Письмо из налоговой', scan_path: null });
    expect(entry.code).toMatch(/^DQ-[0-9A-F]{16}$/);
    expect(Date.parse(entry.recognize_until) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect((await as('manager', 'GET', '/documents/queue')).json().map((e: { id: number }) => e.id)).toContain(entry.id);

    const cover = await as('user14', 'GET', entry.cover_path.replace('/api', ''));
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('application/pdf');
    expect(cover.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const png = await scanOf(entry.code);
    const recognized = await sendScan(png);
    expect(recognized.statusCode, recognized.body).toBe(200);
    expect(recognized.json()).toMatchObject({ id: entry.id, state: 'recognized', scan_name: 'scan.png' });
    const scan = await as('user14', 'GET', recognized.json().scan_path.replace('/api', ''));
    expect(scan.statusCode).toBe(200);
    expect(Buffer.compare(scan.rawPayload, png)).toBe(0);

    // The same sheet twice: the entry is no longer waiting.
    const twice = await sendScan(png);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().result_content).toBe('Этот документ в очереди уже распознан или закрыт');

    // Registered as a document: it leaves the open queue, and its scan is the document's scan (type 1).
    const doc = await newDocument();
    const registered = await as('user14', 'PATCH', `/documents/queue/${entry.id}`, { document_id: doc.id });
    expect(registered.json()).toMatchObject({ state: 'registered', document_id: doc.id });
    const files = (await as('user14', 'GET', `/documents/${doc.id}/files`)).json();
    expect(files.count_files).toBe(1);
    expect(files.files[0]).toMatchObject({ type: 1, name: 'scan.png', pages: 1 });
    const copy = await as('user14', 'GET', files.files[0].path.replace('/api', ''));
    expect(Buffer.compare(copy.rawPayload, png)).toBe(0);
    expect((await as('manager', 'GET', '/documents/queue')).json().map((e: { id: number }) => e.id)).not.toContain(entry.id);
    expect((await as('manager', 'GET', '/documents/queue?state=registered')).json().map((e: { id: number }) => e.id)).toContain(entry.id);
  });

  it('a JPEG scan is recognized too; a scan later than 5 minutes after the sheet is refused', async () => {
    const entry = (await as('user14', 'POST', '/documents/queue', {})).json();
    const decoded = PNG.sync.read(await scanOf(entry.code));
    const jpg = jpeg.encode({ data: decoded.data, width: decoded.width, height: decoded.height }, 90).data;
    const recognized = await sendScan(Buffer.from(jpg), 'scan.jpg', 'image/jpeg');
    expect(recognized.statusCode, recognized.body).toBe(200);
    expect(recognized.json()).toMatchObject({ id: entry.id, state: 'recognized' });

    const late = (await as('user14', 'POST', '/documents/queue', { inbox: 'outgoing' })).json();
    await t.database.db.execute(sql`update document_queue set sent_at = now() - interval '5 minutes 10 seconds' where id = ${late.id}`);
    const refused = await sendScan(await scanOf(late.code));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().result_content).toMatch(/позже 5 минут/);
    // Just inside the window it is still recognized.
    await t.database.db.execute(sql`update document_queue set sent_at = now() - interval '4 minutes 50 seconds' where id = ${late.id}`);
    expect((await sendScan(await scanOf(late.code))).statusCode).toBe(200);
  });

  it('refuses an image without a QR code, a QR of no entry, and what is not a png/jpeg image', async () => {
    const blank = new PNG({ width: 200, height: 200 });
    blank.data.fill(255);
    const noQr = await sendScan(PNG.sync.write(blank));
    expect(noQr.statusCode).toBe(422);
    expect(noQr.json().errors.file).toEqual(['На изображении не найден QR-код листа регистрации']);
    const unknown = await sendScan(await scanOf('DQ-0000000000000000'));
    expect(unknown.json().errors.file).toEqual(['QR-код не относится ни к одному документу в очереди']);
    const foreign = await sendScan(await scanOf('https://example.com'));
    expect(foreign.json().errors.file).toEqual(['QR-код не относится ни к одному документу в очереди']);
    const pdf = await sendScan(Buffer.from('%PDF-1.4\n%%EOF\n'), 'scan.pdf', 'application/pdf');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.file).toEqual(['Распознать можно только изображение PNG или JPEG']);
    const broken = await sendScan(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.file).toEqual(['Изображение не читается']);
  });

  it('an entry can be cancelled once; writes need documents_create', async () => {
    const entry = (await as('user14', 'POST', '/documents/queue', {})).json();
    expect((await as('manager', 'POST', '/documents/queue', {})).statusCode).toBe(403);
    expect((await as('manager', 'DELETE', `/documents/queue/${entry.id}`)).statusCode).toBe(403);
    expect((await as('user14', 'DELETE', `/documents/queue/${entry.id}`)).json()).toMatchObject({ state: 'cancelled' });
    expect((await as('user14', 'DELETE', `/documents/queue/${entry.id}`)).statusCode).toBe(409);
    expect((await as('employee', 'GET', '/documents/queue')).statusCode).toBe(403);
    expect((await as('user14', 'GET', '/documents/queue/2000000000/cover')).statusCode).toBe(404);
  });
});

describe('documents: guides (spec 3 §7)', () => {
  it('statuses with their labels in the caller language', async () => {
    const ru = (await as('manager', 'GET', '/documents/statuses')).json();
    expect(ru.map((x: { value: string }) => x.value)).toEqual(DOCUMENT_STATES.map((x) => x.value));
    expect(ru[0]).toMatchObject({ value: 'new', name: 'Зарегистрирован' });
    expect((await as('manager', 'GET', '/documents/statuses', undefined, 'en')).json()[0].name).toBe('Registered');
  });

  it('the own organizations as {id, name}', async () => {
    const list = (await as('manager', 'GET', '/documents/organizations')).json();
    const live = await rows<{ id: number; name: string }>(sql`select id, name from organizations where status = 1 order by name, id`);
    expect(list).toEqual(live);
    expect(list.length).toBeGreaterThan(0);
  });

  it('types?group_id=2 answers the documents types (of a category); without it the contract document types', async () => {
    const all = (await as('manager', 'GET', '/documents/types?group_id=2')).json();
    expect(all.find((x: { name: string }) => x.name === 'Запрос')).toMatchObject({ category_id: letterId, category_code: 'letter' });
    const orders = (await as('manager', 'GET', `/documents/types?group_id=2&category_id=${orderId}`)).json();
    expect(orders.map((x: { name: string }) => x.name).sort()).toEqual(['Приказ по личному составу', 'Приказ по основной деятельности']);
    const contractTypes = (await as('manager', 'GET', '/documents/types')).json();
    expect(contractTypes[0]).toHaveProperty('code');
    expect(contractTypes.some((x: { name: string }) => x.name === 'Запрос')).toBe(false);
    // The documents' types need documents_view, the contracts' contracts_view.
    expect((await as('accountant', 'GET', '/documents/types?group_id=2')).statusCode).toBe(403);
    expect((await as('accountant', 'GET', '/documents/types')).statusCode).toBe(200);
  });

  it('services/guides: the categories with code and default_load', async () => {
    const list = (await as('manager', 'GET', '/services/guides?type=document_categories')).json();
    // The categories the registry's contract above made have position 0: the demo ones follow in their order.
    const demo = list.filter((c: { code: string }) => !c.code.startsWith('cat'));
    expect(demo.map((c: { code: string; default_load: number }) => [c.code, c.default_load])).toEqual([
      ['letter', 1],
      ['order', 0],
      ['notice', 0],
      ['act', 0],
      ['memo', 0],
    ]);
    expect(demo[0]).toMatchObject({ name: 'Письма' });
    expect((await as('manager', 'GET', '/services/guides?type=other')).statusCode).toBe(422);
  });

  it('documents/excel exports the list with the same filters', async () => {
    await newDocument({ category_id: orderId, type_id: null, inbox: 'internal' });
    const list = (await as('manager', 'GET', `/documents?limit=200&category_id=${orderId}`)).json().items;
    expect(list.length).toBeGreaterThan(0);
    const res = await as('manager', 'GET', `/documents/excel?category_id=${orderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    await expectExportOfList(documentsRegistry, res.rawPayload, list);
  });
});

describe('documents: rights (spec 1 §2)', () => {
  it('documents_view to read, documents_create to write', async () => {
    const doc = await newDocument();
    for (const url of [
      '/documents',
      `/documents/${doc.id}`,
      `/documents/${doc.id}/readers`,
      `/v2_documents/${doc.id}/postal_items`,
      '/documents/statuses',
    ])
      expect((await callAs(s, 'employee', 'GET', url)).statusCode, url).toBe(403);
    expect((await callAs(s, 'accountant', 'GET', '/documents')).statusCode).toBe(403);
    expect((await callAs(s, 'manager', 'GET', `/documents/${doc.id}/readers`)).statusCode).toBe(200);
    expect((await callAs(s, 'manager', 'POST', '/documents', validDocument())).statusCode).toBe(403);
    expect((await callAs(s, 'manager', 'POST', `/documents/${doc.id}/readers`, { user_ids: [people.manager] })).statusCode).toBe(403);
    expect((await callAs(s, 'manager', 'POST', `/v2_documents/${doc.id}/postal_items/14500012340000`)).statusCode).toBe(403);
    expect((await as('user14', 'POST', '/documents', validDocument())).statusCode).toBe(200);
    expect((await callAs(s, null, 'GET', '/documents/queue')).statusCode).toBe(401);
  });
});
