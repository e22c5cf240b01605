/**
 * Bases (spec 1 §2 `/bases [bases_view]`, issue 12): `/bases` (list, add, card with «Дома»),
 * `/bases/types`, `/bases/houses/:id` (card with «Комнаты»: places and residents), `/bases/rooms`,
 * all on the registry engine.
 */
export { basesRoutes } from './routes.tsx';
