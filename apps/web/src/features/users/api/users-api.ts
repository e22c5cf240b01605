import {
  type CompanyParam,
  type GroupMembers,
  groupsRegistry,
  type Named,
  type RoleGrants,
  type RoleGrantsInput,
  rolesRegistry,
  type UserCard,
  type UserPayload,
  type UserRow,
  type UsersFilter,
  type UsersPage,
} from '@app/contracts';
import { api } from '../../../shared/api/client.ts';

/** The shapes are the server's, from `@app/contracts` (users.ts). */
export type { Named, UserCard, UserPayload, UserRow, UsersFilter };
export type Param = CompanyParam;

export const usersKeys = {
  all: ['users'] as const,
  list: (f: UsersFilter) => ['users', 'list', f] as const,
  card: (id: number) => ['users', 'card', id] as const,
  /** The role and group options of the users screens (the registries' lists). */
  groups: ['users', 'groups'] as const,
  roles: ['users', 'roles'] as const,
  roleGrants: (id: number) => ['users', 'roles', id, 'grants'] as const,
  groupMembers: (id: number) => ['users', 'groups', id, 'members'] as const,
  params: ['users', 'params'] as const,
};

export const fetchUsers = (f: UsersFilter, cursor?: string | number | null, limit = 50) =>
  api<UsersPage>('/users', { query: { ...f, cursor: cursor ?? undefined, limit } });
export const createUser = (body: UserPayload) => api<{ id: number }>('/users', { method: 'POST', json: body });
export const fetchUser = (id: number) => api<UserCard>(`/users/${id}`);
export const updateUser = (id: number, body: UserPayload) => api<UserCard>(`/users/${id}`, { method: 'PATCH', json: body });
export const blockUser = (id: number, blocked: 0 | 1) => api<unknown>(`/users/${id}/block`, { method: 'POST', json: { blocked } });
export const resetPassword = (id: number) => api<{ password: string }>(`/users/${id}/reset-password`, { method: 'POST', json: {} });
export const forceLogout = (id: number, date?: string) =>
  api<unknown>(`/users/${id}/logout`, { method: 'POST', json: date ? { date } : {} });

/** Every active record of a registry whose rows are named (roles, groups: a few dozen; the list's largest page). */
const namedRows = (name: string) => api<{ items: Named[] }>(`/${name}`, { query: { limit: 200 } });
export const fetchRoles = () => namedRows(rolesRegistry.name);
export const fetchGroups = () => namedRows(groupsRegistry.name);

/** A role's permits and holders (`roles/:id/grants`); a change sends the whole new set of either. */
export const fetchRoleGrants = (id: number) => api<RoleGrants>(`/${rolesRegistry.name}/${id}/grants`);
export const updateRoleGrants = (id: number, body: RoleGrantsInput) =>
  api<RoleGrants>(`/${rolesRegistry.name}/${id}/grants`, { method: 'PATCH', json: body });

/** A group's members (`user_groups/:id/members`), replaced as a whole. */
export const fetchGroupMembers = (id: number) => api<GroupMembers>(`/${groupsRegistry.name}/${id}/members`);
export const updateGroupMembers = (id: number, userIds: number[]) =>
  api<GroupMembers>(`/${groupsRegistry.name}/${id}/members`, { method: 'PUT', json: { user_ids: userIds } });

export const fetchParams = () => api<{ items: Param[] }>('/users/params');
export const updateParam = (key: string, value: string) =>
  api<unknown>(`/users/params/${encodeURIComponent(key)}`, { method: 'PATCH', json: { value } });
