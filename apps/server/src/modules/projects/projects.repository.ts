import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { users } from '../users/index.ts';
import { projectMembers, projects } from './projects.schema.ts';

/** The project, locked for a members write (concurrent writes of one project queue up). */
export async function lockProject(tx: Db, id: number) {
  const [row] = await tx.select({ id: projects.id, status: projects.status }).from(projects).where(eq(projects.id, id)).for('update');
  return row;
}

/** Whether the project exists (any status). */
export async function projectStatus(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db.select({ status: projects.status }).from(projects).where(eq(projects.id, id));
  return row?.status;
}

/** The manager the project has now. */
export async function storedManager(tx: Db, id: number): Promise<number | null | undefined> {
  const [row] = await tx.select({ manager_id: projects.manager_id }).from(projects).where(eq(projects.id, id));
  return row?.manager_id;
}

/** Which of the ids are active users. */
export async function activeUserIds(tx: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.status, 1)));
  return new Set(rows.map((r) => r.id));
}

/** Whether another live project has this code (case and surrounding spaces ignored). */
export async function codeTaken(tx: Db, code: string, exceptId: number | undefined): Promise<boolean> {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.status, 1),
        sql`lower(trim(${projects.code})) = ${code.trim().toLowerCase()}`,
        exceptId === undefined ? undefined : ne(projects.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The project's members by name. */
export function members(db: Db, projectId: number) {
  return db
    .select({ id: users.id, fio: users.fio, post: users.post })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.user_id))
    .where(eq(projectMembers.project_id, projectId))
    .orderBy(asc(users.fio), asc(users.id));
}

/** Sets the project's members as a whole (kept rows keep their date); answers whether anything changed. */
export async function replaceMembers(tx: Db, projectId: number, ids: readonly number[]): Promise<boolean> {
  const stay = [...ids];
  const removed = await tx
    .delete(projectMembers)
    .where(
      stay.length
        ? and(eq(projectMembers.project_id, projectId), sql`${projectMembers.user_id} <> all(${sql.param(stay)}::int[])`)
        : eq(projectMembers.project_id, projectId),
    )
    .returning({ user_id: projectMembers.user_id });
  const added = stay.length
    ? await tx
        .insert(projectMembers)
        .values(stay.map((user_id) => ({ project_id: projectId, user_id })))
        .onConflictDoNothing()
        .returning({ user_id: projectMembers.user_id })
    : [];
  return removed.length > 0 || added.length > 0;
}
