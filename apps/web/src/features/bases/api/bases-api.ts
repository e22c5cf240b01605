import type { BaseHouseRooms, BaseRoom } from '@app/contracts';
import { api } from '../../../shared/api/index.ts';

/** A house of a base, as the houses list answers it. */
export interface HouseRow {
  id: number;
  name: string;
  floors: number | null;
  comment: string | null;
}

export const basesKeys = {
  houses: (baseId: number) => ['bases', 'houses', baseId] as const,
  rooms: (houseId: number) => ['bases', 'rooms', houseId] as const,
};

/** The base's active houses (the houses registry filtered by `base_id`). */
export const fetchHouses = async (baseId: number) =>
  (await api<{ items: HouseRow[] }>('/base_houses', { query: { base_id: baseId, limit: 200 } })).items;

export const createHouse = (body: { base_id: number; name: string; floors?: number | null }) =>
  api<HouseRow>('/base_houses', { method: 'POST', json: body });

/** `GET base_houses/:id/rooms`: rooms with who lives where and the free places. */
export const fetchRooms = (houseId: number) => api<BaseHouseRooms>(`/base_houses/${houseId}/rooms`);

export const createRoom = (body: { house_id: number; number: string; max_places: number }) =>
  api<{ id: number }>('/base_rooms', { method: 'POST', json: body });

/** `PUT base_rooms/:id/residents`: the residents as a whole (a 422 names why they cannot live there). */
export const setResidents = (roomId: number, userIds: number[]) =>
  api<BaseRoom>(`/base_rooms/${roomId}/residents`, { method: 'PUT', json: { user_ids: userIds } });
