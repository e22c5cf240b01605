import { MAX_SIGNERS, signerGroupsRegistry, signerTypesRegistry, staffChainsRegistry } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/**
 * Signers (spec 1 §2 `/signers`, `/staffchains [staffchains_view]`; spec 3 §7 "/signers/group,
 * /signers/types/, v2_signers/favorites"): the three registries keep the registry contract, then
 * the chains' and groups' ordered signers and the group added to the user's own signers.
 */
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

registryContract({
  session,
  definition: staffChainsRegistry,
  valid: async () => ({ name: `Тестовая цепочка ${next()}` }),
  patch: { comment: 'Для ремонта техники' },
  ownRoutes: ['GET /api/staff_chains/:id/signers staffchains_view', 'PUT /api/staff_chains/:id/signers staffchains_view'],
});

registryContract({
  session,
  definition: signerGroupsRegistry,
  valid: async () => ({ name: `Тестовая группа ${next()}` }),
  patch: { comment: 'Подписанты филиала' },
  ownRoutes: ['GET /api/signer_groups/:id/signers session', 'PUT /api/signer_groups/:id/signers staffchains_view'],
});

registryContract({
  session,
  definition: signerTypesRegistry,
  valid: async () => ({ name: `Тестовый тип ${next()}` }),
  patch: { comment: 'Подпись после бухгалтерии' },
});

const idOf = async (login: string) =>
  (await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = ${login}`))[0].id;
const values = (list: { value: number }[]) => list.map((o) => o.value);

describe('staff chains: the ordered signers (PUT staff_chains/:id/signers)', () => {
  it('sets them in order with a history row; refuses doubles, non-signers, too many (422 ru/en); fills the ready chains', async () => {
    const [manager, accountant, user6, user2] = await Promise.all(['manager', 'accountant', 'user6', 'user2'].map(idOf));
    const chain = (await callAs(s, 'manager', 'POST', '/staff_chains', { name: 'Ремонт техники' })).json() as { id: number };
    const url = `/staff_chains/${chain.id}/signers`;
    expect((await callAs(s, 'manager', 'GET', url)).json()).toEqual([]);

    const set = await callAs(s, 'manager', 'PUT', url, { user_ids: [user6, accountant, manager] });
    expect(set.statusCode, set.body).toBe(200);
    expect(values(set.json())).toEqual([user6, accountant, manager]);
    expect(values((await callAs(s, 'manager', 'GET', url)).json())).toEqual([user6, accountant, manager]);
    const history = (await callAs(s, 'manager', 'GET', `/history/staff_chains/${chain.id}`)).json().items as { field: string }[];
    expect(history.filter((h) => h.field === 'signers')).toHaveLength(1);

    const twice = await callAs(s, 'manager', 'PUT', url, { user_ids: [manager, accountant, manager] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.user_ids).toEqual(['Подписант указан дважды']);
    const noRight = await callAs(s, 'manager', 'PUT', url, { user_ids: [manager, user2] });
    expect(noRight.json().errors.user_ids).toEqual(['У пользователя нет права подписи']);
    const many = Array.from({ length: MAX_SIGNERS + 1 }, (_, i) => 100_000 + i);
    expect((await callAs(s, 'manager', 'PUT', url, { user_ids: many })).json().errors.user_ids).toEqual([
      'Не больше 50 подписантов в цепочке',
    ]);
    const en = await t.app.inject({
      method: 'PUT',
      url: `/api${url}`,
      payload: { user_ids: [user2] },
      headers: { authorization: s.auth.manager, 'accept-language': 'en' },
    });
    expect(en.json().errors.user_ids).toEqual(['The user has no signing right']);
    // Nothing changed by the refusals.
    expect(values((await callAs(s, 'manager', 'GET', url)).json())).toEqual([user6, accountant, manager]);
    expect((await callAs(s, 'employee', 'PUT', url, { user_ids: [manager] })).statusCode).toBe(403);
    expect((await callAs(s, 'manager', 'PUT', '/staff_chains/999999/signers', { user_ids: [manager] })).statusCode).toBe(404);

    // The application form's ready chains offer it, as built here.
    const ready = (await callAs(s, 'employee', 'GET', '/applications/signers/chains')).json() as { staff: { id: number; signers: [] }[] };
    expect(values(ready.staff.find((c) => c.id === chain.id)!.signers)).toEqual([user6, accountant, manager]);
    // In the trash it is neither offered nor editable.
    expect((await callAs(s, 'manager', 'DELETE', `/staff_chains/${chain.id}`)).statusCode).toBe(200);
    const after = (await callAs(s, 'employee', 'GET', '/applications/signers/chains')).json() as { staff: { id: number }[] };
    expect(after.staff.map((c) => c.id)).not.toContain(chain.id);
    expect((await callAs(s, 'manager', 'PUT', url, { user_ids: [manager] })).statusCode).toBe(404);
  });

  it('the demo company has chains, groups and types', async () => {
    const chains = (await callAs(s, 'manager', 'GET', '/staff_chains')).json().items as { name: string }[];
    expect(chains.map((c) => c.name)).toContain('Закупка ТМЦ: руководитель и бухгалтерия');
    const types = (await callAs(s, 'employee', 'GET', '/signer_types')).json().items as { name: string }[];
    expect(types.map((x) => x.name)).toEqual(expect.arrayContaining(['Согласующий', 'Утверждающий']));
  });
});

describe('signer groups: members, and a group added to the user’s own signers', () => {
  it('every user reads a group and its members; POST v2_signers/favorites/group/:id appends those who may sign', async () => {
    const [manager, accountant, user6] = await Promise.all(['manager', 'accountant', 'user6'].map(idOf));
    const group = (await callAs(s, 'manager', 'POST', '/signer_groups', { name: `Филиал ${next()}` })).json() as { id: number };
    expect((await callAs(s, 'manager', 'PUT', `/signer_groups/${group.id}/signers`, { user_ids: [user6, accountant] })).statusCode).toBe(
      200,
    );
    expect(values((await callAs(s, 'employee', 'GET', `/signer_groups/${group.id}/signers`)).json())).toEqual([user6, accountant]);

    // The employee keeps the manager and the accountant: the accountant stays where they are, user6 goes last.
    const added = await callAs(s, 'employee', 'POST', `/v2_signers/favorites/group/${group.id}`);
    expect(added.statusCode, added.body).toBe(200);
    expect(values(added.json())).toEqual([manager, accountant, user6]);
    expect(values((await callAs(s, 'employee', 'DELETE', `/v2_signers/favorites/${user6}`)).json())).toEqual([manager, accountant]);

    const empty = (await callAs(s, 'manager', 'POST', '/signer_groups', { name: `Пустая ${next()}` })).json() as { id: number };
    const refused = await callAs(s, 'employee', 'POST', `/v2_signers/favorites/group/${empty.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.group_id).toEqual(['У пользователя нет права подписи']);
    expect((await callAs(s, 'employee', 'POST', '/v2_signers/favorites/group/999999')).statusCode).toBe(404);
  });
});
