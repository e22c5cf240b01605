import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/users/index.ts';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).authorization;
  employee = (await t.login('employee')).authorization;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, authorization?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });
const asAdmin = (method: Method, url: string, payload?: object) => call(method, url, admin, payload);

async function idOf(login: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = ${login}`);
  return row.id;
}
async function idOfRole(name: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from roles where name = ${name} and status = 1`);
  return row.id;
}
async function idOfGroup(name: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from user_groups where name = ${name} and status = 1`);
  return row.id;
}

interface ListItem {
  id: number;
  login: string;
  fio: string;
  email: string | null;
  status: number;
  roles: { id: number; name: string }[];
  groups: { id: number; name: string }[];
  organizations: { id: number; name: string }[];
}

/** Walks every page of a list query; answers the items in order and the pages seen. */
async function allPages(query: string, limit: number) {
  const items: ListItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const url: string = `/api/users?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await asAdmin('GET', url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.length).toBeLessThanOrEqual(limit);
    items.push(...body.items);
    cursor = body.next_cursor;
    pages++;
  } while (cursor && pages < 100);
  return { items, pages };
}

describe('GET /api/users', () => {
  it('lists users with roles, groups and organizations, and the total', async () => {
    const res = await asAdmin('GET', '/api/users');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(30);
    expect(body.next_cursor).toBeNull();
    expect(body.items).toHaveLength(30);
    const manager = body.items.find((u: ListItem) => u.login === 'manager');
    expect(manager).toEqual({
      id: expect.any(Number),
      login: 'manager',
      fio: 'Соколова Ирина Викторовна',
      email: 'manager@demo.local',
      phone: expect.any(String),
      post: 'Руководитель проектов',
      avatar: expect.stringMatching(/^\/api\/users\/\d+\/avatar\.svg$/),
      status: 1,
      type: 0,
      roles: [{ id: expect.any(Number), name: 'Руководитель проектов' }],
      groups: [{ id: expect.any(Number), name: 'Офис' }],
      organizations: [{ id: expect.any(Number), name: expect.any(String) }],
    });
    const adminItem = body.items.find((u: ListItem) => u.login === 'admin');
    expect(adminItem.organizations).toHaveLength(2);
    // Sorted by fio by default.
    const fios = body.items.map((u: ListItem) => u.fio);
    expect(fios).toEqual([...fios].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages by keyset on (fio, id) and on id, without gaps or repeats', async () => {
    const byFio = await allPages('sort=fio', 7);
    expect(byFio.pages).toBe(5);
    expect(byFio.items).toHaveLength(30);
    expect(new Set(byFio.items.map((u) => u.id)).size).toBe(30);
    const full = (await asAdmin('GET', '/api/users?limit=200')).json().items.map((u: ListItem) => u.id);
    expect(byFio.items.map((u) => u.id)).toEqual(full);

    const byId = await allPages('sort=id', 4);
    expect(byId.pages).toBe(8);
    const ids = byId.items.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(30);
  });

  it('refuses a bad cursor, a cursor of another sort and a limit over 200', async () => {
    expect((await asAdmin('GET', '/api/users?cursor=garbage')).json()).toEqual({ errors: { cursor: ['Неверное значение'] } });
    const first = (await asAdmin('GET', '/api/users?sort=id&limit=2')).json();
    expect((await asAdmin('GET', `/api/users?sort=fio&cursor=${first.next_cursor}`)).statusCode).toBe(422);
    const tooMany = await asAdmin('GET', '/api/users?limit=201');
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['limit']);
  });

  it('searches fio, login and email case-insensitively, in Cyrillic too', async () => {
    const lower = (await asAdmin('GET', `/api/users?search=${encodeURIComponent('петров')}`)).json();
    expect(lower.items.length).toBeGreaterThan(0);
    expect(lower.items.map((u: ListItem) => u.login)).toContain('employee');
    for (const u of lower.items) expect(u.fio.toLowerCase()).toContain('петров');
    expect(lower.total).toBe(lower.items.length);

    const upper = (await asAdmin('GET', `/api/users?search=${encodeURIComponent('ИРИНА ВИКТОРОВНА')}`)).json();
    expect(upper.items.map((u: ListItem) => u.login)).toContain('manager');

    const byLogin = (await asAdmin('GET', '/api/users?search=ACCOUNT')).json();
    expect(byLogin.items.map((u: ListItem) => u.login)).toEqual(['accountant']);

    const byEmail = (await asAdmin('GET', '/api/users?search=user12@demo')).json();
    expect(byEmail.items.map((u: ListItem) => u.login)).toEqual(['user12']);

    // LIKE wildcards stand for themselves.
    expect((await asAdmin('GET', '/api/users?search=%25')).json()).toMatchObject({ items: [], total: 0 });
    expect((await asAdmin('GET', '/api/users?search=_')).json().total).toBe(0);
  });

  it('filters by group, role and blocked', async () => {
    const office = await idOfGroup('Офис');
    const byGroup = (await asAdmin('GET', `/api/users?group_id=${office}`)).json();
    expect(byGroup.items.map((u: ListItem) => u.login).sort()).toEqual(['accountant', 'admin', 'employee', 'manager']);
    const supply = await idOfRole('Снабжение');
    const byRole = (await asAdmin('GET', `/api/users?role_id=${supply}`)).json();
    expect(byRole.items.map((u: ListItem) => u.login).sort()).toEqual(['user1', 'user3']);
    expect((await asAdmin('GET', '/api/users?blocked=1')).json()).toMatchObject({ items: [], total: 0 });
    expect((await asAdmin('GET', '/api/users?blocked=0')).json().total).toBe(30);
  });

  it('needs users_access: 401 without a token, 403 for an employee', async () => {
    expect((await call('GET', '/api/users')).json()).toEqual({ token: false });
    const res = await call('GET', '/api/users', employee);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, result_content: 'Недостаточно прав' });
  });
});

