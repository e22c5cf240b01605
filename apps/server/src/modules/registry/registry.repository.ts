import { isColumnField, type RegistryDefinition, treeParentField } from '@app/contracts';
import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import { type TrashBound, trashBoundCondition, trashTime } from '../../shared/trash-bound.ts';
import { tagLinks, tags } from '../tags/index.ts';
import { users } from '../users/index.ts';

/**
 * SQL of a registry, built from its definition: keyset pages with filters, search (Russian
 * full text + trigram substring) and capped counts, the card, writes and the autocomplete.
 * Columns come from the module's Drizzle table (checked against the definition at start-up).
 */
export interface Store {
  def: RegistryDefinition;
  table: PgTable;
  columns: Record<string, PgColumn>;
  /** Another registry's table by name, or a table registered with `registerRemoteTable` (titles of remote fields). */
  remote: (name: string) => RemoteTable | undefined;
  /** The registry's `searchAlso` hook: more rows a search finds. */
  searchAlso?: (term: string, columns: Record<string, PgColumn>) => SQL | undefined;
}

/** A table remote fields may point to: its `id` column and the column naming a record. */
export interface RemoteTable {
  table: PgTable;
  title: string;
}

export type Row = Record<string, unknown>;

export interface Criteria {
  status: 0 | 1;
  search?: string;
  /** Parsed filter parameters (`type`, `rating_from`, `tags`...). */
  filters: Record<string, unknown>;
  sort: string;
  order: 'asc' | 'desc';
  /** The sort value and id of the last row of the previous page. */
  after?: { v: string | number | null; i: number };
  /** The rows the user may see (the registry's `visibleRows` hook). */
  visible?: SQL;
}

/**
 * The columns and joins of a row: system fields, field columns, names of users and remote
 * records; secret fields only when asked (the card), never in lists.
 */
function selection(store: Store, secrets: boolean): Selection {
  const cache = secrets ? cardSelections : listSelections;
  let built = cache.get(store);
  if (!built) {
    built = buildSelection(store, secrets);
    cache.set(store, built);
  }
  return built;
}

interface Selection {
  shape: Record<string, PgColumn>;
  joins: { table: PgTable; on: SQL }[];
}

/** Selections are built once per registry: the definition and its tables do not change while serving. */
const listSelections = new WeakMap<Store, Selection>();
const cardSelections = new WeakMap<Store, Selection>();

function buildSelection(store: Store, secrets: boolean): Selection {
  const c = store.columns;
  const shape: Record<string, PgColumn> = {
    id: c.id,
    status: c.status,
    version: c.version,
    date_add: c.date_add,
    who_add: c.who_add,
    date_edit: c.date_edit,
  };
  const joins: { table: PgTable; on: SQL }[] = [];
  const whoAdd = alias(users, 'registry_who_add');
  shape.who_add_name = whoAdd.fio;
  joins.push({ table: whoAdd, on: eq(whoAdd.id, c.who_add) });
  for (const field of store.def.fields) {
    if (!isColumnField(field) || (field.secret && !secrets)) continue;
    shape[field.name] = c[field.name];
    if (field.kind === 'user') {
      const person = alias(users, `registry_user_${field.name}`);
      shape[`${field.name}_name`] = person.fio;
      joins.push({ table: person, on: eq(person.id, c[field.name]) });
    } else if (field.kind === 'remote') {
      const other = store.remote(field.registry);
      if (!other) throw new Error(`registry ${store.def.name}: ${field.name} names an unregistered registry ${field.registry}`);
      const joined = alias(other.table, `registry_remote_${field.name}`) as PgTable;
      const columns = getTableColumns(joined) as Record<string, PgColumn>;
      shape[`${field.name}_name`] = columns[other.title];
      joins.push({ table: joined, on: eq(columns.id, c[field.name]) });
    }
  }
  return { shape, joins };
}

