/** The definitions, loaded with the section's first page (kept out of the login route's bundle). */
export { contractCasesRegistry, contractDivisionsRegistry, contractOriginalsRegistry } from '@app/contracts';
