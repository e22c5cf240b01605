import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';

const boardFilter = (boardIds: number[] | null): SQL =>
  boardIds === null
    ? sql`true`
    : boardIds.length === 0
      ? sql`false`
      : sql`t.board_id in (${sql.join(
          boardIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;

export async function countByStatus(db: Db, boardIds: number[] | null, from: Date, to: Date) {
  return queryRows<{ status: number; n: number }>(
    db,
    sql`select t.status, count(*)::int as n from tickets t where ${boardFilter(boardIds)} and t.date_add >= ${from} and t.date_add < ${to}
        group by t.status order by t.status`,
  );
}

export async function countByPerformer(db: Db, boardIds: number[] | null, from: Date, to: Date, now: Date) {
  return queryRows<{ user_id: number; fio: string; total: number; finished: number; overdue: number }>(
    db,
    sql`select p.user_id, u.fio, count(*)::int as total,
          count(*) filter (where t.status in (4, 5))::int as finished,
          count(*) filter (where t."end" < ${now} and t.status in (1, 2, 3))::int as overdue
        from tickets t join ticket_performers p on p.ticket_id = t.id and p.status = 1 join users u on u.id = p.user_id
        where ${boardFilter(boardIds)} and t.date_add >= ${from} and t.date_add < ${to}
        group by p.user_id, u.fio order by total desc, u.fio limit 200`,
  );
}

export async function countOverdue(db: Db, boardIds: number[] | null, now: Date) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from tickets t where ${boardFilter(boardIds)} and t."end" < ${now} and t.status in (1, 2, 3)`,
  );
  return Number(row.n);
}

export async function countPerDay(db: Db, boardIds: number[] | null, from: Date, to: Date) {
  const created = await queryRows<{ day: string; n: number }>(
    db,
    sql`select to_char(t.date_add at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n from tickets t
        where ${boardFilter(boardIds)} and t.date_add >= ${from} and t.date_add < ${to} group by 1 order by 1`,
  );
  const finished = await queryRows<{ day: string; n: number }>(
    db,
    sql`select to_char(t.finished_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n from tickets t
        where ${boardFilter(boardIds)} and t.finished_at >= ${from} and t.finished_at < ${to} group by 1 order by 1`,
  );
  return { created, finished };
}

/** Per performer of a ticket: worked seconds, work records, state, and their on-time rate over all finished performances. */
export async function findKpi(db: Db, ticketId: number) {
  return queryRows<{
    user_id: number;
    fio: string;
    work_status: number;
    done_at: Date | null;
    total: number;
    works: number;
    done_count: number;
    on_time_count: number;
  }>(
    db,
    sql`select p.user_id, u.fio, p.work_status, p.done_at,
          coalesce((select sum(w.total)::int from ticket_works w where w.ticket_id = p.ticket_id and w.user_id = p.user_id), 0) as total,
          (select count(*)::int from ticket_works w where w.ticket_id = p.ticket_id and w.user_id = p.user_id) as works,
          s.done_count, s.on_time_count
        from ticket_performers p join users u on u.id = p.user_id
        cross join lateral (
          select count(*)::int as done_count, count(*) filter (where t2."end" is null or p2.done_at <= t2."end")::int as on_time_count
          from ticket_performers p2 join tickets t2 on t2.id = p2.ticket_id
          where p2.user_id = p.user_id and p2.work_status = 2 and p2.status = 1
        ) s
        where p.ticket_id = ${ticketId} and p.status = 1 order by p.id`,
  );
}
