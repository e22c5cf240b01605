/**
 * Equipment (vehicles, machines): the registry engine's `equipmentRegistry` (`/tech/equipment`),
 * plus the task boards' look-up, hover card and odometer, and the handover acts (`/tech/acts`).
 * Public: the routes, the tables, the services of the mileage forms and the demo seeds.
 */

export * from './equipment.schema.ts';
export {
  equipmentExists,
  equipmentRoutes,
  getEquipment,
  recordRun,
  seedEquipment,
  seedEquipmentTypes,
} from './equipment.service.ts';
export { equipmentActsRoutes } from './equipment-acts.routes.ts';
export * from './equipment-acts.schema.ts';
export { seedEquipmentActs } from './equipment-acts.seed.ts';
