import { z } from 'zod';
import { WAREHOUSE_ACT_KIND_CODES } from './warehouse.ts';
import { id, optionalId, page, perPage, shortText } from './warehouse-fields.ts';

/**
 * Wire shapes of the warehouse's balances (issue 16): a storage's stock and all storages', a stock
 * line's movements, what people and projects hold (debts), and a supply application's positions
 * that can still be received. The acts and the storages registry are in `warehouse.ts`.
 */

/** A balance line of `GET warehouse/storages/{id}/stock` (and `GET warehouse/stock`). */
export const stockRowSchema = z.object({
  id: z.number().int(),
  storage_id: z.number().int(),
  storage_name: z.string(),
  nomenclature_id: z.number().int(),
  nomenclature_name: z.string(),
  article: z.string().nullable(),
  group_name: z.string().nullable(),
  unit_name: z.string().nullable(),
  batch: z.string(),
  serial: z.string(),
  quantity: z.number(),
  cost: z.number().nullable(),
  sum: z.number().nullable(),
  updated_at: z.string(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

export const stockQuerySchema = z.object({
  /** Include the balances of the storage's sub-storages (zones, shelves). */
  nested: z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()).default(false),
  nomenclature_id: optionalId,
  /** Article, name, batch, serial or a scanned code. */
  search: shortText(200),
  /** Show lines of zero quantity too (the history of a finished batch). */
  zero: z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()).default(false),
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['name', 'quantity', 'updated_at']).default('name')),
  order: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['asc', 'desc']).default('asc')),
  page,
  per_page: perPage(500, 50),
});
export type StockQuery = z.infer<typeof stockQuerySchema>;

export const stockPageSchema = z.object({ items: z.array(stockRowSchema), total: z.number().int() });

/** A movement (the history of a stock line, `GET warehouse/stock/{id}/movements`, and the movement report). */
export const movementRowSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  kind: z.string(),
  act_id: z.number().int().nullable(),
  act_number: z.string().nullable(),
  storage_id: z.number().int(),
  storage_name: z.string(),
  nomenclature_id: z.number().int(),
  nomenclature_name: z.string(),
  batch: z.string(),
  serial: z.string(),
  quantity: z.number(),
  cost: z.number().nullable(),
  holder_id: z.number().int().nullable(),
  holder_name: z.string().nullable(),
  project_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
});
export type MovementRow = z.infer<typeof movementRowSchema>;

/**
 * What a person or project holds (`GET warehouse/debts`): issued and not yet returned. Work
 * clothes carry size and return date; `overdue` when the return date has passed.
 */
export const holdingRowSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  project_id: z.number().int().nullable(),
  project_name: z.string().nullable(),
  act_id: z.number().int(),
  act_number: z.string(),
  act_kind: z.enum(WAREHOUSE_ACT_KIND_CODES),
  nomenclature_id: z.number().int(),
  nomenclature_name: z.string(),
  unit_name: z.string().nullable(),
  batch: z.string(),
  serial: z.string(),
  quantity: z.number(),
  returned: z.number(),
  size: z.string().nullable(),
  issued_at: z.string(),
  return_date: z.string().nullable(),
  overdue: z.boolean(),
});
export type HoldingRow = z.infer<typeof holdingRowSchema>;

/** `GET warehouse/stock`: the stock query plus a storage filter (all storages when none). */
export const allStockQuerySchema = stockQuerySchema.extend({ storage_id: optionalId });
export type AllStockQuery = z.infer<typeof allStockQuerySchema>;

/** `GET warehouse/stock/{id}/movements`: the history of a stock line, newest first. */
export const movementsQuerySchema = z.object({
  page,
  per_page: perPage(500, 100),
});
export const movementsPageSchema = z.object({ items: z.array(movementRowSchema), total: z.number().int() });

/**
 * `GET warehouse/debts`: `user_id` = `me` (anyone) or a user id (warehouse_view); without it,
 * warehouse_view users see everyone's, the others their own. `kind=clothes` only work clothes.
 */
export const debtsQuerySchema = z.object({
  user_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.union([z.literal('me'), id]).optional()),
  project_id: optionalId,
  overdue: z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()).default(false),
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['clothes']).optional()),
  page,
  per_page: perPage(500, 200),
});
export type DebtsQuery = z.infer<typeof debtsQuerySchema>;
export const debtsPageSchema = z.object({ items: z.array(holdingRowSchema), total: z.number().int() });

/** `GET warehouse/applications/{id}/receivable`: a supply application's positions that can still be received. */
export const receivablePositionSchema = z.object({
  position_id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  status: z.string(),
  nomenclature_id: z.number().int().nullable(),
  nomenclature_name: z.string().nullable(),
  article: z.string().nullable(),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  quantity: z.number(),
  received: z.number(),
  remaining: z.number(),
  cost: z.number().nullable(),
});
export type ReceivablePosition = z.infer<typeof receivablePositionSchema>;
export const receivableSchema = z.object({ application_id: z.number().int(), items: z.array(receivablePositionSchema) });
