import {
  hasPermit,
  WAREHOUSE_ACT_PREFIX,
  WAREHOUSE_MAX_POSITIONS,
  type WarehouseActInput,
  type WarehouseActKind,
  type WarehouseActState,
} from '@app/contracts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, HttpError, Refusal, ValidationFailed } from '../../shared/errors.ts';
import { msg } from './warehouse.messages.ts';

/**
 * The warehouse rules (issue 16, plan "Decisions"): at most 50 positions per operation, a serial
 * line is one piece, clothes need a size and a return date (or wear months), a transfer goes
 * between two different storages and only on_the_way → received | cancelled, who may confirm,
 * cancel and sign. Balances never go below zero: `acts.repository.ts` decrements with a guard.
 */

export const VIEW = 'warehouse_view' as const;
export const EDIT = 'warehouse_edit' as const;

/** Kinds that take goods out of the act's storage (guarded decrements). */
export const OUTGOING: readonly WarehouseActKind[] = ['output', 'output_clothes', 'transfer', 'writeoff'];
/** Kinds that write holdings (what a person or project owes back). */
export const ISSUING: readonly WarehouseActKind[] = ['output', 'output_clothes'];

/** `<prefix>-<id padded to 6>`: ПР-000123. */
export const actNumber = (kind: WarehouseActKind, id: number) => `${WAREHOUSE_ACT_PREFIX[kind]}-${String(id).padStart(6, '0')}`;

/** 422 when an operation carries more than 50 positions. */
export function assertPositionCount(count: number) {
  if (count > WAREHOUSE_MAX_POSITIONS) throw new Refusal(msg('tooMany'), { max: WAREHOUSE_MAX_POSITIONS }, 422);
}

/** `yyyy-MM-dd` plus whole months (the day clamped to the month's end). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * The form's problems of an act by itself (no database): 422 `{ field: [key] }`. Correction acts
 * are refused here: they come from a stocktaking only (`postCorrectionAct`).
 */
export function actInputProblems(input: WarehouseActInput, date: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, key: Parameters<typeof msg>[0]) => {
    errors[field] = [...(errors[field] ?? []), msg(key)];
  };
  if (input.kind === 'correction') add('kind', 'correctionOnly');
  if (input.kind === 'transfer') {
    if (!input.target_storage_id) add('target_storage_id', 'targetRequired');
    else if (input.target_storage_id === input.storage_id) add('target_storage_id', 'targetSame');
  }
  if (input.kind === 'output' && !input.recipient_id && !input.project_id) add('recipient_id', 'recipientOrProject');
  if (input.kind === 'output_clothes' && !input.recipient_id) add('recipient_id', 'recipientRequired');
  if (input.lines.some((l) => l.position_id) && input.kind === 'input' && !input.application_id)
    add('application_id', 'applicationRequired');
  input.lines.forEach((line, i) => {
    if (line.serial && line.quantity !== 1) add(`lines.${i}.quantity`, 'serialOne');
    if (input.kind === 'output_clothes') {
      if (!line.size) add(`lines.${i}.size`, 'sizeRequired');
      if (!line.return_date && !line.wear_months) add(`lines.${i}.return_date`, 'returnDateRequired');
      if (line.return_date && line.return_date < date) add(`lines.${i}.return_date`, 'returnDateBeforeAct');
    }
    if (input.kind === 'return' && !line.holding_id) add(`lines.${i}.holding_id`, 'holdingRequired');
  });
  return errors;
}

export function assertActInput(input: WarehouseActInput, date: string) {
  assertPositionCount(input.lines.length);
  const errors = actInputProblems(input, date);
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

/** The clothes' return date: the given one, else the act date plus the wear period. */
export const returnDateOf = (line: { return_date?: string; wear_months?: number }, actDate: string): string | null =>
  line.return_date ?? (line.wear_months ? addMonths(actDate, line.wear_months) : null);

export interface StoragePeople {
  responsible_id: number | null;
  deputy_id: number | null;
}

/** The storage's responsible or deputy, or any storekeeper (warehouse_edit). */
export const keepsStorage = (user: SessionUser, storage: StoragePeople | null) =>
  hasPermit(user, EDIT) || (storage !== null && (storage.responsible_id === user.id || storage.deputy_id === user.id));

/** A transfer's state may move only from on_the_way (409 otherwise, naming the state). */
export function assertOnTheWay(kind: string, state: WarehouseActState | string, stateLabel: string) {
  if (kind !== 'transfer') throw new Refusal(msg('notTransfer'), undefined, 422);
  if (state !== 'on_the_way') throw new HttpError(409, msg('transferClosed'), { state: stateLabel });
}

/** Who may confirm a transfer: the target's responsible or deputy, or a storekeeper. */
export function assertMayReceive(user: SessionUser, target: StoragePeople | null) {
  if (!keepsStorage(user, target)) throw new Forbidden(msg('mayNotReceive'));
}

/** Who may cancel a transfer: the one who sent it, the source's people, or a storekeeper. */
export function assertMayCancel(user: SessionUser, act: { who_add: number | null }, source: StoragePeople | null) {
  if (act.who_add !== user.id && !keepsStorage(user, source)) throw new Forbidden(msg('mayNotCancel'));
}

export type SignRole = 'storekeeper' | 'recipient' | 'receiver';

/** The roles the user may sign an act in: the storekeeper of its storage, its recipient, a transfer's receiver. */
export function signRolesOf(
  user: SessionUser,
  act: { kind: string; recipient_id: number | null },
  source: StoragePeople | null,
  target: StoragePeople | null,
): SignRole[] {
  const roles: SignRole[] = [];
  if (keepsStorage(user, source)) roles.push('storekeeper');
  if (act.recipient_id === user.id) roles.push('recipient');
  if (act.kind === 'transfer' && keepsStorage(user, target)) roles.push('receiver');
  return roles;
}

/** Who may read an act: warehouse_view, its recipient, the people of its storages. */
export const mayReadAct = (
  user: SessionUser,
  act: { recipient_id: number | null },
  source: StoragePeople | null,
  target: StoragePeople | null,
) => hasPermit(user, VIEW) || act.recipient_id === user.id || keepsStorage(user, source) || keepsStorage(user, target);
