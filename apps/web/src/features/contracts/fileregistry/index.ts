/**
 * The contracts' file registry (spec 1 §2 `/contracts/fileregistry [contracts_nomenclature_view]`):
 * the originals of signed contracts and where they are kept, the cases and divisions of the case
 * nomenclature, on the registry engine. The contracts section mounts `fileRegistryRoutes` under
 * `fileregistry`; the contract card may show `ContractOriginal` (import it from lazily loaded code:
 * `./components/contract-original.tsx`).
 */
export { fileRegistryRoutes } from './routes.tsx';
