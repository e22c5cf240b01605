import type { Lang } from '../../shared/i18n.ts';

/** The projects' own server messages (the shared dictionary belongs to the platform). */
const ru = {
  unknownUser: 'Пользователь №{id} не найден или заблокирован',
  projectDeleted: 'Проект удалён: участников изменить нельзя',
} as const;

type Key = keyof typeof ru;

const en: Record<Key, string> = {
  unknownUser: 'User #{id} does not exist or is blocked',
  projectDeleted: 'The project is deleted: its members cannot change',
};

const texts: Record<Lang, Record<Key, string>> = { ru, en };

/** A projects message in the caller's language, with `{name}` placeholders filled. */
export function projectsText(key: Key, lang: Lang, params: Record<string, string | number> = {}): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
