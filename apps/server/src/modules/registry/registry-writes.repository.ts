import { isColumnField } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../plugins/db.ts';
import type { Row, Store } from './registry.repository.ts';

/** The registry's writes: locked reads before a change, insert, update, trash flag, purge, demo rows. */

/** The stored values of a record's fields, locked for the rest of the transaction. */
export async function lockValues(tx: Db, store: Store, id: number): Promise<Row | undefined> {
  const c = store.columns;
  const shape: Record<string, PgColumn> = { id: c.id, status: c.status, version: c.version };
  for (const field of store.def.fields) if (isColumnField(field)) shape[field.name] = c[field.name];
  const [row] = await tx.select(shape).from(store.table).where(eq(c.id, id)).limit(1).for('update');
  return row as Row | undefined;
}

export async function insertRecord(tx: Db, store: Store, values: Row, userId: number): Promise<number> {
  const [row] = (await tx
    .insert(store.table)
    .values({ ...values, who_add: userId })
    .returning({ id: store.columns.id })) as { id: number }[];
  return row.id;
}

export async function updateRecord(tx: Db, store: Store, id: number, values: Row, userId: number) {
  const c = store.columns;
  await tx
    .update(store.table)
    .set({ ...values, who_edit: userId, date_edit: new Date(), version: sql`${c.version} + 1` })
    .where(eq(c.id, id));
}

/** Soft delete (status 0, who and when) or restore (status 1). */
export async function setStatus(tx: Db, store: Store, id: number, status: 0 | 1, userId: number) {
  const c = store.columns;
  await tx
    .update(store.table)
    .set(
      status === 0
        ? { status, who_delete: userId, date_delete: new Date(), version: sql`${c.version} + 1` }
        : { status, who_delete: null, date_delete: null, who_edit: userId, date_edit: new Date(), version: sql`${c.version} + 1` },
    )
    .where(eq(c.id, id));
}

/** Removes a record for good (tag links of it go too; history stays, keyed by module and id). */
export async function deleteRecord(tx: Db, store: Store, id: number) {
  await tx.delete(store.table).where(eq(store.columns.id, id));
}

/** Inserts rows into a registry's table (a module's demo seed), 500 a statement; answers their ids in order. */
export async function insertRegistryRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = (await db
      .insert(table)
      .values(rows.slice(i, i + 500) as never)
      .returning()) as { id: number }[];
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
