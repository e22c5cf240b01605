import { z } from 'zod';
import { id, optionalId, page, perPage, shortText } from './warehouse-fields.ts';
import { movementRowSchema } from './warehouse-stock.ts';

/**
 * Warehouse extras (issue 16): IT equipment, inventory markers, sticker sheets, stocktaking
 * (control); reports and the worktable are in `warehouse-extra-reports.ts`. The core (acts, stock, debts) is in
 * `warehouse.ts`. Permits: `warehouse_view` reads, `warehouse_edit` writes (markers, control).
 * Messages are keys `warehouse.*`.
 */

/** A list of ids in a query string: `1,2,3` (or repeated). */
const idList = (max: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : Array.isArray(v)
          ? v
          : String(v)
              .split(',')
              .filter((s) => s.trim() !== ''),
    z.array(id).min(1).max(max).optional(),
  );

/* ------------------------------------------------------------------ IT equipment */

/** Where a serial-numbered item is: kept in a storage or held by a person/project. */
export const IT_PLACES = [
  { value: 'storage', ru: 'На складе', en: 'In storage' },
  { value: 'holder', ru: 'Выдано', en: 'Issued' },
] as const;

/** `GET warehouse/IT`: every serial-numbered item. */
export const itQuerySchema = z.object({
  /** Only items held by this person (`me` is not accepted here: use the id). */
  holder_id: optionalId,
  /** Only items kept in this storage (its sub-storages too). */
  storage_id: optionalId,
  /** `storage` | `holder`: only kept or only issued items. */
  place: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['storage', 'holder']).optional()),
  /** Serial, inventory number (marker code), name or article. */
  search: shortText(200),
  page,
  per_page: perPage(500),
});
export type ItQuery = z.infer<typeof itQuerySchema>;

export const itRowSchema = z.object({
  /** `s<stock line id>` or `h<holding id>`: the item's key for `GET warehouse/IT/{key}`. */
  key: z.string(),
  place: z.enum(['storage', 'holder']),
  stock_id: z.number().int().nullable(),
  holding_id: z.number().int().nullable(),
  nomenclature_id: z.number().int(),
  nomenclature_name: z.string(),
  article: z.string().nullable(),
  group_name: z.string().nullable(),
  serial: z.string(),
  batch: z.string(),
  /** The inventory number: the item's latest marker code (`ИН-000001`), if marked. */
  inventory_number: z.string().nullable(),
  marker_id: z.number().int().nullable(),
  storage_id: z.number().int().nullable(),
  storage_name: z.string().nullable(),
  holder_id: z.number().int().nullable(),
  holder_name: z.string().nullable(),
  project_id: z.number().int().nullable(),
  project_name: z.string().nullable(),
  quantity: z.number(),
  cost: z.number().nullable(),
  /** Since when it is there (`yyyy-MM-dd HH:mm`, UTC): the stock line's last change or the issue date. */
  since: z.string(),
  /** Issued items: the act that issued it. */
  act_id: z.number().int().nullable(),
  act_number: z.string().nullable(),
  return_date: z.string().nullable(),
});
export type ItRow = z.infer<typeof itRowSchema>;

export const itPageSchema = z.object({ items: z.array(itRowSchema), total: z.number().int() });

/** `GET warehouse/IT/{key}`: the item and its movement history (by nomenclature + serial). */
export const itCardSchema = itRowSchema.extend({ movements: z.array(movementRowSchema) });
export type ItCard = z.infer<typeof itCardSchema>;

/* ------------------------------------------------------------------ Markers */

/** The prefix of inventory marker codes: `ИН-000001`. */
export const WAREHOUSE_MARKER_PREFIX = 'ИН';
/** At most this many markers in one generation. */
export const WAREHOUSE_MARKERS_MAX = 500;

/**
 * `POST warehouse/markers`: generate markers. Exactly one of: `stock_ids` (one marker per stock
 * line, or per unit when `per_unit`), `holding_ids` (one per holding), or `nomenclature_id` with
 * `count` (free markers of an item, e.g. to glue before receipt).
 */
