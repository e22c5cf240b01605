import { DELETED_APPLICATION_STATUSES, TICKET_STATUS } from '@app/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../plugins/db.ts';
import { type TrashBound, trashBoundCondition, trashTime } from '../../shared/trash-bound.ts';
import { applications } from '../applications/index.ts';
import { objectHistory } from '../history/index.ts';
import type { TrashRow } from '../registry/index.ts';
import { tickets } from '../tasks/index.ts';
import { users } from '../users/index.ts';

/**
 * Deleted applications and tickets for the trash. Neither table has who/when-deleted columns:
 * both come from the last `history` row that set the deleted status (module, object, field
 * `status`); without one, the last edit (or creation) time stands in and who stays unknown.
 */

/** The last history row of `module` that set the status of `id` to one of `values` (lateral, as `d`). */
function deletionOf(module: string, id: unknown, values: readonly string[]) {
  const h = objectHistory;
  return sql`lateral (
    select ${h.who_add} as who, ${h.date_add} as at from ${h}
    where ${h.module} = ${module} and ${h.object_id} = ${id} and ${h.field} = 'status'
      and ${inArray(h.new_value, [...values])}
    order by ${h.id} desc limit 1
  )`;
}

export async function findDeletedApplications(db: Db, bound: TrashBound | undefined, limit: number): Promise<TrashRow[]> {
  const a = applications;
  const who = alias(users, 'trash_app_who');
  const deletion = sql`${deletionOf('applications', a.id, DELETED_APPLICATION_STATUSES)} as d`;
  const when = sql`coalesce(d.at, ${a.date_edit}, ${a.date_add})`;
  const rows = await db
    .select({
      id: a.id,
      title: a.name,
      who_delete: sql<number | null>`d.who`,
      who_delete_name: who.fio,
      date_delete: sql<Date>`${when}`.mapWith(a.date_add),
    })
    .from(a)
    .leftJoin(deletion, sql`true`)
    .leftJoin(who, sql`${who.id} = d.who`)
    .where(and(inArray(a.status, [...DELETED_APPLICATION_STATUSES]), trashBoundCondition(when, a.id, bound)))
    .orderBy(desc(trashTime(when)), desc(a.id))
    .limit(limit);
  return rows;
}

export async function findDeletedTickets(db: Db, bound: TrashBound | undefined, limit: number): Promise<TrashRow[]> {
  const t = tickets;
  const who = alias(users, 'trash_ticket_who');
  const deletion = sql`${deletionOf('tickets', t.id, ['deleted'])} as d`;
  const when = sql`coalesce(d.at, ${t.date_edit}, ${t.date_add})`;
  const rows = await db
    .select({
      id: t.id,
      title: t.name,
      who_delete: sql<number | null>`d.who`,
      who_delete_name: who.fio,
      date_delete: sql<Date>`${when}`.mapWith(t.date_add),
    })
    .from(t)
    .leftJoin(deletion, sql`true`)
    .leftJoin(who, sql`${who.id} = d.who`)
    .where(and(eq(t.status, TICKET_STATUS.deleted), trashBoundCondition(when, t.id, bound)))
    .orderBy(desc(trashTime(when)), desc(t.id))
    .limit(limit);
  return rows;
}
