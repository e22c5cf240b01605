import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** The home calendar (spec 1 §2 "/ home (work table with calendar)"): the user's own dated work. */
let t: TestApp;
const auth: Record<string, string> = {};
const uid: Record<string, number> = {};
let board = 0;

const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: auth[who] }, payload });

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['manager', 'employee', 'accountant']) {
    auth[login] = (await t.login(login)).authorization;
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = ${login}`);
    uid[login] = row.id;
  }
  board = (await call('manager', 'POST', '/api/load/boards', { name: 'Календарь' })).json().board.id;
  await call('manager', 'POST', `/api/load/boards/${board}/users`, { user_id: uid.employee, owner: 0 });
});
afterAll(async () => {
  await t.close();
});

async function ticket(name: string, end: string, performers: string[] = ['employee']): Promise<number> {
  const res = await call('manager', 'POST', '/api/load/tasks', { name, board_id: board, end, performers: performers.map((p) => uid[p]) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket.id;
}

async function application(name: string, dateWant: string, status: string, member?: string): Promise<number> {
  const [type] = await queryRows<{ id: number }>(t.database.db, sql`select id from application_types order by id limit 1`);
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into applications (type_id, name, status, date_want, who_add) values (${type.id}, ${name}, ${status}, ${dateWant}, ${uid.manager}) returning id`,
  );
  if (member) await t.database.db.execute(sql`insert into application_members (user_id, pack_id) values (${uid[member]}, ${row.id})`);
  return row.id;
}

const events = async (who: string, from: string, to: string) => call(who, 'GET', `/api/home/events?from=${from}&to=${to}`);

describe('home calendar events', () => {
  it('lists the deadlines of the user’s tasks and the wanted dates of their open applications, in date order', async () => {
    const due = await ticket('Сдать отчёт', '2031-03-10 09:00');
    const deleted = await ticket('Отменённая', '2031-03-11 09:00');
    expect((await call('manager', 'PATCH', `/api/load/tasks/${deleted}`, { status: 6 })).statusCode).toBe(200);
    await ticket('Не моя', '2031-03-12 09:00', []);
    const wanted = await application('Заявка на бумагу', '2031-03-05', 'active', 'employee');
    await application('Чужая заявка', '2031-03-06', 'active');
    await application('Удалённая заявка', '2031-03-07', 'delete', 'employee');

    const res = await events('employee', '2031-03-01', '2031-03-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        module: 'applications',
        id: wanted,
        name: 'Заявка на бумагу',
        date: '2031-03-05',
        status: 'active',
        link: `/applications/${wanted}`,
      },
      { module: 'tickets', id: due, name: 'Сдать отчёт', date: '2031-03-10 09:00', status: 1, link: `/tickets/${due}` },
    ]);
    // The initiator sees the deadlines of the tasks they set, the deleted one excepted.
    expect((await events('manager', '2031-03-01', '2031-03-31')).json().map((e: { name: string }) => e.name)).toEqual([
      'Сдать отчёт',
      'Не моя',
    ]);
    // Someone who takes no part sees none of it.
    expect((await events('accountant', '2031-03-01', '2031-03-31')).json()).toEqual([]);
  });

  it('refuses a malformed date and a range over 62 days with 422', async () => {
    expect((await events('employee', '2031-02-30', '2031-03-31')).statusCode).toBe(422);
    expect((await events('employee', '2031-03-31', '2031-03-01')).statusCode).toBe(422);
    expect((await events('employee', '2031-01-01', '2031-12-31')).statusCode).toBe(422);
    expect((await call('employee', 'GET', '/api/home/events?from=март&to=2031-03-01')).statusCode).toBe(422);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/home/events?from=2031-03-01&to=2031-03-31' })).statusCode).toBe(401);
  });
});
