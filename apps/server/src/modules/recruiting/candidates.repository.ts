import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { adminHistory, departments, users } from '../users/index.ts';
import { candidates, vacancies } from './recruiting.schema.ts';

/** Candidates' rows the module's own calls read and write (the engine keeps the rest). */

export type CandidateRecord = typeof candidates.$inferSelect;

/** An active candidate, locked for the rest of the transaction when `lock`. */
export async function findActiveCandidate(db: Db, id: number, lock = false): Promise<CandidateRecord | undefined> {
  const query = db
    .select()
    .from(candidates)
    .where(and(eq(candidates.id, id), eq(candidates.status, 1)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateCandidate(tx: Db, id: number, values: Partial<typeof candidates.$inferInsert>, userId: number) {
  const [row] = await tx
    .update(candidates)
    .set({ ...values, who_edit: userId, date_edit: new Date(), version: sql`${candidates.version} + 1` })
    .where(eq(candidates.id, id))
    .returning();
  return row;
}

/** Puts a candidate in the trash as the engine does (status 0, who and when). */
export async function trashCandidate(tx: Db, id: number, userId: number) {
  await tx
    .update(candidates)
    .set({ status: 0, date_delete: new Date(), who_delete: userId, version: sql`${candidates.version} + 1` })
    .where(eq(candidates.id, id));
}

/** Active vacancy of a candidate (post, department, organization for the hired account). */
export async function findActiveVacancy(db: Db, id: number) {
  const [row] = await db
    .select({ id: vacancies.id, post: vacancies.post, department_id: vacancies.department_id, organization_id: vacancies.organization_id })
    .from(vacancies)
    .where(and(eq(vacancies.id, id), eq(vacancies.status, 1)))
    .limit(1);
  return row;
}

/** Every vacancy's `candidates_count`: its active candidates (one statement, the tables are small). */
export async function recountVacancies(db: Db) {
  await db.execute(sql`
    update vacancies v set candidates_count = coalesce(c.n, 0)
    from (select v2.id, (select count(*)::int from candidates c where c.vacancy_id = v2.id and c.status = 1) as n from vacancies v2) c
    where c.id = v.id and v.candidates_count is distinct from coalesce(c.n, 0)`);
}

/**
 * Active candidates (but `exclude`) whose phones hold one of the digit strings or whose e-mails
 * one of the e-mails: coarse, the service compares the exact keys.
 */
export async function findCandidatesSharing(db: Db, digits: string[], emails: string[], exclude: number | undefined) {
  const conditions = [
    ...digits.map((d) => sql`regexp_replace(coalesce(${candidates.phones}, ''), '\\D', '', 'g') like ${`%${d}%`}`),
    ...emails.map((e) => sql`lower(coalesce(${candidates.emails}, '')) like ${`%${e}%`}`),
  ];
  if (conditions.length === 0) return [];
  return db
    .select({
      id: candidates.id,
      full_name: candidates.full_name,
      stage: candidates.stage,
      phones: candidates.phones,
      emails: candidates.emails,
      vacancy_name: vacancies.post,
    })
    .from(candidates)
    .leftJoin(vacancies, eq(vacancies.id, candidates.vacancy_id))
    .where(
      and(eq(candidates.status, 1), exclude ? sql`${candidates.id} <> ${exclude}` : undefined, sql`(${sql.join(conditions, sql` or `)})`),
    )
    .orderBy(candidates.id)
    .limit(50);
}

/** The kanban's cards: active candidates (of a vacancy), newest in their stage first. */
export function findKanbanRows(db: Db, vacancyId: number | undefined) {
  return db
    .select({
      id: candidates.id,
      full_name: candidates.full_name,
      posts: candidates.posts,
      vacancy_id: candidates.vacancy_id,
      vacancy_name: vacancies.post,
      source: candidates.source,
      phones: candidates.phones,
      emails: candidates.emails,
      telegrams: candidates.telegrams,
      other_contacts: candidates.other_contacts,
      stage: candidates.stage,
      stage_date: candidates.stage_date,
      version: candidates.version,
    })
    .from(candidates)
    .leftJoin(vacancies, eq(vacancies.id, candidates.vacancy_id))
    .where(and(eq(candidates.status, 1), vacancyId ? eq(candidates.vacancy_id, vacancyId) : undefined))
    .orderBy(sql`${candidates.stage_date} desc`, sql`${candidates.id} desc`);
}

/** Candidates (active, of a vacancy) created in [from, to]: what the statistics count. */
export function findStatisticsRows(db: Db, from: string, to: string, vacancyId: number | undefined) {
  return db
    .select({ stage: candidates.stage, source: candidates.source, date_add: candidates.date_add, hired_at: candidates.hired_at })
    .from(candidates)
    .where(
      and(
        eq(candidates.status, 1),
        sql`${candidates.date_add} >= ${from}::date and ${candidates.date_add} < ${to}::date + 1`,
        vacancyId ? eq(candidates.vacancy_id, vacancyId) : undefined,
      ),
    );
}

/** Hired candidates (of a vacancy) per month `yyyy-MM` of their hiring date in [from, to]. */
export async function findHiredByMonth(db: Db, from: string, to: string, vacancyId: number | undefined) {
  const vacancy = vacancyId ? sql`and vacancy_id = ${vacancyId}` : sql``;
  return queryRows<{ month: string; n: number }>(
    db,
    sql`select to_char(hired_at, 'YYYY-MM') as month, count(*)::int as n from candidates
        where status = 1 and stage = 'hired' and hired_at between ${from}::date and ${to}::date ${vacancy} group by 1`,
  );
}

/** User accounts blocked (the employee left) per month `yyyy-MM` in [from, to], from the users' administration history. */
export async function findLeftByMonth(db: Db, from: string, to: string) {
  return queryRows<{ month: string; n: number }>(
    db,
    sql`select to_char(${adminHistory.date_add} at time zone 'UTC', 'YYYY-MM') as month, count(distinct ${adminHistory.entity_id})::int as n
        from ${adminHistory}
        where ${adminHistory.entity} = 'user' and ${adminHistory.field} = 'status' and ${adminHistory.new_value} = '0'
          and ${adminHistory.date_add} >= ${from}::date and ${adminHistory.date_add} < ${to}::date + 1
        group by 1`,
  );
}

/** Logins starting with `base` (any case): the hired account's login is the first free of base, base2, … */
export async function findLoginsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ login: users.login })
    .from(users)
    .where(sql`lower(${users.login}) like ${`${base.toLowerCase()}%`}`);
  return new Set(rows.map((r) => r.login.toLowerCase()));
}

export async function setUserDepartment(db: Db, userId: number, departmentId: number) {
  await db.update(users).set({ department_id: departmentId }).where(eq(users.id, userId));
}

/** Active departments for the vacancy form's look-up (by name). */
export function findDepartmentOptions(db: Db, term: string | undefined, ids?: number[]) {
  return db
    .select({ value: departments.id, label: departments.name })
    .from(departments)
    .where(
      and(
        eq(departments.status, 1),
        term ? sql`${departments.name} ilike ${`%${term}%`}` : undefined,
        ids ? inArray(departments.id, ids) : undefined,
      ),
    )
    .orderBy(departments.name)
    .limit(50);
}

/** The questionnaire's answers and when they were last saved. */
export async function findQuestionnaire(db: Db, id: number) {
  const [row] = await db
    .select({ answers: candidates.questionnaire, date: candidates.questionnaire_date })
    .from(candidates)
    .where(and(eq(candidates.id, id), eq(candidates.status, 1)))
    .limit(1);
  return row;
}

export async function saveQuestionnaire(db: Db, id: number, answers: Record<string, string>) {
  await db.update(candidates).set({ questionnaire: answers, questionnaire_date: new Date() }).where(eq(candidates.id, id));
}
