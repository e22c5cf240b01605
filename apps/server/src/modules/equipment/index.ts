/**
 * Equipment (vehicles, machines): the registry engine's `equipmentRegistry` (`/tech/equipment`),
 * plus the task boards' look-up, hover card and odometer. Public: the routes, the table, the
 * services of the mileage forms and the demo seed.
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
