import { and, asc, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../plugins/db.ts';
import {
  adminHistory,
  groupMembers,
  groups,
  organizations,
  rolePermits,
  roles,
  userFeedback,
  userOrganizations,
  userPermits,
  userRoles,
  users,
} from './users.schema.ts';

export interface Profile {
  id: number;
  login: string;
  fio: string;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  telegram: string | null;
  post: string | null;
  type: number;
  can_sign: number;
  auto_scroll: number;
  was_user_id: number | null;
  general_feedback_date: Date | null;
  password_changed_at: Date;
  password_must_change: number;
  organizations: { id: number; name: string }[];
}

export async function findProfile(db: Db, userId: number): Promise<Profile | null> {
  const rows = await db
    .select({
      id: users.id,
      login: users.login,
      fio: users.fio,
      avatar: users.avatar,
      email: users.email,
      phone: users.phone,
      telegram: users.telegram,
      post: users.post,
      type: users.type,
      can_sign: users.can_sign,
      auto_scroll: users.auto_scroll,
      was_user_id: users.was_user_id,
      general_feedback_date: users.general_feedback_date,
      password_changed_at: users.password_changed_at,
      password_must_change: users.password_must_change,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const user = rows[0];
  if (!user) return null;
  const orgs = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
    .where(eq(userOrganizations.user_id, userId))
    .orderBy(organizations.name);
  return { ...user, organizations: orgs };
}

export async function updatePassword(db: Db, userId: number, passwordHash: string, mustChange: boolean) {
  await db
    .update(users)
    .set({ password_hash: passwordHash, password_changed_at: new Date(), password_must_change: mustChange ? 1 : 0, date_edit: new Date() })
    .where(eq(users.id, userId));
}

export async function updateFeedbackDate(db: Db, userId: number, date: Date) {
  await db.update(users).set({ general_feedback_date: date }).where(eq(users.id, userId));
}

export async function insertFeedback(db: Db, userId: number, answer: { survey_id?: number; rating?: number; comment?: string }) {
  await db.insert(userFeedback).values({
    who_add: userId,
    survey_id: answer.survey_id ?? null,
    rating: answer.rating ?? null,
    comment: answer.comment ?? null,
  });
}

/** The survey answers, newest first (for the feedback report and tests). */
export async function findFeedback(db: Db, limit = 50) {
  return db.select().from(userFeedback).orderBy(desc(userFeedback.id)).limit(limit);
}

/** Users by id with fio and avatar, for pickers and mentions. */
export async function findBriefUsers(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, fio: users.fio, avatar: users.avatar })
    .from(users)
    .where(
      sql`${users.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

// ---------------------------------------------------------------------------
// Administration: users, roles, groups, history
// ---------------------------------------------------------------------------

/** `%`, `_` and `\` stand for themselves in a search term. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface UserListFilter {
  search?: string;
  groupId?: number;
  roleId?: number;
  /** 1 = active only, 0 = blocked only. */
  status?: number;
}

export type UserSort = 'fio' | 'id';

/** The last row of a page, where the next page starts. */
export interface UserKey {
  id: number;
  fio: string;
}

function userListConditions(filter: UserListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(sql`(${users.fio} ilike ${pattern} or ${users.login} ilike ${pattern} or ${users.email} ilike ${pattern})`);
  }
  if (filter.groupId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${groupMembers} where ${groupMembers.user_id} = ${users.id} and ${groupMembers.group_id} = ${filter.groupId})`,
    );
  }
  if (filter.roleId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${userRoles} where ${userRoles.user_id} = ${users.id} and ${userRoles.role_id} = ${filter.roleId})`,
    );
  }
  if (filter.status !== undefined) conditions.push(eq(users.status, filter.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const userListColumns = {
  id: users.id,
  login: users.login,
  fio: users.fio,
  email: users.email,
  phone: users.phone,
  post: users.post,
  avatar: users.avatar,
  status: users.status,
  type: users.type,
};

/** One keyset page of users (`limit` rows at most), ordered by (fio, id) or by id. */
export async function findUserPage(db: Db, filter: UserListFilter, sort: UserSort, after: UserKey | null, limit: number) {
  const conditions = [userListConditions(filter)];
  if (after) conditions.push(sort === 'fio' ? sql`(${users.fio}, ${users.id}) > (${after.fio}, ${after.id})` : gt(users.id, after.id));
  return db
    .select(userListColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(...(sort === 'fio' ? [asc(users.fio), asc(users.id)] : [asc(users.id)]))
    .limit(limit);
}

export type UserListRow = Awaited<ReturnType<typeof findUserPage>>[number];

/** How many users match, counting no further than `cap` rows. */
export async function findUserCountUpTo(db: Db, filter: UserListFilter, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(users)
    .where(userListConditions(filter))
    .limit(cap)
    .as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return Number(row.n);
}

export interface UserLink {
  user_id: number;
  id: number;
  name: string;
}

/** Active roles of the given users, in one query. */
export async function findRolesOfUsers(db: Db, userIds: number[]): Promise<UserLink[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ user_id: userRoles.user_id, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.role_id), eq(roles.status, 1)))
    .where(inArray(userRoles.user_id, userIds))
    .orderBy(asc(roles.name), asc(roles.id));
}

/** Active groups of the given users, in one query. */
export async function findGroupsOfUsers(db: Db, userIds: number[]): Promise<UserLink[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ user_id: groupMembers.user_id, id: groups.id, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, and(eq(groups.id, groupMembers.group_id), eq(groups.status, 1)))
    .where(inArray(groupMembers.user_id, userIds))
    .orderBy(asc(groups.name), asc(groups.id));
}

/** Organizations of the given users, in one query. */
export async function findOrganizationsOfUsers(db: Db, userIds: number[]): Promise<UserLink[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ user_id: userOrganizations.user_id, id: organizations.id, name: organizations.name })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
    .where(inArray(userOrganizations.user_id, userIds))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

/** A user's own fields for the administration card. */
export async function findUserCardRow(db: Db, userId: number) {
  const rows = await db
    .select({ ...userListColumns, telegram: users.telegram, can_sign: users.can_sign })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export type UserCardRow = NonNullable<Awaited<ReturnType<typeof findUserCardRow>>>;

/** Permits given to the user personally (value 1), by name. */
export async function findOwnPermitNames(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ permit: userPermits.permit })
    .from(userPermits)
    .where(and(eq(userPermits.user_id, userId), eq(userPermits.value, 1)))
    .orderBy(asc(userPermits.permit));
  return rows.map((r) => r.permit);
}

export async function findUserIdByLogin(db: Db, login: string): Promise<number | null> {
  const rows = await db.select({ id: users.id }).from(users).where(sql`lower(${users.login}) = lower(${login})`).limit(1);
  return rows[0]?.id ?? null;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row.id;
}

export async function updateUserColumns(db: Db, userId: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, date_edit: new Date() })
    .where(eq(users.id, userId));
}

export async function replaceUserRoles(db: Db, userId: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.user_id, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((role_id) => ({ user_id: userId, role_id })));
}

export async function replaceUserGroups(db: Db, userId: number, groupIds: number[]) {
  await db.delete(groupMembers).where(eq(groupMembers.user_id, userId));
  if (groupIds.length > 0) await db.insert(groupMembers).values(groupIds.map((group_id) => ({ user_id: userId, group_id })));
}

export async function replaceUserOrganizations(db: Db, userId: number, organizationIds: number[]) {
  await db.delete(userOrganizations).where(eq(userOrganizations.user_id, userId));
  if (organizationIds.length > 0) {
    await db.insert(userOrganizations).values(organizationIds.map((organization_id) => ({ user_id: userId, organization_id })));
  }
}

/** Gives (value 1) or takes away a personal permit. */
export async function saveUserPermit(db: Db, userId: number, permit: string, value: 0 | 1) {
  if (value === 1) {
    await db
      .insert(userPermits)
      .values({ user_id: userId, permit, value: 1 })
      .onConflictDoUpdate({ target: [userPermits.user_id, userPermits.permit], set: { value: 1 } });
  } else {
    await db.delete(userPermits).where(and(eq(userPermits.user_id, userId), eq(userPermits.permit, permit)));
  }
}

/** Active users matching a term (fio or login), for pickers. */
export async function findPickerUsers(db: Db, term: string | undefined, limit: number) {
  const conditions = [eq(users.status, 1)];
  if (term) {
    const pattern = likePattern(term);
    conditions.push(sql`(${users.fio} ilike ${pattern} or ${users.login} ilike ${pattern})`);
  }
  return db
    .select({ id: users.id, fio: users.fio, avatar: users.avatar, post: users.post })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.fio), asc(users.id))
    .limit(limit);
}

/** Of the given ids, the users that exist, with their names. */
export async function findUsersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, fio: users.fio, type: users.type }).from(users).where(inArray(users.id, ids));
}

/** Of the given ids, the active roles, with their names. */
export async function findActiveRolesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(inArray(roles.id, ids), eq(roles.status, 1)));
}

/** Of the given ids, the active groups, with their names. */
export async function findActiveGroupsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(inArray(groups.id, ids), eq(groups.status, 1)));
}

/** Of the given ids, the active organizations, with their names. */
export async function findActiveOrganizationsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(inArray(organizations.id, ids), eq(organizations.status, 1)));
}

export interface HistoryEntry {
  entity: 'user' | 'role' | 'group';
  entity_id: number;
  field: string;
  old_value: string | null;
  new_value: string | null;
  who_add: number;
}

export async function insertHistory(db: Db, entries: HistoryEntry[]) {
  if (entries.length > 0) await db.insert(adminHistory).values(entries);
}

/** The change history of one record, newest first, with the author's name. */
export async function findHistoryWithAuthors(db: Db, entity: HistoryEntry['entity'], entityId: number) {
  const author = alias(users, 'author');
  return db
    .select({
      id: adminHistory.id,
      date_add: adminHistory.date_add,
      who_add_fio: author.fio,
      field: adminHistory.field,
      old_value: adminHistory.old_value,
      new_value: adminHistory.new_value,
    })
    .from(adminHistory)
    .leftJoin(author, eq(author.id, adminHistory.who_add))
    .where(and(eq(adminHistory.entity, entity), eq(adminHistory.entity_id, entityId)))
    .orderBy(desc(adminHistory.id));
}

// Groups ---------------------------------------------------------------------

/** Active groups with how many users each has. */
export async function findGroupsWithCounts(db: Db) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      users_count: sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.group_id} = ${groups.id})`,
    })
    .from(groups)
    .where(eq(groups.status, 1))
    .orderBy(asc(groups.name), asc(groups.id));
}

