import { projectsRegistry } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApplicationsClient, applicationsClient } from './applications-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs, openSession, type RegistrySession, registryContract } from './registry-contract.ts';

/**
 * Projects (issue 12): the registry contract, then the project's own rules (dates, budget,
 * manager, code), its members, and the applications that link it (the card's applications tab).
 */
let t: TestApp;
let s: RegistrySession;
let c: ApplicationsClient;
const session = () => s;
let seq = 0;
const next = () => ++seq;
let managerId: number;
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await openSession(t);
  c = applicationsClient(t);
  managerId = await c.userId('manager');
  const [org] = (await callAs(s, 'admin', 'GET', '/partners?model_method=autocomplete&type=organization')).json();
  organizationId = org.value;
});
afterAll(async () => {
  await t?.close();
});

const valid = () => ({
  name: `Тестовый проект ${next()}`,
  state: 'active',
  manager_id: managerId,
  organization_id: organizationId,
  start_date: '2026-01-10',
  end_date: '2026-12-31',
  budget: '1500000.50',
});

registryContract({
  session,
  definition: projectsRegistry,
  valid: async () => valid(),
  patch: { budget: '2000000.00', state: 'done', end_date: '2027-03-01' },
  ownRoutes: ['GET /api/projects/:id/members session', 'PUT /api/projects/:id/members projects_edit'],
});

const create = (body: object, lang = 'ru') =>
  t.app.inject({
    method: 'POST',
    url: '/api/projects',
    payload: { ...valid(), ...body },
    headers: { authorization: s.auth.manager, 'accept-language': lang },
  });

describe('projects: own rules', () => {
  it('the seed has projects with a manager, dates, budget and members; everyone signed in reads, only projects_edit writes', async () => {
    expect(s.rights.manager.permits.projects_edit).toBe(1);
    expect(s.rights.employee.permits.projects_edit).toBeUndefined();
    const list = (await callAs(s, 'employee', 'GET', '/projects?search=котельной')).json();
    expect(list.items[0]).toMatchObject({
      name: 'Реконструкция котельной',
      code: 'КОТ-24',
      state: 'active',
      manager_id: managerId,
      manager_id_name: 'Соколова Ирина Викторовна',
      start_date: '2026-03-01',
      budget: '18500000.00',
    });
    const members = (await callAs(s, 'employee', 'GET', `/projects/${list.items[0].id}/members`)).json();
    expect(members.users.map((u: { id: number }) => u.id)).toContain(managerId);
    expect((await callAs(s, 'employee', 'POST', '/projects', valid())).statusCode).toBe(403);
  });

  it('the end is not before the start (the same day is fine), ru / en', async () => {
    const ru = await create({ start_date: '2026-05-02', end_date: '2026-05-01' });
    expect(ru.statusCode).toBe(422);
    expect(ru.json().errors.end_date).toEqual(['Окончание проекта не может быть раньше начала']);
    const en = await create({ start_date: '2026-05-02', end_date: '2026-05-01' }, 'en');
    expect(en.json().errors.end_date).toEqual(['The project cannot end before it starts']);
    expect((await create({ start_date: '2026-05-02', end_date: '2026-05-02' })).statusCode).toBe(200);
    expect((await create({ start_date: null, end_date: '2026-05-01' })).statusCode).toBe(200);
    // A patch is checked against the stored other date.
    const { id, version } = (await create({ start_date: '2026-05-02', end_date: '2026-06-01' })).json();
    const patch = await callAs(s, 'manager', 'PATCH', `/projects/${id}`, { end_date: '2026-05-01', version });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().errors.end_date).toBeDefined();
  });

  it('the budget is not negative, in roubles with at most 2 decimals', async () => {
    const negative = await create({ budget: '-0.01' });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors.budget).toEqual(['Бюджет не может быть отрицательным']);
    expect((await create({ budget: '12.345' })).json().errors.budget).toBeDefined();
    expect((await create({ budget: 'много' })).json().errors.budget).toBeDefined();
    expect((await create({ budget: '1234,5' })).json()).toMatchObject({ budget: '1234.50' });
    expect((await create({ budget: 0 })).json()).toMatchObject({ budget: '0.00' });
    expect((await create({ budget: null })).json()).toMatchObject({ budget: null });
  });

  it('the manager is an active user; one blocked later does not stop other edits', async () => {
    const unknown = await create({ manager_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.manager_id).toEqual(['Руководитель должен быть активным пользователем']);
    const user = await c.userId('user20');
    const { id, version } = (await create({ manager_id: user })).json();
    expect((await callAs(s, 'admin', 'POST', `/users/${user}/block`, { blocked: 1 })).statusCode).toBe(200);
    const edit = await callAs(s, 'manager', 'PATCH', `/projects/${id}`, { budget: '10.00', version });
    expect(edit.statusCode, edit.body).toBe(200);
    const other = await create({ manager_id: user });
    expect(other.json().errors.manager_id).toBeDefined();
    await callAs(s, 'admin', 'POST', `/users/${user}/block`, { blocked: 0 });
  });

  it('the code is unique among live projects (case and spaces ignored); a deleted one frees it', async () => {
    const code = `ТЕСТ-${next()}`;
    const first = (await create({ code })).json();
    const twin = await create({ code: ` ${code.toLowerCase()} ` });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().errors.code).toEqual(['Этот шифр уже есть у другого проекта']);
    expect((await callAs(s, 'manager', 'DELETE', `/projects/${first.id}`)).statusCode).toBe(200);
    const second = await create({ code });
    expect(second.statusCode).toBe(200);
    // Restoring the first would give two live projects one code.
    const restore = await callAs(s, 'manager', 'POST', `/projects/${first.id}/restore`);
    expect(restore.statusCode).toBe(422);
  });
});

