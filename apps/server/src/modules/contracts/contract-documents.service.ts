import type {
  ContractDocument,
  ContractDocumentCreate,
  ContractDocumentPatch,
  ContractDocumentSummary,
  ContractDocumentTypeCode,
} from '@app/contracts';
import { hasPermit } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../shared/errors.ts';
import { recordChanges } from '../history/index.ts';
import { registerObjectAccess } from '../objects/index.ts';
import { msg } from './contracts.messages.ts';
import { mayUseType, visibleTypeCodes } from './contracts.policy.ts';
import * as repo from './contracts.repository.ts';

/** Files of a document live in the attachments module under this module name, object id = the document's id. */
export const DOCUMENT_FILES_MODULE = 'contract_documents';

const filePath = (docId: number, filename: string) => `/upload/files/${DOCUMENT_FILES_MODULE}/${docId}/${encodeURIComponent(filename)}`;

async function views(db: Db, rows: repo.DocumentRow[]): Promise<ContractDocument[]> {
  const files = await repo.findFilesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    contract_id: r.contract_id,
    type_id: r.type_id,
    type_name: r.type_name,
    type_code: r.type_code,
    name: r.name,
    number: r.number,
    date: r.date,
    version: r.version,
    files: files
      .filter((f) => f.object_id === r.id)
      .map((f) => ({ id: f.id, name: f.name, path: f.filename ? filePath(r.id, f.filename) : (f.link ?? '') })),
    date_add: toWireMinutes(r.date_add instanceof Date ? r.date_add : new Date(r.date_add)),
    who_add: r.who_add,
    who_add_fio: r.who_add_fio,
  }));
}

async function assertLiveContract(db: Db, contractId: number) {
  const contract = await repo.findContract(db, contractId);
  if (contract?.status !== 1) throw new NotFound(msg('contractMissing'));
  return contract;
}

/**
 * `GET documents/contracts/document-types?ids=&registry=`: for a list page, each contract's document
 * types the user sees in that view (spec 3 §6, as `listDocuments`), with counts.
 */
export async function documentSummary(db: Db, user: SessionUser, ids: number[], registry: boolean): Promise<ContractDocumentSummary> {
  if (registry && !hasPermit(user, 'contracts_register_view')) throw new Forbidden(msg('registryForbidden'));
  const codes = visibleTypeCodes(user, registry);
  const rows = (await repo.countDocumentsByType(db, ids)).filter((r) => codes.has(r.type_code as ContractDocumentTypeCode | null));
  return {
    items: ids.map((id) => ({
      id,
      types: rows
        .filter((r) => r.contract_id === id)
        .map((r) => ({ type_id: r.type_id, name: r.name, type_code: r.type_code as ContractDocumentTypeCode | null, count: r.count })),
    })),
  };
}

/** `GET documents/types`: the contract document types. */
export const documentTypes = (db: Db) => repo.findDocumentTypes(db);

/** `GET documents/contracts/:id/documents[?registry=1]`: the documents whose type the user sees in that view (spec 3 §6). */
export async function listDocuments(db: Db, user: SessionUser, contractId: number, registry: boolean) {
  await assertLiveContract(db, contractId);
  if (registry && !hasPermit(user, 'contracts_register_view')) throw new Forbidden(msg('registryForbidden'));
  const codes = visibleTypeCodes(user, registry);
  return views(
    db,
    (await repo.findDocuments(db, contractId)).filter((d) => codes.has(d.type_code)),
  );
}

async function usableType(db: Db, user: SessionUser, typeId: number) {
  const type = (await repo.findDocumentTypes(db)).find((t) => t.id === typeId);
  if (!type) throw new ValidationFailed({ type_id: [msg('documentTypeMissing')] });
  if (!mayUseType(user, type.type_code)) throw new Forbidden(msg('documentTypeForbidden'));
  return type;
}

/** `POST documents/contracts/:id/documents`: a document of a type the user may see; a history row `document` on the contract. */
export async function createDocument(db: Db, user: SessionUser, contractId: number, body: ContractDocumentCreate) {
  await assertLiveContract(db, contractId);
  await usableType(db, user, body.type_id);
  const id = await db.transaction(async (tx) => {
    const id = await repo.insertDocument(tx, {
      contract_id: contractId,
      type_id: body.type_id,
      name: body.name,
      number: body.number ?? null,
      date: body.date ?? null,
      version: body.version ?? 1,
      who_add: user.id,
    });
    await recordChanges(tx, 'contracts', contractId, user.id, [{ field: 'document', old_value: null, new_value: body.name }]);
    return id;
  });
  return (await views(db, [(await repo.findDocument(db, id))!]))[0];
}

/** A live document of a live contract whose type the user may see, else 404. */
async function visibleDocument(db: Db, user: SessionUser, docId: number) {
  const doc = await repo.findDocument(db, docId);
  if (doc?.status !== 1 || !mayUseType(user, doc.type_code)) throw new NotFound();
  await assertLiveContract(db, doc.contract_id);
  return doc;
}

/** `PATCH documents/contracts/documents/:docId`: edits the fields; `status: 0` deletes it (history rows on the contract). */
export async function patchDocument(db: Db, user: SessionUser, docId: number, body: ContractDocumentPatch) {
  const doc = await visibleDocument(db, user, docId);
  if (body.type_id !== undefined && body.type_id !== doc.type_id) await usableType(db, user, body.type_id);
  const set: Record<string, unknown> = {};
  for (const field of ['type_id', 'name', 'number', 'date', 'version', 'status'] as const) {
    if (body[field] !== undefined) set[field] = body[field];
  }
  if (Object.keys(set).length) {
    await db.transaction(async (tx) => {
      await repo.updateDocument(tx, docId, set, user.id);
      const deleted = body.status === 0;
      await recordChanges(tx, 'contracts', doc.contract_id, user.id, [
        { field: 'document', old_value: doc.name, new_value: deleted ? null : (body.name ?? doc.name) },
      ]);
    });
  }
  return (await views(db, [(await repo.findDocument(db, docId))!]))[0];
}

/** The attachments of a document: read = sees the contract and the type, edit = `contracts_edit`. */
export function registerDocumentFiles(db: Db) {
  const readable = async (user: SessionUser, docId: number) => {
    if (!hasPermit(user, 'contracts_view')) return false;
    const doc = await repo.findDocument(db, docId);
    if (doc?.status !== 1 || !mayUseType(user, doc.type_code)) return false;
    const contract = await repo.findContract(db, doc.contract_id);
    return contract?.status === 1;
  };
  registerObjectAccess(DOCUMENT_FILES_MODULE, {
    read: readable,
    edit: async (user) => hasPermit(user, 'contracts_edit'),
  });
}
