import type {
  ContractAgreements,
  ContractDocument,
  ContractDocumentCreate,
  ContractDocumentType,
  ContractTerminateAnswer,
} from '@app/contracts';
import { api, sendMultipart } from '../../../shared/api/index.ts';
import type { KeysetPage } from '../../../shared/api/use-keyset-list.ts';
import type { RegistryRow } from '../../registry/index.ts';

const BASE = '/documents/contracts';

/**
 * Query keys of the contract's parts. They start with the registry's keys (`['registry', 'contracts']`),
 * so the card's live updates (the record's room: signers, state) refetch every tab.
 */
export const contractKeys = {
  all: ['registry', 'contracts'] as const,
  part: (id: number, part: string, ...rest: unknown[]) => ['registry', 'contracts', 'part', id, part, ...rest] as const,
  statuses: ['registry', 'contracts', 'statuses'] as const,
  documentTypes: ['contracts', 'documentTypes'] as const,
};

/** A contract status with its labels (`GET documents/contracts/statuses`). */
export interface ContractStatus {
  value: string;
  ru: string;
  en: string;
  color: string;
}

/** `GET documents/contracts/statuses?registry=true`: every status with labels. */
export const fetchStatuses = () => api<ContractStatus[]>(`${BASE}/statuses`, { query: { registry: 'true' } });

/** `GET documents/contracts/:id/template?as=`: the values of a new agreement or copy. */
export const fetchTemplate = (id: number, as: 'agreement' | 'copy') =>
  api<Record<string, unknown>>(`${BASE}/${id}/template`, { query: { as } });

/** `GET documents/contracts/:id`: one contract as the registry answers it (with `<field>_name` labels). */
export const fetchContract = (id: number) => api<RegistryRow>(`${BASE}/${id}`);

/** `POST documents/contracts/:id/terminate`: the contract ends (its state is set by this action only). */
export const terminateContract = (id: number) => api<ContractTerminateAnswer>(`${BASE}/${id}/terminate`, { method: 'POST' });

/** `GET documents/contracts/:id/agreements`: the additional agreements and the works' limit. */
export const fetchAgreements = (id: number) => api<ContractAgreements>(`${BASE}/${id}/agreements`);

/** `GET documents/contracts/:id/invoices`: the contract's invoices (rows of the invoices registry). */
export const fetchInvoices = (id: number, cursor?: string) =>
  api<KeysetPage<RegistryRow>>(`${BASE}/${id}/invoices`, { query: { cursor, limit: 50 } });

/** `GET documents/types`: the contract document types. */
export const fetchDocumentTypes = () => api<ContractDocumentType[]>('/documents/types');

/** `GET documents/contracts/:id/documents[?registry=1]`: the documents the user may see. */
export const fetchDocuments = (id: number, registry: boolean) =>
  api<ContractDocument[]>(`${BASE}/${id}/documents`, { query: registry ? { registry: 1 } : undefined });

export const createDocument = (id: number, body: ContractDocumentCreate) =>
  api<ContractDocument>(`${BASE}/${id}/documents`, { method: 'POST', json: body });

/** `PATCH documents/contracts/documents/:docId` with `status: 0`: deletes the document. */
export const deleteDocument = (docId: number) =>
  api<ContractDocument>(`${BASE}/documents/${docId}`, { method: 'PATCH', json: { status: 0 } });

/** `POST files/contract_documents/:docId`: the document's files (attachments module, its multipart form). */
export function uploadDocumentFiles(docId: number, files: File[]) {
  const body = new FormData();
  files.forEach((file, i) => {
    body.append(`files[${i}][file]`, file, file.name);
    body.append(`files[${i}][name]`, file.name);
  });
  return sendMultipart<unknown>(`/files/contract_documents/${docId}`, body);
}
