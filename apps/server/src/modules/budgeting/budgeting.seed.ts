import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { rolePermits } from '../users/index.ts';
import { fromKopecks } from './budgeting.policy.ts';
import { budgetPlans } from './budgeting.schema.ts';
import { seedSources as repo } from './budgeting.service.ts';

/**
 * The demo budget (issue 17): the current year's plan for the first 2 own organizations over the
 * seeded expenditure items' leaves, near the fact of the demo paid invoices (80–130 % of it, so
 * some cells are over plan; a month without payments: the item's average paid month) and a base
 * amount for items nothing was paid for; the accountant's role
 * («Бухгалтер») gets budgeting_view and budgeting_edit. Bulk inserts; does nothing when a plan exists.
 */
export async function seedBudgeting(db: Db): Promise<void> {
  const [existing] = await db.select({ id: budgetPlans.id }).from(budgetPlans).limit(1);
  if (existing) return;
  const [accountant] = await queryRows<{ id: number }>(db, sql`select id from roles where name = 'Бухгалтер' order by id limit 1`);
  if (accountant) {
    await db
      .insert(rolePermits)
      .values([
        { role_id: Number(accountant.id), permit: 'budgeting_view' },
        { role_id: Number(accountant.id), permit: 'budgeting_edit' },
      ])
      .onConflictDoNothing();
  }
  const organizations = (await repo.organizations(db)).sort((a, b) => a.id - b.id).slice(0, 2);
  const items = await repo.expenditureTree(db);
  const parents = new Set(items.map((i) => i.parent_id));
  const leaves = items.filter((i) => !parents.has(i.id));
  const year = new Date().getUTCFullYear();
  const values: (typeof budgetPlans.$inferInsert)[] = [];
  for (const [o, organization] of organizations.entries()) {
    const fact = await repo.factMonths(db, organization.id, year);
    for (const [i, item] of leaves.entries()) {
      const paid = fact.get(item.id);
      // Every third leaf without payments stays unplanned: a budget rarely covers every item.
      if (!paid && (i + o) % 3 === 0) continue;
      // Months without payments are planned at the item's average paid month (the demo invoices cover a few months).
      const paidMonths = (paid ?? []).filter((v) => v > 0n);
      const average = paidMonths.length ? paidMonths.reduce((a, b) => a + b, 0n) / BigInt(paidMonths.length) : 0n;
      for (let m = 0; m < 12; m++) {
        const base = paid?.[m] || average;
        const factor = 80n + BigInt(((i + 1) * (m + 3) * (o + 7)) % 51);
        const amount = base > 0n ? ((base * factor) / 100n / 100_00n) * 100_00n : BigInt(((i * 37 + m * 11 + o * 5) % 9) + 1) * 10_000_00n;
        values.push({ organization_id: organization.id, expenditure_id: item.id, year, month: m + 1, amount: fromKopecks(amount) });
      }
    }
  }
  for (let k = 0; k < values.length; k += 1000) await db.insert(budgetPlans).values(values.slice(k, k + 1000));
}
