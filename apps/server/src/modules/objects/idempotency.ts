import { and, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { Conflict, ValidationFailed } from '../../shared/errors.ts';
import { idempotencyKeys } from './idempotency.schema.ts';

/** How long a stored answer replays, and after how long a request that never finished is taken over. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const ABANDONED_MS = 2 * 60 * 1000;
const KEY = /^[\x21-\x7e]{1,200}$/;

/** The `Idempotency-Key` header of a request, if any (one value). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  return key === undefined || key === '' ? undefined : key;
}

/**
 * Runs a retryable write once per (user, key): the first call runs `work` and stores its
 * answer; a retry with the same key answers that stored answer and creates nothing. While
 * the first call still runs, a retry gets 409; a key used for another call (`scope`) 422.
 * A failed call stores nothing, so its retry runs again. Without a key `work` just runs.
 */
export async function withIdempotency<T>(
  db: Db,
  userId: number,
  key: string | undefined,
  scope: string,
  work: () => Promise<T>,
): Promise<T> {
  if (key === undefined) return work();
  if (!KEY.test(key)) throw new ValidationFailed({ 'Idempotency-Key': ['field.invalid'] });
  const claim = () =>
    db.insert(idempotencyKeys).values({ who_add: userId, key, scope }).onConflictDoNothing().returning({ id: idempotencyKeys.id });
  let [claimed] = await claim();
  if (!claimed) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.who_add, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    const age = row ? Date.now() - new Date(row.date_add).getTime() : Number.POSITIVE_INFINITY;
    const stale = row && (age > IDEMPOTENCY_TTL_MS || (row.response === null && age > ABANDONED_MS));
    if (row && !stale) {
      if (row.scope !== scope) throw new ValidationFailed({ 'Idempotency-Key': ['field.invalid'] });
      if (row.response === null) throw new Conflict('idempotency.inProgress');
      return row.response as T;
    }
    if (row) await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, row.id));
    [claimed] = await claim();
    if (!claimed) throw new Conflict('idempotency.inProgress');
  }
  try {
    const result = await work();
    // Stored as JSON: what the route sends is the JSON of `result` too.
    await db
      .update(idempotencyKeys)
      .set({ response: JSON.parse(JSON.stringify(result ?? null)) })
      .where(eq(idempotencyKeys.id, claimed.id));
    return result;
  } catch (error) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed.id));
    throw error;
  }
}
