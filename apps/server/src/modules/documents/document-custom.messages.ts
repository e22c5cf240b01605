import { addMessages } from '../../shared/i18n.ts';

/** Messages of the custom fields of documents (`documents.<key>`), answered in the caller's language. */
const ru = {
  customUnknown: 'У категории документа нет такого дополнительного поля',
  customFilesByUpload: 'Файлы поля загружаются во вкладке «Дополнительно»',
  customCodeRepeated: 'Код поля повторяется',
  categoryMissing: 'Категория документов не найдена',
} as const;

export type DocumentCustomKey = keyof typeof ru;

const en: Record<DocumentCustomKey, string> = {
  customUnknown: 'The document category has no such custom field',
  customFilesByUpload: 'Files of the field are uploaded on the «Additional» tab',
  customCodeRepeated: 'The field code is repeated',
  categoryMissing: 'The document category does not exist',
};

const prefixed = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`documents.${k}`, v]));
addMessages('ru', prefixed(ru));
addMessages('en', prefixed(en));

export const customMsg = (key: DocumentCustomKey) => `documents.${key}`;
