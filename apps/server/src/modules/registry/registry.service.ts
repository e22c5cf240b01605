import {
  crossCheck,
  displayValue,
  hasPermit,
  listColumns,
  type RegistryEvent,
  registryChannel,
  registryListRoom,
  registryRecordRoom,
} from '@app/contracts';
import { and } from 'drizzle-orm';
import type { SessionUser } from '../../plugins/types.ts';
import { Conflict, NotFound, ValidationFailed } from '../../shared/errors.ts';
import { type CappedTotal, cappedTotal, decodeCursor, encodeCursor, TOTAL_CAP } from '../../shared/pagination.ts';
import type { TrashBound } from '../../shared/trash-bound.ts';
import { recordChanges } from '../history/index.ts';
import { forgetObjectTraces, withIdempotency } from '../objects/index.ts';
import { assertValid, type Option } from './registry.hooks.ts';
import * as repo from './registry.repository.ts';
import type { Engine } from './registry-rows.service.ts';
import {
  assertMaySet,
  def,
  filtersOf,
  historyRows,
  toStored,
  toWire,
  visibleTo,
  wireValue,
  withoutSecrets,
} from './registry-rows.service.ts';
import * as writes from './registry-writes.repository.ts';

export type { Option, RegistryHooks } from './registry.hooks.ts';
export type { RemoteTable, Store, TrashRow } from './registry.repository.ts';

export type { Engine } from './registry-rows.service.ts';

export type ListQuery = Record<string, unknown> & {
  cursor?: string;
  limit: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  term?: string;
  /** The autocomplete leaves this id out (a tree's parent picker). */
  exclude?: number;
};

/** Rows exported at most; past it the export holds the first rows of the order (documented in the README). */
export const EXPORT_MAX_ROWS = 10_000;

const rowCondition = (engine: Engine, user: SessionUser | undefined) => engine.hooks.visibleRows?.(user, engine.store.columns);

function criteriaOf(engine: Engine, user: SessionUser | undefined, query: ListQuery, status: 0 | 1): repo.Criteria {
  const sort = query.sort ?? def(engine).defaultSort.field;
  const order = query.order ?? (query.sort ? 'asc' : def(engine).defaultSort.order);
  let after: repo.Criteria['after'];
  if (query.cursor) {
    const key = decodeCursor(query.cursor);
    const v = key?.v;
    if (
      !key ||
      key.s !== sort ||
      key.o !== order ||
      typeof key.i !== 'number' ||
      !Number.isInteger(key.i) ||
      !(v === null || typeof v === 'string' || typeof v === 'number')
    )
      throw new ValidationFailed({ cursor: ['field.invalid'] });
    after = { v, i: key.i };
  }
  const listed = engine.hooks.listParams?.condition(user, query, engine.store.columns);
  const visible = rowCondition(engine, user);
  return { status, search: query.search, filters: filtersOf(engine, query), sort, order, after, visible: and(visible, listed) };
}

/**
 * A keyset page with its tags and capped total in one statement (a second one only for the
 * total of a page past the end, which has no row to carry it).
 */
async function page(engine: Engine, user: SessionUser | undefined, criteria: repo.Criteria, limit: number, withTotal: boolean) {
  const rows = await repo.findPage(engine.db, engine.store, criteria, limit + 1, withTotal ? TOTAL_CAP : undefined);
  const keys = rows.map((row) => {
    const { [repo.SORT_KEY]: key, [repo.TOTAL_KEY]: _total, ...rest } = row;
    return { key: (key ?? null) as string | null, row: rest };
  });
  const items = keys.slice(0, limit).map((k) => k.row);
  const last = items.at(-1);
  const next =
    rows.length > limit && last ? encodeCursor({ s: criteria.sort, o: criteria.order, v: keys[limit - 1].key, i: last.id }) : null;
  let total: CappedTotal = 0;
  if (withTotal)
    total = cappedTotal(
      rows.length > 0 || !criteria.after
        ? Number(rows[0]?.[repo.TOTAL_KEY] ?? 0)
        : await repo.countCapped(engine.db, engine.store, criteria, TOTAL_CAP),
    );
  const fresh =
    user && engine.hooks.newFor && items.length
      ? await engine.hooks.newFor(
          user,
          items.map((r) => r.id as number),
        )
      : undefined;
  return {
    items: items.map((r) => {
      const wire = toWire(engine, r);
      if (fresh?.has(r.id as number)) wire.is_new = true;
      return wire;
    }),
    next_cursor: next,
    total,
  };
}

