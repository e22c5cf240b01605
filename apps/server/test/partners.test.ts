import {
  accountWithKey,
  hasPermit,
  innWithChecksum,
  partnersRegistry,
  type RegistryEvent,
  type RegistryField,
  registryListRoom,
  registryRecordRoom,
  sortNames,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { expectExportOfList } from './registry-contract.ts';

/**
 * The registry engine on the partners registry (issue 11): every check below is derived from
 * `partnersRegistry` where it can be (routes and permits, required and checksum fields,
 * sorts, list columns), so a new field or route is covered without a new test.
 */
const def = partnersRegistry;
const FIELDS: readonly RegistryField[] = def.fields;
let t: TestApp;
const auth: Record<string, string> = {};
const events: { room: string; event: string; payload: RegistryEvent }[] = [];
const WHO = ['admin', 'manager', 'accountant', 'employee'] as const;
type Who = (typeof WHO)[number];
const rights: Record<string, { type: number; permits: Record<string, number> }> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const login of WHO) {
    auth[login] = (await t.login(login)).authorization;
    const me = (await t.app.inject({ method: 'GET', url: '/api/?get_rights=1', headers: { authorization: auth[login] } })).json();
    rights[login] = { type: me.type, permits: me.permits };
  }
  const emit = t.realtime.emit.bind(t.realtime);
  t.realtime.emit = (room, event, payload) => {
    events.push({ room, event, payload: payload as RegistryEvent });
    emit(room, event, payload);
  };
});
afterAll(async () => {
  await t?.close();
});

const call = (
  who: Who | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url: `/api${url}`, payload, headers: { ...(who ? { authorization: auth[who] } : {}), ...headers } });

const SBER = { bik: '044525225', corr: '30101810400000000225' };
let seq = 0;
/** A valid new organization with unique INN. */
const valid = (extra: object = {}) => {
  seq++;
  return {
    name: `ООО «Тестовый контрагент ${seq}»`,
    type: 'organization',
    inn: innWithChecksum(`99${String(1000000 + seq * 7).slice(-7)}`),
    kpp: '770101001',
    bik: SBER.bik,
    account: accountWithKey(`40702810${String(seq).padStart(12, '0')}`, SBER.bik),
    corr_account: SBER.corr,
    rating: 3,
    ...extra,
  };
};

