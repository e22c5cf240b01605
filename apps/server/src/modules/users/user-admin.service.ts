import type { Db } from '../../plugins/db.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Forbidden, NotFound, Refusal } from '../../shared/errors.ts';
import { generatePassword, hashPassword } from '../../shared/passwords.ts';
import {
  checkPermitNames,
  createWithHistory,
  type Errors,
  inTransaction,
  namesOf,
  sameSet,
  throwIfAny,
  unique,
} from './admin-checks.service.ts';
import { findHistoryWithAuthors, type HistoryEntry, insertHistory } from './admin-history.repository.ts';
import { findActiveGroupsByIds } from './groups.repository.ts';
import { findActiveOrganizationsByIds } from './organizations.repository.ts';
import { findActiveRolesByIds, findRolePermitNames } from './roles.repository.ts';
import {
  findOwnPermitNames,
  replaceUserGroups,
  replaceUserOrganizations,
  replaceUserRoles,
  saveUserPermit,
} from './user-links.repository.ts';
import { type Actor, canBlock, canChangeOwnRights, canManageUser, permitsBeyondActor } from './users.policy.ts';
import * as repo from './users.repository.ts';
import { linksOfUsers } from './users.service.ts';

/** The administration of one user: card, creation, changes, blocking, password reset and history. */

// User card ----------------------------------------------------------------------

export async function getUserCard(db: Db, userId: number) {
  const row = await repo.findUserCardRow(db, userId);
  if (!row) throw new NotFound();
  const [links, own] = await Promise.all([linksOfUsers(db, [userId]), findOwnPermitNames(db, userId)]);
  return {
    ...row,
    roles: links.roles(userId),
    groups: links.groups(userId),
    organizations: links.organizations(userId),
    permits: Object.fromEntries(own.map((name) => [name, 1])) as Record<string, number>,
  };
}

interface Relations {
  role_ids?: number[];
  group_ids?: number[];
  organization_ids?: number[];
}

/** Checks that every id names an active role, group, organization; answers their names. */
async function resolveRelations(db: Db, input: Relations, errors: Errors) {
  const resolve = async <T extends { id: number }>(field: keyof Relations, find: (db: Db, ids: number[]) => Promise<T[]>) => {
    const ids = input[field];
    if (ids === undefined) return undefined;
    const found = await find(db, unique(ids));
    if (found.length !== unique(ids).length) errors[field] = ['field.invalid'];
    return found;
  };
  return {
    roles: await resolve('role_ids', findActiveRolesByIds),
    groups: await resolve('group_ids', findActiveGroupsByIds),
    organizations: await resolve('organization_ids', findActiveOrganizationsByIds),
  };
}

export interface NewUser extends Relations {
  login: string;
  fio: string;
  email?: string | null;
  phone?: string | null;
  post?: string | null;
  telegram?: string | null;
  password: string;
  can_sign?: number;
}

/** An administrator creates an account; the issued password must be changed at first sign-in. */
export async function createUser(db: Db, actor: Actor, input: NewUser): Promise<{ id: number }> {
  const errors: Errors = {};
  if ((await repo.findUserIdByLogin(db, input.login)) !== null) errors.login = ['users.loginTaken'];
  const related = await resolveRelations(db, input, errors);
  throwIfAny(errors);
  // A new account is never the actor's own (id 0): only the roles given with it are checked.
  await checkRightsChange(db, actor, 0, { permits: [], hadRoleIds: [], wantedRoleIds: related.roles?.map((r) => r.id) });
  const passwordHash = await hashPassword(input.password);
  return createWithHistory(db, actor.id, { entity: 'user', name: input.login, taken: { login: ['users.loginTaken'] } }, async (tx) => {
    const id = await repo.insertUser(tx, {
      login: input.login,
      fio: input.fio,
      email: input.email ?? null,
      phone: input.phone ?? null,
      post: input.post ?? null,
      telegram: input.telegram ?? null,
      can_sign: input.can_sign ?? 0,
      password_hash: passwordHash,
      password_must_change: 1,
      who_add: actor.id,
    });
    if (related.roles)
      await replaceUserRoles(
        tx,
        id,
        related.roles.map((r) => r.id),
      );
    if (related.groups)
      await replaceUserGroups(
        tx,
        id,
        related.groups.map((g) => g.id),
      );
    if (related.organizations)
      await replaceUserOrganizations(
        tx,
        id,
        related.organizations.map((o) => o.id),
      );
    return id;
  });
}

const USER_TEXT_FIELDS = ['fio', 'email', 'phone', 'post', 'telegram'] as const;

export interface UserChanges extends Relations {
  fio?: string;
  email?: string | null;
  phone?: string | null;
  post?: string | null;
  telegram?: string | null;
  can_sign?: number;
  permits?: Record<string, 0 | 1>;
}

async function manageableUser(db: Db, actor: Actor, userId: number) {
  const row = await repo.findUserCardRow(db, userId);
  if (!row) throw new NotFound();
  if (!canManageUser(actor, row)) throw new Forbidden('users.superAdminOnly');
  return row;
}

/**
 * No way up through administration (users.policy.ts): a non-super-admin changes neither their
 * own permits nor their own roles, and grants (directly or through a newly given role) only
 * permits they hold. Removing permits or roles from others stays allowed.
 */
