/**
 * Who may do what to which ticket (spec 2 §4, §6): pure functions over plain facts,
 * unit-tested in tasks.policy.test.ts. The service gathers the facts, asks here, and
 * turns a refusal key into the HTTP answer.
 */
import {
  awaitsAnswer,
  DOCUMENT_ANSWER_CHOICES,
  type DocumentAnswerChoice,
  TICKET_STATUS,
  TICKET_STATUSES,
  WORK_STATE,
} from '@app/contracts';

export interface Actor {
  id: number;
  /** 1 = super admin. */
  type: number;
  permits: Record<string, number>;
}

/** What the service knows about a ticket and the actor's place in it. */
export interface TicketFacts {
  initiatorId: number;
  status: number;
  end: Date | null;
  personal: boolean;
  /** The board's creator (owner of a personal board). */
  boardCreatorId: number | null;
  /** The actor is an active member of the ticket's board. */
  boardMember: boolean;
  /** The actor is an active board user with owner = 1. */
  boardOwnerFlag: boolean;
  performerIds: number[];
  watcherIds: number[];
}

export const isSuperAdmin = (a: Actor) => a.type === 1;
const permit = (a: Actor, name: string) => isSuperAdmin(a) || a.permits[name] === 1;
export const isProjectManager = (a: Actor) => permit(a, 'project_manager');
export const isTicketsAdmin = (a: Actor) => permit(a, 'tickets_admin');
/** Company-level rights: a finished ticket's status may still be changed. */
export const hasCompanyRights = (a: Actor) => isSuperAdmin(a) || isProjectManager(a) || isTicketsAdmin(a);

export const isInitiator = (a: Actor, t: TicketFacts) => t.initiatorId === a.id;
export const isPerformer = (a: Actor, t: TicketFacts) => t.performerIds.includes(a.id);
export const isWatcher = (a: Actor, t: TicketFacts) => t.watcherIds.includes(a.id);

/** "Board owner or project_manager counts as owner" (spec 2 §6). */
export function isBoardOwner(a: Actor, t: Pick<TicketFacts, 'boardOwnerFlag' | 'boardCreatorId' | 'personal'>): boolean {
  if (t.personal) return t.boardCreatorId === a.id || isSuperAdmin(a);
  return t.boardOwnerFlag || t.boardCreatorId === a.id || isProjectManager(a);
}

/** Visibility: initiator, performer, watcher, board member/owner, project manager, super admin. */
export function canSeeTicket(a: Actor, t: TicketFacts): boolean {
  if (isSuperAdmin(a) || isProjectManager(a)) return true;
  return isInitiator(a, t) || isPerformer(a, t) || isWatcher(a, t) || t.boardMember || isBoardOwner(a, t);
}

/**
 * Editing the ticket itself (title, description, dates, performers, watchers, tags,
 * recurrence, initiator): on a personal board only the initiator; otherwise the
 * initiator or a project manager (super admin included).
 */
export function canEditTicket(a: Actor, t: TicketFacts): boolean {
  if (t.personal) return isInitiator(a, t);
  return isInitiator(a, t) || isProjectManager(a);
}

/** Moving a ticket to another board: project managers (and the initiator of a personal board's ticket). */
export function canChangeBoard(a: Actor, t: TicketFacts): boolean {
  if (t.personal) return isInitiator(a, t);
  return isProjectManager(a);
}

/** The deadline: editors; a performer too when they hold tickets_admin. */
export function canChangeDeadline(a: Actor, t: TicketFacts): boolean {
  return canEditTicket(a, t) || (!t.personal && isPerformer(a, t) && isTicketsAdmin(a));
}

/** Performers may change watcher lists, besides the editors. */
export function canChangeWatchers(a: Actor, t: TicketFacts): boolean {
  return canEditTicket(a, t) || (!t.personal && isPerformer(a, t));
}

/** Files: editors and performers ("file upload needs hasRight"). */
export function canEditFiles(a: Actor, t: TicketFacts): boolean {
  return canEditTicket(a, t) || isPerformer(a, t);
}

/** KPI tab and call: project managers only. */
export function canSeeKpi(a: Actor): boolean {
  return isProjectManager(a);
}

/** The accepted status is hidden for non-owners of the board (statuses list). */
export function canSeeAcceptedStatus(a: Actor, t: TicketFacts): boolean {
  return isBoardOwner(a, t) || isSuperAdmin(a);
}

/**
 * Checklist flags of the ticket payload (spec 2 §6): `hasRight` edits every group and item,
 * `limitedRight` adds items and edits only the ones the user added, `isCanChecked` checks
 * items. Company parameter tickets.checklist_restriction_use opens checklists to all.
 */
export function checklistRights(a: Actor, t: TicketFacts, openToAll: boolean) {
  const editor = canEditTicket(a, t);
  const performer = isPerformer(a, t);
  const hasRight = editor || openToAll;
  const limitedRight = !hasRight && (performer || isWatcher(a, t));
  const isCanChecked = hasRight || performer;
  return { hasRight, limitedRight, isCanChecked };
}

