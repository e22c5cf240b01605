import { date, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const base = {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  who_add: integer('who_add'),
};

/**
 * The approval chain of an invoice: steps in order (`step` 1, 2, …), each with one or more
 * signers. `mode` 'order': the step's signers sign one after another (`position`), all of them;
 * 'parallel': any `required` of them (N of M). `source` says whether the chain came from the
 * approval rules ('rule', rebuilt on each submission) or was set by hand ('manual', kept).
 */
export const invoiceApprovalSteps = pgTable(
  'invoice_approval_steps',
  {
    ...base,
    invoice_id: integer('invoice_id').notNull(),
    step: smallint('step').notNull(),
    position: smallint('position').notNull().default(1),
    user_id: integer('user_id').notNull(),
    mode: text('mode').notNull().default('order'),
    required: smallint('required').notNull().default(1),
    source: text('source').notNull().default('rule'),
  },
  (t) => [uniqueIndex('invoice_approval_steps_key').on(t.invoice_id, t.user_id), index('invoice_approval_steps_user_idx').on(t.user_id)],
);

/**
 * Signatures and refusals: `user_id` is the chain's signer, `signed_by` who really signed
 * (a substitute, or the signer). `interval_id` null: the whole invoice (a refusal).
 * `status` 0: cleared by a restart of approval (kept for the audit).
 */
export const invoiceSignatures = pgTable(
  'invoice_signatures',
  {
    ...base,
    invoice_id: integer('invoice_id').notNull(),
    interval_id: integer('interval_id'),
    step: smallint('step').notNull(),
    user_id: integer('user_id').notNull(),
    signed_by: integer('signed_by').notNull(),
    /** signed or refused. */
    decision: text('decision').notNull(),
    reason: text('reason'),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('invoice_signatures_invoice_idx').on(t.invoice_id, t.status), index('invoice_signatures_interval_idx').on(t.interval_id)],
);

/**
 * Which chain an invoice gets on submission: every active rule whose conditions hold (null =
 * any), in `sort` order, adds its signers — a staff chain's people in order, or `user_ids`
 * (one step each in 'order' mode, or one step of N = `required` of them in 'parallel').
 */
export const approvalRules = pgTable(
  'approval_rules',
  {
    ...base,
    name: text('name').notNull(),
    sum_from: numeric('sum_from', { precision: 18, scale: 2 }),
    sum_to: numeric('sum_to', { precision: 18, scale: 2 }),
    organization_id: integer('organization_id'),
    expenditure_id: integer('expenditure_id'),
    kind: text('kind'),
    staff_chain_id: integer('staff_chain_id'),
    user_ids: jsonb('user_ids').$type<number[]>().notNull().default([]),
    mode: text('mode').notNull().default('order'),
    required: smallint('required').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('approval_rules_sort_idx').on(t.status, t.sort, t.id)],
);

/** A signer's substitute for a period (dates inclusive): the substitute may sign in their place. */
export const signerSubstitutes = pgTable(
  'signer_substitutes',
  {
    ...base,
    user_id: integer('user_id').notNull(),
    substitute_id: integer('substitute_id').notNull(),
    date_from: date('date_from', { mode: 'string' }).notNull(),
    date_to: date('date_to', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('signer_substitutes_user_key').on(t.user_id), index('signer_substitutes_substitute_idx').on(t.substitute_id)],
);

/** Reminders already sent: one per invoice, signer and waiting period. */
export const approvalReminders = pgTable(
  'approval_reminders',
  {
    ...base,
    invoice_id: integer('invoice_id').notNull(),
    user_id: integer('user_id').notNull(),
    /** The signature count of the invoice when the reminder went out (a new signature starts a new wait). */
    mark: text('mark').notNull(),
  },
  (t) => [uniqueIndex('approval_reminders_key').on(t.invoice_id, t.user_id, t.mark)],
);
