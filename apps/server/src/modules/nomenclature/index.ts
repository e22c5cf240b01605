/**
 * Nomenclature (spec 1 §2 `/nomenclature [nomenclature_view]`, issue 12): groups and items on the
 * registry engine, the groups' typed properties, analogues, the picker with storages and the
 * offers stack. Public: the routes, the tables, the demo seed.
 */
export * from './nomenclature.schema.ts';
export { seedNomenclature } from './nomenclature.seed.ts';
export { nomenclatureRoutes } from './nomenclature.service.ts';
