import { projectsRegistry } from '@app/contracts';
import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/**
 * The company's projects: one column per field of `projectsRegistry` (`state` is where the
 * project stands; `status` the engine's trash flag). Applications link them through
 * `application_projects` (applications module); ids and rows are those of the former
 * dictionary table (migration 0020).
 */
export const projects = pgTable(
  'projects',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    code: text('code'),
    state: text('state').notNull().default('planned'),
    /** A user. */
    manager_id: integer('manager_id'),
    /** An own legal entity (users module's `organizations`). */
    organization_id: integer('organization_id'),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    budget: numeric('budget', { precision: 18, scale: 2 }),
    description: text('description'),
    ...registrySearchColumns(projectsRegistry),
  },
  (t) => registryIndexes(projectsRegistry, t),
);

/** Who works on a project (users), set as a whole; purging the project takes them with it. */
export const projectMembers = pgTable(
  'project_members',
  {
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.project_id, t.user_id] }), index('project_members_user_idx').on(t.user_id, t.project_id)],
);
