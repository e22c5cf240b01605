import { z } from 'zod';
import { entryLines, isContactEmail, isContactPhone } from './contacts.ts';
import { defineRegistry, type EnumOption } from './registry/definition.ts';
import { rowSchema } from './registry/schemas.ts';

/**
 * Recruiting (spec 1 §2 `/humanresources`, permit `hr_view`; spec 3 §1–§5, §7; issue 17).
 * Vacancies and candidates are two registries of the engine (`/api/humanresources/vacancies`,
 * `/api/humanresources/candidates`); the status change (with hiring), merge, duplicates, kanban,
 * questionnaire and statistics are the module's own calls, shaped below. Messages `recruiting.*`.
 *
 * The engine's `status` is its trash (0 = deleted): a vacancy's or candidate's "deleted" status of
 * spec 3 §4 is the trash. The vacancy's open / closed is `state`; the candidate's recruiting status
 * is `stage` (set only by `PATCH humanresources/candidates/:id/status`).
 */

const HR = 'hr_view';
const HR_PERMITS = { view: HR, create: HR, edit: HR, delete: HR } as const;

/** A vacancy's state (spec 3 §4: open, closed; deleted = the engine's trash). */
export const VACANCY_STATES = [
  { value: 'open', ru: 'Открыта', en: 'Open', color: 'green' },
  { value: 'closed', ru: 'Закрыта', en: 'Closed', color: 'default' },
] as const satisfies readonly EnumOption[];

/** A candidate's recruiting status, in the kanban's column order (spec 3 §4; deleted = the trash). */
export const CANDIDATE_STAGES = [
  { value: 'new', ru: 'Новый', en: 'New', color: 'blue' },
  { value: 'potential', ru: 'Потенциальный', en: 'Potential', color: 'geekblue' },
  { value: 'call', ru: 'Звонок', en: 'Call', color: 'cyan' },
  { value: 'documents', ru: 'Сбор документов', en: 'Document collection', color: 'purple' },
  { value: 'medical', ru: 'Сбор медицинских документов', en: 'Medical documents', color: 'magenta' },
  { value: 'security', ru: 'Согласование СБ', en: 'Security coordination', color: 'volcano' },
  { value: 'reserve', ru: 'Резерв', en: 'Reserve', color: 'gold' },
  { value: 'accepted', ru: 'Принят', en: 'Accepted', color: 'lime' },
  { value: 'hired', ru: 'Трудоустроен', en: 'Hired', color: 'green' },
  { value: 'refusal', ru: 'Отказ', en: 'Refusal', color: 'red' },
  { value: 'missing', ru: 'Не выходит на связь', en: 'Not responding', color: 'default' },
] as const satisfies readonly EnumOption[];
export type CandidateStage = (typeof CANDIDATE_STAGES)[number]['value'];
export const CANDIDATE_STAGE_VALUES = CANDIDATE_STAGES.map((s) => s.value) as [CandidateStage, ...CandidateStage[]];

/** Where a candidate came from. */
export const CANDIDATE_SOURCES = [
  { value: 'hh', ru: 'hh.ru', en: 'hh.ru', color: 'red' },
  { value: 'avito', ru: 'Авито', en: 'Avito', color: 'green' },
  { value: 'superjob', ru: 'SuperJob', en: 'SuperJob', color: 'blue' },
  { value: 'referral', ru: 'Рекомендация', en: 'Referral', color: 'gold' },
  { value: 'website', ru: 'Сайт компании', en: 'Company website', color: 'purple' },
  { value: 'social', ru: 'Соцсети и Telegram', en: 'Social networks, Telegram', color: 'cyan' },
  { value: 'job_fair', ru: 'Ярмарка вакансий', en: 'Job fair', color: 'orange' },
  { value: 'other', ru: 'Другое', en: 'Other', color: 'default' },
] as const satisfies readonly EnumOption[];
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number]['value'];

