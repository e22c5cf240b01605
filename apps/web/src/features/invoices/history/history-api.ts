import type { InvoiceHistoryPage } from '@app/contracts';
import { api } from '../../../shared/api/index.ts';

export const historyKey = ['invoices', 'history'] as const;

/** `GET invoices/history?cursor=&limit=`: the latest changes of the invoices the user may see. */
export const fetchInvoicesHistory = (cursor: number | null, limit = 50) =>
  api<InvoiceHistoryPage>(`/invoices/history?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
