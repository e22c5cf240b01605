import type { OnecEncoding, OnecParty } from './onec-format.ts';

/**
 * Writes `1CClientBankExchange` text and its bytes (windows-1251 or cp866): the demo seed's
 * extract and the tests' files. Pure.
 */

export interface OnecDocumentInput {
  number: string;
  /** yyyy-MM-dd. */
  date: string;
  sum: string;
  payer: OnecParty;
  payee: OnecParty;
  purpose: string;
  /** `out` writes `ДатаСписано`, `in` writes `ДатаПоступило`. */
  direction: 'in' | 'out';
}

export interface OnecFileInput {
  accounts: string[];
  dateFrom: string;
  dateTo: string;
  documents: OnecDocumentInput[];
  encoding?: OnecEncoding;
  version?: string;
}

const ru = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

function documentLines(d: OnecDocumentInput): string[] {
  const date = ru(d.date);
  return [
    'СекцияДокумент=Платежное поручение',
    `Номер=${d.number}`,
    `Дата=${date}`,
    `Сумма=${d.sum}`,
    `ПлательщикСчет=${d.payer.account}`,
    `Плательщик=ИНН ${d.payer.inn} ${d.payer.name}`,
    `ПлательщикИНН=${d.payer.inn}`,
    `ПлательщикКПП=${d.payer.kpp}`,
    `Плательщик1=${d.payer.name}`,
    `ПлательщикРасчСчет=${d.payer.account}`,
    `ПлательщикБанк1=${d.payer.bank}`,
    `ПлательщикБИК=${d.payer.bik}`,
    `ПолучательСчет=${d.payee.account}`,
    `Получатель=ИНН ${d.payee.inn} ${d.payee.name}`,
    `ПолучательИНН=${d.payee.inn}`,
    `ПолучательКПП=${d.payee.kpp}`,
    `Получатель1=${d.payee.name}`,
    `ПолучательРасчСчет=${d.payee.account}`,
    `ПолучательБанк1=${d.payee.bank}`,
    `ПолучательБИК=${d.payee.bik}`,
    'ВидОплаты=01',
    'Очередность=5',
    `НазначениеПлатежа=${d.purpose}`,
    d.direction === 'out' ? `ДатаСписано=${date}` : `ДатаПоступило=${date}`,
    'КонецДокумента',
  ];
}

/** The text of an exchange file: header, one account section per account, the documents, `КонецФайла`. */
export function onecExchangeText(input: OnecFileInput): string {
  const lines = [
    '1CClientBankExchange',
    `ВерсияФормата=${input.version ?? '1.03'}`,
    `Кодировка=${input.encoding ?? 'Windows'}`,
    'Отправитель=Бухгалтерия предприятия, редакция 3.0',
    'Получатель=',
    `ДатаСоздания=${ru(input.dateTo)}`,
    'ВремяСоздания=10:15:00',
    `ДатаНачала=${ru(input.dateFrom)}`,
    `ДатаКонца=${ru(input.dateTo)}`,
    ...input.accounts.map((a) => `РасчСчет=${a}`),
  ];
  for (const account of input.accounts) {
    lines.push(
      'СекцияРасчСчет',
      `ДатаНачала=${ru(input.dateFrom)}`,
      `ДатаКонца=${ru(input.dateTo)}`,
      `РасчСчет=${account}`,
      'НачальныйОстаток=0.00',
      'ВсегоПоступило=0.00',
      'ВсегоСписано=0.00',
      'КонечныйОстаток=0.00',
      'КонецРасчСчет',
    );
  }
  for (const d of input.documents) lines.push(...documentLines(d));
  lines.push('КонецФайла');
  return `${lines.join('\r\n')}\r\n`;
}

const tables = new Map<OnecEncoding, Map<string, number>>();

/** Character → byte of a single-byte encoding, built from the platform's decoder. */
function tableOf(encoding: OnecEncoding): Map<string, number> {
  let table = tables.get(encoding);
  if (!table) {
    const decoder = new TextDecoder(encoding === 'DOS' ? 'ibm866' : 'windows-1251');
    table = new Map();
    for (let b = 0; b < 256; b++) table.set(decoder.decode(new Uint8Array([b])), b);
    tables.set(encoding, table);
  }
  return table;
}

/** Encodes text as windows-1251 (`Windows`) or cp866 (`DOS`); a character outside the code page becomes `?`. */
export function encodeOnec(text: string, encoding: OnecEncoding): Uint8Array {
  const table = tableOf(encoding);
  const chars = [...text];
  const bytes = new Uint8Array(chars.length);
  chars.forEach((c, i) => {
    bytes[i] = table.get(c) ?? 0x3f;
  });
  return bytes;
}
