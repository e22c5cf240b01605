import type { FastifyInstance } from 'fastify';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { Notifications } from '../notifications/index.ts';

export interface BudgetingDeps {
  db: Db;
  realtime: Realtime;
  notifications: Notifications;
  storage: FileStorage;
}

/** Budgeting: plan and fact per organization, expenditure item and month: the module's calls (issue 17). */
export async function budgetingRoutes(_fastify: FastifyInstance, _deps: BudgetingDeps) {}
