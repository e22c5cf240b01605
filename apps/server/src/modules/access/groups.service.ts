/**
 * A group's members: the access module's own part of the `user_groups` registry (the engine
 * keeps its name, list, card, trash and history; member changes join that history).
 */
import { type GroupMembers, type GroupMembersInput, groupsRegistry } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import { NotFound } from '../../shared/errors.ts';
import { recordChanges } from '../history/index.ts';
import { type Actor, checkUserIds, type Errors, inTransaction, namesOf, sameSet, throwIfAny } from '../users/index.ts';
import * as repo from './groups.repository.ts';

/** `GET user_groups/:id/members`: the members (by name) of an active group. */
export async function getGroupMembers(db: Db, groupId: number): Promise<GroupMembers> {
  if (!(await repo.isActiveGroup(db, groupId))) throw new NotFound();
  return { users: await repo.findGroupMembers(db, groupId) };
}

/** The registry's `validate` hook: another active group has the name (case-insensitive). */
export async function groupNameErrors(db: Db, record: Readonly<Record<string, unknown>>, groupId: number | undefined): Promise<Errors> {
  if (typeof record.name !== 'string') return {};
  return (await repo.findActiveGroupIdByName(db, record.name, groupId)) !== null ? { name: ['groups.nameTaken'] } : {};
}

/** `PUT user_groups/:id/members`: the new set of members, with a history row `users` in the group's history. */
export async function updateGroupMembers(db: Db, actor: Actor, groupId: number, input: GroupMembersInput): Promise<GroupMembers> {
  await inTransaction(db, async (tx) => {
    if (!(await repo.isActiveGroup(tx, groupId))) throw new NotFound();
    const errors: Errors = {};
    const members = (await checkUserIds(tx, input.user_ids, errors)) ?? [];
    throwIfAny(errors);
    const had = (await repo.findGroupMembers(tx, groupId)).map((m) => ({ id: m.id, name: m.fio }));
    const ids = members.map((m) => m.id);
    if (
      sameSet(
        had.map((m) => m.id),
        ids,
      )
    )
      return;
    await repo.replaceGroupMembers(tx, groupId, ids);
    await recordChanges(tx, groupsRegistry.name, groupId, actor.id, [
      { field: 'users', old_value: namesOf(had), new_value: namesOf(members) },
    ]);
  });
  return getGroupMembers(db, groupId);
}
