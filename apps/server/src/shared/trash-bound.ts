import { type SQL, sql } from 'drizzle-orm';

/**
 * Where a page of the trash (modules/trash) continues in one source's rows, ordered by
 * (deletion time to the millisecond, newest first), then id downwards: rows deleted before
 * `t`, and at `t` itself all rows (`tie: 'all'`), none, or those with an id below `tie`.
 * Sources live in several modules (registries, applications, tickets), each with its SQL.
 */
export interface TrashBound {
  t: Date;
  tie: 'all' | 'none' | number;
}

/** The deletion time as the trash orders and compares it (milliseconds: what a cursor keeps). */
export const trashTime = (expr: SQL) => sql`date_trunc('milliseconds', ${expr})`;

/** The `WHERE` part of a bound over a deletion-time expression and the id column. */
export function trashBoundCondition(expr: SQL, id: SQL | unknown, bound: TrashBound | undefined): SQL | undefined {
  if (!bound) return undefined;
  const time = trashTime(expr);
  const t = bound.t.toISOString();
  if (bound.tie === 'none') return sql`${time} < ${t}::timestamptz`;
  if (bound.tie === 'all') return sql`${time} <= ${t}::timestamptz`;
  return sql`(${time} < ${t}::timestamptz or (${time} = ${t}::timestamptz and ${id} < ${bound.tie}))`;
}
