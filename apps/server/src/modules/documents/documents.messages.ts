import { addMessages, type Lang } from '../../shared/i18n.ts';

/**
 * The documents' own server messages (readers, postal items, queue, the registry's checks). Services
 * throw the keys `documents.<key>`; the error plugin answers them in the caller's language.
 */
const ru = {
  enterNumber: 'Введите номер',
  selectDate: 'Выберите дату',
  trackingInvalid: 'Неверный трек-номер: 14 цифр или формат RA123456789RU',
  trackingDuplicate: 'Такой трек-номер уже добавлен',
  postalMissing: 'Почтовое отправление не найдено',
  readerInactive: 'Пользователь не найден или заблокирован',
  notReader: 'Вы не в списке ознакомления с этим документом',
  readerMissing: 'Читатель не найден',
  readerAdded: 'Вам направлен документ {number}: {subject}',
  queueNoQr: 'На изображении не найден QR-код листа регистрации',
  queueUnknownCode: 'QR-код не относится ни к одному документу в очереди',
  queueExpired: 'Скан пришёл позже 5 минут после отправки листа: распознать его нельзя, создайте лист заново',
  queueNotWaiting: 'Этот документ в очереди уже распознан или закрыт',
  queueImageOnly: 'Распознать можно только изображение PNG или JPEG',
  queueImageUnreadable: 'Изображение не читается',
  coverTitle: 'Лист регистрации документа',
  coverHint: 'Положите этот лист поверх документа и отсканируйте их вместе в течение 5 минут.',
} as const;

export type DocumentsKey = keyof typeof ru;

const en: Record<DocumentsKey, string> = {
  enterNumber: 'Enter number',
  selectDate: 'Select date',
  trackingInvalid: 'Invalid tracking number: 14 digits or the RA123456789RU form',
  trackingDuplicate: 'This tracking number is already added',
  postalMissing: 'The postal item does not exist',
  readerInactive: 'The user does not exist or is blocked',
  notReader: 'You are not among the readers of this document',
  readerMissing: 'The reader does not exist',
  readerAdded: 'A document was sent to you: {number}: {subject}',
  queueNoQr: 'No cover sheet QR code was found in the image',
  queueUnknownCode: 'The QR code belongs to no document in the queue',
  queueExpired: 'The scan came more than 5 minutes after the sheet was sent: it cannot be recognized, make a new sheet',
  queueNotWaiting: 'This queue entry is already recognized or closed',
  queueImageOnly: 'Only a PNG or JPEG image can be recognized',
  queueImageUnreadable: 'The image cannot be read',
  coverTitle: 'Document registration sheet',
  coverHint: 'Put this sheet on top of the document and scan them together within 5 minutes.',
};

const prefixed = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`documents.${k}`, v]));
addMessages('ru', prefixed(ru));
addMessages('en', prefixed(en));

/** The dictionary key of a documents message (what services throw). */
export const msg = (key: DocumentsKey) => `documents.${key}`;

/** A documents message in a language, with `{name}` placeholders filled (notifications, the cover sheet). */
export function documentsText(key: DocumentsKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const text = (lang === 'en' ? en : ru)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
