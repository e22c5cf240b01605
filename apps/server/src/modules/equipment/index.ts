/** Equipment registry (vehicles, machines): autocomplete, card, odometer; used by the task boards' mileage form. */

export { equipmentRoutes } from './equipment.routes.ts';
export * from './equipment.schema.ts';
export { equipmentExists, getEquipment, recordRun, seedEquipment } from './equipment.service.ts';
