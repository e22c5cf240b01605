import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { fetchGroups, fetchRoles, type Named, usersKeys } from '../api/users-api.ts';
import { useAdminRights } from './use-admin-rights.ts';

const toOptions = (items: Named[] | undefined) => (items ?? []).map((i) => ({ value: i.id, label: i.name }));

const fetchOrganizations = () => api<{ items: Named[] }>('/organizations');

/**
 * Options of the role, group and organization selects. Roles and groups are asked for only
 * with the right to see them (their selects are then empty), so a user with `users_access`
 * alone gets no refused calls.
 */
export function useUserOptions(extraOrganizations: Named[] = []) {
  const rights = useAdminRights();
  const roles = useQuery({ queryKey: usersKeys.roles, queryFn: fetchRoles, staleTime: 60_000, retry: false, enabled: rights.roles });
  const groups = useQuery({ queryKey: usersKeys.groups, queryFn: fetchGroups, staleTime: 60_000, retry: false, enabled: rights.groups });
  const organizations = useQuery({ queryKey: ['organizations'], queryFn: fetchOrganizations, staleTime: 300_000, retry: false });
  const orgs = new Map<number, Named>();
  for (const o of [...(organizations.data?.items ?? []), ...extraOrganizations]) orgs.set(o.id, o);
  return {
    roles: toOptions(roles.data?.items),
    groups: toOptions(groups.data?.items),
    organizations: toOptions([...orgs.values()]),
    canFilterByRole: rights.roles,
    canFilterByGroup: rights.groups,
  };
}
