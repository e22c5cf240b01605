import { TICKET_STATUS, WORK_STATE } from '@app/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { type ActionFacts, acceptNeedsReason, cardActions, reworkNeedsReason } from '../model/status-actions.ts';
import { cardFixture, jsonReply, signInAs, status, ticketFixture, withProviders } from '../test-fixtures.tsx';
import { StatusActions } from './status-actions.tsx';

const base: ActionFacts = {
  status: TICKET_STATUS.work,
  userId: 3,
  initiatorId: 10,
  myWork: null,
  owner: false,
  editor: false,
  expired: false,
  acceptedVisible: false,
};

describe('status action visibility per role and status (spec 2 §4)', () => {
  it('play/pause/done only for performers', () => {
    expect(cardActions(base)).toMatchObject({ start: false, stop: false, finish: false });
    expect(cardActions({ ...base, myWork: WORK_STATE.waiting })).toMatchObject({ start: true, stop: false, finish: true });
    expect(cardActions({ ...base, myWork: WORK_STATE.working })).toMatchObject({ start: false, stop: true, finish: true });
  });

  it('work buttons are hidden when the task is accepted or deleted', () => {
    for (const s of [TICKET_STATUS.accepted, TICKET_STATUS.deleted]) {
      expect(cardActions({ ...base, status: s, myWork: WORK_STATE.waiting })).toMatchObject({ start: false, stop: false, finish: false });
    }
  });

  it('status actions for initiators show only when finished, accepted or deleted', () => {
    const initiator = { ...base, userId: 10, editor: true };
    for (const s of [TICKET_STATUS.new, TICKET_STATUS.work, TICKET_STATUS.waiting]) {
      expect(cardActions({ ...initiator, status: s })).toMatchObject({ rework: false, accept: false, resume: false });
    }
    expect(cardActions({ ...initiator, status: TICKET_STATUS.finished, acceptedVisible: true })).toMatchObject({
      rework: true,
      accept: true,
    });
    expect(cardActions({ ...initiator, status: TICKET_STATUS.accepted })).toMatchObject({ resume: true, rework: false });
    expect(cardActions({ ...initiator, status: TICKET_STATUS.deleted })).toMatchObject({ resume: true, remove: false });
  });

  it('accepted is hidden for non-owners; an expired deadline stops a performer reopening', () => {
    const finished = { ...base, status: TICKET_STATUS.finished, myWork: WORK_STATE.done };
    expect(cardActions({ ...finished, acceptedVisible: false }).accept).toBe(false);
    expect(cardActions(finished).rework).toBe(true);
    expect(cardActions({ ...finished, expired: true }).rework).toBe(false);
  });

  it('the initiator needs a rework reason; accepting needs one unless the company parameter', () => {
    expect(reworkNeedsReason({ userId: 10, initiatorId: 10 })).toBe(true);
    expect(reworkNeedsReason({ userId: 3, initiatorId: 10 })).toBe(false);
    expect(acceptNeedsReason(0)).toBe(true);
    expect(acceptNeedsReason(1)).toBe(false);
  });
});

describe('StatusActions buttons', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonReply({ 'tickets.accept_task_without_reason': 0 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const performer = { performer_id: 3, fio: 'Петров', userimage: null, status: WORK_STATE.waiting, work: { id: null, total: 0 } };

  it('a performer of a task in work sees start and done, no status actions', () => {
    signInAs(3);
    render(withProviders(<StatusActions card={cardFixture(ticketFixture({ status: status('work'), performers: [performer] }))} />));
    expect(screen.getByRole('button', { name: /Начать/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Готово/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /На доработку/ })).toBeNull();
  });

  it('the initiator of a finished task sees send back and accept; a non-owner initiator no accept', () => {
    signInAs(10);
    const finished = ticketFixture({ status: status('finished'), performers: [{ ...performer, status: WORK_STATE.done }] });
    const { unmount } = render(withProviders(<StatusActions card={cardFixture(finished)} />));
    expect(screen.getByRole('button', { name: /На доработку/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Принять/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Начать/ })).toBeNull();
    unmount();
    render(withProviders(<StatusActions card={cardFixture(finished, false)} />));
    expect(screen.queryByRole('button', { name: /Принять/ })).toBeNull();
  });

  it('an accepted task: no work buttons for its performer, resume only for the initiator or an owner', () => {
    signInAs(3);
    const accepted = ticketFixture({ status: status('accepted'), performers: [performer] });
    const { unmount } = render(withProviders(<StatusActions card={cardFixture(accepted, false)} />));
    expect(screen.queryByRole('button', { name: /Начать/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Возобновить/ })).toBeNull();
    unmount();
    signInAs(10);
    render(withProviders(<StatusActions card={cardFixture(accepted, false)} />));
    expect(screen.getByRole('button', { name: /Возобновить/ })).toBeTruthy();
  });
});
