/** Servers (`/servers` list, `/servers/:id` card, `/servers/add`), all from `serversRegistry` (spec 1 §2, issue 12). */
import { registryRoutes } from '../registry/index.ts';

export const serversRoutes = registryRoutes(async () => (await import('./definition.ts')).serversRegistry);
