import type { Analogue, GroupProperties, ItemProperties, NomenclaturePropertyType, OfferStackItem, PropertyValue } from '@app/contracts';
import { api } from '../../../shared/api/index.ts';

export const nomenclatureKeys = {
  groupProperties: (id: number) => ['nomenclature', 'group-properties', id] as const,
  itemProperties: (id: number) => ['nomenclature', 'item-properties', id] as const,
  analogues: (id: number) => ['nomenclature', 'analogues', id] as const,
  offers: (id: number) => ['nomenclature', 'offers', id] as const,
};

export const fetchGroupProperties = (id: number) => api<GroupProperties>(`/nomenclature_groups/${id}/properties`);

/** `PUT nomenclature_groups/:id/properties`: the group's own properties as a whole (a 422 names a repeated one). */
export const saveGroupProperties = (id: number, properties: { key?: string; name: string; type: NomenclaturePropertyType }[]) =>
  api<GroupProperties>(`/nomenclature_groups/${id}/properties`, { method: 'PUT', json: { properties } });

export const fetchItemProperties = (id: number) => api<ItemProperties>(`/nomenclature/${id}/properties`);

export const saveItemProperties = (id: number, values: Record<string, PropertyValue>) =>
  api<ItemProperties>(`/nomenclature/${id}/properties`, { method: 'PUT', json: { values } });

export const fetchAnalogues = async (id: number) => (await api<{ items: Analogue[] }>(`/nomenclature/${id}/analogues`)).items;

export const saveAnalogues = async (id: number, ids: number[]) =>
  (await api<{ items: Analogue[] }>(`/nomenclature/${id}/analogues`, { method: 'PUT', json: { ids } })).items;

/** `GET v2_nomenclature/offers/stack?ids=`: the supplier prices of the item from application offers. */
export const fetchOffers = async (id: number) =>
  (await api<{ items: OfferStackItem[] }>('/v2_nomenclature/offers/stack', { query: { ids: String(id) } })).items;
