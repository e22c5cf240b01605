import { candidatesRegistry, vacanciesRegistry } from '@app/contracts';
import { date, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/** Vacancies: one column per field of `vacanciesRegistry` (status 0 = deleted, the engine's trash). */
export const vacancies = pgTable(
  'vacancies',
  {
    ...registryColumns(),
    post: text('post').notNull(),
    department_id: integer('department_id'),
    organization_id: integer('organization_id'),
    salary_from: numeric('salary_from', { precision: 18, scale: 2 }),
    salary_to: numeric('salary_to', { precision: 18, scale: 2 }),
    requirements: text('requirements'),
    state: text('state').notNull().default('open'),
    recruiter_id: integer('recruiter_id'),
    /** Active candidates of the vacancy, recounted after every candidate write. */
    candidates_count: integer('candidates_count').notNull().default(0),
    ...registrySearchColumns(vacanciesRegistry),
  },
  (t) => registryIndexes(vacanciesRegistry, t),
);

/**
 * Candidates: one column per field of `candidatesRegistry`, plus the questionnaire (JSON of
 * answers by question key) that only the module's own call reads and writes.
 */
export const candidates = pgTable(
  'candidates',
  {
    ...registryColumns(),
    full_name: text('full_name').notNull(),
    posts: text('posts'),
    vacancy_id: integer('vacancy_id'),
    source: text('source'),
    phones: text('phones'),
    emails: text('emails'),
    telegrams: text('telegrams'),
    other_contacts: text('other_contacts'),
    stage: text('stage').notNull().default('new'),
    stage_date: timestamp('stage_date', { withTimezone: true }).notNull().defaultNow(),
    refusal_reason: text('refusal_reason'),
    hired_at: date('hired_at', { mode: 'string' }),
    user_id: integer('user_id'),
    notes: text('notes'),
    questionnaire: jsonb('questionnaire').$type<Record<string, string>>(),
    questionnaire_date: timestamp('questionnaire_date', { withTimezone: true }),
    ...registrySearchColumns(candidatesRegistry),
  },
  (t) => registryIndexes(candidatesRegistry, t),
);
