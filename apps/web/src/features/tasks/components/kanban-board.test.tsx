import { TICKET_STATUS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { dropReason } from './kanban-board.tsx';

const S = TICKET_STATUS;
const initiator = { userId: 7, initiatorId: 7, acceptWithoutReason: 0 };
const other = { userId: 8, initiatorId: 7, acceptWithoutReason: 0 };

describe('dropReason: a kanban drop asks for the reason the server would refuse without (issue 19)', () => {
  it('asks for an adoption reason when a finished task is dropped on accepted, unless the company accepts without one', () => {
    expect(dropReason(S.finished, S.accepted, initiator)).toBe('accept');
    expect(dropReason(S.finished, S.accepted, other)).toBe('accept');
    expect(dropReason(S.finished, S.accepted, { ...initiator, acceptWithoutReason: 1 })).toBeNull();
  });
  it('asks the initiator, not a performer, for a rework reason when a finished task goes back to new', () => {
    expect(dropReason(S.finished, S.new, initiator)).toBe('rework');
    expect(dropReason(S.finished, S.new, other)).toBeNull();
  });
  it('sends every other move straight away', () => {
    expect(dropReason(S.new, S.waiting, initiator)).toBeNull();
    expect(dropReason(S.work, S.finished, initiator)).toBeNull();
    expect(dropReason(S.new, S.accepted, initiator)).toBeNull();
  });
});
