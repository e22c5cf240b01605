import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { fetchGroups, fetchRoles, type Named, usersKeys } from '../api/users-api.ts';
import { useAdminRights } from './use-admin-rights.ts';

const toOptions = (items: Named[] | undefined) => (items ?? []).map((i) => ({ value: i.id, label: i.name }));

/** The catalogue's items, then the named items a card holds that the catalogue lacks (or was not loaded). */
function merged(catalogue: Named[] | undefined, own: Named[] | undefined): Named[] {
  const byId = new Map<number, Named>();
  for (const item of catalogue ?? []) byId.set(item.id, item);
  for (const item of own ?? []) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/** The roles, groups and organizations a user card already has, with their names. */
export interface AssignedNames {
  roles?: Named[];
  groups?: Named[];
  organizations?: Named[];
}

const fetchOrganizations = () => api<{ items: Named[] }>('/organizations');

/**
 * Options of the role, group and organization selects. Roles and groups are asked for only
 * with the right to see them, so a user with `users_access` alone gets no refused calls; the
 * card's own roles and groups (`assigned`) are always options, so they show by name, not id.
 */
export function useUserOptions(assigned: AssignedNames = {}) {
  const rights = useAdminRights();
  const roles = useQuery({ queryKey: usersKeys.roles, queryFn: fetchRoles, staleTime: 60_000, retry: false, enabled: rights.roles });
  const groups = useQuery({ queryKey: usersKeys.groups, queryFn: fetchGroups, staleTime: 60_000, retry: false, enabled: rights.groups });
  const organizations = useQuery({ queryKey: ['organizations'], queryFn: fetchOrganizations, staleTime: 300_000, retry: false });
  return {
    roles: toOptions(merged(roles.data?.items, assigned.roles)),
    groups: toOptions(merged(groups.data?.items, assigned.groups)),
    organizations: toOptions(merged(organizations.data?.items, assigned.organizations)),
    canFilterByRole: rights.roles,
    canFilterByGroup: rights.groups,
  };
}
