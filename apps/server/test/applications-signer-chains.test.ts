import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { type ApplicationsClient, useApplicationsApp } from './applications-helpers.ts';
import type { TestApp } from './helpers.ts';

/**
 * Spec 1 §2 (/signers, /staffchains), §7 "POST/PATCH applications/{id}/signers" sets the chain
 * from the user's signers and the staff chains; spec 3 §7 v2_signers/favorites (add/delete).
 */
let t: TestApp;
let c: ApplicationsClient;
useApplicationsApp((app) => {
  ({ t, c } = app);
});

type Option = { value: number; label: string; can_sign: number };
const values = (list: Option[]) => list.map((o) => o.value);

describe("the user's own signers (v2_signers/favorites)", () => {
  it('lists them in order; PUT replaces, POST adds at the end, DELETE removes; only active users with can_sign', async () => {
    const [manager, accountant, user6, user2] = await Promise.all(['manager', 'accountant', 'user6', 'user2'].map((l) => c.userId(l)));
    // The demo employee keeps the manager and the accountant.
    const seeded = await c.call('employee', 'GET', '/api/v2_signers/favorites');
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json()).toEqual([
      expect.objectContaining({ value: manager, label: 'Соколова Ирина Викторовна', can_sign: 1 }),
      expect.objectContaining({ value: accountant, label: 'Морозова Елена Андреевна', can_sign: 1 }),
    ]);

    const replaced = await c.call('user3', 'PUT', '/api/v2_signers/favorites', { signers: [accountant, manager] });
    expect(replaced.statusCode).toBe(200);
    expect(values(replaced.json())).toEqual([accountant, manager]);
    const added = await c.form('user3', 'POST', '/api/v2_signers/favorites', [['user_id', user6]]);
    expect(values(added.json())).toEqual([accountant, manager, user6]);
    // Adding again changes nothing.
    expect(values((await c.call('user3', 'POST', '/api/v2_signers/favorites', { user_id: user6 })).json())).toEqual([
      accountant,
      manager,
      user6,
    ]);

    const noRight = await c.call('user3', 'POST', '/api/v2_signers/favorites', { user_id: user2 });
    expect(noRight.statusCode).toBe(422);
    expect(noRight.json().errors.user_id).toEqual(['У пользователя нет права подписи']);
    const badList = await c.call('user3', 'PUT', '/api/v2_signers/favorites', { signers: [manager, user2] });
    expect(badList.statusCode).toBe(422);
    expect(badList.json().errors.signers).toEqual(['У пользователя нет права подписи']);

    const removed = await c.call('user3', 'DELETE', `/api/v2_signers/favorites/${manager}`);
    expect(values(removed.json())).toEqual([accountant, user6]);
    expect((await c.call('user3', 'DELETE', `/api/v2_signers/favorites/${manager}`)).statusCode).toBe(404);
    // Each user has their own list.
    expect(values((await c.call('employee', 'GET', '/api/v2_signers/favorites')).json())).toEqual([manager, accountant]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2_signers/favorites' })).statusCode).toBe(401);
  });
});

// The staff chains' own API (the `staff_chains` registry) is tested in signers.test.ts.

describe('GET applications/signers/chains: filling the chain in one click', () => {
  it("answers the user's own signers and the staff chains with only the people who may sign now; either fills the chain", async () => {
    const [manager, accountant, user6] = await Promise.all(['manager', 'accountant', 'user6'].map((l) => c.userId(l)));
    const res = await c.call('employee', 'GET', '/api/applications/signers/chains');
    expect(res.statusCode).toBe(200);
    const ready = res.json() as { mine: Option[]; staff: { id: number; name: string; signers: Option[] }[] };
    expect(values(ready.mine)).toEqual([manager, accountant]);
    const purchase = ready.staff.find((x) => x.name.startsWith('Закупка ТМЦ'))!;
    expect(values(purchase.signers)).toEqual([manager, accountant]);

    // The staff chain fills an application's chain: PATCH applications/{id}/signers accepts it as is.
    const id = await c.createTmc('employee', 1);
    const filled = await c.call('employee', 'PATCH', `/api/applications/${id}/signers`, { signers: values(purchase.signers) });
    expect(filled.statusCode).toBe(200);
    expect(filled.json().sign_process).toEqual({ current: 0, total: 2 });
    expect(filled.json().snabs_signers.map((s: { user_id: number }) => s.user_id)).toEqual([manager, accountant]);

    // Someone who lost the signing right is left out of both (a chain left empty is omitted).
    const chain = (await c.call('manager', 'POST', '/api/staff_chains', { name: 'Только механик' })).json();
    expect((await c.call('manager', 'PUT', `/api/staff_chains/${chain.id}/signers`, { user_ids: [user6] })).statusCode).toBe(200);
    await c.call('employee', 'POST', '/api/v2_signers/favorites', { user_id: user6 });
    expect(values((await c.call('employee', 'GET', '/api/applications/signers/chains')).json().mine)).toEqual([manager, accountant, user6]);
    await t.database.db.execute(sql`update users set can_sign = 0 where id = ${user6}`);
    try {
      const after = (await c.call('employee', 'GET', '/api/applications/signers/chains')).json() as typeof ready;
      expect(values(after.mine)).toEqual([manager, accountant]);
      expect(after.staff.map((x) => x.id)).not.toContain(chain.id);
      // The own list still shows them, marked.
      const own = (await c.call('employee', 'GET', '/api/v2_signers/favorites')).json() as Option[];
      expect(own.find((o) => o.value === user6)?.can_sign).toBe(0);
    } finally {
      await t.database.db.execute(sql`update users set can_sign = 1 where id = ${user6}`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/applications/signers/chains' })).statusCode).toBe(401);
  });
});

describe('GET tickets/boards/select (spec 1 §7 lookups, folder 0)', () => {
  it('answers the boards the user may use as select options, filtered by term', async () => {
    const res = await c.call('manager', 'GET', '/api/tickets/boards/select?folder=0&model_method=autocomplete');
    expect(res.statusCode).toBe(200);
    const options = res.json() as { value: number; label: string }[];
    expect(options.map((o) => o.label)).toEqual(expect.arrayContaining(['Снабжение', 'Ремонт техники', 'Офис']));
    expect(options.every((o) => Number.isInteger(o.value) && o.label.length > 0)).toBe(true);
    const found = (await c.call('manager', 'GET', `/api/tickets/boards/select?folder=0&term=${encodeURIComponent('снаб')}`)).json();
    expect(found.map((o: { label: string }) => o.label)).toEqual(['Снабжение']);
    // Another user gets only the boards they may use: never someone else's personal board.
    const mine = (await c.call('employee', 'GET', '/api/tickets/boards/select?folder=0')).json() as { value: number }[];
    const personal = await queryRows<{ id: number }>(
      t.database.db,
      sql`select b.id from boards b join users u on u.id = b.who_add where b.personal = 1 and u.login <> 'employee'`,
    );
    for (const board of personal) expect(mine.map((o) => o.value)).not.toContain(board.id);
    expect((await c.call('manager', 'GET', '/api/tickets/boards/select?folder=2')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/tickets/boards/select' })).statusCode).toBe(401);
  });
});
