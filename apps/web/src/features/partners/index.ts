/** Partners (contractors): `/partners` list, `/partners/add`, `/partners/:id`, all from `partnersRegistry` (spec 1 §2). */
import { partnersRegistry } from '@app/contracts';
import { registryRoutes } from '../registry/index.ts';

export const partnersRoutes = registryRoutes(partnersRegistry);
