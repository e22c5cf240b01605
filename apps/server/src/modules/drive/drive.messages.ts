import type { Lang } from '../../shared/i18n.ts';

/** The drive's own server messages (the shared dictionary belongs to the platform). */
const ru = {
  noEditRight: 'Недостаточно прав для изменения «{name}»',
  noFiles: 'Выберите хотя бы один файл',
  badName: 'Недопустимое название: от 1 до 255 символов, без «/» и «\\»',
  quotaExceeded:
    'Недостаточно места на диске: файлы занимают {incoming}, свободно {free} из {quota}. Освободите место или очистите корзину.',
  contentMismatch: 'Файл «{name}»: содержимое не соответствует расширению .{ext} (это {actual}). Файл не загружен.',
  moveIntoItself: 'Нельзя переместить папку в саму себя или во вложенную папку',
  noPreview: 'Предпросмотр доступен только для изображений и PDF',
  notInTrash: '«{name}» не в корзине',
  unknownUser: 'Пользователь не найден или заблокирован',
} as const;

type Key = keyof typeof ru;

const en: Record<Key, string> = {
  noEditRight: 'Not enough rights to change "{name}"',
  noFiles: 'Choose at least one file',
  badName: 'Invalid name: 1 to 255 characters, no "/" or "\\"',
  quotaExceeded: 'Not enough drive space: the files take {incoming}, {free} of {quota} is free. Free some space or clear the trash.',
  contentMismatch: 'File "{name}": its content does not match the .{ext} extension (it is {actual}). The file was not uploaded.',
  moveIntoItself: 'A folder cannot be moved into itself or into a folder inside it',
  noPreview: 'Preview is available for images and PDF only',
  notInTrash: '"{name}" is not in the trash',
  unknownUser: 'The user does not exist or is blocked',
};

export function driveText(key: Key, lang: Lang, params: Record<string, string | number> = {}): string {
  const text = (lang === 'en' ? en : ru)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** Spec 3 §9: bytes … PB, base 1024, 2 decimals (the web's formatSize, for server messages). */
export function formatSize(bytes: number): string {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${size.toFixed(2)} ${UNITS[unit]}`;
}
