import { REGISTER_KINDS } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import { NotFound } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { sumMoney } from './payments.policy.ts';
import * as repo from './registers.repository.ts';
import { tablePdf } from './registers-pdf.ts';

const HEAD = {
  ru: {
    title: 'Реестр платежей',
    no: '№',
    date: 'Дата платежа',
    payer: 'Плательщик',
    payerInn: 'ИНН плательщика',
    payerAccount: 'Счёт плательщика',
    payee: 'Получатель',
    payeeInn: 'ИНН получателя',
    payeeAccount: 'Счёт получателя',
    bank: 'Банк получателя, БИК',
    purpose: 'Назначение платежа',
    sum: 'Сумма, ₽',
    total: 'Итого',
    purposeText: 'Оплата по счёту № {number}{date}',
    from: ' от ',
    signed: 'Подписан',
  },
  en: {
    title: 'Payment register',
    no: 'No.',
    date: 'Payment date',
    payer: 'Payer',
    payerInn: 'Payer INN',
    payerAccount: 'Payer account',
    payee: 'Payee',
    payeeInn: 'Payee INN',
    payeeAccount: 'Payee account',
    bank: 'Payee bank, BIK',
    purpose: 'Purpose of payment',
    sum: 'Sum, ₽',
    total: 'Total',
    purposeText: 'Payment of invoice No. {number}{date}',
    from: ' of ',
    signed: 'Signed',
  },
} as const;

const ddmmyyyy = (day: string) => day.split('-').reverse().join('.');

function purposeOf(row: repo.RegisterPaymentRow, lang: Lang) {
  const h = HEAD[lang];
  const date = row.invoice_date ? `${h.from}${ddmmyyyy(row.invoice_date.toISOString().slice(0, 10))}` : '';
  const base = h.purposeText.replace('{number}', row.invoice_number ?? String(row.invoice_id)).replace('{date}', date);
  return row.condition ? `${base}. ${row.condition}` : base;
}

/** One payment's cells: №, date, payer (name, INN, account), payee (name, INN, account, bank), purpose, sum. */
const cellsOf = (row: repo.RegisterPaymentRow, lang: Lang, i: number): (string | number)[] => [
  i + 1,
  ddmmyyyy(row.date),
  row.organization ?? '',
  row.organization_inn ?? '',
  row.organization_account ?? '',
  row.partner ?? '',
  row.partner_inn ?? '',
  row.partner_account ?? '',
  [row.partner_bank, row.partner_bik].filter(Boolean).join(', '),
  purposeOf(row, lang),
  Number(row.sum),
];

/**
 * `GET invoices/registers/:id/document` (registry_generate): the register as an xlsx workbook for
 * the bank and the director's signature — one row per payment (payer, payee with INN and
 * account, purpose, sum) and a total row, sums as numbers with two decimals; `format=pdf` the
 * same table as a PDF (Cyrillic).
 */
export async function registerDocument(
  db: Db,
  registerId: number,
  lang: Lang,
  format: 'xlsx' | 'pdf' = 'xlsx',
): Promise<{ name: string; body: Buffer; type: string }> {
  const register = await repo.findRegisterView(db, registerId);
  if (!register) throw new NotFound();
  const rows = await repo.findPaymentsOfRegister(db, registerId);
  const h = HEAD[lang];
  const kindText = REGISTER_KINDS.find((k) => k.code === register.kind)?.[lang] ?? register.kind;
  const title = `${h.title} № ${register.number} ${h.from.trim()} ${ddmmyyyy(register.date)} (${kindText})`;
  const headers = [h.no, h.date, h.payer, h.payerInn, h.payerAccount, h.payee, h.payeeInn, h.payeeAccount, h.bank, h.purpose, h.sum];
  const totalSum = sumMoney(rows.map((r) => r.sum));
  if (format === 'pdf') {
    const body = await tablePdf(
      title,
      headers,
      rows.map((row, i) => [...cellsOf(row, lang, i).slice(0, 10).map(String), row.sum]),
      [h.total, '', '', '', '', '', '', '', '', '', totalSum],
      `${h.signed}: ____________________`,
    );
    return { name: `register-${register.id}.pdf`, body, type: 'application/pdf' };
  }
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(h.title);
  sheet.addRow([title]).font = { bold: true, size: 13 };
  sheet.addRow([]);
  const head = sheet.addRow(headers);
  head.font = { bold: true };
  const widths = [6, 13, 30, 14, 24, 30, 14, 24, 30, 50, 16];
  widths.forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  rows.forEach((row, i) => {
    const line = sheet.addRow(cellsOf(row, lang, i));
    line.getCell(11).numFmt = '#,##0.00';
  });
  const total = sheet.addRow([h.total, '', '', '', '', '', '', '', '', '', Number(totalSum)]);
  total.font = { bold: true };
  total.getCell(11).numFmt = '#,##0.00';
  sheet.addRow([]);
  sheet.addRow([`${h.signed}: ____________________`]);
  return {
    name: `register-${register.id}.xlsx`,
    body: Buffer.from(await book.xlsx.writeBuffer()),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
