import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { documentFiles } from './document-files.schema.ts';
import { documentCategories, documentCategoryFields, documents } from './documents.schema.ts';

/** Drizzle queries of the categories' custom fields and the documents' custom values; plain objects out. */

export type CategoryFieldRow = typeof documentCategoryFields.$inferSelect;
export type CustomValues = Record<string, string | number | null>;

/** A category's fields in order: the live ones, or all (hidden ones too) with `all`. */
export function findCategoryFields(db: Db, categoryId: number, all = false): Promise<CategoryFieldRow[]> {
  return db
    .select()
    .from(documentCategoryFields)
    .where(and(eq(documentCategoryFields.category_id, categoryId), all ? undefined : eq(documentCategoryFields.status, 1)))
    .orderBy(asc(documentCategoryFields.position), asc(documentCategoryFields.id));
}

/** Whether the category exists and is not in the trash. */
export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: documentCategories.id })
    .from(documentCategories)
    .where(and(eq(documentCategories.id, categoryId), eq(documentCategories.status, 1)))
    .limit(1);
  return Boolean(row);
}

/** The codes among `codes` some document of the category holds a value or a live file for. */
export async function findUsedCodes(db: Db, categoryId: number, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const used = new Set<string>();
  const values = await queryRows<{ code: string }>(
    db,
    sql`select distinct k.code from ${documents} d, jsonb_each(d.custom) as k(code, value)
      where d.category_id = ${categoryId} and k.value <> 'null'::jsonb and k.value <> '""'::jsonb`,
  );
  for (const v of values) if (codes.includes(v.code)) used.add(v.code);
  const files = await db
    .selectDistinct({ code: documentFiles.custom_field })
    .from(documentFiles)
    .innerJoin(documents, eq(documents.id, documentFiles.document_id))
    .where(and(eq(documents.category_id, categoryId), eq(documentFiles.status, 1), inArray(documentFiles.custom_field, codes)));
  for (const f of files) if (f.code) used.add(f.code);
  return used;
}

/** Writes a category's new list of fields: upserts by code (a hidden one comes back), hides and deletes the dropped ones. */
export async function saveCategoryFields(
  tx: Db,
  categoryId: number,
  fields: { code: string; label: string; kind: string; required: number; position: number }[],
  hideIds: number[],
  removeIds: number[],
) {
  if (removeIds.length) await tx.delete(documentCategoryFields).where(inArray(documentCategoryFields.id, removeIds));
  if (hideIds.length) await tx.update(documentCategoryFields).set({ status: 0 }).where(inArray(documentCategoryFields.id, hideIds));
  for (const f of fields)
    await tx
      .insert(documentCategoryFields)
      .values({ category_id: categoryId, ...f, status: 1 })
      .onConflictDoUpdate({
        target: [documentCategoryFields.category_id, documentCategoryFields.code],
        set: { label: f.label, kind: f.kind, required: f.required, position: f.position, status: 1 },
      });
}

/** A document's category and custom values (null when there is no such document). */
export async function findDocumentCustom(db: Db, documentId: number) {
  const [row] = await db
    .select({ category_id: documents.category_id, custom: documents.custom })
    .from(documents)
    .where(eq(documents.id, documentId))
    .limit(1);
  return row;
}

/** A document's custom values, its row locked for the caller's transaction. */
export async function lockDocumentCustom(tx: Db, documentId: number): Promise<CustomValues | undefined> {
  const [row] = await queryRows<{ custom: CustomValues }>(tx, sql`select custom from documents where id = ${documentId} for update`);
  return row?.custom;
}

export async function updateDocumentCustom(tx: Db, documentId: number, custom: CustomValues) {
  await tx.update(documents).set({ custom }).where(eq(documents.id, documentId));
}

/** Whether the document's category has a live files field of this code. */
export async function isFilesFieldOf(db: Db, documentId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: documentCategoryFields.id })
    .from(documentCategoryFields)
    .innerJoin(documents, eq(documents.category_id, documentCategoryFields.category_id))
    .where(
      and(
        eq(documents.id, documentId),
        eq(documentCategoryFields.code, code),
        eq(documentCategoryFields.kind, 'files'),
        eq(documentCategoryFields.status, 1),
      ),
    )
    .limit(1);
  return Boolean(row);
}
