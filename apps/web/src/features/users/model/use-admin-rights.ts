import { hasPermit } from '@app/contracts';
import { useSession } from '../../session/index.ts';

/** Which admin screens the current user may open (the server checks again). */
export function useAdminRights() {
  const { user } = useSession();
  const can = (p: 'users_access' | 'users_groups_access' | 'users_roles_access') => Boolean(user && hasPermit(user, p));
  return { users: can('users_access'), groups: can('users_groups_access'), roles: can('users_roles_access') };
}
