import type { AutoInvoice, InvoicePositions, InvoicesFull, InvoiceView, PositionView } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { applicationsKeys } from './keys.ts';

/** A position to link; `quantity` below the position's count splits it (a part goes into the invoice). */
export interface LinkRow {
  id: number;
  quantity?: string;
}

export interface NewInvoice {
  number?: string;
  date_invoice?: string;
  sum: string;
  reason?: string;
  /** The payee (a partner). */
  contractor_id?: number;
  snabs: LinkRow[];
}

/** An invoice of the tab: linked through the application's positions or created from it. */
export type TabInvoice = InvoiceView;
export type { AutoInvoice, InvoicesFull };
export type InvoicePosition = PositionView;

export interface AutoInvoicePatch {
  number?: string | null;
  date_invoice?: string | null;
  sum?: string;
}

/** `GET applications/:id/invoices/full`: the tab's invoices and the auto invoice. */
export const fetchInvoicesFull = (packId: number) => api<InvoicesFull>(`/applications/${packId}/invoices/full`);

/** `GET applications/invoices/:id/snabs`: every position of an invoice, of any application. */
export const fetchInvoicePositions = (invoiceId: number) => api<InvoicePositions>(`/applications/invoices/${invoiceId}/snabs`);

/** `POST applications/:id/invoices`: an invoice for chosen positions. */
export const createInvoice = (packId: number, body: NewInvoice) =>
  api<{ id: number }>(`/applications/${packId}/invoices`, { method: 'POST', json: body });

/** `POST applications/:id/invoices/:inv/snabs/add`: positions into an existing invoice (of any application). */
export const linkToInvoice = (packId: number, invoiceId: number, snabs: LinkRow[]) =>
  api<unknown>(`/applications/${packId}/invoices/${invoiceId}/snabs/add`, { method: 'POST', json: { snabs } });

/** `POST applications/:id/invoices/snabs/edit` with an empty invoice: positions out of their invoices. */
export const unlinkPositions = (packId: number, ids: number[]) =>
  api<unknown>(`/applications/${packId}/invoices/snabs/edit`, {
    method: 'POST',
    json: { snabs: ids.map((id) => ({ id, invoice_id: null })) },
  });

/** `PATCH invoices/:id`: number, date, sum of the auto invoice. */
export const patchInvoice = (invoiceId: number, body: AutoInvoicePatch) =>
  api<{ id: number; sum: string }>(`/invoices/${invoiceId}`, { method: 'PATCH', json: body });

/** Under the card's key: realtime events (invoice_change) refresh them with the card. */
const fullKey = (packId: number) => applicationsKeys.cardPart(packId, 'invoices-full');
const positionsKey = (packId: number, invoiceId: number) => [...applicationsKeys.card(packId), 'invoice', invoiceId] as const;

export const useInvoicesFull = (packId: number) =>
  useQuery({ queryKey: fullKey(packId), queryFn: () => fetchInvoicesFull(packId), enabled: packId > 0 });

export const useInvoicePositions = (packId: number, invoiceId: number) =>
  useQuery({ queryKey: positionsKey(packId, invoiceId), queryFn: () => fetchInvoicePositions(invoiceId) });

export function useInvoiceMutations(packId: number) {
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: applicationsKeys.card(packId) });
  };
  return {
    create: useMutation({ mutationFn: (body: NewInvoice) => createInvoice(packId, body), onSettled: refresh }),
    link: useMutation({
      mutationFn: (v: { invoiceId: number; snabs: LinkRow[] }) => linkToInvoice(packId, v.invoiceId, v.snabs),
      onSettled: refresh,
    }),
    unlink: useMutation({ mutationFn: (ids: number[]) => unlinkPositions(packId, ids), onSettled: refresh }),
    patchAuto: useMutation({
      mutationFn: (v: { invoiceId: number; body: AutoInvoicePatch }) => patchInvoice(v.invoiceId, v.body),
      onSettled: refresh,
    }),
  };
}
