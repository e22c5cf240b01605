import { api } from '../../../shared/api/client.ts';

export interface Named {
  id: number;
  name: string;
}

export interface UserRow {
  id: number;
  login: string;
  fio: string;
  email: string | null;
  phone: string | null;
  post: string | null;
  avatar: string | null;
  status: number;
  type: number;
  roles: Named[];
  groups: Named[];
  organizations: Named[];
}

export interface UserCard extends UserRow {
  permits: Record<string, number>;
}

export interface UserPayload {
  login?: string;
  fio?: string;
  email?: string | null;
  phone?: string | null;
  post?: string | null;
  password?: string;
  role_ids?: number[];
  group_ids?: number[];
  organization_ids?: number[];
  permits?: Record<string, number>;
}

export interface UsersFilter {
  search?: string;
  group_id?: string;
  role_id?: string;
  blocked?: string;
}

export interface Page<T> {
  items: T[];
  next_cursor: string | number | null;
  total: number | string;
}

export interface Group extends Named {
  users_count: number;
}
export interface GroupCard extends Named {
  users: { id: number; fio: string }[];
}
export interface Role extends Named {
  permits: string[];
  users_count: number;
}
export interface Param {
  key: string;
  value: string | number | null;
  label: string;
}

export const usersKeys = {
  all: ['users'] as const,
  list: (f: UsersFilter) => ['users', 'list', f] as const,
  card: (id: number) => ['users', 'card', id] as const,
  groups: ['users', 'groups'] as const,
  group: (id: number) => ['users', 'groups', id] as const,
  roles: ['users', 'roles'] as const,
  role: (id: number) => ['users', 'roles', id] as const,
  params: ['users', 'params'] as const,
};

export const fetchUsers = (f: UsersFilter, cursor?: string | number | null, limit = 50) =>
  api<Page<UserRow>>('/users', { query: { ...f, cursor: cursor ?? undefined, limit } });
export const createUser = (body: UserPayload) => api<{ id: number }>('/users', { method: 'POST', json: body });
export const fetchUser = (id: number) => api<UserCard>(`/users/${id}`);
export const updateUser = (id: number, body: UserPayload) => api<UserCard>(`/users/${id}`, { method: 'PATCH', json: body });
export const blockUser = (id: number, blocked: 0 | 1) => api<unknown>(`/users/${id}/block`, { method: 'POST', json: { blocked } });
export const resetPassword = (id: number) => api<{ password: string }>(`/users/${id}/reset-password`, { method: 'POST', json: {} });
export const forceLogout = (id: number, date?: string) =>
  api<unknown>(`/users/${id}/logout`, { method: 'POST', json: date ? { date } : {} });

export const fetchGroups = () => api<{ items: Group[] }>('/users/groups');
export const createGroup = (body: { name: string; user_ids: number[] }) =>
  api<{ id: number }>('/users/groups', { method: 'POST', json: body });
export const fetchGroup = (id: number) => api<GroupCard>(`/users/groups/${id}`);
export const updateGroup = (id: number, body: { name: string; user_ids: number[] }) =>
  api<unknown>(`/users/groups/${id}`, { method: 'PATCH', json: body });

export const fetchRoles = () => api<{ items: Role[] }>('/users/roles');
export const createRole = (body: { name: string; permits: string[] }) =>
  api<{ id: number }>('/users/roles', { method: 'POST', json: body });
export const fetchRole = (id: number) => api<Role>(`/users/roles/${id}`);
export const updateRole = (id: number, body: { name: string; permits: string[] }) =>
  api<unknown>(`/users/roles/${id}`, { method: 'PATCH', json: body });

export const fetchParams = () => api<{ items: Param[] }>('/users/params');
export const updateParam = (key: string, value: string) =>
  api<unknown>(`/users/params/${encodeURIComponent(key)}`, { method: 'PATCH', json: { value } });
