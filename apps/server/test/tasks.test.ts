import { TICKET_STATUS } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { multipart, PDF } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The task module's API (spec 2): the status machine of §4, the rights of §6, performers
 * and work, watchers, groups, favourites, subtasks, lists. Each test names its rule.
 */
let t: TestApp;
const auth: Record<string, string> = {};
const uid: Record<string, number> = {};
let board: number;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: auth[who] } });

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['admin', 'manager', 'employee', 'accountant', 'user1', 'user2', 'user5']) {
    auth[login] = (await t.login(login)).authorization;
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = ${login}`);
    uid[login] = row.id;
  }
  // The demo data has work in progress; these tests start from none.
  await t.database.db.execute(sql`update ticket_works set "end" = now() where "end" is null`);
  await t.database.db.execute(sql`update ticket_performers set work_status = 0 where work_status = 1`);
  // A board of the manager with the employee, the accountant and user1 as members (owner 0).
  const res = await call('manager', 'POST', '/api/load/boards', { name: 'Тестовая доска' });
  expect(res.statusCode).toBe(200);
  board = res.json().board.id;
  for (const login of ['employee', 'accountant', 'user1']) {
    expect((await call('manager', 'POST', `/api/load/boards/${board}/users`, { user_id: uid[login], owner: 0 })).statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

/** A ticket of the employee (initiator) on the test board with the given performers. */
async function ticket(performers: string[] = ['accountant', 'user1'], extra: object = {}, who = 'employee'): Promise<number> {
  const res = await call(who, 'POST', '/api/load/tasks', {
    name: 'Проверить поставку',
    board_id: board,
    performers: performers.map((p) => uid[p]),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket.id;
}
const card = async (id: number, who = 'employee') => (await call(who, 'GET', `/api/load/tasks/${id}`)).json();
const statusOf = async (id: number) => (await card(id, 'admin')).ticket.status.code as string;
const work = (who: string, id: number, action: 'work_start' | 'work_end' | 'finished', extra: object = {}) =>
  call(who, 'POST', `/api/load/tasks/${id}/performers/${uid[who]}/works`, { [action]: 1, ...extra });
const setStatus = (who: string, id: number, status: number, extra: object = {}) =>
  call(who, 'PATCH', `/api/load/tasks/${id}`, { status, ...extra });
async function reasonId(kind: 2 | 6): Promise<number> {
  const res = await call('employee', 'GET', `/api/load/reasons?status_id=${kind}`);
  return res.json().data[0].id;
}
async function finished(performers: string[] = ['accountant']): Promise<number> {
  const id = await ticket(performers);
  for (const p of performers) expect((await work(p, id, 'finished')).statusCode).toBe(200);
  expect(await statusOf(id)).toBe('finished');
  return id;
}

describe('status machine (spec 2 §4)', () => {
  it('new on create: a ticket starts in status new, whatever status the body names', async () => {
    const id = await ticket([], { status: TICKET_STATUS.work });
    const body = await card(id);
    expect(body.ticket.status).toMatchObject({ id: TICKET_STATUS.new, code: 'new' });
  });

  it('start work → work', async () => {
    const id = await ticket();
    const res = await work('accountant', id, 'work_start');
    expect(res.statusCode).toBe(200);
    expect(res.json().status.code).toBe('work');
    expect(res.json().performer).toMatchObject({ performer_id: uid.accountant, status: 1 });
    await work('accountant', id, 'work_end');
  });

  it('stop with no other performer working → waiting', async () => {
    const id = await ticket();
    await work('accountant', id, 'work_start');
    const res = await work('accountant', id, 'work_end');
    expect(res.json().status.code).toBe('waiting');
    expect(res.json().performer.status).toBe(0);
  });

  it('stop while another performer works → stays work', async () => {
    const id = await ticket();
    await work('accountant', id, 'work_start');
    await work('user1', id, 'work_start');
    const res = await work('accountant', id, 'work_end');
    expect(res.json().status.code).toBe('work');
    await work('user1', id, 'work_end');
  });

  it('finish with no other performers → finished', async () => {
    const id = await ticket(['accountant']);
    const res = await work('accountant', id, 'finished');
    expect(res.json().status.code).toBe('finished');
    expect(res.json().performer.status).toBe(2);
  });

  it('finish when all other performers are done → finished', async () => {
    const id = await ticket();
    await work('user1', id, 'finished');
    expect(await statusOf(id)).toBe('waiting');
    expect((await work('accountant', id, 'finished')).json().status.code).toBe('finished');
  });

  it('finish while another performer works → work', async () => {
    const id = await ticket();
    await work('user1', id, 'work_start');
    await work('accountant', id, 'work_start');
    expect((await work('accountant', id, 'finished')).json().status.code).toBe('work');
    await work('user1', id, 'work_end');
  });

  it('finish while the others neither work nor are done → waiting', async () => {
    const id = await ticket();
    expect((await work('accountant', id, 'finished')).json().status.code).toBe('waiting');
  });

  it("rework (finished → new) by the initiator needs a reason: 'reason.select'", async () => {
    const id = await finished();
    const res = await setStatus('employee', id, TICKET_STATUS.new);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: true, result_content: 'Выберите причину' });
    const wrongKind = await setStatus('employee', id, TICKET_STATUS.new, { reason_id: await reasonId(6) });
    expect(wrongKind.statusCode).toBe(422);
    const ok = await setStatus('employee', id, TICKET_STATUS.new, { reason_id: await reasonId(2) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await statusOf(id)).toBe('new');
  });

  it('rework by a performer needs no reason', async () => {
    const id = await finished();
    expect((await setStatus('accountant', id, TICKET_STATUS.new)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('new');
  });

  it('an expired deadline stops a performer reopening; the initiator still can', async () => {
    const id = await ticket(['accountant'], { end: '2020-01-01 10:00' });
    await work('accountant', id, 'finished');
    const res = await setStatus('accountant', id, TICKET_STATUS.new);
    expect(res.statusCode).toBe(409);
    expect(res.json().result_content).toMatch(/Срок задачи истёк/);
    expect((await setStatus('employee', id, TICKET_STATUS.new, { reason_id: await reasonId(2) })).statusCode).toBe(200);
  });

  it('accept (finished → accepted) needs an adoption reason unless tickets.accept_task_without_reason', async () => {
    const id = await finished();
    const res = await setStatus('employee', id, TICKET_STATUS.accepted);
    expect(res.statusCode).toBe(422);
    expect(res.json().result_content).toBe('Выберите причину');
    expect((await setStatus('employee', id, TICKET_STATUS.accepted, { reason_id: await reasonId(6) })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('accepted');

    const other = await finished();
    expect((await call('admin', 'PATCH', '/api/users/params/tickets.accept_task_without_reason', { value: 1 })).statusCode).toBe(200);
    try {
      expect((await setStatus('employee', other, TICKET_STATUS.accepted)).statusCode).toBe(200);
    } finally {
      await call('admin', 'PATCH', '/api/users/params/tickets.accept_task_without_reason', { value: 0 });
    }
  });

  it('accept is not for performers', async () => {
    const id = await finished();
    expect((await setStatus('accountant', id, TICKET_STATUS.accepted, { reason_id: await reasonId(6) })).statusCode).toBe(403);
  });

  it('accepted → new and deleted → new (resume)', async () => {
    const id = await finished();
    await setStatus('employee', id, TICKET_STATUS.accepted, { reason_id: await reasonId(6) });
    expect((await setStatus('employee', id, TICKET_STATUS.new)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('new');
    expect((await setStatus('employee', id, TICKET_STATUS.deleted)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('deleted');
    expect((await setStatus('employee', id, TICKET_STATUS.new)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('new');
  });

  it('delete → deleted; complete → finished', async () => {
    const a = await ticket();
    expect((await setStatus('employee', a, TICKET_STATUS.deleted)).statusCode).toBe(200);
    expect(await statusOf(a)).toBe('deleted');
    const b = await ticket();
    expect((await setStatus('employee', b, TICKET_STATUS.finished)).statusCode).toBe(200);
    expect(await statusOf(b)).toBe('finished');
  });

  it('a finished ticket is not editable with ordinary rights; project_manager / tickets_admin / super admin can', async () => {
    const id = await finished();
    const res = await setStatus('employee', id, TICKET_STATUS.waiting);
    expect(res.statusCode).toBe(409);
    expect(res.json().result_content).toBe('Статус выполненной задачи нельзя изменить');
    expect((await call('employee', 'PATCH', `/api/load/tasks/${id}`, { name: 'Новое имя' })).statusCode).toBe(409);
    expect((await setStatus('manager', id, TICKET_STATUS.waiting)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('waiting');
  });

  it('accepted is hidden in the statuses list for non-owners of the board', async () => {
    const id = await ticket();
    const asEmployee = await card(id, 'employee');
    expect(asEmployee.statuses.map((s: { code: string }) => s.code)).not.toContain('accepted');
    const asOwner = await card(id, 'manager');
    expect(asOwner.statuses.map((s: { code: string }) => s.code)).toContain('accepted');
  });

  it('status changes write history rows and emit a tickets event on the ticket and board rooms', async () => {
    const id = await ticket();
    const emit = vi.spyOn(t.realtime, 'emit');
    await setStatus('employee', id, TICKET_STATUS.waiting);
    const rooms = emit.mock.calls.filter((c) => c[1] === 'tickets').map((c) => c[0]);
    expect(rooms).toEqual(expect.arrayContaining([`object:tickets:${id}`, `object:boards:${board}`]));
    const event = emit.mock.calls.find((c) => c[1] === 'tickets')![2] as { action: string; fields: { status: { code: string } } };
    expect(event.action).toBe('update');
    expect(event.fields.status.code).toBe('waiting');
    emit.mockRestore();
    const history = await call('employee', 'GET', `/api/history/tickets/${id}`);
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('waiting');
  });
});

describe('performers and work (spec 2 §4, §5, §6)', () => {
  it('starting while another ticket is in progress answers 409 with ticket_name, ticket_id, work_id; suspend_work_id stops it', async () => {
    const first = await ticket(['accountant']);
    const second = await ticket(['accountant']);
    const started = await work('accountant', first, 'work_start');
    const workId = started.json().performer.work.id;
    const refused = await work('accountant', second, 'work_start');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: true, ticket_name: 'Проверить поставку', ticket_id: first, work_id: workId });
    const ok = await work('accountant', second, 'work_start', { suspend_work_id: workId });
    expect(ok.statusCode).toBe(200);
    expect(await statusOf(first)).toBe('waiting');
    expect(await statusOf(second)).toBe('work');
    await work('accountant', second, 'work_end');
  });

  it('play / pause / done only for performers of the ticket (and only for themselves)', async () => {
    const id = await ticket(['accountant']);
    const initiator = await call('employee', 'POST', `/api/load/tasks/${id}/performers/${uid.accountant}/works`, { work_start: 1 });
    expect(initiator.statusCode).toBe(403);
    const notPerformer = await call('employee', 'POST', `/api/load/tasks/${id}/performers/${uid.employee}/works`, { work_start: 1 });
    expect(notPerformer.statusCode).toBe(404);
  });

  it('work is closed on accepted or deleted tickets', async () => {
    const id = await ticket(['accountant']);
    await setStatus('employee', id, TICKET_STATUS.deleted);
    const res = await work('accountant', id, 'work_start');
    expect(res.statusCode).toBe(403);
  });

  it('work records keep start, end and total seconds; PATCH works/:workId corrects them', async () => {
    const id = await ticket(['accountant']);
    const started = await work('accountant', id, 'work_start');
    const workId = started.json().performer.work.id;
    await work('accountant', id, 'work_end');
    const res = await call('accountant', 'PATCH', `/api/load/tasks/${id}/performers/${uid.accountant}/works/${workId}`, {
      start: '2025-03-01 10:00',
      end: '2025-03-01 11:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().work).toEqual({ id: workId, start: '2025-03-01 10:00', end: '2025-03-01 11:30', total: 5400 });
    const performer = (await card(id)).ticket.performers[0];
    expect(performer.work.total).toBe(5400);
  });

  it("duplicate performers are not added: 'already selected' (422)", async () => {
    const id = await ticket(['accountant']);
    const res = await call('employee', 'POST', `/api/load/tasks/${id}/performers/${uid.accountant}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { performer: ['Уже выбран'] } });
  });

  it('adding a non-board user as performer answers add_to_board; the board user is then created with owner 0', async () => {
    const id = await ticket([]);
    const res = await call('employee', 'POST', `/api/load/tasks/${id}/performers/${uid.user2}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ add_to_board: true, not_board_users: [{ id: uid.user2 }] });
    expect((await call('employee', 'POST', `/api/load/boards/${board}/users`, { user_id: uid.user2, owner: 0 })).statusCode).toBe(200);
    expect((await call('employee', 'POST', `/api/load/boards/${board}/users`, { user_id: uid.user5, owner: 1 })).statusCode).toBe(403);
    const again = await call('employee', 'POST', `/api/load/tasks/${id}/performers/${uid.user5}`);
    expect(again.json().add_to_board).toBe(true);
    const member = await call('employee', 'POST', `/api/load/tasks/${await ticket([])}/performers/${uid.user2}`);
    expect(member.json().add_to_board).toBe(false);
  });

  it('removing a performer: PATCH performers/:userId {status: 0}, also through POST with _method', async () => {
    const id = await ticket(['accountant', 'user1']);
    const res = await call('employee', 'PATCH', `/api/load/tasks/${id}/performers/${uid.accountant}`, { status: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().performers.map((p: { performer_id: number }) => p.performer_id)).toEqual([uid.user1]);
    const viaForm = await t.app.inject({
      method: 'POST',
      url: `/api/load/tasks/${id}/performers/${uid.user1}`,
      headers: { authorization: auth.employee, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PATCH&status=0',
    });
    expect(viaForm.statusCode, viaForm.body).toBe(200);
    expect(viaForm.json().performers).toEqual([]);
  });

  it('a form body with bracket names creates a ticket with performers[i]', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/load/tasks',
      headers: { authorization: auth.employee, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `name=${encodeURIComponent('Из формы')}&board_id=${board}&priority=3&end=2030-05-01%2012:00&performers[0]=${uid.accountant}&performers[1]=${uid.user1}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = await card(res.json().ticket.id);
    expect(body.ticket).toMatchObject({ name: 'Из формы', end: '2030-05-01 12:00', priority: { id: 3 } });
    expect(body.ticket.performers).toHaveLength(2);
  });

  it('task add requires a non-empty name', async () => {
    const res = await call('employee', 'POST', '/api/load/tasks', { name: '  ', board_id: board });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['Заполните обязательное поле']);
    const titleCleared = await call('employee', 'PATCH', `/api/load/tasks/${await ticket()}`, { name: '' });
    expect(titleCleared.statusCode).toBe(422);
  });
});

