import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { applicationsKeys } from './keys.ts';

export interface LinkRow {
  id: number;
  quantity?: string;
}

export interface NewInvoice {
  number?: string;
  date_invoice?: string;
  sum: string;
  reason?: string;
  snabs: LinkRow[];
}

/** `POST applications/:id/invoices`: an invoice for chosen positions. */
export const createInvoice = (packId: number, body: NewInvoice) =>
  api<{ id: number }>(`/applications/${packId}/invoices`, { method: 'POST', json: body });

/** `POST applications/:id/invoices/:inv/snabs/add`: positions into an existing invoice. */
export const linkToInvoice = (packId: number, invoiceId: number, snabs: LinkRow[]) =>
  api<unknown>(`/applications/${packId}/invoices/${invoiceId}/snabs/add`, { method: 'POST', json: { snabs } });

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
  };
}
