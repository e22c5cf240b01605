import type { FastifyInstance } from 'fastify';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { Notifications } from '../notifications/index.ts';

export interface SupportDeps {
  db: Db;
  realtime: Realtime;
  notifications: Notifications;
  storage: FileStorage;
}

/** The support desk: requests, operators, SLA: the module's calls (issue 17). */
export async function supportRoutes(_fastify: FastifyInstance, _deps: SupportDeps) {}
