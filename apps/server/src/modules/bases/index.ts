/**
 * Bases (spec 1 §2 `/bases [bases_view]`, issue 12): the registry engine's base types, bases,
 * houses and rooms, and who lives in each room. Public: the routes, the tables, the demo seed.
 */
export * from './bases.schema.ts';
export { seedBases } from './bases.seed.ts';
export { basesRoutes } from './bases.service.ts';
