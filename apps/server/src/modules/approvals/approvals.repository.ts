import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { approvalReminders, approvalRules, invoiceApprovalSteps, invoiceSignatures, signerSubstitutes } from './approvals.schema.ts';

/** Approval chains, signatures, rules and substitutes: plain rows. */

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  );

export interface InvoiceFacts {
  id: number;
  kind: string;
  number: string | null;
  date_invoice: Date | string | null;
  sum: string;
  state: string | null;
  organization_id: number | null;
  expenditure_id: number | null;
  deleted: boolean;
}

const FACTS = sql`i.id, i.kind, i.number, i.date_invoice, i.sum::text as sum, i.state, i.organization_id,
               nullif(to_jsonb(i)->>'expenditure_id', '')::int as expenditure_id,
               (coalesce(i.state, '') = 'delete' or coalesce(to_jsonb(i)->>'status', '') in ('0', 'delete')) as deleted`;

/** The invoice facts approval needs (the expenditure item only where the invoices table has one); `lock` in a transaction. */
export async function findInvoiceFacts(db: Db, invoiceId: number, lock = false): Promise<InvoiceFacts | undefined> {
  const [row] = await queryRows<InvoiceFacts>(
    db,
    sql`select ${FACTS} from invoices i where i.id = ${invoiceId} ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

export interface PaymentRow {
  id: number;
  invoice_id: number;
  date: string;
  sum: string;
  status: number;
}

/** Payments of an invoice that are not deleted (status 5), by date. */
export async function findLivePayments(db: Db, invoiceIds: number | readonly number[]): Promise<PaymentRow[]> {
  const list = typeof invoiceIds === 'number' ? [invoiceIds] : invoiceIds;
  if (list.length === 0) return [];
  return queryRows<PaymentRow>(
    db,
    sql`select id, invoice_id, date::text as date, sum::text as sum, status from invoice_intervals
        where invoice_id in (${ids(list)}) and status <> 5 order by date, id`,
  );
}

export async function countMainFiles(db: Db, invoiceId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from invoice_files where invoice_id = ${invoiceId} and main = 1 and status = 1`,
  );
  return row.n;
}

