import { CLOTHES_SIZES, WAREHOUSE_ACT_KINDS, WAREHOUSE_ACT_STATES, type WarehouseAct, type WarehouseSignature } from '@app/contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { displayDate, displayDateTime, displayMoney, displayNumber, displayQuantity, timeZoneOr } from '../../shared/display-format.ts';
import type { Lang } from '../../shared/i18n.ts';
import { renderPdf } from '../../shared/pdf.ts';

/**
 * The printable warehouse act (pdfmake, Roboto, Cyrillic): title with the kind, number and date
 * (dd.MM.yyyy), the company, storages, recipient / project, a table of positions (quantity, unit
 * price and sum with spaces between thousands, ₽), the total, and signature lines with the
 * names and roles (a signature given in the app is printed under its line with its time).
 */

const LABELS = {
  ru: {
    title: '{kind} № {number} от {date}',
    company: 'Организация',
    storage: 'Склад',
    from: 'Склад-отправитель',
    to: 'Склад-получатель',
    recipient: 'Получатель',
    project: 'Проект',
    application: 'Заявка',
    state: 'Состояние',
    comment: 'Комментарий',
    header: ['№', 'Наименование', 'Партия / серийный №', 'Ед.', 'Кол-во', 'Цена', 'Сумма'],
    clothes: 'Размер {size}, вернуть до {date}',
    total: 'Итого',
    count: 'Всего позиций: {count}, на сумму {sum}',
    storekeeper: 'Кладовщик (сдал)',
    recipientSign: 'Получил',
    receiver: 'Принял (склад-получатель)',
    returner: 'Сдал (вернул)',
    acceptor: 'Принял на склад',
    signature: 'подпись / расшифровка',
    signed: 'Подписано в системе {at}',
  },
  en: {
    title: '{kind} No. {number} of {date}',
    company: 'Company',
    storage: 'Storage',
    from: 'Sending storage',
    to: 'Receiving storage',
    recipient: 'Recipient',
    project: 'Project',
    application: 'Application',
    state: 'State',
    comment: 'Comment',
    header: ['#', 'Item', 'Batch / serial', 'Unit', 'Qty', 'Price', 'Sum'],
    clothes: 'Size {size}, return by {date}',
    total: 'Total',
    count: '{count} positions, {sum} in total',
    storekeeper: 'Storekeeper (handed over)',
    recipientSign: 'Received by',
    receiver: 'Accepted (receiving storage)',
    returner: 'Handed back by',
    acceptor: 'Accepted into the storage',
    signature: 'signature / name',
    signed: 'Signed in the system {at}',
  },
} as const;

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (w, k: string) => String(params[k] ?? w));

export interface ActPeople {
  company: string;
  /** The source storage's responsible (or the act's author). */
  storekeeper: string | null;
  /** A transfer's target storage responsible. */
  receiver: string | null;
}

/** Sizes are free text; a known one prints as is. */
const sizeText = (size: string | null) => (size && (CLOTHES_SIZES as readonly string[]).includes(size) ? size : (size ?? '—'));

/** The act as a PDF buffer. */
export async function renderActPdf(act: WarehouseAct, people: ActPeople, lang: Lang, zone?: string): Promise<Buffer> {
  const l = LABELS[lang];
  const timeZone = timeZoneOr(zone);
  const kind = WAREHOUSE_ACT_KINDS.find((k) => k.value === act.kind)?.[lang] ?? act.kind;
  const state = WAREHOUSE_ACT_STATES.find((s) => s.value === act.state)?.[lang] ?? act.state;
  const title = fill(l.title, { kind, number: act.number, date: displayDate(act.date) });
  const right = { alignment: 'right' as const };
  const total = act.lines.reduce((s, x) => s + x.quantity * (x.cost ?? 0), 0);
  const rows = act.lines.map((x, i) => [
    String(i + 1),
    {
      stack: [
        { text: x.nomenclature_name },
        ...(x.article ? [{ text: x.article, fontSize: 7, color: '#666666' }] : []),
        ...(x.size || x.return_date
          ? [{ text: fill(l.clothes, { size: sizeText(x.size), date: displayDate(x.return_date) || '—' }), fontSize: 8 }]
          : []),
      ],
    },
    [x.batch, x.serial].filter(Boolean).join(' / ') || '—',
    x.unit_name ?? '',
    { text: displayQuantity(x.quantity, lang), ...right },
    { text: x.cost === null ? '—' : displayNumber(x.cost, lang, 2), ...right },
    { text: x.cost === null ? '—' : displayNumber(x.quantity * x.cost, lang, 2), ...right },
  ]);
  const info = (label: string, value: string | null | undefined): Content[] =>
    value ? [{ text: [{ text: `${label}: `, bold: true }, value], margin: [0, 1, 0, 1] }] : [];
  const signedBy = (role: WarehouseSignature['role']) => act.signatures.find((s) => s.role === role);
  const signatureBlock = (who: string, name: string | null, role: WarehouseSignature['role']): Content => {
    const signed = signedBy(role);
    return {
      stack: [
        { text: who, bold: true },
        { text: signed?.name ?? name ?? '', margin: [0, 2, 0, 18] },
        { text: '_______________________________' },
        { text: l.signature, fontSize: 7, color: '#666666' },
        ...(signed ? [{ text: fill(l.signed, { at: displayDateTime(signed.signed_at, timeZone) }), fontSize: 7, color: '#389e0d' }] : []),
      ],
    };
  };
  const signatures: Content[] =
    act.kind === 'transfer'
      ? [signatureBlock(l.storekeeper, people.storekeeper, 'storekeeper'), signatureBlock(l.receiver, people.receiver, 'receiver')]
      : act.kind === 'return'
        ? [signatureBlock(l.returner, act.recipient_name, 'recipient'), signatureBlock(l.acceptor, people.storekeeper, 'storekeeper')]
        : act.recipient_name || act.kind === 'output'
          ? [
              signatureBlock(l.storekeeper, people.storekeeper, 'storekeeper'),
              signatureBlock(l.recipientSign, act.recipient_name, 'recipient'),
            ]
          : [signatureBlock(l.storekeeper, people.storekeeper, 'storekeeper')];
  const doc: TDocumentDefinitions = {
    info: { title },
    content: [
      { text: title, bold: true, fontSize: 13, alignment: 'center', margin: [0, 0, 0, 12] },
      ...info(l.company, people.company),
      ...info(act.kind === 'transfer' ? l.from : l.storage, act.storage_name),
      ...info(l.to, act.target_storage_name),
      ...info(l.recipient, act.recipient_name),
      ...info(l.project, act.project_name),
      ...info(l.application, act.application_id ? `№${act.application_id}` : null),
      ...info(l.state, act.kind === 'transfer' ? state : null),
      ...info(l.comment, act.comment),
      {
        margin: [0, 10, 0, 0],
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
          body: [
            l.header.map((text) => ({ text, bold: true })),
            ...rows,
            [{ text: l.total, bold: true, colSpan: 6 }, '', '', '', '', '', { text: displayMoney(total, lang), bold: true, ...right }],
          ],
        },
      },
      { text: fill(l.count, { count: act.lines.length, sum: displayMoney(total, lang) }), margin: [0, 10, 0, 28] },
      { columns: signatures, columnGap: 40 },
    ],
  };
  return renderPdf(doc);
}
