import { infiniteQueryOptions } from '@tanstack/react-query';
import { tasksKeys } from './keys.ts';
import { api } from './send.ts';

/** A row of the equipment registry table (`GET equipment`). */
export interface EquipmentRow {
  id: number;
  name: string;
  board_number: string | null;
  s_n: string | null;
  status: string;
  location: string | null;
  organization: string | null;
  run: number;
}

export interface EquipmentPage {
  items: EquipmentRow[];
  next_cursor: string | null;
  /** Capped by the server: a number, or `"1000+"`. */
  total: number | string;
}

/** `GET equipment?search=&cursor=&limit=`: keyset pages of the registry, searched in name, board number and VIN. */
export const equipmentListQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: tasksKeys.equipmentList(search),
    queryFn: ({ pageParam, signal }) =>
      api<EquipmentPage>('/equipment', { query: { search: search || undefined, cursor: pageParam ?? undefined, limit: 50 }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