describe('projects: members', () => {
  let projectId: number;
  const put = (user_ids: number[], who: 'manager' | 'employee' = 'manager', lang = 'ru') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/members`,
      payload: { user_ids },
      headers: { authorization: s.auth[who], 'accept-language': lang },
    });
  beforeAll(async () => {
    projectId = (await create({})).json().id;
  });

  it('sets the members as a whole (active users, by name), with a history row', async () => {
    const [employee, accountant] = [await c.userId('employee'), await c.userId('accountant')];
    const res = await put([employee, accountant, employee]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().users.map((u: { fio: string }) => u.fio)).toEqual(['Морозова Елена Андреевна', 'Петров Иван Сергеевич']);
    expect((await put([accountant])).json().users.map((u: { id: number }) => u.id)).toEqual([accountant]);
    const history = (await callAs(s, 'manager', 'GET', `/history/projects/${projectId}`)).json().items;
    expect(history[0]).toMatchObject({ field: 'members', old_value: 'Морозова Елена Андреевна, Петров Иван Сергеевич' });
    expect((await put([])).json().users).toEqual([]);
  });

  it('refuses unknown or blocked users with a 422 naming them (ru / en); employees may not change them', async () => {
    const ru = await put([999_999]);
    expect(ru.statusCode).toBe(422);
    expect(ru.json().errors.user_ids).toEqual(['Пользователь №999999 не найден или заблокирован']);
    expect((await put([999_999], 'manager', 'en')).json().errors.user_ids).toEqual(['User #999999 does not exist or is blocked']);
    expect((await put([], 'employee')).statusCode).toBe(403);
    expect((await callAs(s, 'manager', 'PUT', '/projects/999999/members', { user_ids: [] })).statusCode).toBe(404);
  });

  it('a deleted project keeps its members read-only', async () => {
    const { id } = (await create({})).json();
    await callAs(s, 'manager', 'DELETE', `/projects/${id}`);
    const res = await callAs(s, 'manager', 'PUT', `/projects/${id}/members`, { user_ids: [managerId] });
    expect(res.statusCode).toBe(422);
  });
});

describe('projects: applications linking a project', () => {
  it('an application picks the project by its look-up and is listed by project, with status and search filters', async () => {
    const project = (await create({ name: `Проект для заявок ${next()}` })).json();
    const lookup = (
      await callAs(s, 'employee', 'GET', `/projects?model_method=autocomplete&term=${encodeURIComponent(project.name)}`)
    ).json();
    expect(lookup).toEqual([{ value: project.id, label: project.name }]);
    const appId = await c.createTmc('employee', 1, [['pack[projects][0]', project.id]]);
    const other = await c.createTmc('employee', 1);
    const ids = async (who: 'employee' | 'manager' | 'accountant', query = '') =>
      (await callAs(s, who, 'GET', `/applications?project=${project.id}${query}`)).json().items.map((r: { id: number }) => r.id);
    expect(await ids('employee')).toEqual([appId]);
    expect(await ids('manager')).toEqual([appId]);
    // Visibility stays the applications': the accountant sees every application (invoices_view).
    expect(await ids('accountant')).toEqual([appId]);
    expect(await ids('manager', '&status=active')).toEqual([appId]);
    expect(await ids('manager', '&status=archive')).toEqual([]);
    expect(await ids('manager', `&search=${appId}`)).toEqual([appId]);
    // Linking later through the edit puts it in the list too.
    await c.form('employee', 'PATCH', `/api/applications/${other}`, [['pack[projects][0]', project.id]]);
    expect((await ids('manager')).sort()).toEqual([appId, other].sort());
    // A deleted project is no longer offered nor accepted.
    await callAs(s, 'manager', 'DELETE', `/projects/${project.id}`);
    expect(
      (await callAs(s, 'employee', 'GET', `/projects?model_method=autocomplete&term=${encodeURIComponent(project.name)}`)).json(),
    ).toEqual([]);
    const refused = await c.form('employee', 'POST', '/api/applications', [
      ['pack[type]', await c.typeId('tmc')],
      ['pack[name]', 'Заявка'],
      ['pack[projects][0]', project.id],
      ['snabs[0][info]', 'Позиция'],
      ['snabs[0][quantity]', '1'],
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['pack.projects']).toBeDefined();
  });
});
