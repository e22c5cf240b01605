import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { users } from '../users/index.ts';
import { objectFiles } from './attachments.schema.ts';

export type FileRow = typeof objectFiles.$inferSelect;

const columns = {
  id: objectFiles.id,
  module: objectFiles.module,
  object_id: objectFiles.object_id,
  name: objectFiles.name,
  original_name: objectFiles.original_name,
  filename: objectFiles.filename,
  link: objectFiles.link,
  size: objectFiles.size,
  type: objectFiles.type,
  column_name: objectFiles.column_name,
  doc_type: objectFiles.doc_type,
  status: objectFiles.status,
  date_add: objectFiles.date_add,
  who_add_avatar: users.avatar,
  who_add_fio: users.fio,
};

export type FileWithAuthor = Awaited<ReturnType<typeof findObjectFiles>>[number];

export async function findObjectFiles(db: Db, module: string, objectId: number) {
  return db
    .select(columns)
    .from(objectFiles)
    .leftJoin(users, eq(users.id, objectFiles.who_add))
    .where(and(eq(objectFiles.module, module), eq(objectFiles.object_id, objectId), eq(objectFiles.status, 1)))
    .orderBy(asc(objectFiles.id));
}

export async function findFilesWithAuthors(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(objectFiles)
    .leftJoin(users, eq(users.id, objectFiles.who_add))
    .where(inArray(objectFiles.id, ids))
    .orderBy(asc(objectFiles.id));
}

export async function findFile(db: Db, id: number): Promise<FileRow | null> {
  const rows = await db.select().from(objectFiles).where(eq(objectFiles.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findServedFile(db: Db, module: string, objectId: number, filename: string): Promise<FileRow | null> {
  const rows = await db
    .select()
    .from(objectFiles)
    .where(and(eq(objectFiles.module, module), eq(objectFiles.object_id, objectId), eq(objectFiles.filename, filename)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertFiles(db: Db, rows: (typeof objectFiles.$inferInsert)[]) {
  return db.insert(objectFiles).values(rows).returning({ id: objectFiles.id });
}

export async function updateFile(db: Db, id: number, values: Partial<typeof objectFiles.$inferInsert>) {
  await db.update(objectFiles).set(values).where(eq(objectFiles.id, id));
}

/** Purge of an object (objects' `registerObjectTraces`): its attached files' rows; answers their storage keys. */
export async function forgetObject(tx: Db, module: string, objectId: number): Promise<string[]> {
  const files = await tx
    .delete(objectFiles)
    .where(and(eq(objectFiles.module, module), eq(objectFiles.object_id, objectId)))
    .returning({ key: objectFiles.storage_key });
  return files.flatMap((f) => (f.key ? [f.key] : []));
}
