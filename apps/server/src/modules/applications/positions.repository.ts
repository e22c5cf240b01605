import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import { positionFiles, positions } from './applications.schema.ts';

/** Application positions and their files. */

export type PositionRow = typeof positions.$inferSelect;
export type PositionInsert = typeof positions.$inferInsert;

// Positions --------------------------------------------------------------------

export async function insertPositions(db: Db, rows: PositionInsert[]): Promise<PositionRow[]> {
  if (rows.length === 0) return [];
  return db.insert(positions).values(rows).returning();
}

export async function updatePosition(db: Db, id: number, values: Partial<PositionInsert>): Promise<PositionRow> {
  const [row] = await db
    .update(positions)
    .set({ ...values, date_edit: new Date() })
    .where(eq(positions.id, id))
    .returning();
  return row;
}

export async function updatePositionsOfPack(db: Db, packId: number, fromStatus: string, values: Partial<PositionInsert>) {
  return db
    .update(positions)
    .set({ ...values, date_edit: new Date() })
    .where(and(eq(positions.pack_id, packId), eq(positions.status, fromStatus)))
    .returning({ id: positions.id });
}

export async function findPositions(db: Db, packId: number, withDeleted = false): Promise<PositionRow[]> {
  return db
    .select()
    .from(positions)
    .where(and(eq(positions.pack_id, packId), withDeleted ? undefined : ne(positions.status, 'delete')))
    .orderBy(asc(positions.number), asc(positions.id));
}

export async function findPositionsByIds(db: Db, ids: number[]): Promise<PositionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(positions)
    .where(inArray(positions.id, [...new Set(ids)]))
    .orderBy(asc(positions.number), asc(positions.id));
}

export async function findPositionsOfInvoice(db: Db, invoiceId: number): Promise<PositionRow[]> {
  return db
    .select()
    .from(positions)
    .where(and(eq(positions.invoice_id, invoiceId), ne(positions.status, 'delete')))
    .orderBy(asc(positions.pack_id), asc(positions.number), asc(positions.id));
}

export async function findPosition(db: Db, id: number): Promise<PositionRow | null> {
  const [row] = await db.select().from(positions).where(eq(positions.id, id)).limit(1);
  return row ?? null;
}

export async function maxPositionNumber(db: Db, packId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${positions.number}), 0)::int` })
    .from(positions)
    .where(eq(positions.pack_id, packId));
  return Number(row?.n ?? 0);
}

/** Sum of the quantities of the parts split from a position, as an exact decimal string. */
export async function partsQuantity(db: Db, positionId: number): Promise<string> {
  const [row] = await queryRows<{ q: string }>(
    db,
    sql`select coalesce(sum(quantity), 0)::text as q from application_positions where part_id = ${positionId} and status <> 'delete'`,
  );
  return row.q;
}

/** Autocomplete over the positions of visible applications. */
export async function searchPositions(
  db: Db,
  term: string | undefined,
  packId: number | undefined,
  memberOf: number | null,
  limit: number,
) {
  const c: SQL[] = [sql`s.status <> 'delete'`];
  if (packId !== undefined) c.push(sql`s.pack_id = ${packId}`);
  if (memberOf !== null) c.push(sql`exists (select 1 from application_members m where m.pack_id = s.pack_id and m.user_id = ${memberOf})`);
  const t = term?.trim();
  if (t)
    c.push(
      sql`(lower(coalesce(s.info, '') || ' ' || coalesce(s.dv_work_name, '')) like ${likePattern(t.toLowerCase())} or s.id::text = ${t})`,
    );
  return queryRows<{ id: number; pack_id: number; info: string | null; dv_work_name: string | null; quantity: string }>(
    db,
    sql`select s.id, s.pack_id, s.info, s.dv_work_name, s.quantity::text as quantity from application_positions s
        where ${sql.join(c, sql` and `)} order by s.id desc limit ${limit}`,
  );
}

// Position files ----------------------------------------------------------------

export async function insertPositionFiles(db: Db, rows: (typeof positionFiles.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(positionFiles).values(rows).returning();
}

export async function findPositionFiles(db: Db, snabIds: number[]) {
  if (snabIds.length === 0) return [];
  return db
    .select()
    .from(positionFiles)
    .where(and(inArray(positionFiles.snab_id, snabIds), eq(positionFiles.status, 1)))
    .orderBy(asc(positionFiles.id));
}

export async function findPositionFile(db: Db, id: number) {
  const [row] = await db.select().from(positionFiles).where(eq(positionFiles.id, id)).limit(1);
  return row ?? null;
}

export async function updatePositionFile(db: Db, id: number, values: { name?: string; status?: number }) {
  const [row] = await db.update(positionFiles).set(values).where(eq(positionFiles.id, id)).returning();
  return row;
}
