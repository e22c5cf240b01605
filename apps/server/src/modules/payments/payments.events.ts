import type { Db } from '../../plugins/db.ts';

/** What changed payments in a way that restarts their approval (the approvals module clears signatures). */
export interface PaymentChange {
  intervalIds: number[];
  invoiceId: number;
  userId: number | null;
  change: 'date' | 'sum' | 'created' | 'deleted';
}

export type PaymentChangeListener = (tx: Db, change: PaymentChange) => Promise<void> | void;

const listeners: PaymentChangeListener[] = [];

/** Subscribes to payment changes; listeners run inside the write's transaction. Answers the unsubscribe function. */
export function onPaymentChanged(listener: PaymentChangeListener): () => void {
  listeners.push(listener);
  return () => {
    const at = listeners.indexOf(listener);
    if (at >= 0) listeners.splice(at, 1);
  };
}

export async function firePaymentChanged(tx: Db, change: PaymentChange) {
  for (const listener of listeners) await listener(tx, change);
}
