import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { objectHistory } from '../history/index.ts';
import type { InvoiceView } from '../invoices/index.ts';
import { users } from '../users/index.ts';
import { MODULE } from './applications.collab.ts';
import { mayEditAutoInvoice } from './applications.policy.ts';
import * as repo from './applications.repository.ts';

/** `auto_invoice` of the card and the invoices tab (spec 1 §3), with whether this user may edit it. */
export function autoInvoiceView(user: SessionUser, auto: InvoiceView) {
  return {
    id: auto.id,
    contractor_id: auto.contractor_id,
    contractor: auto.contractor,
    sum: auto.sum,
    date_invoice: auto.date_invoice,
    number_invoice: auto.number,
    status: auto.status,
    files: auto.files,
    editable: mayEditAutoInvoice(user, { state: auto.status }) ? 1 : 0,
  };
}

/** `snabs_signers`: the chain in order, each with its state and which one signs now. */
export async function signersView(db: Db, packId: number) {
  const signers = await repo.findSigners(db, packId);
  const current = signers.find((s) => s.status === 0);
  return signers.map((s) => ({
    id: s.id,
    user_id: s.user_id,
    fio: s.fio,
    avatar: s.avatar,
    post: s.post,
    position: s.position,
    status: s.status,
    date_sign: s.date_sign ? toWireMinutes(new Date(s.date_sign)) : null,
    current: current?.id === s.id ? 1 : 0,
  }));
}

/** The offers (kp) tab. */
export async function findOffersView(db: Db, packId: number) {
  const rows = await repo.findOffers(db, packId);
  return rows.map((o) => ({
    id: o.id,
    partner_id: o.partner_id,
    partner_name: o.partner_name,
    sum: o.sum,
    comment: o.comment,
    file: o.file_path ? { name: o.file_name, path: `/api/applications/${packId}/offers/${o.id}/file` } : null,
    date_add: toWireMinutes(new Date(o.date_add)),
    who_add: o.who_add,
    who_add_fio: o.who_add_fio,
  }));
}

/** The history tab (newest first, at most 200 rows; the history module's call pages further). */
export async function historyRows(db: Db, packId: number) {
  const rows = await db
    .select({
      id: objectHistory.id,
      date_add: objectHistory.date_add,
      who_add: objectHistory.who_add,
      who_add_fio: users.fio,
      who_add_avatar: users.avatar,
      field: objectHistory.field,
      old_value: objectHistory.old_value,
      new_value: objectHistory.new_value,
    })
    .from(objectHistory)
    .leftJoin(users, eq(users.id, objectHistory.who_add))
    .where(and(eq(objectHistory.module, MODULE), eq(objectHistory.object_id, packId)))
    .orderBy(desc(objectHistory.id))
    .limit(200);
  return rows.map((r) => ({ ...r, date_add: toWireMinutes(r.date_add) }));
}
