import {
  applicationsListRoom,
  INVOICES_CHANNEL,
  objectRoom,
  type RegistryEvent,
  registryChannel,
  registryListRoom,
  registryRecordRoom,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { recordChanges } from '../history/index.ts';
import { invoices } from './invoices.schema.ts';

/** Registry (and history) name of invoices. */
export const INVOICES = 'invoices';

/** What changed an invoice in a way others must react to (approval restarts, spec 3 §5). */
export interface InvoiceChange {
  invoiceId: number;
  userId: number | null;
  change: 'total' | 'mainFileRemoved';
}

export type InvoiceChangeListener = (tx: Db, change: InvoiceChange) => Promise<void> | void;

const listeners: InvoiceChangeListener[] = [];

/**
 * Subscribes to invoice changes (the total changed, the main file was deleted); listeners run
 * inside the write's transaction, in subscription order. Answers the unsubscribe function.
 */
export function onInvoiceChanged(listener: InvoiceChangeListener): () => void {
  listeners.push(listener);
  return () => {
    const at = listeners.indexOf(listener);
    if (at >= 0) listeners.splice(at, 1);
  };
}

/** Runs the listeners of `onInvoiceChanged` in the caller's transaction. */
export async function fireInvoiceChanged(tx: Db, change: InvoiceChange) {
  for (const listener of listeners) await listener(tx, change);
}

/**
 * Tells open invoice cards and lists (the registry's `update` event) and open applications
 * (`invoice_change` on the invoice rooms and the applications list) that invoices changed.
 */
export function emitInvoiceUpdated(realtime: Realtime, invoiceIds: readonly number[], userId: number) {
  const channel = registryChannel(INVOICES);
  for (const id of new Set(invoiceIds)) {
    const event: RegistryEvent = { action: 'update', id, fields: {}, user_id: userId };
    realtime.emit(registryRecordRoom(INVOICES, id), channel, event);
    realtime.emit(registryListRoom(INVOICES), channel, event);
  }
  if (invoiceIds.length === 0) return;
  const change = { action: 'invoice_change' as const, id: 0, invoice_ids: [...invoiceIds], snab_ids: [], user_id: userId };
  for (const id of new Set(invoiceIds)) realtime.emit(objectRoom(INVOICES, id), INVOICES_CHANNEL, { ...change, id });
  realtime.emit(applicationsListRoom(), INVOICES_CHANNEL, change);
}

/** Changes the business state of an invoice (null = draft) with a history row; answers whether it changed. */
export async function setInvoiceState(tx: Db, invoiceId: number, state: string | null, userId: number | null): Promise<boolean> {
  const [row] = await tx.select({ state: invoices.state }).from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!row || (row.state ?? null) === state) return false;
  await tx.update(invoices).set({ state, date_edit: new Date() }).where(eq(invoices.id, invoiceId));
  await recordChanges(tx, INVOICES, invoiceId, userId, [{ field: 'state', old_value: row.state, new_value: state }]);
  return true;
}
