import { CHECKLIST_GROUP_NAME_MAX } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../shared/errors.ts';
import { getCompanyParams } from '../company/index.ts';
import { emitTicket, loadTicket, type TasksDeps, type TicketContext } from './access.service.ts';
import * as repo from './checklists.repository.ts';
import { recordTicketHistory } from './collab.ts';
import { canEditChecklistItem, checklistRights } from './tasks.policy.ts';

async function rightsFor(db: Db, user: SessionUser, ctx: TicketContext) {
  const params = await getCompanyParams(db);
  return {
    open: params['tickets.checklist_restriction_use'] === 1,
    ...checklistRights(user, ctx.facts, params['tickets.checklist_restriction_use'] === 1),
  };
}

/** The ticket's checklist: groups with their items (two queries). */
export async function checklistOf(db: Db, ticketId: number) {
  const groups = await repo.findGroupsOfTicket(db, ticketId);
  const items = await repo.findItemsOfTicket(db, ticketId);
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    status: g.status,
    visibility: g.visibility,
    position: g.position,
    default: g.is_default,
    user_id: g.who_add,
    items: items
      .filter((i) => i.group_id === g.id)
      .map((i) => ({
        id: i.id,
        name: i.name,
        status: i.status,
        number: i.number,
        position: i.position,
        who_add: i.who_add,
        group_id: i.group_id,
      })),
  }));
}

function checkGroupName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw new ValidationFailed({ name: ['checklist.setTitle'] });
  if (trimmed.length > CHECKLIST_GROUP_NAME_MAX) throw new ValidationFailed({ name: ['checklist.titleTooLong'] });
  return trimmed;
}

function changed(deps: TasksDeps, ctx: TicketContext, userId: number) {
  emitTicket(deps.realtime, ctx.row, 'update', { checklist: true }, userId);
}

export interface GroupPostInput {
  model_method?: 'sort';
  name?: string;
  status?: number;
  position?: number;
  checklist_group?: { id: number; position: number }[];
}

/** `POST load/tasks/:id/checklist_group`: a new group, or with model_method=sort the groups' positions. */
export async function postGroup(deps: TasksDeps, user: SessionUser, ticketId: number, input: GroupPostInput) {
  const ctx = await loadTicket(deps.db, user, ticketId);
  const rights = await rightsFor(deps.db, user, ctx);
  if (!rights.hasRight) throw new Forbidden();
  if (input.model_method === 'sort') {
    const list = input.checklist_group ?? [];
    const own = new Set(
      await repo.findGroupIdsOfTicket(
        deps.db,
        ticketId,
        list.map((g) => g.id),
      ),
    );
    if (own.size !== new Set(list.map((g) => g.id)).size) throw new NotFound();
    await deps.db.transaction(async (tx) => {
      for (const g of list) await repo.updateGroup(tx, g.id, { position: g.position });
    });
    changed(deps, ctx, user.id);
    return { result: true };
  }
  const name = checkGroupName(input.name);
  const id = await deps.db.transaction(async (tx) => {
    const groupId = await repo.insertGroup(tx, { ticket_id: ticketId, name, status: 1, position: input.position ?? 0, who_add: user.id });
    await recordTicketHistory(tx, ticketId, user.id, [{ field: 'checklist_group', old: null, new: name }]);
    return groupId;
  });
  changed(deps, ctx, user.id);
  return { id };
}

/** `PATCH …/checklist_group/:groupId`: name, status (0 = removed), visibility, default. */
export async function patchGroup(
  deps: TasksDeps,
  user: SessionUser,
  ticketId: number,
  groupId: number,
  input: { name?: string; status?: number; visibility?: number; default?: number; position?: number },
) {
  const ctx = await loadTicket(deps.db, user, ticketId);
  const group = await repo.findGroup(deps.db, groupId);
  if (!group || group.ticket_id !== ticketId || group.status !== 1) throw new NotFound();
  const rights = await rightsFor(deps.db, user, ctx);
  const onlyVisibility =
    input.name === undefined && input.status === undefined && input.default === undefined && input.position === undefined;
  if (!rights.hasRight && !onlyVisibility) throw new Forbidden();
  const values: Parameters<typeof repo.updateGroup>[2] = {};
  if (input.name !== undefined) values.name = checkGroupName(input.name);
  if (input.status !== undefined) values.status = input.status;
  if (input.visibility !== undefined) values.visibility = input.visibility;
  if (input.default !== undefined) values.is_default = input.default;
  if (input.position !== undefined) values.position = input.position;
  await deps.db.transaction(async (tx) => {
    await repo.updateGroup(tx, groupId, values);
    if (values.name !== undefined || values.status === 0)
      await recordTicketHistory(tx, ticketId, user.id, [
        { field: 'checklist_group', old: group.name, new: values.status === 0 ? null : (values.name ?? group.name) },
      ]);
  });
  changed(deps, ctx, user.id);
  return { result: true };
}