/** `GET <name>` (status 1) or `GET <name>/trash` (status 0). */
export async function listRecords(engine: Engine, user: SessionUser | undefined, query: ListQuery, status: 0 | 1 = 1) {
  return page(engine, user, criteriaOf(engine, user, query, status), query.limit, true);
}

/**
 * `GET <name>/totals`: the sums of the money fields marked `total` over every row the list's
 * filters select (invoices: the total of the list). A call of its own, not part of the first
 * page: a sum reads every filtered row, so the rows show without waiting for it.
 */
export async function listTotals(engine: Engine, user: SessionUser | undefined, query: ListQuery) {
  const summed = def(engine)
    .fields.filter((f) => f.kind === 'money' && f.total)
    .map((f) => f.name);
  if (!summed.length) return { totals: {} };
  return { totals: await repo.sumTotals(engine.db, engine.store, criteriaOf(engine, user, query, 1), summed) };
}

/** `GET <name>?model_method=autocomplete&term=`: `{ value, label }` of active records. */
export async function autocomplete(engine: Engine, user: SessionUser | undefined, query: ListQuery): Promise<Option[]> {
  // Look-up callers may lack the section's right: only enum filters (a legal form, a kind)
  // narrow the options, so that flags such as a blacklist cannot be probed through names.
  const enums = new Set(
    def(engine)
      .fields.filter((f) => f.kind === 'enum')
      .map((f) => f.name),
  );
  const filters = Object.fromEntries(Object.entries(filtersOf(engine, query)).filter(([key]) => enums.has(key)));
  const term = query.term ?? query.search;
  const limit = Math.min(query.limit, 50);
  const answered = await engine.hooks.autocomplete?.({ term, filters, limit });
  return answered ?? repo.findOptions(engine.db, engine.store, term, filters, limit, rowCondition(engine, user), query.exclude);
}

/** The card; a record in the trash only for those who may delete (and so restore). */
export async function getRecord(engine: Engine, user: SessionUser, id: number) {
  const row = await repo.findRow(engine.db, engine.store, id, rowCondition(engine, user), user.id);
  if (!row || (row.status !== 1 && !hasPermit(user, def(engine).permits.delete))) throw new NotFound();
  return visibleTo(engine, user, toWire(engine, row));
}

function emit(engine: Engine, event: RegistryEvent) {
  const name = def(engine).name;
  engine.realtime.emit(registryRecordRoom(name, event.id), registryChannel(name), event);
  const { fields: _fields, ...bare } = event;
  engine.realtime.emit(registryListRoom(name), registryChannel(name), engine.hooks.visibleRows ? bare : event);
}

