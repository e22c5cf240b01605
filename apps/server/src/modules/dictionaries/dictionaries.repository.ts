import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import type { partners } from '../partners/index.ts';
import type { projects } from '../projects/index.ts';
import type { organizations } from '../users/index.ts';
import { locations, nomenclature, units } from './dictionaries.schema.ts';

export interface Option {
  value: number;
  label: string;
}

const termOf = (column: Parameters<typeof ilike>[0], term: string | undefined): SQL | undefined =>
  term?.trim() ? ilike(column, likePattern(term.trim())) : undefined;

export async function findLocationOptions(db: Db, term: string | undefined, limit: number): Promise<Option[]> {
  return db
    .select({ value: locations.id, label: locations.name })
    .from(locations)
    .where(and(eq(locations.status, 1), termOf(locations.name, term)))
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(limit);
}

export async function findUnitOptions(db: Db, term: string | undefined, limit: number) {
  return db
    .select({ value: units.id, label: units.name, short_name: units.short_name })
    .from(units)
    .where(and(eq(units.status, 1), termOf(units.name, term)))
    .orderBy(asc(units.name), asc(units.id))
    .limit(limit);
}

/** Nomenclature items by name, article or brand (the registry's `search_text` and its trigram index), with the short name of the unit. */
export async function findNomenclatureOptions(db: Db, term: string | undefined, limit: number) {
  const text = term?.trim().toLowerCase();
  return db
    .select({
      value: nomenclature.id,
      label: nomenclature.name,
      article: nomenclature.article,
      unit_id: nomenclature.unit_id,
      unit_name: units.short_name,
    })
    .from(nomenclature)
    .leftJoin(units, eq(units.id, nomenclature.unit_id))
    .where(and(eq(nomenclature.status, 1), text ? sql`${nomenclature.search_text} like ${likePattern(text)}` : undefined))
    .orderBy(asc(nomenclature.name), asc(nomenclature.id))
    .limit(limit);
}

/** Active nomenclature items by id: name, article, unit. */
export async function findNomenclature(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select({ id: nomenclature.id, name: nomenclature.name, article: nomenclature.article, unit_id: nomenclature.unit_id })
    .from(nomenclature)
    .where(and(inArray(nomenclature.id, unique), eq(nomenclature.status, 1)));
}

type Table = typeof partners | typeof locations | typeof projects | typeof units | typeof organizations | typeof nomenclature;

/** Names of active rows of a dictionary by id, in one query. */
export async function findNames(db: Db, table: Table, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id)))];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Which of the ids are active rows of the dictionary. */
export async function findActiveIds(db: Db, table: Table, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, unique), eq(table.status, 1)));
  return new Set(rows.map((r) => r.id));
}

export async function findUnits(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db.select({ id: units.id, name: units.name, short_name: units.short_name }).from(units).where(inArray(units.id, unique));
}
