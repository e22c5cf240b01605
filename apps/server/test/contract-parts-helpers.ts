import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession } from './registry-contract.ts';

/**
 * The contract parts' tests (contract-parts*.test.ts): an app per file, the demo people's ids,
 * contracts written straight into the table (the registry's own rules are contracts*.test.ts's)
 * and short calls.
 */
export function useContractParts() {
  const parts = {
    t: undefined as unknown as TestApp,
    s: undefined as unknown as RegistrySession,
    ids: {} as Record<string, number>,
    seq: 0,
    one: async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(parts.t.database.db, query))[0],
    rows: <T>(query: ReturnType<typeof sql>) => queryRows<T>(parts.t.database.db, query),
    /** A contract straight in the table: sum, state, and a period covering today. */
    async contract(sum: string | null = '100000.00', state = 'draft'): Promise<number> {
      const { ids } = parts;
      const row = await parts.one<{ id: number }>(sql`insert into contracts
        (number, date, kind, type_id, subject, state, organization_id, contractor_id, sum, start_date, expiry_date)
        values (${`ТСТ-${++parts.seq}`}, '2026-01-10', 'contract', ${ids.type}, 'Тестовый договор', ${state}, ${ids.org}, ${ids.partner},
          ${sum}, '2025-01-01', '2099-12-31')
        returning id`);
      return Number(row.id);
    },
    call: (
      who: 'admin' | 'manager' | 'accountant' | 'employee',
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
    ) => callAs(parts.s, who, method, url, payload),
    asEn: (method: 'POST' | 'PATCH', url: string, payload: object) =>
      parts.t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: parts.s.auth.admin, 'accept-language': 'en' } }),
    work: (contractId: number, body: object) =>
      parts.call('admin', 'POST', `/v2_contracts/${contractId}/works`, {
        type: 1,
        name: 'Монтаж',
        unit: 'т',
        quantity: '10',
        price: '1000.50',
        vat: 20,
        ...body,
      }),
    stateOf: async (id: number) => (await parts.one<{ state: string }>(sql`select state from contracts where id = ${id}`)).state,
  };
  beforeAll(async () => {
    parts.t = await createTestApp();
    parts.s = await openSession(parts.t);
    const { ids, one } = parts;
    for (const login of ['admin', 'manager', 'accountant', 'employee'])
      ids[login] = Number((await one<{ id: number }>(sql`select id from users where login = ${login}`)).id);
    ids.partner = Number((await one<{ id: number }>(sql`select id from partners where status = 1 order by id limit 1`)).id);
    ids.org = Number((await one<{ id: number }>(sql`select id from organizations order by id limit 1`)).id);
    const type = await one<{ id: number }>(sql`select id from contract_types order by id limit 1`);
    ids.type = type
      ? Number(type.id)
      : Number((await one<{ id: number }>(sql`insert into contract_types (name) values ('Подряд') returning id`)).id);
    ids.machine = Number((await one<{ id: number }>(sql`select id from equipment where status = 1 order by id limit 1`)).id);
  });
  afterAll(async () => {
    await parts.t?.close();
  });
  return parts;
}
