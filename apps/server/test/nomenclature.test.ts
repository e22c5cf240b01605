import { nomenclatureGroupsRegistry, nomenclatureRegistry } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/** Nomenclature (issue 12): groups and items keep the registry contract, then their own rules. */
let t: TestApp;
let s: RegistrySession;
const session = () => s;

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const next = () => ++seq;
async function firstOption(url: string): Promise<{ value: number; label: string }> {
  const res = await callAs(s, 'admin', 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  const [option] = res.json();
  expect(option).toBeDefined();
  return option;
}
const as = (lang: string, method: 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: s.auth.admin, 'accept-language': lang } });

registryContract({
  session,
  definition: nomenclatureGroupsRegistry,
  valid: async () => ({ name: `Тестовая группа ${next()}` }),
  patch: { comment: 'Для проверки' },
  ownRoutes: [
    'GET /api/nomenclature_groups/:id/properties nomenclature_view',
    'PUT /api/nomenclature_groups/:id/properties nomenclature_edit',
  ],
});

registryContract({
  session,
  definition: nomenclatureRegistry,
  valid: async () => ({
    name: `Тестовый товар ${next()}`,
    article: `T-${seq}`,
    unit_id: (await firstOption('/units')).value,
    group_id: (await firstOption('/nomenclature_groups?model_method=autocomplete')).value,
  }),
  patch: { brand: 'Тест-бренд', description: 'Описание товара' },
  ownRoutes: [
    'GET /api/nomenclature/autocomplete session',
    'GET /api/nomenclature/autocomplete/storages session',
    'GET /api/nomenclature/:id/properties nomenclature_view',
    'PUT /api/nomenclature/:id/properties nomenclature_edit',
    'GET /api/nomenclature/:id/analogues nomenclature_view',
    'PUT /api/nomenclature/:id/analogues nomenclature_edit',
  ],
});

/** The fields these tests read from the answers. */
interface Json {
  id: number;
  key: string;
  name: string;
  label: string;
  type: string;
  value: unknown;
  group_name: string;
  parent_id_name: string;
  nomenclature_id: number;
  date: string;
}
const get = async (url: string, who: 'admin' | 'employee' = 'admin') => {
  const res = await callAs(s, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** A history row as `GET history/:module/:id` answers it. */
interface HistoryRow {
  field: string;
  old_value: string | null;
  new_value: string | null;
}

const create = async (url: string, body: object) => {
  const res = await callAs(s, 'admin', 'POST', url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; version: number };
};

describe('nomenclature: the seed', () => {
  it('keeps the demo items with their ids, in a group tree with brands and inherited property values', async () => {
    const bolt = (await get('/nomenclature?search=DIN933')).items[0];
    expect(bolt).toMatchObject({ name: 'Болт М12×60 оцинкованный', group_id_name: 'Болты', brand: 'Стальмаш', unit_id_name: 'Килограмм' });
    const groups = (await get('/nomenclature_groups?limit=200')).items as Json[];
    expect(groups.find((g) => g.name === 'Болты')?.parent_id_name).toBe('Метизы');
    const props = (await get(`/nomenclature/${bolt.id}/properties`)).properties as Json[];
    expect(props.map((p) => [p.name, p.type, p.group_name, p.value])).toEqual([
      ['Длина, мм', 'number', 'Болты', 60],
      ['Диаметр, мм', 'number', 'Метизы', 12],
      ['Покрытие', 'text', 'Метизы', 'цинк'],
    ]);
  });
});

describe('nomenclature: the group tree', () => {
  it('refuses a parent that is the group itself or one of its sub-groups (ru / en), allows another', async () => {
    const top = await create('/nomenclature_groups', { name: `Верх ${next()}` });
    const mid = await create('/nomenclature_groups', { name: `Середина ${next()}`, parent_id: top.id });
    const low = await create('/nomenclature_groups', { name: `Низ ${next()}`, parent_id: mid.id });
    for (const parent of [top.id, low.id]) {
      const res = await as('ru', 'PATCH', `/nomenclature_groups/${top.id}`, { parent_id: parent });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.parent_id).toEqual(['Группа не может быть вложена в саму себя или в свою подгруппу']);
    }
    const en = await as('en', 'PATCH', `/nomenclature_groups/${top.id}`, { parent_id: low.id });
    expect(en.json().errors.parent_id).toEqual(['A group cannot be placed under itself or one of its sub-groups']);
    const other = await create('/nomenclature_groups', { name: `Другая ${next()}` });
    expect((await as('ru', 'PATCH', `/nomenclature_groups/${low.id}`, { parent_id: other.id })).statusCode).toBe(200);
    expect((await as('ru', 'PATCH', `/nomenclature_groups/${top.id}`, { parent_id: low.id })).statusCode).toBe(200);
  });

  it('two concurrent moves that together would close a cycle: one passes, the other is a 422, no cycle is stored', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await create('/nomenclature_groups', { name: `Гонка A ${next()}` });
      const b = await create('/nomenclature_groups', { name: `Гонка B ${next()}` });
      const [ab, ba] = await Promise.all([
        as('ru', 'PATCH', `/nomenclature_groups/${a.id}`, { parent_id: b.id }),
        as('ru', 'PATCH', `/nomenclature_groups/${b.id}`, { parent_id: a.id }),
      ]);
      expect([ab.statusCode, ba.statusCode].sort(), `${ab.body} ${ba.body}`).toEqual([200, 422]);
      const parents = await Promise.all([a, b].map(async (g) => (await get(`/nomenclature_groups/${g.id}`)).parent_id as number | null));
      expect(parents.filter((p) => p !== null)).toHaveLength(1);
    }
  });
});

