/**
 * zod schemas of the task module's wire (spec 2 §7). Form bodies send strings, so numbers
 * are coerced; an empty string means "not given" (or "cleared" for nullable fields).
 */
import { DOCUMENT_ANSWER_CHOICES, RECURRENCE_FREQS, TICKET_PRIORITIES } from '@app/contracts';
import { z } from 'zod';
import { fromWire } from '../../shared/dates.ts';
import { nestFormEntries } from '../../shared/form-body.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
export const id = z.coerce.number().int().positive().max(2_147_483_647);
export const optionalId = z.preprocess(blank, id.optional());
/** A nullable id: '' or null clears, absent leaves unchanged. */
export const nullableId = z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), z.union([z.null(), id]).optional());
export const flag = z.preprocess(
  (v) => (typeof v === 'boolean' ? Number(v) : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number().int().min(0).max(1),
);
export const optionalFlag = z.preprocess(blank, flag.optional());
/** A list of ids: `a[0]=1&a[1]=2`, `a=1&a=2`, a lone value, or a JSON array. */
export const idList = z.preprocess(
  (v) => (v === '' ? [] : v === undefined || Array.isArray(v) ? v : typeof v === 'object' && v !== null ? Object.values(v) : [v]),
  z.array(id).max(1000).optional(),
);
const smallInt = (min: number, max: number) => z.preprocess(blank, z.coerce.number().int().min(min).max(max).optional());

/** `yyyy-MM-dd HH:mm` (UTC) or ISO; '' or null clears. */
export const wireDate = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .union([
      z.null(),
      z.string().transform((s, ctx) => {
        const d = fromWire(s);
        if (!d) {
          ctx.addIssue({ code: 'custom', message: 'field.invalid' });
          return z.NEVER;
        }
        return d;
      }),
    ])
    .optional(),
);

/** Query strings with bracket names (`status[0]=1`) folded like form bodies. */
export const bracketQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((q) => (q && typeof q === 'object' ? nestFormEntries(Object.entries(q as Record<string, unknown>)) : q), schema);

export const ticketParams = z.object({ id });
export const boardParams = z.object({ id });

const priority = z.preprocess(blank, z.coerce.number().int().min(1).max(TICKET_PRIORITIES.length).optional());
const status = z.preprocess(blank, z.coerce.number().int().min(1).max(6).optional());

export const listQuery = bracketQuery(
  z.object({
    board_id: optionalId,
    status: idList,
    without_statuses: idList,
    global: optionalFlag,
    search: z.string().max(200).optional(),
    current_ticket_id: optionalId,
    parent_id: optionalId,
    performer: optionalId,
    priority,
    tag: idList,
    sort: z.preprocess(blank, z.enum(['end', 'priority', 'status', 'id']).default('end')),
    order: z.preprocess(blank, z.enum(['asc', 'desc']).optional()),
    cursor: z.string().max(2000).optional(),
    limit: z.preprocess(blank, z.coerce.number().int().min(1).max(200).default(50)),
  }),
);

const name = z.string().trim().min(1, 'field.fillRequired').max(500);

export const createBody = z.object({
  name: z.preprocess((v) => v ?? '', name),
  initiator: optionalId,
  priority,
  status,
  start: wireDate,
  end: wireDate,
  board_id: optionalId,
  parent_id: optionalId,
  performers: idList,
  description: z.string().max(200_000).optional(),
});

export const patchBody = z
  .object({
    name: name.optional(),
    description: z.union([z.string().max(200_000), z.null()]).optional(),
    status,
    reason_id: optionalId,
    priority,
    parent_id: nullableId,
    initiator: optionalId,
    start: wireDate,
    end: wireDate,
    contract_id: nullableId,
    /** The linked document (documents module), or null to clear it. */
    document_id: nullableId,
    board_id: optionalId,
    tickets: idList,
  })
  .catchall(z.unknown());

export const cardQuery = z.object({
  order: z.preprocess(blank, z.enum(['asc', 'desc']).optional()),
  chat: optionalFlag,
  history: optionalFlag,
  statuses: optionalFlag,
  priority: optionalFlag,
  users: optionalFlag,
});

export const performerParams = z.object({ id, userId: id });
export const workParams = z.object({ id, performerId: id });
export const workEditParams = z.object({ id, performerId: id, workId: id });
export const statusZeroBody = z.object({ status: z.preprocess(blank, z.coerce.number().int().min(0).max(0)) });

