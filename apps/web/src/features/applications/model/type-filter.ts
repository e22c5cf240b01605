import type { ApplicationType } from './types.ts';

/** Spec 1 §2: with equipment only equipment types; otherwise every type except `duty`. */
export function typesFor(types: readonly ApplicationType[], withEquipment: boolean): ApplicationType[] {
  return types.filter((t) => (withEquipment ? t.for_equipment === 1 : t.code !== 'duty'));
}
