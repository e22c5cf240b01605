import { INVOICE_LISTS } from '@app/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { expenditureItems } from '../directory/index.ts';
import type { MonthAmounts, TreeItem } from './budgeting.policy.ts';
import { toKopecks } from './budgeting.policy.ts';
import { budgetPlanChanges, budgetPlans } from './budgeting.schema.ts';

/** Payment status "paid" of `invoice_intervals` (payments module, spec 3 §4). */
const PAID = 2;

/** The own organizations (users' `organizations`), live ones, by name. */
export async function findOrganizations(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, coalesce(nullif(short_name, ''), name) as name from organizations where status = 1 order by name, id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** The live expenditure items (the directory's tree). */
export async function findExpenditureTree(db: Db): Promise<TreeItem[]> {
  return db
    .select({ id: expenditureItems.id, parent_id: expenditureItems.parent_id, code: expenditureItems.code, name: expenditureItems.name })
    .from(expenditureItems)
    .where(eq(expenditureItems.status, 1))
    .orderBy(asc(expenditureItems.id));
}

const toMonths = (rows: { item: number; month: number; amount: string }[]): MonthAmounts => {
  const out: MonthAmounts = new Map();
  for (const r of rows) {
    const months = out.get(Number(r.item)) ?? Array.from({ length: 12 }, () => 0n);
    months[Number(r.month) - 1] += toKopecks(r.amount);
    out.set(Number(r.item), months);
  }
  return out;
};

/** The plan cells of an organization's year. */
export async function findPlanMonths(db: Db, organizationId: number, year: number): Promise<MonthAmounts> {
  const rows = await db
    .select({ item: budgetPlans.expenditure_id, month: budgetPlans.month, amount: budgetPlans.amount })
    .from(budgetPlans)
    .where(and(eq(budgetPlans.organization_id, organizationId), eq(budgetPlans.year, year)));
  return toMonths(rows);
}

/** The month a payment was paid in: its payment date (UTC), or its planned date when none was recorded. */
const paidAt = sql`coalesce(p.date_paid, p.date::timestamp at time zone 'UTC')`;
const inYear = (year: number) =>
  sql`${paidAt} >= make_timestamptz(${year}::int, 1, 1, 0, 0, 0, 'UTC') and ${paidAt} < make_timestamptz(${year + 1}::int, 1, 1, 0, 0, 0, 'UTC')`;

/**
 * The fact: paid payments (`invoice_intervals.status = 2`) of live invoices (`status = 1`) whose
 * payer is the organization, summed per the invoice's expenditure item and the month paid.
 */
export async function findFactMonths(db: Db, organizationId: number, year: number): Promise<MonthAmounts> {
  const rows = await queryRows<{ item: number; month: number; amount: string }>(
    db,
    sql`select i.expenditure_id as item, extract(month from ${paidAt} at time zone 'UTC')::int as month, sum(p.sum)::text as amount
        from invoice_intervals p join invoices i on i.id = p.invoice_id
        where p.status = ${PAID} and i.status = 1 and i.organization_id = ${organizationId}
          and i.expenditure_id is not null and ${inYear(year)}
        group by 1, 2`,
  );
  return toMonths(rows);
}

const listOfKind = (kind: string) => INVOICE_LISTS.find((l) => (l.kinds as readonly string[]).includes(kind))?.name ?? 'applications';

/** The paid invoices behind a fact: what each paid in the period, newest payment first (at most 500). */
export async function findFactInvoices(db: Db, q: { organizationId: number; year: number; month?: number; itemIds?: number[] }) {
  const month = q.month ? sql`and extract(month from ${paidAt} at time zone 'UTC')::int = ${q.month}` : sql``;
  const items = q.itemIds
    ? sql`and i.expenditure_id in (${sql.join(
        q.itemIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows<{
    id: number;
    number: string;
    date_invoice: Date | string | null;
    partner: string | null;
    expenditure: string | null;
    paid: string;
    sum: string;
    kind: string;
  }>(
    db,
    sql`select i.id, i.number, i.date_invoice, pa.name as partner, e.name as expenditure, sum(p.sum)::text as paid, i.sum::text as sum, i.kind
        from invoice_intervals p join invoices i on i.id = p.invoice_id
        left join partners pa on pa.id = i.contractor_id
        left join expenditure_items e on e.id = i.expenditure_id
        where p.status = ${PAID} and i.status = 1 and i.organization_id = ${q.organizationId}
          and i.expenditure_id is not null and ${inYear(q.year)} ${month} ${items}
        group by i.id, pa.name, e.name
        order by max(${paidAt}) desc, i.id desc
        limit 500`,
  );
  return rows.map(({ kind, ...r }) => ({
    ...r,
    id: Number(r.id),
    date_invoice: r.date_invoice ? new Date(r.date_invoice) : null,
    list: listOfKind(kind),
  }));
}

export async function findPlanCell(db: Db, cell: { organizationId: number; itemId: number; year: number; month: number }) {
  const [row] = await db
    .select({ id: budgetPlans.id, amount: budgetPlans.amount })
    .from(budgetPlans)
    .where(
      and(
        eq(budgetPlans.organization_id, cell.organizationId),
        eq(budgetPlans.expenditure_id, cell.itemId),
        eq(budgetPlans.year, cell.year),
        eq(budgetPlans.month, cell.month),
      ),
    )
    .for('update');
  return row;
}

/** Writes a plan cell (insert or update on the unique cell). */
export async function upsertPlanCell(
  db: Db,
  cell: { organizationId: number; itemId: number; year: number; month: number; amount: string; userId: number | null },
) {
  await db
    .insert(budgetPlans)
    .values({
      organization_id: cell.organizationId,
      expenditure_id: cell.itemId,
      year: cell.year,
      month: cell.month,
      amount: cell.amount,
      who_edit: cell.userId,
    })
    .onConflictDoUpdate({
      target: [budgetPlans.organization_id, budgetPlans.year, budgetPlans.expenditure_id, budgetPlans.month],
      set: { amount: cell.amount, who_edit: cell.userId, date_edit: new Date() },
    });
}

export async function insertPlanChanges(db: Db, rows: (typeof budgetPlanChanges.$inferInsert)[]) {
  if (rows.length) await db.insert(budgetPlanChanges).values(rows);
}

/** The plan's changes of an organization's year, newest first, with who and the item's name (at most 500). */
export async function findPlanChanges(db: Db, organizationId: number, year: number) {
  const rows = await queryRows<{
    id: number;
    date_add: Date | string;
    who: string | null;
    expenditure: string | null;
    month: number;
    old_amount: string;
    new_amount: string;
    source: 'grid' | 'import';
  }>(
    db,
    sql`select c.id, c.date_add, u.fio as who, e.name as expenditure, c.month, c.old_amount::text, c.new_amount::text, c.source
        from budget_plan_changes c left join users u on u.id = c.who_add left join expenditure_items e on e.id = c.expenditure_id
        where c.organization_id = ${organizationId} and c.year = ${year}
        order by c.id desc limit 500`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    month: Number(r.month),
    expenditure: r.expenditure ?? '',
    date_add: new Date(r.date_add),
  }));
}
