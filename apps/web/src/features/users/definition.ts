/** The definitions of roles and groups, loaded with their sections' first page (kept out of the login route's bundle). */
export { groupsRegistry, rolesRegistry } from '@app/contracts';
