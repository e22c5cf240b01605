import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { applicationMembers, applicationProjects, applications, applicationTypes } from './applications.schema.ts';

/** Application types, applications (packs), their members, projects, tree and the seed helpers. */

export type PackRow = typeof applications.$inferSelect;
export type PackInsert = typeof applications.$inferInsert;
export type TypeRow = typeof applicationTypes.$inferSelect;

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