export const markersCreateSchema = z
  .object({
    stock_ids: z.array(id).min(1).max(WAREHOUSE_MARKERS_MAX).optional(),
    holding_ids: z.array(id).min(1).max(WAREHOUSE_MARKERS_MAX).optional(),
    /** With `stock_ids`: one marker per unit of the line's quantity (integer part), not per line. */
    per_unit: z.boolean().optional(),
    nomenclature_id: optionalId,
    count: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().min(1).max(WAREHOUSE_MARKERS_MAX).optional(),
    ),
    batch: shortText(100),
    serial: shortText(100),
    storage_id: optionalId,
  })
  .refine((v) => [v.stock_ids, v.holding_ids, v.nomenclature_id].filter((x) => x !== undefined).length === 1, {
    message: 'warehouse.markers.sourceOne',
  });
export type MarkersCreate = z.infer<typeof markersCreateSchema>;

export const markerRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nomenclature_id: z.number().int(),
  nomenclature_name: z.string(),
  article: z.string().nullable(),
  batch: z.string(),
  serial: z.string(),
  storage_id: z.number().int().nullable(),
  storage_name: z.string().nullable(),
  stock_id: z.number().int().nullable(),
  holding_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  printed_at: z.string().nullable(),
});
export type MarkerRow = z.infer<typeof markerRowSchema>;

/** The answer of `POST warehouse/markers`. */
export const markersCreatedSchema = z.object({ items: z.array(markerRowSchema) });

export const markersQuerySchema = z.object({
  nomenclature_id: optionalId,
  storage_id: optionalId,
  /** Code, name, article, serial. */
  search: shortText(200),
  /** `1`: only not yet printed. */
  unprinted: z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()).default(false),
  page,
  per_page: perPage(500),
});
export type MarkersQuery = z.infer<typeof markersQuerySchema>;
export const markersPageSchema = z.object({ items: z.array(markerRowSchema), total: z.number().int() });

/** `GET warehouse/markers/resolve?code=`: a scanned code (marker code, article or serial) → the item. */
export const markerResolveQuerySchema = z.object({
  code: z.string().trim().min(1).max(200),
  /** Prefer balances of this storage (control, checkout). */
  storage_id: optionalId,
});
export const markerResolvedSchema = z.object({
  /** How the code matched. */
  match: z.enum(['marker', 'serial', 'article']),
  marker: markerRowSchema.nullable(),
  nomenclature_id: z.number().int(),
  nomenclature_name: z.string(),
  article: z.string().nullable(),
  unit_name: z.string().nullable(),
  batch: z.string(),
  serial: z.string(),
  /** The stock lines holding the item (of `storage_id` first), quantity > 0. */
  stock: z.array(
    z.object({
      id: z.number().int(),
      storage_id: z.number().int(),
      storage_name: z.string(),
      batch: z.string(),
      serial: z.string(),
      quantity: z.number(),
    }),
  ),
  /** When it is issued: who holds it. */
  holder_id: z.number().int().nullable(),
  holder_name: z.string().nullable(),
});
export type MarkerResolved = z.infer<typeof markerResolvedSchema>;

/* ------------------------------------------------------------------ Stickers */

export const STICKER_LAYOUTS = [
  { value: 'label', ru: 'Этикетки 58×40 мм', en: 'Labels 58×40 mm' },
  { value: 'a4', ru: 'Лист A4, 3×8', en: 'A4 sheet, 3×8' },
] as const;

/** `GET warehouse/stickers/pdf?markers=1,2,3` or `?stock=4,5` (`layout=label|a4`): a PDF of labels. */
export const stickersQuerySchema = z
  .object({
    markers: idList(WAREHOUSE_MARKERS_MAX),
    /** Stock lines: stickers with the article code in the QR (no marker needed). */
    stock: idList(WAREHOUSE_MARKERS_MAX),
    layout: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['label', 'a4']).default('label')),
  })
  .refine((v) => v.markers !== undefined || v.stock !== undefined, { message: 'warehouse.stickers.nothing' });
export type StickersQuery = z.infer<typeof stickersQuerySchema>;

/* ------------------------------------------------------------------ Control (stocktaking) */

