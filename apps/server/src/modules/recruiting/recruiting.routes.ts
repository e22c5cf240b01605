import {
  autocompleteSchema,
  candidatesRegistry,
  entryLines,
  hrDuplicatesQuerySchema,
  hrDuplicatesSchema,
  hrKanbanQuerySchema,
  hrKanbanSchema,
  hrMergeAnswerSchema,
  hrMergeSchema,
  hrQuestionnaireInputSchema,
  hrQuestionnaireSchema,
  hrStageChangeAnswerSchema,
  hrStageChangeSchema,
  hrStatisticsQuerySchema,
  hrStatisticsSchema,
  joinEntries,
  vacanciesRegistry,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { idParams } from '../../shared/wire.ts';
import type { Notifications } from '../notifications/index.ts';
import { registerRemoteTable, registryRoutes } from '../registry/index.ts';
import { departments } from '../users/index.ts';
import './recruiting.messages.ts';
import { candidates, vacancies } from './recruiting.schema.ts';
import {
  changeStage,
  departmentOptions,
  findDuplicates,
  getQuestionnaire,
  mergeCandidates,
  recountVacancyCandidates,
  saveQuestionnaire,
} from './recruiting.service.ts';
import { kanban, statistics } from './recruiting-reports.service.ts';

export interface RecruitingDeps {
  db: Db;
  realtime: Realtime;
  notifications: Notifications;
  storage: FileStorage;
}

const HR = { access: 'hr_view' } as const;
const tags = ['recruiting'];
const ENTRY_FIELDS = ['posts', 'phones', 'emails', 'telegrams', 'other_contacts'] as const;

/** Posts and contacts stored as `a, b` (commas, semicolons and new lines read as separators). */
function canonicalEntries(values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const field of ENTRY_FIELDS) if (typeof out[field] === 'string') out[field] = joinEntries(entryLines(out[field]));
  return out;
}

/**
 * Recruiting (issue 17; spec 1 §2 `/humanresources`, `hr_view`): the vacancies and candidates
 * registries on the engine, then the module's calls — status change with hiring, merge,
 * duplicates, kanban, questionnaire, statistics and the department look-up.
 */
export async function recruitingRoutes(fastify: FastifyInstance, { db, realtime }: RecruitingDeps) {
  registerRemoteTable('departments', departments, 'name');
  await fastify.register(registryRoutes, { db, realtime, definition: vacanciesRegistry, table: vacancies });
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: candidatesRegistry,
    table: candidates,
    // Every candidate write may change a vacancy's count (create, vacancy changed, delete, restore).
    hooks: { beforeWrite: canonicalEntries, written: async () => recountVacancyCandidates(db) },
  });
  const ctx = { db, realtime };
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/humanresources/candidates/:id/status',
    {
      config: HR,
      schema: {
        tags,
        summary: 'Change a candidate’s recruiting status (the kanban move): refusal needs a reason; hired makes the employee’s account',
        params: idParams,
        body: hrStageChangeSchema,
        response: { 200: hrStageChangeAnswerSchema },
      },
    },
    async (request) => changeStage(ctx, request.user!, request.params.id, request.body),
  );
  app.post(
    '/humanresources/candidates/merge',
    {
      config: HR,
      schema: {
        tags,
        summary: 'Merge two different candidates: the removed one’s posts, contacts, files, chat, history and tags join the kept one',
        body: hrMergeSchema,
        response: { 200: hrMergeAnswerSchema },
      },
    },
    async (request) => mergeCandidates(ctx, request.user!, request.body.keep_id, request.body.remove_id),
  );
  app.get(
    '/humanresources/duplicates',
    {
      config: HR,
      schema: {
        tags,
        summary: 'Active candidates sharing a phone or an e-mail with the typed ones (the add form’s warning)',
        querystring: hrDuplicatesQuerySchema,
        response: { 200: hrDuplicatesSchema },
      },
    },
    async (request) => findDuplicates(db, request.query),
  );
  app.get(
    '/humanresources/kanban',
    {
      config: HR,
      schema: {
        tags,
        summary: 'The candidates by recruiting status (all statuses in order), optionally of one vacancy',
        querystring: hrKanbanQuerySchema,
        response: { 200: hrKanbanSchema },
      },
    },
    async (request) => kanban(db, request.query.vacancy_id),
  );
  app.get(
    '/humanresources/candidates/:id/questionnaire',
    {
      config: HR,
      schema: {
        tags,
        summary: 'The candidate’s questionnaire: questions and answers',
        params: idParams,
        response: { 200: hrQuestionnaireSchema },
      },
    },
    async (request) => getQuestionnaire(db, request.params.id, request.lang),
  );
  app.put(
    '/humanresources/candidates/:id/questionnaire',
    {
      config: HR,
      schema: {
        tags,
        summary: 'Save the questionnaire’s answers (blank = no answer)',
        params: idParams,
        body: hrQuestionnaireInputSchema,
        response: { 200: hrQuestionnaireSchema },
      },
    },
    async (request) => saveQuestionnaire(ctx, request.user!, request.params.id, request.body.answers, request.lang),
  );
  app.get(
    '/humanresources/statistics',
    {
      config: HR,
      schema: {
        tags,
        summary: 'Funnel, time to hire, sources and staff turnover by month (from, to, vacancy)',
        querystring: hrStatisticsQuerySchema,
        response: { 200: hrStatisticsSchema },
      },
    },
    async (request) => statistics(db, request.query),
  );
  app.get(
    '/humanresources/departments',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Departments for the vacancy form’s look-up',
        querystring: z.object({ term: z.string().trim().max(100).optional() }),
        response: { 200: autocompleteSchema },
      },
    },
    async (request) => departmentOptions(db, request.query.term || undefined),
  );
}
