import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.schema.ts';

/**
 * The user's own signers (spec 1 §2 `/signers`, spec 3 §7 `v2_signers/favorites`): the ordered
 * list a user fills an approval chain from in one click.
 */
export const userSigners = pgTable(
  'user_signers',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    signer_id: integer('signer_id')
      .notNull()
      .references(() => users.id),
    position: integer('position').notNull(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.signer_id] }), index('user_signers_order_idx').on(t.user_id, t.position)],
);

/** Staff chains (spec 1 §2 `/staffchains`, staffchains_view): named approval chains prepared for everyone. */
export const staffChains = pgTable(
  'staff_chains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    name: text('name').notNull(),
    /** 1 = active, 0 = deleted. */
    status: smallint('status').notNull().default(1),
    date_edit: timestamp('date_edit', { withTimezone: true }),
  },
  (t) => [index('staff_chains_status_idx').on(t.status, t.name)],
);

/** The signers of a staff chain, in signing order. */
export const staffChainSigners = pgTable(
  'staff_chain_signers',
  {
    chain_id: integer('chain_id')
      .notNull()
      .references(() => staffChains.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain_id, t.user_id] }), index('staff_chain_signers_order_idx').on(t.chain_id, t.position)],
);
