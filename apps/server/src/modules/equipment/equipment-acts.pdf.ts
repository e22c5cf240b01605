import { EQUIPMENT_ACT_KINDS, EQUIPMENT_CONDITIONS, type EquipmentActRow } from '@app/contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { displayDate, displayDateTime, displayNumber } from '../../shared/display-format.ts';
import type { Lang } from '../../shared/i18n.ts';
import { renderPdf } from '../../shared/pdf.ts';
import { actsText } from './equipment-acts.messages.ts';

/**
 * The printable handover act in Cyrillic (pdfmake, Roboto; `GET tech/acts/{id}/pdf`): title
 * with number and date (dd.MM.yyyy), the machine with its board number and VIN, who gives and
 * who takes it, the condition with its comment, the odometer (a space between thousands), the
 * comment, and the signature lines of the giver and the receiver with their names and, once
 * signed, the time (dd.MM.yyyy HH:mm).
 */

const LABELS = {
  ru: {
    equipment: 'Техника',
    vin: 'Заводской номер (VIN)',
    holderOutput: 'Получатель',
    holderInput: 'Сдаёт',
    condition: 'Состояние',
    odometer: 'Показания одометра',
    km: 'км',
    comment: 'Примечание',
    giver: 'Сдал',
    receiver: 'Принял',
    signedAt: 'Подписано {at}',
    notSigned: 'Не подписано',
    signature: 'подпись / расшифровка',
  },
  en: {
    equipment: 'Equipment',
    vin: 'Serial number (VIN)',
    holderOutput: 'Receiver',
    holderInput: 'Returned by',
    condition: 'Condition',
    odometer: 'Odometer',
    km: 'km',
    comment: 'Comment',
    giver: 'Handed over by',
    receiver: 'Received by',
    signedAt: 'Signed {at}',
    notSigned: 'Not signed',
    signature: 'signature / name',
  },
} as const;

export interface PrintedEquipmentAct extends EquipmentActRow {
  s_n: string | null;
  condition_comment: string | null;
  comment: string | null;
  signatures: { role: 'giver' | 'receiver'; name: string; signed_at: Date | null }[];
}

/** The act as a PDF. */
export async function actDocument(act: PrintedEquipmentAct, lang: Lang): Promise<Buffer> {
  const l = LABELS[lang];
  const title = actsText(`equipmentActs.title.${act.kind}`, lang, { number: act.number, date: displayDate(act.date) });
  const kind = EQUIPMENT_ACT_KINDS.find((k) => k.value === act.kind)?.[lang] ?? act.kind;
  const condition = EQUIPMENT_CONDITIONS.find((c) => c.value === act.condition)?.[lang] ?? act.condition;
  const line = (name: string, value: string): Content => ({ text: [{ text: `${name}: `, bold: true }, value], margin: [0, 2, 0, 0] });
  const facts: Content[] = [
    line(l.equipment, act.equipment.label),
    ...(act.s_n ? [line(l.vin, act.s_n)] : []),
    line(act.kind === 'output' ? l.holderOutput : l.holderInput, act.holder.name),
    line(l.condition, act.condition_comment ? `${condition}. ${act.condition_comment}` : condition),
    ...(act.odometer === null ? [] : [line(l.odometer, `${displayNumber(act.odometer, lang, 0)} ${l.km}`)]),
    ...(act.comment ? [line(l.comment, act.comment)] : []),
  ];
  const signatureBlock = (s: PrintedEquipmentAct['signatures'][number]): Content => ({
    stack: [
      { text: s.role === 'giver' ? l.giver : l.receiver, bold: true },
      { text: s.name, margin: [0, 2, 0, 18] },
      { text: '_______________________________' },
      { text: l.signature, fontSize: 7, color: '#666666' },
      {
        text: s.signed_at ? l.signedAt.replace('{at}', displayDateTime(s.signed_at)) : l.notSigned,
        fontSize: 8,
        margin: [0, 4, 0, 0],
      },
    ],
  });
  const doc: TDocumentDefinitions = {
    info: { title },
    content: [
      { text: title, bold: true, fontSize: 13, alignment: 'center', margin: [0, 0, 0, 4] },
      { text: kind, alignment: 'center', color: '#666666', margin: [0, 0, 0, 12] },
      ...facts,
      { columns: act.signatures.map(signatureBlock), columnGap: 40, margin: [0, 32, 0, 0] },
    ],
  };
  return renderPdf(doc);
}
