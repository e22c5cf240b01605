import type { Db } from '../../plugins/db.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import { cappedTotal, decodeCursor, encodeCursor, TOTAL_CAP } from '../../shared/pagination.ts';
import { inTransaction } from './admin-checks.service.ts';
import { avatarSvg } from './avatar.ts';
import { findFeedback, insertFeedback, updateFeedbackDate } from './feedback.repository.ts';
import { findActiveOrganizationList } from './organizations.repository.ts';
import { findGroupsOfUsers, findOrganizationsOfUsers, findRolesOfUsers, type UserLink } from './user-links.repository.ts';
import * as repo from './users.repository.ts';

export const findProfile = (db: Db, userId: number) => repo.findProfile(db, userId);

export const findBriefUsers = (db: Db, ids: number[]) => repo.findBriefUsers(db, ids);

export function setPassword(db: Db, userId: number, passwordHash: string, mustChange: boolean) {
  return repo.updatePassword(db, userId, passwordHash, mustChange);
}

export interface FeedbackAnswer {
  survey_id?: number;
  rating?: number;
  comment?: string;
}

/**
 * The user answered (or dismissed) the feedback survey: an answer with a rating is kept,
 * and the prompt stops showing (the feedback date), both in one transaction.
 */
export async function markFeedbackGiven(db: Db, userId: number, answer: FeedbackAnswer = {}): Promise<Date> {
  const now = new Date();
  await inTransaction(db, async (tx) => {
    if (answer.rating !== undefined) await insertFeedback(tx, userId, answer);
    await updateFeedbackDate(tx, userId, now);
  });
  return now;
}

/** The latest survey answers (newest first). */
export const latestFeedback = (db: Db, limit?: number) => findFeedback(db, limit);

/** Groups page rows by user id. */
function byUser(links: UserLink[]) {
  const map = new Map<number, { id: number; name: string }[]>();
  for (const { user_id, id, name } of links) {
    const list = map.get(user_id) ?? [];
    list.push({ id, name });
    map.set(user_id, list);
  }
  return (userId: number) => map.get(userId) ?? [];
}

/**
 * Roles, groups and organizations of a set of users: one query each, one after another
 * (inside a transaction they share one connection).
 */
export async function linksOfUsers(db: Db, ids: number[]) {
  const roleLinks = await findRolesOfUsers(db, ids);
  const groupLinks = await findGroupsOfUsers(db, ids);
  const orgLinks = await findOrganizationsOfUsers(db, ids);
  return { roles: byUser(roleLinks), groups: byUser(groupLinks), organizations: byUser(orgLinks) };
}

// Users list -------------------------------------------------------------------

export interface UserListQuery {
  search?: string;
  group_id?: number;
  role_id?: number;
  blocked?: number;
  sort: repo.UserSort;
  cursor?: string;
  limit: number;
}

function cursorKey(cursor: string, sort: repo.UserSort): repo.UserKey {
  const key = decodeCursor(cursor);
  const id = key?.i;
  const fio = key?.f;
  if (key?.s !== sort || typeof id !== 'number' || !Number.isInteger(id) || (sort === 'fio' && typeof fio !== 'string')) {
    throw new ValidationFailed({ cursor: ['field.invalid'] });
  }
  return { id, fio: typeof fio === 'string' ? fio : '' };
}

/** A keyset page of users with their roles, groups and organizations, and the capped total. */
export async function listUsers(db: Db, query: UserListQuery) {
  const filter: repo.UserListFilter = {
    search: query.search?.trim() || undefined,
    groupId: query.group_id,
    roleId: query.role_id,
    status: query.blocked === undefined ? undefined : query.blocked === 1 ? 0 : 1,
  };
  const after = query.cursor ? cursorKey(query.cursor, query.sort) : null;
  const [rows, counted] = await Promise.all([
    repo.findUserPage(db, filter, query.sort, after, query.limit + 1),
    repo.findUserCountUpTo(db, filter, TOTAL_CAP + 1),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next_cursor =
    rows.length > query.limit && last
      ? encodeCursor(query.sort === 'fio' ? { s: 'fio', f: last.fio, i: last.id } : { s: 'id', i: last.id })
      : null;
  const links = await linksOfUsers(
    db,
    page.map((u) => u.id),
  );
  const items = page.map((u) => ({ ...u, roles: links.roles(u.id), groups: links.groups(u.id), organizations: links.organizations(u.id) }));
  return { items, next_cursor, total: cappedTotal(counted) };
}

/** Spec pickers: active users matching a term, at most 20. */
export function pickUsers(db: Db, term: string | undefined) {
  return repo.findPickerUsers(db, term?.trim() || undefined, 20);
}

/** The generated avatar of a user (404 for an unknown id). */
export async function avatarOf(db: Db, userId: number): Promise<string> {
  const fio = await repo.findUserFio(db, userId);
  if (fio === null) throw new NotFound();
  return avatarSvg(userId, fio);
}

export const listOrganizations = (db: Db) => findActiveOrganizationList(db);
