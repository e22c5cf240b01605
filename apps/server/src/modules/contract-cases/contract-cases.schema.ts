import { contractCasesRegistry, contractDivisionsRegistry, contractOriginalsRegistry } from '@app/contracts';
import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/** Divisions of the case nomenclature: one column per field of `contractDivisionsRegistry`. */
export const contractDivisions = pgTable(
  'contract_divisions',
  {
    ...registryColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** A user. */
    head_id: integer('head_id'),
    note: text('note'),
    ...registrySearchColumns(contractDivisionsRegistry),
  },
  (t) => registryIndexes(contractDivisionsRegistry, t),
);

/** Cases of the nomenclature (a division's), with the place where their originals are kept. */
export const contractCases = pgTable(
  'contract_cases',
  {
    ...registryColumns(),
    case_index: text('case_index').notNull(),
    title: text('title').notNull(),
    /** A division (checked by the module: the engine's trash may purge records). */
    division_id: integer('division_id').notNull(),
    year: text('year'),
    state: text('state').notNull().default('open'),
    storage_years: integer('storage_years'),
    storage_article: text('storage_article'),
    shelf: text('shelf'),
    box: text('box'),
    /** A user. */
    responsible_id: integer('responsible_id'),
    note: text('note'),
    ...registrySearchColumns(contractCasesRegistry),
  },
  (t) => registryIndexes(contractCasesRegistry, t),
);

/** Where a signed original contract is kept (contracts module's `contracts`): one live row per contract. */
export const contractOriginals = pgTable(
  'contract_originals',
  {
    ...registryColumns(),
    inventory_number: text('inventory_number').notNull(),
    /** A contract (contracts module). */
    contract_id: integer('contract_id').notNull(),
    /** A case. */
    case_id: integer('case_id').notNull(),
    sheets: integer('sheets').notNull(),
    placed_date: date('placed_date', { mode: 'string' }).notNull(),
    /** A user. */
    placed_by: integer('placed_by').notNull(),
    note: text('note'),
    ...registrySearchColumns(contractOriginalsRegistry),
  },
  (t) => registryIndexes(contractOriginalsRegistry, t),
);