export async function findActiveGroup(db: Db, groupId: number) {
  const rows = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.status, 1)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findGroupMembers(db: Db, groupId: number) {
  return db
    .select({ id: users.id, fio: users.fio, post: users.post })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.user_id))
    .where(eq(groupMembers.group_id, groupId))
    .orderBy(asc(users.fio), asc(users.id));
}

/** The id of an active group with this name (case-insensitive), other than `exceptId`. */
export async function findActiveGroupIdByName(db: Db, name: string, exceptId?: number): Promise<number | null> {
  const conditions = [eq(groups.status, 1), sql`lower(${groups.name}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(ne(groups.id, exceptId));
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(...conditions))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function insertGroup(db: Db, name: string, whoAdd: number): Promise<number> {
  const [row] = await db.insert(groups).values({ name, who_add: whoAdd }).returning({ id: groups.id });
  return row.id;
}

export async function updateGroupColumns(db: Db, groupId: number, values: { name?: string; status?: number }) {
  await db.update(groups).set(values).where(eq(groups.id, groupId));
}

export async function replaceGroupMembers(db: Db, groupId: number, userIds: number[]) {
  await db.delete(groupMembers).where(eq(groupMembers.group_id, groupId));
  if (userIds.length > 0) await db.insert(groupMembers).values(userIds.map((user_id) => ({ group_id: groupId, user_id })));
}

// Roles ----------------------------------------------------------------------

export interface RoleWithPermits {
  id: number;
  name: string;
  permits: string[];
  users_count: number;
}

/** Active roles with their permits and how many users hold each, in one query. */
export async function findRolesWithPermits(db: Db): Promise<RoleWithPermits[]> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      permits: sql<
        string[] | null
      >`array(select ${rolePermits.permit} from ${rolePermits} where ${rolePermits.role_id} = ${roles.id} order by 1)`,
      users_count: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.role_id} = ${roles.id})`,
    })
    .from(roles)
    .where(eq(roles.status, 1))
    .orderBy(asc(roles.name), asc(roles.id));
  return rows.map((r) => ({ ...r, permits: r.permits ?? [], users_count: Number(r.users_count) }));
}

