import { contractProfitTypesRegistry, contractsRegistry, contractTypesRegistry } from '@app/contracts';
import { date, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/**
 * Contracts and additional agreements (`kind`; an agreement's `parent_id` is its main contract):
 * one column per field of `contractsRegistry` (`state` is where the contract stands; `status` the
 * engine's trash flag). Works, acts, signers, equipment and documents hang off `id` in their own tables.
 */
export const contracts = pgTable(
  'contracts',
  {
    ...registryColumns(),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }),
    kind: text('kind').notNull().default('contract'),
    parent_id: integer('parent_id'),
    type_id: integer('type_id').notNull(),
    profit_type_id: integer('profit_type_id'),
    subject: text('subject').notNull(),
    state: text('state').notNull().default('draft'),
    /** An own legal entity (users module's `organizations`). */
    organization_id: integer('organization_id').notNull(),
    /** A partner (partners module). */
    contractor_id: integer('contractor_id').notNull(),
    sum: numeric('sum', { precision: 18, scale: 2 }),
    sum_change: numeric('sum_change', { precision: 18, scale: 2 }),
    start_date: date('start_date', { mode: 'string' }),
    expiry_date: date('expiry_date', { mode: 'string' }),
    prolongation_auto: smallint('prolongation_auto').notNull().default(0),
    prolongation_term: integer('prolongation_term'),
    prolongation_unit: text('prolongation_unit').default('year'),
    prolongation_count: integer('prolongation_count'),
    lawyer_id: integer('lawyer_id'),
    responsible_id: integer('responsible_id'),
    project_id: integer('project_id'),
    ...registrySearchColumns(contractsRegistry),
  },
  (t) => registryIndexes(contractsRegistry, t),
);

/** The directory's contract types. */
export const contractTypes = pgTable(
  'contract_types',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    code: text('code'),
    ...registrySearchColumns(contractTypesRegistry),
  },
  (t) => registryIndexes(contractTypesRegistry, t),
);

/** The directory's profit types (expense / income direction). */
export const contractProfitTypes = pgTable(
  'contract_profit_types',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    direction: text('direction').notNull().default('expense'),
    ...registrySearchColumns(contractProfitTypesRegistry),
  },
  (t) => registryIndexes(contractProfitTypesRegistry, t),
);
