import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';

/** `%`, `_` and `\` stand for themselves in a search term. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Users holding a permit: super admins, role permits of active roles, own permits (as the session resolver counts them). */
function holdsPermit(permit: string) {
  return sql`(u.type = 1
    or exists (select 1 from user_roles ur join role_permits rp on rp.role_id = ur.role_id
      join roles r on r.id = ur.role_id and r.status = 1 where ur.user_id = u.id and rp.permit = ${permit})
    or exists (select 1 from user_permits up where up.user_id = u.id and up.permit = ${permit} and up.value = 1))`;
}

export interface LookupUser {
  id: number;
  fio: string;
  avatar: string | null;
  post: string | null;
}

export async function findLookupUsers(
  db: Db,
  options: { term?: string; includeBlocked: boolean; permit?: string; limit: number },
): Promise<LookupUser[]> {
  const conditions = [sql`true`];
  if (!options.includeBlocked) conditions.push(sql`u.status = 1`);
  if (options.term) conditions.push(sql`(u.fio ilike ${likePattern(options.term)} or u.login ilike ${likePattern(options.term)})`);
  if (options.permit) conditions.push(holdsPermit(options.permit));
  return queryRows<LookupUser>(
    db,
    sql`select u.id, u.fio, u.avatar, u.post from users u where ${sql.join(conditions, sql` and `)}
      order by u.fio, u.id limit ${options.limit}`,
  );
}

export async function findLookupGroups(db: Db, term: string | undefined, limit: number) {
  const where = term ? sql`and g.name ilike ${likePattern(term)}` : sql``;
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select g.id, g.name from user_groups g where g.status = 1 ${where} order by g.name, g.id limit ${limit}`,
  );
}

/** Active members of active groups. */
export async function findGroupMemberIds(db: Db, groupIds: number[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select distinct m.user_id as id from user_group_members m join user_groups g on g.id = m.group_id and g.status = 1
      join users u on u.id = m.user_id and u.status = 1
      where m.group_id in (${sql.join(
        groupIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return rows.map((r) => r.id);
}

/** Of these users, the active ones (holding `permit`, when given). */
export async function filterActiveUserIds(db: Db, ids: number[], permit?: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u where u.status = 1 and u.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ${permit ? sql`and ${holdsPermit(permit)}` : sql``}`,
  );
  return rows.map((r) => r.id);
}

/** Active users with their effective permits (roles ∪ own), as the session resolver counts them. */
export async function findActiveUsersWithPermits(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return queryRows<{ id: number; login: string; fio: string; type: number; permits: string[] | null }>(
    db,
    sql`select u.id, u.login, u.fio, u.type,
      array(
        select rp.permit from user_roles ur join role_permits rp on rp.role_id = ur.role_id
          join roles r on r.id = ur.role_id and r.status = 1
          where ur.user_id = u.id
        union
        select up.permit from user_permits up where up.user_id = u.id and up.value = 1
      ) as permits
    from users u where u.status = 1 and u.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

export async function findShortCardRow(db: Db, userId: number) {
  const rows = await queryRows<{
    id: number;
    fio: string;
    avatar: string | null;
    post: string | null;
    phone: string | null;
    email: string | null;
  }>(db, sql`select u.id, u.fio, u.avatar, u.post, u.phone, u.email from users u where u.id = ${userId} limit 1`);
  return rows[0] ?? null;
}
