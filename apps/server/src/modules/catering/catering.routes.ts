import type { FastifyInstance } from 'fastify';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { Notifications } from '../notifications/index.ts';

export interface CateringDeps {
  db: Db;
  realtime: Realtime;
  notifications: Notifications;
  storage: FileStorage;
}

/** The canteen and the cafe: menus, orders, the kitchen, deductions: the module's calls (issue 17). */
export async function cateringRoutes(_fastify: FastifyInstance, _deps: CateringDeps) {}
