import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';
import { id, optionalDate, optionalId, page, perPage, shortText } from './warehouse-fields.ts';

/**
 * Warehouse (spec 1 §2 `/warehouse`; spec 3 §3 act, warehouse, sticker; §4 status vocabulary;
 * §5 at most 50 positions per operation; §7 "Signers, warehouse, tasks"; issue 16).
 *
 * Storages are a tree (warehouse → zone → shelf) on the registry engine. Stock is a balance per
 * storage, nomenclature item, batch and serial number; every change of a balance is a movement
 * written by an act in one transaction, and a balance never goes below zero. Acts:
 * - `input`: receipt into a storage (optionally of supply application positions: partial receipt
 *   allowed, the position becomes `in_stock` and `get_it` once its whole quantity is received);
 * - `output`: issue to a person or a project; `output_clothes`: work clothes to a person, with a
 *   size, a wear period and a return date (reminders);
 * - `transfer`: between storages; it leaves the source at once (`on_the_way`) and enters the
 *   target when the target's storekeeper confirms (`received`), or goes back when cancelled;
 * - `return`: what a person gives back (their debts shrink); `writeoff`; `correction` (a
 *   stocktaking's differences).
 * Messages are keys `warehouse.*`.
 */

/** Spec 3 §5: at most this many positions in one operation (act, transfer, checkout). */
export const WAREHOUSE_MAX_POSITIONS = 50;

export interface WarehouseOption<V extends string = string> {
  readonly value: V;
  readonly ru: string;
  readonly en: string;
}

export const STORAGE_KINDS = [
  { value: 'warehouse', ru: 'Склад', en: 'Warehouse', color: 'blue' },
  { value: 'zone', ru: 'Зона', en: 'Zone', color: 'cyan' },
  { value: 'shelf', ru: 'Стеллаж', en: 'Shelf', color: 'default' },
] as const satisfies readonly (WarehouseOption & { color: string })[];

export const WAREHOUSE_ACT_KINDS = [
  { value: 'input', ru: 'Приходный акт', en: 'Receipt act' },
  { value: 'output', ru: 'Акт выдачи', en: 'Issue act' },
  { value: 'output_clothes', ru: 'Выдача спецодежды', en: 'Work clothes issue' },
  { value: 'transfer', ru: 'Перемещение', en: 'Transfer' },
  { value: 'return', ru: 'Акт возврата', en: 'Return act' },
  { value: 'writeoff', ru: 'Акт списания', en: 'Write-off act' },
  { value: 'correction', ru: 'Акт корректировки', en: 'Correction act' },
] as const satisfies readonly WarehouseOption[];
export type WarehouseActKind = (typeof WAREHOUSE_ACT_KINDS)[number]['value'];
export const WAREHOUSE_ACT_KIND_CODES = WAREHOUSE_ACT_KINDS.map((k) => k.value) as [WarehouseActKind, ...WarehouseActKind[]];

/** The number prefix of each act kind (`ПР-000123`). */
export const WAREHOUSE_ACT_PREFIX: Record<WarehouseActKind, string> = {
  input: 'ПР',
  output: 'ВД',
  output_clothes: 'СО',
  transfer: 'ПМ',
  return: 'ВЗ',
  writeoff: 'СП',
  correction: 'КР',
};

/**
 * An act's state. Every act but a transfer is `done` when written; a transfer is `on_the_way`
 * until the receiving storage confirms it (`received`) or it is cancelled (`cancelled`, the goods
 * go back to the source). `warehouse/transfer_statuses` answers the transfer's three.
 */
export const WAREHOUSE_ACT_STATES = [
  { value: 'done', ru: 'Проведён', en: 'Posted' },
  { value: 'on_the_way', ru: 'В пути', en: 'On the way' },
  { value: 'received', ru: 'Получено', en: 'Received' },
  { value: 'cancelled', ru: 'Отменён', en: 'Cancelled' },
] as const satisfies readonly WarehouseOption[];
export type WarehouseActState = (typeof WAREHOUSE_ACT_STATES)[number]['value'];
export const TRANSFER_STATES: readonly WarehouseActState[] = ['on_the_way', 'received', 'cancelled'];

