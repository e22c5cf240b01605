import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * `Idempotency-Key` of retryable writes (ARCHITECTURE.md "API conventions"): the first
 * answer of a (user, key), replayed to a retry. `response` is null while the first request
 * is still running. Rows older than a day no longer replay and may be removed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add').notNull(),
    key: text('key').notNull(),
    /** The call the key was used for (`chat:tickets:12`), so a key reused elsewhere is refused. */
    scope: text('scope').notNull(),
    response: jsonb('response'),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key').on(t.who_add, t.key), index('idempotency_keys_date_idx').on(t.date_add)],
);
