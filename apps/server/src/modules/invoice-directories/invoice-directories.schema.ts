import { leftoversRegistry, procuratoriesRegistry } from '@app/contracts';
import { date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/** Powers of attorney (`procuratoriesRegistry`); the scan is a file of the collaboration kit. */
export const procuratories = pgTable(
  'procuratories',
  {
    ...registryColumns(),
    number: text('number').notNull(),
    /** The person the power is given to (a user). */
    user_id: integer('user_id').notNull(),
    /** An own legal entity (users module's `organizations`). */
    organization_id: integer('organization_id').notNull(),
    date_from: date('date_from', { mode: 'string' }).notNull(),
    date_to: date('date_to', { mode: 'string' }).notNull(),
    note: text('note'),
    ...registrySearchColumns(procuratoriesRegistry),
  },
  (t) => registryIndexes(procuratoriesRegistry, t),
);

/** Leftovers (`leftoversRegistry`): an organization's bank account balance on a date. */
export const leftovers = pgTable(
  'leftovers',
  {
    ...registryColumns(),
    organization_id: integer('organization_id').notNull(),
    bank_account: text('bank_account').notNull(),
    bank_name: text('bank_name'),
    date: date('date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    state: text('state').notNull().default('active'),
    ...registrySearchColumns(leftoversRegistry),
  },
  (t) => registryIndexes(leftoversRegistry, t),
);
