import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { assertReadable, registerObjectTraces } from '../objects/index.ts';
import * as repo from './favourites.repository.ts';

registerObjectTraces('favourites', repo.forgetObject);

/** The ids of `ids` the user liked, for a module's list (one query, no N+1). */
export async function likedSet(db: Db, userId: number, module: string, ids: number[]): Promise<Set<number>> {
  return new Set(await repo.findLikedIds(db, userId, module, [...new Set(ids)]));
}

export async function isLiked(db: Db, userId: number, module: string, objectId: number): Promise<0 | 1> {
  return (await likedSet(db, userId, module, [objectId])).has(objectId) ? 1 : 0;
}

/** `POST favorites/:module/:objectId`: toggles the user's like → `{ liked }`. */
export async function toggleLike(db: Db, user: SessionUser, module: string, objectId: number): Promise<{ liked: 0 | 1 }> {
  await assertReadable(user, module, objectId);
  if (await repo.deleteLike(db, user.id, module, objectId)) return { liked: 0 };
  await repo.insertLike(db, user.id, module, objectId);
  return { liked: 1 };
}