/** Vacancies (spec 3 §3 "Vacancy"; §4 open / closed / deleted). Web path `/humanresources/vacancies`. */
export const vacanciesRegistry = defineRegistry({
  name: 'vacancies',
  api: '/humanresources/vacancies',
  path: '/humanresources/vacancies',
  label: { ru: 'Вакансии', en: 'Vacancies' },
  permits: HR_PERMITS,
  lookup: 'session',
  title: 'post',
  defaultSort: { field: 'date_add', order: 'desc' },
  chat: true,
  groups: [{ label: { ru: 'Условия', en: 'Terms' }, fields: ['salary_from', 'salary_to', 'requirements'] }],
  fields: [
    { name: 'post', kind: 'text', label: { ru: 'Должность', en: 'Post' }, required: true, list: true, sort: true, search: 'A' },
    {
      name: 'department_id',
      kind: 'remote',
      registry: 'departments',
      lookup: { url: 'humanresources/departments' },
      label: { ru: 'Отдел', en: 'Department' },
      list: true,
      filter: true,
    },
    {
      name: 'organization_id',
      kind: 'remote',
      registry: 'organizations',
      lookup: { url: 'partners', params: { model_method: 'autocomplete', type: 'organization' } },
      label: { ru: 'Организация', en: 'Organization' },
      list: true,
      filter: true,
    },
    { name: 'salary_from', kind: 'money', label: { ru: 'Зарплата от, ₽', en: 'Salary from, ₽' }, list: true, sort: true },
    { name: 'salary_to', kind: 'money', label: { ru: 'Зарплата до, ₽', en: 'Salary to, ₽' }, list: true },
    { name: 'requirements', kind: 'longText', label: { ru: 'Требования', en: 'Requirements' }, max: 10000, search: 'C' },
    {
      name: 'state',
      kind: 'enum',
      label: { ru: 'Статус', en: 'Status' },
      options: VACANCY_STATES,
      default: 'open',
      required: true,
      list: true,
      filter: true,
    },
    { name: 'recruiter_id', kind: 'user', label: { ru: 'Ответственный рекрутер', en: 'Recruiter' }, list: true, filter: true },
    {
      name: 'candidates_count',
      kind: 'number',
      label: { ru: 'Кандидатов', en: 'Candidates' },
      readOnly: true,
      list: true,
      sort: true,
    },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
  ],
  check: (values): Record<string, string[]> => {
    const from = Number(values.salary_from);
    const to = Number(values.salary_to);
    return values.salary_from != null && values.salary_to != null && from > to ? { salary_to: ['recruiting.salaryRange'] } : {};
  },
});

/** Kinds of a candidate's contact (the four contact fields of the registry). */
export const CANDIDATE_CONTACT_KINDS = [
  { value: 'phone', field: 'phones', type: 2, ru: 'Телефон', en: 'Phone' },
  { value: 'email', field: 'emails', type: 1, ru: 'Эл. почта', en: 'E-mail' },
  { value: 'telegram', field: 'telegrams', type: 3, ru: 'Telegram', en: 'Telegram' },
  { value: 'other', field: 'other_contacts', type: 4, ru: 'Другое', en: 'Other' },
] as const;
export type CandidateContactKind = (typeof CANDIDATE_CONTACT_KINDS)[number]['value'];
export const candidateContactSchema = z.object({ kind: z.enum(['phone', 'email', 'telegram', 'other']), value: z.string() });
export type CandidateContact = z.infer<typeof candidateContactSchema>;

/** A candidate's contacts as `{ kind, value }`: phones, e-mails, Telegram, other (in this order). */
export function candidateContacts(row: Readonly<Record<string, unknown>>): CandidateContact[] {
  return CANDIDATE_CONTACT_KINDS.flatMap((k) => entryLines(row[k.field]).map((value) => ({ kind: k.value, value })));
}

/** A candidate's posts (one field, comma separated). */
export const candidatePosts = (row: Readonly<Record<string, unknown>>): string[] => entryLines(row.posts);

const NEEDS = 'recruiting.needPostAndContact';

