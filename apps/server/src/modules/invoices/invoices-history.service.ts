import { INVOICE_LISTS, type InvoiceHistoryPage, type InvoiceKind } from '@app/contracts';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { objectHistory } from '../history/index.ts';
import { users } from '../users/index.ts';
import { visibleKinds } from './invoices.policy.ts';
import { invoices } from './invoices.schema.ts';

const listOf = (kind: string) => INVOICE_LISTS.find((l) => (l.kinds as readonly string[]).includes(kind))?.name ?? 'applications';

/** The newest history rows of invoices of the given kinds, before the id `beforeId`. */
function findChanges(db: Db, kinds: InvoiceKind[], beforeId: number | undefined, limit: number) {
  return db
    .select({
      id: objectHistory.id,
      date_add: objectHistory.date_add,
      who_add_fio: users.fio,
      field: objectHistory.field,
      old_value: objectHistory.old_value,
      new_value: objectHistory.new_value,
      invoice_id: invoices.id,
      invoice_number: invoices.number,
      kind: invoices.kind,
    })
    .from(objectHistory)
    .innerJoin(invoices, eq(invoices.id, objectHistory.object_id))
    .leftJoin(users, eq(users.id, objectHistory.who_add))
    .where(and(eq(objectHistory.module, 'invoices'), inArray(invoices.kind, kinds), beforeId ? lt(objectHistory.id, beforeId) : undefined))
    .orderBy(desc(objectHistory.id))
    .limit(limit);
}

/**
 * `GET invoices/history` (`/invoices/history`, invoices_view): the latest changes across the
 * invoices of the lists the user may see, newest first, keyset pages (`cursor` = the last id).
 */
export async function invoicesHistory(db: Db, user: SessionUser, query: { cursor?: number; limit: number }): Promise<InvoiceHistoryPage> {
  const kinds = visibleKinds(user);
  if (kinds.length === 0) return { items: [], next_cursor: null };
  const rows = await findChanges(db, kinds, query.cursor, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((r) => ({
      id: r.id,
      date_add: toWireMinutes(r.date_add),
      who_add_fio: r.who_add_fio,
      field: r.field,
      old_value: r.old_value,
      new_value: r.new_value,
      invoice_id: r.invoice_id,
      invoice_number: r.invoice_number || null,
      list: listOf(r.kind),
    })),
    next_cursor: rows.length > query.limit ? page[page.length - 1].id : null,
  };
}
