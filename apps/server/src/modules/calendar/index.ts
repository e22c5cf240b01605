/** The home work table's calendar: the signed-in user's deadlines and wanted dates from the modules. */

export { calendarRoutes } from './calendar.routes.ts';
