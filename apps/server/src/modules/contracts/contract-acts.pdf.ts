import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { displayNumber } from '../../shared/display-format.ts';
import type { Lang } from '../../shared/i18n.ts';
import { renderPdf } from '../../shared/pdf.ts';
import { partsText, periodName } from './contract-parts.messages.ts';
import { addMoney, displayQuantity, vatPart } from './contract-works.policy.ts';

/**
 * The printable act in Cyrillic (pdfmake, Roboto; `GET v2_contracts/acts/:actId/pdf`): the
 * organization (customer), the contractor, the contract's number and date, the period, a table
 * of works with quantities, prices and sums (a space between thousands, 2 decimals, ₽), the
 * total with its VAT, and the two signature lines.
 */

const dmy = (day: string | null) => (day ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : '—');

const LABELS = {
  ru: {
    customer: 'Заказчик',
    contractor: 'Исполнитель',
    contract: 'Основание: договор № {number} от {date}',
    period: 'Период: {period}',
    header: ['№', 'Наименование работ, услуг', 'Ед. изм.', 'Кол-во', 'Цена, ₽', 'Сумма, ₽'],
    total: 'Итого',
    vat: 'В том числе НДС',
    noVat: 'Без НДС',
    summary:
      'Всего оказано услуг и выполнено работ на сумму {total} ₽. Вышеперечисленные работы (услуги) выполнены полностью и в срок. Заказчик претензий по объёму, качеству и срокам не имеет.',
    signature: 'подпись / расшифровка',
  },
  en: {
    customer: 'Customer',
    contractor: 'Contractor',
    contract: 'Under contract No. {number} of {date}',
    period: 'Period: {period}',
    header: ['#', 'Works and services', 'Unit', 'Qty', 'Price, ₽', 'Sum, ₽'],
    total: 'Total',
    vat: 'Including VAT',
    noVat: 'No VAT',
    summary: 'Works and services completed for {total} ₽ in full and on time. The customer has no claims on scope, quality or terms.',
    signature: 'signature / name',
  },
} as const;

const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (w, k: string) => params[k] ?? w);

export interface PrintedAct {
  number: string;
  date: string;
  period_id: number;
  contract: { number: string; date: string | null };
  parties: { organization: string; contractor: string };
  lines: { name: string; unit: string | null; quantity: string; price: string; sum: string; vat: number | null }[];
}

/** The act as a PDF. */
export async function actDocument(act: PrintedAct, lang: Lang): Promise<Buffer> {
  const { contract, lines, parties } = act;
  const l = LABELS[lang];
  const rub = (v: string) => displayNumber(v, lang, 2);
  const total = addMoney(...lines.map((x) => x.sum));
  const vat = addMoney(...lines.map((x) => vatPart(x.sum, x.vat)));
  const title = partsText('actTitle', lang, { number: act.number, date: dmy(act.date) });
  const right = { alignment: 'right' as const };
  const rows = lines.map((x, i) => [
    String(i + 1),
    x.name,
    x.unit ?? '',
    { text: displayQuantity(x.quantity, lang), ...right },
    { text: rub(x.price), ...right },
    { text: rub(x.sum), ...right },
  ]);
  const signatureBlock = (who: string, name: string): Content => ({
    stack: [
      { text: who, bold: true },
      { text: name, margin: [0, 2, 0, 18] },
      { text: '_______________________________' },
      { text: l.signature, fontSize: 7, color: '#666666' },
    ],
  });
  const doc: TDocumentDefinitions = {
    info: { title },
    content: [
      { text: title, bold: true, fontSize: 13, alignment: 'center', margin: [0, 0, 0, 12] },
      { text: [{ text: `${l.contractor}: `, bold: true }, parties.contractor] },
      { text: [{ text: `${l.customer}: `, bold: true }, parties.organization], margin: [0, 2, 0, 0] },
      { text: fill(l.contract, { number: contract.number, date: dmy(contract.date) }), margin: [0, 2, 0, 0] },
      { text: fill(l.period, { period: periodName(act.period_id, lang) }), margin: [0, 2, 0, 10] },
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            l.header.map((text) => ({ text, bold: true })),
            ...rows,
            [{ text: l.total, bold: true, colSpan: 5 }, '', '', '', '', { text: rub(total), bold: true, ...right }],
            [{ text: vat === '0.00' ? l.noVat : l.vat, colSpan: 5 }, '', '', '', '', { text: rub(vat), ...right }],
          ],
        },
      },
      { text: fill(l.summary, { total: rub(total) }), margin: [0, 12, 0, 24] },
      { columns: [signatureBlock(l.contractor, parties.contractor), signatureBlock(l.customer, parties.organization)], columnGap: 40 },
    ],
  };
  return renderPdf(doc);
}
