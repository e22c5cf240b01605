import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';
import { INT_MAX } from './registry/schemas.ts';

/** Where a project stands (not the record's `status`, which is the trash flag). */
export const PROJECT_STATES = [
  { value: 'planned', ru: 'Планируется', en: 'Planned', color: 'default' },
  { value: 'active', ru: 'В работе', en: 'Active', color: 'green' },
  { value: 'paused', ru: 'Приостановлен', en: 'Paused', color: 'orange' },
  { value: 'done', ru: 'Завершён', en: 'Done', color: 'blue' },
  { value: 'cancelled', ru: 'Отменён', en: 'Cancelled', color: 'red' },
] as const;

/** The picker of an own legal entity (the partners look-up with `type=organization`, as every form picks one). */
const ORGANIZATION_LOOKUP = { url: 'partners', params: { model_method: 'autocomplete', type: 'organization' } } as const;

/** Most members a project may have. */
export const PROJECT_MAX_MEMBERS = 500;

/**
 * The company's projects (spec 1 §2 `/projects`: add, `{id}` with tabs main, history, contracts,
 * applications, documents; issue 12). The spec names no right for it: every signed-in user views
 * (and picks a project in an application), `projects_edit` creates, edits and deletes. Rules of
 * its own: the end is not before the start, the budget is not negative (₽, 2 decimals), the code
 * is unique among live projects and the manager an active user (server). The members are not a
 * column: `PUT /api/projects/:id/members` sets them as a whole (active users only). Applications
 * link projects (`application_projects`); the card's applications tab is `GET /api/applications?project=`.
 */
export const projectsRegistry = defineRegistry({
  name: 'projects',
  label: { ru: 'Проекты', en: 'Projects' },
  permits: { view: 'session', create: 'projects_edit', edit: 'projects_edit', delete: 'projects_edit' },
  lookup: 'session',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  chat: true,
  groups: [
    { label: { ru: 'Сроки и бюджет', en: 'Dates and budget' }, fields: ['start_date', 'end_date', 'budget'] },
    { label: { ru: 'Описание', en: 'Description' }, fields: ['description'] },
  ],
  fields: [
    { name: 'name', kind: 'text', max: 200, label: { ru: 'Название', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'code', kind: 'text', max: 50, label: { ru: 'Шифр', en: 'Code' }, list: true, sort: true, filter: true, search: 'A' },
    {
      name: 'state',
      kind: 'enum',
      label: { ru: 'Статус', en: 'Status' },
      options: PROJECT_STATES,
      default: 'planned',
      required: true,
      list: true,
      filter: true,
    },
    { name: 'manager_id', kind: 'user', label: { ru: 'Руководитель', en: 'Manager' }, list: true, filter: true },
    {
      name: 'organization_id',
      kind: 'remote',
      registry: 'organizations',
      lookup: ORGANIZATION_LOOKUP,
      label: { ru: 'Организация', en: 'Organization' },
      list: true,
      filter: true,
    },
    { name: 'start_date', kind: 'date', label: { ru: 'Начало', en: 'Start' }, list: true, sort: true, filter: true },
    { name: 'end_date', kind: 'date', label: { ru: 'Окончание', en: 'End' }, list: true, sort: true, filter: true },
    { name: 'budget', kind: 'money', label: { ru: 'Бюджет, ₽', en: 'Budget, ₽' }, list: true, sort: true, filter: true },
    { name: 'description', kind: 'longText', label: { ru: 'Описание', en: 'Description' }, search: 'C' },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
    { name: 'documents', kind: 'files', label: { ru: 'Файлы', en: 'Files' } },
  ],
  check: (values): Record<string, string[]> => projectProblems(values),
});

/** The project's own rules across fields: end ≥ start, budget ≥ 0. */
export function projectProblems(values: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const { start_date: start, end_date: end, budget } = values;
  if (typeof start === 'string' && typeof end === 'string' && start !== '' && end !== '' && end < start)
    errors.end_date = ['projects.endBeforeStart'];
  const amount =
    typeof budget === 'number' ? budget : typeof budget === 'string' && budget.trim() !== '' ? Number(budget.replace(',', '.')) : NaN;
  if (!Number.isNaN(amount) && amount < 0) errors.budget = ['projects.budgetNegative'];
  return errors;
}

const id = z.coerce.number().int().positive().max(INT_MAX);

/** A member of a project. */
export const projectMemberSchema = z.object({ id: z.number().int(), fio: z.string(), post: z.string().nullable() });
export type ProjectMember = z.infer<typeof projectMemberSchema>;

/** `GET / PUT projects/:id/members`: the project's members (by name). */
export const projectMembersSchema = z.object({ users: z.array(projectMemberSchema) });
export type ProjectMembers = z.infer<typeof projectMembersSchema>;

/** `PUT projects/:id/members`: the whole new set of members (an empty list clears it). */
export const projectMembersInputSchema = z.object({ user_ids: z.array(id).max(PROJECT_MAX_MEMBERS) });
export type ProjectMembersInput = z.infer<typeof projectMembersInputSchema>;
