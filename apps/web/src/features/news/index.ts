/** Company news: `/news` list, `/news/add`, `/news/:id`, all from `newsRegistry` (spec 1 §2, issue 12). */
import { registryRoutes } from '../registry/index.ts';

export const newsRoutes = registryRoutes(async () => (await import('./definition.ts')).newsRegistry);
