import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment } from '../src/modules/equipment/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The minimal equipment registry table (issue 6 "table + autocomplete + card"):
 * `GET /api/equipment`, keyset pages by name then id, searched in name, board number and VIN.
 */
let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await createTestApp();
  authorization = (await t.login('employee')).authorization;
  // Machines sharing one name (the keyset must order ties by id) and a deleted one.
  await t.database.db.insert(equipment).values([
    { name: 'Погрузчик Амкодор 342', board_number: 'ПГ 0001 86', s_n: 'AMK342ZZ000000001' },
    { name: 'Погрузчик Амкодор 342', board_number: 'ПГ 0002 86', s_n: 'AMK342ZZ000000002' },
    { name: 'Погрузчик Амкодор 342', board_number: 'ПГ 0003 86', s_n: 'AMK342ZZ000000003', status: 0 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

interface Row {
  id: number;
  name: string;
  board_number: string | null;
  s_n: string | null;
  status: string;
  location: string | null;
  organization: string | null;
  run: number;
}
const list = (query: string, auth: string | undefined = authorization) =>
  t.app.inject({ method: 'GET', url: `/api/equipment${query}`, headers: auth ? { authorization: auth } : {} });

describe('equipment registry: GET /api/equipment', () => {
  it('keyset pages by name then id: no gaps, no repeats, the same rows as one page; deleted machines left out', async () => {
    const all = await list('?limit=200');
    expect(all.statusCode, all.body).toBe(200);
    const everything = all.json().items as Row[];
    const [active] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(equipment).where(sql`${equipment.status} = 1`);
    expect(everything).toHaveLength(active.n);
    expect(all.json()).toMatchObject({ next_cursor: null, total: active.n });
    expect(everything.some((r) => r.board_number === 'ПГ 0003 86')).toBe(false);
    expect(everything[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      board_number: expect.any(String),
      s_n: expect.any(String),
      status: expect.any(String),
      location: expect.any(String),
      organization: expect.any(String),
      run: expect.any(Number),
    });
    const seen: Row[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json().items as Row[];
      expect(page.length).toBeLessThanOrEqual(3);
      seen.push(...page);
      cursor = res.json().next_cursor;
      pages++;
    } while (cursor && pages < 100);
    expect(seen.map((r) => r.id)).toEqual(everything.map((r) => r.id));
    // Ordered by name, ties by id (the two loaders with the same name keep their id order).
    const twins = seen.filter((r) => r.name === 'Погрузчик Амкодор 342').map((r) => r.id);
    expect(twins).toHaveLength(2);
    expect(twins[0]).toBeLessThan(twins[1]);
  });

  it('searches name, board number and VIN, case-insensitively; % and _ are plain characters', async () => {
    const names = async (search: string) =>
      ((await list(`?search=${encodeURIComponent(search)}`)).json().items as Row[]).map((r) => r.board_number);
    expect((await list(`?search=${encodeURIComponent('камаз')}`)).json().items.every((r: Row) => /КамАЗ/.test(r.name))).toBe(true);
    expect((await list(`?search=${encodeURIComponent('камаз')}`)).json().items.length).toBeGreaterThan(0);
    expect(await names('пг 0002')).toEqual(['ПГ 0002 86']);
    expect(await names('amk342zz000000001')).toEqual(['ПГ 0001 86']);
    expect(await names('ПГ 0003')).toEqual([]);
    expect(await names('%')).toEqual([]);
    const found = await list(`?search=${encodeURIComponent('Амкодор')}&limit=1`);
    expect(found.json()).toMatchObject({ total: 2, next_cursor: expect.any(String) });
    const second = await list(`?search=${encodeURIComponent('Амкодор')}&limit=1&cursor=${found.json().next_cursor}`);
    expect(second.json().items.map((r: Row) => r.board_number)).toEqual(['ПГ 0002 86']);
    expect(second.json().next_cursor).toBeNull();
  });

  it('limits 1..200 (default 50), a foreign cursor is 422, and it needs a session (401)', async () => {
    expect((await list('')).json().items.length).toBeLessThanOrEqual(50);
    expect((await list('?limit=201')).statusCode).toBe(422);
    expect((await list('?limit=0')).statusCode).toBe(422);
    const bad = await list('?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['cursor']);
    const anonymous = await list('', '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ token: false });
  });

  it('the search uses the trigram index over name, board number and VIN', async () => {
    // One connection (a transaction) so that the planner setting applies to the explain.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from equipment where lower(name || ' ' || coalesce(board_number, '') || ' ' || coalesce(s_n, '')) like lower('%камаз%')`,
      );
    });
    expect(JSON.stringify(plan)).toContain('equipment_search_trgm_idx');
  });
});
