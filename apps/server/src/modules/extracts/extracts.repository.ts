import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import { invoices } from '../invoices/index.ts';
import { partners } from '../partners/index.ts';
import { invoiceIntervals } from '../payments/index.ts';
import { users } from '../users/index.ts';
import { PAYABLE_STATUSES } from './extracts.policy.ts';
import { bankExtractLines, bankExtracts } from './extracts.schema.ts';

export type NewExtract = typeof bankExtracts.$inferInsert;
export type NewExtractLine = typeof bankExtractLines.$inferInsert;
export type ExtractLineRow = typeof bankExtractLines.$inferSelect;

/** Serializes imports until the transaction ends, so two imports at once never propose one payment twice. */
export async function lockImports(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank_extracts'))`);
}

export async function insertExtract(tx: Db, values: NewExtract): Promise<number> {
  const [row] = await tx.insert(bankExtracts).values(values).returning({ id: bankExtracts.id });
  return row.id;
}

export async function setExtractCounts(tx: Db, id: number, counts: { added: number; duplicates: number }) {
  await tx.update(bankExtracts).set(counts).where(eq(bankExtracts.id, id));
}

/** Inserts the lines whose document key is new; answers the inserted rows (duplicates skipped). */
export async function insertNewLines(tx: Db, rows: NewExtractLine[]): Promise<ExtractLineRow[]> {
  const inserted: ExtractLineRow[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    inserted.push(
      ...(await tx
        .insert(bankExtractLines)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing()
        .returning()),
    );
  }
  return inserted;
}

/** A payment that no other line holds (proposed or confirmed). */
const notHeldByLine = sql`not exists (select 1 from ${bankExtractLines} l where l.interval_id = ${invoiceIntervals.id} and l.match_state in ('proposed', 'confirmed'))`;

/**
 * Payments an outgoing line may pay: signed or in the registry, not yet paid by a line, not
 * held by another line, of a live invoice whose partner's INN is one of `inns`; earliest first.
 */
export async function payableCandidates(db: Db, inns: readonly string[]) {
  if (inns.length === 0) return [];
  return db
    .select({
      interval_id: invoiceIntervals.id,
      sum: invoiceIntervals.sum,
      partner_inn: partners.inn,
      invoice_number: invoices.number,
    })
    .from(invoiceIntervals)
    .innerJoin(invoices, eq(invoices.id, invoiceIntervals.invoice_id))
    .innerJoin(partners, eq(partners.id, invoices.contractor_id))
    .where(
      and(
        inArray(invoiceIntervals.status, [...PAYABLE_STATUSES]),
        isNull(invoiceIntervals.extract_line_id),
        inArray(partners.inn, [...inns]),
        eq(invoices.status, 1),
        sql`${invoices.state} is distinct from 'delete'`,
        notHeldByLine,
      ),
    )
    .orderBy(asc(invoiceIntervals.date), asc(invoiceIntervals.id))
    .limit(5000);
}

export async function proposeLine(tx: Db, lineId: number, intervalId: number) {
  await tx
    .update(bankExtractLines)
    .set({ interval_id: intervalId, match_state: 'proposed' })
    .where(and(eq(bankExtractLines.id, lineId), eq(bankExtractLines.match_state, 'unmatched')));
}

/** Lines by id, locked for the transaction, in id order. */
export async function lockLines(tx: Db, ids: readonly number[]): Promise<ExtractLineRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(bankExtractLines)
    .where(inArray(bankExtractLines.id, [...ids]))
    .orderBy(asc(bankExtractLines.id))
    .for('update');
}

export async function updateLine(tx: Db, id: number, values: Partial<NewExtractLine>) {
  await tx.update(bankExtractLines).set(values).where(eq(bankExtractLines.id, id));
}

/** A payment with its invoice, locked for the transaction; `taken`: another line holds it. */
export async function lockPayment(tx: Db, intervalId: number, exceptLineId?: number) {
  const [row] = await tx
    .select({
      id: invoiceIntervals.id,
      invoice_id: invoiceIntervals.invoice_id,
      sum: invoiceIntervals.sum,
      status: invoiceIntervals.status,
      register_id: invoiceIntervals.register_id,
      extract_line_id: invoiceIntervals.extract_line_id,
    })
    .from(invoiceIntervals)
    .where(eq(invoiceIntervals.id, intervalId))
    .for('update');
  if (!row) return undefined;
  const holders = await tx
    .select({ id: bankExtractLines.id })
    .from(bankExtractLines)
    .where(and(eq(bankExtractLines.interval_id, intervalId), inArray(bankExtractLines.match_state, ['proposed', 'confirmed'])));
  const taken = (row.extract_line_id !== null && row.extract_line_id !== exceptLineId) || holders.some((h) => h.id !== exceptLineId);
  return { ...row, taken };
}

export async function paymentStatusesOfInvoice(tx: Db, invoiceId: number): Promise<number[]> {
  const rows = await tx
    .select({ status: invoiceIntervals.status })
    .from(invoiceIntervals)
    .where(eq(invoiceIntervals.invoice_id, invoiceId));
  return rows.map((r) => r.status);
}

