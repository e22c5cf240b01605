import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { NotFound } from '../../shared/errors.ts';
import * as repo from './lookup.repository.ts';

/**
 * User look-ups any signed-in user may make: the short user card, the user autocomplete
 * and the mention search (spec 3 §7 "Users, selects", "Chat").
 */

export interface ShortCard {
  id: number;
  fio: string;
  avatar: string | null;
  post: string | null;
  phone: string | null;
  email: string | null;
  profile_link: string | null;
  tab_number: string | null;
}

/** Spec 3 §3 user card: id, fio, avatar, post, phone, email, profile_link, tab_number (404 for an unknown id). */
export async function getShortCard(db: Db, userId: number): Promise<ShortCard> {
  const row = await repo.findShortCardRow(db, userId);
  if (!row) throw new NotFound();
  // No HR profile or personnel number is kept yet: both stay null until the staff module adds them.
  return { ...row, profile_link: null, tab_number: null };
}

/** `GET autocomplete/users`: options `{ value, label, avatar }`; blocked (fired) users only with `fired=1`. */
export async function autocompleteUsers(db: Db, term: string | undefined, fired: boolean) {
  const rows = await repo.findLookupUsers(db, { term: term?.trim() || undefined, includeBlocked: fired, limit: 50 });
  return rows.map((u) => ({ value: u.id, label: u.fio, avatar: u.avatar, post: u.post }));
}

export type MentionOption = { id: number | string; value: string; type: 'user' | 'group' | 'all'; avatar: string | null };

const ALL_LABELS = ['все', 'all'];

/**
 * Mention search (`GET autocomplete/users/notices`): `all`, groups (`g<id>`) and users;
 * with `hiddenChatAccess`, only users holding `hidden_chat_access`.
 */
export async function mentionOptions(db: Db, term: string | undefined, hiddenChatAccess: boolean): Promise<MentionOption[]> {
  const text = term?.trim() || undefined;
  const [users, groups] = await Promise.all([
    repo.findLookupUsers(db, { term: text, includeBlocked: false, permit: hiddenChatAccess ? 'hidden_chat_access' : undefined, limit: 20 }),
    repo.findLookupGroups(db, text, 10),
  ]);
  const options: MentionOption[] = [];
  if (!text || ALL_LABELS.some((label) => label.startsWith(text.toLowerCase())))
    options.push({ id: 'all', value: 'Все', type: 'all', avatar: null });
  for (const g of groups) options.push({ id: `g${g.id}`, value: g.name, type: 'group', avatar: null });
  for (const u of users) options.push({ id: u.id, value: u.fio, type: 'user', avatar: u.avatar });
  return options;
}

/** Active members of active groups (mentions of a group). */
export const groupMemberIds = (db: Db, groupIds: number[]) => repo.findGroupMemberIds(db, groupIds);

/** Of these users, the active ones holding `permit` (all active ones without it). */
export const activeUserIds = (db: Db, ids: number[], permit?: string) => repo.filterActiveUserIds(db, [...new Set(ids)], permit);

/**
 * The active ones of these users as access checks see them (a SessionUser without a
 * session, `sessionId` 0): for deciding whether someone else may see an object.
 */
export async function sessionUsersOf(db: Db, ids: number[]): Promise<SessionUser[]> {
  const rows = await repo.findActiveUsersWithPermits(db, [...new Set(ids)]);
  return rows.map((r) => ({
    id: r.id,
    login: r.login,
    fio: r.fio,
    type: r.type,
    permits: Object.fromEntries((r.permits ?? []).map((name) => [name, 1])),
    sessionId: 0,
  }));
}
