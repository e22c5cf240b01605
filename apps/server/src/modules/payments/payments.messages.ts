import type { Lang } from '../../shared/i18n.ts';

/** The payments' own server messages (keys `payments.*` of the contract schemas, and refusals). */
const ru = {
  typeUnknown: 'Выберите тип платежа из списка',
  dateInvalid: 'Дата в формате ГГГГ-ММ-ДД',
  sumInvalid: 'Сумма — число с двумя знаками после запятой',
  sumPositive: 'Сумма платежа должна быть больше нуля',
  conditionTooLong: 'Условие не длиннее 1000 символов',
  kindUnknown: 'Вид реестра: предварительный или дополнительный',
  noIntervals: 'Выберите хотя бы один платёж',
  tooManyIntervals: 'За один раз — не более 200 платежей',
  overTotal: 'Сумма платежей должна совпадать с суммой счёта: остаток к распределению {remainder}',
  alreadyInStatus: 'Платёж уже в этом статусе',
  locked: 'Платёж оплачен или включён в реестр: изменить или удалить его нельзя',
  invoiceClosed: 'Счёт оплачен или удалён: платежи изменить нельзя',
  notSigned: 'В реестр попадают только согласованные платежи: №{ids}',
  registerNotDraft: 'Реестр подписан: состав изменить нельзя',
  registerSigned: 'Реестр уже подписан',
  registerEmpty: 'В реестре нет платежей',
  notInRegister: 'Платежи не в этом реестре: №{ids}',
  unknownIntervals: 'Платежи не найдены: №{ids}',
} as const;

export type PaymentsKey = keyof typeof ru;

const en: Record<PaymentsKey, string> = {
  typeUnknown: 'Choose a payment type from the list',
  dateInvalid: 'A date as YYYY-MM-DD',
  sumInvalid: 'The sum is a number with two decimals',
  sumPositive: 'The payment sum must be greater than zero',
  conditionTooLong: 'The condition is at most 1000 characters',
  kindUnknown: 'Register kind: preliminary or additional',
  noIntervals: 'Choose at least one payment',
  tooManyIntervals: 'At most 200 payments at once',
  overTotal: 'Payments must add up to the total: {remainder} remains to distribute',
  alreadyInStatus: 'The payment is already in this status',
  locked: 'The payment is paid or in a register: it cannot be changed or deleted',
  invoiceClosed: 'The invoice is paid or deleted: its payments cannot change',
  notSigned: 'Only signed payments go into a register: #{ids}',
  registerNotDraft: 'The register is signed: its payments cannot change',
  registerSigned: 'The register is already signed',
  registerEmpty: 'The register has no payments',
  notInRegister: 'Payments not in this register: #{ids}',
  unknownIntervals: 'Payments not found: #{ids}',
};

const texts: Record<Lang, Record<PaymentsKey, string>> = { ru, en };

/** A payments message in the caller's language, with `{name}` placeholders filled. */
export function paymentsText(key: PaymentsKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** `payments.sumPositive` → its text; other keys are answered as they are (the shared dictionary translates them). */
export function localizeKey(key: string, lang: Lang): string {
  const short = key.startsWith('payments.') ? key.slice('payments.'.length) : '';
  return short in ru ? paymentsText(short as PaymentsKey, lang) : key;
}
