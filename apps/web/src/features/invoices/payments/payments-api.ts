import type { PaymentCreateBody, PaymentPatchBody, PaymentsAnswer, PaymentView } from '@app/contracts';
import { api } from '../../../shared/api/index.ts';

export const paymentsKeys = {
  ofInvoice: (invoiceId: number) => ['invoices', invoiceId, 'intervals'] as const,
};

/** `GET invoices/:id/intervals`: the payments, their sums and the remainder to distribute. */
export const fetchPayments = (invoiceId: number) => api<PaymentsAnswer>(`/invoices/${invoiceId}/intervals`);

export const createPayment = (invoiceId: number, body: PaymentCreateBody) =>
  api<PaymentView>(`/invoices/${invoiceId}/intervals`, { method: 'POST', json: body });

/** A 409 answers a stale `version`. */
export const changePayment = (id: number, body: PaymentPatchBody) =>
  api<PaymentView>(`/invoices/intervals/${id}`, { method: 'PATCH', json: body });

export const deletePayment = (id: number) => api<PaymentView>(`/invoices/intervals/${id}`, { method: 'DELETE' });