/** `POST load/tasks/:id/checklist`: an item (name not empty); without a group it goes to the default group. */
export async function postItem(
  deps: TasksDeps,
  user: SessionUser,
  ticketId: number,
  input: { name: string; group_id?: number; position?: number; number?: number; status?: number },
) {
  const ctx = await loadTicket(deps.db, user, ticketId);
  const rights = await rightsFor(deps.db, user, ctx);
  if (!rights.hasRight && !rights.limitedRight) throw new Forbidden();
  const id = await deps.db.transaction(async (tx) => {
    let groupId = input.group_id;
    if (groupId !== undefined) {
      const group = await repo.findGroup(tx, groupId);
      if (!group || group.ticket_id !== ticketId || group.status !== 1) throw new NotFound();
    } else {
      const groups = await repo.findGroupsOfTicket(tx, ticketId);
      groupId = (groups.find((g) => g.is_default === 1) ?? groups[0])?.id;
      groupId ??= await repo.insertGroup(tx, { ticket_id: ticketId, name: 'Чек-лист', is_default: 1, who_add: user.id });
    }
    const itemId = await repo.insertItem(tx, {
      ticket_id: ticketId,
      group_id: groupId,
      name: input.name,
      status: input.status ?? 0,
      position: input.position ?? 0,
      number: input.number ?? 0,
      who_add: user.id,
    });
    await recordTicketHistory(tx, ticketId, user.id, [{ field: 'checklist_item', old: null, new: input.name }]);
    return itemId;
  });
  changed(deps, ctx, user.id);
  return { id };
}

/** `PATCH …/checklist/:itemId`: status 0/1 (who may check), name, deleted=1, group_id (who may edit the item). */
export async function patchItem(
  deps: TasksDeps,
  user: SessionUser,
  ticketId: number,
  itemId: number,
  input: { status?: number; name?: string; deleted?: number; group_id?: number; position?: number },
) {
  const ctx = await loadTicket(deps.db, user, ticketId);
  const item = await repo.findItem(deps.db, itemId);
  if (!item || item.ticket_id !== ticketId || item.deleted === 1) throw new NotFound();
  const rights = await rightsFor(deps.db, user, ctx);
  const editsItem = input.name !== undefined || input.deleted !== undefined || input.group_id !== undefined || input.position !== undefined;
  if (editsItem && !canEditChecklistItem(user, ctx.facts, rights.open, item.who_add)) throw new Forbidden();
  if (input.status !== undefined && !rights.isCanChecked) throw new Forbidden();
  if (input.group_id !== undefined) {
    const group = await repo.findGroup(deps.db, input.group_id);
    if (!group || group.ticket_id !== ticketId || group.status !== 1) throw new NotFound();
  }
  await deps.db.transaction(async (tx) => {
    await repo.updateItem(tx, itemId, input);
    await recordTicketHistory(tx, ticketId, user.id, [
      {
        field: input.deleted === 1 ? 'checklist_item_delete' : input.status !== undefined ? 'checklist_item_status' : 'checklist_item',
        old: input.status !== undefined ? item.status : item.name,
        new: input.status !== undefined ? input.status : (input.name ?? item.name),
      },
    ]);
  });
  changed(deps, ctx, user.id);
  return { result: true };
}

/** Copies a ticket's checklist (items unchecked) onto another ticket (recurrence). */
export async function copyChecklist(tx: Db, fromTicketId: number, toTicketId: number, userId: number) {
  const groups = await repo.findGroupsOfTicket(tx, fromTicketId);
  const items = await repo.findItemsOfTicket(tx, fromTicketId);
  for (const g of groups) {
    const id = await repo.insertGroup(tx, {
      ticket_id: toTicketId,
      name: g.name,
      position: g.position,
      is_default: g.is_default,
      who_add: userId,
    });
    for (const i of items.filter((x) => x.group_id === g.id)) {
      await repo.insertItem(tx, {
        ticket_id: toTicketId,
        group_id: id,
        name: i.name,
        number: i.number,
        position: i.position,
        status: 0,
        who_add: userId,
      });
    }
  }
}

export { rightsFor as checklistRightsFor };