/** Candidates (spec 3 §3 "Candidate: full name, posts, contacts, source"; §5 at least one post and one contact). Web path `/humanresources/kanban` (spec 1 §2: "kanban with add and {id}"). */
export const candidatesRegistry = defineRegistry({
  name: 'candidates',
  api: '/humanresources/candidates',
  path: '/humanresources/kanban',
  label: { ru: 'Кандидаты', en: 'Candidates' },
  permits: HR_PERMITS,
  lookup: HR,
  title: 'full_name',
  defaultSort: { field: 'date_add', order: 'desc' },
  chat: true,
  groups: [
    { label: { ru: 'Контакты', en: 'Contacts' }, fields: ['phones', 'emails', 'telegrams', 'other_contacts'] },
    { label: { ru: 'Подбор', en: 'Recruiting' }, fields: ['stage', 'stage_date', 'refusal_reason', 'hired_at', 'user_id'] },
  ],
  fields: [
    { name: 'full_name', kind: 'text', label: { ru: 'ФИО', en: 'Full name' }, required: true, list: true, sort: true, search: 'A' },
    {
      name: 'posts',
      kind: 'longText',
      max: 1000,
      label: { ru: 'Должности (через запятую)', en: 'Posts (comma separated)' },
      list: true,
      search: 'B',
    },
    {
      name: 'vacancy_id',
      kind: 'remote',
      registry: 'vacancies',
      lookup: { url: 'humanresources/vacancies', params: { model_method: 'autocomplete' } },
      label: { ru: 'Вакансия', en: 'Vacancy' },
      list: true,
      filter: true,
    },
    {
      name: 'source',
      kind: 'enum',
      label: { ru: 'Источник', en: 'Source' },
      options: CANDIDATE_SOURCES,
      list: true,
      filter: true,
    },
    { name: 'phones', kind: 'longText', max: 1000, label: { ru: 'Телефоны', en: 'Phones' }, search: 'B' },
    { name: 'emails', kind: 'longText', max: 2000, label: { ru: 'Эл. почта', en: 'E-mail' }, search: 'B' },
    { name: 'telegrams', kind: 'longText', max: 1000, label: { ru: 'Telegram', en: 'Telegram' }, search: 'B' },
    { name: 'other_contacts', kind: 'longText', max: 2000, label: { ru: 'Другие контакты', en: 'Other contacts' }, search: 'C' },
    {
      name: 'stage',
      kind: 'enum',
      label: { ru: 'Статус подбора', en: 'Recruiting status' },
      options: CANDIDATE_STAGES,
      readOnly: true,
      list: true,
      filter: true,
    },
    { name: 'stage_date', kind: 'datetime', label: { ru: 'В статусе с', en: 'In status since' }, readOnly: true, list: true, sort: true },
    { name: 'refusal_reason', kind: 'longText', label: { ru: 'Причина отказа', en: 'Refusal reason' }, readOnly: true, search: 'D' },
    { name: 'hired_at', kind: 'date', label: { ru: 'Дата трудоустройства', en: 'Hired on' }, readOnly: true },
    { name: 'user_id', kind: 'user', label: { ru: 'Учётная запись сотрудника', en: 'Employee account' }, readOnly: true },
    { name: 'notes', kind: 'longText', label: { ru: 'Комментарий', en: 'Notes' }, max: 10000, search: 'D' },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
    { name: 'resume', kind: 'files', label: { ru: 'Резюме и файлы', en: 'Resume and files' } },
  ],
  // Spec 3 §5: at least one post and at least one contact; each phone a phone, each e-mail an e-mail.
  check: (values): Record<string, string[]> => {
    const errors: Record<string, string[]> = {};
    const posts = candidatePosts(values);
    const contacts = candidateContacts(values);
    if (posts.length === 0) errors.posts = [NEEDS];
    if (contacts.length === 0) errors.phones = [NEEDS];
    if (entryLines(values.phones).some((p) => !isContactPhone(p))) errors.phones = ['contacts.phoneInvalid'];
    if (entryLines(values.emails).some((e) => !isContactEmail(e))) errors.emails = ['contacts.emailInvalid'];
    return errors;
  },
});

export const vacancyRowSchema = rowSchema(vacanciesRegistry);
export const candidateRowSchema = rowSchema(candidatesRegistry);
export type CandidateRow = z.infer<typeof candidateRowSchema>;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());

/** `PATCH humanresources/candidates/:id/status`: a refusal needs a reason (422 `recruiting.reasonRequired`). */
export const hrStageChangeSchema = z.object({
  stage: z.enum(CANDIDATE_STAGE_VALUES),
  reason: z.string().trim().max(2000).optional(),
  /** The card's version: stale → 409. */
  version: z.number().int().optional(),
});
export type HrStageChange = z.infer<typeof hrStageChangeSchema>;

/** The account hiring made (answered once: the password is not stored in the clear). */
export const hrHiredAccountSchema = z.object({ user_id: z.number().int(), login: z.string(), password: z.string() });
export type HrHiredAccount = z.infer<typeof hrHiredAccountSchema>;

/** The candidate's recruiting fields after the change (the web reloads the card for the rest). */
export const hrStageChangeAnswerSchema = z.object({
  candidate: z.object({
    id: z.number().int(),
    stage: z.enum(CANDIDATE_STAGE_VALUES),
    stage_date: z.string(),
    refusal_reason: z.string().nullable(),
    hired_at: z.string().nullable(),
    user_id: z.number().int().nullable(),
    version: z.number().int(),
  }),
  hired: hrHiredAccountSchema.nullable(),
});
export type HrStageChangeAnswer = z.infer<typeof hrStageChangeAnswerSchema>;

