import { documentCategoriesRegistry, documentsRegistry, documentTypesRegistry } from '@app/contracts';
import { date, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/**
 * Documents and correspondence: one column per field of `documentsRegistry` (`state` is where the
 * document stands; `status` the engine's trash flag). Files, readers, postal items and the queue
 * hang off `id` in their own tables.
 */
export const documents = pgTable(
  'documents',
  {
    ...registryColumns(),
    category_id: integer('category_id').notNull(),
    type_id: integer('type_id'),
    inbox: text('inbox').notNull().default('incoming'),
    number: text('number'),
    date: date('date', { mode: 'string' }),
    subject: text('subject').notNull(),
    state: text('state').notNull().default('new'),
    /** An own legal entity (users module's `organizations`). */
    organization_id: integer('organization_id'),
    /** A partner (partners module). */
    contractor_id: integer('contractor_id'),
    recipient: text('recipient'),
    outgoing_number: text('outgoing_number'),
    reason: text('reason'),
    responsible_id: integer('responsible_id'),
    answer_due: date('answer_due', { mode: 'string' }),
    priority: text('priority').notNull().default('normal'),
    project_id: integer('project_id'),
    /** Live files (kept by the file calls, spec 3 §4). */
    count_files: integer('count_files').notNull().default(0),
    /** Values of the category's custom fields by code (`document_category_fields`); not a registry field. */
    custom: jsonb('custom').$type<Record<string, string | number | null>>().notNull().default({}),
    ...registrySearchColumns(documentsRegistry),
  },
  (t) => registryIndexes(documentsRegistry, t),
);

/** Document categories (letter, order…); `code` is stable, `default_load` opens first. */
export const documentCategories = pgTable(
  'document_categories',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    default_load: smallint('default_load').notNull().default(0),
    position: integer('position').notNull().default(0),
    ...registrySearchColumns(documentCategoriesRegistry),
  },
  (t) => registryIndexes(documentCategoriesRegistry, t),
);

/** Document types within a category. */
export const documentTypes = pgTable(
  'document_types',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    category_id: integer('category_id'),
    ...registrySearchColumns(documentTypesRegistry),
  },
  (t) => registryIndexes(documentTypesRegistry, t),
);

/**
 * Custom fields of a document category (spec 3 §3 `custom[...]`): `code` unique per category, the
 * order by `position`; a field taken off a category that has values keeps them and is hidden (`status` 0).
 */
export const documentCategoryFields = pgTable(
  'document_category_fields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category_id: integer('category_id').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    /** CUSTOM_FIELD_KINDS: text, longText, number, date, files. */
    kind: text('kind').notNull(),
    required: smallint('required').notNull().default(0),
    position: integer('position').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('document_category_fields_code_idx').on(t.category_id, t.code)],
);
