import type { DocumentFile, DocumentReader } from '@app/contracts';
import type { RegistryRow } from '../registry/index.ts';

/** Test helpers of the document card's tabs (not shipped: tests only). */
export { type Call, json, renderTab, stubApi } from '../contracts/contracts.fixture.tsx';

export const documentRecord: RegistryRow = {
  id: 12,
  status: 1,
  version: 2,
  date_add: '2026-03-01 10:00',
  who_add_name: null,
  date_edit: null,
  number: 'ВХ-12',
  date: '2026-03-01',
  subject: 'Письмо о поставке',
  count_files: 2,
};

export function documentFile(patch: Partial<DocumentFile> = {}): DocumentFile {
  return {
    id: 1,
    document_id: 12,
    parent_id: null,
    page: null,
    type: 1,
    name: 'Скан письма.txt',
    ext: 'txt',
    size: 1000,
    pages: null,
    split: false,
    stamp: null,
    stampable: false,
    path: '/api/documents/12/files/aaaa.txt',
    original_path: '/api/documents/12/files/aaaa.txt',
    status: 1,
    timestamp: '2026-03-01 10:05',
    who_add: 1,
    who_add_fio: 'Администратор',
    rotation: 0,
    custom_field: null,
    ...patch,
  };
}

export function reader(patch: Partial<DocumentReader> = {}): DocumentReader {
  return {
    user_id: 20,
    fio: 'Соколова Ирина Викторовна',
    avatar: null,
    status: 0,
    date_read: null,
    date_add: '2026-03-01 11:00',
    ...patch,
  };
}