/**
 * What a movement did to a balance (spec 3 §4 vocabulary: in stock, on the way, moved, issued,
 * received, written off). `quantity` of a movement is signed: + into the storage, − out of it.
 */
export const MOVEMENT_KINDS = [
  { value: 'received', ru: 'Поступило', en: 'Received' },
  { value: 'issued', ru: 'Выдано', en: 'Issued' },
  { value: 'on_the_way', ru: 'В пути', en: 'On the way' },
  { value: 'moved', ru: 'Перемещено', en: 'Moved' },
  { value: 'returned', ru: 'Возвращено', en: 'Returned' },
  { value: 'written_off', ru: 'Списано', en: 'Written off' },
  { value: 'corrected', ru: 'Корректировка', en: 'Correction' },
] as const satisfies readonly WarehouseOption[];
export type MovementKind = (typeof MOVEMENT_KINDS)[number]['value'];

/** Work clothes sizes offered by the clothes issue (free text is accepted too). */
export const CLOTHES_SIZES = ['44', '46', '48', '50', '52', '54', '56', '58', '60', '62', '64'] as const;

/** Storages: a tree of warehouses, zones and shelves with their responsible people. */
export const storagesRegistry = defineRegistry({
  name: 'storages',
  api: '/warehouse/storages',
  path: '/warehouse/storages',
  label: { ru: 'Склады', en: 'Storages' },
  permits: { view: 'warehouse_view', create: 'warehouse_edit', edit: 'warehouse_edit', delete: 'warehouse_edit' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  chat: true,
  fields: [
    { name: 'name', kind: 'text', max: 200, label: { ru: 'Название', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    {
      name: 'kind',
      kind: 'enum',
      options: STORAGE_KINDS,
      default: 'warehouse',
      label: { ru: 'Тип', en: 'Kind' },
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'parent_id',
      kind: 'remote',
      registry: 'storages',
      lookup: { url: 'warehouse/storages', params: { model_method: 'autocomplete' } },
      excludeSelf: true,
      label: { ru: 'Входит в', en: 'Part of' },
      list: true,
      filter: true,
    },
    { name: 'code', kind: 'text', max: 50, label: { ru: 'Код', en: 'Code' }, list: true, sort: true, search: 'A' },
    { name: 'responsible_id', kind: 'user', label: { ru: 'Ответственный', en: 'Responsible' }, list: true, filter: true },
    { name: 'deputy_id', kind: 'user', label: { ru: 'Заместитель', en: 'Deputy' }, filter: true },
    { name: 'address', kind: 'text', max: 500, label: { ru: 'Адрес', en: 'Address' }, list: true, search: 'B' },
    { name: 'comment', kind: 'longText', label: { ru: 'Комментарий', en: 'Comment' }, search: 'C' },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, filter: true },
  ],
});

/** A quantity: positive, at most 3 decimals. */
export const warehouseQuantitySchema = z.coerce.number().positive().max(1_000_000_000).multipleOf(0.001);

/** One position of an act as sent by the forms. */
export const warehouseActLineInputSchema = z.object({
  nomenclature_id: id,
  quantity: warehouseQuantitySchema,
  /** Batch (lot); '' = none. */
  batch: shortText(100),
  /** Serial number (IT equipment: the quantity is then 1); '' = none. */
  serial: shortText(100),
  /** Unit price, roubles (receipt; the others take the stock line's). */
  cost: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().min(0).max(1e12).optional()),
  /** A supply application position received by an `input` act. */
  position_id: optionalId,
  /** A person's holding given back by a `return` act. */
  holding_id: optionalId,
  /** Work clothes: size, wear period in months, return date. */
  size: shortText(20),
  wear_months: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(1).max(120).optional()),
  return_date: optionalDate,
});
export type WarehouseActLineInput = z.infer<typeof warehouseActLineInputSchema>;