async function create(extra: object = {}) {
  const res = await call('manager', 'POST', '/partners', valid(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: number; version: number };
}

/** Every page of a list, following `next_cursor`. */
async function allPages(query: string, limit = 3) {
  const rows: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  let total: unknown;
  for (let guard = 0; guard < 200; guard++) {
    const res = await call('manager', 'GET', `/partners?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    total ??= body.total;
    rows.push(...body.items);
    cursor = body.next_cursor;
    if (!cursor) break;
  }
  return { rows, total };
}

describe('rights (every route of the registry, from the route registry)', () => {
  it('declares the definition permits and answers 401 / 403 / allowed as they say', async () => {
    const routes = t.app.routeRegistry.filter((r) => r.url === `/api/${def.name}` || r.url.startsWith(`/api/${def.name}/`));
    expect(routes.map((r) => `${r.method} ${r.url} ${r.access}`).sort()).toEqual(
      [
        `GET /api/partners ${def.permits.view}`,
        `GET /api/partners/trash ${def.permits.delete}`,
        `GET /api/partners/export ${def.permits.view}`,
        `GET /api/partners/:id ${def.permits.view}`,
        `POST /api/partners ${def.permits.create}`,
        `PATCH /api/partners/:id ${def.permits.edit}`,
        `DELETE /api/partners/:id ${def.permits.delete}`,
        `POST /api/partners/:id/restore ${def.permits.delete}`,
      ].sort(),
    );
    expect(routes.find((r) => r.method === 'GET' && r.url === '/api/partners')?.autocompleteAccess).toBe(def.lookup);
    const { id } = await create();
    for (const route of routes) {
      const url = route.url.replace('/api', '').replace(':id', String(id));
      const method = route.method as 'GET';
      const anonymous = await call(null, method, url, method === 'GET' ? undefined : {});
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      for (const who of ['employee', 'accountant', 'manager'] as const) {
        const res = await call(who, method, url, method === 'GET' ? undefined : {});
        const allowed = hasPermit(rights[who], route.access);
        if (allowed) expect([401, 403], `${route.method} ${route.url} as ${who}`).not.toContain(res.statusCode);
        else expect(res.statusCode, `${route.method} ${route.url} as ${who}`).toBe(403);
        if (allowed) expect(res.statusCode).toBeLessThan(500);
      }
    }
    expect(hasPermit(rights.employee, def.permits.view)).toBe(false);
    expect(hasPermit(rights.accountant, def.permits.view)).toBe(true);
  });

  it('keeps the look-up open: the autocomplete needs only a session, the list the section right', async () => {
    expect((await call('employee', 'GET', '/partners')).statusCode).toBe(403);
    expect((await call('employee', 'GET', '/partners?model_method=list')).statusCode).toBe(403);
    const lookup = await call('employee', 'GET', '/partners?model_method=autocomplete&term=ПромСнаб');
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual([{ value: expect.any(Number), label: 'ООО «ПромСнаб»' }]);
    expect((await call(null, 'GET', '/partners?model_method=autocomplete')).statusCode).toBe(401);
    expect((await call('employee', 'GET', '/partners/1')).statusCode).toBe(403);
  });
});

describe('autocomplete of the applications form (spec 1 §7 "Lookups")', () => {
  it('type=organization still answers the own legal entities', async () => {
    const orgs = (await call('employee', 'GET', '/partners?model_method=autocomplete&type=organization')).json();
    expect(orgs.map((o: { label: string }) => o.label)).toContain('ООО «СеверСтройМонтаж»');
    const some = (
      await call('employee', 'GET', `/partners?model_method=autocomplete&type=organization&term=${encodeURIComponent('техснаб')}`)
    ).json();
    expect(some).toEqual([{ value: expect.any(Number), label: 'ООО «Техснаб-Сервис»' }]);
  });
  it('without a type answers active partners by name, at most 50', async () => {
    const all = (await call('employee', 'GET', '/partners?model_method=autocomplete')).json() as { label: string }[];
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all.length).toBeLessThanOrEqual(50);
    const labels = all.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const ip = (await call('employee', 'GET', '/partners?model_method=autocomplete&type=entrepreneur')).json() as { label: string }[];
    expect(ip.length).toBeGreaterThan(0);
    for (const o of ip) expect(o.label).toMatch(/^ИП /);
    // Only enum filters narrow a look-up: section data such as the blacklist is not probed through it.
    const black = (await call('employee', 'GET', '/partners?model_method=autocomplete&blacklist=1')).json();
    expect(black).toEqual(all);
  });
});

describe('validation (from the definition: required fields and checksum kinds)', () => {
  const REQUIRED = FIELDS.filter((f) => f.required && !('default' in f));
  const BAD: Record<string, [unknown, string]> = {
    inn: ['7707083894', 'Неверный ИНН: 10 или 12 цифр с верным контрольным числом'],
    kpp: ['12345', 'Неверный КПП: 9 знаков'],
    ogrn: ['1027700132196', 'Неверный ОГРН: 13 цифр (ОГРНИП — 15) с верным контрольным числом'],
    bik: ['144525225', 'Неверный БИК: 9 цифр, начинается с 04'],
    account: ['40702810000000000001', 'Расчётный счёт не соответствует БИК: не сходится контрольный ключ'],
    corr_account: ['30101810400000000226', 'Корреспондентский счёт не соответствует БИК: не сходится контрольный ключ'],
    email: ['не почта', 'Неверный адрес электронной почты'],
    phone: ['звоните', 'Неверный номер телефона'],
  };

  it.each(REQUIRED.map((f) => f.name))('422 with the field name when %s is missing or blank', async (name) => {
    for (const value of [undefined, '', '   ']) {
      const res = await call('manager', 'POST', '/partners', { ...valid(), [name]: value });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[name]).toEqual(['Заполните обязательное поле']);
    }
  });

  it.each(FIELDS.filter((f) => f.name in BAD).map((f) => [f.name, f.kind]))('422 with the message under %s (%s)', async (name) => {
    const [value, message] = BAD[name];
    const res = await call('manager', 'POST', '/partners', valid({ [name]: value }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[name]).toEqual([message]);
  });

  it('covers every checksum kind of the definition', () => {
    const kinds = ['inn', 'kpp', 'ogrn', 'bik', 'account', 'corrAccount', 'email', 'phone'];
    for (const field of FIELDS.filter((f) => kinds.includes(f.kind))) expect(BAD, field.name).toHaveProperty(field.name);
  });

  it('rules across fields: INN length by type, the blacklist reason; in English too', async () => {
    const person = await call('manager', 'POST', '/partners', valid({ type: 'person' }));
    expect(person.json().errors.inn).toEqual(['ИНН предпринимателя или физического лица состоит из 12 цифр']);
    const black = await call('manager', 'POST', '/partners', valid({ blacklist: 1 }), { 'accept-language': 'en' });
    expect(black.statusCode).toBe(422);
    expect(black.json().errors.blacklist_reason).toHaveLength(1);
    const { id } = await create();
    const patch = await call('manager', 'PATCH', `/partners/${id}`, { bik: '044030653' });
    expect(patch.statusCode).toBe(422);
    expect(Object.keys(patch.json().errors).sort()).toEqual(['account', 'corr_account']);
    const emptied = await call('manager', 'PATCH', `/partners/${id}`, { name: '' });
    expect(emptied.json().errors.name).toEqual(['Заполните обязательное поле']);
  });
});

describe('card, patch, history, version', () => {
  it('creates with defaults, answers the card, records each changed field in history', async () => {
    const created = await create({ rating: undefined });
    expect(created).toMatchObject({ status: 1, version: 1, blacklist: 0, rating: null, type: 'organization', tags: [] });
    expect(created.who_add_name).toBe('Соколова Ирина Викторовна');
    expect((await call('accountant', 'GET', `/partners/${created.id}`)).json()).toEqual(created);

    const patched = await call('accountant', 'PATCH', `/partners/${created.id}`, {
      rating: '5',
      address: 'г. Казань, ул. Баумана, д. 1',
      version: 1,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ rating: 5, address: 'г. Казань, ул. Баумана, д. 1', version: 2 });
    const history = (await call('accountant', 'GET', `/history/partners/${created.id}`)).json().items as {
      field: string;
      old_value: string | null;
      new_value: string | null;
      who_add_fio: string;
    }[];
    expect(
      history
        .slice(0, 2)
        .map((h) => [h.field, h.old_value, h.new_value])
        .sort(),
    ).toEqual([
      ['address', null, 'г. Казань, ул. Баумана, д. 1'],
      ['rating', null, '5'],
    ]);
    expect(history[0].who_add_fio).toBe('Морозова Елена Андреевна');
    expect(history.some((h) => h.field === 'name' && h.old_value === null && h.new_value === created.name)).toBe(true);

    // Unchanged values write nothing; a stale version is refused with 409.
    const same = await call('accountant', 'PATCH', `/partners/${created.id}`, { rating: 5 });
    expect(same.json().version).toBe(2);
    expect((await call('accountant', 'PATCH', `/partners/${created.id}`, { rating: 4, version: 1 })).statusCode).toBe(409);
    expect((await call('accountant', 'GET', `/history/partners/${created.id}`)).json().items).toHaveLength(history.length);
    expect((await call('employee', 'GET', `/history/partners/${created.id}`)).statusCode).toBe(404);

    const update = events.filter((e) => e.payload.action === 'update' && e.payload.id === created.id);
    expect(update.map((e) => e.room).sort()).toEqual([registryListRoom('partners'), registryRecordRoom('partners', created.id)].sort());
    expect(update[0].event).toBe('partners');
    expect(update[0].payload.fields).toMatchObject({ rating: 5, version: 2 });
  });

  it('a retried create with the same Idempotency-Key answers the first record', async () => {
    const body = valid();
    const headers = { 'idempotency-key': `partners-${Date.now()}` };
    const first = await call('manager', 'POST', '/partners', body, headers);
    const again = await call('manager', 'POST', '/partners', body, headers);
    expect(again.json().id).toBe(first.json().id);
    const found = (await call('manager', 'GET', `/partners?search=${encodeURIComponent(body.inn)}`)).json();
    expect(found.items).toHaveLength(1);
  });
});

describe('soft delete and restore', () => {
  it('moves to the trash (status 0, who and when) and back, with history and events', async () => {
    const { id, name } = await create();
    const removed = await call('manager', 'DELETE', `/partners/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id, status: 0 });
    const list = (await call('manager', 'GET', `/partners?search=${encodeURIComponent(String(name))}`)).json();
    expect(list.items).toEqual([]);
    const trash = (await call('manager', 'GET', '/partners/trash?limit=200')).json();
    expect(trash.items.map((r: { id: number }) => r.id)).toContain(id);
    expect((await call('manager', 'DELETE', `/partners/${id}`)).statusCode).toBe(404);
    expect((await call('manager', 'PATCH', `/partners/${id}`, { rating: 1 })).statusCode).toBe(404);
    expect((await call('employee', 'GET', `/partners?model_method=autocomplete&term=${encodeURIComponent(String(name))}`)).json()).toEqual(
      [],
    );

    const restored = await call('manager', 'POST', `/partners/${id}/restore`);
    expect(restored.json()).toMatchObject({ id, status: 1 });
    expect((await call('manager', 'POST', `/partners/${id}/restore`)).statusCode).toBe(404);
    expect((await call('manager', 'GET', `/partners?search=${encodeURIComponent(String(name))}`)).json().items).toHaveLength(1);
    const history = (await call('manager', 'GET', `/history/partners/${id}`)).json().items;
    expect(
      history.slice(0, 2).map((h: { field: string; old_value: string; new_value: string }) => [h.field, h.old_value, h.new_value]),
    ).toEqual([
      ['status', '0', '1'],
      ['status', '1', '0'],
    ]);
    const actions = events.filter((e) => e.payload.id === id && e.room === registryListRoom('partners')).map((e) => e.payload.action);
    expect(actions).toEqual(['create', 'delete', 'restore']);
  });
});

