import type { ApplicationEvent } from '@app/contracts';
import { hasPermit, MAX_POSITIONS_PER_OPERATION } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, NotFound, Refusal, ValidationFailed } from '../../shared/errors.ts';
import type { Notifications } from '../notifications/index.ts';
import { registerObjectAccess } from '../objects/index.ts';
import { emitPack, MODULE } from './applications.collab.ts';
import { canEditPack, canSee, isDeleted, seesAll, seesUrgentReason } from './applications.policy.ts';
import * as repo from './applications.repository.ts';

/** What every use case of the module works with. */
export interface Ctx {
  db: Db;
  storage: FileStorage;
  realtime: Realtime;
  notifications?: Notifications;
}

export type PackRow = repo.PackRow;

/** The application, or 404 when there is none or the user may not see it. */
export async function visiblePack(db: Db, user: SessionUser, id: number): Promise<PackRow> {
  const pack = await repo.findPack(db, id);
  if (!pack) throw new NotFound();
  if (!canSee(user, await repo.isMember(db, user.id, id))) throw new NotFound();
  return pack;
}

/** The application the user may change: 404 unless visible, 403 unless editor, refusal when deleted. */
export async function editablePack(db: Db, user: SessionUser, id: number, { allowDeleted = false } = {}): Promise<PackRow> {
  const pack = await visiblePack(db, user, id);
  if (!canEditPack(user, pack)) throw new Forbidden();
  if (!allowDeleted && isDeleted(pack.status)) throw new Refusal('applications.deleted');
  return pack;
}

/**
 * Spec 1 §9, spec 3 §5: at most 50 positions per operation, on every call that takes
 * positions (422 `snabs: position.tooMany`).
 */
export function assertPositionLimit(count: number, field = 'snabs') {
  if (count > MAX_POSITIONS_PER_OPERATION) throw new ValidationFailed({ [field]: ['position.tooMany'] });
}

/** The invoices tab and calls: invoices_view (spec 1 §6). */
export function assertInvoicesView(user: SessionUser) {
  if (!hasPermit(user, 'invoices_view')) throw new Forbidden();
}

/** Emits an event to the application's rooms and its members. */
export async function emit(ctx: Ctx, event: ApplicationEvent) {
  const members = await repo.findMemberIds(ctx.db, event.id);
  await emitPack(ctx.realtime, members, event, { readsComment: seesUrgentReason });
}

/** The list room (`applicationsListRoom()` = `object:applications_list:all`) as a socket subscribes to it. */
export const LIST_ROOM = { module: 'applications_list', id: 'all' } as const;

/**
 * Who may join the list room: users who see every application (super admin, invoices_view,
 * project_manager). Members of an application get its events on their user room instead.
 */
export const mayFollowList = async (user: SessionUser, id: string) => id === LIST_ROOM.id && seesAll(user);

/**
 * Chat, history, favourites and realtime rooms of applications follow the same visibility;
 * the list room is guarded by `mayFollowList`.
 */
export function registerApplicationsAccess(db: Db, realtime?: Pick<Realtime, 'guardModule'>) {
  realtime?.guardModule(LIST_ROOM.module, mayFollowList);
  registerObjectAccess(MODULE, {
    read: async (user, id) => {
      const pack = await repo.findPack(db, id);
      return Boolean(pack) && canSee(user, await repo.isMember(db, user.id, id));
    },
    edit: async (user, id) => {
      const pack = await repo.findPack(db, id);
      return Boolean(pack) && canEditPack(user, pack!);
    },
    link: (id) => `/applications/${id}`,
    participants: (id) => repo.findMemberIds(db, id),
  });
}
