/** Users: profile, administration list and card, picker, sign-in names, password. */
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import { groupMembers, organizations, userOrganizations, userRoles, users } from './users.schema.ts';

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

export async function findUserFio(db: Db, userId: number): Promise<string | null> {
  const rows = await db.select({ fio: users.fio }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.fio ?? null;
}
