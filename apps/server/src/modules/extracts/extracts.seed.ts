import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { DEMO_ORGANIZATIONS } from '../directory/index.ts';
import { invoices } from '../invoices/index.ts';
import { partners } from '../partners/index.ts';
import { invoiceIntervals } from '../payments/index.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { users } from '../users/index.ts';
import { PAYABLE_STATUSES } from './extracts.policy.ts';
import { bankExtracts, banks } from './extracts.schema.ts';
import { storeExtract } from './extracts.service.ts';
import { parseOnecText } from './onec-format.ts';
import { type OnecDocumentInput, onecExchangeText } from './onec-writer.ts';

/** Demo banks: name, BIK, correspondent account (valid keys), city, SWIFT. */
export const DEMO_BANKS: readonly (readonly [string, string, string, string, string | null])[] = [
  ['ПАО Сбербанк', '044525225', '30101810400000000225', 'Москва', 'SABRRUMM'],
  ['Банк ВТБ (ПАО)', '044525187', '30101810700000000187', 'Москва', 'VTBRRUMM'],
  ['АО «Альфа-Банк»', '044525593', '30101810200000000593', 'Москва', 'ALFARUMM'],
  ['АО «ТБанк»', '044525974', '30101810145250000974', 'Москва', 'TICSRUMM'],
  ['Банк ГПБ (АО)', '044525823', '30101810200000000823', 'Москва', 'GAZPRUMM'],
  ['ПАО «Промсвязьбанк»', '044525555', '30101810400000000555', 'Москва', 'PRMSRUMM'],
  ['ПАО Банк «ФК Открытие»', '044525985', '30101810300000000985', 'Москва', 'JSNMRUMM'],
  ['АО «Россельхозбанк»', '044525111', '30101810200000000111', 'Москва', 'RUAGRUMM'],
  ['Западно-Сибирский банк ПАО Сбербанк', '047102651', '30101810800000000651', 'Тюмень', null],
  ['ПАО «Совкомбанк»', '043469743', '30101810300000000743', 'Кострома', 'SOMRRUMM'],
  ['АО «Райффайзенбанк»', '044525700', '30101810200000000700', 'Москва', 'RZBMRUMM'],
  ['ПАО «МТС-Банк»', '044525232', '30101810600000000232', 'Москва', 'MBRDRUMM'],
];

/** The banks directory's demo rows (does nothing when banks exist). */
export async function seedBanks(db: Db) {
  const [existing] = await db.select({ id: banks.id }).from(banks).limit(1);
  if (existing) return [];
  return insertRegistryRows(
    db,
    banks,
    DEMO_BANKS.map(([name, bik, corr_account, city, swift]) => ({ name, bik, corr_account, city, swift })),
  );
}

/** Unmatched demo documents: incoming payments from customers, taxes, bank fees. */
const OTHER: readonly (readonly [string, string, string, string, string, 'in' | 'out'])[] = [
  [
    'ООО «Газпром нефть-Региональные продажи»',
    '7838040218',
    '40702810900000001111',
    '150000.00',
    'Оплата по договору 12/24 за услуги спецтехники. НДС 20%',
    'in',
  ],
  [
    'УФК по г. Москве (ИФНС России № 1)',
    '7701107259',
    '03100643000000017300',
    '48210.00',
    'Налог на доходы физических лиц за октябрь',
    'out',
  ],
  ['ПАО Сбербанк', '7707083893', '47423810600000000001', '1250.00', 'Комиссия за ведение счёта за октябрь', 'out'],
  ['АО «Нефтегазстрой»', '7203045521', '40702810500000002222', '320000.00', 'Возврат аванса по договору 45-П', 'in'],
];

/**
 * One imported demo extract of the first own organization's account: a document paying each of
 * a few signed or in-registry payments (by invoice number, partner INN and sum: proposed), a
 * few unmatched documents, and the banks directory. Runs after the invoices' and payments'
 * seeds; does nothing when an extract exists.
 */
export async function seedExtracts(db: Db) {
  await seedBanks(db);
  const [existing] = await db.select({ id: bankExtracts.id }).from(bankExtracts).limit(1);
  if (existing) return;
  const own = DEMO_ORGANIZATIONS[0];
  const payable = await db
    .select({
      sum: invoiceIntervals.sum,
      number: invoices.number,
      date: invoiceIntervals.date,
      partner: partners.name,
      inn: partners.inn,
      kpp: partners.kpp,
      account: partners.account,
      bik: partners.bik,
      bank: partners.bank_name,
    })
    .from(invoiceIntervals)
    .innerJoin(invoices, eq(invoices.id, invoiceIntervals.invoice_id))
    .innerJoin(partners, eq(partners.id, invoices.contractor_id))
    .where(
      and(
        inArray(invoiceIntervals.status, [...PAYABLE_STATUSES]),
        isNull(invoiceIntervals.extract_line_id),
        isNotNull(partners.inn),
        sql`${invoices.number} <> ''`,
        eq(invoices.status, 1),
        sql`${invoices.state} is distinct from 'delete'`,
      ),
    )
    .orderBy(asc(invoiceIntervals.date), asc(invoiceIntervals.id))
    .limit(4);
  const day = new Date();
  const date = (back: number) => new Date(day.getTime() - back * 86_400_000).toISOString().slice(0, 10);
  const ourSide = { name: own.name, inn: own.inn, kpp: own.kpp, account: own.account, bik: own.bik, bank: own.bank_name };
  const docs: OnecDocumentInput[] = payable.map((p, i) => ({
    number: String(1201 + i),
    date: date(3 - (i % 3)),
    sum: p.sum,
    payer: ourSide,
    payee: { name: p.partner, inn: p.inn ?? '', kpp: p.kpp ?? '', account: p.account ?? '', bik: p.bik ?? '', bank: p.bank ?? '' },
    purpose: `Оплата по счету № ${p.number} за материалы. В т.ч. НДС 20%`,
    direction: 'out',
  }));
  OTHER.forEach(([name, inn, account, sum, purpose, direction], i) => {
    const other = { name, inn, kpp: '', account, bik: '044525225', bank: 'ПАО Сбербанк' };
    docs.push({
      number: String(310 + i),
      date: date(1 + (i % 3)),
      sum,
      payer: direction === 'in' ? other : ourSide,
      payee: direction === 'in' ? ourSide : other,
      purpose,
      direction,
    });
  });
  const text = onecExchangeText({ accounts: [own.account], dateFrom: date(5), dateTo: date(0), documents: docs });
  const [accountant] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'accountant'));
  const sha256 = createHash('sha256').update(text).digest('hex');
  await storeExtract(db, parseOnecText(text), { name: 'kl_to_1c.txt', sha256 }, accountant?.id ?? null);
}
