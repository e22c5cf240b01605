import fs from 'node:fs';
import { PERMIT_NAMES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, type Db, openDatabase, queryRows } from '../src/plugins/db.ts';
import { seedDemoCompany } from '../src/scripts/seed.ts';

/**
 * The seed's scale factor (for benchmarks) multiplies the staff and leaves the four
 * documented accounts as they are. Always on an in-memory PGlite: this checks the seed,
 * not the engine.
 */
const ACCOUNTS = ['admin', 'manager', 'employee', 'accountant'];

let scaled: Database;

beforeAll(async () => {
  scaled = await openDatabase({ dataDir: ':memory:' });
  await seedDemoCompany(scaled.db, { scale: 2 });
}, 120_000);
afterAll(async () => {
  await scaled?.close();
});

/** Each demo account's type and effective permits (roles plus own permits at 1). */
async function accountRights(db: Db) {
  const rows = await queryRows<{ login: string; type: number; permits: string[] | null }>(
    db,
    sql`select u.login, u.type,
          array(
            select rp.permit from user_roles ur join role_permits rp on rp.role_id = ur.role_id where ur.user_id = u.id
            union
            select up.permit from user_permits up where up.user_id = u.id and up.value = 1
            order by 1
          ) as permits
        from users u where u.login in ('admin', 'manager', 'employee', 'accountant') order by u.login`,
  );
  return Object.fromEntries(rows.map((r) => [r.login, { type: Number(r.type), permits: r.permits ?? [] }]));
}

describe('seed scale factor', () => {
  it('scale 2 gives twice the staff: 4 accounts and 52 people', async () => {
    const [count] = await queryRows<{ n: number }>(scaled.db, sql`select count(*)::int as n from users`);
    expect(Number(count.n)).toBe(4 + 52);
    const staff = await queryRows<{ login: string }>(scaled.db, sql`select login from users where login like 'user%' order by id`);
    expect(staff.map((u) => u.login)).toEqual(Array.from({ length: 52 }, (_, i) => `user${i + 1}`));
  });

  it('the four demo accounts keep their type and permits', async () => {
    const rights = await accountRights(scaled.db);
    expect(Object.keys(rights).sort()).toEqual([...ACCOUNTS].sort());
    expect(rights.admin.type).toBe(1);
    expect(rights.employee).toEqual({ type: 0, permits: [] });
    expect(rights.manager.type).toBe(0);
    expect(rights.manager.permits).toEqual(expect.arrayContaining(['project_manager', 'hidden_chat_access']));
    expect(rights.manager.permits).toEqual(expect.arrayContaining(PERMIT_NAMES.filter((p) => p.endsWith('_view'))));
    expect(rights.accountant.type).toBe(0);
    expect(rights.accountant.permits).toEqual(expect.arrayContaining(['invoices_view', 'registry_paid_sign', 'registry_paid_edit']));

    // Exactly as at scale 1 (the run's template, seeded by the global setup on PGlite).
    const template = inject('pgliteTemplate');
    if (!template) return;
    const plain = await openDatabase({ dataDir: ':memory:', loadDataDir: new Blob([fs.readFileSync(template)]) });
    try {
      expect(rights).toEqual(await accountRights(plain.db));
    } finally {
      await plain.close();
    }
  });
});
