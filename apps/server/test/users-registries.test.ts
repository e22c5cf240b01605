import { groupsRegistry, rolesRegistry } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/**
 * Roles and user groups on the registry engine (issue 11): the registry contract from
 * `rolesRegistry` / `groupsRegistry`, with the access module's own routes under their paths
 * (a role's grants, a group's members); then what the engine adds to them: search, the trash
 * and a name freed by a deletion. Their rules (names, permits, holders) are in users-admin.test.ts.
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
registryContract({
  session,
  definition: rolesRegistry,
  valid: async () => ({ name: `Тестовая роль ${++seq}` }),
  patch: { name: 'Переименованная роль (контракт)' },
  ownRoutes: ['GET /api/roles/:id/grants users_roles_access', 'PATCH /api/roles/:id/grants users_roles_access'],
});

registryContract({
  session,
  definition: groupsRegistry,
  valid: async () => ({ name: `Тестовая группа ${++seq}` }),
  patch: { name: 'Переименованная группа (контракт)' },
  ownRoutes: ['GET /api/user_groups/:id/members users_groups_access', 'PUT /api/user_groups/:id/members users_groups_access'],
});

describe('roles and groups in the engine', () => {
  it('finds a role by a word of its name, and a restored role whose name was taken meanwhile is a 422', async () => {
    const created = (await callAs(s, 'admin', 'POST', '/roles', { name: 'Диспетчер автоколонны' })).json();
    const found = (await callAs(s, 'admin', 'GET', '/roles?search=автоколонн')).json();
    expect(found.items.map((r: { id: number }) => r.id)).toEqual([created.id]);

    expect((await callAs(s, 'admin', 'DELETE', `/roles/${created.id}`)).statusCode).toBe(200);
    expect((await callAs(s, 'admin', 'GET', '/roles/trash?limit=200')).json().items.map((r: { id: number }) => r.id)).toContain(created.id);
    const twin = await callAs(s, 'admin', 'POST', '/roles', { name: 'ДИСПЕТЧЕР автоколонны' });
    expect(twin.statusCode).toBe(200);
    const restore = await callAs(s, 'admin', 'POST', `/roles/${created.id}/restore`);
    expect(restore.statusCode).toBe(422);
    expect(restore.json()).toEqual({ errors: { name: ['Роль с таким названием уже есть'] } });
  });

  it('answers a malformed or out-of-range role or group id with 422, never 5xx', async () => {
    for (const bad of ['abc', '0', '99999999999']) {
      expect((await callAs(s, 'admin', 'GET', `/roles/${bad}/grants`)).statusCode, bad).toBe(422);
      expect((await callAs(s, 'admin', 'PATCH', `/roles/${bad}/grants`, { permits: [] })).statusCode, bad).toBe(422);
      expect((await callAs(s, 'admin', 'GET', `/user_groups/${bad}/members`)).statusCode, bad).toBe(422);
      expect((await callAs(s, 'admin', 'PUT', `/user_groups/${bad}/members`, { user_ids: [] })).statusCode, bad).toBe(422);
    }
  });

  it('writes grant and member changes into the record history', async () => {
    const role = (await callAs(s, 'admin', 'POST', '/roles', { name: 'История прав' })).json();
    expect((await callAs(s, 'admin', 'PATCH', `/roles/${role.id}/grants`, { permits: ['hr_view'] })).statusCode).toBe(200);
    const history = (await callAs(s, 'admin', 'GET', `/history/roles/${role.id}`)).json().items;
    expect(history[0]).toMatchObject({ field: 'permits', old_value: null, new_value: 'hr_view' });

    const group = (await callAs(s, 'admin', 'POST', '/user_groups', { name: 'История участников' })).json();
    const user = (await callAs(s, 'admin', 'GET', '/users?search=user2')).json().items[0];
    expect((await callAs(s, 'admin', 'PUT', `/user_groups/${group.id}/members`, { user_ids: [user.id] })).statusCode).toBe(200);
    const groupHistory = (await callAs(s, 'admin', 'GET', `/history/user_groups/${group.id}`)).json().items;
    expect(groupHistory[0]).toMatchObject({ field: 'users', old_value: null, new_value: user.fio });
  });

  it('purging a role from the trash takes its permits and holders with it', async () => {
    const role = (await callAs(s, 'admin', 'POST', '/roles', { name: 'На удаление' })).json();
    const user = (await callAs(s, 'admin', 'GET', '/users?search=user3')).json().items[0];
    await callAs(s, 'admin', 'PATCH', `/roles/${role.id}/grants`, { permits: ['hr_view'], user_ids: [user.id] });
    await callAs(s, 'admin', 'DELETE', `/roles/${role.id}`);
    expect((await callAs(s, 'admin', 'DELETE', `/trash/roles/${role.id}`)).statusCode).toBe(200);
    expect((await callAs(s, 'admin', 'GET', `/roles/${role.id}`)).statusCode).toBe(404);
    expect((await callAs(s, 'admin', 'GET', `/users/${user.id}`)).json().roles.some((r: { id: number }) => r.id === role.id)).toBe(false);
  });
});
