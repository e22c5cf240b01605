/**
 * Equipment (`/tech/equipment` list, `/tech/equipment/add`, `/tech/equipment/:id`), all from
 * `equipmentRegistry` (spec 1 §2 `/tech`, issue 11); `/tech` and the old `/equipment` addresses
 * redirect to it.
 */
export { oldEquipmentRoutes, techRoutes } from './routes.tsx';
