/** List filters and sort kept in the URL (ARCHITECTURE.md); the interval is a route parameter. */
export interface ListFilters {
  status: string[];
  type?: string;
  urgent?: 1;
  repeat?: 1;
  liked?: 1;
  mine?: 1;
  organization?: number;
  project?: number;
  search?: string;
  sort: 'id' | 'date_add' | 'date_want';
  order: 'asc' | 'desc';
}

const SORTS = ['id', 'date_add', 'date_want'] as const;
const positive = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};
const flag = (v: string | null) => (v === '1' ? (1 as const) : undefined);

export function readFilters(params: URLSearchParams): ListFilters {
  const sort = params.get('sort');
  return {
    status: (params.get('status') ?? '').split(',').filter(Boolean),
    type: params.get('type') || undefined,
    urgent: flag(params.get('urgent')),
    repeat: flag(params.get('repeat')),
    liked: flag(params.get('liked')),
    mine: flag(params.get('mine')),
    organization: positive(params.get('organization')),
    project: positive(params.get('project')),
    search: params.get('search') || undefined,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListFilters['sort']) : 'id',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

export function writeFilters(f: ListFilters): URLSearchParams {
  const p = new URLSearchParams();
  const set = (k: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') p.set(k, String(v));
  };
  set('status', f.status.join(','));
  set('type', f.type);
  set('urgent', f.urgent);
  set('repeat', f.repeat);
  set('liked', f.liked);
  set('mine', f.mine);
  set('organization', f.organization);
  set('project', f.project);
  set('search', f.search);
  if (f.sort !== 'id') set('sort', f.sort);
  if (f.order !== 'desc') set('order', f.order);
  return p;
}

/** The list call's query from the filters and the route's interval (yyyy-MM-dd each). */
export function listQuery(f: ListFilters, from?: string, to?: string): Record<string, string | number | undefined> {
  const interval = from || to ? `${from && from !== '-' ? from : ''},${to && to !== '-' ? to : ''}` : undefined;
  return {
    status: f.status.join(',') || undefined,
    type: f.type,
    urgent: f.urgent,
    repeat: f.repeat,
    liked: f.liked,
    mine: f.mine,
    organization: f.organization,
    project: f.project,
    search: f.search,
    sort: f.sort,
    order: f.order,
    interval,
  };
}

/** Spec 1 §2: a query interval (`?interval=from,to`) is moved into the route parameter. */
export function intervalFromQuery(value: string | null): { from: string; to: string } | null {
  if (!value) return null;
  const [from = '', to = ''] = value.split(/,|_/);
  if (!from && !to) return null;
  return { from: from || '-', to: to || '-' };
}
