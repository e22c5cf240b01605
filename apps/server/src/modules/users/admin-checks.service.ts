import { isPermit } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import { type HistoryEntry, insertHistory } from './admin-history.repository.ts';
import * as repo from './users.repository.ts';

/** Checks and helpers shared by the administration of users, role grants and group members. */
// ---------------------------------------------------------------------------
// Administration
// ---------------------------------------------------------------------------

export type Errors = Record<string, string[]>;

export function throwIfAny(errors: Errors) {
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

export const unique = (ids: number[]) => [...new Set(ids)];
export const sameSet = (a: (string | number)[], b: (string | number)[]) => a.length === b.length && new Set([...a, ...b]).size === a.length;
export const namesOf = (items: { name: string }[]) =>
  items
    .map((i) => i.name)
    .sort((x, y) => x.localeCompare(y, 'ru'))
    .join(', ') || null;

/** A unique index said no (two requests raced past the name/login check). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/**
 * Creates a user through \`insert\` in one transaction with its \`created\` history
 * entry (\`name\` as the new value); a unique violation (a concurrent twin) answers \`taken\`.
 */
export async function createWithHistory(
  db: Db,
  actorId: number,
  created: { entity: HistoryEntry['entity']; name: string; taken: Errors },
  insert: (tx: Db) => Promise<number>,
): Promise<{ id: number }> {
  try {
    const id = await inTransaction(db, async (tx) => {
      const id = await insert(tx);
      await insertHistory(tx, [
        { entity: created.entity, entity_id: id, field: 'created', old_value: null, new_value: created.name, who_add: actorId },
      ]);
      return id;
    });
    return { id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed(created.taken);
    throw error;
  }
}

export function checkPermitNames(names: string[], errors: Errors) {
  if (names.some((name) => !isPermit(name))) errors.permits = ['permits.unknown'];
}

/** Checks that every id names a user; answers them with their names. */
export async function checkUserIds(db: Db, ids: number[] | undefined, errors: Errors) {
  if (ids === undefined) return undefined;
  const found = await repo.findUsersByIds(db, unique(ids));
  if (found.length !== unique(ids).length) errors.user_ids = ['field.invalid'];
  return found.map((u) => ({ id: u.id, name: u.fio }));
}
