import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { partners } from '../dictionaries/index.ts';
import {
  applicationMembers,
  applicationOffers,
  applicationProjects,
  applicationSigners,
  applications,
  applicationTypes,
  positionFiles,
  positions,
  supplierRequests,
} from './applications.schema.ts';

export type PackRow = typeof applications.$inferSelect;
export type PackInsert = typeof applications.$inferInsert;
export type PositionRow = typeof positions.$inferSelect;
export type PositionInsert = typeof positions.$inferInsert;
export type TypeRow = typeof applicationTypes.$inferSelect;
export type SignerRow = typeof applicationSigners.$inferSelect;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Types ------------------------------------------------------------------------

export function findTypes(db: Db) {
  return db
    .select()
    .from(applicationTypes)
    .where(eq(applicationTypes.status, 1))
    .orderBy(asc(applicationTypes.sort), asc(applicationTypes.id));
}

export async function findType(db: Db, by: { id?: number; code?: string }): Promise<TypeRow | null> {
  const condition = by.id !== undefined ? eq(applicationTypes.id, by.id) : eq(applicationTypes.code, by.code ?? '');
  const [row] = await db
    .select()
    .from(applicationTypes)
    .where(and(condition, eq(applicationTypes.status, 1)))
    .limit(1);
  return row ?? null;
}

// Applications -----------------------------------------------------------------

export async function insertPack(db: Db, values: PackInsert): Promise<PackRow> {
  const [row] = await db.insert(applications).values(values).returning();
  return row;
}

export async function updatePack(db: Db, id: number, values: Partial<PackInsert>): Promise<PackRow> {
  const [row] = await db
    .update(applications)
    .set({ ...values, date_edit: new Date(), version: sql`${applications.version} + 1` })
    .where(eq(applications.id, id))
    .returning();
  return row;
}

export async function findPack(db: Db, id: number): Promise<PackRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

/** Locks the application row for the rest of the transaction (sign order, chain changes). */
export async function lockPack(db: Db, id: number): Promise<PackRow | null> {
  await db.execute(sql`select id from applications where id = ${id} for update`);
  return findPack(db, id);
}

/** Who sees the application because of a role on it: author, performer, responsible, advance holder, signers. */
export async function syncMembers(db: Db, packId: number) {
  await db.execute(sql`
    with wanted as (
      select u as user_id from applications p,
        lateral (values (p.who_add), (p.performer), (p.responsible), (p.advance_holder)) v(u)
        where p.id = ${packId} and u is not null
      union
      select s.user_id from application_signers s where s.pack_id = ${packId}
    ),
    gone as (
      delete from application_members m where m.pack_id = ${packId} and m.user_id not in (select user_id from wanted)
    )
    insert into application_members (user_id, pack_id) select user_id, ${packId} from wanted on conflict do nothing`);
}

export async function isMember(db: Db, userId: number, packId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(applicationMembers)
    .where(and(eq(applicationMembers.user_id, userId), eq(applicationMembers.pack_id, packId)))
    .limit(1);
  return Boolean(row);
}

export async function findMemberIds(db: Db, packId: number): Promise<number[]> {
  const rows = await db.select({ id: applicationMembers.user_id }).from(applicationMembers).where(eq(applicationMembers.pack_id, packId));
  return rows.map((r) => r.id);
}

export async function setProjects(db: Db, packId: number, projectIds: number[]) {
  await db.delete(applicationProjects).where(eq(applicationProjects.pack_id, packId));
  if (projectIds.length > 0)
    await db.insert(applicationProjects).values([...new Set(projectIds)].map((project_id) => ({ pack_id: packId, project_id })));
}

export async function findProjects(db: Db, packIds: number[]) {
  if (packIds.length === 0) return [];
  return queryRows<{ pack_id: number; project_id: number; project_name: string }>(
    db,
    sql`select ap.pack_id, ap.project_id, pr.name as project_name
        from application_projects ap join projects pr on pr.id = ap.project_id
        where ap.pack_id in (${sql.join(
          packIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by pr.name, pr.id`,
  );
}

