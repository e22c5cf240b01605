/**
 * The registry engine (ARCHITECTURE.md "Registries", docs/decisions/010-registry-engine.md):
 * `registryRoutes`, the Fastify plugin
 * serving a definition's list, card, create, patch, soft delete, restore, autocomplete,
 * trash and export, with history, realtime events and object access. The table building
 * blocks a module's `*.schema.ts` spreads in live in `shared/registry-table.ts` (schema files
 * load in drizzle-kit, which must not load the app).
 */

export { type RegistryHooks, type RegistryTrash, registerRemoteTable, registriesOf, registryRoutes } from './registry.routes.ts';
export { insertRegistryRows, type TrashRow } from './registry.service.ts';
