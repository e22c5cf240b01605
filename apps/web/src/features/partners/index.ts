/** Partners (contractors): `/partners` list, `/partners/add`, `/partners/:id`, all from `partnersRegistry` (spec 1 §2). */
import { registryRoutes } from '../registry/index.ts';

export const partnersRoutes = registryRoutes(async () => (await import('./definition.ts')).partnersRegistry);
