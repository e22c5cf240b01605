import type {
  ApprovalChain,
  ApprovalChainInput,
  ApprovalResult,
  ApprovalSignInput,
  Awaiting,
  Substitute,
  SubstituteInput,
} from '@app/contracts';
import { api, isApiError } from '../../../shared/api/index.ts';

/** Calls of the invoice approval (issue 13): the chain, submit, sign, substitutes, awaiting. */
export const approvalKeys = {
  chain: (invoiceId: number) => ['invoices', 'approval', invoiceId] as const,
  awaiting: ['approvals', 'awaiting'] as const,
  substitute: ['approvals', 'substitute'] as const,
};

export const fetchChain = (invoiceId: number) => api<ApprovalChain>(`/invoices/${invoiceId}/signers`);
export const saveChain = (invoiceId: number, input: ApprovalChainInput) =>
  api<ApprovalChain>(`/invoices/${invoiceId}/signers`, { method: 'PUT', json: input });
export const submitInvoice = (invoiceId: number) => api<ApprovalResult>(`/invoices/${invoiceId}/submit`, { method: 'POST', json: {} });
export const signInvoice = (invoiceId: number, input: ApprovalSignInput) =>
  api<ApprovalResult>(`/invoices/${invoiceId}/sign`, { method: 'POST', json: input });
export const fetchAwaiting = () => api<Awaiting>('/approvals/awaiting');
export const fetchSubstitute = () => api<Substitute>('/approvals/substitutes');
export const saveSubstitute = (input: SubstituteInput) => api<Substitute>('/approvals/substitutes', { method: 'PUT', json: input });

/** The user lookup of people who may sign (active, with can_sign). */
export const SIGNERS_LOOKUP = '/applications/signers';

/** The server's own words: field messages (422), else its message. */
export const messageOf = (e: unknown) => (isApiError(e) ? Object.values(e.fieldErrors).flat().join(' ') || e.message : String(e));
