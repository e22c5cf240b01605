/** Change history of business objects: `recordChanges` (same transaction) and the History tab call. */

export { historyRoutes } from './history.routes.ts';
export * from './history.schema.ts';
export { type FieldChange, findLastChangeTo, recordChanges, seedDeletions } from './history.service.ts';