describe('GET /api/users/autocomplete', () => {
  it('answers active users matching a term, to any signed-in user', async () => {
    const res = await call('GET', `/api/users/autocomplete?term=${encodeURIComponent('иван')}`, employee);
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['avatar', 'fio', 'id', 'post']);
      expect(item.fio.toLowerCase()).toContain('иван');
    }
  });

  it('answers at most 20', async () => {
    const items = (await call('GET', '/api/users/autocomplete', employee)).json();
    expect(items).toHaveLength(20);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/users/autocomplete?term=a')).statusCode).toBe(401);
  });
});

describe('POST /api/users', () => {
  it('creates a user whose administrator-issued password must be changed', async () => {
    const roleId = await idOfRole('Бухгалтер');
    const groupId = await idOfGroup('Водители');
    const res = await asAdmin('POST', '/api/users', {
      login: 'Newbie',
      fio: 'Новиков Пётр Ильич',
      email: 'newbie@demo.local',
      phone: '+7 900 000-00-00',
      post: 'Стажёр',
      telegram: '@newbie',
      password: 'start-pass-1',
      can_sign: 1,
      role_ids: [roleId],
      group_ids: [groupId],
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(id).toBeGreaterThan(0);

    const card = (await asAdmin('GET', `/api/users/${id}`)).json();
    expect(card).toMatchObject({
      id,
      login: 'Newbie',
      fio: 'Новиков Пётр Ильич',
      telegram: '@newbie',
      can_sign: 1,
      status: 1,
      roles: [{ id: roleId, name: 'Бухгалтер' }],
      groups: [{ id: groupId, name: 'Водители' }],
      organizations: [],
      permits: {},
    });

    const { authorization } = await t.login('newbie', 'start-pass-1');
    const rights = (await call('GET', '/api/?get_rights=1', authorization)).json();
    expect(rights.check_password_change).toBe(1);
    expect(rights.permits.invoices_view).toBe(1);
  });

  it('refuses a taken login, whatever its case', async () => {
    const res = await asAdmin('POST', '/api/users', { login: 'ADMIN', fio: 'Второй', password: 'long-enough' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { login: ['Такой логин уже занят'] } });
  });

  it('validates the fields with i18n messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: { login: '', password: 'short', email: 'not-an-email', role_ids: [999999] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      login: ['Fill in this required field'],
      fio: ['Fill in this required field'],
      password: ['The password must be at least 8 characters long'],
      email: ['Invalid value'],
    });
    const unknownRole = await asAdmin('POST', '/api/users', { login: 'x1', fio: 'Икс', password: 'long-enough', role_ids: [999999] });
    expect(unknownRole.json()).toEqual({ errors: { role_ids: ['Неверное значение'] } });
  });

  it('accepts a urlencoded form body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `login=formuser&fio=${encodeURIComponent('Формов Фома')}&password=long-enough&can_sign=0&group_ids[]=${await idOfGroup('Офис')}`,
    });
    expect(res.statusCode).toBe(200);
    const card = (await asAdmin('GET', `/api/users/${res.json().id}`)).json();
    expect(card.groups.map((g: { name: string }) => g.name)).toEqual(['Офис']);
  });

  it('is refused to an employee', async () => {
    expect((await call('POST', '/api/users', employee, { login: 'z', fio: 'z', password: 'long-enough' })).statusCode).toBe(403);
  });
});

