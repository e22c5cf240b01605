import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import { applicationSigners } from './applications.schema.ts';

/** Signers of an application and the people lookups around signing. */

export type SignerRow = typeof applicationSigners.$inferSelect;

// Signers ----------------------------------------------------------------------

export async function findSigners(db: Db, packId: number) {
  return queryRows<{
    id: number;
    user_id: number;
    position: number;
    status: number;
    date_sign: Date | string | null;
    fio: string | null;
    avatar: string | null;
    post: string | null;
  }>(
    db,
    sql`select s.id, s.user_id, s.position, s.status, s.date_sign, u.fio, u.avatar, u.post
        from application_signers s left join users u on u.id = s.user_id
        where s.pack_id = ${packId} order by s.position, s.id`,
  );
}

export async function deleteUnsignedSigners(db: Db, packId: number) {
  await db.delete(applicationSigners).where(and(eq(applicationSigners.pack_id, packId), eq(applicationSigners.status, 0)));
}

export async function insertSigners(db: Db, rows: (typeof applicationSigners.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(applicationSigners).values(rows);
}

export async function markSigned(db: Db, signerId: number) {
  await db.update(applicationSigners).set({ status: 1, date_sign: new Date() }).where(eq(applicationSigners.id, signerId));
}

/** Users by id with their signing right. */
export async function findSigningUsers(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return queryRows<{ id: number; fio: string; can_sign: number; status: number }>(
    db,
    sql`select id, fio, can_sign, status from users where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

export async function findActiveUserIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from users where status = 1 and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.id));
}

export async function findUserBrief(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { fio: string; avatar: string | null }>();
  const rows = await queryRows<{ id: number; fio: string; avatar: string | null }>(
    db,
    sql`select id, fio, avatar from users where id in (${sql.join(
      [...new Set(ids)].map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, { fio: r.fio, avatar: r.avatar }]));
}

export async function canSign(db: Db, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ can_sign: number }>(db, sql`select can_sign from users where id = ${userId}`);
  return row?.can_sign === 1;
}

/** `GET applications/performers`: active users (supply staff first), by term. */
export async function findPerformers(db: Db, term: string | undefined, limit: number) {
  const t = term?.trim();
  return queryRows<{ id: number; fio: string; avatar: string | null; post: string | null }>(
    db,
    sql`select u.id, u.fio, u.avatar, u.post from users u
        where u.status = 1 ${t ? sql`and u.fio ilike ${likePattern(t)}` : sql``}
        order by (exists (select 1 from user_roles ur join role_permits rp on rp.role_id = ur.role_id
                          where ur.user_id = u.id and rp.permit = 'snab_setPriority')) desc, u.fio, u.id
        limit ${limit}`,
  );
}

/**
 * Active users with the signing right (`can_sign`), the ones `userId` already put in a chain
 * first (the user's signers), then by name.
 */
export async function findSignerOptions(db: Db, userId: number, term: string | undefined, limit: number) {
  const t = term?.trim();
  return queryRows<{ id: number; fio: string; avatar: string | null; post: string | null; used: boolean }>(
    db,
    sql`select u.id, u.fio, u.avatar, u.post,
               exists (select 1 from application_signers s where s.user_id = u.id and s.who_add = ${userId}) as used
        from users u
        where u.status = 1 and u.can_sign = 1 ${t ? sql`and u.fio ilike ${likePattern(t)}` : sql``}
        order by used desc, u.fio, u.id
        limit ${limit}`,
  );
}