export async function findActiveRole(db: Db, roleId: number) {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.status, 1)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findRolePermitNames(db: Db, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ permit: rolePermits.permit })
    .from(rolePermits)
    .where(eq(rolePermits.role_id, roleId))
    .orderBy(asc(rolePermits.permit));
  return rows.map((r) => r.permit);
}

export async function findRoleHolders(db: Db, roleId: number) {
  return db
    .select({ id: users.id, fio: users.fio })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(eq(userRoles.role_id, roleId))
    .orderBy(asc(users.fio), asc(users.id));
}

/** The id of an active role with this name (case-insensitive), other than `exceptId`. */
export async function findActiveRoleIdByName(db: Db, name: string, exceptId?: number): Promise<number | null> {
  const conditions = [eq(roles.status, 1), sql`lower(${roles.name}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(ne(roles.id, exceptId));
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(...conditions))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function insertRole(db: Db, name: string, whoAdd: number): Promise<number> {
  const [row] = await db.insert(roles).values({ name, who_add: whoAdd }).returning({ id: roles.id });
  return row.id;
}

export async function updateRoleColumns(db: Db, roleId: number, values: { name?: string; status?: number }) {
  await db.update(roles).set(values).where(eq(roles.id, roleId));
}

export async function replaceRolePermits(db: Db, roleId: number, permits: string[]) {
  await db.delete(rolePermits).where(eq(rolePermits.role_id, roleId));
  if (permits.length > 0) await db.insert(rolePermits).values(permits.map((permit) => ({ role_id: roleId, permit })));
}

export async function replaceRoleHolders(db: Db, roleId: number, userIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.role_id, roleId));
  if (userIds.length > 0) await db.insert(userRoles).values(userIds.map((user_id) => ({ user_id, role_id: roleId })));
}

export async function findUserFio(db: Db, userId: number): Promise<string | null> {
  const rows = await db.select({ fio: users.fio }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.fio ?? null;
}

export async function findActiveOrganizationList(db: Db) {
  return db
    .select({ id: organizations.id, name: organizations.name, inn: organizations.inn })
    .from(organizations)
    .where(eq(organizations.status, 1))
    .orderBy(asc(organizations.name));
}
