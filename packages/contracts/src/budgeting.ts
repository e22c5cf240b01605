import { z } from 'zod';

/**
 * Wire shapes of Budgeting (issue 17): a plan per own organization, expenditure item and month;
 * the fact is what paid invoices paid in that month. Money travels as decimal strings with 2
 * places. `budgeting_view` reads, `budgeting_edit` writes the plan. Messages are keys `budgeting.*`.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const id = z.coerce.number().int().positive().max(2_147_483_647);
const optionalId = z.preprocess(blank, id.optional());
export const budgetYear = z.coerce.number().int().min(2000).max(2100);
export const budgetMonth = z.coerce.number().int().min(1).max(12);

/** A plan amount: ≥ 0, at most 2 decimals, below 10^16 ("1 234,50" accepted). */
export const BUDGET_AMOUNT_RE = /^\d{1,16}(\.\d{1,2})?$/;
export const normalizeAmount = (raw: string) => raw.replace(/[\s\u00a0]/g, '').replace(',', '.');

/** The screen's choice: organization (the first own one by default) and year (the current by default). */
export const budgetQuerySchema = z.object({
  organization_id: optionalId,
  year: z.preprocess(blank, budgetYear.optional()),
});
export type BudgetQuery = z.infer<typeof budgetQuerySchema>;

/** One cell of the plan: the amount as a string or number (validated by the server: 422 `amount`). */
export const planCellSchema = z.object({
  organization_id: id,
  expenditure_id: id,
  year: budgetYear,
  month: budgetMonth,
  amount: z.union([z.string().max(40), z.number()]),
});
export type PlanCell = z.infer<typeof planCellSchema>;

const money = z.string();
const twelve = z.array(money).length(12);

/** An item's row: own plan/fact of the months and the subtree's totals (`plan`, `fact` include children). */
export const budgetRowSchema = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  depth: z.number(),
  /** A leaf: its plan is entered; a group's plan is the sum of its items. */
  leaf: z.boolean(),
  plan: twelve,
  fact: twelve,
  plan_total: money,
  fact_total: money,
});
export type BudgetRow = z.infer<typeof budgetRowSchema>;

export const budgetTableSchema = z.object({
  organization_id: z.number(),
  year: z.number(),
  organizations: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The items in tree order (parents before children). */
  rows: z.array(budgetRowSchema),
  totals: z.object({ plan: twelve, fact: twelve, plan_total: money, fact_total: money }),
  can_edit: z.boolean(),
});
export type BudgetTable = z.infer<typeof budgetTableSchema>;

export const planSavedSchema = z.object({ expenditure_id: z.number(), month: z.number(), amount: money, old_amount: money });

/** The drill-down: the paid invoices behind a fact cell (an item with its subtree; no month = the year). */
export const factQuerySchema = budgetQuerySchema.extend({
  expenditure_id: optionalId,
  month: z.preprocess(blank, budgetMonth.optional()),
});
export type FactQuery = z.infer<typeof factQuerySchema>;

export const factInvoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  date_invoice: z.string().nullable(),
  partner: z.string().nullable(),
  expenditure: z.string().nullable(),
  /** What was paid on it in the period. */
  paid: money,
  /** The invoice's total. */
  sum: money,
  /** The invoices' list its card lives in: `/invoices/list/{list}/{id}`. */
  list: z.string(),
});
export const factListSchema = z.object({ items: z.array(factInvoiceSchema), total: money });
export type FactInvoice = z.infer<typeof factInvoiceSchema>;
export type FactList = z.infer<typeof factListSchema>;

/** A change of the plan: who, when, old → new, by hand or by import. */
export const planChangeSchema = z.object({
  id: z.number(),
  date_add: z.string(),
  who: z.string().nullable(),
  expenditure: z.string(),
  month: z.number(),
  old_amount: money,
  new_amount: money,
  source: z.enum(['grid', 'import']),
});
export const planChangesSchema = z.object({ items: z.array(planChangeSchema) });
export type PlanChange = z.infer<typeof planChangeSchema>;

/** The import's report: per row of the sheet, taken (with the months set) or refused with reasons. */
export const budgetImportReportSchema = z.object({
  organization_id: z.number(),
  year: z.number(),
  taken: z.number(),
  refused: z.number(),
  rows: z.array(
    z.object({
      row: z.number(),
      item: z.string(),
      taken: z.boolean(),
      months: z.number(),
      reasons: z.array(z.string()),
    }),
  ),
});
export type BudgetImportReport = z.infer<typeof budgetImportReportSchema>;

/** Realtime: after a plan change the room `objectRoom('budgeting', 'all')` (budgeting_view) hears this channel. */
export const BUDGETING_CHANNEL = 'budgeting';
export interface BudgetingEvent {
  organization_id: number;
  year: number;
}
