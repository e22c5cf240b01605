import type { EquipmentActBody, EquipmentActRole, EquipmentHolder } from '@app/contracts';

/**
 * Rules of the equipment handover acts (issue 16), pure: who holds a machine, whether an act's
 * holder is that holder, who may sign which role.
 */

export interface LastAct {
  id: number;
  kind: string;
  holder_id: number | null;
  department: string | null;
  organization_id: number | null;
  organization_name: string | null;
}

/** «Механическая служба (ООО «Техснаб-Сервис»)», the department alone, or the organization alone. */
export const departmentName = (department: string | null, organization: string | null) =>
  department && organization ? `${department} (${organization})` : (department ?? organization ?? '');

/**
 * The current holder: the driver on the card (set by an output act or by hand), else the
 * department of the newest act when that act is an output. Null when the machine is free.
 */
export function holderOf(machine: { driver_id: number | null; driver_fio: string | null }, last: LastAct | null): EquipmentHolder | null {
  const byAct = last?.kind === 'output' ? last : null;
  if (machine.driver_id !== null)
    return {
      kind: 'user',
      user_id: machine.driver_id,
      name: machine.driver_fio ?? '',
      organization: null,
      department: null,
      act_id: byAct && byAct.holder_id === machine.driver_id ? byAct.id : null,
    };
  if (byAct && byAct.holder_id === null)
    return {
      kind: 'department',
      user_id: null,
      name: departmentName(byAct.department, byAct.organization_name),
      organization: byAct.organization_id === null ? null : { value: byAct.organization_id, label: byAct.organization_name ?? '' },
      department: byAct.department,
      act_id: byAct.id,
    };
  return null;
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toLocaleLowerCase('ru');

/** Is the one who returns the machine (an input act's holder) its current holder? */
export function isHolder(holder: EquipmentHolder, body: Pick<EquipmentActBody, 'holder_id' | 'department' | 'organization_id'>): boolean {
  if (holder.kind === 'user') return body.holder_id === holder.user_id;
  if (body.holder_id !== undefined) return false;
  return norm(body.department) === norm(holder.department) && (body.organization_id ?? null) === (holder.organization?.value ?? null);
}

export interface SignableAct {
  who_add: number | null;
  giver_id: number | null;
  giver_signed_at: Date | null;
  receiver_id: number | null;
  receiver_signed_at: Date | null;
}

/**
 * The roles the user may sign now: their own unsigned role; a role without a user (a department's
 * representative signs on paper) is stamped by the act's author.
 */
export function signableRoles(act: SignableAct, userId: number): EquipmentActRole[] {
  const roles: EquipmentActRole[] = [];
  const mine = (id: number | null) => (id === null ? act.who_add === userId : id === userId);
  if (act.giver_signed_at === null && mine(act.giver_id)) roles.push('giver');
  if (act.receiver_signed_at === null && mine(act.receiver_id)) roles.push('receiver');
  return roles;
}
