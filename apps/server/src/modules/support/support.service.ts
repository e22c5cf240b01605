import {
  type RegistryEvent,
  registryChannel,
  registryListRoom,
  registryRecordRoom,
  SUPPORT_STATES,
  type SupportSla,
  type SupportState,
  supportDueTimes,
} from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Conflict, Forbidden, NotFound } from '../../shared/errors.ts';
import { type FieldChange, recordChanges } from '../history/index.ts';
import type { Notifications } from '../notifications/index.ts';
import { createTicket } from '../tasks/index.ts';
import { msg, supportText } from './support.messages.ts';
import { clockChange, isOperator, statusRefusal, takeRefusal } from './support.policy.ts';
import * as repo from './support.repository.ts';

export interface SupportDeps {
  db: Db;
  realtime: Realtime;
  notifications: Notifications;
  storage: FileStorage;
  /** The tasks module's queue: a request made a ticket is created through the tasks module. */
  jobs: Jobs;
}

const MODULE = 'support';
const link = (id: number) => `/support/${id}`;
const stateName = (state: SupportState) => SUPPORT_STATES.find((s) => s.value === state)?.ru ?? state;

/** The request if the user may see it (the requester or an operator), else 404. */
export async function visibleRequest(db: Db, user: SessionUser, id: number, lock = false) {
  const row = await repo.findRequest(db, id, lock);
  if (!row || (!isOperator(user) && row.requester_id !== user.id)) throw new NotFound();
  return row;
}

/** The list room and the card's room refresh (no field values: the list room holds users who may not see the row). */
function announce(deps: SupportDeps, id: number, userId: number) {
  const event: RegistryEvent = { action: 'update', id, user_id: userId };
  deps.realtime.emit(registryRecordRoom(MODULE, id), registryChannel(MODULE), event);
  deps.realtime.emit(registryListRoom(MODULE), registryChannel(MODULE), event);
}

const slaOf = (sla: SupportSla[], priority: string) => sla.find((s) => s.priority === priority) ?? sla[sla.length - 1];

/** Sets the due times from the request's priority, creation and pauses (after a create or a priority change). */
export async function refreshDueTimes(deps: SupportDeps, id: number, userId: number) {
  const row = await repo.findRequest(deps.db, id);
  if (!row) return;
  const due = supportDueTimes(row.date_add, slaOf(await repo.findSla(deps.db), row.priority), row.paused_ms);
  await repo.updateRequest(deps.db, id, due, userId);
  announce(deps, id, userId);
}

/** After a request was filed: due times, the requester follows its chat, the operators are notified. */
export async function requestFiled(deps: SupportDeps, user: SessionUser, id: number) {
  await refreshDueTimes(deps, id, user.id);
  await repo.followChat(deps.db, user.id, id);
  const row = await repo.findRequest(deps.db, id);
  const operators = (await repo.findOperatorIds(deps.db)).filter((o) => o !== user.id);
  if (row && operators.length)
    await deps.notifications.notify(
      operators,
      { title: supportText('notifyNew', 'ru', { subject: row.subject }), link: link(id), module: MODULE, object_id: id },
      user.id,
    );
}

/** `POST support/:id/take`: the request becomes the operator's, in work; the first response if none yet. */
export async function takeRequest(deps: SupportDeps, user: SessionUser, id: number) {
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const row = await visibleRequest(tx, user, id, true);
    const refusal = takeRefusal(user, { state: row.state, requesterId: row.requester_id });
    if (refusal === 'forbidden') throw new Forbidden();
    if (refusal) throw new Conflict(msg(refusal));
    const clock = clockChange(row, 'in_work', now);
    const due = supportDueTimes(row.date_add, slaOf(await repo.findSla(tx), row.priority), clock.paused_ms);
    await repo.updateRequest(
      tx,
      id,
      { state: 'in_work', operator_id: user.id, responded_at: row.responded_at ?? now, ...clock, ...due },
      user.id,
    );
    const changes: FieldChange[] = [
      { field: 'operator_id', old_value: row.operator_id, new_value: user.id },
      { field: 'state', old_value: row.state, new_value: 'in_work' },
    ];
    await recordChanges(tx, MODULE, id, user.id, changes);
    return row;
  });
  await repo.followChat(deps.db, user.id, id);
  if (row.requester_id && row.requester_id !== user.id)
    await deps.notifications.notify(
      [row.requester_id],
      { title: supportText('notifyTaken', 'ru', { subject: row.subject, name: user.fio }), link: link(id), module: MODULE, object_id: id },
      user.id,
    );
  announce(deps, id, user.id);
}

