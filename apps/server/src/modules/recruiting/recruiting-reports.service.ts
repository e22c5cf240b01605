import {
  CANDIDATE_SOURCES,
  CANDIDATE_STAGES,
  type CandidateStage,
  candidateContacts,
  candidatePosts,
  type HrKanban,
  type RecruitingStatistics,
} from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import * as repo from './candidates.repository.ts';
import { daysBetween, median } from './recruiting.policy.ts';

/** Recruiting's read-only views: the kanban of candidates by stage and the statistics. */

/** Cards a column answers at most (the column's `count` is the whole). */
export const KANBAN_COLUMN_MAX = 200;

/** `GET humanresources/kanban?vacancy_id=`: every stage in order with its cards (spec 3 §2 recruiting kanban). */
export async function kanban(db: Db, vacancyId: number | undefined, now = new Date()): Promise<HrKanban> {
  const rows = await repo.findKanbanRows(db, vacancyId);
  const columns = CANDIDATE_STAGES.map((s) => ({
    stage: s.value as CandidateStage,
    count: 0,
    cards: [] as HrKanban['columns'][number]['cards'],
  }));
  const byStage = new Map(columns.map((c) => [c.stage, c]));
  for (const row of rows) {
    const column = byStage.get(row.stage as CandidateStage);
    if (!column) continue;
    column.count++;
    if (column.cards.length >= KANBAN_COLUMN_MAX) continue;
    column.cards.push({
      id: row.id,
      full_name: row.full_name,
      posts: candidatePosts(row),
      vacancy_id: row.vacancy_id,
      vacancy_name: row.vacancy_name,
      source: row.source,
      contact: candidateContacts(row)[0] ?? null,
      days_in_stage: daysBetween(row.stage_date, now),
      version: row.version,
    });
  }
  return { columns };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The 12 months `yyyy-MM` ending with the month of `to`. */
function monthsUpTo(to: string): string[] {
  const [y, m] = to.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (11 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * `GET humanresources/statistics?from=&to=&vacancy_id=` (default: the last 12 months): the funnel
 * (candidates created in the period by their current stage), time to hire (days from created to
 * hired), sources (count and hired), and the staff turnover of the 12 months ending at `to`:
 * hired = candidates hired that month, left = user accounts blocked that month (admin history).
 */
export async function statistics(
  db: Db,
  query: { from?: string; to?: string; vacancy_id?: number },
  now = new Date(),
): Promise<RecruitingStatistics> {
  const to = query.to ?? isoDay(now);
  const from =
    query.from ?? isoDay(new Date(Date.UTC(Number(to.slice(0, 4)) - 1, Number(to.slice(5, 7)) - 1, Number(to.slice(8, 10)) + 1)));
  if (from > to) throw new ValidationFailed({ from: ['field.invalid'] });
  const rows = await repo.findStatisticsRows(db, from, to, query.vacancy_id);
  const funnel = CANDIDATE_STAGES.map((s) => ({ stage: s.value as string, count: rows.filter((r) => r.stage === s.value).length }));
  const hiredDays = rows
    .filter((r) => r.stage === 'hired' && r.hired_at)
    .map((r) => daysBetween(r.date_add, new Date(`${r.hired_at}T23:59:59Z`)));
  const average = hiredDays.length ? Math.round((hiredDays.reduce((a, b) => a + b, 0) / hiredDays.length) * 10) / 10 : null;
  const sources = [...CANDIDATE_SOURCES.map((s) => s.value as string), null].map((source) => {
    const of = rows.filter((r) => r.source === source);
    return { source: source ?? 'none', count: of.length, hired: of.filter((r) => r.stage === 'hired').length };
  });
  const months = monthsUpTo(to);
  const first = `${months[0]}-01`;
  const [hired, left] = await Promise.all([repo.findHiredByMonth(db, first, to, query.vacancy_id), repo.findLeftByMonth(db, first, to)]);
  const count = (list: { month: string; n: number }[], month: string) => Number(list.find((r) => r.month === month)?.n ?? 0);
  return {
    from,
    to,
    funnel,
    time_to_hire: { hired: hiredDays.length, average_days: average, median_days: median(hiredDays) },
    sources: sources.filter((s) => s.count > 0 || s.source !== 'none'),
    turnover: months.map((month) => ({ month, hired: count(hired, month), left: count(left, month) })),
  };
}
