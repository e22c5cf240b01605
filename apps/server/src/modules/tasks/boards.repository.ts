import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { boardColumns, boards, boardUsers } from './tasks.schema.ts';

export interface BoardListRow {
  id: number;
  name: string;
  personal: number;
  mileage_required: number;
  who_add: number | null;
  owner: number;
  member: number;
}

/**
 * Boards a user may use: non-personal boards they are a member of or created, their own
 * personal boards, and (with `all`) every non-personal board.
 */
export async function findBoardsOfUser(db: Db, userId: number, all: boolean): Promise<BoardListRow[]> {
  return queryRows<BoardListRow>(
    db,
    sql`select b.id, b.name, b.personal, b.mileage_required, b.who_add,
          coalesce(bu.owner, 0)::int as owner, coalesce((bu.status = 1)::int, 0) as member
        from boards b left join board_users bu on bu.board_id = b.id and bu.user_id = ${userId} and bu.status = 1
        where b.status = 1 and (
          (b.personal = 1 and b.who_add = ${userId})
          or (b.personal = 0 and (${all}::boolean or b.who_add = ${userId} or bu.status = 1)))
        order by b.personal desc, b.name, b.id`,
  );
}

export async function findPersonalBoardId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: boards.id })
    .from(boards)
    .where(and(eq(boards.who_add, userId), eq(boards.personal, 1), eq(boards.status, 1)))
    .orderBy(asc(boards.id))
    .limit(1);
  return row?.id ?? null;
}

export async function insertBoard(db: Db, values: typeof boards.$inferInsert): Promise<number> {
  const [row] = await db.insert(boards).values(values).returning({ id: boards.id });
  return row.id;
}

export async function updateBoard(db: Db, boardId: number, values: Partial<typeof boards.$inferInsert>) {
  await db.update(boards).set(values).where(eq(boards.id, boardId));
}

export async function upsertBoardUser(db: Db, boardId: number, userId: number, owner: number, whoAdd: number) {
  await db
    .insert(boardUsers)
    .values({ board_id: boardId, user_id: userId, owner, who_add: whoAdd })
    .onConflictDoUpdate({ target: [boardUsers.board_id, boardUsers.user_id], set: { status: 1, owner } });
}

export async function findBoardUser(db: Db, boardId: number, userId: number) {
  const [row] = await db
    .select()
    .from(boardUsers)
    .where(and(eq(boardUsers.board_id, boardId), eq(boardUsers.user_id, userId)));
  return row ?? null;
}

export async function updateBoardUser(db: Db, boardId: number, userId: number, values: { status?: number; owner?: number }) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(boardUsers)
    .set(values)
    .where(and(eq(boardUsers.board_id, boardId), eq(boardUsers.user_id, userId)));
}

/** Removes every member not in `keep` (status 0). */
export async function deactivateBoardUsersExcept(db: Db, boardId: number, keep: number[]) {
  await db
    .update(boardUsers)
    .set({ status: 0 })
    .where(and(eq(boardUsers.board_id, boardId), keep.length > 0 ? notInArray(boardUsers.user_id, keep) : undefined));
}

export async function findSubscribers(db: Db, boardIds: number[]) {
  if (boardIds.length === 0) return [];
  return queryRows<{ board_id: number; id: number; fio: string; avatar: string | null; owner: number }>(
    db,
    sql`select bu.board_id, u.id, u.fio, u.avatar, bu.owner from board_users bu join users u on u.id = bu.user_id
        where bu.board_id in (${sql.join(
          boardIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and bu.status = 1 order by bu.board_id, u.fio, u.id`,
  );
}

export async function findColumns(db: Db, boardId: number) {
  return db
    .select()
    .from(boardColumns)
    .where(and(eq(boardColumns.board_id, boardId), eq(boardColumns.status, 1)))
    .orderBy(asc(boardColumns.position), asc(boardColumns.id));
}

export async function findColumn(db: Db, columnId: number) {
  const [row] = await db.select().from(boardColumns).where(eq(boardColumns.id, columnId));
  return row ?? null;
}

export async function insertColumn(db: Db, values: Omit<typeof boardColumns.$inferInsert, 'name'>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(boardColumns)
      .values({ ...values, name: 'pending' })
      .returning({ id: boardColumns.id });
    await tx
      .update(boardColumns)
      .set({ name: `col_${row.id}` })
      .where(eq(boardColumns.id, row.id));
    return row.id;
  });
}

export async function updateColumn(db: Db, columnId: number, values: Partial<typeof boardColumns.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(boardColumns).set(values).where(eq(boardColumns.id, columnId));
}

export async function findUsersExist(db: Db, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from users where status = 1 and id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => r.id);
}
