import { addMessages, type Lang } from '../../shared/i18n.ts';

/**
 * The warehouse's server messages (`warehouse.<key>`), added to the server dictionary at import,
 * so the error plugin answers them in the caller's language. The web has the same keys.
 */
const ru = {
  storageMissing: 'Склад не найден или удалён',
  targetMissing: 'Склад-получатель не найден или удалён',
  targetSame: 'Склад-получатель должен отличаться от склада-отправителя',
  targetRequired: 'Укажите склад-получатель',
  recipientRequired: 'Укажите получателя',
  recipientOrProject: 'Укажите получателя или проект',
  recipientMissing: 'Получатель не найден или заблокирован',
  projectMissing: 'Проект не найден или удалён',
  itemMissing: 'Номенклатура не найдена или удалена',
  tooMany: 'За одну операцию можно провести не более {max} позиций',
  notEnough: '«{name}»: на складе осталось {left}, а нужно {need}',
  serialOne: 'У позиции с серийным номером количество — 1',
  serialTaken: '«{name}» с серийным номером {serial} уже есть на этом складе',
  sizeRequired: 'Укажите размер спецодежды',
  returnDateRequired: 'Укажите дату возврата или срок носки',
  returnDateBeforeAct: 'Дата возврата не может быть раньше даты акта',
  holdingRequired: 'Укажите, что возвращается (выданная позиция)',
  holdingMissing: 'Выданная позиция не найдена',
  holdingOther: 'Эта позиция выдана другому получателю',
  holdingItem: 'Номенклатура не совпадает с выданной позицией',
  returnTooMuch: '«{name}»: вернуть можно не больше {left}',
  applicationRequired: 'Укажите заявку, позиции которой принимаются',
  applicationMissing: 'Заявка не найдена или удалена',
  positionMissing: 'Позиция не найдена в этой заявке',
  positionClosed: 'Позицию в статусе «{status}» принять на склад нельзя',
  positionTooMuch: 'Позиция №{number}: принять можно не больше {left}',
  correctionOnly: 'Акт корректировки создаётся только из инвентаризации',
  deltaZero: 'Разница не может быть нулевой',
  notTransfer: 'Это не акт перемещения',
  transferClosed: 'Перемещение уже {state}',
  mayNotReceive: 'Принять перемещение может ответственный склада-получателя, его заместитель или кладовщик',
  mayNotCancel: 'Отменить перемещение может отправитель или кладовщик',
  mayNotSign: 'Вы не можете подписать этот акт',
  alreadySigned: 'Акт уже подписан вами',
  storageHasStock: 'На складе есть остатки: сначала переместите или спишите их',
  storageCycle: 'Склад не может входить в самого себя или в свою зону',
  clothesReminder: 'Срок носки спецодежды «{name}» истекает {date}: верните её на склад',
  clothesReminderKeeper: '{holder}: срок носки «{name}» истекает {date}',
} as const;

export type WarehouseKey = keyof typeof ru;

const en: Record<WarehouseKey, string> = {
  storageMissing: 'The storage does not exist or is deleted',
  targetMissing: 'The receiving storage does not exist or is deleted',
  targetSame: 'The receiving storage must differ from the sending one',
  targetRequired: 'Choose the receiving storage',
  recipientRequired: 'Choose the recipient',
  recipientOrProject: 'Choose a recipient or a project',
  recipientMissing: 'The recipient does not exist or is blocked',
  projectMissing: 'The project does not exist or is deleted',
  itemMissing: 'The nomenclature item does not exist or is deleted',
  tooMany: 'At most {max} positions in one operation',
  notEnough: '“{name}”: {left} left in stock, {need} needed',
  serialOne: 'A position with a serial number has quantity 1',
  serialTaken: '“{name}” with serial number {serial} is already in this storage',
  sizeRequired: 'Enter the work clothes size',
  returnDateRequired: 'Enter a return date or a wear period',
  returnDateBeforeAct: 'The return date cannot be before the act date',
  holdingRequired: 'Choose what is returned (an issued position)',
  holdingMissing: 'The issued position does not exist',
  holdingOther: 'This position was issued to another recipient',
  holdingItem: 'The item differs from the issued position',
  returnTooMuch: '“{name}”: at most {left} can be returned',
  applicationRequired: 'Choose the application whose positions are received',
  applicationMissing: 'The application does not exist or is deleted',
  positionMissing: 'The position is not in this application',
  positionClosed: 'A position in status “{status}” cannot be received',
  positionTooMuch: 'Position #{number}: at most {left} can be received',
  correctionOnly: 'A correction act is made by a stocktaking only',
  deltaZero: 'The difference cannot be zero',
  notTransfer: 'This is not a transfer',
  transferClosed: 'The transfer is already {state}',
  mayNotReceive: 'The receiving storage’s responsible, their deputy or a storekeeper may receive a transfer',
  mayNotCancel: 'The sender or a storekeeper may cancel a transfer',
  mayNotSign: 'You cannot sign this act',
  alreadySigned: 'You have already signed this act',
  storageHasStock: 'The storage holds stock: move or write it off first',
  storageCycle: 'A storage cannot be part of itself or of its own zone',
  clothesReminder: 'The wear period of “{name}” ends on {date}: return it to the storage',
  clothesReminderKeeper: '{holder}: the wear period of “{name}” ends on {date}',
};

const prefixed = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`warehouse.${k}`, v]));
addMessages('ru', prefixed(ru));
addMessages('en', prefixed(en));

/** The dictionary key of a warehouse message (what services throw). */
export const msg = (key: WarehouseKey) => `warehouse.${key}`;

/** A warehouse message in a language, with `{name}` placeholders filled. */
export function warehouseText(key: WarehouseKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const text = (lang === 'en' ? en : ru)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
