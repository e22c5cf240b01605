import type { CreateBody } from '../api/create.ts';
import { isBlankPosition, positionToWire } from './positions.ts';
import type { ApplicationFormValues, ApplicationType, PackDraft } from './types.ts';

export function packToWire(pack: PackDraft): Record<string, unknown> {
  const { signers: _signers, ...rest } = pack;
  const wire: Record<string, unknown> = { ...rest, name: pack.name?.trim() || undefined };
  return Object.fromEntries(Object.entries(wire).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/** `POST applications`: pack[...] fields, the type, form kind, equipment flag, positions and signers. */
export function createBody(values: ApplicationFormValues, type: ApplicationType, withEquipment: boolean): CreateBody {
  return {
    pack: { ...packToWire(values.pack), type: type.id },
    type: type.code,
    form: type.form,
    equipment_required: withEquipment ? 1 : 0,
    snabs: values.snabs.filter((p) => !isBlankPosition(p)).map(positionToWire),
    signers: values.pack.signers?.length ? values.pack.signers : undefined,
  };
}

/** Pack fields an edit cleared: sent as null (packToWire leaves empty values out, which means "unchanged"). */
const CLEARABLE = ['organization_id', 'location_id', 'performer', 'responsible', 'advance_holder'] as const;

export function clearedPackFields(before: PackDraft, after: PackDraft): Record<string, null> {
  return Object.fromEntries(CLEARABLE.filter((k) => before[k] && !after[k]).map((k) => [k, null]));
}

export const emptyValues = (type: number | null): ApplicationFormValues => ({ type, pack: {}, snabs: [{}] });