export async function invoiceState(tx: Db, invoiceId: number): Promise<string | null | undefined> {
  const [row] = await tx.select({ state: invoices.state }).from(invoices).where(eq(invoices.id, invoiceId));
  return row ? row.state : undefined;
}

/** The columns of a line's wire view: the line, its payment and the payment's invoice and partner. */
const VIEW = {
  line: bankExtractLines,
  payment_date: invoiceIntervals.date,
  payment_sum: invoiceIntervals.sum,
  payment_status: invoiceIntervals.status,
  invoice_id: invoiceIntervals.invoice_id,
  invoice_number: invoices.number,
  invoice_date: invoices.date_invoice,
  partner_name: partners.name,
};

function viewQuery(db: Db) {
  return db
    .select(VIEW)
    .from(bankExtractLines)
    .leftJoin(invoiceIntervals, eq(invoiceIntervals.id, bankExtractLines.interval_id))
    .leftJoin(invoices, eq(invoices.id, invoiceIntervals.invoice_id))
    .leftJoin(partners, eq(partners.id, invoices.contractor_id));
}

export type LineViewRow = Awaited<ReturnType<typeof lineViews>>[number];

export async function lineViews(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return viewQuery(db)
    .where(inArray(bankExtractLines.id, [...ids]))
    .orderBy(desc(bankExtractLines.date), desc(bankExtractLines.id));
}

export interface LineFilters {
  date_from?: string;
  date_to?: string;
  account?: string;
  partner?: string;
  matched?: '0' | '1';
  state?: string;
  direction?: 'in' | 'out';
  extract_id?: number;
}

function filterConditions(f: LineFilters): SQL[] {
  const l = bankExtractLines;
  const where: SQL[] = [];
  if (f.date_from) where.push(sql`${l.date} >= ${f.date_from}`);
  if (f.date_to) where.push(sql`${l.date} <= ${f.date_to}`);
  if (f.account) where.push(eq(l.account, f.account));
  if (f.partner) {
    const term = f.partner.trim();
    const pattern = likePattern(term);
    const byName = or(ilike(l.payee_name, pattern), ilike(l.payer_name, pattern)) as SQL;
    where.push(/^\d{10,12}$/.test(term) ? (or(eq(l.payee_inn, term), eq(l.payer_inn, term)) as SQL) : byName);
  }
  if (f.matched === '1') where.push(isNotNull(l.interval_id));
  if (f.matched === '0') where.push(isNull(l.interval_id));
  if (f.state) where.push(eq(l.match_state, f.state));
  if (f.direction) where.push(eq(l.direction, f.direction));
  if (f.extract_id) where.push(eq(l.extract_id, f.extract_id));
  return where;
}

/** One keyset page, newest date first (then id), `limit + 1` rows to tell whether more follow. */
export async function linePage(db: Db, f: LineFilters, after: { date: string; id: number } | null, limit: number) {
  const l = bankExtractLines;
  const where = filterConditions(f);
  if (after) where.push(or(lt(l.date, after.date), and(eq(l.date, after.date), lt(l.id, after.id))) as SQL);
  return viewQuery(db)
    .where(and(...where))
    .orderBy(desc(l.date), desc(l.id))
    .limit(limit + 1);
}

/** Matching lines, counted up to `cap + 1`. */
export async function countLines(db: Db, f: LineFilters, cap: number): Promise<number> {
  const where = filterConditions(f);
  const inner = db
    .select({ one: sql`1` })
    .from(bankExtractLines)
    .where(and(...where))
    .limit(cap + 1);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner.as('capped'));
  return Number(row.n);
}

/** The imported files, newest first. */
export async function extractFiles(db: Db, limit: number) {
  return db
    .select({ extract: bankExtracts, who_add_name: users.fio })
    .from(bankExtracts)
    .leftJoin(users, eq(users.id, bankExtracts.who_add))
    .orderBy(desc(bankExtracts.date_add), desc(bankExtracts.id))
    .limit(limit);
}

/** Payments a line may be linked to by hand: payable, not held by a line, of the line's sum; earliest first. */
export async function paymentsOfSum(db: Db, sum: string, limit: number) {
  return db
    .select({
      interval_id: invoiceIntervals.id,
      date: invoiceIntervals.date,
      sum: invoiceIntervals.sum,
      status: invoiceIntervals.status,
      invoice_id: invoiceIntervals.invoice_id,
      invoice_number: invoices.number,
      invoice_date: invoices.date_invoice,
      partner_name: partners.name,
    })
    .from(invoiceIntervals)
    .innerJoin(invoices, eq(invoices.id, invoiceIntervals.invoice_id))
    .leftJoin(partners, eq(partners.id, invoices.contractor_id))
    .where(
      and(
        inArray(invoiceIntervals.status, [...PAYABLE_STATUSES]),
        eq(invoiceIntervals.sum, sum),
        isNull(invoiceIntervals.extract_line_id),
        eq(invoices.status, 1),
        notHeldByLine,
      ),
    )
    .orderBy(asc(invoiceIntervals.date), asc(invoiceIntervals.id))
    .limit(limit);
}
