import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import { decodeCursor, encodeCursor } from '../../shared/pagination.ts';
import { assertReadable } from '../objects/index.ts';
import * as repo from './history.repository.ts';

export interface FieldChange {
  field: string;
  old_value: unknown;
  new_value: unknown;
}

const asText = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? toWireMinutes(value)
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/**
 * Writes one history row per changed field of a business object. Call it with the
 * transaction that makes the change (ARCHITECTURE.md "Data conventions"); fields whose
 * old and new values are equal are skipped.
 */
export async function recordChanges(tx: Db, module: string, objectId: number, userId: number | null, changes: FieldChange[]) {
  const rows = changes
    .map((c) => ({ field: c.field, old_value: asText(c.old_value), new_value: asText(c.new_value) }))
    .filter((c) => c.old_value !== c.new_value)
    .map((c) => ({ ...c, module, object_id: objectId, who_add: userId }));
  await repo.insertHistory(tx, rows);
}

/** `GET history/:module/:objectId`: keyset pages, newest first. */
export async function objectHistoryPage(
  db: Db,
  user: SessionUser,
  module: string,
  objectId: number,
  query: { cursor?: string; limit: number },
) {
  await assertReadable(user, module, objectId);
  let beforeId: number | undefined;
  if (query.cursor) {
    const key = decodeCursor(query.cursor);
    if (!key || typeof key.id !== 'number') throw new ValidationFailed({ cursor: ['field.invalid'] });
    beforeId = key.id;
  }
  const rows = await repo.findHistoryPage(db, module, objectId, beforeId, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((r) => ({ ...r, date_add: toWireMinutes(r.date_add) })),
    next_cursor: rows.length > query.limit ? encodeCursor({ id: page[page.length - 1].id }) : null,
  };
}

/** A demo seed's deletions as history rows (who deleted, when, the status before), so the trash can name them. */
export async function seedDeletions(
  db: Db,
  module: string,
  deletions: readonly { objectId: number; who: number | null; at: Date; from: string; to: string }[],
) {
  const rows = deletions.map((d) => ({
    module,
    object_id: d.objectId,
    field: 'status',
    old_value: d.from,
    new_value: d.to,
    who_add: d.who,
    date_add: d.at,
  }));
  for (let i = 0; i < rows.length; i += 500) await repo.insertHistory(db, rows.slice(i, i + 500));
}

/** The newest change of `field` of an object to one of `values` (who, when, the value before), if recorded. */
export const findLastChangeTo = (db: Db, module: string, objectId: number, field: string, values: readonly string[]) =>
  repo.findLastChangeTo(db, module, objectId, field, values);