describe('GET /api/users/:id', () => {
  it('answers the card with own permits only', async () => {
    const id = await idOf('manager');
    const card = (await asAdmin('GET', `/api/users/${id}`)).json();
    expect(card).toMatchObject({ id, login: 'manager', can_sign: 1, telegram: null, permits: {} });
    expect(card.roles).toHaveLength(1);
  });

  it('answers 404 for an unknown user and 422 for a non-numeric id', async () => {
    expect((await asAdmin('GET', '/api/users/999999')).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/users/abc')).statusCode).toBe(422);
  });

  it('answers only the short card to an employee, and to an administrator who asks for short=true', async () => {
    const id = await idOf('manager');
    const keys = ['avatar', 'email', 'fio', 'id', 'phone', 'post', 'profile_link', 'tab_number'];
    const asEmployee = await call('GET', `/api/users/${id}`, employee);
    expect(asEmployee.statusCode).toBe(200);
    expect(Object.keys(asEmployee.json()).sort()).toEqual(keys);
    expect(asEmployee.json()).toMatchObject({ id, fio: 'Соколова Ирина Викторовна', post: 'Руководитель проектов' });
    expect(Object.keys((await call('GET', `/api/users/${id}?short=true`, employee)).json()).sort()).toEqual(keys);
    expect(Object.keys((await asAdmin('GET', `/api/users/${id}?short=true`)).json()).sort()).toEqual(keys);
    expect((await asAdmin('GET', `/api/users/${id}`)).json().roles).toBeDefined();
    expect((await call('GET', '/api/users/999999?short=true', employee)).statusCode).toBe(404);
  });
});

describe('PATCH /api/users/:id', () => {
  it('updates fields, relations and own permits, writing one history row per changed field', async () => {
    const id = await idOf('user5');
    const before = (await asAdmin('GET', `/api/users/${id}`)).json();
    const office = await idOfGroup('Офис');
    const supply = await idOfRole('Снабжение');
    const res = await asAdmin('PATCH', `/api/users/${id}`, {
      fio: 'Переименованный Пользователь',
      post: before.post, // unchanged: no history row
      telegram: '@user5',
      email: '',
      can_sign: 1,
      role_ids: [supply],
      group_ids: [office],
      permits: { users_groups_access: 1, trash_view: 0 },
    });
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card).toMatchObject({
      id,
      fio: 'Переименованный Пользователь',
      telegram: '@user5',
      email: null,
      can_sign: 1,
      roles: [{ id: supply, name: 'Снабжение' }],
      groups: [{ id: office, name: 'Офис' }],
      permits: { users_groups_access: 1 },
    });

    const history = (await asAdmin('GET', `/api/users/${id}/history`)).json().items;
    const fields = history.map((h: { field: string }) => h.field).sort();
    expect(fields).toEqual(['can_sign', 'email', 'fio', 'groups', 'permits.users_groups_access', 'roles', 'telegram']);
    const fio = history.find((h: { field: string }) => h.field === 'fio');
    expect(fio).toEqual({
      id: expect.any(Number),
      date_add: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      who_add_fio: 'Администратор Системы',
      field: 'fio',
      old_value: before.fio,
      new_value: 'Переименованный Пользователь',
    });
    expect(history.find((h: { field: string }) => h.field === 'roles')).toMatchObject({ old_value: null, new_value: 'Снабжение' });
    expect(history.find((h: { field: string }) => h.field === 'permits.users_groups_access')).toMatchObject({
      old_value: '0',
      new_value: '1',
    });

    // The own permit works on the user's next request; taking it away works as fast.
    const { authorization } = await t.login('user5');
    expect((await call('GET', '/api/user_groups', authorization)).statusCode).toBe(200);
    await asAdmin('PATCH', `/api/users/${id}`, { permits: { users_groups_access: 0 } });
    expect((await call('GET', '/api/user_groups', authorization)).statusCode).toBe(403);
    expect((await asAdmin('GET', `/api/users/${id}`)).json().permits).toEqual({});
  });

  it('writes nothing when nothing changed', async () => {
    const id = await idOf('user6');
    const before = (await asAdmin('GET', `/api/users/${id}/history`)).json().items.length;
    const card = (await asAdmin('GET', `/api/users/${id}`)).json();
    await asAdmin('PATCH', `/api/users/${id}`, {
      fio: card.fio,
      post: card.post,
      organization_ids: card.organizations.map((o: { id: number }) => o.id),
    });
    expect((await asAdmin('GET', `/api/users/${id}/history`)).json().items).toHaveLength(before);
  });

  it('refuses unknown permit names and unknown groups with 422, changing nothing', async () => {
    const id = await idOf('user7');
    const res = await asAdmin('PATCH', `/api/users/${id}`, { fio: 'Не сохранится', permits: { no_such_permit: 1 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { permits: ['Неизвестное право'] } });
    const badGroup = await asAdmin('PATCH', `/api/users/${id}`, { fio: 'Не сохранится', group_ids: [999999] });
    expect(badGroup.json()).toEqual({ errors: { group_ids: ['Неверное значение'] } });
    expect((await asAdmin('GET', `/api/users/${id}`)).json().fio).not.toBe('Не сохранится');
    const emptyFio = await asAdmin('PATCH', `/api/users/${id}`, { fio: '  ' });
    expect(emptyFio.json()).toEqual({ errors: { fio: ['Заполните обязательное поле'] } });
  });

  it('answers 404 for an unknown user and 403 to an employee', async () => {
    expect((await asAdmin('PATCH', '/api/users/999999', { fio: 'X' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/users/${await idOf('user7')}`, employee, { fio: 'X' })).statusCode).toBe(403);
  });

  it('lets only a super admin change a super admin', async () => {
    const managerId = await idOf('manager');
    await asAdmin('PATCH', `/api/users/${managerId}`, { permits: { users_access: 1 } });
    const manager = (await t.login('manager')).authorization;
    const adminId = await idOf('admin');
    const res = await call('PATCH', `/api/users/${adminId}`, manager, { fio: 'Захвачен' });
    expect(res.statusCode).toBe(403);
    expect((await call('POST', `/api/users/${adminId}/reset-password`, manager)).statusCode).toBe(403);
    expect((await call('POST', `/api/users/${adminId}/block`, manager, { blocked: 1 })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/users/${await idOf('user8')}`, manager, { post: 'Механик' })).statusCode).toBe(200);
    await asAdmin('PATCH', `/api/users/${managerId}`, { permits: { users_access: 0 } });
  });
});

describe('POST /api/users/:id/block', () => {
  it("takes effect on the user's very next request, and unblocking restores access", async () => {
    const { authorization } = await t.login('user9');
    expect((await call('GET', '/api/?get_rights=1', authorization)).statusCode).toBe(200);
    const id = await idOf('user9');
    const res = await asAdmin('POST', `/api/users/${id}/block`, { blocked: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0 });

    const next = await call('GET', '/api/?get_rights=1', authorization);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ token: false });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'user9', password: 'demo1234' } });
    expect(signIn.statusCode).toBe(403);
    expect((await asAdmin('GET', '/api/users?blocked=1')).json().items.map((u: ListItem) => u.id)).toEqual([id]);
    const picker = (await call('GET', '/api/users/autocomplete?term=user9', employee)).json();
    expect(picker).toEqual([]);

    expect((await asAdmin('POST', `/api/users/${id}/block`, { blocked: 0 })).json()).toEqual({ status: 1 });
    // Blocking revoked the old sessions: unblocking does not bring them back.
    expect((await call('GET', '/api/?get_rights=1', authorization)).statusCode).toBe(401);
    await t.login('user9');
    const history = (await asAdmin('GET', `/api/users/${id}/history`)).json().items;
    expect(history.map((h: { field: string; old_value: string; new_value: string }) => [h.field, h.old_value, h.new_value])).toEqual([
      ['status', '0', '1'],
      ['status', '1', '0'],
    ]);
  });

  it('refuses to block yourself', async () => {
    const res = await asAdmin('POST', `/api/users/${await idOf('admin')}/block`, { blocked: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, result_content: 'Нельзя заблокировать самого себя' });
    expect((await asAdmin('GET', '/api/?get_rights=1')).statusCode).toBe(200);
  });

  it('validates the flag and the user', async () => {
    const id = await idOf('user10');
    expect((await asAdmin('POST', `/api/users/${id}/block`, {})).json()).toEqual({ errors: { blocked: ['Заполните обязательное поле'] } });
    expect((await asAdmin('POST', `/api/users/${id}/block`, { blocked: 2 })).statusCode).toBe(422);
    expect((await asAdmin('POST', '/api/users/999999/block', { blocked: 1 })).statusCode).toBe(404);
    expect((await call('POST', `/api/users/${id}/block`, employee, { blocked: 1 })).statusCode).toBe(403);
  });
});