async function checkRightsChange(
  db: Db,
  actor: Actor,
  userId: number,
  change: { permits: [string, 0 | 1][]; hadRoleIds: number[]; wantedRoleIds?: number[] },
) {
  const addedRoles = change.wantedRoleIds?.filter((id) => !change.hadRoleIds.includes(id)) ?? [];
  const rolesChanged = change.wantedRoleIds !== undefined && !sameSet(change.wantedRoleIds, change.hadRoleIds);
  if ((change.permits.length > 0 || rolesChanged) && !canChangeOwnRights(actor, userId)) throw new Forbidden('users.ownRights');
  const granted = change.permits.filter(([, value]) => value === 1).map(([name]) => name);
  for (const roleId of addedRoles) granted.push(...(await findRolePermitNames(db, roleId)));
  if (permitsBeyondActor(actor, granted).length > 0) throw new Forbidden('users.grantBeyondOwn');
}

/** Edits a user's card; each changed field leaves a history row in the same transaction. */
export async function updateUser(db: Db, actor: Actor, userId: number, input: UserChanges) {
  const errors: Errors = {};
  if (input.permits) checkPermitNames(Object.keys(input.permits), errors);
  throwIfAny(errors);
  await inTransaction(db, async (tx) => {
    const current = await manageableUser(tx, actor, userId);
    const related = await resolveRelations(tx, input, errors);
    throwIfAny(errors);
    const history: HistoryEntry[] = [];
    const note = (field: string, oldValue: string | number | null, newValue: string | number | null) =>
      history.push({
        entity: 'user',
        entity_id: userId,
        field,
        old_value: oldValue === null ? null : String(oldValue),
        new_value: newValue === null ? null : String(newValue),
        who_add: actor.id,
      });

    const columns: Partial<Pick<repo.UserCardRow, (typeof USER_TEXT_FIELDS)[number] | 'can_sign'>> = {};
    for (const field of USER_TEXT_FIELDS) {
      const value = input[field];
      if (value !== undefined && value !== current[field]) {
        Object.assign(columns, { [field]: value });
        note(field, current[field], value);
      }
    }
    if (input.can_sign !== undefined && input.can_sign !== current.can_sign) {
      columns.can_sign = input.can_sign;
      note('can_sign', current.can_sign, input.can_sign);
    }
    const links = await linksOfUsers(tx, [userId]);
    const own = input.permits ? new Set(await findOwnPermitNames(tx, userId)) : new Set<string>();
    await checkRightsChange(tx, actor, userId, {
      permits: Object.entries(input.permits ?? {}).filter(([name, value]) => (own.has(name) ? 1 : 0) !== value),
      hadRoleIds: links.roles(userId).map((r) => r.id),
      wantedRoleIds: related.roles?.map((r) => r.id),
    });
    if (Object.keys(columns).length > 0) await repo.updateUserColumns(tx, userId, columns);

    const relationSteps = [
      ['roles', related.roles, links.roles(userId), replaceUserRoles],
      ['groups', related.groups, links.groups(userId), replaceUserGroups],
      ['organizations', related.organizations, links.organizations(userId), replaceUserOrganizations],
    ] as const;
    for (const [field, wanted, had, replace] of relationSteps) {
      if (!wanted) continue;
      const wantedIds = wanted.map((w) => w.id);
      if (
        sameSet(
          wantedIds,
          had.map((h) => h.id),
        )
      )
        continue;
      await replace(tx, userId, wantedIds);
      note(field, namesOf(had), namesOf(wanted));
    }

    if (input.permits) {
      for (const [name, value] of Object.entries(input.permits)) {
        const had = own.has(name) ? 1 : 0;
        if (had === value) continue;
        await saveUserPermit(tx, userId, name, value);
        note(`permits.${name}`, had, value);
      }
    }
    await insertHistory(tx, history);
  });
  return getUserCard(db, userId);
}

/** Blocks (or unblocks) a user; the session resolver refuses a blocked user's very next request. */
export async function setUserBlocked(db: Db, actor: Actor, userId: number, blocked: boolean) {
  if (!canBlock(actor, userId, blocked)) throw new Refusal('users.cannotBlockSelf');
  return inTransaction(db, async (tx) => {
    const current = await manageableUser(tx, actor, userId);
    const status = blocked ? 0 : 1;
    if (current.status !== status) {
      await repo.updateUserColumns(tx, userId, { status });
      await insertHistory(tx, [
        {
          entity: 'user',
          entity_id: userId,
          field: 'status',
          old_value: String(current.status),
          new_value: String(status),
          who_add: actor.id,
        },
      ]);
    }
    return { status };
  });
}

/** Issues a new random password that its owner must change at the next sign-in. */
export async function resetUserPassword(db: Db, actor: Actor, userId: number) {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (tx) => {
    await manageableUser(tx, actor, userId);
    await repo.updatePassword(tx, userId, passwordHash, true);
    await insertHistory(tx, [
      { entity: 'user', entity_id: userId, field: 'password', old_value: null, new_value: null, who_add: actor.id },
    ]);
  });
  return { password };
}

export async function userHistory(db: Db, userId: number) {
  if (!(await repo.findUserCardRow(db, userId))) throw new NotFound();
  const rows = await findHistoryWithAuthors(db, 'user', userId);
  return { items: rows.map((r) => ({ ...r, date_add: toWireMinutes(r.date_add) })) };
}