export interface PackDetailsRow {
  id: number;
  type_code: string;
  type_name: string;
  type_name_en: string;
  type_form: number;
  type_position_type: string;
  type_for_equipment: number;
  who_add_fio: string | null;
  who_add_avatar: string | null;
  performer_name: string | null;
  responsible_fio: string | null;
  responsible_avatar: string | null;
  advance_holder_fio: string | null;
  advance_holder_avatar: string | null;
  organization_name: string | null;
  location_name: string | null;
  parent_name: string | null;
}

/** Names behind the ids of an application (type, people, organization, location, parent), in one query. */
export async function findPackDetails(db: Db, id: number): Promise<PackDetailsRow | null> {
  const rows = await queryRows<PackDetailsRow>(
    db,
    sql`select p.id, t.code as type_code, t.name as type_name, t.name_en as type_name_en, t.form as type_form,
          t.position_type as type_position_type, t.for_equipment as type_for_equipment,
          wa.fio as who_add_fio, wa.avatar as who_add_avatar, pf.fio as performer_name,
          rs.fio as responsible_fio, rs.avatar as responsible_avatar,
          ah.fio as advance_holder_fio, ah.avatar as advance_holder_avatar,
          o.name as organization_name, l.name as location_name, pa.name as parent_name
        from applications p
        join application_types t on t.id = p.type_id
        left join users wa on wa.id = p.who_add
        left join users pf on pf.id = p.performer
        left join users rs on rs.id = p.responsible
        left join users ah on ah.id = p.advance_holder
        left join organizations o on o.id = p.organization_id
        left join locations l on l.id = p.location_id
        left join applications pa on pa.id = p.parent_id
        where p.id = ${id}`,
  );
  return rows[0] ?? null;
}

// List -------------------------------------------------------------------------

export interface ListFilter {
  /** Null: the user sees every application; otherwise only those they are a member of. */
  memberOf: number | null;
  statuses?: string[];
  includeDeleted: boolean;
  typeId?: number;
  urgent?: number;
  repeats?: number;
  likedBy?: number;
  mineOf?: number;
  organizationId?: number;
  projectId?: number;
  from?: string;
  to?: string;
  search?: string;
}

export type ListSort = 'id' | 'date_add' | 'date_want';

export interface ListKey {
  id: number;
  /** The sort value of the last row (ISO date-time or date), absent for `id`. */
  v?: string;
}

const DELETED = sql`('delete', 'deleted')`;

