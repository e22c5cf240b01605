/**
 * Roles and user groups administration on the registry engine (`rolesRegistry`,
 * `groupsRegistry`): the routes, with a role's permits and holders and a group's members.
 * Its tables are the users module's (every module reads them).
 */

export { accessRoutes } from './access.routes.ts';
