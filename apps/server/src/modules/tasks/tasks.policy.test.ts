import { TICKET_STATUS, WORK_STATE } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  allCanChangeStatus,
  canChangeBoard,
  canChangeDeadline,
  canChangeWatchers,
  canEditFiles,
  canEditTicket,
  canSeeAcceptedStatus,
  canSeeTicket,
  checklistRights,
  documentStatusRefusal,
  finishAnswerRefusal,
  statusAfterFinish,
  statusAfterStart,
  statusAfterStop,
  statusChangeRefusal,
  type TicketFacts,
  workRefusal,
} from './tasks.policy.ts';

const now = new Date('2030-06-01T12:00:00Z');
const actor = (id: number, permits: Record<string, number> = {}, type = 0): Actor => ({ id, type, permits });
const initiator = actor(1);
const performer = actor(2);
const outsider = actor(9);
const pm = actor(5, { project_manager: 1 });
const ticketsAdmin = actor(2, { tickets_admin: 1 });
const facts = (over: Partial<TicketFacts> = {}): TicketFacts => ({
  initiatorId: 1,
  status: TICKET_STATUS.new,
  end: null,
  personal: false,
  boardCreatorId: 7,
  boardMember: false,
  boardOwnerFlag: false,
  performerIds: [2],
  watcherIds: [3],
  ...over,
});
const change = (a: Actor, t: TicketFacts, to: number, reasonGiven = false, acceptWithoutReason = false) =>
  statusChangeRefusal(a, t, { from: t.status, to, reasonGiven, acceptWithoutReason, now });
const finished = facts({ status: TICKET_STATUS.finished });

describe('work states → ticket status (spec 2 §4)', () => {
  const p = (workStatus: number) => ({ userId: 3, workStatus });
  it('start work → work', () => expect(statusAfterStart(TICKET_STATUS.new)).toBe(TICKET_STATUS.work));
  it('stop with no other performer working → waiting', () => {
    expect(statusAfterStop(TICKET_STATUS.work, [])).toBe(TICKET_STATUS.waiting);
    expect(statusAfterStop(TICKET_STATUS.work, [p(WORK_STATE.done)])).toBe(TICKET_STATUS.waiting);
  });
  it('stop while another performer works → work', () =>
    expect(statusAfterStop(TICKET_STATUS.work, [p(WORK_STATE.working)])).toBe(TICKET_STATUS.work));
  it('finish: none or all others done → finished', () => {
    expect(statusAfterFinish(TICKET_STATUS.work, [])).toBe(TICKET_STATUS.finished);
    expect(statusAfterFinish(TICKET_STATUS.work, [p(WORK_STATE.done)])).toBe(TICKET_STATUS.finished);
  });
  it('finish: another working → work; otherwise waiting', () => {
    expect(statusAfterFinish(TICKET_STATUS.work, [p(WORK_STATE.working), p(WORK_STATE.done)])).toBe(TICKET_STATUS.work);
    expect(statusAfterFinish(TICKET_STATUS.work, [p(WORK_STATE.waiting)])).toBe(TICKET_STATUS.waiting);
  });
  it('work buttons are closed on accepted or deleted tickets', () => {
    expect(workRefusal(performer, facts({ status: TICKET_STATUS.accepted }), 2)).toBe('tickets.workClosed');
    expect(workRefusal(performer, facts({ status: TICKET_STATUS.deleted }), 2)).toBe('tickets.workClosed');
    expect(workRefusal(initiator, facts(), 2)).toBe('tickets.performersOnly');
    expect(workRefusal(performer, facts(), 2)).toBeNull();
  });
});

