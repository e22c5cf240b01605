import type { InvoicePosition, InvoicesMenu } from '@app/contracts';
import { api, sendMultipart } from '../../shared/api/index.ts';

export interface InvoiceFile {
  id: number;
  name: string;
  size: number;
  main: number;
  url: string;
  date_add: string;
}

export const invoicesKeys = {
  menu: ['invoices', 'menu'] as const,
  positions: (id: number) => ['invoices', id, 'positions'] as const,
  files: (id: number) => ['invoices', id, 'files'] as const,
};

/** `GET invoices/menu`: the lists the user may see with counters. */
export const fetchMenu = () => api<InvoicesMenu>('/invoices/menu');

/** `GET invoices/:id/positions`: the application positions of the invoice. */
export const fetchPositions = (id: number) => api<{ items: InvoicePosition[] }>(`/invoices/${id}/positions`);

export const fetchFiles = (id: number) => api<{ items: InvoiceFile[] }>(`/invoices/${id}/files`);

export function uploadFiles(id: number, files: File[]) {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return sendMultipart<{ items: InvoiceFile[] }>(`/invoices/${id}/files`, body);
}

export const makeMainFile = (id: number, fileId: number) =>
  api<{ items: InvoiceFile[] }>(`/invoices/${id}/files/${fileId}/main`, { method: 'POST' });

export const removeFile = (id: number, fileId: number) =>
  api<{ items: InvoiceFile[] }>(`/invoices/${id}/files/${fileId}`, { method: 'DELETE' });
