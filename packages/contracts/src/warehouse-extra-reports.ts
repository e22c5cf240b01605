import { z } from 'zod';
import { countRowSchema } from './warehouse-extra.ts';
import { optionalDate, optionalId, page, perPage, shortText } from './warehouse-fields.ts';
import { movementRowSchema, stockRowSchema } from './warehouse-stock.ts';

/**
 * Warehouse reports and the storekeeper's worktable (issue 16), the wire of
 * `warehouse/reports/*` (JSON for the screens and charts; `?format=xlsx` or `/excel` for Excel)
 * and `warehouse/worktable`. warehouse_view reads.
 */

/** `?format=xlsx` answers an Excel file instead of JSON. */
const formatParam = z.preprocess((v) => (v === '' ? undefined : v), z.enum(['json', 'xlsx']).default('json'));

/* ------------------------------------------------------------------ Reports */

/** `GET warehouse/reports/stock?date=&storage_id=&group_id=`: balances at the end of a day. */
export const stockReportQuerySchema = z.object({
  /** End of this day; today when absent. */
  date: optionalDate,
  storage_id: optionalId,
  /** Include the sub-storages of `storage_id`. */
  nested: z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()).default(true),
  /** Nomenclature group. */
  group_id: optionalId,
  search: shortText(200),
  page,
  per_page: perPage(1000, 100),
  format: formatParam,
});
export type StockReportQuery = z.infer<typeof stockReportQuerySchema>;

/** A balance line of the stock report: the stock list's line without its own id and update time. */
export const stockReportRowSchema = stockRowSchema.omit({ id: true, updated_at: true });
export type StockReportRow = z.infer<typeof stockReportRowSchema>;
export const stockReportSchema = z.object({
  date: z.string(),
  items: z.array(stockReportRowSchema),
  total: z.number().int(),
  totals: z.object({ quantity: z.number(), sum: z.number() }),
});
export type StockReport = z.infer<typeof stockReportSchema>;

/** `GET warehouse/reports/movements?from=&to=&storage_id=&kind=&nomenclature_id=` (paged). */
export const movementsReportQuerySchema = z.object({
  /** First day; default the first day of `to`'s month. */
  from: optionalDate,
  /** Last day (inclusive); default today. */
  to: optionalDate,
  storage_id: optionalId,
  kind: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['received', 'issued', 'on_the_way', 'moved', 'returned', 'written_off', 'corrected']).optional(),
  ),
  nomenclature_id: optionalId,
  page,
  per_page: perPage(1000, 100),
  format: formatParam,
});
export type MovementsReportQuery = z.infer<typeof movementsReportQuerySchema>;

/** One day of the chart series. */
export const movementsDaySchema = z.object({ day: z.string(), in: z.number(), out: z.number(), count: z.number().int() });
export const movementsReportSchema = z.object({
  items: z.array(movementRowSchema),
  total: z.number().int(),
  /** Sums over the whole period (not the page): quantity in (+), out (−, as a positive number), money in/out. */
  totals: z.object({ in: z.number(), out: z.number(), sum_in: z.number(), sum_out: z.number() }),
  /** Per day in/out for a chart. */
  series: z.array(movementsDaySchema),
});
export type MovementsReport = z.infer<typeof movementsReportSchema>;

/** `GET warehouse/reports/issued?from=&to=&user_id=`: issued to people (per person and item). */
export const issuedReportQuerySchema = z.object({
  /** First day; default the first day of `to`'s month. */
  from: optionalDate,
  /** Last day (inclusive); default today. */
  to: optionalDate,
  user_id: optionalId,
  format: formatParam,
});
export type IssuedReportQuery = z.infer<typeof issuedReportQuerySchema>;
export const issuedReportRowSchema = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  nomenclature_id: z.number().int(),
  nomenclature_name: z.string(),
  unit_name: z.string().nullable(),
  issued: z.number(),
  returned: z.number(),
  /** Still held now (of what was issued in the period). */
  holding: z.number(),
  sum: z.number(),
});
export type IssuedReportRow = z.infer<typeof issuedReportRowSchema>;
export const issuedReportSchema = z.object({
  items: z.array(issuedReportRowSchema),
  totals: z.object({ issued: z.number(), returned: z.number(), sum: z.number() }),
});

/** `GET warehouse/reports/projects?from=&to=`: issued to projects (per project and item). */
export const projectsReportQuerySchema = z.object({
  /** First day; default the first day of `to`'s month. */
  from: optionalDate,
  /** Last day (inclusive); default today. */
  to: optionalDate,
  project_id: optionalId,
  format: formatParam,
});
export type ProjectsReportQuery = z.infer<typeof projectsReportQuerySchema>;
export const projectsReportRowSchema = z.object({
  project_id: z.number().int(),
  project_name: z.string(),
  nomenclature_id: z.number().int(),
  nomenclature_name: z.string(),
  unit_name: z.string().nullable(),
  issued: z.number(),
  returned: z.number(),
  sum: z.number(),
});
export type ProjectsReportRow = z.infer<typeof projectsReportRowSchema>;
export const projectsReportSchema = z.object({
  items: z.array(projectsReportRowSchema),
  /** Per project totals for a chart. */
  by_project: z.array(z.object({ project_id: z.number().int(), project_name: z.string(), sum: z.number() })),
  totals: z.object({ issued: z.number(), returned: z.number(), sum: z.number() }),
});

/* ------------------------------------------------------------------ Worktable */

/** `GET warehouse/worktable`: what waits for the current user (storekeeper). */
export const worktableSchema = z.object({
  /** Transfers on the way to storages the user answers for (all for warehouse_edit). */
  incoming: z.array(
    z.object({
      act_id: z.number().int(),
      number: z.string(),
      date: z.string(),
      storage_id: z.number().int(),
      storage_name: z.string(),
      target_storage_id: z.number().int(),
      target_storage_name: z.string(),
      lines_count: z.number().int(),
      who_add_name: z.string().nullable(),
    }),
  ),
  /** Supply application positions in an invoice / paid / on the way / partly in stock, not yet wholly received. */
  awaiting: z.array(
    z.object({
      application_id: z.number().int(),
      application_name: z.string(),
      position_id: z.number().int(),
      name: z.string(),
      nomenclature_id: z.number().int().nullable(),
      status: z.string(),
      quantity: z.number(),
      received: z.number(),
      unit_name: z.string().nullable(),
      project_id: z.number().int().nullable(),
      project_name: z.string().nullable(),
    }),
  ),
  /** Holdings with a return date within 7 days or passed. */
  returns_due: z.array(
    z.object({
      holding_id: z.number().int(),
      user_id: z.number().int().nullable(),
      user_name: z.string().nullable(),
      nomenclature_id: z.number().int(),
      nomenclature_name: z.string(),
      quantity: z.number(),
      size: z.string().nullable(),
      return_date: z.string(),
      overdue: z.boolean(),
      act_id: z.number().int(),
      act_number: z.string(),
    }),
  ),
  /** Open stocktakings. */
  counts: z.array(countRowSchema),
  /** Sizes of the blocks (the lists are cut at 100 rows each). */
  badges: z.object({
    incoming: z.number().int(),
    awaiting: z.number().int(),
    returns_due: z.number().int(),
    counts: z.number().int(),
    total: z.number().int(),
  }),
});
export type Worktable = z.infer<typeof worktableSchema>;
