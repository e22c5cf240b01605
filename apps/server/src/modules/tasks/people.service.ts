import type { UserGroupType } from '@app/contracts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../shared/errors.ts';
import { emitTicket, loadTicket, refuse, type TasksDeps } from './access.service.ts';
import { recordTicketHistory } from './collab.ts';
import * as repo from './people.repository.ts';
import { canChangeWatchers, canEditTicket, finishedEditRefusal } from './tasks.policy.ts';
import * as tickets from './tasks.repository.ts';
import { performerToWire, usersOutsideBoard } from './tickets.service.ts';

const ALREADY = 'performers.alreadySelected';

/**
 * `GET load/tasks/:id/performers` (spec 2 §7): the ticket's active performers with their
 * work state (0 waiting, 1 working, 2 done), the open work id and the time worked; to
 * whoever may see the ticket (404 otherwise).
 */
export async function getPerformers(deps: TasksDeps, user: SessionUser, ticketId: number) {
  await loadTicket(deps.db, user, ticketId);
  const performers = await tickets.findPerformersOfTickets(deps.db, [ticketId]);
  return { performers: performers.map(performerToWire) };
}

/**
 * `POST load/tasks/:id/performers/:userId`: editors add a performer; a duplicate answers
 * 422 'already selected'. On a non-personal board a user outside the board comes back
 * flagged (`add_to_board`), so the web offers to add them (owner 0).
 */
export async function addPerformer(deps: TasksDeps, user: SessionUser, ticketId: number, userId: number) {
  const { db } = deps;
  const { row, facts } = await loadTicket(db, user, ticketId);
  if (!canEditTicket(user, facts)) throw new Forbidden();
  const locked = finishedEditRefusal(user, facts);
  if (locked) refuse(locked);
  if (facts.performerIds.includes(userId)) throw new ValidationFailed({ performer: [ALREADY] });
  if ((await tickets.findActiveUserIds(db, [userId])).length === 0) throw new NotFound();
  const added = await db.transaction(async (tx) => {
    const ok = await tickets.upsertPerformer(tx, ticketId, userId, user.id);
    if (ok) await recordTicketHistory(tx, ticketId, user.id, [{ field: 'performer_add', old: null, new: userId }]);
    return ok;
  });
  if (!added) throw new ValidationFailed({ performer: [ALREADY] });
  const outside = facts.personal ? [] : await usersOutsideBoard(deps, row.board_id, [userId]);
  const performers = (await tickets.findPerformersOfTickets(db, [ticketId])).map(performerToWire);
  emitTicket(deps.realtime, row, 'update', { performers }, user.id);
  return { result: true, performers, add_to_board: outside.length > 0, not_board_users: outside };
}

/** `PATCH load/tasks/:id/performers/:userId` {status: 0}: removes a performer. */
export async function removePerformer(deps: TasksDeps, user: SessionUser, ticketId: number, userId: number) {
  const { db } = deps;
  const { row, facts } = await loadTicket(db, user, ticketId);
  if (!canEditTicket(user, facts)) throw new Forbidden();
  const locked = finishedEditRefusal(user, facts);
  if (locked) refuse(locked);
  const removed = await db.transaction(async (tx) => {
    const ok = await tickets.deactivatePerformer(tx, ticketId, userId);
    if (ok) {
      await tickets.closeOpenWork(tx, ticketId, userId, new Date());
      await recordTicketHistory(tx, ticketId, user.id, [{ field: 'performer_remove', old: userId, new: null }]);
    }
    return ok;
  });
  if (!removed) throw new NotFound();
  const performers = (await tickets.findPerformersOfTickets(db, [ticketId])).map(performerToWire);
  emitTicket(deps.realtime, row, 'update', { performers }, user.id);
  return { result: true, performers };
}

const watchersToWire = (rows: tickets.WatcherRow[]) =>
  rows.map(({ user_id, fio, avatar, status }) => ({ user_id, fio, userimage: avatar, status }));

/** Watchers: editors and performers; no duplicates. */
export async function addWatcher(deps: TasksDeps, user: SessionUser, ticketId: number, userId: number) {
  const { db } = deps;
  const { row, facts } = await loadTicket(db, user, ticketId);
  if (!canChangeWatchers(user, facts)) throw new Forbidden();
  if (facts.watcherIds.includes(userId)) throw new ValidationFailed({ watcher: [ALREADY] });
  if ((await tickets.findActiveUserIds(db, [userId])).length === 0) throw new NotFound();
  await db.transaction(async (tx) => {
    if (!(await tickets.upsertWatcher(tx, ticketId, userId, user.id))) throw new ValidationFailed({ watcher: [ALREADY] });
    await recordTicketHistory(tx, ticketId, user.id, [{ field: 'watcher_add', old: null, new: userId }]);
  });
  const watchers = watchersToWire(await tickets.findWatchersOfTicket(db, ticketId));
  emitTicket(deps.realtime, row, 'update', { watchers }, user.id);
  return { result: true, watchers };
}

export async function removeWatcher(deps: TasksDeps, user: SessionUser, ticketId: number, userId: number) {
  const { db } = deps;
  const { row, facts } = await loadTicket(db, user, ticketId);
  if (!canChangeWatchers(user, facts) && userId !== user.id) throw new Forbidden();
  await db.transaction(async (tx) => {
    if (!(await tickets.deactivateWatcher(tx, ticketId, userId))) throw new NotFound();
    await recordTicketHistory(tx, ticketId, user.id, [{ field: 'watcher_remove', old: userId, new: null }]);
  });
  const watchers = watchersToWire(await tickets.findWatchersOfTicket(db, ticketId));
  emitTicket(deps.realtime, row, 'update', { watchers }, user.id);
  return { result: true, watchers };
}

