import { asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../plugins/db.ts';
import { organizations } from '../users/index.ts';

/** Inserts demo rows into one directory table; answers their ids in order. */
export async function insertRows(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = (await db
    .insert(table)
    .values(rows as never)
    .returning()) as { id: number }[];
  return inserted.map((r) => r.id);
}

/** The own legal entities' ids, in id order. */
export async function organizationIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.status, 1))
    .orderBy(asc(organizations.id));
  return rows.map((r) => r.id);
}
