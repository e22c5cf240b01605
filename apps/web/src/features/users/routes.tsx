import type { RouteObject } from 'react-router';

/** /users [users_access]; groups [users_groups_access] and roles [users_roles_access] (the guard checks). */
export const usersRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./components/users-list-page.tsx')).UsersListPage }) },
  {
    path: 'add',
    lazy: async () => ({ Component: (await import('./components/users-list-page.tsx')).UsersAddPage }),
  },
  { path: 'groups', lazy: async () => ({ Component: (await import('./components/groups-page.tsx')).GroupsPage }) },
  { path: 'groups/:id', lazy: async () => ({ Component: (await import('./components/group-card-page.tsx')).GroupCardPage }) },
  { path: 'roles', lazy: async () => ({ Component: (await import('./components/roles-page.tsx')).RolesPage }) },
  { path: 'roles/:id', lazy: async () => ({ Component: (await import('./components/role-card-page.tsx')).RoleCardPage }) },
  { path: 'params', lazy: async () => ({ Component: (await import('./components/params-page.tsx')).ParamsPage }) },
  { path: 'params/:id', lazy: async () => ({ Component: (await import('./components/params-page.tsx')).ParamsPage }) },
  { path: ':id', lazy: async () => ({ Component: (await import('./components/user-card-page.tsx')).UserCardPage }) },
];