describe('list: keyset pages, filters, search, capped total', () => {
  it.each(sortNames(def).flatMap((sort) => [`sort=${sort}&order=asc`, `sort=${sort}&order=desc`]))(
    'walks every page with %s: no duplicates, no gaps, the total',
    async (query) => {
      const { rows, total } = await allPages(query, 4);
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      const everything = (await call('manager', 'GET', `/partners?${query}&limit=200`)).json();
      expect(ids).toEqual(everything.items.map((r: { id: number }) => r.id));
      expect(total).toBe(ids.length);
    },
  );

  it('refuses a cursor made for another order', async () => {
    const first = (await call('manager', 'GET', '/partners?sort=name&limit=2')).json();
    expect((await call('manager', 'GET', `/partners?sort=rating&limit=2&cursor=${first.next_cursor}`)).statusCode).toBe(422);
    expect((await call('manager', 'GET', '/partners?cursor=garbage')).statusCode).toBe(422);
  });

  it('filters by enum, boolean, range and tag', async () => {
    const ip = (await call('manager', 'GET', '/partners?type=entrepreneur,person&limit=200')).json();
    expect(ip.items.length).toBeGreaterThan(0);
    for (const r of ip.items) expect(['entrepreneur', 'person']).toContain(r.type);
    const black = (await call('manager', 'GET', '/partners?blacklist=1')).json();
    expect(black.items.map((r: { name: string }) => r.name)).toEqual(['ООО «Лесторг»']);
    const good = (await call('manager', 'GET', '/partners?rating_from=4&rating_to=5&limit=200')).json();
    for (const r of good.items) expect(r.rating).toBeGreaterThanOrEqual(4);
    const { id } = await create();
    const tag = await call('manager', 'POST', '/widgets/tags', { module: 'partners', name: 'Надёжный', item_id: id });
    expect(tag.statusCode, tag.body).toBe(200);
    const tagged = (await call('manager', 'GET', `/partners?tags=${tag.json().tag_id}`)).json();
    expect(tagged.items.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(tagged.items[0].tags).toEqual([{ tag_id: tag.json().tag_id, name: 'Надёжный', color: '#4A4A4A' }]);
    expect((await call('employee', 'POST', '/widgets/tags', { module: 'partners', name: 'Чужой', item_id: id })).statusCode).toBe(404);
  });

  it('searches Russian words by stem, substrings and codes', async () => {
    const names = async (term: string) =>
      (await call('manager', 'GET', `/partners?search=${encodeURIComponent(term)}`)).json().items.map((r: { name: string }) => r.name);
    // "технология" is not a substring of "технологии": the Russian stemmer finds it.
    expect(await names('технология')).toEqual(['ООО «Строительные технологии»']);
    expect(await names('промсн')).toEqual(['ООО «ПромСнаб»']);
    expect(await names('перевозка')).toEqual(['ООО «Северные перевозки»']);
    const inn = (await call('manager', 'GET', '/partners?search=ПромСнаб')).json().items[0].inn;
    expect(await names(inn)).toEqual(['ООО «ПромСнаб»']);
    expect(await names('Сургут')).toEqual(expect.arrayContaining(['ИП Кузнецов Андрей Викторович', 'ООО «Северные перевозки»']));
    expect(await names('%')).toEqual([]);
  });

  it('caps the total', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `('Массовый контрагент ${i}', 'organization')`).join(',');
    await t.database.db.execute(`insert into partners (name, type) values ${rows}` as never);
    const res = (await call('manager', 'GET', `/partners?search=${encodeURIComponent('Массовый')}&limit=1`)).json();
    expect(res.total).toBe('1000+');
    expect(res.items).toHaveLength(1);
    await t.database.db.execute("delete from partners where name like 'Массовый контрагент %'" as never);
  });
});

describe('export', () => {
  it('holds the same rows as the list, in its order, as the list shows them', async () => {
    const query = 'type=organization&sort=rating&order=desc';
    const list = (await call('accountant', 'GET', `/partners?${query}&limit=200`)).json().items as Record<string, unknown>[];
    const res = await call('accountant', 'GET', `/partners/export?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    await expectExportOfList(def, res.rawPayload, list);
    expect((await call('employee', 'GET', '/partners/export')).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the registry routes with their answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/partners'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/partners/{id}'].patch.requestBody).toBeDefined();
  });
});