export const workBody = z
  .object({
    work_start: optionalFlag,
    work_end: optionalFlag,
    finished: optionalFlag,
    action: z.enum(['work_start', 'work_end', 'finished']).optional(),
    suspend_work_id: optionalId,
    /** Finishing on a ticket whose document waits for an answer: the performer's choice (spec 2 "Linked documents"). */
    document_status: z.preprocess(blank, z.enum(DOCUMENT_ANSWER_CHOICES, { error: 'field.invalid' }).optional()),
  })
  .transform((b, ctx) => {
    const action = b.action ?? (b.work_start ? 'work_start' : b.finished ? 'finished' : b.work_end ? 'work_end' : undefined);
    if (!action) {
      ctx.addIssue({ code: 'custom', message: 'field.fillRequired', path: ['action'] });
      return z.NEVER;
    }
    return { action, suspend_work_id: b.suspend_work_id, document_status: b.document_status };
  });

export const workEditBody = z.object({
  start: wireDate.transform((v) => v ?? undefined),
  end: wireDate,
});

// Boards ------------------------------------------------------------------------------

export const boardBody = z.object({
  name: z.preprocess((v) => v ?? '', z.string().trim().min(1, 'field.fillRequired').max(200)),
  personal: optionalFlag,
  mileage_required: optionalFlag,
});

const subscriber = z.object({ id, owner: z.preprocess((v) => v ?? 0, flag) });
export const boardPatchBody = z.object({
  name: z.string().trim().min(1, 'field.fillRequired').max(200).optional(),
  mileage_required: optionalFlag,
  status: z.preprocess(blank, z.coerce.number().int().min(0).max(0).optional()),
  subscribers: z.preprocess(
    (v) => (v === '' ? [] : v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
    z.array(subscriber).max(2000).optional(),
  ),
});

export const boardUserBody = z.object({ user_id: id, owner: z.preprocess((v) => v ?? 0, flag) });
export const boardUserParams = z.object({ id, userId: id });
export const boardUserPatchBody = z.object({
  status: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
  owner: optionalFlag,
});

const option = z.object({ name: z.string().trim().min(1).max(200), value: z.coerce.string().max(200) });
const options = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
  z.array(option).max(200).optional(),
);
export const columnBody = z.object({
  title: z.preprocess((v) => v ?? '', z.string().trim().min(1, 'field.fillRequired').max(200)),
  input_type: smallInt(1, 20),
  options,
  position: smallInt(0, 100_000),
});
export const columnPatchBody = z.object({
  title: z.string().trim().min(1, 'field.fillRequired').max(200).optional(),
  input_type: smallInt(1, 20),
  options,
  position: smallInt(0, 100_000),
  status: z.preprocess(blank, z.coerce.number().int().min(0).max(0).optional()),
});
export const columnParams = z.object({ id, columnId: id });

// Checklists ---------------------------------------------------------------------------

export const groupPostBody = z.object({
  model_method: z.preprocess(blank, z.literal('sort').optional()),
  name: z.string().max(1000).optional(),
  status: smallInt(0, 1),
  position: smallInt(0, 100_000),
  checklist_group: z.preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
    z
      .array(z.object({ id, position: z.coerce.number().int().min(0).max(100_000) }))
      .max(500)
      .optional(),
  ),
});
export const groupParams = z.object({ id, groupId: id });
export const groupPatchBody = z.object({
  name: z.string().max(1000).optional(),
  status: smallInt(0, 1),
  visibility: optionalFlag,
  default: optionalFlag,
  position: smallInt(0, 100_000),
});
export const itemPostBody = z.object({
  name: z.preprocess((v) => v ?? '', z.string().trim().min(1, 'field.fillRequired').max(2000)),
  group_id: optionalId,
  position: smallInt(0, 100_000),
  number: smallInt(0, 100_000),
  status: optionalFlag,
});
export const itemParams = z.object({ id, itemId: id });
export const itemPatchBody = z.object({
  name: z.string().trim().min(1, 'field.fillRequired').max(2000).optional(),
  status: optionalFlag,
  deleted: z.preprocess(blank, z.coerce.number().int().min(1).max(1).optional()),
  group_id: optionalId,
  position: smallInt(0, 100_000),
});