describe('POST /api/users/:id/reset-password', () => {
  it('issues a new password that must be changed; the old one stops working', async () => {
    const id = await idOf('user11');
    const res = await asAdmin('POST', `/api/users/${id}/reset-password`);
    expect(res.statusCode).toBe(200);
    const { password } = res.json();
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    const old = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'user11', password: 'demo1234' } });
    expect(old.statusCode).toBe(400);
    const { authorization } = await t.login('user11', password);
    expect((await call('GET', '/api/?get_rights=1', authorization)).json().check_password_change).toBe(1);
    const history = (await asAdmin('GET', `/api/users/${id}/history`)).json().items;
    expect(history[0]).toMatchObject({ field: 'password', old_value: null, new_value: null });
  });

  it("ends the user's open sessions (a stolen token stops working), not other users'", async () => {
    const open = await t.login('user14');
    const id = await idOf('user14');
    expect((await call('GET', '/api/?get_rights=1', open.authorization)).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/users/${id}/reset-password`)).statusCode).toBe(200);
    const after = await call('GET', '/api/?get_rights=1', open.authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ token: false });
    expect((await call('GET', '/api/?get_rights=1', admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/?get_rights=1', employee)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 403 to an employee', async () => {
    expect((await asAdmin('POST', '/api/users/999999/reset-password')).statusCode).toBe(404);
    expect((await call('POST', `/api/users/${await idOf('user11')}/reset-password`, employee)).statusCode).toBe(403);
  });
});

describe('GET /api/users/:id/history', () => {
  it('answers 404 for an unknown user and 403 to an employee', async () => {
    expect((await asAdmin('GET', '/api/users/999999/history')).statusCode).toBe(404);
    expect((await call('GET', `/api/users/${await idOf('user5')}/history`, employee)).statusCode).toBe(403);
  });
});

// Groups and roles are registries of the engine (`/api/user_groups`, `/api/roles`: list, card,
// create, rename, trash; contract tests in users-registries.test.ts); their members, permits
// and holders are the access module's own routes under those paths.
describe('/api/user_groups', () => {
  it('lists active groups; their members answer how many users each has', async () => {
    const res = await asAdmin('GET', '/api/user_groups?limit=200');
    expect(res.statusCode).toBe(200);
    const office = res.json().items.find((g: { name: string }) => g.name === 'Офис');
    expect(office).toMatchObject({ id: expect.any(Number), name: 'Офис', status: 1 });
    const members = (await asAdmin('GET', `/api/user_groups/${office.id}/members`)).json().users;
    expect(members.length).toBeGreaterThanOrEqual(4);
  });

  it('creates, reads, edits and softly deletes a group', async () => {
    const ids = [await idOf('user1'), await idOf('user2')];
    const created = await asAdmin('POST', '/api/user_groups', { name: 'Склад' });
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect((await asAdmin('PUT', `/api/user_groups/${id}/members`, { user_ids: ids })).statusCode).toBe(200);

    expect((await asAdmin('GET', `/api/user_groups/${id}`)).json()).toMatchObject({ id, name: 'Склад' });
    const members = (await asAdmin('GET', `/api/user_groups/${id}/members`)).json().users;
    expect(members.map((u: { id: number }) => u.id).sort()).toEqual([...ids].sort());
    expect(Object.keys(members[0]).sort()).toEqual(['fio', 'id', 'post']);

    const taken = await asAdmin('POST', '/api/user_groups', { name: 'склад' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ errors: { name: ['Группа с таким названием уже есть'] } });
    expect((await asAdmin('PATCH', `/api/user_groups/${id}`, { name: 'Офис' })).json()).toEqual({
      errors: { name: ['Группа с таким названием уже есть'] },
    });

    const edited = await asAdmin('PATCH', `/api/user_groups/${id}`, { name: 'Центральный склад' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, name: 'Центральный склад' });
    const narrowed = await asAdmin('PUT', `/api/user_groups/${id}/members`, { user_ids: [ids[0]] });
    expect(narrowed.json()).toMatchObject({ users: [{ id: ids[0] }] });
    expect((await asAdmin('GET', `/api/user_groups/${id}/members`)).json().users).toHaveLength(1);
    const user1 = (await asAdmin('GET', `/api/users/${ids[0]}`)).json();
    expect(user1.groups.map((g: { name: string }) => g.name)).toContain('Центральный склад');

    const deleted = await asAdmin('DELETE', `/api/user_groups/${id}`);
    expect(deleted.statusCode).toBe(200);
    // In the trash: the card says so, its members and a second delete are not found.
    expect((await asAdmin('GET', `/api/user_groups/${id}`)).json().status).toBe(0);
    expect((await asAdmin('GET', `/api/user_groups/${id}/members`)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/api/user_groups/${id}`)).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/user_groups?limit=200')).json().items.some((g: { id: number }) => g.id === id)).toBe(false);
    expect((await asAdmin('GET', `/api/users/${ids[0]}`)).json().groups.some((g: { id: number }) => g.id === id)).toBe(false);
    // The name is free again once the group is deleted.
    expect((await asAdmin('POST', '/api/user_groups', { name: 'Центральный склад' })).statusCode).toBe(200);
  });

  it('validates the body', async () => {
    expect((await asAdmin('POST', '/api/user_groups', {})).json()).toEqual({ errors: { name: ['Заполните обязательное поле'] } });
    const office = await idOfGroup('Офис');
    expect((await asAdmin('PUT', `/api/user_groups/${office}/members`, { user_ids: [999999] })).json()).toEqual({
      errors: { user_ids: ['Неверное значение'] },
    });
    expect((await asAdmin('PATCH', '/api/user_groups/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await asAdmin('PUT', '/api/user_groups/999999/members', { user_ids: [] })).statusCode).toBe(404);
  });

  it('needs users_groups_access', async () => {
    const office = await idOfGroup('Офис');
    expect((await call('GET', '/api/user_groups', employee)).statusCode).toBe(403);
    expect((await call('POST', '/api/user_groups', employee, { name: 'X' })).statusCode).toBe(403);
    expect((await call('GET', `/api/user_groups/${office}`, employee)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/user_groups/${office}`, employee, { name: 'X' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/user_groups/${office}`, employee)).statusCode).toBe(403);
    expect((await call('GET', `/api/user_groups/${office}/members`, employee)).statusCode).toBe(403);
    expect((await call('PUT', `/api/user_groups/${office}/members`, employee, { user_ids: [] })).statusCode).toBe(403);
  });
});

