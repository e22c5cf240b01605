import { z } from 'zod';
import { defineRegistry } from './registry/definition.ts';

/**
 * The support desk (spec 1 §2 `/support [operator_view] | {id}`; issue 17). Every signed-in user
 * files requests and sees their own; operators (`operator_view`) see the queue, take requests,
 * answer in the request's chat, change the status and turn a request into a ticket.
 */
export const SUPPORT_OPERATOR_PERMIT = 'operator_view';

export const SUPPORT_CATEGORIES = [
  { value: 'access', ru: 'Доступы и учётные записи', en: 'Access and accounts', color: 'blue' },
  { value: 'hardware', ru: 'Оборудование', en: 'Hardware', color: 'orange' },
  { value: '1c', ru: '1С', en: '1C', color: 'gold' },
  { value: 'mail', ru: 'Почта', en: 'E-mail', color: 'cyan' },
  { value: 'other', ru: 'Другое', en: 'Other', color: 'default' },
] as const;

export const SUPPORT_PRIORITIES = [
  { value: 'low', ru: 'Низкий', en: 'Low', color: 'default' },
  { value: 'normal', ru: 'Обычный', en: 'Normal', color: 'blue' },
  { value: 'high', ru: 'Высокий', en: 'High', color: 'orange' },
  { value: 'critical', ru: 'Критический', en: 'Critical', color: 'red' },
] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number]['value'];
export const SUPPORT_PRIORITY_VALUES = SUPPORT_PRIORITIES.map((p) => p.value) as [SupportPriority, ...SupportPriority[]];

/** `state` (the engine's own `status` is active / trashed). */
export const SUPPORT_STATES = [
  { value: 'new', ru: 'Новое', en: 'New', color: 'blue' },
  { value: 'in_work', ru: 'В работе', en: 'In work', color: 'orange' },
  { value: 'waiting', ru: 'Ожидает ответа', en: 'Waiting for reply', color: 'purple' },
  { value: 'closed', ru: 'Закрыто', en: 'Closed', color: 'green' },
] as const;
export type SupportState = (typeof SUPPORT_STATES)[number]['value'];
export const SUPPORT_STATE_VALUES = SUPPORT_STATES.map((s) => s.value) as [SupportState, ...SupportState[]];

/**
 * A support request on the registry engine. `requester_id` is the author (a generated column
 * = `who_add`); `state`, `operator_id`, the SLA times and the ticket are set by the module's own
 * calls only (`readOnly`). The list narrows to the requester's own rows for non-operators.
 */
export const supportRegistry = defineRegistry({
  name: 'support',
  label: { ru: 'Поддержка', en: 'Support' },
  permits: { view: 'session', create: 'session', edit: 'session', delete: SUPPORT_OPERATOR_PERMIT },
  lookup: 'session',
  title: 'subject',
  defaultSort: { field: 'date_add', order: 'desc' },
  chat: true,
  fields: [
    { name: 'subject', kind: 'text', max: 200, label: { ru: 'Тема', en: 'Subject' }, required: true, list: true, search: 'A' },
    {
      name: 'category',
      kind: 'enum',
      label: { ru: 'Категория', en: 'Category' },
      options: SUPPORT_CATEGORIES,
      default: 'other',
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'priority',
      kind: 'enum',
      label: { ru: 'Приоритет', en: 'Priority' },
      options: SUPPORT_PRIORITIES,
      default: 'normal',
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'state',
      kind: 'enum',
      label: { ru: 'Статус', en: 'Status' },
      options: SUPPORT_STATES,
      default: 'new',
      required: true,
      readOnly: true,
      list: true,
      filter: true,
    },
    { name: 'body', kind: 'longText', max: 8000, label: { ru: 'Описание', en: 'Description' }, required: true, search: 'B' },
    { name: 'requester_id', kind: 'user', label: { ru: 'Заявитель', en: 'Requester' }, readOnly: true, list: true, filter: true },
    { name: 'operator_id', kind: 'user', label: { ru: 'Оператор', en: 'Operator' }, readOnly: true, list: true, filter: true },
    { name: 'response_due', kind: 'datetime', label: { ru: 'Ответить до', en: 'Respond by' }, readOnly: true },
    { name: 'resolve_due', kind: 'datetime', label: { ru: 'Решить до', en: 'Resolve by' }, readOnly: true, sort: true },
    { name: 'responded_at', kind: 'datetime', label: { ru: 'Первый ответ', en: 'First response' }, readOnly: true },
    { name: 'closed_at', kind: 'datetime', label: { ru: 'Закрыто', en: 'Closed at' }, readOnly: true },
    { name: 'paused_at', kind: 'datetime', label: { ru: 'Ожидает с', en: 'Waiting since' }, readOnly: true },
    { name: 'ticket_id', kind: 'number', label: { ru: 'Задача', en: 'Ticket' }, readOnly: true },
    { name: 'files', kind: 'files', label: { ru: 'Файлы', en: 'Files' } },
  ],
  groups: [
    {
      label: { ru: 'Сроки (SLA)', en: 'Due times (SLA)' },
      fields: ['response_due', 'resolve_due', 'responded_at', 'closed_at', 'paused_at'],
    },
  ],
});

