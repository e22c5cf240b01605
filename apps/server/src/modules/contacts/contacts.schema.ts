import { contactGroupsRegistry, contactsRegistry } from '@app/contracts';
import { date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/** Contact groups: one column per field of `contactGroupsRegistry` (status 0 = in the trash, hidden). */
export const contactGroups = pgTable(
  'contact_groups',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    description: text('description'),
    ...registrySearchColumns(contactGroupsRegistry),
  },
  (t) => registryIndexes(contactGroupsRegistry, t),
);

/**
 * Contacts: one column per field of `contactsRegistry`. `phones` and `emails` hold one value a
 * line (`contactEntries` reads them as the spec's entries).
 */
export const contacts = pgTable(
  'contacts',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    organization: text('organization'),
    post: text('post'),
    group_id: integer('group_id'),
    phones: text('phones'),
    emails: text('emails'),
    birthday: date('birthday', { mode: 'string' }),
    notes: text('notes'),
    ...registrySearchColumns(contactsRegistry),
  },
  (t) => registryIndexes(contactsRegistry, t),
);

/** The read-only vCard feed of a user (`GET contacts/sync`): one live token a user; renewing replaces it. */
export const contactSyncTokens = pgTable(
  'contact_sync_tokens',
  {
    user_id: integer('user_id').primaryKey(),
    token: text('token').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contact_sync_tokens_token_key').on(t.token)],
);
