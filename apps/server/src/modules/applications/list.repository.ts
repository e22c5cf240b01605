import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';

/** The applications list: filters, keyset pages and capped totals. */

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
  // A date range walks its index (applications_date_add_idx): a plain limited scan would start at the
  // oldest rows, while new rows (the usual range) lie at the end of the table (bench: 100k applications).
  const order = f.from || f.to ? sql`order by p.date_add` : sql``;
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from (select 1 from applications p ${where(listConditions(f))} ${order} limit ${cap}) t`,
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
