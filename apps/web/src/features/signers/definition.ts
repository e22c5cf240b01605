/** The definitions, loaded with the sections' first page (kept out of the login route's bundle). */
export { signerGroupsRegistry, signerTypesRegistry, staffChainsRegistry } from '@app/contracts';