/** `POST humanresources/candidates/merge`: `remove_id`'s posts, contacts, files, history, chat and tags join `keep_id`; `remove_id` goes to the trash. */
export const hrMergeSchema = z.object({ keep_id: id, remove_id: id });
export type HrMergeCandidates = z.infer<typeof hrMergeSchema>;
/** The merge's answer: the kept candidate's id and how much moved to it. */
export const hrMergeAnswerSchema = z.object({
  id: z.number().int(),
  moved: z.object({ files: z.number().int(), messages: z.number().int(), history: z.number().int(), tags: z.number().int() }),
});

/** `GET humanresources/duplicates?phones=&emails=&exclude=`: active candidates sharing a phone (digits, 8 = +7) or an e-mail (any case). */
export const hrDuplicatesQuerySchema = z.object({
  phones: z.string().max(1000).optional(),
  emails: z.string().max(2000).optional(),
  exclude: optionalId,
});
export const hrDuplicateSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  stage: z.string(),
  vacancy_name: z.string().nullable(),
  /** The shared values. */
  matches: z.array(z.string()),
});
export const hrDuplicatesSchema = z.array(hrDuplicateSchema);
export type HrDuplicate = z.infer<typeof hrDuplicateSchema>;

/** `GET humanresources/kanban?vacancy_id=`: the columns by stage, each with its cards (newest in the stage first, ≤ 200 a column). */
export const hrKanbanQuerySchema = z.object({ vacancy_id: optionalId });
export const hrKanbanCardSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  posts: z.array(z.string()),
  vacancy_id: z.number().int().nullable(),
  vacancy_name: z.string().nullable(),
  source: z.string().nullable(),
  contact: candidateContactSchema.nullable(),
  days_in_stage: z.number().int(),
  version: z.number().int(),
});
export type HrKanbanCard = z.infer<typeof hrKanbanCardSchema>;
export const hrKanbanSchema = z.object({
  columns: z.array(z.object({ stage: z.enum(CANDIDATE_STAGE_VALUES), count: z.number().int(), cards: z.array(hrKanbanCardSchema) })),
});
export type HrKanban = z.infer<typeof hrKanbanSchema>;

/** The fixed questionnaire (spec 3 §1 "questionnaire"): keys and questions. */
export const HR_QUESTIONNAIRE = [
  { key: 'experience', ru: 'Опыт работы по специальности', en: 'Experience in the field' },
  { key: 'last_job', ru: 'Последнее место работы и причина ухода', en: 'Last job and why you left' },
  { key: 'salary', ru: 'Ожидаемый уровень дохода', en: 'Expected salary' },
  { key: 'start', ru: 'Когда готовы выйти на работу', en: 'When can you start' },
  { key: 'schedule', ru: 'Устраивает ли график работы', en: 'Does the schedule suit you' },
  { key: 'education', ru: 'Образование', en: 'Education' },
] as const;
export type HrQuestionKey = (typeof HR_QUESTIONNAIRE)[number]['key'];

/** `PUT humanresources/candidates/:id/questionnaire`: answers by key (blank = no answer), each ≤ 2000. */
export const hrQuestionnaireInputSchema = z.object({
  answers: z.partialRecord(z.enum(HR_QUESTIONNAIRE.map((q) => q.key) as [HrQuestionKey, ...HrQuestionKey[]]), z.string().max(2000)),
});
/** `GET` / `PUT` answer: the questions in the caller's language and the answers. */
export const hrQuestionnaireSchema = z.object({
  questions: z.array(z.object({ key: z.string(), question: z.string(), answer: z.string() })),
  date_edit: z.string().nullable(),
});
export type HrQuestionnaire = z.infer<typeof hrQuestionnaireSchema>;

const day = z.preprocess((v) => (v === '' ? undefined : v), z.iso.date().optional());
/** `GET humanresources/statistics?from=&to=&vacancy_id=`: candidates created in [from, to] (default the last 12 months). */
export const hrStatisticsQuerySchema = z.object({ from: day, to: day, vacancy_id: optionalId });
export const hrStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  funnel: z.array(z.object({ stage: z.string(), count: z.number().int() })),
  time_to_hire: z.object({ hired: z.number().int(), average_days: z.number().nullable(), median_days: z.number().nullable() }),
  sources: z.array(z.object({ source: z.string(), count: z.number().int(), hired: z.number().int() })),
  /** Month `yyyy-MM`, hired (candidates hired that month), left (user accounts blocked that month). */
  turnover: z.array(z.object({ month: z.string(), hired: z.number().int(), left: z.number().int() })),
});
export type RecruitingStatistics = z.infer<typeof hrStatisticsSchema>;