/** `POST <name>`: one history row per filled field, the `create` event; retries with the same `Idempotency-Key` answer the first record. */
export async function createRecord(engine: Engine, user: SessionUser, input: Record<string, unknown>, idempotencyKey?: string) {
  assertMaySet(engine, user, input, true);
  const id = await withIdempotency(engine.db, user.id, idempotencyKey, `registry:${def(engine).name}:create`, () =>
    engine.db.transaction(async (tx) => {
      const values = toStored(engine, engine.hooks.beforeWrite?.(input, undefined) ?? input);
      await assertValid(engine.hooks, tx, values, undefined);
      await engine.hooks.writing?.(tx, { action: 'create', id: undefined, stored: undefined, values, userId: user.id });
      const id = await writes.insertRecord(tx, engine.store, values, user.id);
      await recordChanges(
        tx,
        def(engine).name,
        id,
        user.id,
        historyRows(
          engine,
          Object.entries(values).map(([field, value]) => ({ field, old_value: null, new_value: wireValue(value) })),
        ),
      );
      return id;
    }),
  );
  const record = await getRecord(engine, user, id);
  emit(engine, { action: 'create', id, fields: withoutSecrets(engine, record), user_id: user.id });
  await engine.hooks.written?.(user, id, 'create');
  return record;
}

const errorKeys = (errors: Record<string, string[]>) =>
  new Set(Object.entries(errors).flatMap(([f, ms]) => ms.map((m) => `${f}\u0000${m}`)));

/**
 * `PATCH <name>/:id`: changed fields only, one history row each, version + 1, the `update`
 * event with the new values. A stale `version` gets 409; rules across fields are checked on
 * the merged record, blaming the patch only for what it broke.
 */
export async function patchRecord(engine: Engine, user: SessionUser, id: number, input: Record<string, unknown>) {
  const { version, ...given } = input;
  assertMaySet(engine, user, given, false);
  const changed = await engine.db.transaction(async (tx) => {
    const stored = await writes.lockValues(tx, engine.store, id);
    if (stored?.status !== 1) throw new NotFound();
    if (version !== undefined && version !== stored.version) throw new Conflict();
    const fields = engine.hooks.beforeWrite?.(given, stored) ?? given;
    const values = toStored(engine, fields);
    const merged = { ...stored, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
    const before = errorKeys(crossCheck(def(engine), stored));
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(crossCheck(def(engine), merged))) {
      const fresh = messages.filter((m) => !before.has(`${field}\u0000${m}`));
      if (fresh.length) errors[field] = fresh;
    }
    if (Object.keys(errors).length) throw new ValidationFailed(errors);
    const diff = Object.entries(values).filter(
      ([field, value]) =>
        value !== undefined && String(wireValue(value) ?? '\u0000null') !== String(wireValue(stored[field]) ?? '\u0000null'),
    );
    if (diff.length === 0) return {};
    await assertValid(engine.hooks, tx, { ...stored, ...Object.fromEntries(diff) }, id);
    await engine.hooks.writing?.(tx, { action: 'update', id, stored, values: Object.fromEntries(diff), userId: user.id });
    await writes.updateRecord(tx, engine.store, id, Object.fromEntries(diff), user.id);
    await recordChanges(
      tx,
      def(engine).name,
      id,
      user.id,
      historyRows(
        engine,
        diff.map(([field, value]) => ({ field, old_value: wireValue(stored[field]), new_value: wireValue(value) })),
      ),
    );
    return Object.fromEntries(diff.map(([field, value]) => [field, wireValue(value)]));
  });
  const record = await getRecord(engine, user, id);
  if (Object.keys(changed).length) {
    emit(engine, { action: 'update', id, fields: { ...withoutSecrets(engine, changed), version: record.version }, user_id: user.id });
    await engine.hooks.written?.(user, id, 'update');
  }
  return record;
}

/** `DELETE <name>/:id` (status 0, who and when) and `POST <name>/:id/restore`: history row `status`, event `delete` / `restore`. */
export async function setRecordStatus(engine: Engine, user: SessionUser, id: number, status: 0 | 1) {
  await engine.db.transaction(async (tx) => {
    const stored = await writes.lockValues(tx, engine.store, id);
    if (!stored) throw new NotFound();
    // The hook sees a repeated delete too (invoices: "already deleted").
    await engine.hooks.writing?.(tx, { action: status === 0 ? 'delete' : 'restore', id, stored, values: { status }, userId: user.id });
    if (stored.status === status) throw new NotFound();
    if (status === 1) await assertValid(engine.hooks, tx, stored, id);
    await writes.setStatus(tx, engine.store, id, status, user.id);
    await recordChanges(tx, def(engine).name, id, user.id, [{ field: 'status', old_value: stored.status, new_value: status }]);
  });
  emit(engine, { action: status === 0 ? 'delete' : 'restore', id, user_id: user.id });
  await engine.hooks.written?.(user, id, status === 0 ? 'delete' : 'restore');
  return getRecord(engine, user, id);
}

