/** The definition, loaded with the section's first page (kept out of the login route's bundle). */
export { projectsRegistry } from '@app/contracts';
