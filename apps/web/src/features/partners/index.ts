/** Partners (contractors): `/partners` list, `/partners/add`, `/partners/:id`, all from `partnersRegistry` (spec 1 §2), with the card's «Реквизиты для счёта» tab. */
import { registryRoutes } from '../registry/index.ts';

export const partnersRoutes = registryRoutes(async () => (await import('./definition.ts')).partnersRegistry, {
  overrides: async () => (await import('./overrides.tsx')).partnersOverrides,
});
