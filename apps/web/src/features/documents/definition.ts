/** The definitions, loaded with the section's first page (kept out of the login route's bundle). */
export { documentCategoriesRegistry, documentsRegistry, documentTypesRegistry } from '@app/contracts';
