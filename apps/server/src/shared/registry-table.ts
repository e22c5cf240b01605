import { CODE_KINDS, isColumnField, type RegistryDefinition, type RegistryField } from '@app/contracts';
import { getTableColumns, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  type IndexBuilder,
  index,
  integer,
  type PgColumn,
  type PgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Table building blocks of a registry (here in `shared`, not in modules/registry: drizzle-kit
 * loads schema files, and they must not pull the app in): the system columns every registry has, the generated
 * search columns and the indexes its list needs, all derived from the definition. A
 * module's `*.schema.ts` spells its field columns out (so Drizzle types stay precise) and
 * spreads these in; `assertTableFits` checks at start-up that the two agree.
 */

/** id, date_add/who_add, date_edit/who_edit, date_delete/who_delete (trash), status (0 = deleted), version (409 on stale edits). */
export const registryColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  who_add: integer('who_add'),
  date_edit: timestamp('date_edit', { withTimezone: true }),
  who_edit: integer('who_edit'),
  date_delete: timestamp('date_delete', { withTimezone: true }),
  who_delete: integer('who_delete'),
  /** 1 active, 0 deleted (trash). */
  status: smallint('status').notNull().default(1),
  version: integer('version').notNull().default(1),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const searchFields = (definition: RegistryDefinition) => definition.fields.filter((f) => f.search && isColumnField(f));

/** Field names are checked by `defineRegistry` (`[a-z][a-z0-9_]*`), so quoting them is enough. */
const quoted = (field: RegistryField) => `coalesce("${field.name}", '')`;

/**
 * Generated columns of the list search (LIBRARIES.md "PGlite search"): `search_text`, the
 * searched fields lower-cased (trigram index: substrings, codes, typos), and `search_vector`,
 * their tsvector with the fields' weights — `russian` for words, `simple` for codes.
 */
export function registrySearchColumns(definition: RegistryDefinition) {
  const fields = searchFields(definition);
  if (fields.length === 0) throw new Error(`registry ${definition.name}: no searchable field`);
  const textExpr = `lower(${fields.map(quoted).join(` || ' ' || `)})`;
  const vectorExpr = fields
    .map((f) => `setweight(to_tsvector('${CODE_KINDS.includes(f.kind) ? 'simple' : 'russian'}'::regconfig, ${quoted(f)}), '${f.search}')`)
    .join(' || ');
  return {
    search_text: text('search_text').generatedAlwaysAs(sql.raw(textExpr)),
    search_vector: tsvector('search_vector').generatedAlwaysAs(sql.raw(vectorExpr)),
  };
}

/** Kinds filtered by equality: their index leads with the value, then the default order. */
const EQUALITY_FILTERS = new Set(['enum', 'boolean', 'user', 'remote']);

/**
 * The indexes of a registry's list (ARCHITECTURE.md "Every list filter and sort has an
 * index"): `(status, <sort>, id)` for each sort (and its reverse by a backward scan),
 * `(status, <filter>, <default sort>, id)` for equality filters, GIN indexes for the search.
 */
export function registryIndexes(definition: RegistryDefinition, t: Record<string, AnyPgColumn>): IndexBuilder[] {
  const name = definition.name;
  const column = (field: string) => {
    const c = t[field];
    if (!c) throw new Error(`registry ${name}: the table has no column ${field}`);
    return c;
  };
  const sorts = [...definition.fields.filter((f) => f.sort && isColumnField(f)).map((f) => f.name), 'date_add'];
  const defaultSort = column(definition.defaultSort.field);
  return [
    index(`${name}_status_id_idx`).on(t.status, t.id),
    ...sorts.map((field) => index(`${name}_status_${field}_idx`).on(t.status, column(field), t.id)),
    ...definition.fields
      .filter((f) => f.filter && EQUALITY_FILTERS.has(f.kind))
      .map((f) => index(`${name}_${f.name}_filter_idx`).on(t.status, column(f.name), defaultSort, t.id)),
    index(`${name}_search_trgm_idx`).using('gin', sql`${column('search_text')} gin_trgm_ops`),
    index(`${name}_search_fts_idx`).using('gin', column('search_vector')),
  ];
}

const SQL_TYPES: Record<string, string[]> = {
  number: ['integer'],
  user: ['integer'],
  remote: ['integer'],
  boolean: ['smallint'],
  money: ['numeric(18, 2)', 'numeric(18,2)'],
  date: ['date'],
  datetime: ['timestamp with time zone'],
};

/** Throws when a column field of the definition has no column of the right type in the table. */
export function assertTableFits(definition: RegistryDefinition, table: PgTable): Record<string, PgColumn> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  for (const name of [
    'id',
    'status',
    'version',
    'date_add',
    'who_add',
    'date_edit',
    'who_edit',
    'date_delete',
    'who_delete',
    'search_text',
  ])
    if (!columns[name]) throw new Error(`registry ${definition.name}: the table has no system column ${name}`);
  for (const field of definition.fields.filter(isColumnField)) {
    const column = columns[field.name];
    if (!column) throw new Error(`registry ${definition.name}: the table has no column ${field.name}`);
    const wanted = SQL_TYPES[field.kind] ?? ['text'];
    if (!wanted.includes(column.getSQLType()))
      throw new Error(`registry ${definition.name}: ${field.name} is ${column.getSQLType()}, wanted ${wanted[0]}`);
    if (field.required && !column.notNull) throw new Error(`registry ${definition.name}: required ${field.name} must be not null`);
  }
  return columns;
}
