/** The canteen and the cafe: menus, orders, the kitchen, deductions (issue 17). */
export { cafeRoutes, canteenRoutes } from './routes.tsx';
