/** Roles administration: named sets of permits given to users. */
import type { Db } from '../../plugins/db.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import type { Actor } from './users.policy.ts';
import * as repo from './users.repository.ts';
import {
  checkPermitNames,
  checkUserIds,
  type Errors,
  inTransaction,
  isUniqueViolation,
  namesOf,
  sameSet,
  throwIfAny,
} from './users.service.ts';

export const listRoles = async (db: Db) => ({ items: await repo.findRolesWithPermits(db) });

export async function getRole(db: Db, roleId: number) {
  const role = await repo.findActiveRole(db, roleId);
  if (!role) throw new NotFound();
  const [permits, holders] = await Promise.all([repo.findRolePermitNames(db, roleId), repo.findRoleHolders(db, roleId)]);
  return { ...role, permits, users: holders };
}

/** Who holds a role now (their permits change with it). */
export const roleHolderIds = async (db: Db, roleId: number) => (await repo.findRoleHolders(db, roleId)).map((u) => u.id);

export async function createRole(db: Db, actor: Actor, input: { name: string; permits: string[] }) {
  const errors: Errors = {};
  checkPermitNames(input.permits, errors);
  if ((await repo.findActiveRoleIdByName(db, input.name)) !== null) errors.name = ['roles.nameTaken'];
  throwIfAny(errors);
  const permits = [...new Set(input.permits)].sort();
  try {
    const id = await inTransaction(db, async (tx) => {
      const id = await repo.insertRole(tx, input.name, actor.id);
      await repo.replaceRolePermits(tx, id, permits);
      await repo.insertHistory(tx, [
        { entity: 'role', entity_id: id, field: 'created', old_value: null, new_value: input.name, who_add: actor.id },
      ]);
      return id;
    });
    return { id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed({ name: ['roles.nameTaken'] });
    throw error;
  }
}

/** Edits a role; a removed permit is gone from its holders' very next request. */
export async function updateRole(db: Db, actor: Actor, roleId: number, input: { name?: string; permits?: string[]; user_ids?: number[] }) {
  const errors: Errors = {};
  if (input.permits) checkPermitNames(input.permits, errors);
  throwIfAny(errors);
  try {
    await inTransaction(db, async (tx) => {
      const role = await repo.findActiveRole(tx, roleId);
      if (!role) throw new NotFound();
      if (input.name !== undefined && (await repo.findActiveRoleIdByName(tx, input.name, roleId)) !== null)
        errors.name = ['roles.nameTaken'];
      const holders = await checkUserIds(tx, input.user_ids, errors);
      throwIfAny(errors);
      const history: repo.HistoryEntry[] = [];
      const note = (field: string, oldValue: string | null, newValue: string | null) =>
        history.push({ entity: 'role', entity_id: roleId, field, old_value: oldValue, new_value: newValue, who_add: actor.id });
      if (input.name !== undefined && input.name !== role.name) {
        await repo.updateRoleColumns(tx, roleId, { name: input.name });
        note('name', role.name, input.name);
      }
      if (input.permits) {
        const had = await repo.findRolePermitNames(tx, roleId);
        const wanted = [...new Set(input.permits)].sort();
        if (!sameSet(had, wanted)) {
          await repo.replaceRolePermits(tx, roleId, wanted);
          note('permits', had.join(', ') || null, wanted.join(', ') || null);
        }
      }
      if (holders) {
        const had = (await repo.findRoleHolders(tx, roleId)).map((u) => ({ id: u.id, name: u.fio }));
        if (
          !sameSet(
            had.map((u) => u.id),
            holders.map((u) => u.id),
          )
        ) {
          await repo.replaceRoleHolders(
            tx,
            roleId,
            holders.map((u) => u.id),
          );
          note('users', namesOf(had), namesOf(holders));
        }
      }
      await repo.insertHistory(tx, history);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed({ name: ['roles.nameTaken'] });
    throw error;
  }
  return getRole(db, roleId);
}

export async function deleteRole(db: Db, actor: Actor, roleId: number) {
  await inTransaction(db, async (tx) => {
    if (!(await repo.findActiveRole(tx, roleId))) throw new NotFound();
    await repo.updateRoleColumns(tx, roleId, { status: 0 });
    await repo.insertHistory(tx, [
      { entity: 'role', entity_id: roleId, field: 'status', old_value: '1', new_value: '0', who_add: actor.id },
    ]);
  });
  return { result: true };
}
