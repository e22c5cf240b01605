import { supportRegistry } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/**
 * Support requests: one column per field of `supportRegistry` (packages/contracts), the
 * registry's system and search columns, and the SLA clock's own `paused_ms`.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    ...registryColumns(),
    subject: text('subject').notNull(),
    /** access, hardware, 1c, mail, other. */
    category: text('category').notNull().default('other'),
    /** low, normal, high, critical. */
    priority: text('priority').notNull().default('normal'),
    /** new, in_work, waiting, closed. */
    state: text('state').notNull().default('new'),
    body: text('body').notNull(),
    /** The author: always the creator (`who_add`), so no write can name someone else. */
    requester_id: integer('requester_id').generatedAlwaysAs(sql`who_add`),
    operator_id: integer('operator_id'),
    response_due: timestamp('response_due', { withTimezone: true }),
    resolve_due: timestamp('resolve_due', { withTimezone: true }),
    responded_at: timestamp('responded_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    /** Since when the request waits for the requester (the clock stands still). */
    paused_at: timestamp('paused_at', { withTimezone: true }),
    /** Time spent waiting before, in ms: the due times are moved later by it. */
    paused_ms: bigint('paused_ms', { mode: 'number' }).notNull().default(0),
    /** The ticket made of the request (tasks module; no foreign key across modules). */
    ticket_id: integer('ticket_id'),
    ...registrySearchColumns(supportRegistry),
  },
  (t) => registryIndexes(supportRegistry, t),
);

/** SLA targets per priority, editable by operators (absent rows use `DEFAULT_SUPPORT_SLA`). */
export const supportSla = pgTable('support_sla', {
  priority: text('priority').primaryKey(),
  response_minutes: integer('response_minutes').notNull(),
  resolve_minutes: integer('resolve_minutes').notNull(),
  date_edit: timestamp('date_edit', { withTimezone: true }).notNull().defaultNow(),
  who_edit: integer('who_edit'),
});
