import type { Lang } from '../../shared/i18n.ts';

/** The contract parts' server messages (keys `contractParts.*` of the wire schemas, and refusals). */
const ru = {
  moneyInvalid: 'Сумма — неотрицательное число, не более двух знаков после запятой',
  quantityInvalid: 'Количество — число, не более трёх знаков после запятой',
  quantityPositive: 'Количество должно быть больше нуля',
  dateInvalid: 'Дата в формате ГГГГ-ММ-ДД',
  periodUnknown: 'Выберите период из списка',
  typeUnknown: 'Тип: работы или услуги',
  vatUnknown: 'Ставка НДС: без НДС, 0, 5, 7, 10 или 20 %',
  overLimit: 'Стоимость работ и услуг не может превышать сумму договора: лимит {limit} ₽, остаток {remainder} ₽',
  belowDone: 'По актам уже выполнено {done}: количество не может быть меньше',
  workInActs: 'Работа уже есть в актах: удалите её из актов, чтобы удалить работу',
  workGone: 'Работа удалена',
  contractClosed: 'Договор расторгнут или истёк: изменить его нельзя',
  alreadyTerminated: 'Договор уже расторгнут',
  actNoLines: 'Добавьте хотя бы одну работу в акт',
  actTooManyLines: 'В акте не более 200 строк',
  actNoWorks: 'У договора нет работ и услуг: акт составить нельзя',
  actNeedsSigned: 'Акты составляются только по подписанному договору',
  actWorkUnknown: 'Работа не из этого договора: №{ids}',
  actWorkTwice: 'Работа указана в акте дважды: №{ids}',
  actOverQuantity: '«{name}»: осталось выполнить {remaining} {unit}, в акте {quantity}',
  actSigned: 'Акт подписан: изменить или удалить его нельзя',
  actTitle: 'Акт выполненных работ (оказанных услуг) № {number} от {date}',
  noSigners: 'Выберите подписантов или цепочку',
  tooManySigners: 'Не более 50 подписантов',
  cannotSign: 'У пользователя нет права подписи: {names}',
  alreadySigner: 'Уже в списке подписантов: {names}',
  chainEmpty: 'В цепочке нет пользователей с правом подписи',
  reasonRequired: 'Укажите причину отказа',
  notYourSignature: 'Подписать или отказать может только сам подписант',
  notYourTurn: 'Сейчас очередь подписанта {fio}: подписание идёт по порядку',
  alreadySigned: 'Подпись уже поставлена',
  alreadyRefused: 'Отказ уже оформлен. Чтобы подписать, отмените отказ (отмена подписи)',
  signingStopped: 'Подписант {fio} отказал: подписание остановлено',
  notSignable: 'Подписывать можно только договор на согласовании',
  signerDone: 'Подписант уже подписал или отказал: убрать его можно после отмены подписей',
  nothingToCancel: 'Нет подписей, которые вы можете отменить',
  startRequired: 'Укажите дату начала',
  endBeforeStart: 'Дата окончания не может быть раньше даты начала',
  equipmentUnknown: 'Техника не найдена',
  equipmentTwice: 'Эта техника уже прикреплена к договору на эти даты',
} as const;

export type PartsKey = keyof typeof ru;

const en: Record<PartsKey, string> = {
  moneyInvalid: 'A non-negative amount with at most two decimals',
  quantityInvalid: 'A quantity with at most three decimals',
  quantityPositive: 'The quantity must be greater than zero',
  dateInvalid: 'A date as YYYY-MM-DD',
  periodUnknown: 'Choose a period from the list',
  typeUnknown: 'Type: works or services',
  vatUnknown: 'VAT rate: none, 0, 5, 7, 10 or 20 %',
  overLimit: 'Works and services cannot cost more than the contract: limit {limit} ₽, remainder {remainder} ₽',
  belowDone: 'Acts already cover {done}: the quantity cannot be lower',
  workInActs: 'The work is in acts: take it out of them to delete it',
  workGone: 'The work is deleted',
  contractClosed: 'The contract is terminated or expired: it cannot change',
  alreadyTerminated: 'The contract is already terminated',
  actNoLines: 'Add at least one work to the act',
  actTooManyLines: 'At most 200 lines in an act',
  actNoWorks: 'The contract has no works or services: no act can be made',
  actNeedsSigned: 'Acts are made for signed contracts only',
  actWorkUnknown: 'Works not of this contract: #{ids}',
  actWorkTwice: 'A work is twice in the act: #{ids}',
  actOverQuantity: '“{name}”: {remaining} {unit} remain to be done, the act has {quantity}',
  actSigned: 'The act is signed: it cannot be changed or deleted',
  actTitle: 'Act of completed works (services) No. {number} of {date}',
  noSigners: 'Choose signers or a chain',
  tooManySigners: 'At most 50 signers',
  cannotSign: 'No signing right: {names}',
  alreadySigner: 'Already among the signers: {names}',
  chainEmpty: 'The chain has nobody with the signing right',
  reasonRequired: 'Give the reason for the refusal',
  notYourSignature: 'Only the signer themselves may sign or refuse',
  notYourTurn: 'It is {fio}’s turn: signing goes in order',
  alreadySigned: 'Already signed',
  alreadyRefused: 'Already refused. To sign, cancel the refusal first (cancel sign)',
  signingStopped: '{fio} refused: signing is stopped',
  notSignable: 'Only a contract under review can be signed',
  signerDone: 'The signer has signed or refused: cancel the signatures to remove them',
  nothingToCancel: 'No signatures you may cancel',
  startRequired: 'Give the start date',
  endBeforeStart: 'The end date cannot be before the start date',
  equipmentUnknown: 'Equipment not found',
  equipmentTwice: 'This equipment is already attached to the contract for these dates',
};

const texts: Record<Lang, Record<PartsKey, string>> = { ru, en };

/** A contract parts message in the caller's language, with `{name}` placeholders filled. */
export function partsText(key: PartsKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** `contractParts.startRequired` → its text; other keys are answered as they are (the shared dictionary translates them). */
export function localizePartsKey(key: string, lang: Lang): string {
  const short = key.startsWith('contractParts.') ? key.slice('contractParts.'.length) : '';
  return short in ru ? partsText(short as PartsKey, lang) : key;
}

const MONTHS: Record<Lang, string[]> = {
  ru: ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** «Январь 2026» for period 202601. */
export const periodName = (periodId: number, lang: Lang) => `${MONTHS[lang][(periodId % 100) - 1]} ${Math.floor(periodId / 100)}`;
