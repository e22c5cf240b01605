import type {
  CategoryFieldInput,
  CategoryFieldsResponse,
  CustomFieldKind,
  DocumentCustomPatch,
  DocumentCustomResponse,
  DocumentFile,
} from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import { type FieldChange, recordChanges } from '../history/index.ts';
import { assertEditable, assertReadable } from '../objects/index.ts';
import { customMsg } from './document-custom.messages.ts';
import { type CustomValue, checkCustomValue, droppedFields, isEmptyValue, repeatedCode } from './document-custom.policy.ts';
import * as repo from './document-custom.repository.ts';
import { announcePart } from './document-events.service.ts';
import { filesOf } from './document-file-store.service.ts';
import { DOCUMENTS_MODULE } from './documents.policy.ts';

/**
 * Custom fields of document categories (spec 3 §3 `custom[...]`): a category defines its fields, a
 * document keeps its values in `documents.custom` (by code); a files field's value is the document's
 * files uploaded with that `custom_field` (ordinary document files: in the files list and `count_files`).
 */

export interface CustomDeps {
  db: Db;
  realtime: Realtime;
}

const toWireField = (f: repo.CategoryFieldRow) => ({
  id: f.id,
  code: f.code,
  label: f.label,
  kind: f.kind as CustomFieldKind,
  required: (f.required === 1 ? 1 : 0) as 0 | 1,
  position: f.position,
});

async function fieldsOf(db: Db, categoryId: number): Promise<CategoryFieldsResponse> {
  return { fields: (await repo.findCategoryFields(db, categoryId)).map(toWireField) };
}

/** `GET documents/categories/{id}/fields`: the category's live fields in order. */
export async function listCategoryFields(db: Db, categoryId: number): Promise<CategoryFieldsResponse> {
  if (!(await repo.categoryExists(db, categoryId))) throw new NotFound(customMsg('categoryMissing'));
  return fieldsOf(db, categoryId);
}

/**
 * `PUT documents/categories/{id}/fields`: the whole ordered list. A field left out that documents
 * hold values (or files) for is hidden (status 0, values kept; listing it again brings it back), the
 * others are deleted.
 */
export async function saveCategoryFields(db: Db, categoryId: number, fields: CategoryFieldInput[]): Promise<CategoryFieldsResponse> {
  if (!(await repo.categoryExists(db, categoryId))) throw new NotFound(customMsg('categoryMissing'));
  const repeated = repeatedCode(fields);
  if (repeated >= 0) throw new ValidationFailed({ [`fields.${repeated}.code`]: [customMsg('customCodeRepeated')] });
  await db.transaction(async (tx) => {
    const stored = await repo.findCategoryFields(tx, categoryId, true);
    const live = stored.filter((f) => f.status === 1);
    const used = await repo.findUsedCodes(
      tx,
      categoryId,
      live.map((f) => f.code),
    );
    const { hide, remove } = droppedFields(live, fields, used);
    await repo.saveCategoryFields(
      tx,
      categoryId,
      fields.map((f, position) => ({ ...f, position })),
      hide.map((f) => f.id),
      remove.map((f) => f.id),
    );
  });
  return fieldsOf(db, categoryId);
}

/** `GET documents/{id}/custom`: the category's fields, the values, the files of files fields. */
export async function documentCustom(db: Db, user: SessionUser, documentId: number): Promise<DocumentCustomResponse> {
  await assertReadable(user, DOCUMENTS_MODULE, documentId);
  const document = await repo.findDocumentCustom(db, documentId);
  if (!document) throw new NotFound();
  const fields = await repo.findCategoryFields(db, document.category_id);
  const stored = document.custom ?? {};
  const custom: Record<string, CustomValue> = {};
  const files: Record<string, { files_list: DocumentFile[] }> = {};
  const fileFields = fields.filter((f) => f.kind === 'files');
  const all = fileFields.length ? (await filesOf(db, documentId)).files : [];
  for (const f of fields) {
    if (f.kind === 'files') files[f.code] = { files_list: all.filter((file) => file.custom_field === f.code) };
    else custom[f.code] = stored[f.code] ?? null;
  }
  return {
    fields: fields.map(({ code, label, kind, required }) => ({
      code,
      label,
      kind: kind as CustomFieldKind,
      required: (required === 1 ? 1 : 0) as 0 | 1,
    })),
    custom,
    files,
  };
}

/**
 * `PATCH documents/{id}/custom`: values by code, each checked by its field's kind (422 under
 * `custom.<code>`: unknown code, a files field, a bad value, a required field emptied); one history
 * row per changed field (`custom.<code>`), an open card told (`update` naming `custom`).
 */
export async function patchDocumentCustom(
  { db, realtime }: CustomDeps,
  user: SessionUser,
  documentId: number,
  input: DocumentCustomPatch,
): Promise<DocumentCustomResponse> {
  await assertEditable(user, DOCUMENTS_MODULE, documentId);
  const document = await repo.findDocumentCustom(db, documentId);
  if (!document) throw new NotFound();
  const fields = new Map((await repo.findCategoryFields(db, document.category_id)).map((f) => [f.code, f]));
  const errors: Record<string, string[]> = {};
  const values: Record<string, CustomValue> = {};
  for (const [code, raw] of Object.entries(input.custom)) {
    const field = fields.get(code);
    const at = `custom.${code}`;
    if (!field) errors[at] = [customMsg('customUnknown')];
    else if (field.kind === 'files') errors[at] = [customMsg('customFilesByUpload')];
    else {
      const checked = checkCustomValue(field.kind as CustomFieldKind, raw);
      if ('error' in checked) errors[at] = [checked.error];
      else if (field.required === 1 && isEmptyValue(checked.value)) errors[at] = ['field.fillRequired'];
      else values[code] = checked.value;
    }
  }
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  const changedAny = await db.transaction(async (tx) => {
    const old = (await repo.lockDocumentCustom(tx, documentId)) ?? {};
    const changes: FieldChange[] = Object.entries(values)
      .filter(([code, value]) => (old[code] ?? null) !== value)
      .map(([code, value]) => ({ field: `custom.${code}`, old_value: old[code] ?? null, new_value: value }));
    if (!changes.length) return false;
    const next = { ...old };
    for (const [code, value] of Object.entries(values)) {
      if (value === null) delete next[code];
      else next[code] = value;
    }
    await repo.updateDocumentCustom(tx, documentId, next);
    await recordChanges(tx, DOCUMENTS_MODULE, documentId, user.id, changes);
    return true;
  });
  if (changedAny) announcePart(realtime, documentId, user.id, 'custom');
  return documentCustom(db, user, documentId);
}
