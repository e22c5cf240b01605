/** The storages registry, loaded with the section's first page (kept out of the login route's bundle). */
export { storagesRegistry } from '@app/contracts';
