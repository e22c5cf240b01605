import type { ContactSync, VcardImportReport, VcardVersion } from '@app/contracts';
import { api, buildUrl, sendMultipart } from '../../shared/api/index.ts';

/** `POST contacts/vcard`: imports a .vcf (into a group when given); answers the report. */
export function importVcard(file: File, groupId?: string | null) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (groupId) form.append('group_id', groupId);
  return sendMultipart<VcardImportReport>('/contacts/vcard', form);
}

/** `GET contacts/vcard`: the address of the .vcf of the list's group and search. */
export const vcardExportUrl = (filter: { group_id?: string | null; search?: string | null }, version: VcardVersion) =>
  buildUrl('/contacts/vcard', { group_id: filter.group_id || undefined, search: filter.search || undefined, version });

export const syncKey = ['contacts', 'sync'] as const;

/** `GET / POST / DELETE contacts/sync`: the feed address, made or renewed, revoked. */
export const fetchSync = () => api<ContactSync>('/contacts/sync');
export const renewSync = () => api<ContactSync>('/contacts/sync', { method: 'POST' });
export const revokeSync = () => api<ContactSync>('/contacts/sync', { method: 'DELETE' });
