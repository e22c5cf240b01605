/** Board list filters and sort kept in the URL (ARCHITECTURE.md "Web conventions"). */
export interface TicketFilters {
  status: number[];
  performer?: number;
  priority?: number;
  tag?: number;
  search?: string;
  sort: 'end' | 'priority' | 'status';
  order: 'asc' | 'desc';
  view: 'table' | 'kanban';
}

const SORTS = ['end', 'priority', 'status'] as const;

const positive = (v: string | null): number | undefined => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Default sort: end descending (spec 2 §2). */
export function readFilters(params: URLSearchParams): TicketFilters {
  const sort = params.get('sort');
  return {
    status: (params.get('status') ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 1 && n <= 6),
    performer: positive(params.get('performer')),
    priority: positive(params.get('priority')),
    tag: positive(params.get('tag')),
    search: params.get('search')?.trim() || undefined,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as TicketFilters['sort']) : 'end',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    view: params.get('view') === 'kanban' ? 'kanban' : 'table',
  };
}

/** Only the values that differ from the defaults go into the URL. */
export function writeFilters(f: TicketFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.status.length) p.set('status', f.status.join(','));
  if (f.performer) p.set('performer', String(f.performer));
  if (f.priority) p.set('priority', String(f.priority));
  if (f.tag) p.set('tag', String(f.tag));
  if (f.search) p.set('search', f.search);
  if (f.sort !== 'end') p.set('sort', f.sort);
  if (f.order !== 'desc') p.set('order', f.order);
  if (f.view !== 'table') p.set('view', f.view);
  return p;
}
