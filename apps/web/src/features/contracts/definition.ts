import { contractsRegistry, type RegistryDefinition } from '@app/contracts';

/** The definitions, loaded with the section's first page (kept out of the login route's bundle). */
export { contractProfitTypesRegistry, contractsRegistry, contractTypesRegistry } from '@app/contracts';

/**
 * The lawyers' registry (`/contracts/registry [contracts_register_view]`): the same contracts on
 * the engine, its own address and title; its card's documents tab asks `registry=1`.
 */
export const contractsLawyersRegistry: RegistryDefinition = {
  ...contractsRegistry,
  path: '/contracts/registry',
  label: { ru: 'Реестр договоров', en: 'Contracts registry' },
  permits: { ...contractsRegistry.permits, view: 'contracts_register_view' },
};
