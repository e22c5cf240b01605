import { isValidAccount, isValidCorrAccount, isValidInn, isValidKpp, isValidOgrn } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession } from './registry-contract.ts';

/**
 * The company's own directories' rules (their registry contracts are in registries.test.ts):
 * the expenditure tree refuses a cycle, organizations check INN / KPP / accounts, and the old
 * look-ups over the converted tables answer as before.
 */
let t: TestApp;
let s: RegistrySession;

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
});
afterAll(async () => {
  await t?.close();
});

describe('expenditure items: a tree without cycles', () => {
  const item = async (name: string, parent_id: number | null = null) => {
    const res = await callAs(s, 'accountant', 'POST', '/expenditure_items', { name, code: name, parent_id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; parent_id: number | null; parent_id_name: string | null };
  };

  it('the demo holds groups with items under them, and the list names the parent', async () => {
    const list = (await callAs(s, 'accountant', 'GET', '/expenditure_items?limit=200')).json().items as {
      code: string;
      parent_id: number | null;
      parent_id_name: string | null;
    }[];
    const demo = list.filter((r) => /^0\d(\.\d\d)?$/.test(r.code));
    expect(demo.length).toBeGreaterThanOrEqual(10);
    expect(demo.filter((r) => r.parent_id === null).length).toBeGreaterThanOrEqual(3);
    expect(demo.find((r) => r.code === '01.01')).toMatchObject({ parent_id_name: 'Материалы' });
  });

  it('refuses a parent that is the item itself or one of its sub-items (422 naming parent_id); a legal move passes', async () => {
    const a = await item('Ц-A');
    const b = await item('Ц-B', a.id);
    const c = await item('Ц-C', b.id);
    expect(c.parent_id_name).toBe('Ц-B');
    for (const parent of [a.id, b.id, c.id]) {
      const res = await callAs(s, 'accountant', 'PATCH', `/expenditure_items/${a.id}`, { parent_id: parent });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.parent_id).toEqual(['Статья не может быть вложена в саму себя или в свою подстатью']);
    }
    expect((await callAs(s, 'accountant', 'GET', `/expenditure_items/${a.id}`)).json()).toMatchObject({ parent_id: null, version: 1 });
    // Moving C from B up to A is no cycle; then B may go under C.
    const moved = await callAs(s, 'accountant', 'PATCH', `/expenditure_items/${c.id}`, { parent_id: a.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const under = await callAs(s, 'accountant', 'PATCH', `/expenditure_items/${b.id}`, { parent_id: c.id });
    expect(under.statusCode, under.body).toBe(200);
    expect((await callAs(s, 'accountant', 'PATCH', `/expenditure_items/${c.id}`, { parent_id: b.id })).statusCode).toBe(422);
    expect((await callAs(s, 'accountant', 'PATCH', `/expenditure_items/${b.id}`, { parent_id: null })).statusCode).toBe(200);
  });

  it("the parent picker's look-up leaves out the item itself (exclude=<id>); a bad exclude is a 422", async () => {
    const own = await item('Ц-Сам');
    const other = await item('Ц-Самый');
    const lookup = async (query: string) =>
      (
        await callAs(s, 'accountant', 'GET', `/expenditure_items?model_method=autocomplete&term=${encodeURIComponent('Ц-Сам')}${query}`)
      ).json() as {
        value: number;
      }[];
    expect((await lookup('')).map((o) => o.value)).toEqual(expect.arrayContaining([own.id, other.id]));
    const excluded = (await lookup(`&exclude=${own.id}`)).map((o) => o.value);
    expect(excluded).toContain(other.id);
    expect(excluded).not.toContain(own.id);
    expect((await callAs(s, 'accountant', 'GET', '/expenditure_items?model_method=autocomplete&exclude=abc')).statusCode).toBe(422);
  });

  it('two concurrent moves that together would close a cycle: one passes, the other is a 422, no cycle is stored', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await item(`Ц-Гонка-A${round}`);
      const b = await item(`Ц-Гонка-B${round}`);
      const [ab, ba] = await Promise.all([
        callAs(s, 'accountant', 'PATCH', `/expenditure_items/${a.id}`, { parent_id: b.id }),
        callAs(s, 'accountant', 'PATCH', `/expenditure_items/${b.id}`, { parent_id: a.id }),
      ]);
      expect([ab.statusCode, ba.statusCode].sort(), `${ab.body} ${ba.body}`).toEqual([200, 422]);
      expect((ab.statusCode === 422 ? ab : ba).json().errors.parent_id).toEqual([
        'Статья не может быть вложена в саму себя или в свою подстатью',
      ]);
      const [storedA, storedB] = await Promise.all(
        [a, b].map(
          async (x) => (await callAs(s, 'accountant', 'GET', `/expenditure_items/${x.id}`)).json() as { parent_id: number | null },
        ),
      );
      expect([storedA.parent_id, storedB.parent_id].filter((p) => p !== null)).toHaveLength(1);
    }
  });

  it("the parent picker leaves out the item's whole subtree, not just the item", async () => {
    const a = await item('Ц-Ветка-A');
    const b = await item('Ц-Ветка-B', a.id);
    const c = await item('Ц-Ветка-C', b.id);
    const d = await item('Ц-Ветка-D');
    const options = async (exclude: number) =>
      (
        (
          await callAs(
            s,
            'accountant',
            'GET',
            `/expenditure_items?model_method=autocomplete&term=${encodeURIComponent('Ц-Ветка')}&exclude=${exclude}`,
          )
        ).json() as { value: number }[]
      )
        .map((o) => o.value)
        .sort();
    expect(await options(a.id)).toEqual([d.id]);
    expect(await options(b.id)).toEqual([a.id, d.id].sort());
    expect(await options(c.id)).toEqual([a.id, b.id, d.id].sort());
    // A deleted middle item still carries its subtree out of the picker.
    expect((await callAs(s, 'accountant', 'DELETE', `/expenditure_items/${b.id}`)).statusCode).toBe(200);
    expect(await options(a.id)).toEqual([d.id]);
  });

  it('GET expenditure_items/tree: every active item with its parent; a parent in the trash makes a root', async () => {
    const a = await item('Ц-Дерево-A');
    const b = await item('Ц-Дерево-B', a.id);
    const c = await item('Ц-Дерево-C', b.id);
    const tree = async () => {
      const res = await callAs(s, 'accountant', 'GET', '/expenditure_items/tree');
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { id: number; parent_id: number | null; code: string | null; name: string }[]; truncated: boolean };
    };
    const first = await tree();
    expect(first.truncated).toBe(false);
    expect(first.items.find((i) => i.id === c.id)).toMatchObject({ parent_id: b.id, name: 'Ц-Дерево-C' });
    expect(first.items.find((i) => i.code === '01.01')?.parent_id).toBe(first.items.find((i) => i.code === '01')?.id);
    expect((await callAs(s, 'accountant', 'DELETE', `/expenditure_items/${b.id}`)).statusCode).toBe(200);
    const second = await tree();
    expect(second.items.some((i) => i.id === b.id)).toBe(false);
    expect(second.items.find((i) => i.id === c.id)?.parent_id).toBeNull();
    expect((await callAs(s, 'employee', 'GET', '/expenditure_items/tree')).statusCode).toBe(403);
  });
});

