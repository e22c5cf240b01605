import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import type { TestApp } from './helpers.ts';

/**
 * Calls of the warehouse tests (warehouse.test.ts; the extras' tests may use them too): the demo
 * accounts' sessions and ids, a fresh storage, a fresh item, an act, a receipt, a balance.
 */
let seq = 0;

/** Signs the accounts in (admin, user9 the storekeeper, employee, manager) and answers the kit. */
export async function warehouseKit(t: TestApp, logins = ['admin', 'user9', 'employee', 'manager']) {
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const auth: Record<string, string> = {};
  const uid: Record<string, number> = {};
  for (const login of logins) {
    auth[login] = (await t.login(login)).authorization;
    uid[login] = Number((await rows<{ id: number }>(sql`select id from users where login = ${login}`))[0].id);
  }
  const call = (
    who: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: auth[who], ...headers } });
  const post = (body: object, who = 'user9') => call(who, 'POST', '/warehouse/acts', body);
  return {
    t,
    auth,
    uid,
    rows,
    call,
    post,
    async newStorage(name = `Тестовый склад ${++seq}`, extra: object = {}): Promise<number> {
      const res = await call('user9', 'POST', '/warehouse/storages', { name, kind: 'warehouse', ...extra });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id;
    },
    async newItem(name = `Тестовая позиция ${++seq}`): Promise<number> {
      const [row] = await rows<{ id: number }>(sql`insert into nomenclature (name, article) values (${name}, ${`T-${seq}`}) returning id`);
      return Number(row.id);
    },
    async receive(storage_id: number, nomenclature_id: number, quantity: number, extra: object = {}) {
      const res = await post({ kind: 'input', storage_id, lines: [{ nomenclature_id, quantity, cost: 100, ...extra }] });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    async balance(storage: number, item: number): Promise<number> {
      const [row] = await rows<{ q: string }>(
        sql`select coalesce(sum(quantity), 0) as q from warehouse_stock where storage_id = ${storage} and nomenclature_id = ${item}`,
      );
      return Number(row.q);
    },
  };
}

export type WarehouseKit = Awaited<ReturnType<typeof warehouseKit>>;