// Reminders, recurrence ------------------------------------------------------------------

export const reminderBody = z.object({
  ticket_id: id,
  comment: z.string().max(2000).optional(),
  user_id: optionalId,
  time: wireDate.transform((v) => v ?? undefined),
});
export const reminderParams = z.object({ id });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

export const recurrenceBody = z
  .object({
    freq: z.enum(RECURRENCE_FREQS),
    interval: z.preprocess(
      (v) => (v === undefined || v === '' || v === null ? '1' : String(v)),
      z.string().regex(/^[1-9]\d{0,3}$/, 'recurrence.interval'),
    ),
    time: z.preprocess(
      (v) => (v === undefined || v === '' ? '00:00' : v),
      z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'recurrence.time'),
    ),
    until: wireDate,
    bymonthday: smallInt(1, 31),
    byyearday: z.preprocess(
      blank,
      z.union([z.coerce.number().int().min(1).max(366), z.string().regex(DATE_ONLY, 'field.invalid')]).optional(),
    ),
    byweekno: z.preprocess(
      (v) =>
        v === ''
          ? []
          : v === undefined || Array.isArray(v)
            ? v
            : typeof v === 'object' && v !== null
              ? Object.values(v)
              : String(v).split(','),
      z.array(z.coerce.number().int().min(1).max(7)).max(7).optional(),
    ),
    status: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), flag),
  })
  .superRefine((b, ctx) => {
    if (b.freq === 'yearly' && b.byyearday === undefined)
      ctx.addIssue({ code: 'custom', message: 'field.fillRequired', path: ['byyearday'] });
  })
  .transform((b) => {
    let byyearday: number | null = null;
    let bymonth: number | null = null;
    let bymonthday = b.bymonthday ?? null;
    if (typeof b.byyearday === 'number') byyearday = b.byyearday;
    else if (typeof b.byyearday === 'string') {
      const m = DATE_ONLY.exec(b.byyearday)!;
      bymonth = Number(m[2]);
      bymonthday = Number(m[3]);
    }
    // "until" is a date: the whole day counts.
    const until = b.until ? new Date(Date.UTC(b.until.getUTCFullYear(), b.until.getUTCMonth(), b.until.getUTCDate(), 23, 59, 59)) : null;
    return {
      freq: b.freq,
      interval: Number(b.interval),
      time: b.time,
      until,
      bymonthday,
      bymonth,
      byyearday,
      byweekno: b.byweekno && b.byweekno.length > 0 ? [...new Set(b.byweekno)].sort() : null,
      status: b.status,
    };
  });

// Groups, favourites, files, reasons -----------------------------------------------------

export const groupType = z.enum(['performers', 'watchers']);
export const userGroupBody = z.object({
  name: z.preprocess((v) => v ?? '', z.string().trim().min(1, 'field.fillRequired').max(200)),
  type: z.preprocess((v) => v ?? 'performers', groupType),
  performers: z.preprocess((v) => v ?? [], idList),
});
export const userGroupPatchBody = z.object({
  name: z.string().trim().min(1, 'field.fillRequired').max(200).optional(),
  performers: idList,
});
export const applyGroupParams = z.object({ id, groupId: id });
export const favouriteBody = z.object({ user_id: id });
export const favouriteParams = z.object({ userId: id });
export const fileVisibilityBody = z.object({
  group: z.preprocess((v) => v ?? 'main', z.string().regex(/^(main|document|contract|custom|col_\d{1,9})$/, 'field.invalid')),
  visibility: flag,
  visibility_id: optionalId,
});
export const reasonsQuery = z.object({ status_id: z.preprocess(blank, z.coerce.number().int().optional()) });

export const kanbanQuery = z.object({
  board_id: id,
  status: status,
  cursor: z.string().max(2000).optional(),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(200).default(30)),
  search: z.string().max(200).optional(),
  performer: optionalId,
});
export const statisticQuery = z.object({ board_id: optionalId, from: wireDate, to: wireDate });

export const mileageBody = z.object({
  equipment_id: optionalId,
  run: z.preprocess(blank, z.coerce.number().int().min(0).max(10_000_000).optional()),
  run_photo: z.unknown().optional(),
  ticket_id: optionalId,
});