describe('organizations: requisites with checksums', () => {
  const base = { name: 'ООО «Проверка реквизитов»' };
  const post = (body: object) => callAs(s, 'admin', 'POST', '/organizations_list', { ...base, ...body });

  it('refuses a wrong INN checksum, a 12-digit INN, a bad KPP, OGRN and an account key not matching the BIK', async () => {
    const cases: [object, string, string][] = [
      [{ inn: '7707083890' }, 'inn', 'Неверный ИНН: 10 или 12 цифр с верным контрольным числом'],
      [{ inn: '500100732259' }, 'inn', 'ИНН организации состоит из 10 цифр'],
      [{ kpp: '77360100' }, 'kpp', 'Неверный КПП: 9 знаков'],
      [{ ogrn: '1027700132194' }, 'ogrn', 'Неверный ОГРН: 13 цифр (ОГРНИП — 15) с верным контрольным числом'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const account = await post({ bik: '044525225', account: '40702810400000000001', corr_account: '30101810400000000225' });
    expect(account.statusCode, account.body).toBe(422);
    expect(Object.keys(account.json().errors)).toEqual(['account']);
  });

  it('stores valid requisites; the new organization is offered wherever one is chosen', async () => {
    const res = await post({
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      bik: '044525225',
      account: '40702810200000000001',
      corr_account: '30101810400000000225',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json();
    const lookup = (await callAs(s, 'employee', 'GET', '/partners?model_method=autocomplete&type=organization&term=Проверка')).json();
    expect(lookup).toContainEqual({ value: id, label: base.name });
    const own = (await callAs(s, 'employee', 'GET', '/organizations')).json().items;
    expect(own).toContainEqual({ id, name: base.name, inn: '7707083893' });
    // A patch breaking the KPP is refused and changes nothing.
    const bad = await callAs(s, 'admin', 'PATCH', `/organizations_list/${id}`, { kpp: 'КПП' });
    expect(bad.statusCode).toBe(422);
    expect((await callAs(s, 'admin', 'GET', `/organizations_list/${id}`)).json()).toMatchObject({ kpp: '773601001', version: 1 });
  });

  it('the demo organizations have valid requisites', async () => {
    const list = (await callAs(s, 'admin', 'GET', '/organizations_list?limit=200')).json().items as Record<string, string>[];
    const demo = list.filter((o) => o.name === 'ООО «СеверСтройМонтаж»' || o.name === 'ООО «Техснаб-Сервис»');
    expect(demo).toHaveLength(2);
    for (const o of demo) {
      const card = (await callAs(s, 'admin', 'GET', `/organizations_list/${o.id}`)).json();
      expect([isValidInn(card.inn), isValidKpp(card.kpp), isValidOgrn(card.ogrn)]).toEqual([true, true, true]);
      expect([isValidAccount(card.account, card.bik), isValidCorrAccount(card.corr_account, card.bik)]).toEqual([true, true]);
    }
  });
});

describe('the converted tables keep their old look-ups', () => {
  it('GET /api/locations answers { value, label } for any session, as the application form reads it', async () => {
    const res = await callAs(s, 'employee', 'GET', '/locations?term=склад');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ value: expect.any(Number), label: 'Центральный склад' }]);
    expect((await callAs(s, 'employee', 'GET', '/locations_list')).statusCode).toBe(403);
  });

  it('a location created in the directory is offered to the application form; a deleted one is not', async () => {
    const created = await callAs(s, 'admin', 'POST', '/locations_list', { name: 'Площадка «Южная»', address: 'г. Тюмень' });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    expect((await callAs(s, 'employee', 'GET', '/locations?term=Южная')).json()).toEqual([{ value: id, label: 'Площадка «Южная»' }]);
    await callAs(s, 'admin', 'DELETE', `/locations_list/${id}`);
    expect((await callAs(s, 'employee', 'GET', '/locations?term=Южная')).json()).toEqual([]);
  });
});
