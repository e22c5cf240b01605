/**
 * Contracts (spec 1 §2 `/contracts`, issue 14): the contracts registry with its directory,
 * additional agreements, documents, the daily job. Public: the routes, the tables, the effective
 * sum (`contractLimit`, the works' limit), contract names for tickets, the daily work, the seed.
 */
export * from './contract-documents.schema.ts';
export { seedContractDocumentFiles } from './contract-documents.seed.ts';
export { CONTRACTS_DAILY_QUEUE, runContractsDaily } from './contract-reminders.service.ts';
export * from './contracts.schema.ts';
export { seedContracts } from './contracts.seed.ts';
export { type ContractsDeps, contractsRoutes } from './contracts.service.ts';
export { contractLimit, contractNames } from './contracts-registry.service.ts';
