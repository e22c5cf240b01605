/**
 * The trash (`/trash`, issue 11): deleted records of every registry and of applications and
 * tickets, restore through each module's own rule, purge for good (`trash_purge`).
 * Public: the routes. Tables: none of its own.
 */
export { trashRoutes } from './trash.routes.ts';
