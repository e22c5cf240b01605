import { z } from 'zod';
import { INT_MAX } from './registry/schemas.ts';

/**
 * Approval of invoices (their payments) by a chain of signers (issue 13; spec 3 §3–§5):
 * the chain of an invoice (steps in order; within a step the signers sign in order or in
 * parallel, N of M), submission, signing and refusal, substitutes, the "awaiting my
 * signature" list across invoices and applications.
 */

/** At most this many steps in a chain and signers in a step. */
export const MAX_APPROVAL_STEPS = 20;
export const MAX_STEP_SIGNERS = 20;
export const APPROVAL_REASON_MAX = 2000;

export const APPROVAL_MODES = ['order', 'parallel'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

const id = z.coerce.number().int().positive().max(INT_MAX);
/** A real calendar day `yyyy-MM-dd` (no 30 February), between 1900 and 2999. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'field.invalid')
  .refine((v) => {
    const at = Date.parse(`${v}T00:00:00Z`);
    return v >= '1900-01-01' && v <= '2999-12-31' && !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === v;
  }, 'field.invalid');

/** One step of a chain set by hand. `required` (N of M) counts only in a parallel step. */
export const approvalStepInputSchema = z.object({
  mode: z.enum(APPROVAL_MODES).default('order'),
  required: z.coerce.number().int().min(1).max(MAX_STEP_SIGNERS).optional(),
  user_ids: z.array(id).min(1).max(MAX_STEP_SIGNERS),
});
export type ApprovalStepInput = z.infer<typeof approvalStepInputSchema>;

/** `PUT /api/invoices/:id/signers`: the whole chain, before submission. */
export const approvalChainInputSchema = z.object({ steps: z.array(approvalStepInputSchema).max(MAX_APPROVAL_STEPS) });
export type ApprovalChainInput = z.infer<typeof approvalChainInputSchema>;

/** `POST /api/invoices/:id/sign`: approve (all live payments, or `interval_ids`) or refuse (a reason). */
export const approvalSignInputSchema = z.object({
  decision: z.enum(['sign', 'refuse']),
  reason: z.string().max(APPROVAL_REASON_MAX).optional(),
  interval_ids: z.array(id).max(200).optional(),
});
export type ApprovalSignInput = z.infer<typeof approvalSignInputSchema>;

export const APPROVAL_SIGNER_STATES = ['signed', 'refused', 'current', 'waiting', 'skipped'] as const;
export type ApprovalSignerState = (typeof APPROVAL_SIGNER_STATES)[number];

const person = z.object({ id: z.number().int(), fio: z.string() });

export const approvalSignerSchema = z.object({
  user_id: z.number().int(),
  fio: z.string(),
  post: z.string().nullable(),
  avatar: z.string().nullable(),
  can_sign: z.number().int(),
  state: z.enum(APPROVAL_SIGNER_STATES),
  /** The last signature or refusal of this signer: when, and who really gave it (a substitute). */
  date: z.string().nullable(),
  signed_by: person.nullable(),
  reason: z.string().nullable(),
});
export type ApprovalSigner = z.infer<typeof approvalSignerSchema>;

export const approvalStepSchema = z.object({
  step: z.number().int(),
  mode: z.enum(APPROVAL_MODES),
  required: z.number().int(),
  state: z.enum(['done', 'current', 'waiting']),
  signers: z.array(approvalSignerSchema),
});
export type ApprovalStep = z.infer<typeof approvalStepSchema>;

/** `GET /api/invoices/:id/signers`: the chain with states, who signs now, and what the caller may do. */
export const approvalChainSchema = z.object({
  invoice_id: z.number().int(),
  state: z.string().nullable(),
  source: z.enum(['rule', 'manual', 'none']),
  steps: z.array(approvalStepSchema),
  /** Signers whose turn it is on some payment on review. */
  current_user_ids: z.array(z.number().int()),
  payments: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      sum: z.string(),
      status: z.number().int(),
      current_user_ids: z.array(z.number().int()),
    }),
  ),
  refusal: z.object({ user: person, signed_by: person, reason: z.string().nullable(), date: z.string() }).nullable(),
  me: z.object({
    /** The caller may sign or refuse now (their own turn, or as an active substitute). */
    can_sign: z.boolean(),
    /** The signer the caller acts for as a substitute, when not their own turn. */
    on_behalf_of: person.nullable(),
    can_submit: z.boolean(),
    can_edit_chain: z.boolean(),
  }),
});
export type ApprovalChain = z.infer<typeof approvalChainSchema>;

/** `PUT /api/approvals/substitutes`: my substitute for a period (`substitute_id` null removes it). */
export const substituteInputSchema = z.object({
  substitute_id: id.nullable(),
  date_from: day.optional(),
  date_to: day.optional(),
});
export type SubstituteInput = z.infer<typeof substituteInputSchema>;

export const substituteSchema = z.object({
  substitute: person.nullable(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  active: z.boolean(),
  /** Signers I substitute for today. */
  for_users: z.array(person.extend({ date_from: z.string(), date_to: z.string() })),
});
export type Substitute = z.infer<typeof substituteSchema>;

/** `GET /api/approvals/awaiting`: one list across invoices and applications. */
export const awaitingItemSchema = z.object({
  module: z.enum(['invoices', 'applications']),
  id: z.number().int(),
  title: z.string(),
  sum: z.string().nullable(),
  /** When the item started to wait (`yyyy-MM-dd HH:mm`). */
  since: z.string().nullable(),
  link: z.string(),
  on_behalf_of: person.nullable(),
});
export type AwaitingItem = z.infer<typeof awaitingItemSchema>;
export const awaitingSchema = z.object({ items: z.array(awaitingItemSchema) });
export type Awaiting = z.infer<typeof awaitingSchema>;

/** Answers of submit and sign: the new invoice state and the chain. */
export const approvalResultSchema = z.object({ result: z.literal(true), state: z.string().nullable(), chain: approvalChainSchema });
export type ApprovalResult = z.infer<typeof approvalResultSchema>;