export function canEditChecklistItem(a: Actor, t: TicketFacts, openToAll: boolean, itemAuthorId: number | null): boolean {
  const r = checklistRights(a, t, openToAll);
  return r.hasRight || (r.limitedRight && itemAuthorId === a.id);
}

/** Play / pause / done: only the performer themselves, and not on accepted or deleted tickets. */
export function workRefusal(a: Actor, t: TicketFacts, performerUserId: number): string | null {
  if (!isPerformer(a, t) || a.id !== performerUserId) return 'tickets.performersOnly';
  if (t.status === TICKET_STATUS.accepted || t.status === TICKET_STATUS.deleted) return 'tickets.workClosed';
  return null;
}

export function isExpired(t: Pick<TicketFacts, 'end' | 'status'>, now: Date): boolean {
  return (
    t.end !== null &&
    t.end.getTime() < now.getTime() &&
    t.status !== TICKET_STATUS.finished &&
    t.status !== TICKET_STATUS.accepted &&
    t.status !== TICKET_STATUS.deleted
  );
}

/** The named transitions of spec 2 §4. */
export type StatusAction = 'rework' | 'accept' | 'resume' | 'delete' | 'complete' | 'set';

export function statusAction(from: number, to: number): StatusAction {
  if (from === TICKET_STATUS.finished && to === TICKET_STATUS.new) return 'rework';
  if (from === TICKET_STATUS.finished && to === TICKET_STATUS.accepted) return 'accept';
  if ((from === TICKET_STATUS.accepted || from === TICKET_STATUS.deleted) && to === TICKET_STATUS.new) return 'resume';
  if (to === TICKET_STATUS.deleted) return 'delete';
  if (to === TICKET_STATUS.finished) return 'complete';
  return 'set';
}

export interface StatusChangeInput {
  from: number;
  to: number;
  /** A reason id was given (and names a reason of the right kind). */
  reasonGiven: boolean;
  /** Company parameter tickets.accept_task_without_reason. */
  acceptWithoutReason: boolean;
  now: Date;
}

/** A refusal: an i18n key and the HTTP status it goes out with. */
export interface Refused {
  key: string;
  status: 403 | 409 | 422;
}

/**
 * Spec 2 §4 task status rules. Answers null when the change is allowed.
 * - rework (finished → new): initiator or performer; the initiator needs a reason
 *   ('reason.select'); a performer cannot reopen a ticket whose deadline passed;
 * - accept (finished → accepted): initiator or board owner; an adoption reason unless
 *   the company parameter says otherwise;
 * - resume (accepted/deleted → new): initiator or board owner;
 * - delete, complete and any other change: editors; a finished ticket's status is not
 *   editable with ordinary rights (company-level rights can), and accepted is only for
 *   board owners.
 */
export function statusChangeRefusal(a: Actor, t: TicketFacts, input: StatusChangeInput): Refused | null {
  const { from, to } = input;
  if (from === to) return null;
  const action = statusAction(from, to);
  const owner = isBoardOwner(a, t) || isSuperAdmin(a);
  const initiator = isInitiator(a, t);
  const performer = isPerformer(a, t);
  switch (action) {
    case 'rework': {
      if (initiator || owner || hasCompanyRights(a)) {
        if (!input.reasonGiven && initiator) return { key: 'reason.select', status: 422 };
        return null;
      }
      if (performer) {
        if (t.end !== null && t.end.getTime() < input.now.getTime()) return { key: 'tickets.expired', status: 409 };
        return null;
      }
      return { key: 'error.forbidden', status: 403 };
    }
    case 'accept': {
      if (!(initiator || owner)) return { key: 'error.forbidden', status: 403 };
      if (!input.reasonGiven && !input.acceptWithoutReason) return { key: 'reason.select', status: 422 };
      return null;
    }
    case 'resume':
      return initiator || owner ? null : { key: 'error.forbidden', status: 403 };
    default: {
      if (t.personal ? !initiator : !(canEditTicket(a, t) || owner)) return { key: 'error.forbidden', status: 403 };
      if (from === TICKET_STATUS.finished && !hasCompanyRights(a)) return { key: 'tickets.finishedLocked', status: 409 };
      if (to === TICKET_STATUS.accepted && !owner) return { key: 'error.forbidden', status: 403 };
      // Spec 2 §4: a task is accepted only once it is finished.
      if (to === TICKET_STATUS.accepted) return { key: 'tickets.acceptOnlyFinished', status: 409 };
      return null;
    }
  }
}

/** Ordinary field edits of a finished ticket need company-level rights too. */
export function finishedEditRefusal(a: Actor, t: TicketFacts): Refused | null {
  if (t.status === TICKET_STATUS.finished && !hasCompanyRights(a)) return { key: 'tickets.finishedLocked', status: 409 };
  return null;
}

