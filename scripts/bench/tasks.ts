/**
 * The tasks suite: tickets bulk-inserted in SQL (`seedBulkTickets`: insert ... select from
 * generate_series), spread over the three shared demo boards; board lists, kanban, the card
 * and a status change, as the project manager.
 */
import type { LightMyRequestResponse } from 'fastify';
import { seedBulkTickets } from '../../apps/server/src/modules/tasks/index.ts';
import type { Case, Env, Suite } from './harness.ts';

const supplyBoard = (env: Env) => env.pick(`select id from boards where name = 'Снабжение' order by id limit 1`);

export const tasksSuite: Suite = {
  name: 'tickets',
  tables: ['tickets'],
  largeTable: 100_000,
  async grow(env, size) {
    const existing = Number((await env.recorder.query<{ n: number }>('select count(*)::int as n from tickets'))[0].n);
    const total = size > existing ? await seedBulkTickets(env.db, size - existing) : existing;
    const board = await supplyBoard(env);
    const onBoard = Number(
      (await env.recorder.query<{ n: number }>(`select count(*)::int as n from tickets where board_id = ${board}`))[0].n,
    );
    return { total, detail: `${onBoard.toLocaleString('en-US')} on the board; ` };
  },
  async cases(env) {
    const board = await supplyBoard(env);
    const authorization = await env.authorization('manager');
    const sampleTicket = await env.pick(
      `select t.id from tickets t where t.board_id = ${board} and t.parent_id is null and t.status = 2
         and exists (select 1 from tag_links l where l.module = 'tickets' and l.object_id = t.id) order by t.id desc limit 1`,
    );
    const movedTicket = await env.pick(`select id from tickets where board_id = ${board} and status = 1 order by id desc limit 1`);
    // A keyset page 20 pages deep into the default order (end descending).
    let cursor: string | null = null;
    for (let i = 0; i < 20; i++) {
      const r: LightMyRequestResponse = await env.app.inject({
        url: `/api/load/tasks?board_id=${board}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        headers: { authorization },
      });
      cursor = r.json().data.next_cursor;
    }
    let flip = false;
    const cases: Case[] = [
      { name: 'board list, first page', url: `/api/load/tasks?board_id=${board}&limit=50`, list: true },
      {
        name: 'board list, keyset page 21',
        url: `/api/load/tasks?board_id=${board}&limit=50&cursor=${encodeURIComponent(cursor ?? '')}`,
        list: true,
      },
      { name: 'board list by priority', url: `/api/load/tasks?board_id=${board}&sort=priority&order=desc&limit=50`, list: true },
      { name: 'board list, status filter', url: `/api/load/tasks?board_id=${board}&status[]=3&limit=50`, list: true },
      { name: 'kanban (20/column)', url: `/api/load/kanban?board_id=${board}&limit=20`, list: true },
      { name: 'ticket card', url: `/api/load/tasks/${sampleTicket}` },
      {
        name: 'status change',
        url: `/api/load/tasks/${movedTicket}`,
        method: 'PATCH',
        payload: () => {
          flip = !flip;
          return { status: flip ? 3 : 1 };
        },
      },
    ];
    return cases;
  },
};