describe('rights (spec 2 §6)', () => {
  it('visibility: outsiders get 404; initiator, performer, watcher, board member, project manager and super admin see it', async () => {
    const res = await call('manager', 'POST', '/api/load/boards', { name: 'Закрытая доска' });
    const closed = res.json().board.id;
    const created = await call('manager', 'POST', '/api/load/tasks', {
      name: 'Секретная задача',
      board_id: closed,
      performers: [uid.accountant],
    });
    const id = created.json().ticket.id;
    expect((await call('employee', 'GET', `/api/load/tasks/${id}`)).statusCode).toBe(404);
    expect((await call('employee', 'PATCH', `/api/load/tasks/${id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call('accountant', 'GET', `/api/load/tasks/${id}`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/load/tasks/${id}`)).statusCode).toBe(200);
    await call('manager', 'POST', `/api/load/tasks/${id}/watchers/${uid.employee}`);
    expect((await call('employee', 'GET', `/api/load/tasks/${id}`)).statusCode).toBe(200);
    expect((await call('user1', 'GET', `/api/load/tasks/${id}`)).statusCode).toBe(404);
    await call('manager', 'POST', `/api/load/boards/${closed}/users`, { user_id: uid.user1, owner: 0 });
    expect((await call('user1', 'GET', `/api/load/tasks/${id}`)).statusCode).toBe(200);
    expect((await call('employee', 'GET', '/api/load/tasks/99999999')).statusCode).toBe(404);
  });

  it('initiator edits title, description, dates; performers do not', async () => {
    const id = await ticket(['accountant']);
    const ok = await call('employee', 'PATCH', `/api/load/tasks/${id}`, {
      name: 'Новое',
      description: '<p>ok<script>x</script></p>',
      start: '2030-01-01 09:00',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const body = await card(id);
    expect(body.ticket).toMatchObject({ name: 'Новое', start: '2030-01-01 09:00' });
    expect(body.ticket.description).not.toContain('script');
    expect(body.ticket.rights.edit).toBe(true);
    expect((await call('accountant', 'PATCH', `/api/load/tasks/${id}`, { name: 'Чужое' })).statusCode).toBe(403);
    expect((await card(id, 'accountant')).ticket.rights.edit).toBe(false);
  });

  it('project_manager edits and changes the board', async () => {
    const id = await ticket();
    expect((await call('manager', 'PATCH', `/api/load/tasks/${id}`, { priority: 4 })).statusCode).toBe(200);
    const offices = (await call('manager', 'GET', '/api/load/boards/allowed')).json().data as { id: number; name: string }[];
    const office = offices.find((b) => b.name === 'Офис')!.id;
    expect((await call('employee', 'PATCH', `/api/load/tasks/${id}`, { board_id: office })).statusCode).toBe(403);
    const moved = await call('manager', 'PATCH', `/api/load/tasks/${id}`, { board_id: office });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await card(id, 'manager')).ticket.board_id).toBe(office);
  });

  it('on a personal board only the initiator edits', async () => {
    const boards = (await call('employee', 'GET', '/api/load/boards')).json().data as { id: number; personal: number }[];
    const personal = boards.find((b) => b.personal === 1)!.id;
    const created = await call('employee', 'POST', '/api/load/tasks', { name: 'Личное', board_id: personal, performers: [uid.accountant] });
    const id = created.json().ticket.id;
    expect(created.json().add_to_board).toBe(false);
    expect((await call('employee', 'PATCH', `/api/load/tasks/${id}`, { name: 'Личное 2' })).statusCode).toBe(200);
    expect((await call('manager', 'PATCH', `/api/load/tasks/${id}`, { name: 'Чужое' })).statusCode).toBe(403);
    expect((await call('accountant', 'PATCH', `/api/load/tasks/${id}`, { end: '2031-01-01 10:00' })).statusCode).toBe(403);
    // Others cannot put tickets on someone's personal board.
    expect((await call('manager', 'POST', '/api/load/tasks', { name: 'x', board_id: personal })).statusCode).toBe(404);
  });

  // Spec 2 §6 reads "tickets_admin: a performer may change the deadline" and nothing more: tags (like
  // the title and the other dates) stay the initiator's (editors'), tickets_admin or not.
  it('tickets_admin lets a performer change the deadline, and only the deadline: not the tags, title or start', async () => {
    const id = await ticket(['accountant']);
    expect((await call('accountant', 'PATCH', `/api/load/tasks/${id}`, { end: '2031-01-01 10:00' })).statusCode).toBe(403);
    expect((await card(id, 'accountant')).ticket.rights).toMatchObject({ change_deadline: false, tags: false });
    await t.database.db.execute(sql`insert into user_permits (user_id, permit, value) values (${uid.accountant}, 'tickets_admin', 1)`);
    try {
      const res = await call('accountant', 'PATCH', `/api/load/tasks/${id}`, { end: '2031-01-01 10:00' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await card(id)).ticket.end).toBe('2031-01-01 10:00');
      expect((await call('accountant', 'PATCH', `/api/load/tasks/${id}`, { name: 'x' })).statusCode).toBe(403);
      expect((await call('accountant', 'PATCH', `/api/load/tasks/${id}`, { start: '2030-12-01 10:00' })).statusCode).toBe(403);
      // Tags: neither create-and-attach, attach an existing tag, nor detach; the card says so (rights.tags).
      const tagAs = (who: string, url: string, payload: object) => call(who, 'POST', `/api/widgets/tags${url}`, payload);
      expect((await tagAs('accountant', '', { module: 'tickets', name: 'Тег администратора', item_id: id })).statusCode).toBe(403);
      const own = (await tagAs('employee', '', { module: 'tickets', name: 'Тег автора', item_id: id })).json();
      expect((await tagAs('accountant', `/${own.tag_id}`, { module: 'tickets', item_id: id })).statusCode).toBe(403);
      const detach = { module: 'tickets', item_id: id, status: 0 };
      expect((await tagAs('accountant', `/${own.tag_id}/${own.row_id}`, detach)).statusCode).toBe(403);
      expect((await card(id, 'accountant')).ticket.rights).toMatchObject({ change_deadline: true, tags: false, edit: false });
      // Not being a performer, tickets_admin gives nothing on the deadline either.
      const other = await ticket(['user1']);
      expect((await call('accountant', 'PATCH', `/api/load/tasks/${other}`, { end: '2031-01-01 10:00' })).statusCode).toBe(403);
    } finally {
      await t.database.db.execute(sql`delete from user_permits where user_id = ${uid.accountant} and permit = 'tickets_admin'`);
    }
  });

  it('performers change watchers; no duplicate watchers; others cannot', async () => {
    const id = await ticket(['accountant']);
    const res = await call('accountant', 'POST', `/api/load/tasks/${id}/watchers/${uid.user1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().watchers.map((w: { user_id: number }) => w.user_id)).toEqual([uid.user1]);
    expect((await call('accountant', 'POST', `/api/load/tasks/${id}/watchers/${uid.user1}`)).statusCode).toBe(422);
    expect((await call('user1', 'POST', `/api/load/tasks/${id}/watchers/${uid.user2}`)).statusCode).toBe(403);
    expect((await call('accountant', 'PATCH', `/api/load/tasks/${id}/watchers/${uid.user1}`, { status: 0 })).json().watchers).toEqual([]);
  });

  it('KPI: project managers only (403 otherwise): work time totals and on-time rate', async () => {
    const id = await ticket(['accountant'], { end: '2040-01-01 10:00' });
    await work('accountant', id, 'finished');
    expect((await call('employee', 'GET', `/api/load/tasks/${id}/kpi`)).statusCode).toBe(403);
    const res = await call('manager', 'GET', `/api/load/tasks/${id}/kpi`);
    expect(res.statusCode).toBe(200);
    expect(res.json().performers[0]).toMatchObject({ performer_id: uid.accountant, status: 2, on_time: true });
    expect(typeof res.json().performers[0].on_time_rate).toBe('number');
    expect((await card(id, 'manager')).ticket.rights.kpi).toBe(true);
  });

  it('performers edit files; upload needs hasRight (rights.files): initiator, performer, project manager upload; watcher and board member 403; outsider 404', async () => {
    const id = await ticket(['accountant']);
    expect((await call('employee', 'POST', `/api/load/tasks/${id}/watchers/${uid.user2}`)).statusCode).toBe(200);
    const upload = (who: string, name: string) => {
      const body = multipart([['files[0][file]', { filename: name, content: PDF }]]);
      return t.app.inject({
        method: 'POST',
        url: `/api/files/tickets/${id}`,
        payload: body.payload,
        headers: { authorization: auth[who], ...body.headers },
      });
    };
    for (const who of ['employee', 'accountant', 'manager']) {
      const res = await upload(who, `${who}.pdf`);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
    }
    // user2 watches the ticket, user1 is a member of its board: both see it, neither uploads.
    expect((await upload('user2', 'watcher.pdf')).statusCode).toBe(403);
    expect((await upload('user1', 'member.pdf')).statusCode).toBe(403);
    expect((await upload('user5', 'outsider.pdf')).statusCode).toBe(404);
    const files = (await call('employee', 'GET', `/api/files/tickets/${id}`)).json() as { id: number; filename: string }[];
    expect(files.map((f) => f.filename).sort()).toEqual(['accountant.pdf', 'employee.pdf', 'manager.pdf']);
    // The performer renames and deletes a file; the watcher may not.
    const file = files.find((f) => f.filename === 'employee.pdf')!;
    expect((await call('user2', 'PATCH', `/api/files/${file.id}`, { name: 'Чужое' })).statusCode).toBe(403);
    expect((await call('accountant', 'PATCH', `/api/files/${file.id}`, { name: 'Акт сверки' })).statusCode).toBe(200);
    expect((await call('accountant', 'PATCH', `/api/files/${file.id}`, { status: 0 })).statusCode).toBe(200);
    expect((await call('employee', 'GET', `/api/files/tickets/${id}`)).json()).toHaveLength(2);
    // The card mirrors it: rights.files for the performer, not for the watcher or the member.
    expect((await card(id, 'accountant')).ticket.rights.files).toBe(true);
    expect((await card(id, 'user2')).ticket.rights.files).toBe(false);
    expect((await card(id, 'user1')).ticket.rights.files).toBe(false);
    expect((await card(id, 'manager')).ticket.rights.files).toBe(true);
  });

  // Spec 2 §6 gives tags to the initiator (editors), not to performers, though performers edit files:
  // the tasks module registers a `tags` check in the objects registry besides its files `edit` check.
  it('tags on a ticket: the initiator and project managers tag it; a performer gets 403 (rights.tags mirrors it)', async () => {
    const id = await ticket(['accountant']);
    const tagCall = (who: string, url: string, payload: object) => call(who, 'POST', `/api/widgets/tags${url}`, payload);
    const tagsOf = async () =>
      ((await call('employee', 'GET', `/api/widgets/tags/item?module=tickets&item_id=${id}`)).json() as { name: string }[]).map(
        (x) => x.name,
      );
    // Initiator and project manager tag the ticket.
    const mine = await tagCall('employee', '', { module: 'tickets', name: 'Тег инициатора', item_id: id });
    expect(mine.statusCode, mine.body).toBe(200);
    const managers = await tagCall('manager', '', { module: 'tickets', name: 'Тег руководителя', item_id: id });
    expect(managers.statusCode, managers.body).toBe(200);
    // The performer may neither create, attach, detach nor rename (403), though they upload files.
    expect((await tagCall('accountant', '', { module: 'tickets', name: 'Тег исполнителя', item_id: id })).statusCode).toBe(403);
    const other = await ticket(['user1']);
    const elsewhere = (await tagCall('employee', '', { module: 'tickets', name: 'Чужой тег', item_id: other })).json();
    expect((await tagCall('accountant', `/${elsewhere.tag_id}`, { module: 'tickets', item_id: id })).statusCode).toBe(403);
    expect(
      (await tagCall('accountant', `/${mine.json().tag_id}/${mine.json().row_id}`, { module: 'tickets', item_id: id, status: 0 }))
        .statusCode,
    ).toBe(403);
    expect((await tagCall('accountant', `/${mine.json().tag_id}`, { module: 'tickets', name: 'Переименован' })).statusCode).toBe(403);
    // A watcher and a board member neither; an outsider gets 404.
    expect((await call('employee', 'POST', `/api/load/tasks/${id}/watchers/${uid.user2}`)).statusCode).toBe(200);
    expect((await tagCall('user2', '', { module: 'tickets', name: 'Тег наблюдателя', item_id: id })).statusCode).toBe(403);
    expect((await tagCall('user1', '', { module: 'tickets', name: 'Тег участника', item_id: id })).statusCode).toBe(403);
    expect((await tagCall('user5', '', { module: 'tickets', name: 'Тег постороннего', item_id: id })).statusCode).toBe(404);
    expect((await tagsOf()).sort()).toEqual(['Тег инициатора', 'Тег руководителя']);
    // The initiator detaches; the card's rights.tags says who may tag, rights.files still lets the performer upload.
    const detached = await tagCall('employee', `/${mine.json().tag_id}/${mine.json().row_id}`, {
      module: 'tickets',
      item_id: id,
      status: 0,
    });
    expect(detached.statusCode, detached.body).toBe(200);
    expect(await tagsOf()).toEqual(['Тег руководителя']);
    expect((await card(id, 'employee')).ticket.rights).toMatchObject({ tags: true, files: true });
    expect((await card(id, 'manager')).ticket.rights).toMatchObject({ tags: true, files: true });
    expect((await card(id, 'accountant')).ticket.rights).toMatchObject({ tags: false, files: true });
    expect((await card(id, 'user2')).ticket.rights).toMatchObject({ tags: false, files: false });
  });

  it('the ticket payload answers hasRight / limitedRight / isCanChecked', async () => {
    const id = await ticket(['accountant']);
    expect((await card(id, 'employee')).ticket).toMatchObject({ hasRight: true, limitedRight: false, isCanChecked: true });
    expect((await card(id, 'accountant')).ticket).toMatchObject({ hasRight: false, limitedRight: true, isCanChecked: true });
    expect((await card(id, 'user1')).ticket).toMatchObject({ hasRight: false, limitedRight: false, isCanChecked: false });
  });
});

describe('groups and favourite users', () => {
  it('group creation needs a name and at least one user; edit, add to a ticket, delete', async () => {
    const empty = await call('employee', 'POST', '/api/load/groups', { name: 'Пустая', type: 'performers', performers: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.performers).toEqual(['Добавьте хотя бы одного пользователя']);
    const noName = await call('employee', 'POST', '/api/load/groups', { type: 'performers', performers: [uid.user1] });
    expect(noName.statusCode).toBe(422);
    const created = await call('employee', 'POST', '/api/load/groups', {
      name: 'Механики',
      type: 'performers',
      performers: [uid.user1, uid.accountant],
    });
    expect(created.statusCode).toBe(200);
    const groupId = created.json().group.id;
    expect((await call('employee', 'PATCH', `/api/load/groups/${groupId}`, { name: 'Механики цеха' })).json().group.name).toBe(
      'Механики цеха',
    );
    const id = await ticket([]);
    const applied = await call('employee', 'POST', `/api/load/tasks/${id}/groups/${groupId}`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().performers).toHaveLength(2);
    expect((await call('employee', 'GET', '/api/load/groups?type=performers')).json().data.map((g: { id: number }) => g.id)).toContain(
      groupId,
    );
    expect((await call('manager', 'DELETE', `/api/load/groups/${groupId}`)).statusCode).toBe(404);
    expect((await call('employee', 'DELETE', `/api/load/groups/${groupId}`)).statusCode).toBe(200);
  });

  it("favourite users: get, add ('already selected' twice), delete", async () => {
    expect((await call('employee', 'POST', '/api/load/favorites/users', { user_id: uid.user1 })).statusCode).toBe(200);
    const twice = await call('employee', 'POST', '/api/load/favorites/users', { user_id: uid.user1 });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.user_id).toEqual(['Уже выбран']);
    expect((await call('employee', 'GET', '/api/load/favorites/users')).json().data).toEqual([expect.objectContaining({ id: uid.user1 })]);
    expect((await call('employee', 'DELETE', `/api/load/favorites/users/${uid.user1}`)).statusCode).toBe(200);
    expect((await call('employee', 'GET', '/api/load/favorites/users')).json().data).toEqual([]);
  });
});

describe('boards', () => {
  it('GET boards lists the boards a user may use; POST creates; PATCH renames and sets subscribers (owners only)', async () => {
    const list = (await call('employee', 'GET', '/api/load/boards')).json().data as { id: number; name: string; personal: number }[];
    expect(list.map((b) => b.name)).toEqual(expect.arrayContaining(['Снабжение', 'Ремонт техники', 'Тестовая доска', 'Личная доска']));
    expect(list.map((b) => b.name)).not.toContain('Офис');
    expect((await call('employee', 'PATCH', `/api/load/boards/${board}`, { name: 'x' })).statusCode).toBe(403);
    const created = await call('employee', 'POST', '/api/load/boards', { name: 'Доска сотрудника' });
    const own = created.json().board.id;
    const res = await call('employee', 'PATCH', `/api/load/boards/${own}`, {
      name: 'Переименована',
      subscribers: [
        { id: uid.user1, owner: 1 },
        { id: uid.accountant, owner: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await call('employee', 'GET', '/api/load/boards')).json().data.find((b: { id: number }) => b.id === own);
    expect(after.name).toBe('Переименована');
    expect(after.subscribers.map((s: { id: number; owner: number }) => [s.id, s.owner])).toEqual(
      expect.arrayContaining([
        [uid.user1, 1],
        [uid.accountant, 0],
        [uid.employee, 1],
      ]),
    );
    expect((await call('employee', 'PATCH', `/api/load/boards/${own}/users/${uid.accountant}`, { status: 0 })).statusCode).toBe(200);
  });

  it('custom columns: select (input_type 6) needs options; input_type 7 is excluded from the sidebar; values patch by column name', async () => {
    const noOptions = await call('manager', 'POST', `/api/load/boards/${board}/columns`, { title: 'Объект', input_type: 6 });
    expect(noOptions.statusCode).toBe(422);
    const select = await call('manager', 'POST', `/api/load/boards/${board}/columns`, {
      title: 'Объект',
      input_type: 6,
      options: [
        { name: 'Куст 112', value: '112' },
        { name: 'Куст 47', value: '47' },
      ],
    });
    expect(select.statusCode, select.body).toBe(200);
    const hidden = await call('manager', 'POST', `/api/load/boards/${board}/columns`, { title: 'Служебное', input_type: 7 });
    const selectName = select.json().column.name;
    const id = await ticket();
    const res = await call('employee', 'PATCH', `/api/load/tasks/${id}`, { [selectName]: '112' });
    expect(res.statusCode, res.body).toBe(200);
    const body = await card(id);
    expect(body.ticket[selectName]).toBe('112');
    expect(body.ticket.custom_columns.map((c: { name: string }) => c.name)).toContain(selectName);
    expect(body.ticket.custom_columns.map((c: { name: string }) => c.name)).not.toContain(hidden.json().column.name);
    expect((await call('employee', 'PATCH', `/api/load/tasks/${id}`, { col_999999: 'x' })).statusCode).toBe(422);
    expect((await call('employee', 'POST', `/api/load/boards/${board}/columns`, { title: 'x' })).statusCode).toBe(403);
    expect((await call('manager', 'PATCH', `/api/load/boards/${board}/columns/${hidden.json().column.id}`, { status: 0 })).statusCode).toBe(
      200,
    );
    expect((await call('manager', 'GET', `/api/load/boards/${board}/columns`)).json().data).toHaveLength(1);
  });
});

describe('file groups of board custom columns (spec 2 §2 "files in groups … custom columns", §7 upload column_name)', () => {
  it('an upload naming a custom column (column_name or additional_fields[column_name]) lands in that column’s group; an unknown column is refused with 422', async () => {
    const own = (await call('manager', 'POST', '/api/load/boards', { name: 'Доска с колонками' })).json().board.id;
    const column = await call('manager', 'POST', `/api/load/boards/${own}/columns`, { title: 'Акты', input_type: 1 });
    expect(column.statusCode, column.body).toBe(200);
    const col = column.json().column.name as string;
    expect(col).toMatch(/^col_\d+$/);
    const created = await call('manager', 'POST', '/api/load/tasks', { name: 'Акты за месяц', board_id: own });
    const id = created.json().ticket.id as number;
    const upload = (fields: [string, string][], filename: string) => {
      const body = multipart([['files[0][file]', { filename, content: PDF }], ...fields]);
      return t.app.inject({
        method: 'POST',
        url: `/api/files/tickets/${id}`,
        payload: body.payload,
        headers: { authorization: auth.manager, ...body.headers },
      });
    };
    const inColumn = await upload([['column_name', col]], 'act.pdf');
    expect(inColumn.statusCode, inColumn.body).toBe(200);
    const spec = await upload([['additional_fields[column_name]', col]], 'act-2.pdf');
    expect(spec.statusCode, spec.body).toBe(200);
    expect((await upload([], 'other.pdf')).statusCode).toBe(200);
    const unknown = await upload([['column_name', 'col_999999']], 'lost.pdf');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['column_name']);

    const names = (group: { files_list: { name: string }[] }) => group.files_list.map((f) => f.name);
    const files = (await card(id, 'manager')).ticket.files;
    expect(names(files[col])).toEqual(['act.pdf', 'act-2.pdf']);
    expect(names(files.custom)).toEqual(['other.pdf']);
    expect(files[col].files_list[0]).toMatchObject({ column_name: col, link: expect.stringMatching(/^\/upload\/files\/tickets\//) });
    // GET load/tasks/:id/files groups them the same way.
    const listed = (await call('manager', 'GET', `/api/load/tasks/${id}/files`)).json().files;
    expect(names(listed[col])).toEqual(['act.pdf', 'act-2.pdf']);
    // All three are the ticket's files; the refused upload stored nothing.
    // The general file list names each file's column, so the card can group what it lists.
    const general = (await call('manager', 'GET', `/api/files/tickets/${id}`)).json() as { name: string; column_name: string | null }[];
    expect(general.map((f) => [f.name, f.column_name])).toEqual([
      ['act.pdf', col],
      ['act-2.pdf', col],
      ['other.pdf', null],
    ]);
    // A column removed later: its files fall back to their type's group instead of vanishing.
    const columnId = column.json().column.id;
    expect((await call('manager', 'PATCH', `/api/load/boards/${own}/columns/${columnId}`, { status: 0 })).statusCode).toBe(200);
    expect(names((await card(id, 'manager')).ticket.files.custom)).toEqual(['act.pdf', 'act-2.pdf', 'other.pdf']);
  });
});

describe('subtasks and lists', () => {
  it('subtasks by parent_id; the parent search lists open tasks of the same board (statuses 4, 6, 3 → new, work, waiting)', async () => {
    const parent = await ticket();
    const child = await ticket([], { parent_id: parent });
    const subtasks = await call('employee', 'GET', `/api/load/tasks?parent_id=${parent}`);
    expect(subtasks.json().data.data.map((r: { id: number }) => r.id)).toEqual([child]);
    expect((await card(parent)).ticket.child.map((c: { id: number }) => c.id)).toEqual([child]);
    const done = await finished();
    const search = await call('employee', 'GET', `/api/load/tasks?current_ticket_id=${child}&limit=200`);
    const found = search.json().data.data as { id: number; board_id: number; status: { code: string } }[];
    expect(found.every((r) => r.board_id === board && ['new', 'work', 'waiting'].includes(r.status.code))).toBe(true);
    expect(found.map((r) => r.id)).not.toContain(child);
    expect(found.map((r) => r.id)).not.toContain(done);
    expect((await call('employee', 'PATCH', `/api/load/tasks/${parent}`, { parent_id: child })).statusCode).toBe(422);
  });

  it('linked contract (decision 015): a live contract is linked and named, a missing or deleted one is refused with 422, null clears', async () => {
    const id = await ticket();
    const [live] = await queryRows<{ id: number; number: string; subject: string }>(
      t.database.db,
      sql`select id, number, subject from contracts where status = 1 order by id limit 1`,
    );
    const missing = await call('employee', 'PATCH', `/api/load/tasks/${id}`, { contract_id: 99999999 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ errors: { contract_id: ['Договор не найден или удалён: выберите действующий договор'] } });
    // The same through the method override of spec 2 §7 (form data).
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/load/tasks/${id}`,
      payload: '_method=PATCH&contract_id=99999998',
      headers: { authorization: auth.employee, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(422);
    expect((await card(id)).ticket).toMatchObject({ contract_id: null, contract_name: null });
    // Only editors link.
    expect((await call('accountant', 'PATCH', `/api/load/tasks/${id}`, { contract_id: live.id })).statusCode).toBe(403);
    const linked = await call('employee', 'PATCH', `/api/load/tasks/${id}`, { contract_id: live.id });
    expect(linked.statusCode, linked.body).toBe(200);
    const subject = live.subject.length > 60 ? `${live.subject.slice(0, 59)}…` : live.subject;
    expect((await card(id)).ticket).toMatchObject({ contract_id: live.id, contract_name: `${live.number} — ${subject}` });
    const [change] = await queryRows<{ old_value: string | null; new_value: string }>(
      t.database.db,
      sql`select old_value, new_value from object_history where module = 'tickets' and object_id = ${id} and field = 'contract_id' order by id desc limit 1`,
    );
    expect(change).toEqual({ old_value: null, new_value: String(live.id) });
    // A deleted contract is not linked; one deleted after linking stays stored but has no name.
    const [gone] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from contracts where status = 1 and id <> ${live.id} order by id desc limit 1`,
    );
    await t.database.db.execute(sql`update contracts set status = 0 where id = ${gone.id}`);
    expect((await call('employee', 'PATCH', `/api/load/tasks/${id}`, { contract_id: gone.id })).statusCode).toBe(422);
    await t.database.db.execute(sql`update tickets set contract_id = ${gone.id} where id = ${id}`);
    expect((await card(id)).ticket).toMatchObject({ contract_id: gone.id, contract_name: null });
    const cleared = await call('employee', 'PATCH', `/api/load/tasks/${id}`, { contract_id: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await card(id)).ticket.contract_id).toBeNull();
    await t.database.db.execute(sql`update contracts set status = 1 where id = ${gone.id}`);
  });

  it('list: keyset pages without gaps or repeats, status[n] filter, capped total, performers per row', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await ticket(['accountant'], { name: `Страница ${i}`, end: `2035-01-0${(i % 3) + 1} 10:00` }));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/load/tasks?board_id=${board}&search=${encodeURIComponent('Страница')}&sort=end&order=asc&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await call('employee', 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().data.data.map((r: { id: number }) => r.id));
      expect(res.json().data.total).toBe(7);
      cursor = res.json().data.next_cursor;
    } while (cursor);
    expect(seen.sort()).toEqual([...ids].sort());
    const byStatus = await call('employee', 'GET', `/api/load/tasks?board_id=${board}&status[0]=1&limit=200`);
    const rows = byStatus.json().data.data as { status: { id: number }; performers: unknown[] }[];
    expect(rows.every((r) => r.status.id === 1)).toBe(true);
    expect(rows.find((r) => r.performers.length > 0)).toBeDefined();
    const desc = await call('employee', 'GET', `/api/load/tasks?board_id=${board}&sort=priority&order=desc&limit=5`);
    const priorities = desc.json().data.data.map((r: { priority: { id: number } }) => r.priority.id);
    expect([...priorities].sort((a, b) => b - a)).toEqual(priorities);
    expect((await call('employee', 'GET', '/api/load/tasks?cursor=garbage')).statusCode).toBe(422);
  });

  it('a list of a board the user may not use shows only tickets they take part in', async () => {
    const offices = (await call('manager', 'GET', '/api/load/boards/allowed')).json().data as { id: number; name: string }[];
    const office = offices.find((b) => b.name === 'Офис')!.id;
    const res = await call('employee', 'GET', `/api/load/tasks?board_id=${office}&limit=200`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data as { initiator: { id: number }; performers: { performer_id: number }[] }[];
    expect(rows.every((r) => r.initiator.id === uid.employee || r.performers.some((p) => p.performer_id === uid.employee))).toBe(true);
    const all = await call('manager', 'GET', `/api/load/tasks?board_id=${office}&limit=200`);
    expect(all.json().data.data.length).toBeGreaterThan(rows.length);
  });

  it('kanban: columns by status with cards; a move is PATCH status through the same rules', async () => {
    const id = await ticket();
    const res = await call('employee', 'GET', `/api/load/kanban?board_id=${board}&limit=100`);
    expect(res.statusCode).toBe(200);
    const columns = res.json().columns as { status: { code: string }; cards: { id: number }[] }[];
    expect(columns.map((c) => c.status.code)).toEqual(['new', 'work', 'waiting', 'finished']);
    expect(columns[0].cards.map((c) => c.id)).toContain(id);
    expect(
      (await call('manager', 'GET', `/api/load/kanban?board_id=${board}`))
        .json()
        .columns.map((c: { status: { code: string } }) => c.status.code),
    ).toContain('accepted');
    expect((await setStatus('employee', id, TICKET_STATUS.waiting)).statusCode).toBe(200);
    const column = await call('employee', 'GET', `/api/load/kanban?board_id=${board}&status=${TICKET_STATUS.waiting}&limit=200`);
    expect(column.json().columns[0].cards.map((c: { id: number }) => c.id)).toContain(id);
  });

  it('statistics: counts by status, by performer, overdue, created vs finished per day', async () => {
    const res = await call('employee', 'GET', `/api/load/statistic?board_id=${board}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.by_status).toHaveLength(6);
    expect(body.by_status.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBeGreaterThan(10);
    expect(body.by_performer.find((p: { user_id: number }) => p.user_id === uid.accountant).total).toBeGreaterThan(0);
    expect(body.overdue).toBeGreaterThanOrEqual(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.per_day.find((d: { date: string }) => d.date === today).created).toBeGreaterThan(0);
    expect((await call('employee', 'GET', '/api/load/statistic?board_id=999999')).statusCode).toBe(404);
  });

  it('list filters: performer, tag[n], priority, search (name or id, % taken literally), global; combined they narrow', async () => {
    const own = (await call('manager', 'POST', '/api/load/boards', { name: 'Доска фильтров' })).json().board.id as number;
    const create = async (name: string, priority: number, performers: string[]) => {
      const res = await call('manager', 'POST', '/api/load/tasks', {
        name,
        board_id: own,
        priority,
        performers: performers.map((p) => uid[p]),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().ticket.id as number;
    };
    const oil = await create('Фильтр: замена масла', 4, ['accountant']);
    const tyres = await create('Фильтр: шиномонтаж', 1, ['user1']);
    const both = await create('Фильтр: масло и шины', 4, ['user1', 'accountant']);
    const other = await create('Прочее', 2, []);
    const tagName = `Фильтр-тег ${own}`;
    const tagged = await call('manager', 'POST', '/api/widgets/tags', { module: 'tickets', name: tagName, item_id: oil });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const tag = tagged.json().tag_id as number;
    expect((await call('manager', 'POST', `/api/widgets/tags/${tag}`, { module: 'tickets', item_id: other })).statusCode).toBe(200);

    const list = async (query: string) => {
      const res = await call('manager', 'GET', `/api/load/tasks?board_id=${own}&limit=200&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { data: { id: number }[]; total: number | string };
      expect(data.total).toBe(data.data.length);
      return data.data.map((r) => r.id).sort((a, b) => a - b);
    };
    const ids = (...list: number[]) => list.sort((a, b) => a - b);
    expect(await list('')).toEqual(ids(oil, tyres, both, other));
    expect(await list(`performer=${uid.accountant}`)).toEqual(ids(oil, both));
    expect(await list(`performer=${uid.user1}`)).toEqual(ids(tyres, both));
    expect(await list(`performer=${uid.employee}`)).toEqual([]);
    expect(await list('priority=4')).toEqual(ids(oil, both));
    expect(await list('priority=1')).toEqual([tyres]);
    expect(await list(`tag[0]=${tag}`)).toEqual(ids(oil, other));
    expect(await list(`search=${encodeURIComponent('масл')}`)).toEqual(ids(oil, both));
    expect(await list(`search=${encodeURIComponent('ШИНОМОНТАЖ')}`)).toEqual([tyres]);
    expect(await list(`search=${tyres}`)).toEqual([tyres]);
    expect(await list(`search=${encodeURIComponent('Фильтр%')}`)).toEqual([]);
    expect(await list(`performer=${uid.user1}&priority=4`)).toEqual([both]);
    expect(await list(`tag[0]=${tag}&performer=${uid.accountant}`)).toEqual([oil]);
    expect(await list(`tag[0]=${tag}&search=${encodeURIComponent('масл')}&priority=4&performer=${uid.accountant}`)).toEqual([oil]);
    // global: the search runs over every board the user may see, not only board_id's.
    const global = await call(
      'manager',
      'GET',
      `/api/load/tasks?board_id=${board}&global=1&limit=200&search=${encodeURIComponent('Фильтр: ')}`,
    );
    expect(
      global
        .json()
        .data.data.map((r: { id: number }) => r.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual(ids(oil, tyres, both));
  });

  it('statistics: the period from/to narrows counts and per_day; overdue counts open tickets past their deadline exactly', async () => {
    const own = (await call('manager', 'POST', '/api/load/boards', { name: 'Доска статистики' })).json().board.id as number;
    const create = async (name: string, end: string) => {
      const res = await call('manager', 'POST', '/api/load/tasks', { name, board_id: own, end, performers: [uid.accountant] });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().ticket.id as number;
    };
    // Creation and finishing dates are set in the past directly: the API stamps "now".
    const place = async (id: number, dateAdd: string, status: number, finishedAt: string | null = null) =>
      t.database.db.execute(
        sql`update tickets set date_add = ${dateAdd}::timestamptz, status = ${status}, finished_at = ${finishedAt}::timestamptz where id = ${id}`,
      );
    const marchOverdue = await create('Март: просрочена', '2025-03-10 12:00');
    const marchDone = await create('Март: выполнена', '2025-03-25 12:00');
    const aprilOpen = await create('Апрель: в сроке', '2040-01-01 12:00');
    const aprilDeleted = await create('Апрель: удалена', '2025-04-05 12:00');
    const februaryWaiting = await create('Февраль: ждёт', '2025-02-20 12:00');
    await place(marchOverdue, '2025-03-05T10:00:00Z', TICKET_STATUS.new);
    await place(marchDone, '2025-03-20T10:00:00Z', TICKET_STATUS.finished, '2025-03-21T15:00:00Z');
    await place(aprilOpen, '2025-04-02T10:00:00Z', TICKET_STATUS.work);
    await place(aprilDeleted, '2025-04-03T10:00:00Z', TICKET_STATUS.deleted);
    await place(februaryWaiting, '2025-02-01T10:00:00Z', TICKET_STATUS.waiting);

    const stat = async (query: string) => {
      const res = await call('manager', 'GET', `/api/load/statistic?board_id=${own}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        from: string;
        to: string;
        by_status: { status: { code: string }; count: number }[];
        by_performer: { user_id: number; total: number; finished: number; overdue: number }[];
        overdue: number;
        per_day: { date: string; created: number; finished: number }[];
      };
    };
    const counts = (body: Awaited<ReturnType<typeof stat>>) =>
      Object.fromEntries(body.by_status.filter((s) => s.count > 0).map((s) => [s.status.code, s.count]));

    const march = await stat('from=2025-03-01&to=2025-03-31');
    expect(march).toMatchObject({ from: '2025-03-01 00:00', to: '2025-04-01 00:00' });
    expect(counts(march)).toEqual({ new: 1, finished: 1 });
    expect(march.per_day).toHaveLength(31);
    expect(march.per_day[0].date).toBe('2025-03-01');
    expect(march.per_day.at(-1)!.date).toBe('2025-03-31');
    expect(march.per_day.filter((d) => d.created > 0)).toEqual([
      { date: '2025-03-05', created: 1, finished: 0 },
      { date: '2025-03-20', created: 1, finished: 0 },
    ]);
    expect(march.per_day.filter((d) => d.finished > 0)).toEqual([{ date: '2025-03-21', created: 0, finished: 1 }]);
    expect(march.by_performer).toEqual([expect.objectContaining({ user_id: uid.accountant, total: 2, finished: 1, overdue: 1 })]);
    // Overdue is the board's state now (open: new, work, waiting; deadline passed), whatever the period.
    expect(march.overdue).toBe(2);

    const april = await stat('from=2025-04-01&to=2025-04-30');
    expect(counts(april)).toEqual({ work: 1, deleted: 1 });
    expect(april.per_day).toHaveLength(30);
    expect(april.per_day.some((d) => d.date < '2025-04-01' || d.date > '2025-04-30')).toBe(false);
    expect(april.per_day.filter((d) => d.created > 0).map((d) => d.date)).toEqual(['2025-04-02', '2025-04-03']);
    expect(april.by_performer).toEqual([expect.objectContaining({ user_id: uid.accountant, total: 2, finished: 0, overdue: 0 })]);
    expect(april.overdue).toBe(2);

    const all = await stat('from=2025-01-01&to=2025-12-31');
    expect(counts(all)).toEqual({ new: 1, work: 1, waiting: 1, finished: 1, deleted: 1 });
    // A time inside the day bounds the period at that minute.
    expect(counts(await stat('from=2025-03-05 10:01&to=2025-03-20 10:00'))).toEqual({});
    expect(counts(await stat('from=2025-03-05 10:00&to=2025-03-20 10:01'))).toEqual({ new: 1, finished: 1 });
    // Finishing the overdue one takes it out of the overdue count.
    await place(marchOverdue, '2025-03-05T10:00:00Z', TICKET_STATUS.finished, '2025-03-11T10:00:00Z');
    expect((await stat('from=2025-03-01&to=2025-03-31')).overdue).toBe(1);
  });

  it('reasons: status_id 2 rework and 6 adoption, Russian texts', async () => {
    const rework = (await call('employee', 'GET', '/api/load/reasons?status_id=2')).json().data;
    expect(rework.length).toBeGreaterThan(0);
    expect(rework.every((r: { status_id: number; language: string }) => r.status_id === 2 && r.language === 'ru')).toBe(true);
    expect((await call('employee', 'GET', '/api/load/reasons?status_id=6')).json().data[0].name).toMatch(/[а-я]/);
  });
});
