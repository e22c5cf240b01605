import { TICKET_STATUS, TICKET_STATUSES } from '@app/contracts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Forbidden } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { loadTicket, loadUsableBoard, type TasksDeps } from './access.service.ts';
import { allowedBoards } from './boards.service.ts';
import * as repo from './stats.repository.ts';
import { canSeeKpi, isProjectManager, isSuperAdmin } from './tasks.policy.ts';
import { listTickets } from './ticket-list.service.ts';
import { statusOf } from './tickets.service.ts';

/**
 * `GET load/kanban?board_id=`: one column per status with a keyset page of cards each.
 * With `status` (and `cursor`) it answers that one column's next page. The accepted
 * column is only for board owners; deleted tickets are not on the board.
 */
export async function kanban(
  deps: TasksDeps,
  user: SessionUser,
  query: { board_id: number; status?: number; cursor?: string; limit: number; search?: string; performer?: number },
  lang: Lang,
) {
  const board = await loadUsableBoard(deps.db, user, query.board_id);
  const owner = board.facts.ownerFlag || board.facts.creatorId === user.id || isProjectManager(user) || isSuperAdmin(user);
  const statuses = TICKET_STATUSES.filter((s) => s.id !== TICKET_STATUS.deleted && (owner || s.id !== TICKET_STATUS.accepted))
    .map((s) => s.id)
    .filter((id) => query.status === undefined || id === query.status);
  const columns = [];
  for (const status of statuses) {
    const page = await listTickets(
      deps,
      user,
      {
        board_id: query.board_id,
        status: [status],
        sort: 'end',
        order: 'asc',
        cursor: query.status === status ? query.cursor : undefined,
        limit: query.limit,
        search: query.search,
        performer: query.performer,
      },
      lang,
    );
    columns.push({ status: statusOf(status, lang), cards: page.data.data, next_cursor: page.data.next_cursor, total: page.data.total });
  }
  return { columns };
}

const DAY = 86_400_000;

/** `GET load/statistic?board_id=&from=&to=`: counts by status, by performer, overdue, created vs finished per day. */
export async function statistic(deps: TasksDeps, user: SessionUser, query: { board_id?: number; from?: Date; to?: Date }) {
  const { db } = deps;
  let boardIds: number[] | null;
  if (query.board_id !== undefined) {
    await loadUsableBoard(db, user, query.board_id);
    boardIds = [query.board_id];
  } else {
    boardIds = isSuperAdmin(user) || isProjectManager(user) ? null : (await allowedBoards(db, user)).data.map((b) => b.id);
  }
  const now = new Date();
  const to = query.to
    ? new Date(query.to.getTime() + (query.to.getUTCHours() === 0 && query.to.getUTCMinutes() === 0 ? DAY : 0))
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY);
  const from = query.from ?? new Date(to.getTime() - 30 * DAY);
  const byStatus = await repo.countByStatus(db, boardIds, from, to);
  const byPerformer = await repo.countByPerformer(db, boardIds, from, to, now);
  const overdue = await repo.countOverdue(db, boardIds, now);
  const perDay = await repo.countPerDay(db, boardIds, from, to);
  const days: { date: string; created: number; finished: number }[] = [];
  for (let t = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()); t < to.getTime() && days.length < 400; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.push({
      date,
      created: perDay.created.find((d) => d.day === date)?.n ?? 0,
      finished: perDay.finished.find((d) => d.day === date)?.n ?? 0,
    });
  }
  return {
    from: toWireMinutes(from),
    to: toWireMinutes(to),
    by_status: TICKET_STATUSES.map((s) => ({ status: statusOf(s.id), count: byStatus.find((r) => r.status === s.id)?.n ?? 0 })),
    by_performer: byPerformer,
    overdue,
    per_day: days,
  };
}

/** `GET load/tasks/:id/kpi`: project managers only (403 otherwise, 404 for a ticket the user may not see). */
export async function kpi(deps: TasksDeps, user: SessionUser, ticketId: number) {
  const { row } = await loadTicket(deps.db, user, ticketId);
  if (!canSeeKpi(user)) throw new Forbidden();
  const rows = await repo.findKpi(deps.db, ticketId);
  return {
    ticket_id: ticketId,
    end: row.end ? toWireMinutes(row.end) : null,
    performers: rows.map((r) => {
      const doneAt = r.done_at ? new Date(r.done_at) : null;
      return {
        performer_id: r.user_id,
        fio: r.fio,
        status: r.work_status,
        total: Number(r.total),
        works: Number(r.works),
        done_at: doneAt ? toWireMinutes(doneAt) : null,
        on_time: doneAt ? row.end === null || doneAt.getTime() <= row.end.getTime() : null,
        on_time_rate: r.done_count > 0 ? Math.round((r.on_time_count / r.done_count) * 100) / 100 : null,
      };
    }),
  };
}
