/** User groups administration: named sets of users for filters and pickers. */
import type { Db } from '../../plugins/db.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import {
  checkUserIds,
  createWithHistory,
  type Errors,
  inTransaction,
  isUniqueViolation,
  namesOf,
  sameSet,
  throwIfAny,
} from './admin-checks.service.ts';
import { type HistoryEntry, insertHistory } from './admin-history.repository.ts';
import {
  findActiveGroup,
  findActiveGroupIdByName,
  findGroupMembers,
  findGroupsWithCounts,
  insertGroup,
  replaceGroupMembers,
  updateGroupColumns,
} from './groups.repository.ts';
import type { Actor } from './users.policy.ts';

export const listGroups = async (db: Db) => ({ items: await findGroupsWithCounts(db) });

export async function getGroup(db: Db, groupId: number) {
  const group = await findActiveGroup(db, groupId);
  if (!group) throw new NotFound();
  return { ...group, users: await findGroupMembers(db, groupId) };
}

export async function createGroup(db: Db, actor: Actor, input: { name: string; user_ids?: number[] }) {
  const errors: Errors = {};
  if ((await findActiveGroupIdByName(db, input.name)) !== null) errors.name = ['groups.nameTaken'];
  const members = await checkUserIds(db, input.user_ids, errors);
  throwIfAny(errors);
  return createWithHistory(db, actor.id, { entity: 'group', name: input.name, taken: { name: ['groups.nameTaken'] } }, async (tx) => {
    const id = await insertGroup(tx, input.name, actor.id);
    if (members)
      await replaceGroupMembers(
        tx,
        id,
        members.map((m) => m.id),
      );
    return id;
  });
}

export async function updateGroup(db: Db, actor: Actor, groupId: number, input: { name?: string; user_ids?: number[] }) {
  try {
    await inTransaction(db, async (tx) => {
      const group = await findActiveGroup(tx, groupId);
      if (!group) throw new NotFound();
      const errors: Errors = {};
      if (input.name !== undefined && (await findActiveGroupIdByName(tx, input.name, groupId)) !== null) errors.name = ['groups.nameTaken'];
      const members = await checkUserIds(tx, input.user_ids, errors);
      throwIfAny(errors);
      const history: HistoryEntry[] = [];
      if (input.name !== undefined && input.name !== group.name) {
        await updateGroupColumns(tx, groupId, { name: input.name });
        history.push({
          entity: 'group',
          entity_id: groupId,
          field: 'name',
          old_value: group.name,
          new_value: input.name,
          who_add: actor.id,
        });
      }
      if (members) {
        const had = (await findGroupMembers(tx, groupId)).map((m) => ({ id: m.id, name: m.fio }));
        if (
          !sameSet(
            had.map((m) => m.id),
            members.map((m) => m.id),
          )
        ) {
          await replaceGroupMembers(
            tx,
            groupId,
            members.map((m) => m.id),
          );
          history.push({
            entity: 'group',
            entity_id: groupId,
            field: 'users',
            old_value: namesOf(had),
            new_value: namesOf(members),
            who_add: actor.id,
          });
        }
      }
      await insertHistory(tx, history);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed({ name: ['groups.nameTaken'] });
    throw error;
  }
  return getGroup(db, groupId);
}

export async function deleteGroup(db: Db, actor: Actor, groupId: number) {
  await inTransaction(db, async (tx) => {
    if (!(await findActiveGroup(tx, groupId))) throw new NotFound();
    await updateGroupColumns(tx, groupId, { status: 0 });
    await insertHistory(tx, [{ entity: 'group', entity_id: groupId, field: 'status', old_value: '1', new_value: '0', who_add: actor.id }]);
  });
  return { result: true };
}