/**
 * `POST support/:id/status`: operators move a request to any other status (an operator's change
 * is a first response too); the requester closes or reopens their own. The other side is notified.
 */
export async function changeState(deps: SupportDeps, user: SessionUser, id: number, to: SupportState) {
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const row = await visibleRequest(tx, user, id, true);
    const refusal = statusRefusal(user, { state: row.state, requesterId: row.requester_id }, to);
    if (refusal === 'sameState') throw new Conflict(msg(refusal));
    if (refusal) throw new Forbidden(msg(refusal));
    const operator = isOperator(user) && row.requester_id !== user.id;
    const clock = clockChange(row, to, now);
    const due = supportDueTimes(row.date_add, slaOf(await repo.findSla(tx), row.priority), clock.paused_ms);
    const values = {
      state: to,
      ...clock,
      ...due,
      ...(operator && !row.responded_at ? { responded_at: now } : {}),
      ...(operator && to === 'in_work' && !row.operator_id ? { operator_id: user.id } : {}),
    };
    await repo.updateRequest(tx, id, values, user.id);
    await recordChanges(tx, MODULE, id, user.id, [
      { field: 'state', old_value: row.state, new_value: to },
      ...(values.operator_id ? [{ field: 'operator_id', old_value: null, new_value: values.operator_id }] : []),
    ]);
    return row;
  });
  // The requester hears of an operator's change; the operator (or, without one, the operators) of the requester's.
  const title = supportText('notifyState', 'ru', { subject: row.subject, state: stateName(to) });
  const recipients =
    row.requester_id !== user.id ? [row.requester_id ?? 0] : row.operator_id ? [row.operator_id] : await repo.findOperatorIds(deps.db);
  const others = recipients.filter((r) => r && r !== user.id);
  if (others.length) await deps.notifications.notify(others, { title, link: link(id), module: MODULE, object_id: id }, user.id);
  announce(deps, id, user.id);
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * `POST support/:id/ticket` (operators): a ticket on the board (the tasks module's own create,
 * with its board rights), its performer the operator; the request keeps the ticket's id.
 */
export async function makeTicket(deps: SupportDeps, user: SessionUser, id: number, boardId: number) {
  const row = await visibleRequest(deps.db, user, id);
  if (!isOperator(user)) throw new Forbidden();
  if (row.ticket_id) throw new Conflict(msg('hasTicket'));
  const body = escapeHtml(row.body).replace(/\n/g, '<br>');
  const created = await createTicket(deps, user, {
    name: `Обращение №${id}: ${row.subject}`.slice(0, 250),
    board_id: boardId,
    performers: [user.id],
    description: `<p>${body}</p><p>Обращение в поддержку: <a href="${link(id)}">${link(id)}</a></p>`,
  });
  const ticketId = created.ticket.id;
  await deps.db.transaction(async (tx) => {
    const locked = await repo.findRequest(tx, id, true);
    if (locked?.ticket_id) throw new Conflict(msg('hasTicket'));
    await repo.updateRequest(tx, id, { ticket_id: ticketId }, user.id);
    await recordChanges(tx, MODULE, id, user.id, [{ field: 'ticket_id', old_value: null, new_value: ticketId }]);
  });
  announce(deps, id, user.id);
  return { ticket_id: ticketId, link: `/tickets/${ticketId}` };
}

/** `GET support/settings`: the SLA targets per priority (stored over the defaults). */
export const slaSettings = async (db: Db) => ({ sla: await repo.findSla(db) });

/** `PUT support/settings`: stores the given priorities' targets; answers all of them. */
export async function saveSlaSettings(db: Db, sla: SupportSla[], userId: number) {
  await repo.saveSla(db, sla, userId);
  return slaSettings(db);
}
