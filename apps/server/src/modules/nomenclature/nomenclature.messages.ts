import type { Lang } from '../../shared/i18n.ts';

/** The nomenclature's own server messages (the engine's hook keys live in the shared dictionary). */
const ru = {
  duplicateProperty: 'Свойство «{name}» уже есть у группы или у её родительской группы',
  unknownProperty: 'У группы товара нет свойства «{key}»',
  notNumber: '«{name}»: введите число',
  notBoolean: '«{name}»: выберите «да» или «нет»',
  notText: '«{name}»: введите текст',
  analogueSelf: 'Товар не может быть аналогом самого себя',
  unknownItem: 'Товар №{id} не найден или удалён',
  deleted: 'Запись удалена: изменить её нельзя',
} as const;

type Key = keyof typeof ru;

const en: Record<Key, string> = {
  duplicateProperty: 'The group or a parent group already has the property "{name}"',
  unknownProperty: 'The item\'s group has no property "{key}"',
  notNumber: '"{name}": enter a number',
  notBoolean: '"{name}": choose yes or no',
  notText: '"{name}": enter text',
  analogueSelf: 'An item cannot be its own analogue',
  unknownItem: 'Item #{id} does not exist or is deleted',
  deleted: 'The record is deleted: it cannot be changed',
};

const texts: Record<Lang, Record<Key, string>> = { ru, en };

/** A nomenclature message in the caller's language, with `{name}` placeholders filled. */
export function nomenclatureText(key: Key, lang: Lang, params: Record<string, string | number> = {}): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
