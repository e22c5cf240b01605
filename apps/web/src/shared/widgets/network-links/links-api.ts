import { api } from '../../api/index.ts';

/** Spec 3 §3 network link. */
export interface NetworkLink {
  id: number;
  name: string;
  link: string;
  object_id: number;
  module: string;
  status: number;
  date_add: string;
  who_add_avatar: string | null;
  who_add_fio: string;
}
export interface LinkRow {
  name: string;
  link: string;
}

export const linksKey = (module: string, objectId: number | string) => ['network_links', module, String(objectId)] as const;

export const loadLinks = (module: string, objectId: number | string, signal?: AbortSignal) =>
  api<NetworkLink[]>(`network_links/${encodeURIComponent(module)}/${encodeURIComponent(String(objectId))}`, { signal });

/** POST /network_links with module and link[i][name], link[i][link], link[i][object_id]. */
export const addLinks = (module: string, objectId: number | string, rows: readonly LinkRow[]) =>
  api<NetworkLink[]>('network_links', {
    method: 'POST',
    json: {
      module,
      object_id: Number(objectId),
      link: rows.map((r) => ({ name: r.name.trim(), link: r.link.trim(), object_id: Number(objectId) })),
    },
  });

/** PATCH /network_links/{id} with link[name] and link[link], or link[status]=0 to delete. */
export const changeLink = (id: number, link: LinkRow | { status: 0 }) =>
  api<unknown>(`network_links/${id}`, { method: 'PATCH', json: { link } });
