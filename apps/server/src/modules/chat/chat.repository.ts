import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { users } from '../users/index.ts';
import { chatFiles, chatMessages, chatNotices } from './chat.schema.ts';

export type MessageRow = typeof chatMessages.$inferSelect;
export type FileRow = typeof chatFiles.$inferSelect;

const messageColumns = {
  id: chatMessages.id,
  date_add: chatMessages.date_add,
  who_add: chatMessages.who_add,
  module: chatMessages.module,
  object_id: chatMessages.object_id,
  message: chatMessages.message,
  hidden: chatMessages.hidden,
  parent_id: chatMessages.parent_id,
  date_edit: chatMessages.date_edit,
  status: chatMessages.status,
  username: users.fio,
  avatar: users.avatar,
};

export type MessageWithAuthor = Awaited<ReturnType<typeof findMessagesWithAuthors>>[number];

/** The newest `limit` shown messages of one tab (before `beforeId`), newest first. */
export async function findMessagesWithAuthors(
  db: Db,
  filter: { module: string; objectId: number; hidden: number; beforeId?: number; ids?: number[] },
  limit: number,
) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.who_add))
    .where(
      and(
        eq(chatMessages.module, filter.module),
        eq(chatMessages.object_id, filter.objectId),
        eq(chatMessages.hidden, filter.hidden),
        eq(chatMessages.status, 1),
        filter.beforeId ? lt(chatMessages.id, filter.beforeId) : undefined,
        filter.ids ? inArray(chatMessages.id, filter.ids) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/** Parent excerpts of replies: shown parents only. */
export async function findParents(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: chatMessages.id, message: chatMessages.message, username: users.fio })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.who_add))
    .where(and(inArray(chatMessages.id, ids), eq(chatMessages.status, 1)));
}

export async function findFilesOfMessages(db: Db, messageIds: number[]) {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(chatFiles)
    .where(and(inArray(chatFiles.message_id, messageIds), eq(chatFiles.status, 1)))
    .orderBy(asc(chatFiles.id));
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | null> {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function countFilesOfMessage(db: Db, messageId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatFiles)
    .where(and(eq(chatFiles.message_id, messageId), eq(chatFiles.status, 1)));
  return Number(rows[0]?.n ?? 0);
}

export async function insertMessage(db: Db, values: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row;
}

export async function insertFiles(db: Db, rows: (typeof chatFiles.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(chatFiles).values(rows);
}

export async function updateMessage(db: Db, id: number, values: Partial<typeof chatMessages.$inferInsert>) {
  await db.update(chatMessages).set(values).where(eq(chatMessages.id, id));
}

/** A served chat file with the state of its message. */
export async function findServedFile(db: Db, module: string, objectId: number, filename: string) {
  const rows = await db
    .select({
      name: chatFiles.name,
      storage_key: chatFiles.storage_key,
      size: chatFiles.size,
      status: chatFiles.status,
      hidden: chatMessages.hidden,
      message_status: chatMessages.status,
    })
    .from(chatFiles)
    .innerJoin(chatMessages, eq(chatMessages.id, chatFiles.message_id))
    .where(and(eq(chatFiles.module, module), eq(chatFiles.object_id, objectId), eq(chatFiles.filename, filename)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findNotice(db: Db, userId: number, module: string, objectId: number) {
  const rows = await db
    .select({ id: chatNotices.id })
    .from(chatNotices)
    .where(and(eq(chatNotices.who_add, userId), eq(chatNotices.module, module), eq(chatNotices.object_id, objectId)))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function findNoticeById(db: Db, id: number) {
  const rows = await db.select().from(chatNotices).where(eq(chatNotices.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Creates the setting (or answers the existing one when two requests raced). */
export async function insertNotice(db: Db, userId: number, module: string, objectId: number): Promise<number> {
  const rows = await db
    .insert(chatNotices)
    .values({ who_add: userId, module, object_id: objectId })
    .onConflictDoNothing()
    .returning({ id: chatNotices.id });
  return rows[0]?.id ?? (await findNotice(db, userId, module, objectId))!;
}

export async function deleteNotice(db: Db, id: number) {
  await db.delete(chatNotices).where(eq(chatNotices.id, id));
}

export async function findNoticeUserIds(db: Db, module: string, objectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: chatNotices.who_add })
    .from(chatNotices)
    .where(and(eq(chatNotices.module, module), eq(chatNotices.object_id, objectId)));
  return rows.map((r) => r.id);
}

/** Everyone who wrote in the object's chat (an `@all` mention reaches them). */
export async function findAuthorIds(db: Db, module: string, objectId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: chatMessages.who_add })
    .from(chatMessages)
    .where(and(eq(chatMessages.module, module), eq(chatMessages.object_id, objectId), eq(chatMessages.status, 1)));
  return rows.map((r) => r.id);
}

/** Purge of an object (objects' `registerObjectTraces`): its messages, chat files and read marks; answers the files' keys. */
export async function forgetObject(tx: Db, module: string, objectId: number): Promise<string[]> {
  const files = await tx
    .delete(chatFiles)
    .where(and(eq(chatFiles.module, module), eq(chatFiles.object_id, objectId)))
    .returning({ key: chatFiles.storage_key });
  await tx.delete(chatNotices).where(and(eq(chatNotices.module, module), eq(chatNotices.object_id, objectId)));
  await tx.delete(chatMessages).where(and(eq(chatMessages.module, module), eq(chatMessages.object_id, objectId)));
  return files.map((f) => f.key);
}
