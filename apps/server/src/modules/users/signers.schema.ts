import { signerGroupsRegistry, signerTypesRegistry, staffChainsRegistry } from '@app/contracts';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';
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

/** Staff chains (spec 1 §2 `/staffchains`, staffchains_view): the `staff_chains` registry (engine columns since migration 0019). */
export const staffChains = pgTable(
  'staff_chains',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    comment: text('comment'),
    ...registrySearchColumns(staffChainsRegistry),
  },
  (t) => registryIndexes(staffChainsRegistry, t),
);

/** The signers of a staff chain, in signing order (purging the chain takes them with it). */
export const staffChainSigners = pgTable(
  'staff_chain_signers',
  {
    chain_id: integer('chain_id')
      .notNull()
      .references(() => staffChains.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain_id, t.user_id] }), index('staff_chain_signers_order_idx').on(t.chain_id, t.position)],
);

/** Signer groups (spec 3 §7 `/signers/group`): named sets of signers. */
export const signerGroups = pgTable(
  'signer_groups',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    comment: text('comment'),
    ...registrySearchColumns(signerGroupsRegistry),
  },
  (t) => registryIndexes(signerGroupsRegistry, t),
);

/** The members of a signer group, in order. */
export const signerGroupMembers = pgTable(
  'signer_group_members',
  {
    group_id: integer('group_id')
      .notNull()
      .references(() => signerGroups.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.group_id, t.user_id] }), index('signer_group_members_order_idx').on(t.group_id, t.position)],
);

/** Signer types (spec 3 §7 `/signers/types/`): the role of a signer in a chain. */
export const signerTypes = pgTable(
  'signer_types',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    comment: text('comment'),
    ...registrySearchColumns(signerTypesRegistry),
  },
  (t) => registryIndexes(signerTypesRegistry, t),
);