/** Whether the record exists (any status) / is active: the object-access checks of chat, tags, files, history. */
export const recordStatus = (engine: Engine, id: number, user?: SessionUser) =>
  repo.findStatus(engine.db, engine.store, id, user ? rowCondition(engine, user) : undefined);

/**
 * `GET <name>/export`: the filtered, sorted list as an xlsx workbook (exceljs, loaded on
 * first use): an id column, then the list columns as the list shows them. Walks the same
 * keyset pages as the list, up to `EXPORT_MAX_ROWS`.
 */
export async function exportRecords(engine: Engine, user: SessionUser | undefined, query: ListQuery, lang: 'ru' | 'en'): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const definition = def(engine);
  const sheet = book.addWorksheet(definition.label[lang].slice(0, 31));
  const columns = listColumns(definition);
  sheet.columns = [
    { header: 'ID', key: 'id', width: 8 },
    ...columns.map((f) => ({ header: f.label[lang], key: f.name, width: f.kind === 'longText' || f.kind === 'text' ? 40 : 18 })),
  ];
  sheet.getRow(1).font = { bold: true };
  let criteria = criteriaOf(engine, user, { ...query, cursor: undefined }, 1);
  let written = 0;
  while (written < EXPORT_MAX_ROWS) {
    const limit = Math.min(500, EXPORT_MAX_ROWS - written);
    const { items, next_cursor } = await page(engine, undefined, criteria, limit, false);
    for (const row of items) sheet.addRow([row.id as number, ...columns.map((f) => displayValue(definition, f.name, row, lang))]);
    written += items.length;
    if (!next_cursor) break;
    criteria = criteriaOf(engine, user, { ...query, cursor: next_cursor }, 1);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One page of the records in the trash for the common trash (modules/trash), newest deletion first. */
export const trashPage = (engine: Engine, bound: TrashBound | undefined, limit: number) =>
  repo.findTrashPage(engine.db, engine.store, bound, limit);

/**
 * Purges a record in the trash for good (the common trash's `DELETE trash/<name>/:id`, right
 * `trash_purge`): only a record in the trash (an active one gets 409 `trash.notInTrash`), a
 * history row `purge` and the object's collaboration traces gone in the same transaction, the
 * `delete` event to the record's and list's rooms; answers the storage keys of its files.
 */
export async function purgeRecord(engine: Engine, user: SessionUser, id: number): Promise<string[]> {
  const files = await engine.db.transaction(async (tx) => {
    const stored = await writes.lockValues(tx, engine.store, id);
    if (!stored) throw new NotFound();
    if (stored.status !== 0) throw new Conflict('trash.notInTrash');
    const title = stored[def(engine).title];
    const own = (await engine.hooks.purging?.(tx, id)) ?? [];
    await writes.deleteRecord(tx, engine.store, id);
    await recordChanges(tx, def(engine).name, id, user.id, [{ field: 'purge', old_value: wireValue(title) ?? id, new_value: null }]);
    return [...own, ...(await forgetObjectTraces(tx, def(engine).name, id))];
  });
  emit(engine, { action: 'delete', id, user_id: user.id });
  await engine.hooks.written?.(user, id, 'delete');
  return files;
}

/** A module's demo seed: rows into its registry table, 500 a statement; their ids in order. */
export const insertRegistryRows: typeof writes.insertRegistryRows = (db, table, rows) => writes.insertRegistryRows(db, table, rows);
