import { TICKET_STATUS, WORK_STATE } from '@app/contracts';

export interface ActionFacts {
  status: number;
  userId: number;
  initiatorId: number | null;
  /** The user's performer state, or null when the user is not a performer. */
  myWork: number | null;
  /** Board owner or project manager (`accepted` is in the card's statuses). */
  owner: boolean;
  /** Ticket editor (rights.edit). */
  editor: boolean;
  expired: boolean;
  /** The card's statuses include accepted (hidden for non-owners of the board). */
  acceptedVisible: boolean;
}

export interface CardActions {
  start: boolean;
  stop: boolean;
  finish: boolean;
  rework: boolean;
  accept: boolean;
  resume: boolean;
  /** Side menu. */
  remove: boolean;
  complete: boolean;
}

const S = TICKET_STATUS;

/**
 * Spec 2 §4/§6 buttons of the card:
 * - play/pause/done only for performers, hidden when the task is accepted or deleted;
 * - status actions show only when the task is finished, accepted or deleted: rework
 *   (initiator; a performer unless the deadline passed), accept (initiator or owner, and
 *   accepted must be visible to the user), resume (initiator or owner);
 * - side menu: delete and complete for editors and owners.
 */
export function cardActions(f: ActionFacts): CardActions {
  const performer = f.myWork !== null;
  const closed = f.status === S.accepted || f.status === S.deleted;
  const work = performer && !closed;
  const initiator = f.initiatorId === f.userId;
  const finished = f.status === S.finished;
  return {
    start: work && f.myWork !== WORK_STATE.working && !(finished && f.myWork === WORK_STATE.done),
    stop: work && f.myWork === WORK_STATE.working,
    finish: work && f.myWork !== WORK_STATE.done,
    rework: finished && (initiator || f.owner || (performer && !f.expired)),
    accept: finished && (initiator || f.owner) && f.acceptedVisible,
    resume: closed && (initiator || f.owner),
    remove: f.status !== S.deleted && (f.editor || f.owner),
    complete: !finished && !closed && (f.editor || f.owner),
  };
}

/** Whether the initiator must pick a reason to send the task back (spec 2 §5 'reason.select'). */
export const reworkNeedsReason = (f: Pick<ActionFacts, 'userId' | 'initiatorId'>) => f.initiatorId === f.userId;

/** Accepting needs an adoption reason unless the company parameter accept_task_without_reason is on. */
export const acceptNeedsReason = (acceptWithoutReason: number | undefined) => acceptWithoutReason !== 1;
