import type {
  ExtractFetchAnswer,
  ExtractFile,
  ExtractLine,
  ExtractListPage,
  ExtractPatchAnswer,
  ExtractPatchBody,
  ExtractPayment,
  ExtractRelationBody,
} from '@app/contracts';
import { api, sendMultipart } from '../../../shared/api/index.ts';
import type { KeysetFilter } from '../../../shared/api/use-keyset-list.ts';

/** The URL filters of the lines list; the search box is the partner (INN or name). */
export const LINE_FILTER_KEYS = ['date_from', 'date_to', 'account', 'matched', 'state', 'search'] as const;
export type LinesFilter = KeysetFilter<(typeof LINE_FILTER_KEYS)[number]>;

export const extractsKeys = {
  all: ['invoices', 'extracts'] as const,
  lines: (filter: LinesFilter) => ['invoices', 'extracts', 'lines', filter] as const,
  files: ['invoices', 'extracts', 'files'] as const,
};

/** `GET invoices/extracts`: one keyset page of lines, newest first. */
export function fetchLines(filter: LinesFilter, cursor: string | number | null) {
  const { search, ...rest } = filter;
  return api<ExtractListPage>('/invoices/extracts', { query: { ...rest, partner: search, cursor: cursor ?? undefined } });
}

/** `GET invoices/extracts/files`: the imported files (their accounts fill the account filter). */
export const fetchFiles = () => api<{ items: ExtractFile[] }>('/invoices/extracts/files');

/** `POST invoices/extracts/fetch`: uploads a 1C file (multipart field `file`) with progress. */
export function uploadExtract(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendMultipart<ExtractFetchAnswer>('/invoices/extracts/fetch', form, { onProgress });
}

/** `PATCH invoices/extracts`: confirm, ignore or unlink lines. */
export const patchLines = (body: ExtractPatchBody) => api<ExtractPatchAnswer>('/invoices/extracts', { method: 'PATCH', json: body });

/** `POST invoices/extracts/interval/relation`: links a line to a payment by hand. */
export const relateLine = (body: ExtractRelationBody) =>
  api<ExtractLine>('/invoices/extracts/interval/relation', { method: 'POST', json: body });

/** `GET invoices/extracts/:id/candidates`: payments the line may be linked to by hand. */
export const fetchCandidates = (lineId: number) => api<{ items: ExtractPayment[] }>(`/invoices/extracts/${lineId}/candidates`);
