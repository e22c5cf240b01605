/** The task module (/tickets) and the minimal equipment card (/equipment/search/:id). */
export { equipmentRoutes, tasksRoutes } from './routes.tsx';
