import { INVOICE_PAID_TYPES, INVOICE_VAT_RATES, type InvoiceKind } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { vatOf } from './invoices.policy.ts';
import { invoices } from './invoices.schema.ts';

const KINDS: InvoiceKind[] = ['blank', 'scheduled', 'autocreate', 'registry', 'contracts', 'contracts_income'];
const STATES = [null, 'active', 'success', 'paid', 'stoped', 'refund', 'active', 'paid'] as const;
const PURPOSES = [
  'Оплата по счёту за материалы',
  'Аренда спецтехники за месяц',
  'Коммунальные услуги',
  'НДФЛ за сотрудников',
  'Страховые взносы',
  'Услуги связи и интернета',
  'Поставка запасных частей',
  'Штраф ГИБДД',
];
const DAY = 86_400_000;

async function idsOf(db: Db, table: string, where = 'status = 1'): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql.raw(`select id from ${table} where ${where} order by id limit 50`));
  return rows.map((r) => Number(r.id));
}

/**
 * Demo invoices of every kind and state (120; with those of the applications' seed ~200, and a
 * list of the registry stays within one export page of the contract tests): numbers, sums over and under 100 000 (with a reason), VAT, payer, payee,
 * expenditure items, projects, some urgent, a few in the trash. One statement per 500 rows.
 */
export async function seedInvoices(db: Db, { count = 120 }: { count?: number } = {}) {
  // The applications' seed writes rates as '20.00': the registry's options are whole percents.
  await db.execute(sql`update invoices set vat_rate = trim_scale(vat_rate::numeric)::text where vat_rate like '%.%'`);
  const partners = await idsOf(db, 'partners');
  const orgs = await idsOf(db, 'organizations', 'true');
  const items = await idsOf(db, 'expenditure_items');
  const projects = await idsOf(db, 'projects');
  const pick = (list: number[], i: number) => (list.length ? list[i % list.length] : null);
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const kind = KINDS[i % KINDS.length];
    const sum = `${((i * 7919) % 240_000) + 1500}.${String((i * 37) % 100).padStart(2, '0')}`;
    const rate = i % 5 === 0 ? null : INVOICE_VAT_RATES[(i % 3) + 3].value;
    return {
      kind,
      number: `${kind === 'contracts_income' ? 'Д' : 'С'}-${2026}-${String(i + 1).padStart(4, '0')}`,
      date_invoice: new Date(now - (i % 120) * DAY),
      sum,
      vat_rate: rate,
      vat_sum: rate ? vatOf(sum, rate) : null,
      term_days: [5, 10, 14, 30][i % 4],
      paid_type: INVOICE_PAID_TYPES[i % INVOICE_PAID_TYPES.length].value,
      purpose: PURPOSES[i % PURPOSES.length],
      urgent: i % 9 === 0 ? 1 : 0,
      contractor_id: pick(partners, i),
      organization_id: pick(orgs, i),
      expenditure_id: pick(items, i),
      project_id: pick(projects, i),
      // Over 100 000 every invoice has a contract or a reason (spec 1 §9).
      contract_id: Number(sum.split('.')[0]) > 100_000 && i % 2 === 0 ? 1000 + i : null,
      reason: Number(sum.split('.')[0]) > 100_000 && i % 2 === 1 ? 'Разовая закупка без договора' : null,
      state: STATES[i % STATES.length],
      status: i % 25 === 24 ? 0 : 1,
      date_delete: i % 25 === 24 ? new Date(now - DAY) : null,
    };
  });
  return insertRegistryRows(db, invoices, rows);
}