export const COUNT_STATES = [
  { value: 'open', ru: 'Открыта', en: 'Open' },
  { value: 'closed', ru: 'Закрыта', en: 'Closed' },
] as const;
export type CountState = (typeof COUNT_STATES)[number]['value'];

/** `POST warehouse/control`: open a stocktaking of a storage with its expected balances. */
export const countCreateSchema = z.object({
  storage_id: id,
  /** Include the sub-storages' balances (each line keeps its own storage). */
  nested: z.boolean().optional(),
  comment: shortText(2000),
});
export type CountCreate = z.infer<typeof countCreateSchema>;

export const countLineSchema = z.object({
  id: z.number().int(),
  storage_id: z.number().int(),
  storage_name: z.string(),
  nomenclature_id: z.number().int(),
  nomenclature_name: z.string(),
  article: z.string().nullable(),
  unit_name: z.string().nullable(),
  batch: z.string(),
  serial: z.string(),
  expected: z.number(),
  /** null = not counted yet (on close: stays as expected, or 0 with `zero_uncounted`). */
  counted: z.number().nullable(),
  /** counted − expected (0 while not counted). */
  difference: z.number(),
  cost: z.number().nullable(),
});
export type CountLine = z.infer<typeof countLineSchema>;

export const countRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  storage_id: z.number().int(),
  storage_name: z.string(),
  nested: z.boolean(),
  state: z.enum(['open', 'closed']),
  comment: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  closed_by_name: z.string().nullable(),
  /** The correction act written on close (null when nothing differed). */
  act_id: z.number().int().nullable(),
  act_number: z.string().nullable(),
  lines_count: z.number().int(),
  counted_count: z.number().int(),
  differences_count: z.number().int(),
});
export type CountRow = z.infer<typeof countRowSchema>;

export const countSchema = countRowSchema.extend({ lines: z.array(countLineSchema) });
export type Count = z.infer<typeof countSchema>;

export const countsQuerySchema = z.object({
  storage_id: optionalId,
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['open', 'closed']).optional()),
  page,
  per_page: perPage(200),
});
export type CountsQuery = z.infer<typeof countsQuerySchema>;
export const countsPageSchema = z.object({ items: z.array(countRowSchema), total: z.number().int() });

const countedQuantity = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce.number().min(0).max(1_000_000_000).multipleOf(0.001).nullable(),
);

/**
 * `PATCH warehouse/control/{id}/lines`: set counted quantities (null = not counted). `add` lines
 * are items found that were not expected (expected 0).
 */
export const countLinesPatchSchema = z.object({
  lines: z
    .array(z.object({ id, counted: countedQuantity }))
    .max(1000)
    .default([]),
  add: z
    .array(
      z.object({
        nomenclature_id: id,
        storage_id: optionalId,
        batch: shortText(100),
        serial: shortText(100),
        counted: z.coerce.number().min(0).max(1_000_000_000).multipleOf(0.001),
      }),
    )
    .max(200)
    .default([]),
});
export type CountLinesPatch = z.infer<typeof countLinesPatchSchema>;

/** `POST warehouse/control/{id}/scan`: a scanned marker code, serial or article adds `quantity` (1). */
export const countScanSchema = z.object({
  code: z.string().trim().min(1).max(200),
  quantity: z.coerce.number().positive().max(1_000_000).multipleOf(0.001).default(1),
});
export type CountScan = z.infer<typeof countScanSchema>;
/** The scan's answer: the line that grew (or was added). */
export const countScanResultSchema = z.object({ line: countLineSchema, added: z.boolean() });

/** `POST warehouse/control/{id}/close`: uncounted lines count as 0 when `zero_uncounted`, else stay as expected. */
export const countCloseSchema = z.object({ zero_uncounted: z.boolean().optional() });
/**
 * The close's answer: the correction act (null when nothing differed). A nested count writes one
 * act per storage that differed: `act_ids` lists them all, `act_id` is the first.
 */
export const countClosedSchema = z.object({
  id: z.number().int(),
  act_id: z.number().int().nullable(),
  act_ids: z.array(z.number().int()),
});
