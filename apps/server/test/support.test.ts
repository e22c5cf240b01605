import { DEFAULT_SUPPORT_SLA, slaClock, supportDueTimes } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The support desk (issue 17): rights (the requester sees their own, operators all, others 404),
 * take, status changes, the SLA due times and the waiting pause, settings, the ticket made of a
 * request, notifications. Operators: user18 (role «Оператор поддержки» of the demo) and admin.
 */
let t: TestApp;
const tokens = new Map<string, string>();
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function call(who: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) {
  if (!tokens.has(who)) tokens.set(who, (await t.login(who)).authorization);
  return t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: tokens.get(who)! } });
}
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const userId = async (login: string) => (await rows<{ id: number }>(sql`select id from users where login = ${login}`))[0].id;

async function file(who = 'employee', extra: object = {}) {
  const res = await call(who, 'POST', '/support', {
    subject: `Не работает VPN ${++seq}`,
    body: 'Подключение обрывается через минуту',
    category: 'access',
    priority: 'critical',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}
const card = async (who: string, id: number) => call(who, 'GET', `/support/${id}`);
const ms = (wire: string) => Date.parse(`${wire.replace(' ', 'T')}Z`);

describe('rights', () => {
  it('the requester sees their own requests, operators every one, others get 404', async () => {
    const id = await file('employee');
    const own = await call('employee', 'GET', '/support?limit=200');
    expect(own.statusCode, own.body).toBe(200);
    const ownRows = own.json().items as { id: number; requester_id: number }[];
    expect(ownRows.map((r) => r.id)).toContain(id);
    const employee = await userId('employee');
    expect(ownRows.every((r) => r.requester_id === employee)).toBe(true);
    const theirs = await call('user20', 'GET', '/support?limit=200');
    expect((theirs.json().items as { id: number }[]).map((r) => r.id)).not.toContain(id);
    expect((await card('user20', id)).statusCode).toBe(404);
    expect((await call('user20', 'POST', `/components/chat/vue/support/${id}`, {})).statusCode).toBe(404);
    expect((await card('user18', id)).statusCode).toBe(200);
    const queue = await call('user18', 'GET', '/support?view=all&limit=200');
    expect(queue.json().items.length).toBeGreaterThan(ownRows.length - 1);
    expect((await call('employee', 'GET', '/support?view=queue')).statusCode).toBe(403);
    expect((await call('employee', 'GET', '/support/settings')).statusCode).toBe(403);
  });

  it('the requester field is the author, whatever the body says; bad input is 422', async () => {
    const id = await file('employee', { requester_id: 1, state: 'closed' });
    const record = (await card('employee', id)).json();
    expect(record.requester_id).toBe(await userId('employee'));
    expect(record.state).toBe('new');
    const bad = await call('employee', 'POST', '/support', { subject: '', body: 'x', priority: 'urgent' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors ?? bad.json())).toEqual(expect.arrayContaining(['subject']));
  });

  it('the requester edits only their own new request; another user cannot patch it', async () => {
    const id = await file('employee');
    const version = (await card('employee', id)).json().version;
    expect((await call('employee', 'PATCH', `/support/${id}`, { body: 'Уточнение: только дома', version })).statusCode).toBe(200);
    expect((await call('user20', 'PATCH', `/support/${id}`, { body: 'чужое' })).statusCode).toBe(403);
    await call('user18', 'POST', `/support/${id}/take`);
    expect((await call('employee', 'PATCH', `/support/${id}`, { body: 'ещё' })).statusCode).toBe(403);
    expect((await call('employee', 'DELETE', `/support/${id}`)).statusCode).toBe(403);
  });
});

describe('work on a request', () => {
  it('an operator takes a request: in work, theirs, first response stamped, history written', async () => {
    const id = await file('employee');
    expect((await call('employee', 'POST', `/support/${id}/take`)).statusCode).toBe(403);
    const take = await call('user18', 'POST', `/support/${id}/take`);
    expect(take.statusCode, take.body).toBe(200);
    const record = (await card('employee', id)).json();
    expect(record.state).toBe('in_work');
    expect(record.operator_id).toBe(await userId('user18'));
    expect(record.responded_at).toBeTruthy();
    const mine = await call('user18', 'GET', '/support?view=mine&limit=200');
    expect((mine.json().items as { id: number }[]).map((r) => r.id)).toContain(id);
    const queue = await call('user18', 'GET', '/support?view=queue&limit=200');
    expect((queue.json().items as { id: number }[]).map((r) => r.id)).not.toContain(id);
    const history = await rows<{ field: string }>(sql`select field from object_history where module = 'support' and object_id = ${id}`);
    expect(history.map((h) => h.field)).toEqual(expect.arrayContaining(['state', 'operator_id']));
  });

  it('status: operators change it; the requester only closes or reopens their own; the same status is 409', async () => {
    const id = await file('employee');
    expect((await call('employee', 'POST', `/support/${id}/status`, { state: 'in_work' })).statusCode).toBe(403);
    expect((await call('user18', 'POST', `/support/${id}/status`, { state: 'bogus' })).statusCode).toBe(422);
    expect((await call('user18', 'POST', `/support/${id}/status`, { state: 'waiting' })).statusCode).toBe(200);
    expect((await call('user18', 'POST', `/support/${id}/status`, { state: 'waiting' })).statusCode).toBe(409);
    expect((await call('user20', 'POST', `/support/${id}/status`, { state: 'closed' })).statusCode).toBe(404);
    expect((await call('employee', 'POST', `/support/${id}/status`, { state: 'closed' })).statusCode).toBe(200);
    const closed = (await card('employee', id)).json();
    expect(closed.state).toBe('closed');
    expect(closed.closed_at).toBeTruthy();
    expect((await call('user18', 'POST', `/support/${id}/take`)).statusCode).toBe(409);
    expect((await call('employee', 'POST', `/support/${id}/status`, { state: 'new' })).statusCode).toBe(200);
    expect((await card('employee', id)).json().closed_at).toBeNull();
  });
});

describe('SLA', () => {
  it('a request carries its due times from its priority', async () => {
    const id = await file('employee', { priority: 'critical' });
    const r = (await card('employee', id)).json();
    const created = ms(r.date_add);
    expect(ms(r.response_due) - created).toBe(60 * 60_000);
    expect(ms(r.resolve_due) - created).toBe(240 * 60_000);
  });

  it('the clock: time left, then overdue; closed requests have none (explicit timestamps)', () => {
    const created = new Date('2026-11-02T09:00:00Z');
    const due = supportDueTimes(created, DEFAULT_SUPPORT_SLA[0], 0);
    expect(due.response_due.toISOString()).toBe('2026-11-02T10:00:00.000Z');
    expect(due.resolve_due.toISOString()).toBe('2026-11-02T13:00:00.000Z');
    const times = {
      state: 'new',
      response_due: '2026-11-02 10:00',
      resolve_due: '2026-11-02 13:00',
      responded_at: null,
      closed_at: null,
      paused_at: null,
    };
    const at = (iso: string) => Date.parse(iso);
    expect(slaClock(times, at('2026-11-02T09:30:00Z'))).toEqual({ target: 'response', leftMs: 30 * 60_000, overdue: false, paused: false });
    expect(slaClock(times, at('2026-11-02T10:15:00Z')).overdue).toBe(true);
    const answered = { ...times, state: 'in_work', responded_at: '2026-11-02 09:40' };
    expect(slaClock(answered, at('2026-11-02T12:00:00Z'))).toMatchObject({ target: 'resolve', leftMs: 60 * 60_000, overdue: false });
    expect(slaClock(answered, at('2026-11-02T13:01:00Z')).overdue).toBe(true);
    expect(slaClock({ ...answered, state: 'closed' }, at('2026-11-03T00:00:00Z')).overdue).toBe(false);
    // Waiting since 11:00: at 20:00 the clock still shows the 2 hours left at 11:00.
    const waiting = { ...answered, state: 'waiting', paused_at: '2026-11-02 11:00' };
    expect(slaClock(waiting, at('2026-11-02T20:00:00Z'))).toMatchObject({ leftMs: 2 * 3_600_000, overdue: false, paused: true });
    // Leaving "waiting" after 9 hours moves the due times 9 hours later.
    expect(supportDueTimes(created, DEFAULT_SUPPORT_SLA[0], 9 * 3_600_000).resolve_due.toISOString()).toBe('2026-11-02T22:00:00.000Z');
  });

  it('waiting pauses the clock: leaving it moves the due times later by the pause', async () => {
    const id = await file('employee', { priority: 'high' });
    await call('user18', 'POST', `/support/${id}/take`);
    const before = (await card('employee', id)).json();
    await call('user18', 'POST', `/support/${id}/status`, { state: 'waiting' });
    const waiting = (await card('employee', id)).json();
    expect(waiting.paused_at).toBeTruthy();
    // The request waited 3 hours.
    await t.database.db.execute(sql`update support_requests set paused_at = now() - interval '3 hours' where id = ${id}`);
    await call('user18', 'POST', `/support/${id}/status`, { state: 'in_work' });
    const after = (await card('employee', id)).json();
    expect(after.paused_at).toBeNull();
    const shift = ms(after.resolve_due) - ms(before.resolve_due);
    expect(Math.abs(shift - 3 * 3_600_000)).toBeLessThanOrEqual(60_000);
  });

  it('overdue demo requests exist, and operators edit the targets per priority (422 on bad values)', async () => {
    const overdue = await rows<{ n: number }>(
      sql`select count(*)::int as n from support_requests where state <> 'closed' and paused_at is null and resolve_due < now()`,
    );
    expect(overdue[0].n).toBeGreaterThan(0);
    const settings = await call('user18', 'GET', '/support/settings');
    expect(settings.json().sla).toHaveLength(4);
    const bad = await call('user18', 'PUT', '/support/settings', { sla: [{ priority: 'low', response_minutes: 0, resolve_minutes: 10 }] });
    expect(bad.statusCode).toBe(422);
    expect((await call('employee', 'PUT', '/support/settings', { sla: [] })).statusCode).toBe(403);
    const put = await call('user18', 'PUT', '/support/settings', { sla: [{ priority: 'low', response_minutes: 30, resolve_minutes: 90 }] });
    expect(put.statusCode, put.body).toBe(200);
    const id = await file('employee', { priority: 'low' });
    const r = (await card('employee', id)).json();
    expect(ms(r.resolve_due) - ms(r.date_add)).toBe(90 * 60_000);
    // A priority change by the operator recomputes them.
    expect((await call('user18', 'PATCH', `/support/${id}`, { priority: 'critical' })).statusCode).toBe(200);
    const raised = (await card('employee', id)).json();
    expect(ms(raised.resolve_due) - ms(raised.date_add)).toBe(240 * 60_000);
  });
});

describe('ticket and notifications', () => {
  it('an operator makes a ticket of a request on a board: linked both ways, once', async () => {
    const id = await file('employee');
    const [board] = await rows<{ id: number }>(sql`select id from boards where personal = 0 and status = 1 order by id limit 1`);
    expect((await call('employee', 'POST', `/support/${id}/ticket`, { board_id: board.id })).statusCode).toBe(403);
    expect((await call('admin', 'POST', `/support/${id}/ticket`, {})).statusCode).toBe(422);
    const made = await call('admin', 'POST', `/support/${id}/ticket`, { board_id: board.id });
    expect(made.statusCode, made.body).toBe(200);
    const { ticket_id, link } = made.json();
    expect(link).toBe(`/tickets/${ticket_id}`);
    expect((await card('employee', id)).json().ticket_id).toBe(ticket_id);
    const ticket = await call('admin', 'GET', `/load/tasks/${ticket_id}`);
    expect(ticket.statusCode, ticket.body).toBe(200);
    const [stored] = await rows<{ name: string; board_id: number; description: string }>(
      sql`select name, board_id, description from tickets where id = ${ticket_id}`,
    );
    expect(stored.name).toContain(`№${id}`);
    expect(stored.board_id).toBe(board.id);
    expect(stored.description).toContain(`/support/${id}`);
    expect((await call('admin', 'POST', `/support/${id}/ticket`, { board_id: board.id })).statusCode).toBe(409);
  });

  it('operators hear of a new request; the requester of an answer in the chat and of status changes', async () => {
    const operator = await userId('user18');
    const employee = await userId('employee');
    const id = await file('employee');
    const forOperator = await rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${operator} and module = 'support' and object_id = ${id}`,
    );
    expect(forOperator[0].n).toBe(1);
    await call('user18', 'POST', `/support/${id}/take`);
    const answer = await call('user18', 'POST', `/components/chat/add/support/${id}`, { comment: '<p>Перезагрузите роутер</p>' });
    expect(answer.statusCode, answer.body).toBe(200);
    await call('user18', 'POST', `/support/${id}/status`, { state: 'waiting' });
    const mine = await rows<{ title: string }>(
      sql`select title from notifications where user_id = ${employee} and module = 'support' and object_id = ${id} order by id`,
    );
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.some((n) => n.title.includes('Перезагрузите роутер'))).toBe(true);
    expect(mine.some((n) => n.title.includes('Ожидает ответа'))).toBe(true);
  });
});
