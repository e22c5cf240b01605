import type { FastifyInstance } from 'fastify';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { Notifications } from '../notifications/index.ts';

export interface RecruitingDeps {
  db: Db;
  realtime: Realtime;
  notifications: Notifications;
  storage: FileStorage;
}

/** Recruiting: vacancies, candidates, the kanban, statistics: the module's calls (issue 17). */
export async function recruitingRoutes(_fastify: FastifyInstance, _deps: RecruitingDeps) {}
