/** Road incidents: `/dtp` list, `/dtp/add`, `/dtp/:id`, all from `dtpRegistry` (spec 1 §2, issue 12). */
import { registryRoutes } from '../registry/index.ts';

export const dtpRoutes = registryRoutes(async () => (await import('./definition.ts')).dtpRegistry);
