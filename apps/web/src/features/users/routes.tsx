import type { RouteObject } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

/** The tabs above the groups and roles screens: lazy, so that antd stays out of the entry (the login route's budget). */
const usersSection = async () => ({ Component: (await import('./components/users-section.tsx')).UsersSection });

/**
 * /users [users_access]; groups [users_groups_access] and roles [users_roles_access] (the guard
 * checks) are the registries `groupsRegistry` and `rolesRegistry` (list, `add`, `:id` with their
 * own card tabs), on the same addresses as before the engine.
 */
export const usersRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./components/users-list-page.tsx')).UsersListPage }) },
  {
    path: 'add',
    lazy: async () => ({ Component: (await import('./components/users-list-page.tsx')).UsersAddPage }),
  },
  {
    path: 'groups',
    lazy: usersSection,
    children: registryRoutes(async () => (await import('./definition.ts')).groupsRegistry, {
      overrides: async () => (await import('./overrides.tsx')).groupsOverrides,
    }),
  },
  {
    path: 'roles',
    lazy: usersSection,
    children: registryRoutes(async () => (await import('./definition.ts')).rolesRegistry, {
      overrides: async () => (await import('./overrides.tsx')).rolesOverrides,
    }),
  },
  { path: 'params', lazy: async () => ({ Component: (await import('./components/params-page.tsx')).ParamsPage }) },
  { path: 'params/:id', lazy: async () => ({ Component: (await import('./components/params-page.tsx')).ParamsPage }) },
  { path: ':id', lazy: async () => ({ Component: (await import('./components/user-card-page.tsx')).UserCardPage }) },
];
