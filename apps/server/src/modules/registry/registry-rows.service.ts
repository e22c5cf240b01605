import { canSeeField, isColumnField, type RegistryDefinition, SECRET_MASK } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Forbidden } from '../../shared/errors.ts';
import { sanitizeHtml } from '../../shared/html.ts';
import type { RegistryHooks } from './registry.hooks.ts';
import * as repo from './registry.repository.ts';

/** A mounted registry: its database, realtime, table and hooks. */
export interface Engine {
  db: Db;
  realtime: Realtime;
  store: repo.Store;
  hooks: RegistryHooks;
}

/** Rows between the wire and the table: dates, secrets, money, history values, list filters. */

export const def = (engine: Engine): RegistryDefinition => engine.store.def;

/**
 * A stored row as the API answers it: dates as `yyyy-MM-dd HH:mm`; its tag chips come in `TAGS_KEY`
 * and, on a card, the reader's favourite flag in `LIKED_KEY` of the same statement (`liked` 0/1).
 */
export function toWire(engine: Engine, row: repo.Row) {
  const { [repo.TAGS_KEY]: tags, [repo.LIKED_KEY]: liked, ...out } = row;
  if (liked !== undefined) out.liked = liked ? 1 : 0;
  out.date_add = row.date_add instanceof Date ? toWireMinutes(row.date_add) : row.date_add;
  out.date_edit = row.date_edit instanceof Date ? toWireMinutes(row.date_edit) : (row.date_edit ?? null);
  for (const field of def(engine).fields) {
    if (field.kind === 'tags') out[field.name] = tags ?? [];
    else if (field.kind === 'datetime' && row[field.name] instanceof Date) out[field.name] = toWireMinutes(row[field.name] as Date);
  }
  return out;
}

/** A value as the history and events carry it. */
export const wireValue = (value: unknown) => (value instanceof Date ? toWireMinutes(value) : value);

export const secretNames = (engine: Engine) =>
  new Set(
    def(engine)
      .fields.filter((f) => f.secret)
      .map((f) => f.name),
  );

/** The fields without the secret ones: what events carry (their rooms hold users of every right). */
export function withoutSecrets(engine: Engine, values: Record<string, unknown>): Record<string, unknown> {
  const secrets = secretNames(engine);
  return Object.fromEntries(Object.entries(values).filter(([field]) => !secrets.has(field)));
}

/** A record without the secret fields the user may not see. */
export function visibleTo(engine: Engine, user: SessionUser, row: Record<string, unknown>) {
  for (const field of def(engine).fields) if (!canSeeField(user, field)) delete row[field.name];
  return row;
}

/** Setting a secret needs its permit (a create may leave it empty). */
export function assertMaySet(engine: Engine, user: SessionUser, input: Record<string, unknown>, create: boolean) {
  for (const field of def(engine).fields)
    if (!canSeeField(user, field) && input[field.name] !== undefined && !(create && input[field.name] === null)) throw new Forbidden();
}

/**
 * History rows of changed fields; a secret one says only that it was set or cleared, never
 * its value (`SECRET_MASK`; a changed value reads as set).
 */
export function historyRows(engine: Engine, changes: { field: string; old_value: unknown; new_value: unknown }[]) {
  const secrets = secretNames(engine);
  const masked = (v: unknown) => (v === null || v === undefined || v === '' ? null : SECRET_MASK);
  return changes.map((c) => {
    if (!secrets.has(c.field)) return c;
    const old_value = masked(c.old_value);
    const new_value = masked(c.new_value);
    return { field: c.field, old_value: old_value !== null && new_value !== null ? null : old_value, new_value };
  });
}

/** The stored form of input values: date-times from the wire's UTC minutes, rich text sanitized. */
export function toStored(engine: Engine, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of def(engine).fields) {
    if (!isColumnField(field) || !(field.name in values)) continue;
    const value = values[field.name];
    out[field.name] =
      field.kind === 'datetime' && typeof value === 'string'
        ? new Date(`${value.replace(' ', 'T')}:00Z`)
        : field.kind === 'money' && typeof value === 'string'
          ? normalMoney(value)
          : field.kind === 'longText' && field.rich && typeof value === 'string'
            ? sanitizeHtml(value) || null
            : value;
  }
  return out;
}

/** `12.5` → `12.50`, `-3` → `-3.00`: the form NUMERIC(18,2) answers, so that history compares like with like. */
export function normalMoney(value: string): string {
  const [whole, cents = ''] = value.split('.');
  return `${whole}.${cents.padEnd(2, '0')}`;
}

export function filtersOf(engine: Engine, query: Record<string, unknown>): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const field of def(engine).fields) {
    if (!field.filter) continue;
    for (const key of [field.name, `${field.name}_from`, `${field.name}_to`]) {
      let value = query[key];
      if (value === undefined) continue;
      if (field.kind === 'datetime' && typeof value === 'string') value = new Date(`${value.replace(' ', 'T')}:00Z`);
      filters[key] = value;
    }
  }
  return filters;
}

/** The user's row condition (`hooks.visibleRows`), if any. */