async function selectRows(
  db: Db,
  store: Store,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  extra: Record<string, SQL.Aliased> = {},
  secrets = false,
): Promise<Row[]> {
  const { shape, joins } = selection(store, secrets);
  let query = db
    .select({ ...shape, ...extra })
    .from(store.table)
    .$dynamic();
  for (const join of joins) query = query.leftJoin(join.table, join.on);
  return (await query
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)) as Row[];
}

/** The search condition: whole (stemmed) Russian words, or a substring of the searched text, or what the `searchAlso` hook adds. */
function searchCondition(store: Store, term: string): SQL {
  const c = store.columns;
  const also = store.searchAlso?.(term, c);
  return also
    ? sql`(${c.search_vector} @@ websearch_to_tsquery('russian', ${term}) or ${c.search_text} like lower(${likePattern(term)}) or ${also})`
    : sql`(${c.search_vector} @@ websearch_to_tsquery('russian', ${term}) or ${c.search_text} like lower(${likePattern(term)}))`;
}

/** `WHERE` of a list or count: status, search, filters. */
export function whereOf(store: Store, criteria: Omit<Criteria, 'sort' | 'order' | 'after'>): SQL {
  const c = store.columns;
  const parts: (SQL | undefined)[] = [eq(c.status, criteria.status), criteria.visible];
  if (criteria.search) parts.push(searchCondition(store, criteria.search));
  for (const field of store.def.fields) {
    if (!field.filter) continue;
    const value = criteria.filters[field.name];
    switch (field.kind) {
      case 'enum':
        if (Array.isArray(value)) parts.push(inArray(c[field.name], value));
        break;
      case 'boolean':
      case 'user':
      case 'remote':
        if (value !== undefined) parts.push(eq(c[field.name], value));
        break;
      case 'tags':
        if (value !== undefined)
          parts.push(
            sql`exists (select 1 from ${tagLinks} where ${tagLinks.module} = ${store.def.name} and ${tagLinks.object_id} = ${c.id} and ${tagLinks.tag_id} = ${value} and ${tagLinks.status} = 1)`,
          );
        break;
      case 'number':
      case 'money':
      case 'date':
      case 'datetime': {
        const from = criteria.filters[`${field.name}_from`];
        const to = criteria.filters[`${field.name}_to`];
        if (from !== undefined) parts.push(gte(c[field.name], from));
        if (to !== undefined) parts.push(lte(c[field.name], to));
        break;
      }
      case 'files':
        break;
      default:
        if (typeof value === 'string') parts.push(ilike(c[field.name], likePattern(value)));
    }
  }
  return and(...parts)!;
}

/**
 * Rows after the cursor in `(sort, id)` order. Ascending puts nulls last and descending
 * first (PostgreSQL's defaults), so one `(status, sort, id)` index serves both directions.
 */
function afterCondition(column: PgColumn, id: PgColumn, order: 'asc' | 'desc', after: { v: unknown; i: number }): SQL {
  const { v, i } = after;
  if (column === id) return order === 'asc' ? sql`${id} > ${i}` : sql`${id} < ${i}`;
  const nullable = !column.notNull;
  if (order === 'asc') {
    if (v === null) return sql`(${column} is null and ${id} > ${i})`;
    return nullable
      ? sql`(${column} > ${v} or (${column} = ${v} and ${id} > ${i}) or ${column} is null)`
      : sql`(${column}, ${id}) > (${v}, ${i}::int)`;
  }
  if (v === null) return sql`((${column} is null and ${id} < ${i}) or ${column} is not null)`;
  return nullable ? sql`(${column} < ${v} or (${column} = ${v} and ${id} < ${i}))` : sql`(${column}, ${id}) < (${v}, ${i}::int)`;
}

/** The column holding a row's sort key in a page (its text form: timestamps keep their microseconds). */
export const SORT_KEY = '_sort_key';
/** The column holding a row's tag chips (JSON array). */
export const TAGS_KEY = '_tags';
/** The column holding the capped count of the whole filtered list (the same on every row). */
export const TOTAL_KEY = '_total';