describe('/api/roles', () => {
  it('lists active roles; their grants answer the permits and holders', async () => {
    const items = (await asAdmin('GET', '/api/roles?limit=200')).json().items;
    const accountant = items.find((r: { name: string }) => r.name === 'Бухгалтер');
    expect(accountant).toMatchObject({ id: expect.any(Number), name: 'Бухгалтер', status: 1 });
    const grants = (await asAdmin('GET', `/api/roles/${accountant.id}/grants`)).json();
    expect(grants.permits).toContain('invoices_view');
    expect(grants.users.length).toBeGreaterThanOrEqual(1);
  });

  it('creates a role; removing a permit takes effect on the holders next request', async () => {
    const created = await asAdmin('POST', '/api/roles', { name: 'Кадровик' });
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect((await asAdmin('PATCH', `/api/roles/${id}/grants`, { permits: ['users_groups_access', 'hr_view'] })).statusCode).toBe(200);
    expect((await asAdmin('POST', '/api/roles', { name: 'КАДРОВИК' })).json()).toEqual({
      errors: { name: ['Роль с таким названием уже есть'] },
    });

    const employeeId = await idOf('employee');
    const given = await asAdmin('PATCH', `/api/roles/${id}/grants`, { user_ids: [employeeId] });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual({
      permits: ['hr_view', 'users_groups_access'],
      users: [{ id: employeeId, fio: 'Петров Иван Сергеевич' }],
    });
    expect((await call('GET', '/api/user_groups', employee)).statusCode).toBe(200);

    const narrowed = await asAdmin('PATCH', `/api/roles/${id}/grants`, { permits: ['hr_view'] });
    expect(narrowed.json()).toMatchObject({ permits: ['hr_view'] });
    expect((await asAdmin('PATCH', `/api/roles/${id}`, { name: 'Подбор' })).json()).toMatchObject({ name: 'Подбор' });
    const next = await call('GET', '/api/user_groups', employee);
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({ error: true, result_content: 'Недостаточно прав' });

    // Deleting the role takes its permits away too.
    await asAdmin('PATCH', `/api/roles/${id}/grants`, { permits: ['users_groups_access'] });
    expect((await call('GET', '/api/user_groups', employee)).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/roles/${id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/user_groups', employee)).statusCode).toBe(403);
    expect((await asAdmin('GET', `/api/roles/${id}`)).json().status).toBe(0);
    expect((await asAdmin('GET', `/api/roles/${id}/grants`)).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/roles?limit=200')).json().items.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await asAdmin('GET', `/api/users/${employeeId}`)).json().roles).toEqual([]);
  });

  it('refuses unknown permits and users with 422; a new role starts with no permits', async () => {
    const plain = (await asAdmin('POST', '/api/roles', { name: 'Без прав' })).json();
    expect((await asAdmin('GET', `/api/roles/${plain.id}/grants`)).json()).toEqual({ permits: [], users: [] });
    expect((await asAdmin('PATCH', `/api/roles/${plain.id}/grants`, { permits: ['invoices_view', 'fly'] })).json()).toEqual({
      errors: { permits: ['Неизвестное право'] },
    });
    expect((await asAdmin('GET', `/api/roles/${plain.id}/grants`)).json().permits).toEqual([]);
    const role = await idOfRole('Снабжение');
    expect((await asAdmin('PATCH', `/api/roles/${role}/grants`, { permits: ['fly'] })).statusCode).toBe(422);
    expect((await asAdmin('PATCH', `/api/roles/${role}/grants`, { user_ids: [999999] })).json()).toEqual({
      errors: { user_ids: ['Неверное значение'] },
    });
    expect((await asAdmin('GET', `/api/roles/${role}/grants`)).json().users).toHaveLength(3);
    expect((await asAdmin('PATCH', '/api/roles/999999/grants', { permits: [] })).statusCode).toBe(404);
  });

  it('reads a role with its holders', async () => {
    const role = await idOfRole('Снабжение');
    expect((await asAdmin('GET', `/api/roles/${role}`)).json()).toMatchObject({ id: role, name: 'Снабжение' });
    const grants = (await asAdmin('GET', `/api/roles/${role}/grants`)).json();
    expect(grants.permits).toContain('snab_setPriority');
    expect(grants.users.map((u: { id: number }) => u.id).sort()).toEqual(
      [await idOf('user1'), await idOf('user3'), await idOf('user5')].sort(),
    );
  });

  it('needs users_roles_access', async () => {
    const role = await idOfRole('Снабжение');
    expect((await call('GET', '/api/roles', employee)).statusCode).toBe(403);
    expect((await call('POST', '/api/roles', employee, { name: 'X' })).statusCode).toBe(403);
    expect((await call('GET', `/api/roles/${role}`, employee)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/roles/${role}`, employee, { name: 'X' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/roles/${role}`, employee)).statusCode).toBe(403);
    expect((await call('GET', `/api/roles/${role}/grants`, employee)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/roles/${role}/grants`, employee, { permits: [] })).statusCode).toBe(403);
  });
});

describe('capped totals', () => {
  it('counts at most 1001 rows and answers "1000+" beyond 1000', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      login: `bulk${i}`,
      fio: `Нагрузочный Пользователь ${String(i).padStart(4, '0')}`,
      password_hash: 'x',
    }));
    await t.database.db.insert(users).values(rows);
    await t.database.db.execute(sql`update users set status = 0 where login = 'bulk1000'`);

    const over = (await asAdmin('GET', `/api/users?search=${encodeURIComponent('нагрузочный')}`)).json();
    expect(over.total).toBe('1000+');
    expect(over.items).toHaveLength(50);
    expect(over.next_cursor).toEqual(expect.any(String));

    const exact = (await asAdmin('GET', `/api/users?search=${encodeURIComponent('нагрузочный')}&blocked=0`)).json();
    expect(exact.total).toBe(1000);

    const page = (await asAdmin('GET', `/api/users?search=${encodeURIComponent('нагрузочный')}&limit=200&sort=id`)).json();
    expect(page.items).toHaveLength(200);
    const everything = await allPages(`search=${encodeURIComponent('Пользователь 0')}&sort=fio`, 200);
    expect(everything.items).toHaveLength(1000);
    expect(everything.pages).toBe(5);
  });
});

describe('avatars and organizations', () => {
  it('every demo user has a generated avatar with their initials', async () => {
    const rights = (await call('GET', '/api/?get_rights=1', employee)).json();
    expect(rights.avatar).toBe(`/api/users/${rights.id}/avatar.svg`);
    const res = await call('GET', rights.avatar, employee);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('>ПИ<');
    expect(res.body).not.toContain('<script');
    expect((await call('GET', '/api/users/999999/avatar.svg', employee)).statusCode).toBe(404);
  });

  it('GET /api/organizations lists the active organizations for any signed-in user', async () => {
    const res = await call('GET', '/api/organizations', employee);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((o: { name: string }) => o.name)).toContain('ООО «СеверСтройМонтаж»');
  });
});

describe('/api/users/params', () => {
  it('lists every company parameter with its kind, value and label in the caller language', async () => {
    const res = await asAdmin('GET', '/api/users/params');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { key: string; kind: string; value: string | number; label: string }[];
    expect(items.map((i) => i.key)).toEqual([
      'name',
      'name_template',
      'export_datatable',
      'unchangeable_name',
      'show_for_use_snab_list',
      'tickets.checklist_restriction_use',
      'tickets.accept_task_without_reason',
      'no_necessary_odometer',
      'two_factor_required',
      'password_max_age_days',
    ]);
    expect(items.find((i) => i.key === 'export_datatable')).toEqual({
      key: 'export_datatable',
      kind: 'flag',
      value: 1,
      label: 'Выгрузка таблиц',
    });
    expect(items.find((i) => i.key === 'password_max_age_days')).toMatchObject({ kind: 'number', value: 180 });
    expect(items.find((i) => i.key === 'name')).toMatchObject({ kind: 'text', value: 'ООО «СеверСтройМонтаж»' });
    const en = await t.app.inject({ method: 'GET', url: '/api/users/params', headers: { authorization: admin, 'accept-language': 'en' } });
    expect(en.json().items.find((i: { key: string }) => i.key === 'export_datatable').label).toBe('Table export');
  });

  it('PATCH stores a valid value, which company_params then answers', async () => {
    const res = await asAdmin('PATCH', '/api/users/params/show_for_use_snab_list', { value: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'show_for_use_snab_list', value: 1 });
    expect((await call('GET', '/api/services/company_params', employee)).json().show_for_use_snab_list).toBe(1);
    expect((await asAdmin('PATCH', '/api/users/params/show_for_use_snab_list', { value: false })).json()).toEqual({
      key: 'show_for_use_snab_list',
      value: 0,
    });
    expect((await call('GET', '/api/services/company_params', employee)).json().show_for_use_snab_list).toBe(0);
  });

  it('PATCH answers 422 for a bad value, changing nothing', async () => {
    for (const [key, value, message] of [
      ['export_datatable', 2, 'Неверное значение'],
      ['export_datatable', 'yes', 'Неверное значение'],
      ['password_max_age_days', -1, 'Неверное значение'],
      ['password_max_age_days', 1.5, 'Неверное значение'],
      ['name', '   ', 'Заполните обязательное поле'],
    ] as const) {
      const res = await asAdmin('PATCH', `/api/users/params/${key}`, { value });
      expect(res.statusCode, `${key}=${value}`).toBe(422);
      expect(res.json()).toEqual({ errors: { value: [message] } });
    }
    expect((await asAdmin('PATCH', '/api/users/params/export_datatable', {})).statusCode).toBe(422);
    const params = (await call('GET', '/api/services/company_params', employee)).json();
    expect(params).toMatchObject({ export_datatable: 1, password_max_age_days: 180, name: 'ООО «СеверСтройМонтаж»' });
  });

  it('PATCH answers 404 for an unknown key', async () => {
    const res = await asAdmin('PATCH', '/api/users/params/no_such_param', { value: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, result_content: 'Неизвестный параметр' });
    // An own property of Object.prototype is no parameter either.
    expect((await asAdmin('PATCH', '/api/users/params/constructor', { value: 1 })).statusCode).toBe(404);
  });

  it('needs users_access', async () => {
    expect((await call('GET', '/api/users/params', employee)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/users/params/export_datatable', employee, { value: 0 })).statusCode).toBe(403);
    expect((await call('GET', '/api/users/params')).statusCode).toBe(401);
  });
});

describe('rights administration by a holder of users_access who is not a super admin', () => {
  const GRANT_BEYOND = { error: true, result_content: 'Можно выдавать только права, которые есть у вас самих' };
  const OWN_RIGHTS = { error: true, result_content: 'Изменять свои права и роли может только суперадминистратор' };
  let manager: string;
  let managerId: number;

  // The manager holds the project manager role (every *_view, project_manager,
  // hidden_chat_access) and gets users_access and users_roles_access of their own;
  // they lack, among others, users_groups_access, tickets_admin and registry_paid_sign.
  beforeAll(async () => {
    managerId = await idOf('manager');
    await asAdmin('PATCH', `/api/users/${managerId}`, { permits: { users_access: 1, users_roles_access: 1 } });
    manager = (await t.login('manager')).authorization;
  });
  afterAll(async () => {
    await asAdmin('PATCH', `/api/users/${managerId}`, { permits: { users_access: 0, users_roles_access: 0 } });
  });
  const asManager = (method: Method, url: string, payload?: object) => call(method, url, manager, payload);
  const ownPermits = async (login: string) => (await asAdmin('GET', `/api/users/${await idOf(login)}`)).json().permits;

  it('grants only permits they hold, and may still take any away', async () => {
    const id = await idOf('user15');
    const refused = await asManager('PATCH', `/api/users/${id}`, { fio: 'Не сохранится', permits: { users_groups_access: 1 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(GRANT_BEYOND);
    expect(await ownPermits('user15')).toEqual({});
    expect((await asAdmin('GET', `/api/users/${id}`)).json().fio).not.toBe('Не сохранится');
    expect((await asManager('PATCH', `/api/users/${id}`, { permits: { trash_view: 1, tickets_admin: 1 } })).statusCode).toBe(403);
    expect(await ownPermits('user15')).toEqual({});

    expect((await asManager('PATCH', `/api/users/${id}`, { permits: { trash_view: 1, users_access: 1 } })).statusCode).toBe(200);
    expect(await ownPermits('user15')).toEqual({ trash_view: 1, users_access: 1 });

    // A permit the administrator lacks may be taken away, or sent back unchanged.
    await asAdmin('PATCH', `/api/users/${id}`, { permits: { tickets_admin: 1 } });
    expect((await asManager('PATCH', `/api/users/${id}`, { permits: { tickets_admin: 1, users_access: 0 } })).statusCode).toBe(200);
    expect(await ownPermits('user15')).toEqual({ trash_view: 1, tickets_admin: 1 });
    expect((await asManager('PATCH', `/api/users/${id}`, { permits: { tickets_admin: 0 } })).statusCode).toBe(200);
    expect(await ownPermits('user15')).toEqual({ trash_view: 1 });

    // The refused grant never reached the user.
    const user15 = (await t.login('user15')).authorization;
    expect((await call('GET', '/api/user_groups', user15)).statusCode).toBe(403);
  });

  it('gives only roles whose permits they all hold, and may take any role away', async () => {
    const id = await idOf('user16');
    const accountantRole = await idOfRole('Бухгалтер');
    const refused = await asManager('PATCH', `/api/users/${id}`, { role_ids: [accountantRole] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(GRANT_BEYOND);
    expect((await asAdmin('GET', `/api/users/${id}`)).json().roles).toEqual([]);
    const created = await asManager('POST', '/api/users', {
      login: 'escalator',
      fio: 'Повышенный',
      password: 'long-enough',
      role_ids: [accountantRole],
    });
    expect(created.statusCode).toBe(403);
    expect((await asAdmin('GET', '/api/users?search=escalator')).json().total).toBe(0);

    const viewer = (await asAdmin('POST', '/api/roles', { name: 'Наблюдатель' })).json().id;
    await asAdmin('PATCH', `/api/roles/${viewer}/grants`, { permits: ['trash_view', 'hr_view'] });
    expect((await asManager('PATCH', `/api/users/${id}`, { role_ids: [viewer] })).statusCode).toBe(200);
    expect((await asAdmin('GET', `/api/users/${id}`)).json().roles).toEqual([{ id: viewer, name: 'Наблюдатель' }]);

    // A role given by the super admin, with permits the administrator lacks, may be taken away.
    await asAdmin('PATCH', `/api/users/${id}`, { role_ids: [viewer, accountantRole] });
    expect((await asManager('PATCH', `/api/users/${id}`, { role_ids: [viewer, accountantRole], post: 'Кассир' })).statusCode).toBe(200);
    expect((await asManager('PATCH', `/api/users/${id}`, { role_ids: [viewer] })).statusCode).toBe(200);
    expect((await asAdmin('GET', `/api/users/${id}`)).json().roles).toEqual([{ id: viewer, name: 'Наблюдатель' }]);
  });

  it('may not change their own permits or roles, only their other fields', async () => {
    for (const change of [
      { permits: { users_groups_access: 1 } },
      { permits: { trash_view: 1 } },
      { permits: { users_access: 0 } },
      { role_ids: [] },
      { role_ids: [await idOfRole('Бухгалтер'), await idOfRole('Руководитель проектов')] },
    ]) {
      const res = await asManager('PATCH', `/api/users/${managerId}`, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json()).toEqual(OWN_RIGHTS);
    }
    const card = (await asAdmin('GET', `/api/users/${managerId}`)).json();
    expect(card.permits).toEqual({ users_access: 1, users_roles_access: 1 });
    expect(card.roles.map((r: { name: string }) => r.name)).toEqual(['Руководитель проектов']);

    // The same permits and roles sent back with an edit are no change.
    const edited = await asManager('PATCH', `/api/users/${managerId}`, {
      post: 'Руководитель отдела',
      permits: card.permits,
      role_ids: card.roles.map((r: { id: number }) => r.id),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().post).toBe('Руководитель отдела');
    await asManager('PATCH', `/api/users/${managerId}`, { post: 'Руководитель проектов' });

    // A super admin may change their own.
    const adminId = await idOf('admin');
    expect((await asAdmin('PATCH', `/api/users/${adminId}`, { permits: { trash_view: 1 } })).statusCode).toBe(200);
    expect((await asAdmin('PATCH', `/api/users/${adminId}`, { permits: { trash_view: 0 } })).statusCode).toBe(200);
  });

  it('with users_roles_access: puts into roles only permits they hold, and does not take or drop a role themselves', async () => {
    // A role is created by its name; permits beyond the administrator's own never get into it.
    const beyondRole = (await asManager('POST', '/api/roles', { name: 'Лишние права' })).json().id;
    const beyond = await asManager('PATCH', `/api/roles/${beyondRole}/grants`, { permits: ['hr_view', 'tickets_admin'] });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json()).toEqual(GRANT_BEYOND);
    expect((await asAdmin('GET', `/api/roles/${beyondRole}/grants`)).json().permits).toEqual([]);

    const created = await asManager('POST', '/api/roles', { name: 'Кадры' });
    expect(created.statusCode).toBe(200);
    const role = created.json().id;
    expect((await asManager('PATCH', `/api/roles/${role}/grants`, { permits: ['hr_view'] })).statusCode).toBe(200);
    expect((await asManager('PATCH', `/api/roles/${role}/grants`, { permits: ['hr_view', 'tickets_admin'] })).json()).toEqual(GRANT_BEYOND);
    expect((await asManager('PATCH', `/api/roles/${role}/grants`, { user_ids: [managerId] })).json()).toEqual(OWN_RIGHTS);
    const user17 = await idOf('user17');
    expect(
      (await asManager('PATCH', `/api/roles/${role}/grants`, { user_ids: [user17], permits: ['hr_view', 'trash_view'] })).statusCode,
    ).toBe(200);
    expect((await asAdmin('GET', `/api/roles/${role}/grants`)).json()).toMatchObject({
      permits: ['hr_view', 'trash_view'],
      users: [{ id: user17 }],
    });

    // Giving a role with permits the administrator lacks is giving those permits.
    const accountantRole = await idOfRole('Бухгалтер');
    const holders = (await asAdmin('GET', `/api/roles/${accountantRole}/grants`)).json().users.map((u: { id: number }) => u.id);
    const given = await asManager('PATCH', `/api/roles/${accountantRole}/grants`, { user_ids: [...holders, user17] });
    expect(given.statusCode).toBe(403);
    expect(given.json()).toEqual(GRANT_BEYOND);
    expect((await asAdmin('GET', `/api/roles/${accountantRole}/grants`)).json().users.map((u: { id: number }) => u.id)).toEqual(holders);

    // The super admin may hold the role the manager could not take.
    expect((await asAdmin('PATCH', `/api/roles/${role}/grants`, { user_ids: [user17, managerId] })).statusCode).toBe(200);
    expect((await asManager('PATCH', `/api/roles/${role}/grants`, { user_ids: [user17] })).json()).toEqual(OWN_RIGHTS);
  });
});
