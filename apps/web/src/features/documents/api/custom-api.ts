import {
  type CategoryFieldInput,
  categoryFieldsResponseSchema,
  type DocumentCustomPatch,
  documentCustomResponseSchema,
} from '@app/contracts';
import { api, sendMultipart } from '../../../shared/api/index.ts';

/**
 * Custom fields (spec 3 §3 `custom[...]`): a category's ordered fields, a document's values and the
 * files of its files fields, parsed with the wire schemas of `@app/contracts/documents`.
 */

export const customKeys = {
  document: (id: number) => ['documents-card', id, 'custom'] as const,
  category: (id: number) => ['documents-category', id, 'fields'] as const,
};

export const fetchCategoryFields = async (id: number, signal?: AbortSignal) =>
  categoryFieldsResponseSchema.parse(await api<unknown>(`/documents/categories/${id}/fields`, { signal }));

/** `PUT documents/categories/{id}/fields`: the whole ordered list. */
export const saveCategoryFields = async (id: number, fields: CategoryFieldInput[]) =>
  categoryFieldsResponseSchema.parse(await api<unknown>(`/documents/categories/${id}/fields`, { method: 'PUT', json: { fields } }));

export const fetchDocumentCustom = async (id: number, signal?: AbortSignal) =>
  documentCustomResponseSchema.parse(await api<unknown>(`/documents/${id}/custom`, { signal }));

export const patchDocumentCustom = async (id: number, custom: DocumentCustomPatch['custom']) =>
  documentCustomResponseSchema.parse(await api<unknown>(`/documents/${id}/custom`, { method: 'PATCH', json: { custom } }));

/** `POST documents/{id}/files` with `custom_field`: the files become the value of a files field. */
export async function uploadFieldFiles(id: number, code: string, files: readonly File[]): Promise<void> {
  const form = new FormData();
  form.append('custom_field', code);
  for (const [i, file] of files.entries()) form.append(`files[${i}]`, file, file.name);
  await sendMultipart<unknown>(`/documents/${id}/files`, form);
}
