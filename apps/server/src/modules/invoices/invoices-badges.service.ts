import type { InvoiceBadges } from '@app/contracts';
import { and, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { badgesOf, visibleKinds } from './invoices.policy.ts';
import { invoices } from './invoices.schema.ts';

/** Statuses of the live application positions of the invoices (applications' table, read-only). */
async function positionStatuses(db: Db, ids: number[]) {
  const rows = await queryRows<{ invoice_id: number; status: string }>(
    db,
    sql`select invoice_id, status from application_positions
        where invoice_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and status <> 'delete'`,
  );
  const byInvoice = new Map<number, string[]>();
  for (const r of rows) byInvoice.set(r.invoice_id, [...(byInvoice.get(r.invoice_id) ?? []), r.status]);
  return byInvoice;
}

/**
 * `GET invoices/badges?ids=` (invoices_view): the badges of the listed invoices beyond urgent
 * (refund, on_storage, in_transit, get_it, archive); invoices the user may not see are left out.
 */
export async function invoiceBadges(db: Db, user: SessionUser, ids: number[]): Promise<InvoiceBadges> {
  const kinds = visibleKinds(user);
  if (kinds.length === 0 || ids.length === 0) return { items: [] };
  const rows = await db
    .select({ id: invoices.id, state: invoices.state, date_invoice: invoices.date_invoice, date_add: invoices.date_add })
    .from(invoices)
    .where(and(inArray(invoices.id, ids), inArray(invoices.kind, kinds)));
  const statuses = rows.length
    ? await positionStatuses(
        db,
        rows.map((r) => r.id),
      )
    : new Map<number, string[]>();
  return {
    items: rows.map((r) => ({
      id: r.id,
      badges: badgesOf({ state: r.state, date: r.date_invoice ?? r.date_add, positions: statuses.get(r.id) ?? [] }),
    })),
  };
}
