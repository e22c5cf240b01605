/**
 * A role's permits and holders: the access module's own part of the `roles` registry (the
 * engine keeps its name, list, card, trash and history; these changes join that history).
 */
import { type RoleGrants, type RoleGrantsInput, rolesRegistry } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import { Forbidden, NotFound } from '../../shared/errors.ts';
import { type FieldChange, recordChanges } from '../history/index.ts';
import {
  type Actor,
  canChangeOwnRights,
  checkPermitNames,
  checkUserIds,
  type Errors,
  inTransaction,
  namesOf,
  permitsBeyondActor,
  sameSet,
  throwIfAny,
} from '../users/index.ts';
import * as repo from './roles.repository.ts';

/** `GET roles/:id/grants`: the permits (sorted) and the holders (by name) of an active role. */
export async function getRoleGrants(db: Db, roleId: number): Promise<RoleGrants> {
  if (!(await repo.isActiveRole(db, roleId))) throw new NotFound();
  const [permits, users] = await Promise.all([repo.findRolePermitNames(db, roleId), repo.findRoleHolders(db, roleId)]);
  return { permits, users };
}

/** Who holds a role now (their permits change with it, its deletion and its restore too). */
export const roleHolderIds = async (db: Db, roleId: number) => (await repo.findRoleHolders(db, roleId)).map((u) => u.id);

/** The registry's `validate` hook: another active role has the name (case-insensitive). */
export async function roleNameErrors(db: Db, record: Readonly<Record<string, unknown>>, roleId: number | undefined): Promise<Errors> {
  if (typeof record.name !== 'string') return {};
  return (await repo.findActiveRoleIdByName(db, record.name, roleId)) !== null ? { name: ['roles.nameTaken'] } : {};
}

/**
 * A non-super-admin adds to a role only permits they hold, gives a role only when they hold
 * all its permits, and neither takes nor drops a role themselves (users.policy.ts).
 */
async function checkRoleChange(db: Db, actor: Actor, roleId: number, permits: string[] | undefined, holderIds: number[] | undefined) {
  if (actor.type === 1) return;
  const had = await repo.findRolePermitNames(db, roleId);
  const added = permits?.filter((name) => !had.includes(name)) ?? [];
  if (permitsBeyondActor(actor, added).length > 0) throw new Forbidden('users.grantBeyondOwn');
  if (!holderIds) return;
  const before = await roleHolderIds(db, roleId);
  const newHolders = holderIds.filter((id) => !before.includes(id));
  const selfChanged = before.includes(actor.id) !== holderIds.includes(actor.id);
  if (selfChanged && !canChangeOwnRights(actor, actor.id)) throw new Forbidden('users.ownRights');
  if (newHolders.length > 0 && permitsBeyondActor(actor, permits ?? had).length > 0) throw new Forbidden('users.grantBeyondOwn');
}

/**
 * `PATCH roles/:id/grants`: the new set of permits and / or holders, with a history row each
 * (`permits`, `users`) in the role's history; a removed permit is gone from its holders' very
 * next request (the session resolver reads permits afresh).
 */
export async function updateRoleGrants(db: Db, actor: Actor, roleId: number, input: RoleGrantsInput): Promise<RoleGrants> {
  const errors: Errors = {};
  if (input.permits) checkPermitNames(input.permits, errors);
  throwIfAny(errors);
  await inTransaction(db, async (tx) => {
    if (!(await repo.isActiveRole(tx, roleId))) throw new NotFound();
    const holders = await checkUserIds(tx, input.user_ids, errors);
    throwIfAny(errors);
    await checkRoleChange(
      tx,
      actor,
      roleId,
      input.permits,
      holders?.map((u) => u.id),
    );
    const changes: FieldChange[] = [];
    if (input.permits) {
      const had = await repo.findRolePermitNames(tx, roleId);
      const wanted = [...new Set(input.permits)].sort();
      if (!sameSet(had, wanted)) {
        await repo.replaceRolePermits(tx, roleId, wanted);
        changes.push({ field: 'permits', old_value: had.join(', ') || null, new_value: wanted.join(', ') || null });
      }
    }
    if (holders) {
      const had = (await repo.findRoleHolders(tx, roleId)).map((u) => ({ id: u.id, name: u.fio }));
      const ids = holders.map((u) => u.id);
      if (
        !sameSet(
          had.map((u) => u.id),
          ids,
        )
      ) {
        await repo.replaceRoleHolders(tx, roleId, ids);
        changes.push({ field: 'users', old_value: namesOf(had), new_value: namesOf(holders) });
      }
    }
    await recordChanges(tx, rolesRegistry.name, roleId, actor.id, changes);
  });
  return getRoleGrants(db, roleId);
}
