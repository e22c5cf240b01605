import { contactEntries, contactGroupsRegistry, contactsRegistry } from '@app/contracts';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract, type Who } from './registry-contract.ts';

/**
 * Contacts (issue 15): both registries keep the registry contract; then the entries rules, the
 * hidden rules of spec 3 §5, the vCard import (merge by e-mail / phone, report, bad files) and
 * export (3.0 / 4.0, Cyrillic, 1,000 cards round trip), the sync feed and the small calls.
 */
let t: TestApp;
let s: RegistrySession;
const session = () => s;

/** Contacts of the demo seed (counted, then removed: the registry contract reads the whole list in one page). */
let seeded = { contacts: 0, groups: 0 };

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
  const count = async (table: string) =>
    Number((await queryRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table} where status = 1`)))[0].n);
  seeded = { contacts: await count('contacts'), groups: await count('contact_groups') };
  await t.database.db.execute(sql`delete from contacts`);
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const next = () => ++seq;

async function newGroup(name = `Тестовая группа ${next()}`): Promise<number> {
  const res = await callAs(s, 'employee', 'POST', '/contacts/groups', { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

registryContract({
  session,
  definition: contactGroupsRegistry,
  valid: async () => ({ name: `Группа ${next()}` }),
  patch: { description: 'Для рассылки' },
});

registryContract({
  session,
  definition: contactsRegistry,
  valid: async () => ({
    name: `Контакт ${next()}`,
    phones: `+7 900 000-00-${String(seq % 100).padStart(2, '0')}`,
    emails: `c${seq}@example.ru`,
  }),
  patch: { post: 'Главный инженер', organization: 'ООО «Вектор»' },
});

function multipart(filename: string, content: string | Buffer, fields: Record<string, string> = {}) {
  const boundary = `----contacts${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/vcard\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function importVcf(content: string | Buffer, { who = 'employee' as Who, filename = 'contacts.vcf', fields = {} } = {}) {
  const body = multipart(filename, content, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/contacts/vcard',
    payload: body.payload,
    headers: { authorization: s.auth[who], ...body.headers },
  });
}

const card = (lines: string[], version = '3.0') => ['BEGIN:VCARD', `VERSION:${version}`, ...lines, 'END:VCARD'].join('\r\n');

/** Every contact of the list matching the query (all pages). */
async function listAll(query: string) {
  const items: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  do {
    const res = await callAs(
      s,
      'employee',
      'GET',
      `/contacts/contacts?limit=200&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    items.push(...res.json().items);
    cursor = res.json().next_cursor;
  } while (cursor);
  return items;
}

describe('contacts: entries', () => {
  it('stores phones and e-mails one a line and reads them as entries (type 1 e-mail, else phone)', async () => {
    const res = await callAs(s, 'employee', 'POST', '/contacts/contacts', {
      name: 'Зайцева Ольга',
      phones: '+7 (912) 345-67-89\n\n  8 800 100-00-00  ',
      emails: 'olga@example.ru',
    });
    expect(res.statusCode, res.body).toBe(200);
    // Stored as `a, b` whatever the separators (new lines, commas, semicolons).
    expect(res.json().phones).toBe('+7 (912) 345-67-89, 8 800 100-00-00');
    const patched = await callAs(s, 'employee', 'PATCH', `/contacts/contacts/${res.json().id}`, {
      emails: 'olga@example.ru;  o@example.ru,',
    });
    expect(patched.json().emails).toBe('olga@example.ru, o@example.ru');
    await callAs(s, 'employee', 'PATCH', `/contacts/contacts/${res.json().id}`, { emails: 'olga@example.ru' });
    expect(contactEntries(res.json())).toEqual([
      { type: 2, value: '+7 (912) 345-67-89' },
      { type: 2, value: '8 800 100-00-00' },
      { type: 1, value: 'olga@example.ru' },
    ]);
  });

  it('refuses a bad phone or e-mail line with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/contacts',
      payload: { name: 'Неверный', phones: '+7 900 000-00-00\nзвонить вечером', emails: 'a@b.ru\nне почта' },
      headers: { authorization: s.auth.employee, 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.phones[0]).toMatch(/Телефон указан неверно/);
    expect(errors.emails[0]).toMatch(/Адрес эл. почты указан неверно/);
    const patch = await callAs(s, 'employee', 'PATCH', `/contacts/contacts/${(await listAll('search=Зайцева'))[0].id}`, { emails: 'x@' });
    expect(patch.statusCode).toBe(422);
  });

  it('answers the entry types and a candidate’s contacts', async () => {
    const types = await callAs(s, 'employee', 'GET', '/contacts/types');
    expect(types.statusCode).toBe(200);
    expect(types.json().map((o: { value: number }) => o.value)).toEqual([1, 2]);
    // A recruiting candidate's contacts (hr_view): the demo candidate's phone, e-mail and Telegram as entries.
    const [demo] = await queryRows<{ id: number; phones: string; emails: string | null; telegrams: string | null }>(
      t.database.db,
      sql`select id, phones, emails, telegrams from candidates where status = 1 and emails is not null and telegrams is not null order by id limit 1`,
    );
    const candidate = await callAs(s, 'admin', 'GET', `/humanresources/${demo.id}/contacts`);
    expect(candidate.statusCode).toBe(200);
    expect(candidate.json()).toEqual([
      { type: 2, value: demo.phones },
      { type: 1, value: demo.emails },
      { type: 3, value: demo.telegrams },
    ]);
    expect((await callAs(s, 'admin', 'GET', '/humanresources/999999/contacts')).statusCode).toBe(404);
    expect((await callAs(s, 'employee', 'GET', `/humanresources/${demo.id}/contacts`)).statusCode).toBe(403);
    expect((await callAs(s, null, 'GET', `/humanresources/${demo.id}/contacts`)).statusCode).toBe(401);
  });

  it('finds a contact by a phone’s digits or an e-mail in the list search', async () => {
    expect((await listAll('search=345-67-89')).map((r) => r.name)).toContain('Зайцева Ольга');
    expect((await listAll('search=olga%40example.ru')).map((r) => r.name)).toContain('Зайцева Ольга');
  });
});

describe('contacts: hidden rules (spec 3 §5)', () => {
  it('hides a contact without a name or in the trash, and a group in the trash', async () => {
    await t.database.db.execute(sql`insert into contacts (name, phones) values ('   ', '+7 900 111-22-33')`);
    const [{ id: blankId }] = await queryRows<{ id: number }>(t.database.db, sql`select id from contacts where btrim(name) = ''`);
    expect((await listAll('search=111-22-33')).length).toBe(0);
    expect((await callAs(s, 'employee', 'GET', `/contacts/contacts/${blankId}`)).statusCode).toBe(404);

    const created = (await callAs(s, 'employee', 'POST', '/contacts/contacts', { name: 'Удаляемый Контакт' })).json();
    await callAs(s, 'employee', 'DELETE', `/contacts/contacts/${created.id}`);
    expect((await listAll('search=Удаляемый')).length).toBe(0);

    const groupId = await newGroup('Скрытая группа');
    expect((await callAs(s, 'employee', 'GET', '/contacts/groups?model_method=autocomplete&term=Скрытая')).json()).toHaveLength(1);
    await callAs(s, 'employee', 'DELETE', `/contacts/groups/${groupId}`);
    const groups = (await callAs(s, 'employee', 'GET', '/contacts/groups?limit=200')).json().items as { name: string }[];
    expect(groups.map((g) => g.name)).not.toContain('Скрытая группа');
    expect((await callAs(s, 'employee', 'GET', '/contacts/groups?model_method=autocomplete&term=Скрытая')).json()).toHaveLength(0);
  });

  it('the demo seed has a few hundred contacts in 8 groups', () => {
    expect(seeded).toEqual({ contacts: 300, groups: 8 });
  });
});

describe('contacts: vCard import', () => {
  it('adds new cards, merges duplicates by e-mail or phone, skips repeats, reports broken cards', async () => {
    const base = await callAs(s, 'employee', 'POST', '/contacts/contacts', {
      name: 'Голубев Артём',
      phones: '+7 (922) 555-44-33',
      emails: 'artem@golubev.example',
    });
    expect(base.statusCode).toBe(200);
    const vcf = [
      // Same e-mail in other case: merged, the new phone added, the organization filled.
      card(['FN:Голубев А.', 'ORG:ООО «Лесторг»', 'EMAIL:ARTEM@golubev.example', 'TEL:+7 900 700-70-70']),
      // Same phone written as 8…: merged, nothing new except the e-mail.
      card(['FN:Артём', 'TEL;TYPE=CELL:8 922 555 44 33', 'EMAIL:artem2@golubev.example']),
      // Nothing new: skipped.
      card(['FN:Голубев', 'TEL:89225554433']),
      // New, vCard 4.0 with a tel: URI and a birthday.
      card(['FN:Белова Нина Петровна', 'TEL;VALUE=uri:tel:+7-495-765-43-21', 'EMAIL:nina@belova.example', 'BDAY:19900102'], '4.0'),
      // A repeat of the card above within the file: merged into it (no second contact).
      card(['FN:Нина', 'EMAIL:nina@belova.example', 'TITLE:Бухгалтер']),
      // No name: an error.
      card(['EMAIL:noname@example.ru']),
      // Broken line: an error.
      card(['FN:Сломанный', 'это не строка vCard']),
    ].join('\r\n');
    const res = await importVcf(vcf);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect({ added: report.added, merged: report.merged, skipped: report.skipped }).toEqual({ added: 1, merged: 3, skipped: 1 });
    expect(report.errors.map((e: { card: number }) => e.card)).toEqual([6, 7]);
    expect(report.errors[0].message).toMatch(/Нет имени/);

    const golubev = (await callAs(s, 'employee', 'GET', `/contacts/contacts/${base.json().id}`)).json();
    expect(golubev.name).toBe('Голубев Артём');
    expect(golubev.organization).toBe('ООО «Лесторг»');
    expect(golubev.phones).toBe('+7 (922) 555-44-33, +7 900 700-70-70');
    expect(golubev.emails).toBe('artem@golubev.example, artem2@golubev.example');
    expect(golubev.version).toBeGreaterThan(base.json().version);

    const nina = await listAll('search=nina%40belova.example');
    expect(nina).toHaveLength(1);
    expect(nina[0]).toMatchObject({ name: 'Белова Нина Петровна', post: 'Бухгалтер', birthday: '1990-01-02', phones: '+7-495-765-43-21' });
  });

  it('puts the cards in the chosen group, or in the group named by CATEGORIES (made when missing)', async () => {
    const groupId = await newGroup();
    const chosen = await importVcf(card(['FN:Групповой Первый', 'EMAIL:g1@example.ru', 'CATEGORIES:Другая']), {
      fields: { group_id: String(groupId) },
    });
    expect(chosen.json().added).toBe(1);
    expect((await listAll(`group_id=${groupId}`)).map((r) => r.name)).toEqual(['Групповой Первый']);

    const named = await importVcf(card(['FN:Групповой Второй', 'EMAIL:g2@example.ru', 'CATEGORIES:Новая из vCard,Ещё']));
    expect(named.json().added).toBe(1);
    const [row] = await listAll('search=g2%40example.ru');
    expect(row.group_id_name).toBe('Новая из vCard');

    const missing = await importVcf(card(['FN:X', 'EMAIL:x@example.ru']), { fields: { group_id: '999999' } });
    expect(missing.statusCode).toBe(422);
  });

  it('refuses a bad file with a clear 4xx', async () => {
    const noFile = await callAs(s, 'employee', 'POST', '/contacts/vcard', {});
    expect([400, 415, 422]).toContain(noFile.statusCode);
    const notVcard = await importVcf('Просто текст, а не визитка');
    expect(notVcard.statusCode).toBe(422);
    expect(notVcard.json().result_content).toMatch(/vCard/);
    const wrongExt = await importVcf(card(['FN:A']), { filename: 'contacts.exe' });
    expect(wrongExt.statusCode).toBe(422);
    const latin1 = await importVcf(Buffer.from(card(['FN:Caf\u00e9']), 'latin1'));
    expect(latin1.statusCode).toBe(422);
    expect(latin1.json().result_content).toMatch(/UTF-8/);
    const anonymous = multipart('a.vcf', card(['FN:A']));
    expect((await t.app.inject({ method: 'POST', url: '/api/contacts/vcard', ...anonymous })).statusCode).toBe(401);
  });
});

describe('contacts: vCard export', () => {
  it('exports a group as vCard 3.0 and 4.0 with Cyrillic names, readable by a vCard parser', async () => {
    const groupId = await newGroup('Экспортная группа');
    for (const [name, phone, email] of [
      ['Щукин Ёжик Эдуардович', '+7 (900) 123-45-67', 'yozhik@example.ru'],
      ['Юдина Яна', '+7 900 765-43-21', 'yana@example.ru'],
    ])
      await callAs(s, 'employee', 'POST', '/contacts/contacts', {
        name,
        phones: phone,
        emails: email,
        group_id: groupId,
        post: 'Инженер, ПТО',
      });
    for (const version of ['3.0', '4.0']) {
      const res = await callAs(s, 'employee', 'GET', `/contacts/vcard?group_id=${groupId}&version=${version}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/attachment/);
      const parsed = ICAL.parse(res.body) as unknown[];
      const cards = (typeof parsed[0] === 'string' ? [parsed] : parsed).map((c) => new ICAL.Component(c as never));
      expect(cards.map((c) => c.getFirstPropertyValue('version'))).toEqual([version, version]);
      expect(cards.map((c) => c.getFirstPropertyValue('fn'))).toEqual(['Щукин Ёжик Эдуардович', 'Юдина Яна']);
      expect(cards[0].getFirstPropertyValue('title')).toBe('Инженер, ПТО');
      expect(cards[0].getFirstPropertyValue('categories')).toBe('Экспортная группа');
      expect(String(cards[1].getFirstPropertyValue('tel'))).toBe('+7 900 765-43-21');
    }
    const searched = await callAs(s, 'employee', 'GET', '/contacts/vcard?search=Юдина');
    expect(searched.body).toContain('FN:Юдина Яна');
    expect(searched.body).not.toContain('Щукин');
    expect((await callAs(s, 'employee', 'GET', '/contacts/vcard?version=2.1')).statusCode).toBe(422);
  });

  it('round-trips 1,000 Cyrillic cards: export, re-import as duplicates (all skipped), import into an empty group', async () => {
    const groupId = await newGroup('Тысяча');
    const vcf = Array.from({ length: 1000 }, (_, i) =>
      card([
        `FN:Тысячный Контакт ${i} Ёлкин`,
        `ORG:ООО «Ромашка-${i % 10}»`,
        `TEL;TYPE=CELL:+7 (95${i % 10}) ${String(100 + (i % 900)).padStart(3, '0')}-${String(i % 100).padStart(2, '0')}-${String(Math.floor(i / 100)).padStart(2, '0')}`,
        `EMAIL:thousand${i}@example.ru`,
        `NOTE:Заметка №${i}\\, с запятой`,
      ]),
    ).join('\r\n');
    const started = Date.now();
    const first = await importVcf(vcf, { fields: { group_id: String(groupId) } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ added: 1000, merged: 0, skipped: 0, errors: [] });
    expect(Date.now() - started, 'import of 1,000 cards').toBeLessThan(15_000);

    const exported = await callAs(s, 'employee', 'GET', `/contacts/vcard?group_id=${groupId}&version=4.0`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body.match(/BEGIN:VCARD/g)).toHaveLength(1000);
    expect(exported.body).toContain('FN:Тысячный Контакт 999 Ёлкин');

    const again = await importVcf(exported.body);
    expect(again.json()).toEqual({ added: 0, merged: 0, skipped: 1000, errors: [] });

    // The same cards after the originals are deleted: all come back, field for field.
    const before = await listAll(`group_id=${groupId}`);
    await t.database.db.execute(sql`update contacts set status = 0 where group_id = ${groupId}`);
    const restored = await importVcf(exported.body, { fields: { group_id: String(groupId) } });
    expect(restored.json()).toMatchObject({ added: 1000, merged: 0, skipped: 0 });
    const after = await listAll(`group_id=${groupId}`);
    const pick = (r: Record<string, unknown>) => [r.name, r.organization, r.phones, r.emails, r.notes].join('|');
    expect(after.map(pick).sort()).toEqual(before.map(pick).sort());
    expect(after.find((r) => r.name === 'Тысячный Контакт 7 Ёлкин')?.notes).toBe('Заметка №7, с запятой');
  }, 120_000);
});

