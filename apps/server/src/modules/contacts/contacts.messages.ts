import { addMessages, type Lang } from '../../shared/i18n.ts';

/**
 * The contacts' own server messages (`contacts.<key>`), added to the server dictionary at import,
 * so the error plugin answers them in the caller's language. The web has the same keys (texts.ts).
 */
const ru = {
  phoneInvalid: 'Телефон указан неверно: номера через запятую, в номере цифры, пробелы, скобки, дефисы и + в начале',
  emailInvalid: 'Адрес эл. почты указан неверно: адреса через запятую, вида name@example.ru',
  tooManyEntries: 'Не больше 20 значений в поле',
  noFile: 'Выберите файл .vcf',
  wrongFile: 'Файл {name} не похож на vCard (.vcf): {reason}',
  noCards: 'В файле нет ни одной карточки vCard',
  tooLarge: 'Файл больше {mb} МБ',
  cardUnreadable: 'Карточка не читается: {reason}',
  noName: 'Нет имени (FN или N)',
  groupMissing: 'Группа не найдена или удалена',
  feedMissing: 'Адрес синхронизации недействителен: получите новый в разделе «Контакты»',
  defaultGroup: 'Импорт',
} as const;

export type ContactsKey = keyof typeof ru;

const en: Record<ContactsKey, string> = {
  phoneInvalid: 'Invalid phone: numbers separated by commas, each of digits, spaces, brackets, hyphens and a leading +',
  emailInvalid: 'Invalid e-mail: addresses separated by commas, like name@example.com',
  tooManyEntries: 'At most 20 values in the field',
  noFile: 'Choose a .vcf file',
  wrongFile: 'The file {name} does not look like a vCard (.vcf): {reason}',
  noCards: 'The file holds no vCard',
  tooLarge: 'The file is larger than {mb} MB',
  cardUnreadable: 'The card cannot be read: {reason}',
  noName: 'No name (FN or N)',
  groupMissing: 'The group does not exist or is deleted',
  feedMissing: 'The sync address is not valid: get a new one in Contacts',
  defaultGroup: 'Import',
};

const prefixed = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`contacts.${k}`, v]));
addMessages('ru', prefixed(ru));
addMessages('en', prefixed(en));

/** The dictionary key of a contacts message (what services throw). */
export const msg = (key: ContactsKey) => `contacts.${key}`;

/** A contacts message in a language, with `{name}` placeholders filled (the import report). */
export function contactsText(key: ContactsKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const text = (lang === 'en' ? en : ru)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
