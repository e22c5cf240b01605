import { type SQL, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../shared/display-format.ts';

/** SQL pieces the warehouse extras share (storage subtree, day bounds, id lists). */

/** `in (...)` of integer ids; an empty list matches nothing. */
export function idsIn(ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`(null::integer)`;
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::integer`),
    sql`, `,
  )})`;
}

/**
 * The ids of a storage and, when `nested`, of its live sub-storages (zones, shelves), as a
 * subquery for `storage_id in (...)`.
 */
export function storageScope(storageId: number, nested: boolean): SQL {
  if (!nested) return sql`(select ${storageId}::integer)`;
  return sql`(with recursive sub(id) as (
      select id from storages where id = ${storageId}
      union select s.id from storages s join sub on s.parent_id = sub.id where s.status = 1
    ) select id from sub)`;
}

/** The moment a calendar day (yyyy-MM-dd, company time zone) starts. */
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${DEFAULT_TIME_ZONE})`;
/** The moment after a calendar day ends (the next day's start). */
export const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${DEFAULT_TIME_ZONE})`;
/** Today in the company time zone. */
export const today = sql`(now() at time zone ${DEFAULT_TIME_ZONE})::date`;

/** A numeric column read back (text from the drivers) as a number; null stays null. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
/** A timestamp read back as an ISO string. */
export const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
