/**
 * The equipment handover acts suite (issue 16, `/tech/acts`): acts bulk-inserted in SQL (insert ...
 * select from generate_series) over the demo machines and drivers, alternately handing over and
 * taking back, a third of them signed. Cases: the list's first page as the web asks for it, a keyset
 * page deep in the list, one machine's acts, one driver's acts, the card — each against its honest
 * floor, one hand-written statement answering the same rows.
 */

import type { LightMyRequestResponse } from 'fastify';
import type { Case, Env, Statement, Suite } from './harness.ts';

const n = (v: number) => String(Math.trunc(v));

function insertActsSql(from: number, to: number, last: number): string {
  return `insert into equipment_acts (kind, date, equipment_id, holder_id, condition, odometer, giver_id, giver_name,
      receiver_id, receiver_name, giver_signed_at, receiver_signed_at, state, who_add, date_add)
    select case when g % 2 = 0 then 'output' else 'input' end, (now() - (${n(last)} - g) * interval '10 minutes')::date,
      e.id, d.id, (array['good', 'good', 'needs_repair', 'damaged'])[1 + g % 4], g, a.id, 'Администратор', d.id, 'Водитель',
      case when g % 3 = 0 then now() end, case when g % 3 = 0 then now() end, case when g % 3 = 0 then 'signed' else 'signing' end,
      a.id, now() - (${n(last)} - g) * interval '10 minutes'
    from generate_series(${n(from)}, ${n(to)}) g
    cross join lateral (select id from equipment where status = 1 order by id offset (g % greatest(1, (select count(*)::int from equipment where status = 1))) limit 1) e
    cross join lateral (select id from users where status = 1 order by id offset (g % greatest(1, (select count(*)::int from users where status = 1))) limit 1) d
    cross join (select id from users where login = 'admin') a`;
}

const ROW = `t.id, t.kind, t.date, t.equipment_id, e.name, e.board_number, t.holder_id, h.fio, t.department, t.organization_id,
  o.name as organization_name, t.condition, t.odometer, t.state, t.who_add, w.fio as who_add_fio, t.date_add, t.condition_comment,
  t.comment, t.giver_id, t.giver_name, t.giver_signed_at, t.receiver_id, t.receiver_name, t.receiver_signed_at, e.s_n`;
const FROM = `from equipment_acts t join equipment e on e.id = t.equipment_id left join users h on h.id = t.holder_id
  left join users w on w.id = t.who_add left join organizations o on o.id = t.organization_id`;

/** A page of 50 (and one more: the next cursor), newest first. `where` uses `t.`. */
const floorPage = (where: string, params: unknown[]): Statement => ({
  text: `select ${ROW} ${FROM} where t.status = 1${where ? ` and ${where}` : ''} order by t.id desc limit 51`,
  params,
});

/** The floor answers what the API answers: the same ids in the same order (a card: its id). */
async function checkFloor(env: Env, c: Case, response: LightMyRequestResponse) {
  const rows = await env.recorder.query<{ id: number }>(c.floor!.text, c.floor!.params);
  const body = response.json() as { items?: { id: number }[]; id?: number };
  const items = body.items ?? [{ id: body.id! }];
  const page = body.items ? rows.slice(0, 50) : rows;
  if (page.length !== items.length || page.some((r, k) => r.id !== items[k].id))
    throw new Error(`${c.name}: the floor does not answer the API's rows (api ${items.length}, floor ${page.length})`);
}

export const techActsSuite: Suite = {
  name: 'tech-acts',
  tables: ['equipment_acts'],
  largeTable: 100_000,
  async grow(env, size) {
    const [{ existing, last }] = await env.recorder.query<{ existing: number; last: number }>(
      'select count(*)::int as existing, coalesce(max(id), 0)::int as last from equipment_acts',
    );
    if (size > existing) {
      const count = size - existing;
      for (let done = 0; done < count; done += 100_000)
        await env.recorder.query(insertActsSql(last + done + 1, last + Math.min(count, done + 100_000), last + count));
      await env.recorder.query('vacuum analyze equipment_acts');
    }
    const [stats] = await env.recorder.query<{ total: number; machines: number }>(
      'select count(*)::int as total, count(distinct equipment_id)::int as machines from equipment_acts',
    );
    return { total: Number(stats.total), detail: `${stats.machines} machines; ` };
  },
  async cases(env) {
    const base = '/api/tech/acts?limit=50';
    const machine = await env.pick('select equipment_id as id from equipment_acts group by 1 order by count(*) desc limit 1');
    const driver = await env.pick(
      `select holder_id as id from equipment_acts where holder_id is not null group by 1 order by count(*) limit 1`,
    );
    const deep = await env.pick('select id from equipment_acts where status = 1 order by id desc limit 1 offset 10000');
    const card = await env.pick('select id from equipment_acts where status = 1 order by id desc limit 1 offset 100');
    const cases: Case[] = [
      { name: 'list, page 1', url: base, login: 'admin', list: true, floor: floorPage('', []) },
      { name: 'list, keyset page 200', url: `${base}&cursor=${deep}`, login: 'admin', list: true, floor: floorPage('t.id < $1', [deep]) },
      {
        name: 'list, one machine',
        url: `${base}&equipment_id=${machine}`,
        login: 'admin',
        list: true,
        floor: floorPage('t.equipment_id = $1', [machine]),
      },
      {
        name: 'list, one driver',
        url: `${base}&holder_id=${driver}`,
        login: 'admin',
        list: true,
        floor: floorPage('t.holder_id = $1', [driver]),
      },
      {
        name: 'act card',
        url: `/api/tech/acts/${card}`,
        login: 'admin',
        floor: { text: `select ${ROW} ${FROM} where t.id = $1`, params: [card] },
      },
    ];
    for (const c of cases) await checkFloor(env, c, await env.send(c));
    return cases;
  },
};
