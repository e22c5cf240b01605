/** Roles administration: named sets of permits given to users. */
import type { Db } from '../../plugins/db.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../shared/errors.ts';
import {
  checkPermitNames,
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
  findActiveRole,
  findActiveRoleIdByName,
  findRoleHolders,
  findRolePermitNames,
  findRolesWithPermits,
  insertRole,
  replaceRoleHolders,
  replaceRolePermits,
  updateRoleColumns,
} from './roles.repository.ts';
import { type Actor, canChangeOwnRights, permitsBeyondActor } from './users.policy.ts';

export const listRoles = async (db: Db) => ({ items: await findRolesWithPermits(db) });

export async function getRole(db: Db, roleId: number) {
  const role = await findActiveRole(db, roleId);
  if (!role) throw new NotFound();
  const [permits, holders] = await Promise.all([findRolePermitNames(db, roleId), findRoleHolders(db, roleId)]);
  return { ...role, permits, users: holders };
}

/** Who holds a role now (their permits change with it). */
export const roleHolderIds = async (db: Db, roleId: number) => (await findRoleHolders(db, roleId)).map((u) => u.id);

export async function createRole(db: Db, actor: Actor, input: { name: string; permits: string[] }) {
  const errors: Errors = {};
  checkPermitNames(input.permits, errors);
  if ((await findActiveRoleIdByName(db, input.name)) !== null) errors.name = ['roles.nameTaken'];
  throwIfAny(errors);
  if (permitsBeyondActor(actor, input.permits).length > 0) throw new Forbidden('users.grantBeyondOwn');
  const permits = [...new Set(input.permits)].sort();
  return createWithHistory(db, actor.id, { entity: 'role', name: input.name, taken: { name: ['roles.nameTaken'] } }, async (tx) => {
    const id = await insertRole(tx, input.name, actor.id);
    await replaceRolePermits(tx, id, permits);
    return id;
  });
}

/**
 * A non-super-admin adds to a role only permits they hold, gives a role only when they hold
 * all its permits, and neither takes nor drops a role themselves (users.policy.ts).
 */
async function checkRoleChange(db: Db, actor: Actor, roleId: number, permits: string[] | undefined, holderIds: number[] | undefined) {
  if (actor.type === 1) return;
  const had = await findRolePermitNames(db, roleId);
  const added = permits?.filter((name) => !had.includes(name)) ?? [];
  if (permitsBeyondActor(actor, added).length > 0) throw new Forbidden('users.grantBeyondOwn');
  if (!holderIds) return;
  const before = await roleHolderIds(db, roleId);
  const newHolders = holderIds.filter((id) => !before.includes(id));
  const selfChanged = before.includes(actor.id) !== holderIds.includes(actor.id);
  if (selfChanged && !canChangeOwnRights(actor, actor.id)) throw new Forbidden('users.ownRights');
  if (newHolders.length > 0 && permitsBeyondActor(actor, permits ?? had).length > 0) throw new Forbidden('users.grantBeyondOwn');
}

/** Edits a role; a removed permit is gone from its holders' very next request. */
export async function updateRole(db: Db, actor: Actor, roleId: number, input: { name?: string; permits?: string[]; user_ids?: number[] }) {
  const errors: Errors = {};
  if (input.permits) checkPermitNames(input.permits, errors);
  throwIfAny(errors);
  try {
    await inTransaction(db, async (tx) => {
      const role = await findActiveRole(tx, roleId);
      if (!role) throw new NotFound();
      if (input.name !== undefined && (await findActiveRoleIdByName(tx, input.name, roleId)) !== null) errors.name = ['roles.nameTaken'];
      const holders = await checkUserIds(tx, input.user_ids, errors);
      throwIfAny(errors);
      await checkRoleChange(
        tx,
        actor,
        roleId,
        input.permits,
        holders?.map((u) => u.id),
      );
      const history: HistoryEntry[] = [];
      const note = (field: string, oldValue: string | null, newValue: string | null) =>
        history.push({ entity: 'role', entity_id: roleId, field, old_value: oldValue, new_value: newValue, who_add: actor.id });
      if (input.name !== undefined && input.name !== role.name) {
        await updateRoleColumns(tx, roleId, { name: input.name });
        note('name', role.name, input.name);
      }
      if (input.permits) {
        const had = await findRolePermitNames(tx, roleId);
        const wanted = [...new Set(input.permits)].sort();
        if (!sameSet(had, wanted)) {
          await replaceRolePermits(tx, roleId, wanted);
          note('permits', had.join(', ') || null, wanted.join(', ') || null);
        }
      }
      if (holders) {
        const had = (await findRoleHolders(tx, roleId)).map((u) => ({ id: u.id, name: u.fio }));
        if (
          !sameSet(
            had.map((u) => u.id),
            holders.map((u) => u.id),
          )
        ) {
          await replaceRoleHolders(
            tx,
            roleId,
            holders.map((u) => u.id),
          );
          note('users', namesOf(had), namesOf(holders));
        }
      }
      await insertHistory(tx, history);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationFailed({ name: ['roles.nameTaken'] });
    throw error;
  }
  return getRole(db, roleId);
}

export async function deleteRole(db: Db, actor: Actor, roleId: number) {
  await inTransaction(db, async (tx) => {
    if (!(await findActiveRole(tx, roleId))) throw new NotFound();
    await updateRoleColumns(tx, roleId, { status: 0 });
    await insertHistory(tx, [{ entity: 'role', entity_id: roleId, field: 'status', old_value: '1', new_value: '0', who_add: actor.id }]);
  });
  return { result: true };
}