describe('status transitions (spec 2 §4)', () => {
  it("rework by the initiator needs a reason ('reason.select')", () => {
    expect(change(initiator, finished, TICKET_STATUS.new)).toEqual({ key: 'reason.select', status: 422 });
    expect(change(initiator, finished, TICKET_STATUS.new, true)).toBeNull();
  });
  it('rework by a performer needs no reason, unless the deadline passed', () => {
    expect(change(performer, finished, TICKET_STATUS.new)).toBeNull();
    expect(change(performer, { ...finished, end: new Date('2030-01-01') }, TICKET_STATUS.new)).toEqual({
      key: 'tickets.expired',
      status: 409,
    });
  });
  it('accept needs an adoption reason unless accept_task_without_reason', () => {
    expect(change(initiator, finished, TICKET_STATUS.accepted)).toEqual({ key: 'reason.select', status: 422 });
    expect(change(initiator, finished, TICKET_STATUS.accepted, true)).toBeNull();
    expect(change(initiator, finished, TICKET_STATUS.accepted, false, true)).toBeNull();
    expect(change(performer, finished, TICKET_STATUS.accepted, true)?.status).toBe(403);
  });
  it('accept only from finished: a waiting or working task cannot jump to accepted, even for an owner', () => {
    for (const status of [TICKET_STATUS.new, TICKET_STATUS.work, TICKET_STATUS.waiting]) {
      expect(change(pm, facts({ status }), TICKET_STATUS.accepted, true)).toEqual({ key: 'tickets.acceptOnlyFinished', status: 409 });
      expect(change(initiator, facts({ status }), TICKET_STATUS.accepted, true)?.status).toBe(403);
    }
  });
  it('accepted or deleted → new (resume) by the initiator', () => {
    expect(change(initiator, facts({ status: TICKET_STATUS.accepted }), TICKET_STATUS.new)).toBeNull();
    expect(change(initiator, facts({ status: TICKET_STATUS.deleted }), TICKET_STATUS.new)).toBeNull();
    expect(change(outsider, facts({ status: TICKET_STATUS.deleted }), TICKET_STATUS.new)?.status).toBe(403);
  });
  it('a finished ticket: other changes need company-level rights', () => {
    expect(change(initiator, finished, TICKET_STATUS.waiting)).toEqual({ key: 'tickets.finishedLocked', status: 409 });
    expect(change(pm, finished, TICKET_STATUS.waiting)).toBeNull();
    expect(change(actor(1, { tickets_admin: 1 }), finished, TICKET_STATUS.waiting)).toBeNull();
  });
  it('delete and complete: editors only', () => {
    expect(change(initiator, facts(), TICKET_STATUS.deleted)).toBeNull();
    expect(change(initiator, facts(), TICKET_STATUS.finished)).toBeNull();
    expect(change(performer, facts(), TICKET_STATUS.deleted)?.status).toBe(403);
  });
});

describe('rights (spec 2 §6)', () => {
  it('visibility: initiator, performer, watcher, board member, board owner, project manager, super admin', () => {
    expect(canSeeTicket(initiator, facts())).toBe(true);
    expect(canSeeTicket(performer, facts())).toBe(true);
    expect(canSeeTicket(actor(3), facts())).toBe(true);
    expect(canSeeTicket(outsider, facts({ boardMember: true }))).toBe(true);
    expect(canSeeTicket(actor(7), facts())).toBe(true);
    expect(canSeeTicket(pm, facts())).toBe(true);
    expect(canSeeTicket(actor(9, {}, 1), facts())).toBe(true);
    expect(canSeeTicket(outsider, facts())).toBe(false);
  });
  it('initiator or project manager edits; on a personal board only the initiator', () => {
    expect(canEditTicket(initiator, facts())).toBe(true);
    expect(canEditTicket(pm, facts())).toBe(true);
    expect(canEditTicket(performer, facts())).toBe(false);
    expect(canEditTicket(pm, facts({ personal: true }))).toBe(false);
    expect(canEditTicket(initiator, facts({ personal: true }))).toBe(true);
  });
  it('project manager changes the board', () => {
    expect(canChangeBoard(pm, facts())).toBe(true);
    expect(canChangeBoard(initiator, facts())).toBe(false);
  });
  it('tickets_admin lets a performer change the deadline', () => {
    expect(canChangeDeadline(performer, facts())).toBe(false);
    expect(canChangeDeadline(ticketsAdmin, facts())).toBe(true);
  });
  it('performers change watchers', () => {
    expect(canChangeWatchers(performer, facts())).toBe(true);
    expect(canChangeWatchers(actor(3), facts())).toBe(false);
  });
  it('performers edit files; upload needs hasRight: editors and performers, not watchers, board members or owners', () => {
    expect(canEditFiles(initiator, facts())).toBe(true);
    expect(canEditFiles(performer, facts())).toBe(true);
    expect(canEditFiles(pm, facts())).toBe(true);
    expect(canEditFiles(actor(3), facts())).toBe(false);
    expect(canEditFiles(outsider, facts({ boardMember: true }))).toBe(false);
    expect(canEditFiles(actor(7), facts({ boardOwnerFlag: true }))).toBe(false);
    expect(canEditFiles(outsider, facts())).toBe(false);
    // A personal board: its initiator and the performers the initiator named; a project manager not.
    expect(canEditFiles(initiator, facts({ personal: true }))).toBe(true);
    expect(canEditFiles(performer, facts({ personal: true }))).toBe(true);
    expect(canEditFiles(pm, facts({ personal: true }))).toBe(false);
  });
  it('accepted is hidden for non-owners of the board', () => {
    expect(canSeeAcceptedStatus(initiator, facts())).toBe(false);
    expect(canSeeAcceptedStatus(actor(7), facts())).toBe(true);
    expect(canSeeAcceptedStatus(initiator, facts({ boardOwnerFlag: true }))).toBe(true);
    expect(canSeeAcceptedStatus(pm, facts())).toBe(true);
  });
  it('checklist flags: hasRight / limitedRight / isCanChecked; checklist_restriction_use opens to all', () => {
    expect(checklistRights(initiator, facts(), false)).toEqual({ hasRight: true, limitedRight: false, isCanChecked: true });
    expect(checklistRights(performer, facts(), false)).toEqual({ hasRight: false, limitedRight: true, isCanChecked: true });
    expect(checklistRights(outsider, facts(), false)).toEqual({ hasRight: false, limitedRight: false, isCanChecked: false });
    expect(checklistRights(outsider, facts(), true)).toEqual({ hasRight: true, limitedRight: false, isCanChecked: true });
  });
});

