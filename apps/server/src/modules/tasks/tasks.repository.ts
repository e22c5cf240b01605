import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { boards, boardUsers, ticketPerformers, ticketReasons, tickets, ticketWatchers, ticketWorks } from './tasks.schema.ts';

/** `(1, 2, 3)`: a list of ids for `in` (never empty: callers check). */
export const ids = (list: number[]) =>
  sql`(${sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** A ticket with its board and the given user's place in it: everything the policy needs. */
export interface TicketFactsRow {
  id: number;
  name: string;
  description: string | null;
  status: number;
  priority: number;
  board_id: number;
  parent_id: number | null;
  contract_id: number | null;
  document_id: number | null;
  initiator_id: number;
  start: Date | null;
  end: Date | null;
  date_add: Date;
  custom: Record<string, unknown>;
  board_name: string;
  personal: number;
  board_creator: number | null;
  bu_status: number | null;
  bu_owner: number | null;
  performer_ids: number[];
  watcher_ids: number[];
}

export async function findTicketFacts(db: Db, ticketId: number, userId: number): Promise<TicketFactsRow | null> {
  const [row] = await queryRows<TicketFactsRow>(
    db,
    sql`select t.id, t.name, t.description, t.status, t.priority, t.board_id, t.parent_id, t.contract_id, t.document_id,
          t.initiator_id, t.start, t."end", t.date_add, t.custom,
          b.name as board_name, b.personal, b.who_add as board_creator, bu.status as bu_status, bu.owner as bu_owner,
          coalesce((select array_agg(p.user_id order by p.id) from ticket_performers p where p.ticket_id = t.id and p.status = 1), '{}') as performer_ids,
          coalesce((select array_agg(w.user_id order by w.id) from ticket_watchers w where w.ticket_id = t.id and w.status = 1), '{}') as watcher_ids
        from tickets t
        join boards b on b.id = t.board_id
        left join board_users bu on bu.board_id = t.board_id and bu.user_id = ${userId}
        where t.id = ${ticketId}`,
  );
  return row ? { ...row, start: toDate(row.start), end: toDate(row.end), date_add: toDate(row.date_add)! } : null;
}

/** Raw queries answer timestamps as Date (both drivers), but be tolerant of strings. */
export function toDate(value: Date | string | null): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}

export interface BoardFactsRow {
  id: number;
  name: string;
  personal: number;
  mileage_required: number;
  who_add: number | null;
  status: number;
  bu_status: number | null;
  bu_owner: number | null;
}

export async function findBoardFacts(db: Db, boardId: number, userId: number): Promise<BoardFactsRow | null> {
  const [row] = await queryRows<BoardFactsRow>(
    db,
    sql`select b.id, b.name, b.personal, b.mileage_required, b.who_add, b.status, bu.status as bu_status, bu.owner as bu_owner
        from boards b left join board_users bu on bu.board_id = b.id and bu.user_id = ${userId}
        where b.id = ${boardId}`,
  );
  return row ?? null;
}

export interface PerformerRow {
  id: number;
  ticket_id: number;
  user_id: number;
  fio: string;
  avatar: string | null;
  work_status: number;
  work_id: number | null;
  total: number;
}

/** Active performers of the given tickets with their open work and worked seconds, in one query. */
export async function findPerformersOfTickets(db: Db, ticketIds: number[]): Promise<PerformerRow[]> {
  if (ticketIds.length === 0) return [];
  return queryRows<PerformerRow>(
    db,
    sql`select p.id, p.ticket_id, p.user_id, u.fio, u.avatar, p.work_status,
          (select w.id from ticket_works w where w.ticket_id = p.ticket_id and w.user_id = p.user_id and w."end" is null order by w.id desc limit 1) as work_id,
          coalesce((select sum(w.total)::int from ticket_works w where w.ticket_id = p.ticket_id and w.user_id = p.user_id), 0) as total
        from ticket_performers p join users u on u.id = p.user_id
        where p.ticket_id in ${ids(ticketIds)} and p.status = 1
        order by p.ticket_id, p.id`,
  );
}

export interface WatcherRow {
  ticket_id: number;
  user_id: number;
  fio: string;
  avatar: string | null;
  status: number;
}

export async function findWatchersOfTicket(db: Db, ticketId: number): Promise<WatcherRow[]> {
  return queryRows<WatcherRow>(
    db,
    sql`select w.ticket_id, w.user_id, u.fio, u.avatar, w.status from ticket_watchers w join users u on u.id = w.user_id
        where w.ticket_id = ${ticketId} and w.status = 1 order by w.id`,
  );
}

export async function findBriefUser(db: Db, userId: number) {
  const [row] = await queryRows<{ id: number; fio: string; avatar: string | null; status: number }>(
    db,
    sql`select id, fio, avatar, status from users where id = ${userId}`,
  );
  return row ?? null;
}

export async function findActiveUserIds(db: Db, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(db, sql`select id from users where id in ${ids(userIds)} and status = 1`);
  return rows.map((r) => r.id);
}

export async function findChildren(db: Db, parentId: number) {
  const rows = await queryRows<{ id: number; name: string; status: number; priority: number; end: Date | null }>(
    db,
    sql`select id, name, status, priority, "end" from tickets where parent_id = ${parentId} and status <> 6 order by "end" asc nulls last, id limit 200`,
  );
  return rows.map((r) => ({ ...r, end: toDate(r.end) }));
}

export async function findTicketName(db: Db, ticketId: number) {
  const [row] = await db
    .select({ id: tickets.id, name: tickets.name, board_id: tickets.board_id, parent_id: tickets.parent_id })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  return row ?? null;
}

/** Active users of a board with fio and avatar (the card's boards_users). */
export async function findBoardUsers(db: Db, boardId: number) {
  return queryRows<{ id: number; user_id: number; fio: string; avatar: string | null; owner: number }>(
    db,
    sql`select bu.id, bu.user_id, u.fio, u.avatar, bu.owner from board_users bu join users u on u.id = bu.user_id
        where bu.board_id = ${boardId} and bu.status = 1 order by u.fio, bu.id`,
  );
}

export async function findActiveBoardUserIds(db: Db, boardId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ user_id: boardUsers.user_id })
    .from(boardUsers)
    .where(and(eq(boardUsers.board_id, boardId), eq(boardUsers.status, 1), inArray(boardUsers.user_id, userIds)));
  return rows.map((r) => r.user_id);
}

// ---------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------

export async function insertTicket(db: Db, values: typeof tickets.$inferInsert): Promise<number> {
  const [row] = await db.insert(tickets).values(values).returning({ id: tickets.id });
  return row.id;
}

export async function updateTicket(db: Db, ticketId: number, values: Partial<typeof tickets.$inferInsert>) {
  await db
    .update(tickets)
    .set({ ...values, date_edit: new Date() })
    .where(eq(tickets.id, ticketId));
}

/** Adds (or reactivates) a performer; answers false when they were already an active performer. */
export async function upsertPerformer(db: Db, ticketId: number, userId: number, whoAdd: number): Promise<boolean> {
  const [existing] = await db
    .select({ id: ticketPerformers.id, status: ticketPerformers.status })
    .from(ticketPerformers)
    .where(and(eq(ticketPerformers.ticket_id, ticketId), eq(ticketPerformers.user_id, userId)));
  if (existing?.status === 1) return false;
  if (existing) {
    await db.update(ticketPerformers).set({ status: 1, work_status: 0, done_at: null }).where(eq(ticketPerformers.id, existing.id));
  } else {
    await db.insert(ticketPerformers).values({ ticket_id: ticketId, user_id: userId, who_add: whoAdd });
  }
  return true;
}

export async function deactivatePerformer(db: Db, ticketId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(ticketPerformers)
    .set({ status: 0 })
    .where(and(eq(ticketPerformers.ticket_id, ticketId), eq(ticketPerformers.user_id, userId), eq(ticketPerformers.status, 1)))
    .returning({ id: ticketPerformers.id });
  return rows.length > 0;
}

export async function upsertWatcher(db: Db, ticketId: number, userId: number, whoAdd: number): Promise<boolean> {
  const [existing] = await db
    .select({ id: ticketWatchers.id, status: ticketWatchers.status })
    .from(ticketWatchers)
    .where(and(eq(ticketWatchers.ticket_id, ticketId), eq(ticketWatchers.user_id, userId)));
  if (existing?.status === 1) return false;
  if (existing) await db.update(ticketWatchers).set({ status: 1 }).where(eq(ticketWatchers.id, existing.id));
  else await db.insert(ticketWatchers).values({ ticket_id: ticketId, user_id: userId, who_add: whoAdd });
  return true;
}

export async function deactivateWatcher(db: Db, ticketId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(ticketWatchers)
    .set({ status: 0 })
    .where(and(eq(ticketWatchers.ticket_id, ticketId), eq(ticketWatchers.user_id, userId), eq(ticketWatchers.status, 1)))
    .returning({ id: ticketWatchers.id });
  return rows.length > 0;
}

export async function addBoardUser(db: Db, boardId: number, userId: number, owner: number, whoAdd: number) {
  await db
    .insert(boardUsers)
    .values({ board_id: boardId, user_id: userId, owner, who_add: whoAdd })
    .onConflictDoUpdate({ target: [boardUsers.board_id, boardUsers.user_id], set: { status: 1, owner } });
}

// ---------------------------------------------------------------------------
// Work records
// ---------------------------------------------------------------------------

export async function findPerformerStates(db: Db, ticketId: number) {
  return db
    .select({ userId: ticketPerformers.user_id, workStatus: ticketPerformers.work_status })
    .from(ticketPerformers)
    .where(and(eq(ticketPerformers.ticket_id, ticketId), eq(ticketPerformers.status, 1)));
}

export async function setWorkStatus(db: Db, ticketId: number, userId: number, workStatus: number) {
  await db
    .update(ticketPerformers)
    .set({ work_status: workStatus, done_at: workStatus === 2 ? new Date() : null })
    .where(and(eq(ticketPerformers.ticket_id, ticketId), eq(ticketPerformers.user_id, userId)));
}

/** The user's open work record on any ticket, with that ticket's name. */
export async function findOpenWorkOfUser(db: Db, userId: number) {
  const [row] = await queryRows<{ id: number; ticket_id: number; ticket_name: string; start: Date }>(
    db,
    sql`select w.id, w.ticket_id, t.name as ticket_name, w.start from ticket_works w join tickets t on t.id = w.ticket_id
        where w.user_id = ${userId} and w."end" is null order by w.id desc limit 1`,
  );
  return row ? { ...row, start: toDate(row.start)! } : null;
}

export async function insertWork(db: Db, ticketId: number, userId: number, start: Date) {
  const [row] = await db.insert(ticketWorks).values({ ticket_id: ticketId, user_id: userId, start, who_add: userId }).returning();
  return row;
}

/** Closes the user's open work on a ticket; answers the closed record or null. */
export async function closeOpenWork(db: Db, ticketId: number, userId: number, end: Date) {
  const rows = await db
    .update(ticketWorks)
    .set({ end, total: sql`greatest(0, floor(extract(epoch from (${end}::timestamptz - ${ticketWorks.start}))))::int` })
    .where(and(eq(ticketWorks.ticket_id, ticketId), eq(ticketWorks.user_id, userId), isNull(ticketWorks.end)))
    .returning();
  return rows[0] ?? null;
}

export async function findWork(db: Db, workId: number) {
  const [row] = await db.select().from(ticketWorks).where(eq(ticketWorks.id, workId));
  return row ?? null;
}

export async function updateWork(db: Db, workId: number, start: Date, end: Date | null) {
  const total = end ? Math.max(0, Math.floor((end.getTime() - start.getTime()) / 1000)) : 0;
  const [row] = await db.update(ticketWorks).set({ start, end, total }).where(eq(ticketWorks.id, workId)).returning();
  return row;
}

export async function findWorkTotal(db: Db, ticketId: number, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(total), 0)::int as n from ticket_works where ticket_id = ${ticketId} and user_id = ${userId}`,
  );
  return Number(row.n);
}

// ---------------------------------------------------------------------------
// Reasons
// ---------------------------------------------------------------------------

export async function findReasons(db: Db, statusId: number | undefined, language: string) {
  return db
    .select()
    .from(ticketReasons)
    .where(and(statusId !== undefined ? eq(ticketReasons.status_id, statusId) : undefined, eq(ticketReasons.language, language)))
    .orderBy(ticketReasons.status_id, ticketReasons.id);
}

export async function findReason(db: Db, reasonId: number) {
  const [row] = await db.select().from(ticketReasons).where(eq(ticketReasons.id, reasonId));
  return row ?? null;
}

export async function insertReasons(db: Db, rows: (typeof ticketReasons.$inferInsert)[]) {
  const [any] = await db.select({ id: ticketReasons.id }).from(ticketReasons).limit(1);
  if (!any) await db.insert(ticketReasons).values(rows);
}

export async function findBoardName(db: Db, boardId: number) {
  const [row] = await db
    .select({ id: boards.id, name: boards.name, personal: boards.personal, who_add: boards.who_add })
    .from(boards)
    .where(eq(boards.id, boardId));
  return row ?? null;
}
