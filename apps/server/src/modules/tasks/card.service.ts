import { COLUMN_INPUT_TYPE, TICKET_PRIORITIES, TICKET_STATUS, TICKET_STATUSES } from '@app/contracts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import type { Lang } from '../../shared/i18n.ts';
import { getCompanyParams } from '../company/index.ts';
import { contractNames } from '../contracts/index.ts';
import { loadTicket, type TasksDeps } from './access.service.ts';
import { findColumnsOfBoard } from './boards.service.ts';
import { checklistOf } from './checklists.service.ts';
import { likedTickets, tagsOfTickets } from './collab.ts';
import { fileGroupsOf } from './files.service.ts';
import { attachmentOf } from './linked-documents.service.ts';
import { watchersToWire } from './people.service.ts';
import { recurrenceToWire } from './recurrence.service.ts';
import { remindersOf } from './reminders.service.ts';
import * as schedule from './schedule.repository.ts';
import {
  allCanChangeStatus,
  canChangeBoard,
  canChangeDeadline,
  canChangeWatchers,
  canEditFiles,
  canEditTicket,
  canSeeAcceptedStatus,
  canSeeKpi,
  checklistRights,
  isExpired,
  isPerformer,
} from './tasks.policy.ts';
import * as repo from './tasks.repository.ts';
import { performerToWire, priorityOf, statusOf } from './tickets.service.ts';

const wire = (d: Date | null) => (d ? toWireMinutes(d) : null);

export interface CardFlags {
  order?: 'asc' | 'desc';
  statuses?: number;
  priority?: number;
  users?: number;
}

/**
 * `GET load/tasks/:id`: { ticket, statuses, priority, boards_users, all_can_change_status }.
 * The accepted status is left out of `statuses` for non-owners of the board.
 */
export async function getTicketCard(deps: TasksDeps, user: SessionUser, ticketId: number, flags: CardFlags, lang: Lang) {
  const { db } = deps;
  const { row, facts } = await loadTicket(db, user, ticketId);
  const params = await getCompanyParams(db);
  const performers = await repo.findPerformersOfTickets(db, [ticketId]);
  const watchers = await repo.findWatchersOfTicket(db, ticketId);
  const initiator = await repo.findBriefUser(db, row.initiator_id);
  const parent = row.parent_id !== null ? await repo.findTicketName(db, row.parent_id) : null;
  const children = await repo.findChildren(db, ticketId);
  if (flags.order === 'desc') children.reverse();
  const reminders = await remindersOf(deps, ticketId);
  const recurrence = recurrenceToWire(await schedule.findRecurrence(db, ticketId));
  const checklist = await checklistOf(db, ticketId);
  const columns = await findColumnsOfBoard(db, row.board_id);
  const files = await fileGroupsOf(
    deps,
    ticketId,
    user.id,
    columns.map((c) => c.name),
  );
  const tags = await tagsOfTickets(db, [ticketId]);
  const liked = await likedTickets(db, user.id, [ticketId]);
  const boardUsers = await repo.findBoardUsers(db, row.board_id);
  const checklistFlags = checklistRights(user, facts, params['tickets.checklist_restriction_use'] === 1);
  const now = new Date();
  const showAccepted = canSeeAcceptedStatus(user, facts);

  const ticket = {
    id: row.id,
    name: row.name,
    description: row.description,
    status: statusOf(row.status, lang),
    priority: priorityOf(row.priority, lang),
    board_id: row.board_id,
    board_name: row.board_name,
    personal: row.personal,
    parent_id: row.parent_id,
    parent_name: parent?.name ?? null,
    contract_id: row.contract_id,
    contract_name: row.contract_id ? ((await contractNames(db, [row.contract_id])).get(row.contract_id) ?? null) : null,
    document_id: row.document_id,
    attachment: await attachmentOf(db, row.document_id, lang),
    initiator: initiator ? { id: initiator.id, username: initiator.fio, userimage: initiator.avatar } : null,
    performers: performers.map(performerToWire),
    watchers: watchersToWire(watchers),
    start: wire(row.start),
    end: wire(row.end),
    time_add: wire(row.date_add),
    expired: isExpired(facts, now),
    tags: tags.map(({ id, name, color }) => ({ id, name, color })),
    subtasks: children.length > 0 ? 1 : 0,
    child: children.map((c) => ({
      id: c.id,
      name: c.name,
      status: statusOf(c.status, lang),
      priority: priorityOf(c.priority, lang),
      end: wire(c.end),
    })),
    liked: liked.has(row.id) ? 1 : 0,
    notifications: reminders,
    recurrence,
    checklist,
    files,
    custom_columns: columns
      .filter((c) => c.input_type !== COLUMN_INPUT_TYPE.hiddenFromSidebar)
      .map(({ id, name, title, input_type, options }) => ({ id, name, title, input_type, options, value: row.custom[name] ?? null })),
    ...Object.fromEntries(columns.map((c) => [c.name, row.custom[c.name] ?? null])),
    hasRight: checklistFlags.hasRight,
    limitedRight: checklistFlags.limitedRight,
    isCanChecked: checklistFlags.isCanChecked,
    rights: {
      edit: canEditTicket(user, facts),
      change_board: canChangeBoard(user, facts),
      change_deadline: canChangeDeadline(user, facts),
      change_watchers: canChangeWatchers(user, facts),
      files: canEditFiles(user, facts),
      // The tags module asks the same rule (the `tags` check of the objects registry).
      tags: canEditTicket(user, facts),
      work: isPerformer(user, facts) && row.status !== TICKET_STATUS.accepted && row.status !== TICKET_STATUS.deleted,
      kpi: canSeeKpi(user),
      chat: !(user.type !== 1 && user.permits.tickets_commentDisabled === 1),
    },
  };
  return {
    ticket,
    statuses: TICKET_STATUSES.filter((s) => showAccepted || s.id !== TICKET_STATUS.accepted).map((s) => statusOf(s.id, lang)),
    priority: TICKET_PRIORITIES.map((p) => priorityOf(p.id, lang)),
    boards_users: boardUsers.map((u) => ({ id: u.user_id, fio: u.fio, userimage: u.avatar, owner: u.owner })),
    all_can_change_status: allCanChangeStatus(user, facts, now),
  };
}