describe('nomenclature: typed properties', () => {
  let parent: number;
  let group: number;
  let item: number;
  beforeAll(async () => {
    parent = (await create('/nomenclature_groups', { name: `Родитель ${next()}` })).id;
    group = (await create('/nomenclature_groups', { name: `Группа ${next()}`, parent_id: parent })).id;
    item = (await create('/nomenclature', { name: `Товар со свойствами ${next()}`, group_id: group })).id;
    const res = await as('ru', 'PUT', `/nomenclature_groups/${parent}/properties`, { properties: [{ name: 'Вес, кг', type: 'number' }] });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a group defines its own properties (keys kept on rename) and lists the inherited ones', async () => {
    const res = await as('ru', 'PUT', `/nomenclature_groups/${group}/properties`, {
      properties: [
        { name: 'Цвет', type: 'text' },
        { name: 'Влагостойкий', type: 'boolean' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [color, wet] = res.json().properties;
    expect(res.json().inherited).toMatchObject([{ name: 'Вес, кг', type: 'number', group_id: parent }]);
    const renamed = await as('ru', 'PUT', `/nomenclature_groups/${group}/properties`, {
      properties: [
        { key: color.key, name: 'Цвет корпуса', type: 'text' },
        { key: wet.key, name: 'Влагостойкий', type: 'boolean' },
      ],
    });
    expect(renamed.json().properties.map((p: Json) => [p.key, p.name])).toEqual([
      [color.key, 'Цвет корпуса'],
      [wet.key, 'Влагостойкий'],
    ]);
  });

  it('refuses a property name the group or a parent already has', async () => {
    const res = await as('ru', 'PUT', `/nomenclature_groups/${group}/properties`, {
      properties: [
        { name: 'вес, кг', type: 'text' },
        { name: 'Марка', type: 'text' },
        { name: 'марка ', type: 'text' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.properties).toEqual([
      'Свойство «вес, кг» уже есть у группы или у её родительской группы',
      'Свойство «марка» уже есть у группы или у её родительской группы',
    ]);
  });

  it('an item stores values of its groups’ properties, each of its type; null clears one', async () => {
    const { properties } = await get(`/nomenclature/${item}/properties`);
    const key = (name: string) => (properties as Json[]).find((p) => p.name === name)!.key as string;
    const ok = await as('ru', 'PUT', `/nomenclature/${item}/properties`, {
      values: { [key('Цвет корпуса')]: '  синий ', [key('Влагостойкий')]: true, [key('Вес, кг')]: 2.5 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(Object.fromEntries(ok.json().properties.map((p: Json) => [p.name, p.value]))).toEqual({
      'Цвет корпуса': 'синий',
      Влагостойкий: true,
      'Вес, кг': 2.5,
    });
    const bad = await as('ru', 'PUT', `/nomenclature/${item}/properties`, {
      values: { [key('Вес, кг')]: 'тяжёлый', [key('Влагостойкий')]: 'да', nokey: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.values).toEqual([
      '«Вес, кг»: введите число',
      '«Влагостойкий»: выберите «да» или «нет»',
      'У группы товара нет свойства «nokey»',
    ]);
    const cleared = await as('ru', 'PUT', `/nomenclature/${item}/properties`, { values: { [key('Вес, кг')]: null } });
    expect(cleared.json().properties.find((p: Json) => p.name === 'Вес, кг').value).toBeNull();
    expect(cleared.json().properties.find((p: Json) => p.name === 'Влагостойкий').value).toBe(true);
    // Each changed value is a history row under the property's name; the refused write left none.
    const history = ((await get(`/history/nomenclature/${item}`)).items as HistoryRow[]).map((h) => [h.field, h.old_value, h.new_value]);
    expect(history.filter(([field]) => field === 'Вес, кг')).toEqual([
      ['Вес, кг', '2.5', null],
      ['Вес, кг', null, '2.5'],
    ]);
    expect(history).toContainEqual(['Цвет корпуса', null, 'синий']);
    expect(history).toContainEqual(['Влагостойкий', null, 'true']);
  });
});

describe('nomenclature: analogues', () => {
  it('links are symmetric, set as a whole; the item itself and unknown items are refused', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => create('/nomenclature', { name: `Аналог ${next()}` })));
    const names = async (id: number) => ((await get(`/nomenclature/${id}/analogues`)).items as Json[]).map((r) => r.id).sort();
    const set = await as('ru', 'PUT', `/nomenclature/${a.id}/analogues`, { ids: [b.id, c.id, b.id] });
    expect(set.statusCode, set.body).toBe(200);
    expect(await names(a.id)).toEqual([b.id, c.id].sort());
    expect(await names(b.id)).toEqual([a.id]);
    expect(await names(c.id)).toEqual([a.id]);
    const self = await as('ru', 'PUT', `/nomenclature/${a.id}/analogues`, { ids: [a.id, 2_000_000_000] });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.ids).toEqual(['Товар не может быть аналогом самого себя', 'Товар №2000000000 не найден или удалён']);
    expect((await as('ru', 'PUT', `/nomenclature/${b.id}/analogues`, { ids: [] })).statusCode).toBe(200);
    expect(await names(a.id)).toEqual([c.id]);
    // The edited item's history names its analogues (b's change is in b's history).
    const nameOf = async (id: number) => (await get(`/nomenclature/${id}`)).name as string;
    const history = async (id: number) =>
      ((await get(`/history/nomenclature/${id}`)).items as HistoryRow[])
        .filter((h) => h.field === 'analogues')
        .map((h) => [h.old_value, h.new_value]);
    const both = [await nameOf(b.id), await nameOf(c.id)].sort((x, y) => x.localeCompare(y, 'ru')).join(', ');
    expect(await history(a.id)).toEqual([[null, both]]);
    expect(await history(b.id)).toEqual([[await nameOf(a.id), null]]);
    // A deleted analogue drops out of sight; purged from the trash, its links go too.
    await callAs(s, 'admin', 'DELETE', `/nomenclature/${c.id}`);
    expect(await names(a.id)).toEqual([]);
    expect((await callAs(s, 'admin', 'DELETE', `/trash/nomenclature/${c.id}`)).statusCode).toBeLessThan(300);
    const links = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from nomenclature_analogues where ${c.id} in (item_id, analogue_id)`,
    );
    expect(links[0].n).toBe(0);
  });
});

describe('nomenclature: the pickers and the offers stack', () => {
  it('the applications’ picker finds items by name, article or brand; the storages picker adds the storages holding them', async () => {
    const byBrand = (await get('/nomenclature/autocomplete?term=mann-filter', 'employee')) as unknown as Json[];
    expect(byBrand.map((o) => o.label).sort()).toEqual(['Фильтр воздушный', 'Фильтр масляный', 'Фильтр топливный']);
    const storages = (await get('/nomenclature/autocomplete/storages?term=DIN933', 'employee')) as unknown as Json[];
    expect(storages).toEqual([
      {
        value: expect.any(Number),
        label: 'Болт М12×60 оцинкованный',
        article: 'DIN933-M12x60',
        unit_id: expect.any(Number),
        unit_name: 'кг',
        // The demo warehouse holds the bolts on several shelves (issue 16).
        storages: expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String), quantity: expect.stringMatching(/^\d/) }]),
      },
    ]);
  });

  it('collects the supplier prices of the offers of applications holding the items', async () => {
    const expected = await queryRows<{ id: number; pack_id: number; nomenclature_id: number }>(
      t.database.db,
      sql`select distinct o.id, o.pack_id, p.nomenclature_id from application_offers o
          join application_positions p on p.pack_id = o.pack_id and p.nomenclature_id is not null and p.status <> 'delete'
          join applications a on a.id = o.pack_id and a.status not in ('delete', 'deleted')
          where o.status = 1 order by o.id limit 3`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const ids = [...new Set(expected.map((r) => Number(r.nomenclature_id)))];
    const stack = (await get(`/v2_nomenclature/offers/stack?ids=${ids.join(',')}`)).items as Json[];
    for (const row of expected)
      expect(stack).toContainEqual(
        expect.objectContaining({ id: Number(row.id), calculation_id: Number(row.pack_id), nomenclature_id: Number(row.nomenclature_id) }),
      );
    for (const item of stack) {
      expect(ids).toContain(item.nomenclature_id);
      expect(item.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    }
    expect((await callAs(s, 'employee', 'GET', `/v2_nomenclature/offers/stack?ids=${ids[0]}`)).statusCode).toBe(403);
    expect((await callAs(s, 'admin', 'GET', '/v2_nomenclature/offers/stack?ids=x')).statusCode).toBe(422);
    expect(await get('/v2_nomenclature/offers/stack')).toEqual({ items: [] });
  });
});
