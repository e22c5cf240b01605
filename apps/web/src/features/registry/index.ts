/**
 * The registry engine's screens (ARCHITECTURE.md "Registries", docs/decisions/010): a
 * definition from `@app/contracts` gives a section its list, form and card routes. A feature
 * (partners, ...) mounts `registryRoutes(() => import its definition)`.
 */
export { registryRoutes } from './routes.tsx';