describe('contacts: sync feed', () => {
  it('gives each user a revocable, renewable token address serving the contacts as vCard', async () => {
    expect((await callAs(s, 'manager', 'GET', '/contacts/sync')).json()).toEqual({ path: null, created_at: null });
    const made = (await callAs(s, 'manager', 'POST', '/contacts/sync')).json();
    expect(made.path).toMatch(/^\/api\/contacts\/sync\/[\w-]+\.vcf$/);
    expect((await callAs(s, 'manager', 'GET', '/contacts/sync')).json().path).toBe(made.path);
    // Another user's address differs.
    const other = (await callAs(s, 'accountant', 'POST', '/contacts/sync')).json();
    expect(other.path).not.toBe(made.path);

    const feed = await t.app.inject({ method: 'GET', url: made.path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(feed.body).toContain('VERSION:3.0');
    expect(feed.body).toContain('FN:Зайцева Ольга');

    const renewed = (await callAs(s, 'manager', 'POST', '/contacts/sync')).json();
    expect(renewed.path).not.toBe(made.path);
    expect((await t.app.inject({ method: 'GET', url: made.path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: renewed.path })).statusCode).toBe(200);

    expect((await callAs(s, 'manager', 'DELETE', '/contacts/sync')).json().path).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: renewed.path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/contacts/sync/bad.vcf' })).statusCode).toBe(404);
    expect((await callAs(s, null, 'GET', '/contacts/sync')).statusCode).toBe(401);
  });
});
