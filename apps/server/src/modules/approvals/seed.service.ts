/**
 * Demo approvals, once: two approval rules (up to 100 000 the accountant; over it the
 * accountant then the manager), the chain of every seeded invoice on approval or past it with
 * signatures consistent with its state and its payments' statuses, a refusal for suspended
 * invoices, and a substitute for the manager.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { compareMoney } from '../invoices/index.ts';
import * as repo from './approvals.repository.ts';
import { invoiceApprovalSteps, invoiceSignatures } from './approvals.schema.ts';

const LIMIT = '100000.00';
const DAY = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedApprovals(db: Db) {
  if (await repo.anyRule(db)) return;
  const people = await repo.findUserIdsByLogin(db, ['accountant', 'manager', 'user1']);
  const accountant = people.get('accountant');
  const manager = people.get('manager');
  if (!accountant || !manager) return;
  await repo.insertRules(db, [
    { name: 'До 100 000: бухгалтер', sum_to: LIMIT, user_ids: [accountant], sort: 1, who_add: manager },
    {
      name: 'Свыше 100 000: бухгалтер, затем руководитель',
      sum_from: '100000.01',
      user_ids: [accountant, manager],
      sort: 2,
      who_add: manager,
    },
  ]);
  const now = Date.now();
  const substitute = people.get('user1');
  if (substitute)
    await repo.saveSubstitute(db, manager, {
      substitute_id: substitute,
      date_from: isoDay(now - 7 * DAY),
      date_to: isoDay(now + 30 * DAY),
    });

  const invoices = (await repo.findSeedInvoices(db)).filter((i) => ['active', 'success', 'paid', 'stoped'].includes(i.state ?? ''));
  if (invoices.length === 0) return;
  const payments = await queryRows<{ id: number; invoice_id: number; status: number }>(
    db,
    sql`select id, invoice_id, status from invoice_intervals where status <> 5 order by invoice_id, id`,
  );
  const steps: (typeof invoiceApprovalSteps.$inferInsert)[] = [];
  const signatures: (typeof invoiceSignatures.$inferInsert)[] = [];
  invoices.forEach((invoice, k) => {
    const chain = compareMoney(invoice.sum, LIMIT) > 0 ? [accountant, manager] : [accountant];
    for (const [i, user_id] of chain.entries())
      steps.push({
        invoice_id: invoice.id,
        step: i + 1,
        position: 1,
        user_id,
        mode: 'order',
        required: 1,
        source: 'rule',
        who_add: accountant,
      });
    const at = new Date(now - (k % 20) * DAY - 3_600_000);
    if (invoice.state === 'stoped') {
      signatures.push({
        invoice_id: invoice.id,
        interval_id: null,
        step: 1,
        user_id: accountant,
        signed_by: accountant,
        decision: 'refused',
        reason: 'Нет закрывающих документов по предыдущей поставке',
        date_add: at,
        who_add: accountant,
      });
      return;
    }
    for (const p of payments.filter((x) => x.invoice_id === invoice.id)) {
      // Signed, in a registry, paid or refunded: the whole chain signed; on review: the first step on every other invoice.
      const signers = p.status !== 0 ? chain : invoice.state === 'active' && k % 2 === 0 && chain.length > 1 ? chain.slice(0, 1) : [];
      signers.forEach((user_id, i) => {
        // The manager's later signatures went through the substitute now and then (an audit of who really signed).
        const signedBy = user_id === manager && substitute && k % 3 === 0 ? substitute : user_id;
        signatures.push({
          invoice_id: invoice.id,
          interval_id: p.id,
          step: i + 1,
          user_id,
          signed_by: signedBy,
          decision: 'signed',
          date_add: new Date(at.getTime() + i * 3_600_000),
          who_add: signedBy,
        });
      });
    }
  });
  for (let i = 0; i < steps.length; i += 1000) await db.insert(invoiceApprovalSteps).values(steps.slice(i, i + 1000));
  for (let i = 0; i < signatures.length; i += 1000) await db.insert(invoiceSignatures).values(signatures.slice(i, i + 1000));
}