export { watchersToWire };

// Performer and watcher groups -----------------------------------------------------

export type GroupType = UserGroupType;

async function groupToWire(deps: TasksDeps, g: { id: number; name: string; type: string; user_ids: number[] }) {
  const users = await repo.findBriefUsers(deps.db, g.user_ids);
  return {
    id: g.id,
    name: g.name,
    type: g.type as GroupType,
    performers: users.map((u) => ({ id: u.id, fio: u.fio, userimage: u.avatar })),
  };
}

export async function listGroups(deps: TasksDeps, user: SessionUser, type: GroupType | undefined) {
  const groups = await repo.findGroupsOfOwner(deps.db, user.id, type);
  const everyone = await repo.findBriefUsers(deps.db, [...new Set(groups.flatMap((g) => g.user_ids))]);
  const byId = new Map(everyone.map((u) => [u.id, u]));
  return {
    data: groups.map((g) => ({
      id: g.id,
      name: g.name,
      type: g.type as GroupType,
      performers: g.user_ids.flatMap((id) => {
        const u = byId.get(id);
        return u ? [{ id: u.id, fio: u.fio, userimage: u.avatar }] : [];
      }),
    })),
  };
}

async function checkUsers(deps: TasksDeps, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new ValidationFailed({ performers: ['groups.usersRequired'] });
  if ((await tickets.findActiveUserIds(deps.db, unique)).length !== unique.length)
    throw new ValidationFailed({ performers: ['field.invalid'] });
  return unique;
}

/** Group creation needs a name and at least one user (spec 2 §5). */
export async function createGroup(deps: TasksDeps, user: SessionUser, input: { name: string; type: GroupType; performers: number[] }) {
  const user_ids = await checkUsers(deps, input.performers);
  const id = await repo.insertGroup(deps.db, { name: input.name, type: input.type, user_ids, who_add: user.id });
  return { group: await groupToWire(deps, { id, name: input.name, type: input.type, user_ids }) };
}

async function ownGroup(deps: TasksDeps, user: SessionUser, groupId: number) {
  const g = await repo.findGroup(deps.db, groupId);
  if (g?.status !== 1 || g.who_add !== user.id) throw new NotFound();
  return g;
}

export async function updateGroup(deps: TasksDeps, user: SessionUser, groupId: number, input: { name?: string; performers?: number[] }) {
  const g = await ownGroup(deps, user, groupId);
  const user_ids = input.performers !== undefined ? await checkUsers(deps, input.performers) : g.user_ids;
  const name = input.name ?? g.name;
  await repo.updateGroup(deps.db, groupId, { name, user_ids });
  return { group: await groupToWire(deps, { ...g, name, user_ids }) };
}

export async function deleteGroup(deps: TasksDeps, user: SessionUser, groupId: number) {
  await ownGroup(deps, user, groupId);
  await repo.updateGroup(deps.db, groupId, { status: 0 });
  return { result: true };
}

/** Adds a group's users to a ticket as performers or watchers; those already there are skipped. */
export async function applyGroup(deps: TasksDeps, user: SessionUser, ticketId: number, groupId: number) {
  const g = await ownGroup(deps, user, groupId);
  const { db } = deps;
  const { row, facts } = await loadTicket(db, user, ticketId);
  const asPerformers = g.type === 'performers';
  if (!(asPerformers ? canEditTicket(user, facts) : canChangeWatchers(user, facts))) throw new Forbidden();
  const active = await tickets.findActiveUserIds(db, g.user_ids);
  await db.transaction(async (tx) => {
    for (const id of active) {
      const added = asPerformers
        ? await tickets.upsertPerformer(tx, ticketId, id, user.id)
        : await tickets.upsertWatcher(tx, ticketId, id, user.id);
      if (added)
        await recordTicketHistory(tx, ticketId, user.id, [{ field: asPerformers ? 'performer_add' : 'watcher_add', old: null, new: id }]);
    }
  });
  const performers = (await tickets.findPerformersOfTickets(db, [ticketId])).map(performerToWire);
  const watchers = watchersToWire(await tickets.findWatchersOfTicket(db, ticketId));
  const outside = asPerformers && !facts.personal ? await usersOutsideBoard(deps, row.board_id, active) : [];
  emitTicket(deps.realtime, row, 'update', asPerformers ? { performers } : { watchers }, user.id);
  return { result: true, performers, watchers, add_to_board: outside.length > 0, not_board_users: outside };
}

// Favourite users --------------------------------------------------------------------

export async function listFavouriteUsers(deps: TasksDeps, user: SessionUser) {
  const rows = await repo.findFavouriteUsers(deps.db, user.id);
  return { data: rows.map((u) => ({ id: u.id, fio: u.fio, userimage: u.avatar })) };
}

export async function addFavouriteUser(deps: TasksDeps, user: SessionUser, userId: number) {
  if ((await tickets.findActiveUserIds(deps.db, [userId])).length === 0) throw new NotFound();
  if (!(await repo.insertFavouriteUser(deps.db, user.id, userId))) throw new ValidationFailed({ user_id: [ALREADY] });
  return { result: true };
}

export async function removeFavouriteUser(deps: TasksDeps, user: SessionUser, userId: number) {
  if (!(await repo.deleteFavouriteUser(deps.db, user.id, userId))) throw new NotFound();
  return { result: true };
}
