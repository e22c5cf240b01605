import { and, asc, desc, eq, ilike, max, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import { tagLinks, tags } from './tags.schema.ts';

export type TagRow = typeof tags.$inferSelect;

const tagColumns = { tag_id: tags.id, name: tags.name, color: tags.color };

/** Active tag ids attached to one object. */
function attachedIds(db: Db, module: string, objectId: number) {
  return db
    .select({ id: tagLinks.tag_id })
    .from(tagLinks)
    .where(and(eq(tagLinks.module, module), eq(tagLinks.object_id, objectId), eq(tagLinks.status, 1)));
}

export async function searchTags(db: Db, module: string, name: string | undefined, exceptObjectId: number | undefined, limit: number) {
  return db
    .select(tagColumns)
    .from(tags)
    .where(
      and(
        eq(tags.module, module),
        eq(tags.status, 1),
        name ? ilike(tags.name, likePattern(name)) : undefined,
        exceptObjectId ? notInArray(tags.id, attachedIds(db, module, exceptObjectId)) : undefined,
      ),
    )
    .orderBy(asc(tags.name), asc(tags.id))
    .limit(limit);
}

/** The tags this user attached most recently in a module. */
export async function findRecentTags(db: Db, userId: number, module: string, exceptObjectId: number | undefined, limit: number) {
  const last = max(tagLinks.date_add);
  return db
    .select({ ...tagColumns, last })
    .from(tagLinks)
    .innerJoin(tags, eq(tags.id, tagLinks.tag_id))
    .where(
      and(
        eq(tagLinks.who_add, userId),
        eq(tagLinks.module, module),
        eq(tags.status, 1),
        exceptObjectId ? notInArray(tags.id, attachedIds(db, module, exceptObjectId)) : undefined,
      ),
    )
    .groupBy(tags.id, tags.name, tags.color)
    .orderBy(desc(last))
    .limit(limit);
}

export async function findObjectTags(db: Db, module: string, objectId: number) {
  return db
    .select({ tag_id: tags.id, row_id: tagLinks.id, name: tags.name, color: tags.color })
    .from(tagLinks)
    .innerJoin(tags, eq(tags.id, tagLinks.tag_id))
    .where(and(eq(tagLinks.module, module), eq(tagLinks.object_id, objectId), eq(tagLinks.status, 1), eq(tags.status, 1)))
    .orderBy(asc(tagLinks.id));
}

export async function findTag(db: Db, id: number): Promise<TagRow | null> {
  const rows = await db.select().from(tags).where(eq(tags.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findTagByName(db: Db, module: string, name: string): Promise<TagRow | null> {
  const rows = await db
    .select()
    .from(tags)
    .where(and(eq(tags.module, module), eq(tags.status, 1), sql`lower(${tags.name}) = lower(${name})`))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertTag(db: Db, values: { module: string; name: string; color: string; who_add: number }): Promise<TagRow> {
  const [row] = await db.insert(tags).values(values).returning();
  return row;
}

export async function updateTag(db: Db, id: number, values: { name?: string; color?: string }) {
  await db.update(tags).set(values).where(eq(tags.id, id));
}

export async function findActiveLink(db: Db, tagId: number, objectId: number) {
  const rows = await db
    .select()
    .from(tagLinks)
    .where(and(eq(tagLinks.tag_id, tagId), eq(tagLinks.object_id, objectId), eq(tagLinks.status, 1)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findLink(db: Db, id: number) {
  const rows = await db.select().from(tagLinks).where(eq(tagLinks.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertLink(db: Db, values: { tag_id: number; module: string; object_id: number; who_add: number }) {
  const [row] = await db.insert(tagLinks).values(values).returning();
  return row;
}

export async function setLinkStatus(db: Db, id: number, status: number) {
  await db.update(tagLinks).set({ status }).where(eq(tagLinks.id, id));
}

/** Objects a tag is attached to now (at most `limit`, lowest ids first). */
export async function findTaggedObjectIds(db: Db, tagId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ object_id: tagLinks.object_id })
    .from(tagLinks)
    .where(and(eq(tagLinks.tag_id, tagId), eq(tagLinks.status, 1)))
    .orderBy(asc(tagLinks.object_id))
    .limit(limit);
  return rows.map((r) => r.object_id);
}

/** Purge of an object (objects' `registerObjectTraces`): its tag links (the tags stay). */
export async function forgetObject(tx: Db, module: string, objectId: number): Promise<string[]> {
  await tx.delete(tagLinks).where(and(eq(tagLinks.module, module), eq(tagLinks.object_id, objectId)));
  return [];
}
