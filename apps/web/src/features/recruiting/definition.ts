/** The definitions, loaded with the section's pages (kept out of the login route's bundle). */
export { candidatesRegistry, vacanciesRegistry } from '@app/contracts';