/** `POST warehouse/acts`: write and post an act (one transaction: all of it or nothing). */
export const warehouseActInputSchema = z.object({
  kind: z.enum(WAREHOUSE_ACT_KIND_CODES),
  /** The storage the goods enter (input, return, correction) or leave (the others). */
  storage_id: id,
  /** Transfer: the receiving storage. */
  target_storage_id: optionalId,
  /** Output, clothes, return: the person. */
  recipient_id: optionalId,
  /** Output to a project (instead of, or besides, a person). */
  project_id: optionalId,
  /** Input from a supply application. */
  application_id: optionalId,
  date: optionalDate,
  comment: shortText(2000),
  lines: z.array(warehouseActLineInputSchema).min(1).max(WAREHOUSE_MAX_POSITIONS),
});
export type WarehouseActInput = z.infer<typeof warehouseActInputSchema>;

export const warehouseActLineSchema = z.object({
  id: z.number().int(),
  nomenclature_id: z.number().int(),
  nomenclature_name: z.string(),
  article: z.string().nullable(),
  unit_name: z.string().nullable(),
  batch: z.string(),
  serial: z.string(),
  quantity: z.number(),
  cost: z.number().nullable(),
  position_id: z.number().int().nullable(),
  holding_id: z.number().int().nullable(),
  size: z.string().nullable(),
  wear_months: z.number().int().nullable(),
  return_date: z.string().nullable(),
});
export type WarehouseActLine = z.infer<typeof warehouseActLineSchema>;

export const warehouseSignatureSchema = z.object({
  role: z.enum(['storekeeper', 'recipient', 'receiver']),
  user_id: z.number().int(),
  name: z.string(),
  signed_at: z.string(),
});
export type WarehouseSignature = z.infer<typeof warehouseSignatureSchema>;

/** A row of `GET warehouse/acts` and the head of `GET warehouse/acts/{id}`. */
export const warehouseActRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  kind: z.enum(WAREHOUSE_ACT_KIND_CODES),
  state: z.enum(['done', 'on_the_way', 'received', 'cancelled']),
  storage_id: z.number().int(),
  storage_name: z.string(),
  target_storage_id: z.number().int().nullable(),
  target_storage_name: z.string().nullable(),
  recipient_id: z.number().int().nullable(),
  recipient_name: z.string().nullable(),
  project_id: z.number().int().nullable(),
  project_name: z.string().nullable(),
  application_id: z.number().int().nullable(),
  comment: z.string().nullable(),
  lines_count: z.number().int(),
  total: z.number(),
  who_add: z.number().int().nullable(),
  who_add_name: z.string().nullable(),
  date_add: z.string(),
});
export type WarehouseActRow = z.infer<typeof warehouseActRowSchema>;

export const warehouseActSchema = warehouseActRowSchema.extend({
  lines: z.array(warehouseActLineSchema),
  signatures: z.array(warehouseSignatureSchema),
  received_by_name: z.string().nullable(),
  received_at: z.string().nullable(),
});
export type WarehouseAct = z.infer<typeof warehouseActSchema>;

/** `GET warehouse/acts`: filters and paging. */
export const warehouseActsQuerySchema = z.object({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(WAREHOUSE_ACT_KIND_CODES).optional()),
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['done', 'on_the_way', 'received', 'cancelled']).optional()),
  storage_id: optionalId,
  recipient_id: optionalId,
  search: shortText(200),
  date_from: optionalDate,
  date_to: optionalDate,
  page,
  per_page: perPage(200, 50),
});
export type WarehouseActsQuery = z.infer<typeof warehouseActsQuerySchema>;

export const warehouseActsPageSchema = z.object({ items: z.array(warehouseActRowSchema), total: z.number().int() });

export const transferDecisionSchema = z.object({ comment: shortText(2000) });

/** `GET warehouse/transfer_statuses`, `GET warehouse/act_kinds`: options in the caller's language. */
export const warehouseOptionsSchema = z.array(z.object({ value: z.string(), label: z.string(), prefix: z.string().optional() }));

/** `POST warehouse/acts/{id}/sign`: the role the caller signs in (default: the one they have). */
export const warehouseSignInputSchema = z.object({
  role: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['storekeeper', 'recipient', 'receiver']).optional()),
});

/** The realtime event of channel `warehouse` in room `objectRoom('warehouse_list', 'all')` (view permit). */
export interface WarehouseEvent {
  action: 'stock' | 'act';
  storage_ids: number[];
  act_id: number | null;
}
export const WAREHOUSE_CHANNEL = 'warehouse';