function listConditions(f: ListFilter): SQL[] {
  const c: SQL[] = [];
  if (f.memberOf !== null) c.push(sql`exists (select 1 from application_members m where m.pack_id = p.id and m.user_id = ${f.memberOf})`);
  if (f.statuses && f.statuses.length > 0)
    c.push(
      sql`p.status in (${sql.join(
        f.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  else if (!f.includeDeleted) c.push(sql`p.status not in ${DELETED}`);
  if (f.typeId !== undefined) c.push(sql`p.type_id = ${f.typeId}`);
  if (f.urgent !== undefined) c.push(sql`p.urgent = ${f.urgent}`);
  if (f.repeats !== undefined) c.push(sql`p.repeats = ${f.repeats}`);
  if (f.likedBy !== undefined)
    c.push(
      sql`exists (select 1 from favourites fv where fv.user_id = ${f.likedBy} and fv.module = 'applications' and fv.object_id = p.id)`,
    );
  if (f.mineOf !== undefined) c.push(sql`p.who_add = ${f.mineOf}`);
  if (f.organizationId !== undefined) c.push(sql`p.organization_id = ${f.organizationId}`);
  if (f.projectId !== undefined)
    c.push(sql`exists (select 1 from application_projects ap where ap.pack_id = p.id and ap.project_id = ${f.projectId})`);
  if (f.from) c.push(sql`p.date_add >= ${f.from}::timestamptz`);
  if (f.to) c.push(sql`p.date_add < (${f.to}::date + 1)::timestamptz`);
  if (f.search) {
    const term = f.search.trim();
    if (/^\d{1,9}$/.test(term)) c.push(sql`(p.id = ${Number(term)} or lower(p.name) like ${likePattern(term.toLowerCase())})`);
    else c.push(sql`lower(p.name) like ${likePattern(term.toLowerCase())}`);
  }
  return c;
}

const where = (conditions: SQL[]) => (conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

const SORT_EXPR: Record<ListSort, SQL> = {
  id: sql`p.id`,
  date_add: sql`p.date_add`,
  date_want: sql`coalesce(p.date_want, '9999-12-31'::date)`,
};

export interface ListRow {
  id: number;
  name: string;
  status: string;
  urgent: number;
  comment: string | null;
  repeats: number;
  parent_id: number | null;
  date_add: Date | string;
  date_want: string | null;
  sign_current: number;
  sign_total: number;
  type_id: number;
  type_code: string;
  type_name: string;
  type_name_en: string;
  who_add: number | null;
  who_add_fio: string | null;
  who_add_avatar: string | null;
  performer: number | null;
  performer_name: string | null;
  responsible: number | null;
  responsible_fio: string | null;
  organization_id: number | null;
  organization_name: string | null;
  location_id: number | null;
  location_name: string | null;
  sort_value: string | null;
}

/** One keyset page: `limit` rows at most, in (sort, id) order. */
export async function findListPage(db: Db, f: ListFilter, sort: ListSort, desc: boolean, after: ListKey | null, limit: number) {
  const conditions = listConditions(f);
  const expr = SORT_EXPR[sort];
  if (after) {
    const op = desc ? sql`<` : sql`>`;
    if (sort === 'id') conditions.push(sql`p.id ${op} ${after.id}`);
    else if (sort === 'date_add') conditions.push(sql`(p.date_add, p.id) ${op} (${after.v}::timestamptz, ${after.id})`);
    else conditions.push(sql`(${expr}, p.id) ${op} (${after.v}::date, ${after.id})`);
  }
  const direction = desc ? sql`desc` : sql`asc`;
  const order = sort === 'id' ? sql`p.id ${direction}` : sql`${expr} ${direction}, p.id ${direction}`;
  return queryRows<ListRow>(
    db,
    sql`select p.id, p.name, p.status, p.urgent, p.comment, p.repeats, p.parent_id, p.date_add, p.date_want::text as date_want,
          p.sign_current, p.sign_total, p.type_id, t.code as type_code, t.name as type_name, t.name_en as type_name_en,
          p.who_add, wa.fio as who_add_fio, wa.avatar as who_add_avatar, p.performer, pf.fio as performer_name,
          p.responsible, rs.fio as responsible_fio, p.organization_id, o.name as organization_name,
          p.location_id, l.name as location_name,
          ${sort === 'id' ? sql`null` : sort === 'date_add' ? sql`to_char(p.date_add at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : sql`${expr}::text`} as sort_value
        from (select p.* from applications p ${where(conditions)} order by ${order} limit ${limit}) p
        join application_types t on t.id = p.type_id
        left join users wa on wa.id = p.who_add
        left join users pf on pf.id = p.performer
        left join users rs on rs.id = p.responsible
        left join organizations o on o.id = p.organization_id
        left join locations l on l.id = p.location_id
        order by ${order}`,
  );
}

/** How many applications match, counting no further than `cap`. */
export async function countListUpTo(db: Db, f: ListFilter, cap: number): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from (select 1 from applications p ${where(listConditions(f))} limit ${cap}) t`,
  );
  return Number(row.n);
}

/** Position counts of a page of applications (top-level, not deleted), in one query. */
export async function countPositions(db: Db, packIds: number[]) {
  if (packIds.length === 0) return new Map<number, number>();
  const rows = await queryRows<{ pack_id: number; n: number }>(
    db,
    sql`select pack_id, count(*)::int as n from application_positions
        where pack_id in (${sql.join(
          packIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and part_id is null and status <> 'delete' group by pack_id`,
  );
  return new Map(rows.map((r) => [r.pack_id, Number(r.n)]));
}

// Tree -------------------------------------------------------------------------

/** The whole hierarchy the application belongs to: its root ancestor and every descendant (at most 500 nodes). */
export async function findTree(db: Db, id: number) {
  return queryRows<{ id: number; parent_id: number | null; name: string; status: string; date_add: Date | string; depth: number }>(
    db,
    sql`with recursive up as (
          select id, parent_id, 0 as n from applications where id = ${id}
          union all
          select a.id, a.parent_id, up.n + 1 from applications a join up on a.id = up.parent_id where up.n < 50
        ),
        root as (select id from up order by n desc limit 1),
        down as (
          select a.id, a.parent_id, a.name, a.status, a.date_add, 0 as depth from applications a where a.id = (select id from root)
          union all
          select a.id, a.parent_id, a.name, a.status, a.date_add, down.depth + 1 from applications a join down on a.parent_id = down.id
          where down.depth < 50
        )
        select * from down order by depth, id limit 500`,
  );
}

// Positions --------------------------------------------------------------------

export async function insertPositions(db: Db, rows: PositionInsert[]): Promise<PositionRow[]> {
  if (rows.length === 0) return [];
  return db.insert(positions).values(rows).returning();
}

export async function updatePosition(db: Db, id: number, values: Partial<PositionInsert>): Promise<PositionRow> {
  const [row] = await db
    .update(positions)
    .set({ ...values, date_edit: new Date() })
    .where(eq(positions.id, id))
    .returning();
  return row;
}

export async function updatePositionsOfPack(db: Db, packId: number, fromStatus: string, values: Partial<PositionInsert>) {
  return db
    .update(positions)
    .set({ ...values, date_edit: new Date() })
    .where(and(eq(positions.pack_id, packId), eq(positions.status, fromStatus)))
    .returning({ id: positions.id });
}

export async function findPositions(db: Db, packId: number, withDeleted = false): Promise<PositionRow[]> {
  return db
    .select()
    .from(positions)
    .where(and(eq(positions.pack_id, packId), withDeleted ? undefined : ne(positions.status, 'delete')))
    .orderBy(asc(positions.number), asc(positions.id));
}

export async function findPositionsByIds(db: Db, ids: number[]): Promise<PositionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(positions)
    .where(inArray(positions.id, [...new Set(ids)]))
    .orderBy(asc(positions.number), asc(positions.id));
}

export async function findPositionsOfInvoice(db: Db, invoiceId: number): Promise<PositionRow[]> {
  return db
    .select()
    .from(positions)
    .where(and(eq(positions.invoice_id, invoiceId), ne(positions.status, 'delete')))
    .orderBy(asc(positions.pack_id), asc(positions.number), asc(positions.id));
}

export async function findPosition(db: Db, id: number): Promise<PositionRow | null> {
  const [row] = await db.select().from(positions).where(eq(positions.id, id)).limit(1);
  return row ?? null;
}

export async function maxPositionNumber(db: Db, packId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${positions.number}), 0)::int` })
    .from(positions)
    .where(eq(positions.pack_id, packId));
  return Number(row?.n ?? 0);
}

/** Sum of the quantities of the parts split from a position, as an exact decimal string. */
export async function partsQuantity(db: Db, positionId: number): Promise<string> {
  const [row] = await queryRows<{ q: string }>(
    db,
    sql`select coalesce(sum(quantity), 0)::text as q from application_positions where part_id = ${positionId} and status <> 'delete'`,
  );
  return row.q;
}

/** Autocomplete over the positions of visible applications. */
export async function searchPositions(
  db: Db,
  term: string | undefined,
  packId: number | undefined,
  memberOf: number | null,
  limit: number,
) {
  const c: SQL[] = [sql`s.status <> 'delete'`];
  if (packId !== undefined) c.push(sql`s.pack_id = ${packId}`);
  if (memberOf !== null) c.push(sql`exists (select 1 from application_members m where m.pack_id = s.pack_id and m.user_id = ${memberOf})`);
  const t = term?.trim();
  if (t)
    c.push(
      sql`(lower(coalesce(s.info, '') || ' ' || coalesce(s.dv_work_name, '')) like ${likePattern(t.toLowerCase())} or s.id::text = ${t})`,
    );
  return queryRows<{ id: number; pack_id: number; info: string | null; dv_work_name: string | null; quantity: string }>(
    db,
    sql`select s.id, s.pack_id, s.info, s.dv_work_name, s.quantity::text as quantity from application_positions s
        where ${sql.join(c, sql` and `)} order by s.id desc limit ${limit}`,
  );
}

// Position files ----------------------------------------------------------------

export async function insertPositionFiles(db: Db, rows: (typeof positionFiles.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(positionFiles).values(rows).returning();
}

export async function findPositionFiles(db: Db, snabIds: number[]) {
  if (snabIds.length === 0) return [];
  return db
    .select()
    .from(positionFiles)
    .where(and(inArray(positionFiles.snab_id, snabIds), eq(positionFiles.status, 1)))
    .orderBy(asc(positionFiles.id));
}

export async function findPositionFile(db: Db, id: number) {
  const [row] = await db.select().from(positionFiles).where(eq(positionFiles.id, id)).limit(1);
  return row ?? null;
}

export async function updatePositionFile(db: Db, id: number, values: { name?: string; status?: number }) {
  const [row] = await db.update(positionFiles).set(values).where(eq(positionFiles.id, id)).returning();
  return row;
}

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

// Offers and requests ------------------------------------------------------------

export async function insertOffer(db: Db, values: typeof applicationOffers.$inferInsert) {
  const [row] = await db.insert(applicationOffers).values(values).returning();
  return row;
}

export async function findOffers(db: Db, packId: number) {
  return queryRows<{
    id: number;
    partner_id: number | null;
    partner_name: string | null;
    sum: string | null;
    comment: string | null;
    file_name: string | null;
    file_path: string | null;
    date_add: Date | string;
    who_add: number | null;
    who_add_fio: string | null;
  }>(
    db,
    sql`select o.id, o.partner_id, pr.name as partner_name, o.sum::text as sum, o.comment, o.file_name, o.file_path, o.date_add,
          o.who_add, u.fio as who_add_fio
        from application_offers o left join partners pr on pr.id = o.partner_id left join users u on u.id = o.who_add
        where o.pack_id = ${packId} and o.status = 1 order by o.id`,
  );
}

export async function findOffer(db: Db, id: number) {
  const [row] = await db.select().from(applicationOffers).where(eq(applicationOffers.id, id)).limit(1);
  return row ?? null;
}

export type RequestRow = typeof supplierRequests.$inferSelect;

export async function insertRequest(db: Db, values: typeof supplierRequests.$inferInsert) {
  const [row] = await db.insert(supplierRequests).values(values).returning();
  return row;
}

export async function updateRequest(db: Db, id: number, values: Partial<typeof supplierRequests.$inferInsert>) {
  const [row] = await db
    .update(supplierRequests)
    .set({ ...values, date_edit: new Date() })
    .where(eq(supplierRequests.id, id))
    .returning();
  return row;
}

export async function findRequest(db: Db, id: number): Promise<RequestRow | null> {
  const [row] = await db.select().from(supplierRequests).where(eq(supplierRequests.id, id)).limit(1);
  return row ?? null;
}

export async function findRequestByHash(db: Db, hash: string): Promise<RequestRow | null> {
  const [row] = await db.select().from(supplierRequests).where(eq(supplierRequests.link_hash, hash)).limit(1);
  return row ?? null;
}

export async function findRequests(db: Db, packId: number) {
  const rows = await db
    .select({ request: supplierRequests, partner_name: partners.name })
    .from(supplierRequests)
    .leftJoin(partners, eq(partners.id, supplierRequests.partner_id))
    .where(and(eq(supplierRequests.pack_id, packId), eq(supplierRequests.state, 1)))
    .orderBy(asc(supplierRequests.id));
  return rows.map((r) => ({ ...r.request, partner_name: r.partner_name }));
}

// Seed and bench helpers -----------------------------------------------------------

export async function insertTypes(db: Db, rows: (typeof applicationTypes.$inferInsert)[]) {
  return db.insert(applicationTypes).values(rows).returning();
}

export async function insertPacks(db: Db, rows: PackInsert[]) {
  if (rows.length === 0) return [];
  return db.insert(applications).values(rows).returning({ id: applications.id });
}

export async function insertProjectLinks(db: Db, rows: { pack_id: number; project_id: number }[]) {
  if (rows.length > 0) await db.insert(applicationProjects).values(rows).onConflictDoNothing();
}

export async function rebuildAllMembers(db: Db) {
  await db.execute(sql`
    insert into application_members (user_id, pack_id)
    select distinct v.u, p.id from applications p,
      lateral (values (p.who_add), (p.performer), (p.responsible), (p.advance_holder)) v(u) where v.u is not null
    union
    select s.user_id, s.pack_id from application_signers s
    on conflict do nothing`);
}
