import type { ApplicationType } from './types.ts';

/** Spec 1 §2: with equipment only equipment types; otherwise every type except `duty`. */
export function typesFor(types: readonly ApplicationType[], withEquipment: boolean): ApplicationType[] {
  return types.filter((t) => (withEquipment ? t.for_equipment === 1 : t.code !== 'duty'));
}

/**
 * Spec 1 §2: the create screen takes the equipment from the route (`/applications/add/{id}`) or
 * the query (`?equipment_id=`); `?equipment=1` or `?equipment_required=1` only ask for equipment types.
 */
export function equipmentOfRoute(routeId: string | undefined, query: URLSearchParams) {
  const equipmentId = Number(routeId ?? query.get('equipment_id')) || null;
  const withEquipment = Boolean(equipmentId) || query.get('equipment') === '1' || query.get('equipment_required') === '1';
  return { equipmentId, withEquipment };
}
