import type { Lang } from '../../shared/i18n.ts';

/** The bases' own server messages (the shared dictionary belongs to the platform). */
const ru = {
  tooMany: 'Мест в комнате: {max}, а жильцов — {count}. Освободите место или увеличьте число мест.',
  livesElsewhere: '{fio} уже живёт в комнате {room} (дом «{house}», база «{base}»). Сначала выселите его оттуда.',
  unknownUser: 'Пользователь №{id} не найден или заблокирован',
  roomDeleted: 'Комната удалена: заселить в неё нельзя',
} as const;

type Key = keyof typeof ru;

const en: Record<Key, string> = {
  tooMany: 'The room has {max} places, and {count} residents. Free a place or raise the number of places.',
  livesElsewhere: '{fio} already lives in room {room} (house "{house}", base "{base}"). Move them out of there first.',
  unknownUser: 'User #{id} does not exist or is blocked',
  roomDeleted: 'The room is deleted: nobody can move in',
};

const texts: Record<Lang, Record<Key, string>> = { ru, en };

/** A bases message in the caller's language, with `{name}` placeholders filled. */
export function basesText(key: Key, lang: Lang, params: Record<string, string | number> = {}): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
