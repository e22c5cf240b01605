import { index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Budgeting (issue 17): the plan amount of an own organization (users' `organizations`), an
 * expenditure item (directory's `expenditure_items`, a leaf of the tree) and a month of a year,
 * NUMERIC(18,2) ≥ 0. One row per cell (unique); modules keep no foreign keys to each other's tables.
 */
export const budgetPlans = pgTable(
  'budget_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organization_id: integer('organization_id').notNull(),
    expenditure_id: integer('expenditure_id').notNull(),
    year: smallint('year').notNull(),
    /** 1–12. */
    month: smallint('month').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull().default('0'),
    date_edit: timestamp('date_edit', { withTimezone: true }).notNull().defaultNow(),
    who_edit: integer('who_edit'),
  },
  (t) => [uniqueIndex('budget_plans_cell_idx').on(t.organization_id, t.year, t.expenditure_id, t.month)],
);

/** Every change of a plan cell: who, when, old → new, by hand (`grid`) or by an Excel `import`. */
export const budgetPlanChanges = pgTable(
  'budget_plan_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    organization_id: integer('organization_id').notNull(),
    expenditure_id: integer('expenditure_id').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    old_amount: numeric('old_amount', { precision: 18, scale: 2 }).notNull(),
    new_amount: numeric('new_amount', { precision: 18, scale: 2 }).notNull(),
    /** grid, import. */
    source: text('source').notNull().default('grid'),
  },
  (t) => [index('budget_plan_changes_org_year_idx').on(t.organization_id, t.year, t.id)],
);
