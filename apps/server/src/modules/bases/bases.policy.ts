import type { Lang } from '../../shared/i18n.ts';
import { basesText } from './bases.messages.ts';

/** A user who lives in another room than the one being set. */
export interface ResidentElsewhere {
  user_id: number;
  fio: string;
  room: string;
  house: string;
  base: string;
}

/**
 * The residents rule of a room (issue 12 "Bases"): at most `max_places` people, each an active
 * user, none living in another room at once. Answers `{ user_ids: [messages] }`, empty when
 * the list may be stored. `userIds` comes deduplicated.
 */
export function residentsProblems(
  input: { userIds: readonly number[]; maxPlaces: number; known: ReadonlySet<number>; elsewhere: readonly ResidentElsewhere[] },
  lang: Lang,
): Record<string, string[]> {
  const messages: string[] = [];
  if (input.userIds.length > input.maxPlaces)
    messages.push(basesText('tooMany', lang, { max: input.maxPlaces, count: input.userIds.length }));
  for (const id of input.userIds) if (!input.known.has(id)) messages.push(basesText('unknownUser', lang, { id }));
  for (const e of input.elsewhere)
    messages.push(basesText('livesElsewhere', lang, { fio: e.fio, room: e.room, house: e.house, base: e.base }));
  return messages.length ? { user_ids: messages } : {};
}

/** Free places of a room: never below zero (max places lowered under the residents is refused anyway). */
export const freePlaces = (maxPlaces: number, taken: number): number => Math.max(0, maxPlaces - taken);

/** A room keeps at least as many places as it has residents (a shared message key: the engine's hook has no language). */
export const placesProblems = (maxPlaces: number, taken: number): Record<string, string[]> =>
  maxPlaces < taken ? { max_places: ['bases.placesBelowTaken'] } : {};
