/**
 * Spec 2 §4 "Realtime": a ticket event carries the changed fields (name, end, priority,
 * performers, status…). They are written into the cached card and list rows the moment the
 * event arrives, so other viewers see the change without waiting for a refetch; the refetch
 * that follows reconciles everything else (sorting, filters, derived flags).
 */
import type { Performer, TicketPriority, TicketStatus } from './types.ts';

/** What an event may set on a cached ticket (card or list row). */
export interface LivePatch {
  name?: string;
  start?: string | null;
  end?: string | null;
  priority?: TicketPriority;
  status?: TicketStatus;
  /** Full performer rows (performer added or removed) or work states only (`performer_id`, `status`). */
  performers?: Partial<Performer>[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const dateOrNull = (v: unknown) => v === null || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/.test(v));

/**
 * The fields of an event that can be applied as they are; anything else (a bare status id of
 * a create, custom columns, the description) waits for the refetch.
 */
export function livePatchOf(fields: Record<string, unknown> | undefined): LivePatch | null {
  if (!fields) return null;
  const patch: LivePatch = {};
  if (typeof fields.name === 'string' && fields.name.trim()) patch.name = fields.name;
  if ('start' in fields && dateOrNull(fields.start)) patch.start = fields.start as string | null;
  if ('end' in fields && dateOrNull(fields.end)) patch.end = fields.end as string | null;
  if (isObject(fields.priority) && typeof fields.priority.id === 'number') patch.priority = fields.priority as unknown as TicketPriority;
  if (isObject(fields.status) && typeof fields.status.id === 'number' && typeof fields.status.code === 'string') {
    patch.status = fields.status as unknown as TicketStatus;
  }
  if (Array.isArray(fields.performers) && fields.performers.every((p) => isObject(p) && typeof p.performer_id === 'number')) {
    patch.performers = fields.performers as Partial<Performer>[];
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

/** Full rows (with a name) replace the list; work states merge into the rows they name. */
function mergePerformers(current: Performer[], incoming: Partial<Performer>[]): Performer[] {
  if (incoming.every((p) => typeof p.fio === 'string')) return incoming as Performer[];
  return current.map((p) => {
    const change = incoming.find((c) => c.performer_id === p.performer_id);
    return change ? { ...p, ...change } : p;
  });
}

interface Patchable {
  id: number;
  performers?: Performer[];
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * A copy of `ticket` with the patch applied, or `ticket` itself when nothing changes (the
 * event reaches the page once per room: the second delivery re-renders nothing).
 */
export function applyLivePatch<T extends Patchable>(ticket: T, patch: LivePatch): T {
  const { performers, ...rest } = patch;
  const next: T = { ...ticket, ...rest };
  if (performers && Array.isArray(ticket.performers)) next.performers = mergePerformers(ticket.performers, performers);
  const record = ticket as unknown as Record<string, unknown>;
  const changed = Object.entries(next).some(([k, v]) => !same(record[k], v));
  return changed ? next : ticket;
}

const patchRowsOf = <T>(rows: T[], id: number, patch: LivePatch): T[] => {
  let changed = false;
  const next = rows.map((r) => {
    if (!isObject(r) || r.id !== id) return r;
    const patched = applyLivePatch(r as unknown as Patchable, patch) as unknown as T;
    if (patched !== r) changed = true;
    return patched;
  });
  return changed ? next : rows;
};

/**
 * Applies the patch to the rows of ticket `id` in a cached list, whatever its shape: the
 * board's keyset pages (`{pages: [{data: rows}]}`), a subtask array, or kanban columns
 * (`[{cards: rows}]`). Unknown shapes come back unchanged.
 */
export function patchCachedList(data: unknown, id: number, patch: LivePatch): unknown {
  if (Array.isArray(data)) {
    if (!data.some((col) => isObject(col) && Array.isArray(col.cards))) return patchRowsOf(data, id, patch);
    return data.map((col) => (isObject(col) && Array.isArray(col.cards) ? { ...col, cards: patchRowsOf(col.cards, id, patch) } : col));
  }
  if (isObject(data) && Array.isArray(data.pages)) {
    const pages = data.pages.map((page) =>
      isObject(page) && Array.isArray(page.data) ? { ...page, data: patchRowsOf(page.data, id, patch) } : page,
    );
    return { ...data, pages };
  }
  return data;
}