describe('card flag all_can_change_status: some status action is allowed (spec 2 §4, §7)', () => {
  it('matches statusChangeRefusal for each user and status', () => {
    expect(allCanChangeStatus(initiator, facts(), now)).toBe(true);
    expect(allCanChangeStatus(pm, facts(), now)).toBe(true);
    expect(allCanChangeStatus(performer, facts(), now)).toBe(false);
    expect(allCanChangeStatus(outsider, facts(), now)).toBe(false);
    // A finished ticket: the performer may send it back to rework unless the deadline passed.
    expect(allCanChangeStatus(performer, finished, now)).toBe(true);
    expect(allCanChangeStatus(performer, facts({ status: TICKET_STATUS.finished, end: new Date('2030-01-01T00:00:00Z') }), now)).toBe(
      false,
    );
    // Accepted or deleted: only the initiator or a board owner resumes.
    expect(allCanChangeStatus(initiator, facts({ status: TICKET_STATUS.accepted }), now)).toBe(true);
    expect(allCanChangeStatus(performer, facts({ status: TICKET_STATUS.deleted }), now)).toBe(false);
    expect(allCanChangeStatus(actor(7), facts({ status: TICKET_STATUS.deleted }), now)).toBe(true);
    // A personal board: only its initiator.
    expect(allCanChangeStatus(initiator, facts({ personal: true, boardCreatorId: 1 }), now)).toBe(true);
    expect(allCanChangeStatus(pm, facts({ personal: true, boardCreatorId: 1 }), now)).toBe(false);
  });
});

describe('linked documents (spec 2 "Linked documents")', () => {
  it('finishing: a document awaiting an answer needs a choice; answer_ready (chosen or already set) needs an answer file', () => {
    expect(finishAnswerRefusal({ state: null, answerFile: false })).toBeNull();
    expect(finishAnswerRefusal({ state: 'new', answerFile: false })).toBeNull();
    expect(finishAnswerRefusal({ state: 'complete', answerFile: false })).toBeNull();
    for (const state of ['active', 'additional_answer']) {
      expect(finishAnswerRefusal({ state, answerFile: true })).toEqual({ key: 'tickets.documentStatusRequired', status: 409 });
      expect(finishAnswerRefusal({ state, choice: 'answer_ready', answerFile: false })).toEqual({
        key: 'tickets.answerFileRequired',
        status: 422,
      });
      expect(finishAnswerRefusal({ state, choice: 'answer_ready', answerFile: true })).toBeNull();
      expect(finishAnswerRefusal({ state, choice: 'complete', answerFile: false })).toBeNull();
    }
    expect(finishAnswerRefusal({ state: 'answer_ready', answerFile: false })?.key).toBe('tickets.answerFileRequired');
    expect(finishAnswerRefusal({ state: 'answer_ready', choice: 'complete', answerFile: true })).toBeNull();
  });

  it('document status: documents editors any state; performers of a linking ticket only answer a document awaiting one', () => {
    const editor = actor(3, { documents_create: 1 });
    const base = { from: 'active', to: 'answer_ready', performer: true, answerFile: true };
    expect(documentStatusRefusal(editor, { ...base, to: 'archived', performer: false, answerFile: false })).toBeNull();
    expect(documentStatusRefusal(actor(0, {}, 1), { ...base, to: 'new', performer: false })).toBeNull();
    expect(documentStatusRefusal(outsider, { ...base, performer: false })?.status).toBe(403);
    expect(documentStatusRefusal(performer, { ...base, to: 'archived' })?.key).toBe('tickets.documentAnswerOnly');
    expect(documentStatusRefusal(performer, { ...base, from: 'new' })?.key).toBe('tickets.documentNotAwaiting');
    expect(documentStatusRefusal(performer, { ...base, answerFile: false })?.key).toBe('tickets.answerFileRequired');
    expect(documentStatusRefusal(performer, base)).toBeNull();
    expect(documentStatusRefusal(performer, { ...base, from: 'answer_ready', to: 'complete', answerFile: false })).toBeNull();
  });
});
