/**
 * The contracts' file registry (spec 1 §2 `/contracts/fileregistry`): the case nomenclature
 * (divisions, cases) and where each signed original is kept. Public: the routes, the tables, the demo seed.
 */
export * from './contract-cases.schema.ts';
export { seedContractCases } from './contract-cases.seed.ts';
export { contractCasesRoutes } from './contract-cases.service.ts';
