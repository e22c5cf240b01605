import * as c from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { uploadList } from '../../shared/wire.ts';
import type { Notifications } from '../notifications/index.ts';
import { exportPlanFact, importPlan, planTemplate } from './budgeting-excel.service.ts';
import './budgeting.messages.ts';
import { budgetTable, factInvoices, planChanges, savePlanCell } from './budgeting.service.ts';

export interface BudgetingDeps {
  db: Db;
  realtime: Realtime;
  notifications: Notifications;
  storage: FileStorage;
}

const tags = ['budgeting'];
const view = { access: 'budgeting_view' } as const;
const edit = { access: 'budgeting_edit' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const sendXlsx = (reply: FastifyReply, name: string, book: Buffer) =>
  reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="${name}.xlsx"`)
    .header('cache-control', 'private, no-store')
    .send(book);

/**
 * Budgeting: plan and fact per organization, expenditure item and month (issue 17).
 * budgeting_view reads (table, drill-down, history, template, export); budgeting_edit writes
 * the plan (a cell, an Excel import).
 */
export async function budgetingRoutes(fastify: FastifyInstance, { db, realtime }: BudgetingDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  realtime.guardModule('budgeting', async (user, id) => id === 'all' && c.hasPermit(user, 'budgeting_view'));
  /** Open budget screens refresh after a change of the plan (after the commit). */
  const announce = <T>(choice: { organization_id: number; year: number }, result: T): T => {
    const event: c.BudgetingEvent = { organization_id: choice.organization_id, year: choice.year };
    realtime.emit(c.objectRoom('budgeting', 'all'), c.BUDGETING_CHANNEL, event);
    return result;
  };

  app.get(
    '/budgeting',
    {
      config: view,
      schema: {
        tags,
        summary: 'Plan vs fact of an organization’s year: the expenditure tree with subtotals and month totals',
        querystring: c.budgetQuerySchema,
        response: { 200: c.budgetTableSchema },
      },
    },
    async (request) => budgetTable(db, request.user!, request.query),
  );
  app.put(
    '/budgeting/plan',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Set one plan cell (money ≥ 0, 2 decimals; 422 otherwise); the change goes to the history',
        body: c.planCellSchema,
        response: { 200: c.planSavedSchema },
      },
    },
    async (request) => announce(request.body, await savePlanCell(db, request.user!, request.body)),
  );
  app.get(
    '/budgeting/fact',
    {
      config: view,
      schema: {
        tags,
        summary: 'The paid invoices behind a fact cell (item with its subtree; no month = the year)',
        querystring: c.factQuerySchema,
        response: { 200: c.factListSchema },
      },
    },
    async (request) => factInvoices(db, request.query),
  );
  app.get(
    '/budgeting/history',
    {
      config: view,
      schema: {
        tags,
        summary: 'Changes of the plan: who, when, old → new',
        querystring: c.budgetQuerySchema,
        response: { 200: c.planChangesSchema },
      },
    },
    async (request) => planChanges(db, request.query),
  );
  app.get(
    '/budgeting/template',
    {
      config: view,
      schema: { tags, summary: 'The plan template (xlsx): items × months with the current plan', querystring: c.budgetQuerySchema },
    },
    async (request, reply) =>
      sendXlsx(reply, `budget-template-${request.query.year ?? ''}`, await planTemplate(db, request.query, request.lang)),
  );
  app.get(
    '/budgeting/export',
    { config: view, schema: { tags, summary: 'The plan-vs-fact table (xlsx)', querystring: c.budgetQuerySchema } },
    async (request, reply) => sendXlsx(reply, `budget-${request.query.year ?? ''}`, await exportPlanFact(db, request.query, request.lang)),
  );
  app.post(
    '/budgeting/import',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Import the filled template (multipart `file`, `organization_id`, `year`): the report per row; a bad file changes nothing',
        body: z.object({
          file: uploadList,
          organization_id: c.budgetQuerySchema.shape.organization_id,
          year: c.budgetQuerySchema.shape.year,
        }),
        response: { 200: c.budgetImportReportSchema },
      },
    },
    async (request) => {
      const choice = { organization_id: request.body.organization_id, year: request.body.year };
      const report = await importPlan(db, request.user!, choice, request.body.file[0]?.file, request.lang);
      return announce({ organization_id: report.organization_id, year: report.year }, report);
    },
  );
}
