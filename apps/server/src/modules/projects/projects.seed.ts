import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { insertRegistryRows } from '../registry/index.ts';
import { organizations, users } from '../users/index.ts';
import { projectMembers, projects } from './projects.schema.ts';

/** Demo projects: name, code, state, start, end, budget, description. The first is the manager's. */
const PROJECTS = [
  [
    'Реконструкция котельной',
    'КОТ-24',
    'active',
    '2026-03-01',
    '2026-12-20',
    '18500000.00',
    'Замена котлов и дымовой трубы, пусконаладка до отопительного сезона.',
  ],
  [
    'Строительство склада ГСМ',
    'ГСМ-25',
    'active',
    '2026-05-15',
    '2027-08-31',
    '42750000.00',
    'Резервуарный парк на 2 000 м³ и наливная эстакада.',
  ],
  ['Ремонт дорожного полотна', 'ДОР-26', 'planned', '2027-04-01', '2027-09-30', '9800000.50', null],
  [
    'Обустройство месторождения',
    'МЕС-12',
    'paused',
    '2025-09-01',
    '2027-12-31',
    '125000000.00',
    'Кустовые площадки 112–115: приостановлено до согласования проекта.',
  ],
  ['Текущая деятельность', null, 'active', null, null, null, 'Заявки без отдельного проекта.'],
] as const;

/**
 * Demo projects with their manager, organization, dates, budget and members (needs the demo
 * users and organizations). Answers the ids in order: the demo applications link them.
 */
export async function seedProjects(db: Db): Promise<number[]> {
  const staff = (await db.select({ id: users.id, type: users.type }).from(users).where(eq(users.status, 1)).orderBy(asc(users.id)))
    .filter((u) => u.type !== 1)
    .map((u) => u.id);
  const orgIds = (await db.select({ id: organizations.id }).from(organizations).orderBy(organizations.id)).map((r) => r.id);
  const at = <T>(list: readonly T[], i: number): T | null => (list.length ? list[i % list.length] : null);
  const ids = await insertRegistryRows(
    db,
    projects,
    PROJECTS.map(([name, code, state, start, end, budget, description], i) => ({
      name,
      code,
      state,
      start_date: start,
      end_date: end,
      budget,
      description,
      manager_id: at(staff, i === 0 ? 0 : i + 2),
      organization_id: at(orgIds, i),
    })),
  );
  // Each project gets its manager and a few more people; the demo manager works on every project.
  const members = ids.flatMap((projectId, i) =>
    [...new Set([staff[0], at(staff, i + 2), at(staff, i + 4), at(staff, i + 7)])]
      .filter((u): u is number => typeof u === 'number')
      .map((user_id) => ({ project_id: projectId, user_id })),
  );
  if (members.length) await db.insert(projectMembers).values(members).onConflictDoNothing();
  return ids;
}
