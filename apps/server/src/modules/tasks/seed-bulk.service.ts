import { TICKET_STATUS, WORK_STATE } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { bulkTagTickets } from './collab.ts';
import { OFFICE, REPAIR, STATUS_CYCLE, SUPPLY } from './seed.data.ts';

/**
 * Benchmark volume (`npm run bench`): `count` more tickets spread over the shared demo
 * boards (Снабжение, Ремонт техники, Офис) in every status, with one or two performers and
 * every fifth with a tag. Inserted set-wise (`insert ... select from generate_series`) in
 * batches, not row by row; answers the number of tickets then in the table. Needs `seedTasks` first.
 */
export async function seedBulkTickets(db: Db, count: number, { batch = 200_000 }: { batch?: number } = {}): Promise<number> {
  const boardIds = (
    await queryRows<{ id: number }>(
      db,
      sql`select id from boards where personal = 0 and name in ('Снабжение', 'Ремонт техники', 'Офис') order by id`,
    )
  ).map((b) => b.id);
  const staff = (await queryRows<{ id: number }>(db, sql`select id from users where status = 1 and login like 'user%' order by id`)).map(
    (u) => u.id,
  );
  const [manager] = await queryRows<{ id: number }>(db, sql`select id from users where login = 'manager'`);
  if (boardIds.length === 0 || staff.length < 2 || !manager) throw new Error('seedBulkTickets needs the demo company (seedTasks) first');
  const names = [...SUPPLY, ...REPAIR, ...OFFICE];
  const statuses = STATUS_CYCLE;
  const intArray = (list: readonly number[]) => sql.raw(`array[${list.map((v) => Math.trunc(v)).join(',')}]::int[]`);
  const textArray = sql`${sql.param(names)}::text[]`;
  // Numbers go in as literals: untyped parameters would be text in the generated expressions.
  const n = (v: number) => sql.raw(String(Math.trunc(v)));
  const [{ before }] = await queryRows<{ before: number }>(db, sql`select coalesce(max(id), 0)::int as before from tickets`);
  for (let done = 0; done < count; done += batch) {
    const from = before + done + 1;
    const to = before + Math.min(count, done + batch);
    // g runs over the ids the new rows will roughly get; it only drives the generated values.
    await db.execute(sql`insert into tickets (name, status, priority, board_id, initiator_id, who_add, date_add, start, "end", finished_at)
      select x.name, x.status, x.priority, x.board_id, x.initiator_id, ${n(manager.id)}, x.created, x.created,
             case when x.g % 9 = 0 then null else x.created + ((x.g % 30) + 1) * interval '1 day' end,
             case when x.status in (${n(TICKET_STATUS.finished)}, ${n(TICKET_STATUS.accepted)}) then x.created + (x.g % 20) * interval '1 day' end
      from (
        select g,
          (${textArray})[1 + g % ${n(names.length)}] || ' №' || g as name,
          (${intArray(statuses)})[1 + g % ${n(statuses.length)}] as status,
          1 + g % 4 as priority,
          (${intArray(boardIds)})[1 + g % ${n(boardIds.length)}] as board_id,
          case when g % 5 = 0 then ${n(manager.id)} else (${intArray(staff)})[1 + g % ${n(staff.length)}] end as initiator_id,
          now() - (g % 365) * interval '1 day' - (g % 24) * interval '1 hour' as created
        from generate_series(${n(from)}, ${n(to)}) g
      ) x`);
  }
  await db.execute(sql`insert into ticket_performers (ticket_id, user_id, who_add, work_status, done_at)
    select t.id, (${intArray(staff)})[1 + t.id % ${n(staff.length)}], t.initiator_id,
           case when t.status in (${n(TICKET_STATUS.finished)}, ${n(TICKET_STATUS.accepted)}) then ${n(WORK_STATE.done)} else ${n(WORK_STATE.waiting)} end,
           t.finished_at
    from tickets t where t.id > ${n(before)}`);
  await db.execute(sql`insert into ticket_performers (ticket_id, user_id, who_add, work_status, done_at)
    select t.id, (${intArray(staff)})[1 + (t.id + 1) % ${n(staff.length)}], t.initiator_id,
           case when t.status in (${n(TICKET_STATUS.finished)}, ${n(TICKET_STATUS.accepted)}) then ${n(WORK_STATE.done)} else ${n(WORK_STATE.waiting)} end,
           t.finished_at
    from tickets t where t.id > ${n(before)} and t.id % 4 = 0`);
  await bulkTagTickets(db, before, manager.id);
  // What autovacuum would do after a bulk load: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze tickets`);
  await db.execute(sql`vacuum analyze ticket_performers`);
  await db.execute(sql`vacuum analyze tag_links`);
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from tickets`);
  return Number(total.n);
}
