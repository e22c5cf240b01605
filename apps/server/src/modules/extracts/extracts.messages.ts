import type { Lang } from '../../shared/i18n.ts';

/** The bank extracts' own server messages (the shared dictionary belongs to the platform). */
const ru = {
  // The 1C file (onec-format.ts), each prefixed by «Строка N»
  notExchange: 'файл не в формате обмена 1С: первая строка должна быть 1CClientBankExchange',
  badEncoding: 'неизвестная кодировка «{value}»: ожидается Windows или DOS',
  badVersion: 'неподдерживаемая версия формата «{value}»: ожидается 1.02 или 1.03',
  badLine: 'строка не вида Ключ=Значение',
  unexpectedLine: '«{value}» без начала секции',
  unterminatedDocument: 'документ не закрыт строкой КонецДокумента (следующая секция в строке {next})',
  unterminatedSection: 'секция расчётного счёта не закрыта строкой КонецРасчСчет (следующая секция в строке {next})',
  missingField: 'в документе нет поля {field}',
  badSum: 'неверная сумма в поле {field}: «{value}» (ожидается число с точкой, например 1500.00)',
  badDate: 'неверная дата в поле {field}: «{value}» (ожидается ДД.ММ.ГГГГ)',
  truncated: 'файл обрезан: нет строки КонецФайла',
  empty: 'файл пуст',
  atLine: 'Строка {line}: {message}',
  // Uploads and actions
  noFile: 'Выберите файл выписки 1С (.txt)',
  tooLarge: 'Файл выписки больше {mb} МБ',
  lineNotFound: 'Строка выписки №{id} не найдена',
  paymentNotFound: 'Платёж №{id} не найден',
  notOutgoing: 'Со счетами связываются только списания',
  alreadyConfirmed: 'Строка выписки уже подтверждена: сначала отвяжите её',
  sumsDiffer: 'Сумма платежа {payment} не равна сумме строки выписки {line}',
  paymentNotPayable: 'Платёж не согласован и не в реестре на оплату: статус «{status}»',
  paymentTaken: 'Платёж уже связан с другой строкой выписки',
  nothingToConfirm: 'Строка выписки №{id} не связана с платежом',
  paymentAlreadyInStatus: 'Платёж уже в этом статусе',
} as const;

type Key = keyof typeof ru;

const en: Record<Key, string> = {
  notExchange: 'not a 1C exchange file: the first line must be 1CClientBankExchange',
  badEncoding: 'unknown encoding "{value}": Windows or DOS expected',
  badVersion: 'unsupported format version "{value}": 1.02 or 1.03 expected',
  badLine: 'the line is not Key=Value',
  unexpectedLine: '"{value}" without the start of its section',
  unterminatedDocument: 'the document is not closed by КонецДокумента (the next section starts at line {next})',
  unterminatedSection: 'the account section is not closed by КонецРасчСчет (the next section starts at line {next})',
  missingField: 'the document has no {field} field',
  badSum: 'bad amount in {field}: "{value}" (a number with a dot expected, e.g. 1500.00)',
  badDate: 'bad date in {field}: "{value}" (DD.MM.YYYY expected)',
  truncated: 'the file is truncated: no КонецФайла line',
  empty: 'the file is empty',
  atLine: 'Line {line}: {message}',
  noFile: 'Choose a 1C extract file (.txt)',
  tooLarge: 'The extract file is larger than {mb} MB',
  lineNotFound: 'Extract line #{id} not found',
  paymentNotFound: 'Payment #{id} not found',
  notOutgoing: 'Only outgoing lines are linked to invoices',
  alreadyConfirmed: 'The extract line is already confirmed: unlink it first',
  sumsDiffer: 'The payment sum {payment} differs from the extract line sum {line}',
  paymentNotPayable: 'The payment is neither signed nor in the payment registry: status "{status}"',
  paymentTaken: 'The payment is already linked to another extract line',
  nothingToConfirm: 'Extract line #{id} is not linked to a payment',
  paymentAlreadyInStatus: 'The payment is already in this status',
};

const texts: Record<Lang, Record<Key, string>> = { ru, en };

export type ExtractsMessage = Key;

/** An extracts message in the caller's language, with `{name}` placeholders filled. */
export function extractsText(key: Key, lang: Lang, params: Record<string, string | number> = {}): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
