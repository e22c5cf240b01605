import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { ids, toDate } from './tasks.repository.ts';

/** The tickets list (board lists, search, subtasks): one keyset page and its capped count. */

export type TicketSort = 'end' | 'priority' | 'status' | 'id';

export interface TicketListFilter {
  boardId?: number;
  statuses?: number[];
  withoutStatuses?: number[];
  parentId?: number;
  /** Top-level tickets only (board lists: subtasks are expanded from their parent). */
  topLevel?: boolean;
  search?: string;
  performerId?: number;
  priority?: number;
  excludeId?: number;
  tagIds?: number[];
  /** Restricts to tickets the user may see; undefined = no restriction (project manager, board member). */
  visibleTo?: number;
}

export interface TicketKey {
  v: number | string | null;
  id: number;
}

function like(term: string) {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listConditions(f: TicketListFilter): SQL[] {
  const c: SQL[] = [];
  if (f.boardId !== undefined) c.push(sql`t.board_id = ${f.boardId}`);
  if (f.statuses && f.statuses.length > 0) c.push(sql`t.status in ${ids(f.statuses)}`);
  if (f.withoutStatuses && f.withoutStatuses.length > 0) c.push(sql`t.status not in ${ids(f.withoutStatuses)}`);
  if (f.parentId !== undefined) c.push(sql`t.parent_id = ${f.parentId}`);
  else if (f.topLevel) c.push(sql`t.parent_id is null`);
  if (f.excludeId !== undefined) c.push(sql`t.id <> ${f.excludeId}`);
  if (f.priority !== undefined) c.push(sql`t.priority = ${f.priority}`);
  if (f.search) {
    const asId = /^\d{1,9}$/.test(f.search) ? Number(f.search) : null;
    c.push(asId !== null ? sql`(lower(t.name) like ${like(f.search)} or t.id = ${asId})` : sql`lower(t.name) like ${like(f.search)}`);
  }
  if (f.performerId !== undefined)
    c.push(sql`exists (select 1 from ticket_performers p where p.ticket_id = t.id and p.user_id = ${f.performerId} and p.status = 1)`);
  if (f.tagIds && f.tagIds.length > 0)
    c.push(
      sql`exists (select 1 from tag_links tl where tl.module = 'tickets' and tl.object_id = t.id and tl.status = 1 and tl.tag_id in ${ids(f.tagIds)})`,
    );
  if (f.visibleTo !== undefined) c.push(visibleCondition(f.visibleTo));
  return c;
}

/** Spec 2 §6 visibility for users without company-wide sight. */
function visibleCondition(userId: number): SQL {
  return sql`(t.initiator_id = ${userId}
    or exists (select 1 from board_users bu where bu.board_id = t.board_id and bu.user_id = ${userId} and bu.status = 1)
    or exists (select 1 from boards bo where bo.id = t.board_id and bo.who_add = ${userId})
    or exists (select 1 from ticket_performers pv where pv.ticket_id = t.id and pv.user_id = ${userId} and pv.status = 1)
    or exists (select 1 from ticket_watchers wv where wv.ticket_id = t.id and wv.user_id = ${userId} and wv.status = 1))`;
}

const SORT_COLUMN: Record<TicketSort, SQL> = {
  end: sql`t."end"`,
  priority: sql`t.priority`,
  status: sql`t.status`,
  id: sql`t.id`,
};

/**
 * Keyset condition after `key` for ORDER BY col {asc|desc}, id {asc|desc} with PostgreSQL's
 * default null placement (asc: nulls last, desc: nulls first), which index scans give for free.
 */
function afterKey(col: SQL, desc: boolean, key: TicketKey, cast: SQL): SQL {
  const v = key.v;
  if (!desc) {
    if (v === null) return sql`(${col} is null and t.id > ${key.id})`;
    return sql`(${col} > ${v}::${cast} or (${col} = ${v}::${cast} and t.id > ${key.id}) or ${col} is null)`;
  }
  if (v === null) return sql`((${col} is null and t.id < ${key.id}) or ${col} is not null)`;
  return sql`(${col} < ${v}::${cast} or (${col} = ${v}::${cast} and t.id < ${key.id}))`;
}

export interface TicketListRow {
  id: number;
  name: string;
  status: number;
  priority: number;
  board_id: number;
  board_name: string;
  parent_id: number | null;
  initiator_id: number;
  initiator_fio: string;
  initiator_avatar: string | null;
  start: Date | null;
  end: Date | null;
  date_add: Date;
  subtasks: boolean;
  sort_value: string | number | null;
}

/** One keyset page of tickets (`limit` rows at most). */
export async function findTicketPage(
  db: Db,
  filter: TicketListFilter,
  sort: TicketSort,
  desc: boolean,
  after: TicketKey | null,
  limit: number,
): Promise<TicketListRow[]> {
  const col = SORT_COLUMN[sort];
  const conditions = listConditions(filter);
  if (after && sort !== 'id') conditions.push(afterKey(col, desc, after, sort === 'end' ? sql`timestamptz` : sql`int`));
  if (after && sort === 'id') conditions.push(desc ? sql`t.id < ${after.id}` : sql`t.id > ${after.id}`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const dir = desc ? sql`desc` : sql`asc`;
  const order = sort === 'id' ? sql`t.id ${dir}` : sql`${col} ${dir}, t.id ${dir}`;
  const rows = await queryRows<TicketListRow>(
    db,
    sql`select t.id, t.name, t.status, t.priority, t.board_id, b.name as board_name, t.parent_id, t.initiator_id,
          u.fio as initiator_fio, u.avatar as initiator_avatar, t.start, t."end", t.date_add,
          exists (select 1 from tickets c where c.parent_id = t.id and c.status <> 6) as subtasks,
          ${sort === 'end' ? sql`to_char(t."end" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : col}::text as sort_value
        from (select t.* from tickets t ${where} order by ${order} limit ${limit}) t
        join boards b on b.id = t.board_id
        join users u on u.id = t.initiator_id
        order by ${order}`,
  );
  return rows.map((r) => ({ ...r, start: toDate(r.start), end: toDate(r.end), date_add: toDate(r.date_add)! }));
}

/** How many tickets match, counting no further than `cap`. */
export async function findTicketCountUpTo(db: Db, filter: TicketListFilter, cap: number): Promise<number> {
  const conditions = listConditions(filter);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from tickets t ${where} limit ${cap}) x`);
  return Number(row.n);
}