export async function countLinkedPositions(db: Db, invoiceId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from application_positions where invoice_id = ${invoiceId} and status <> 'delete'`,
  );
  return row.n;
}

export interface StepRow {
  invoice_id: number;
  step: number;
  position: number;
  user_id: number;
  mode: string;
  required: number;
  source: string;
  fio: string | null;
  post: string | null;
  avatar: string | null;
  can_sign: number | null;
}

export async function findSteps(db: Db, invoiceIds: number | readonly number[]): Promise<StepRow[]> {
  const list = typeof invoiceIds === 'number' ? [invoiceIds] : invoiceIds;
  if (list.length === 0) return [];
  return queryRows<StepRow>(
    db,
    sql`select s.invoice_id, s.step, s.position, s.user_id, s.mode, s.required, s.source, u.fio, u.post, u.avatar,
               case when u.status = 1 then u.can_sign else 0 end as can_sign
        from invoice_approval_steps s left join users u on u.id = s.user_id
        where s.invoice_id in (${ids(list)}) order by s.invoice_id, s.step, s.position`,
  );
}

export async function replaceSteps(
  tx: Db,
  invoiceId: number,
  rows: { step: number; position: number; user_id: number; mode: string; required: number }[],
  source: 'rule' | 'manual',
  userId: number | null,
) {
  await tx.delete(invoiceApprovalSteps).where(eq(invoiceApprovalSteps.invoice_id, invoiceId));
  if (rows.length > 0)
    await tx.insert(invoiceApprovalSteps).values(rows.map((r) => ({ ...r, invoice_id: invoiceId, source, who_add: userId })));
}

export interface SignatureRow {
  id: number;
  invoice_id: number;
  interval_id: number | null;
  step: number;
  user_id: number;
  signed_by: number;
  decision: string;
  reason: string | null;
  date_add: Date | string;
  user_fio: string | null;
  signed_by_fio: string | null;
}

/** The signatures and refusals in force (not cleared by a restart), oldest first. */
export async function findSignatures(db: Db, invoiceIds: number | readonly number[]): Promise<SignatureRow[]> {
  const list = typeof invoiceIds === 'number' ? [invoiceIds] : invoiceIds;
  if (list.length === 0) return [];
  return queryRows<SignatureRow>(
    db,
    sql`select g.id, g.invoice_id, g.interval_id, g.step, g.user_id, g.signed_by, g.decision, g.reason, g.date_add,
               u.fio as user_fio, b.fio as signed_by_fio
        from invoice_signatures g left join users u on u.id = g.user_id left join users b on b.id = g.signed_by
        where g.invoice_id in (${ids(list)}) and g.status = 1 order by g.date_add, g.id`,
  );
}

export async function insertSignatures(tx: Db, rows: (typeof invoiceSignatures.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(invoiceSignatures).values(rows);
}

/** Clears signatures (status 0, kept for the audit): of the given payments, or every one of the invoice with the refusals. */
export async function clearSignatures(tx: Db, invoiceId: number, intervalIds?: readonly number[]) {
  const where = intervalIds
    ? and(eq(invoiceSignatures.invoice_id, invoiceId), inArray(invoiceSignatures.interval_id, [...intervalIds]))
    : eq(invoiceSignatures.invoice_id, invoiceId);
  if (intervalIds?.length === 0) return;
  await tx
    .update(invoiceSignatures)
    .set({ status: 0 })
    .where(and(where, eq(invoiceSignatures.status, 1)));
}

/** Clears the refusal of the whole invoice (a new submission starts over). */
export async function clearRefusals(tx: Db, invoiceId: number) {
  await tx
    .update(invoiceSignatures)
    .set({ status: 0 })
    .where(and(eq(invoiceSignatures.invoice_id, invoiceId), isNull(invoiceSignatures.interval_id), eq(invoiceSignatures.status, 1)));
}

/** Active users with can_sign among `userIds`. */
export async function findSignableUsers(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(db, sql`select id from users where status = 1 and can_sign = 1 and id in (${ids(userIds)})`);
  return new Set(rows.map((r) => r.id));
}

export async function findUserNames(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; fio: string }>(db, sql`select id, fio from users where id in (${ids([...new Set(userIds)])})`);
  return new Map(rows.map((r) => [r.id, r.fio]));
}

export async function userCanSign(db: Db, userId: number): Promise<boolean> {
  return (await findSignableUsers(db, [userId])).has(userId);
}

/** Active rules matching an invoice, in order, each with its signers (a staff chain's people in order, or its own list). */
export async function findMatchingRules(db: Db, invoice: InvoiceFacts) {
  const rules = await queryRows<{ id: number; mode: string; required: number; staff_chain_id: number | null; user_ids: number[] }>(
    db,
    sql`select r.id, r.mode, r.required, r.staff_chain_id, r.user_ids from approval_rules r
        where r.status = 1
          and (r.sum_from is null or ${invoice.sum}::numeric >= r.sum_from)
          and (r.sum_to is null or ${invoice.sum}::numeric <= r.sum_to)
          and (r.organization_id is null or r.organization_id = ${invoice.organization_id})
          and (r.expenditure_id is null or r.expenditure_id = ${invoice.expenditure_id})
          and (r.kind is null or r.kind = ${invoice.kind})
        order by r.sort, r.id`,
  );
  const chainIds = rules.map((r) => r.staff_chain_id).filter((v): v is number => v !== null);
  const people = chainIds.length
    ? await queryRows<{ chain_id: number; user_id: number }>(
        db,
        sql`select p.chain_id, p.user_id from staff_chain_signers p join staff_chains c on c.id = p.chain_id
            where c.status = 1 and p.chain_id in (${ids(chainIds)}) order by p.chain_id, p.position`,
      )
    : [];
  return rules.map((r) => ({
    mode: r.mode,
    required: r.required,
    users: r.staff_chain_id !== null ? people.filter((p) => p.chain_id === r.staff_chain_id).map((p) => p.user_id) : (r.user_ids ?? []),
  }));
}

export async function insertRules(db: Db, rows: (typeof approvalRules.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(approvalRules).values(rows);
}

export async function anyRule(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`select exists(select 1 from approval_rules) as any`);
  return row.any;
}

// Substitutes -------------------------------------------------------------------

export async function findSubstituteOf(db: Db, userId: number) {
  const [row] = await queryRows<{ substitute_id: number; fio: string | null; date_from: string; date_to: string }>(
    db,
    sql`select s.substitute_id, u.fio, s.date_from::text as date_from, s.date_to::text as date_to
        from signer_substitutes s left join users u on u.id = s.substitute_id where s.user_id = ${userId}`,
  );
  return row;
}

/** The signers `substituteId` stands in for on `day`. */
export async function findSubstitutedBy(db: Db, substituteId: number, day: string) {
  return queryRows<{ id: number; fio: string; date_from: string; date_to: string }>(
    db,
    sql`select s.user_id as id, u.fio, s.date_from::text as date_from, s.date_to::text as date_to
        from signer_substitutes s join users u on u.id = s.user_id
        where s.substitute_id = ${substituteId} and s.date_from <= ${day}::date and s.date_to >= ${day}::date
        order by u.fio, u.id`,
  );
}

export async function saveSubstitute(db: Db, userId: number, value: { substitute_id: number; date_from: string; date_to: string } | null) {
  await db.delete(signerSubstitutes).where(eq(signerSubstitutes.user_id, userId));
  if (value) await db.insert(signerSubstitutes).values({ user_id: userId, who_add: userId, ...value });
}

// Awaiting ----------------------------------------------------------------------

/** Invoices on approval whose chain holds one of `userIds`. */
export async function findInvoicesOnApprovalOf(db: Db, userIds: readonly number[], limit: number) {
  if (userIds.length === 0) return [];
  return queryRows<InvoiceFacts & { since: Date | string | null }>(
    db,
    sql`select ${FACTS},
               coalesce((select max(g.date_add) from invoice_signatures g where g.invoice_id = i.id and g.status = 1), i.date_edit, i.date_add) as since
        from invoices i
        where i.state = 'active' and exists (select 1 from invoice_approval_steps s where s.invoice_id = i.id and s.user_id in (${ids(userIds)}))
        order by i.id desc limit ${limit}`,
  );
}

/** Applications on review whose next signer (the first unsigned by position) is `userId`. */
export async function findApplicationsAwaiting(db: Db, userId: number, limit: number) {
  return queryRows<{ id: number; name: string; since: Date | string | null }>(
    db,
    sql`select a.id, a.name, coalesce((select max(p.date_sign) from application_signers p where p.pack_id = a.id and p.status = 1), a.date_add) as since
        from application_signers s join applications a on a.id = s.pack_id
        where s.user_id = ${userId} and s.status = 0 and a.status = 'active'
          and not exists (select 1 from application_signers e where e.pack_id = s.pack_id and e.status = 0
                          and (e.position < s.position or (e.position = s.position and e.id < s.id)))
        order by a.id desc limit ${limit}`,
  );
}

// Reminders ---------------------------------------------------------------------

/** Invoices on approval where nothing was signed for `hours` (the wait starts at the last signature or the submission). */
export async function findStaleInvoices(db: Db, hours: number, limit: number) {
  return queryRows<InvoiceFacts & { mark: string }>(
    db,
    sql`select ${FACTS}, to_char(coalesce(w.last, i.date_edit, i.date_add), 'YYYYMMDDHH24MISS') as mark
        from invoices i
        left join lateral (select max(g.date_add) as last from invoice_signatures g where g.invoice_id = i.id and g.status = 1) w on true
        where i.state = 'active' and coalesce(w.last, i.date_edit, i.date_add) < now() - make_interval(hours => ${hours})
        order by i.id limit ${limit}`,
  );
}

/** Marks a reminder as sent; answers false when it already was. */
export async function claimReminder(tx: Db, invoiceId: number, userId: number, mark: string): Promise<boolean> {
  const rows = await tx
    .insert(approvalReminders)
    .values({ invoice_id: invoiceId, user_id: userId, mark })
    .onConflictDoNothing()
    .returning({ id: approvalReminders.id });
  return rows.length > 0;
}

// Seed --------------------------------------------------------------------------

export async function findUserIdsByLogin(db: Db, logins: readonly string[]) {
  const rows = await queryRows<{ id: number; login: string }>(
    db,
    sql`select id, login from users where login in (${sql.join(
      logins.map((l) => sql`${l}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.login, r.id]));
}

export async function findSeedInvoices(db: Db) {
  return queryRows<{ id: number; sum: string; state: string | null; kind: string; organization_id: number | null }>(
    db,
    sql`select id, sum::text as sum, state, kind, organization_id from invoices order by id`,
  );
}