/** A row's active tags as a JSON array of chips, in the order they were added. */
function tagsOf(store: Store): SQL.Aliased<TagChip[]> {
  let built = tagSelections.get(store);
  if (!built) {
    built = buildTagsOf(store);
    tagSelections.set(store, built);
  }
  return built;
}

const tagSelections = new WeakMap<Store, SQL.Aliased<TagChip[]>>();

function buildTagsOf(store: Store): SQL.Aliased<TagChip[]> {
  return sql<
    TagChip[]
  >`coalesce((select json_agg(json_build_object('tag_id', ${tags.id}, 'name', ${tags.name}, 'color', ${tags.color}) order by ${tagLinks.id}) from ${tagLinks} inner join ${tags} on ${tags.id} = ${tagLinks.tag_id} where ${tagLinks.module} = ${store.def.name} and ${tagLinks.object_id} = ${store.columns.id} and ${tagLinks.status} = 1), '[]'::json)`.as(
    TAGS_KEY,
  );
}

/** Rows matching, counted up to `cap + 1` (never the whole table), as a subquery PostgreSQL runs once per statement. */
function cappedCount(store: Store, criteria: Omit<Criteria, 'sort' | 'order' | 'after'>, cap: number): SQL.Aliased<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${store.table} where ${whereOf(store, criteria)} limit ${cap + 1}) as capped)`.as(
    TOTAL_KEY,
  );
}

export interface TagChip {
  tag_id: number;
  name: string;
  color: string;
}

/**
 * One keyset page (`limit` rows; ask one more to know whether a next page exists), in one
 * statement. Each row also carries `SORT_KEY`, the sort value as PostgreSQL prints it, for
 * the next cursor (a JavaScript Date would cut microseconds off and repeat or skip rows),
 * `TAGS_KEY`, its tag chips, and with `totalCap` `TOTAL_KEY`, the capped count of the list.
 */
export async function findPage(db: Db, store: Store, criteria: Criteria, limit: number, totalCap?: number): Promise<Row[]> {
  const c = store.columns;
  const column = c[criteria.sort];
  const where = and(whereOf(store, criteria), criteria.after ? afterCondition(column, c.id, criteria.order, criteria.after) : undefined);
  const orderBy = criteria.order === 'asc' ? [asc(column), asc(c.id)] : [desc(column), desc(c.id)];
  if (column === c.id) orderBy.pop();
  const extra: Record<string, SQL.Aliased> = {
    [SORT_KEY]: sql<string | null>`${column}::text`.as(SORT_KEY),
    [TAGS_KEY]: tagsOf(store),
  };
  if (totalCap !== undefined) extra[TOTAL_KEY] = cappedCount(store, criteria, totalCap);
  return selectRows(db, store, where, orderBy, limit, extra);
}

/** Rows matching, counted up to `cap + 1` (a page past the end carries no rows to read it from). */
export async function countCapped(
  db: Db,
  store: Store,
  criteria: Omit<Criteria, 'sort' | 'order' | 'after'>,
  cap: number,
): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(store.table)
    .where(whereOf(store, criteria))
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.n ?? 0);
}

/** Sums of the money columns over every row of the criteria (exact NUMERIC, as decimal strings). */
export async function sumTotals(
  db: Db,
  store: Store,
  criteria: Omit<Criteria, 'sort' | 'order' | 'after'>,
  fields: readonly string[],
): Promise<Record<string, string>> {
  const selection = Object.fromEntries(fields.map((f) => [f, sql<string>`coalesce(sum(${store.columns[f]}), 0)::numeric(18,2)::text`]));
  const [row] = await db.select(selection).from(store.table).where(whereOf(store, criteria));
  return Object.fromEntries(fields.map((f) => [f, String((row as Record<string, unknown> | undefined)?.[f] ?? '0.00')]));
}

/**
 * One record as the card shows it (any status) with its tags (`TAGS_KEY`), secret fields included
 * (the service drops those the user may not see), and with `likedBy` whether that user liked it (`LIKED_KEY`).
 */
export async function findRow(db: Db, store: Store, id: number, visible?: SQL, likedBy?: number): Promise<Row | undefined> {
  const extra: Record<string, SQL.Aliased> = { [TAGS_KEY]: tagsOf(store) };
  if (likedBy !== undefined) extra[LIKED_KEY] = likedOf(store, likedBy);
  const [row] = await selectRows(db, store, and(eq(store.columns.id, id), visible), [], 1, extra, true);
  return row;
}

/** The key of a card row's "the reader liked it" flag (favourites module's rows, same statement). */
export const LIKED_KEY = '_liked';

const likedOf = (store: Store, userId: number) =>
  sql<boolean>`exists (select 1 from favourites f where f.user_id = ${userId} and f.module = ${store.def.name} and f.object_id = ${store.columns.id})`.as(
    LIKED_KEY,
  );

/** The look-up's `exclude=<id>`: the record, and in a tree (`treeParentField`) its whole subtree (any status; `union` stops at a cycle). */
function excluded(store: Store, id: number): SQL {
  const parent = treeParentField(store.def);
  const c = store.columns;
  if (!parent) return ne(c.id, id);
  const parentColumn = sql.identifier(c[parent.name].name);
  return sql`${c.id} not in (with recursive registry_subtree(id) as (
    select ${id}::int
    union
    select child.id from ${store.table} child join registry_subtree on child.${parentColumn} = registry_subtree.id
  ) select id from registry_subtree)`;
}

/** `{ value, label }` of active records whose searched text holds the term, by title. */
export async function findOptions(
  db: Db,
  store: Store,
  term: string | undefined,
  filters: Record<string, unknown>,
  limit: number,
  visible?: SQL,
  exclude?: number,
) {
  const c = store.columns;
  const title = c[store.def.title];
  return (await db
    .select({ value: c.id, label: title })
    .from(store.table)
    .where(and(whereOf(store, { status: 1, search: term, filters, visible }), exclude ? excluded(store, exclude) : undefined))
    .orderBy(asc(title), asc(c.id))
    .limit(limit)) as { value: number; label: string }[];
}

/** A record in the trash as the common trash (modules/trash) lists it. */
export interface TrashRow {
  id: number;
  title: string | null;
  who_delete: number | null;
  who_delete_name: string | null;
  date_delete: Date;
}

/** Records in the trash, newest deletion first, from the bound on (to the millisecond). */
export async function findTrashPage(db: Db, store: Store, bound: TrashBound | undefined, limit: number): Promise<TrashRow[]> {
  const c = store.columns;
  const when = sql`coalesce(${c.date_delete}, ${c.date_edit}, ${c.date_add})`;
  const who = alias(users, 'registry_who_delete');
  const rows = await db
    .select({
      id: c.id,
      title: sql<string | null>`${c[store.def.title]}::text`,
      who_delete: c.who_delete,
      who_delete_name: who.fio,
      date_delete: sql<Date>`${when}`.mapWith(c.date_add),
    })
    .from(store.table)
    .leftJoin(who, eq(who.id, c.who_delete))
    .where(and(eq(c.status, 0), trashBoundCondition(when, c.id, bound)))
    .orderBy(desc(trashTime(when)), desc(c.id))
    .limit(limit);
  return rows as TrashRow[];
}

/** Status and existence of a record, for the object-access checks. */
export async function findStatus(db: Db, store: Store, id: number, visible?: SQL): Promise<number | undefined> {
  const [row] = await db
    .select({ status: store.columns.status })
    .from(store.table)
    .where(and(eq(store.columns.id, id), visible))
    .limit(1);
  return row?.status as number | undefined;
}
