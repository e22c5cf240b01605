/**
 * The canteen and the cafe: menus, orders, the kitchen, deductions (issue 17). Public: the routes and the demo seed.
 */
export { cateringRoutes } from './catering.routes.ts';
export { seedCatering } from './catering.seed.ts';