/**
 * Card flag `all_can_change_status`: whether this user may move the ticket to at least one
 * other status through the status actions, by the very rules `statusChangeRefusal` enforces
 * on PATCH (a reason counts as given, since the user can pick one; the accept-without-reason
 * parameter only decides whether one is asked for, not whether the change is allowed).
 */
export function allCanChangeStatus(a: Actor, t: TicketFacts, now: Date): boolean {
  return TICKET_STATUSES.some(
    (s) =>
      s.id !== t.status &&
      statusChangeRefusal(a, t, { from: t.status, to: s.id, reasonGiven: true, acceptWithoutReason: true, now }) === null,
  );
}

// ---------------------------------------------------------------------------
// Work states and the ticket status they lead to (spec 2 §4)
// ---------------------------------------------------------------------------

export interface PerformerState {
  userId: number;
  workStatus: number;
}

/** Starting work sets the task to work. */
export function statusAfterStart(current: number): number {
  return current === TICKET_STATUS.deleted || current === TICKET_STATUS.accepted ? current : TICKET_STATUS.work;
}

/** Stopping when no other performer works sets waiting; otherwise the task stays in work. */
export function statusAfterStop(current: number, others: PerformerState[]): number {
  if (current === TICKET_STATUS.deleted || current === TICKET_STATUS.accepted) return current;
  return others.some((p) => p.workStatus === WORK_STATE.working) ? TICKET_STATUS.work : TICKET_STATUS.waiting;
}

/**
 * Finishing: all other performers done (or none) → finished; another performer working →
 * work; otherwise waiting.
 */
export function statusAfterFinish(current: number, others: PerformerState[]): number {
  if (current === TICKET_STATUS.deleted || current === TICKET_STATUS.accepted) return current;
  if (others.every((p) => p.workStatus === WORK_STATE.done)) return TICKET_STATUS.finished;
  if (others.some((p) => p.workStatus === WORK_STATE.working)) return TICKET_STATUS.work;
  return TICKET_STATUS.waiting;
}

// ---------------------------------------------------------------------------
// Boards
// ---------------------------------------------------------------------------

export interface BoardFacts {
  personal: boolean;
  creatorId: number | null;
  member: boolean;
  ownerFlag: boolean;
}

export function canUseBoard(a: Actor, b: BoardFacts): boolean {
  if (b.personal) return b.creatorId === a.id;
  return isSuperAdmin(a) || isProjectManager(a) || b.member || b.creatorId === a.id;
}

export function canManageBoard(a: Actor, b: BoardFacts): boolean {
  if (b.personal) return b.creatorId === a.id;
  return isSuperAdmin(a) || isProjectManager(a) || b.ownerFlag || b.creatorId === a.id;
}

/** Members may add users with owner 0 (the performer prompt); owners may do everything. */
export function canAddBoardUser(a: Actor, b: BoardFacts, owner: number): boolean {
  if (b.personal) return false;
  return canManageBoard(a, b) || (owner === 0 && b.member);
}

// Linked documents (spec 2 "Linked documents") ------------------------------------------------

const isAnswerChoice = (state: string) => (DOCUMENT_ANSWER_CHOICES as readonly string[]).includes(state);

/**
 * Finishing work on a ticket whose linked document waits for an answer (active,
 * additional_answer) needs the performer's choice, answer_ready or complete; answer_ready —
 * chosen now, or already the document's state — needs an answer file (type 2) on the ticket.
 * `state` null: no live linked document.
 */
export function finishAnswerRefusal(d: { state: string | null; choice?: DocumentAnswerChoice; answerFile: boolean }): Refused | null {
  if (d.state === null) return null;
  if (awaitsAnswer(d.state) && !d.choice) return { key: 'tickets.documentStatusRequired', status: 409 };
  const target = awaitsAnswer(d.state) ? d.choice : d.state;
  if (target === 'answer_ready' && !d.answerFile) return { key: 'tickets.answerFileRequired', status: 422 };
  return null;
}

/**
 * `PATCH documents/:id/status` (spec 2 §7 "update document {id} | status"): a documents editor
 * (documents_create) sets any state. Otherwise the user must perform a ticket linking the
 * document, and may only answer a document that waits for an answer (or change that answer):
 * answer_ready or complete, answer_ready with an answer file on such a ticket.
 */
export function documentStatusRefusal(a: Actor, d: { from: string; to: string; performer: boolean; answerFile: boolean }): Refused | null {
  if (permit(a, 'documents_create')) return null;
  if (!d.performer) return { key: 'tickets.documentPerformersOnly', status: 403 };
  if (!isAnswerChoice(d.to)) return { key: 'tickets.documentAnswerOnly', status: 403 };
  if (!awaitsAnswer(d.from) && !isAnswerChoice(d.from)) return { key: 'tickets.documentNotAwaiting', status: 409 };
  if (d.to === 'answer_ready' && !d.answerFile) return { key: 'tickets.answerFileRequired', status: 422 };
  return null;
}
