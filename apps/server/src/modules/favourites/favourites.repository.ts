import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { favourites } from './favourites.schema.ts';

const key = (userId: number, module: string) => and(eq(favourites.user_id, userId), eq(favourites.module, module));

export async function findLikedIds(db: Db, userId: number, module: string, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: favourites.object_id })
    .from(favourites)
    .where(and(key(userId, module), inArray(favourites.object_id, ids)));
  return rows.map((r) => r.id);
}

/** Removes the like; answers whether there was one. */
export async function deleteLike(db: Db, userId: number, module: string, objectId: number): Promise<boolean> {
  const rows = await db
    .delete(favourites)
    .where(and(key(userId, module), eq(favourites.object_id, objectId)))
    .returning({ id: favourites.object_id });
  return rows.length > 0;
}

export async function insertLike(db: Db, userId: number, module: string, objectId: number) {
  await db.insert(favourites).values({ user_id: userId, module, object_id: objectId }).onConflictDoNothing();
}

/** Purge of an object (objects' `registerObjectTraces`): everyone's favourite marks of it. */
export async function forgetObject(tx: Db, module: string, objectId: number): Promise<string[]> {
  await tx.delete(favourites).where(and(eq(favourites.module, module), eq(favourites.object_id, objectId)));
  return [];
}