/** The list's views (`view=`): the operators' queue, their own work, everything; and anyone's own requests. */
export const SUPPORT_VIEWS = ['queue', 'mine', 'all', 'own'] as const;
export type SupportView = (typeof SUPPORT_VIEWS)[number];

/** SLA targets of one priority, in minutes. */
export const supportSlaSchema = z.object({
  priority: z.enum(SUPPORT_PRIORITY_VALUES),
  response_minutes: z.number().int().min(1, 'support.slaMinutes').max(525_600, 'support.slaMinutes'),
  resolve_minutes: z.number().int().min(1, 'support.slaMinutes').max(525_600, 'support.slaMinutes'),
});
export type SupportSla = z.infer<typeof supportSlaSchema>;
export const supportSettingsSchema = z.object({ sla: z.array(supportSlaSchema).min(1).max(4) });
export type SupportSettings = z.infer<typeof supportSettingsSchema>;

/** Defaults: critical 1 h / 4 h, high 4 h / 1 day, normal 1 / 3 days, low 3 / 10 days. */
export const DEFAULT_SUPPORT_SLA: readonly SupportSla[] = [
  { priority: 'critical', response_minutes: 60, resolve_minutes: 240 },
  { priority: 'high', response_minutes: 240, resolve_minutes: 1440 },
  { priority: 'normal', response_minutes: 1440, resolve_minutes: 4320 },
  { priority: 'low', response_minutes: 4320, resolve_minutes: 14400 },
];

export const supportStatusBodySchema = z.object({ state: z.enum(SUPPORT_STATE_VALUES, { message: 'support.badState' }) });
export const supportTicketBodySchema = z.object({ board_id: z.number({ message: 'field.required' }).int().positive() });
export const supportTicketAnswerSchema = z.object({ ticket_id: z.number().int(), link: z.string() });

/** Realtime: the operators' queue refreshes on `support_queue` events in the list room (besides the engine's). */
export const SUPPORT_CHANNEL = 'support';

// ---------------------------------------------------------------------------
// SLA clock (shared by the server's list and the web's timers)
// ---------------------------------------------------------------------------

/** The SLA-relevant times of a request (wire `yyyy-MM-dd HH:mm` UTC or Date). */
export interface SlaTimes {
  state: string;
  response_due: string | null;
  resolve_due: string | null;
  responded_at: string | null;
  closed_at: string | null;
  paused_at: string | null;
}

export interface SlaClock {
  /** Which due time the timer shows: the first response until it was given, then the resolution. */
  target: 'response' | 'resolve' | 'none';
  /** Milliseconds left (negative = overdue by that much); frozen while waiting. */
  leftMs: number;
  overdue: boolean;
  paused: boolean;
}

const wireMs = (value: string | null): number | null => (value ? Date.parse(`${value.replace(' ', 'T')}Z`) : null);

/**
 * The SLA clock of a request at `now`: the response due until the first response, then the
 * resolution due until closed. While waiting for the requester the clock stands still at the
 * moment it stopped (`paused_at`); leaving "waiting" moves the due times later by the pause.
 */
export function slaClock(times: SlaTimes, now: number): SlaClock {
  if (times.state === 'closed') return { target: 'none', leftMs: 0, overdue: false, paused: false };
  const paused = times.state === 'waiting' && times.paused_at !== null;
  const at = paused ? (wireMs(times.paused_at) ?? now) : now;
  const target = times.responded_at ? 'resolve' : 'response';
  const due = wireMs(target === 'response' ? times.response_due : times.resolve_due);
  // Resolution overdue counts too while the first response is still missing.
  const resolveDue = wireMs(times.resolve_due);
  if (due === null) return { target: 'none', leftMs: 0, overdue: false, paused };
  const leftMs = Math.min(due, resolveDue ?? due) - at;
  return { target, leftMs, overdue: leftMs < 0, paused };
}

/** The due times of a request created at `created` with this SLA, the clock paused for `pausedMs` so far. */
export function supportDueTimes(created: Date, sla: Pick<SupportSla, 'response_minutes' | 'resolve_minutes'>, pausedMs: number) {
  const base = created.getTime() + pausedMs;
  return {
    response_due: new Date(base + sla.response_minutes * 60_000),
    resolve_due: new Date(base + sla.resolve_minutes * 60_000),
  };
}
