import type { DocumentStamp } from '@app/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../plugins/db.ts';
import { organizations, users } from '../users/index.ts';
import { documentFiles } from './document-files.schema.ts';
import { documents, documentTypes } from './documents.schema.ts';

/** Drizzle queries of document files; plain objects out. */

/** A file row as the services use it (its text stays in the database; `findFileText` reads it). */
export type FileRow = Omit<typeof documentFiles.$inferSelect, 'text' | 'search_vector'> & { who_add_fio: string | null };
export type NewFile = typeof documentFiles.$inferInsert;

const fileColumns = {
  id: documentFiles.id,
  document_id: documentFiles.document_id,
  parent_id: documentFiles.parent_id,
  page: documentFiles.page,
  type: documentFiles.type,
  name: documentFiles.name,
  ext: documentFiles.ext,
  size: documentFiles.size,
  pages: documentFiles.pages,
  split: documentFiles.split,
  rotation: documentFiles.rotation,
  stamp: documentFiles.stamp,
  original_key: documentFiles.original_key,
  file_key: documentFiles.file_key,
  status: documentFiles.status,
  date_add: documentFiles.date_add,
  who_add: documentFiles.who_add,
  date_edit: documentFiles.date_edit,
  who_edit: documentFiles.who_edit,
  custom_field: documentFiles.custom_field,
  who_add_fio: users.fio,
};

/** A document as its files need it: alive or not, and what its stamp says. */
export async function findDocumentForStamp(db: Db, id: number) {
  const [row] = await db
    .select({
      id: documents.id,
      status: documents.status,
      number: documents.number,
      date: documents.date,
      inbox: documents.inbox,
      type_name: documentTypes.name,
      organization_name: organizations.name,
    })
    .from(documents)
    .leftJoin(documentTypes, eq(documentTypes.id, documents.type_id))
    .leftJoin(organizations, eq(organizations.id, documents.organization_id))
    .where(eq(documents.id, id))
    .limit(1);
  return row;
}

/** The live files of a document: uploads in upload order, each split file's pages right after it. */
export async function findLiveFiles(db: Db, documentId: number): Promise<FileRow[]> {
  return db
    .select(fileColumns)
    .from(documentFiles)
    .leftJoin(users, eq(users.id, documentFiles.who_add))
    .where(and(eq(documentFiles.document_id, documentId), eq(documentFiles.status, 1)))
    .orderBy(
      sql`coalesce(${documentFiles.parent_id}, ${documentFiles.id})`,
      sql`${documentFiles.parent_id} is not null`,
      asc(documentFiles.page),
      asc(documentFiles.id),
    );
}

/** The stored text of a file (pages joined with form feeds). */
export async function findFileText(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ text: documentFiles.text }).from(documentFiles).where(eq(documentFiles.id, id)).limit(1);
  return row?.text ?? null;
}

/** Live files of a document among `ids` (another document's or a deleted file is left out). */
export async function findLiveFilesAmong(db: Db, documentId: number, ids: number[]): Promise<FileRow[]> {
  if (!ids.length) return [];
  return db
    .select(fileColumns)
    .from(documentFiles)
    .leftJoin(users, eq(users.id, documentFiles.who_add))
    .where(and(eq(documentFiles.document_id, documentId), eq(documentFiles.status, 1), inArray(documentFiles.id, ids)));
}

/** The live pages of split files. */
export async function findLivePagesOf(db: Db, parentIds: number[]): Promise<FileRow[]> {
  if (!parentIds.length) return [];
  return db
    .select(fileColumns)
    .from(documentFiles)
    .leftJoin(users, eq(users.id, documentFiles.who_add))
    .where(and(inArray(documentFiles.parent_id, parentIds), eq(documentFiles.status, 1)))
    .orderBy(asc(documentFiles.page));
}

/** Live stamped files of a type (the scans whose stamps follow the document). */
export async function findStampedFiles(db: Db, documentId: number, type: number): Promise<FileRow[]> {
  return db
    .select(fileColumns)
    .from(documentFiles)
    .leftJoin(users, eq(users.id, documentFiles.who_add))
    .where(
      and(
        eq(documentFiles.document_id, documentId),
        eq(documentFiles.status, 1),
        eq(documentFiles.type, type),
        isNotNull(documentFiles.stamp),
      ),
    );
}

export async function insertFiles(tx: Db, rows: NewFile[]): Promise<number[]> {
  if (!rows.length) return [];
  return (await tx.insert(documentFiles).values(rows).returning({ id: documentFiles.id })).map((r) => r.id);
}

/** Marks a live file split, unless it already is (answers whether this call did it). */
export async function markSplit(tx: Db, id: number, userId: number): Promise<boolean> {
  const rows = await tx
    .update(documentFiles)
    .set({ split: 1, date_edit: new Date(), who_edit: userId })
    .where(and(eq(documentFiles.id, id), eq(documentFiles.split, 0), eq(documentFiles.status, 1)))
    .returning({ id: documentFiles.id });
  return rows.length > 0;
}

/** The stored versions of a file, swapped only if its current version is still `expectedKey` (answers whether it was). */
export async function replaceVersions(
  tx: Db,
  id: number,
  expectedKey: string,
  set: Partial<{ file_key: string; original_key: string; ext: string; size: number; stamp: DocumentStamp | null; rotation: number }>,
  userId: number,
): Promise<boolean> {
  const rows = await tx
    .update(documentFiles)
    .set({ ...set, date_edit: new Date(), who_edit: userId })
    .where(and(eq(documentFiles.id, id), eq(documentFiles.file_key, expectedKey), eq(documentFiles.status, 1)))
    .returning({ id: documentFiles.id });
  return rows.length > 0;
}

/** Changes type, name or status of files (live ones only). */
export async function updateFiles(tx: Db, ids: number[], set: Partial<{ type: number; name: string; status: number }>, userId: number) {
  if (!ids.length) return;
  await tx
    .update(documentFiles)
    .set({ ...set, date_edit: new Date(), who_edit: userId })
    .where(and(inArray(documentFiles.id, ids), eq(documentFiles.status, 1)));
}

/** Recounts `documents.count_files` (live uploaded files, pages of a split not counted) and answers it. */
export async function recountFiles(tx: Db, documentId: number): Promise<number> {
  const counted = tx
    .select({ n: sql<number>`count(*)::int` })
    .from(documentFiles)
    .where(and(eq(documentFiles.document_id, documentId), eq(documentFiles.status, 1), isNull(documentFiles.parent_id)));
  const [row] = await tx
    .update(documents)
    .set({ count_files: sql`(${counted})` })
    .where(eq(documents.id, documentId))
    .returning({ count_files: documents.count_files });
  return row?.count_files ?? 0;
}

/**
 * Documents whose live files hold the words of `term` (Russian full text over the files' text):
 * `id = any(array(…))`, an init plan the list can still answer with an index scan over ids.
 */
export function documentsWithText(term: string, id: PgColumn): SQL {
  return sql`${id} = any(array(select distinct ${documentFiles.document_id} from ${documentFiles} where ${documentFiles.status} = 1 and ${documentFiles.search_vector} @@ websearch_to_tsquery('russian', ${term})))`;
}

/** Removes every file row of a document (purge from the trash) and answers their stored keys. */
export async function deleteFilesOf(tx: Db, documentId: number): Promise<string[]> {
  const rows = await tx
    .delete(documentFiles)
    .where(eq(documentFiles.document_id, documentId))
    .returning({ original_key: documentFiles.original_key, file_key: documentFiles.file_key });
  return [...new Set(rows.flatMap((r) => [r.original_key, r.file_key]))];
}
