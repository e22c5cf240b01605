import { type BudgetQuery, type BudgetTable, type FactQuery, hasPermit, type PlanCell } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import { msg } from './budgeting.messages.ts';
import { fromKopecks, parseAmount, rollUp, subtreeIds, toKopecks } from './budgeting.policy.ts';
import * as repo from './budgeting.repository.ts';

export interface BudgetingCtx {
  db: Db;
}

/** The organization and year the screen asked for: the first own organization and the current year by default. */
export async function resolveChoice(db: Db, q: BudgetQuery) {
  const organizations = await repo.findOrganizations(db);
  const organization = q.organization_id ? organizations.find((o) => o.id === q.organization_id) : organizations[0];
  if (!organization) {
    if (q.organization_id) throw new ValidationFailed({ organization_id: [msg('organizationMissing')] });
    throw new NotFound(msg('organizationMissing'));
  }
  return { organizations, organization, year: q.year ?? new Date().getUTCFullYear() };
}

/** `GET budgeting`: the plan-vs-fact table of an organization's year — the item tree with subtotals and the month totals. */
export async function budgetTable(db: Db, user: SessionUser, q: BudgetQuery): Promise<BudgetTable> {
  const { organizations, organization, year } = await resolveChoice(db, q);
  const [items, plan, fact] = await Promise.all([
    repo.findExpenditureTree(db),
    repo.findPlanMonths(db, organization.id, year),
    repo.findFactMonths(db, organization.id, year),
  ]);
  return {
    organization_id: organization.id,
    year,
    organizations,
    ...rollUp(items, plan, fact),
    can_edit: hasPermit(user, 'budgeting_edit'),
  };
}

/** Refuses an item that is not a live leaf of the tree (a group's plan is its items' sum). */
async function leafItem(db: Db, itemId: number) {
  const items = await repo.findExpenditureTree(db);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw new ValidationFailed({ expenditure_id: [msg('itemMissing')] });
  if (items.some((i) => i.parent_id === itemId)) throw new ValidationFailed({ expenditure_id: [msg('itemIsGroup')] });
  return item;
}

/** `PUT budgeting/plan`: one cell saved at once, with its change in the history (old → new). */
export async function savePlanCell(db: Db, user: SessionUser, cell: PlanCell) {
  const amount = parseAmount(cell.amount);
  if (amount === null) throw new ValidationFailed({ amount: [msg('amountInvalid')] });
  await resolveChoice(db, { organization_id: cell.organization_id, year: cell.year });
  await leafItem(db, cell.expenditure_id);
  return db.transaction(async (tx) => {
    const key = { organizationId: cell.organization_id, itemId: cell.expenditure_id, year: cell.year, month: cell.month };
    const before = await repo.findPlanCell(tx, key);
    const old = fromKopecks(toKopecks(before?.amount ?? '0'));
    if (old !== amount) {
      await repo.upsertPlanCell(tx, { ...key, amount, userId: user.id });
      await repo.insertPlanChanges(tx, [
        {
          who_add: user.id,
          organization_id: cell.organization_id,
          expenditure_id: cell.expenditure_id,
          year: cell.year,
          month: cell.month,
          old_amount: old,
          new_amount: amount,
          source: 'grid',
        },
      ]);
    }
    return { expenditure_id: cell.expenditure_id, month: cell.month, amount, old_amount: old };
  });
}

/** `GET budgeting/fact`: the paid invoices behind a fact cell (an item with its subtree; no month = the whole year). */
export async function factInvoices(db: Db, q: FactQuery) {
  const { organization, year } = await resolveChoice(db, q);
  const itemIds = q.expenditure_id ? subtreeIds(await repo.findExpenditureTree(db), q.expenditure_id) : undefined;
  const rows = await repo.findFactInvoices(db, { organizationId: organization.id, year, month: q.month, itemIds });
  const total = rows.reduce((s, r) => s + toKopecks(r.paid), 0n);
  return {
    items: rows.map((r) => ({ ...r, date_invoice: r.date_invoice ? toWireMinutes(r.date_invoice) : null })),
    total: fromKopecks(total),
  };
}

/** `GET budgeting/history`: the plan's changes of the organization's year. */
export async function planChanges(db: Db, q: BudgetQuery) {
  const { organization, year } = await resolveChoice(db, q);
  const rows = await repo.findPlanChanges(db, organization.id, year);
  return { items: rows.map((r) => ({ ...r, date_add: toWireMinutes(r.date_add) })) };
}

/** The readings the demo seed plans from: the own organizations, the item tree, the fact of a year. */
export const seedSources = {
  organizations: repo.findOrganizations,
  expenditureTree: repo.findExpenditureTree,
  factMonths: repo.findFactMonths,
};
