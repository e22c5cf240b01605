import { addMessages } from '../../shared/i18n.ts';

/**
 * Messages of the document files (split, stamp, rotate). Services throw the keys `documents.<key>`;
 * the error plugin answers them in the caller's language.
 */
const ru = {
  notStampable: 'Поставить штамп можно только на файл PNG, JPG, JPEG или PDF',
  notSplittable: 'Разделить на страницы можно только PDF из нескольких страниц',
  notRotatable: 'Повернуть можно только PDF или изображение PNG, JPG, JPEG',
  pdfUnreadable: 'Файл PDF не читается (повреждён или защищён паролем)',
  pageMissing: 'В файле нет такой страницы',
  fileMissing: 'Файл не найден или удалён',
  stampNeedsNumber: 'Для штампа у документа должны быть номер и дата регистрации',
} as const;

export type DocumentFilesKey = keyof typeof ru;

const en: Record<DocumentFilesKey, string> = {
  notStampable: 'Only a PNG, JPG, JPEG or PDF file can be stamped',
  notSplittable: 'Only a PDF of several pages can be split into pages',
  notRotatable: 'Only a PDF or a PNG, JPG, JPEG image can be rotated',
  pdfUnreadable: 'The PDF file cannot be read (damaged or password-protected)',
  pageMissing: 'The file has no such page',
  fileMissing: 'The file does not exist or is deleted',
  stampNeedsNumber: 'The document needs a registration number and date for the stamp',
};

const prefixed = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`documents.${k}`, v]));
addMessages('ru', prefixed(ru));
addMessages('en', prefixed(en));

/** The dictionary key of a document files message (what the services throw). */
export const fileMsg = (key: DocumentFilesKey) => `documents.${key}`;
