import { contractsRegistry, hasPermit, listColumns, registryChannel, registryListRoom, registryRecordRoom } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { NotFound, Refusal } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { type FieldChange, recordChanges } from '../history/index.ts';
import { partsText } from './contract-parts.messages.ts';
import * as repo from './contract-parts.repository.ts';

/**
 * What every part of a contract shares: finding the contract (404 when unknown or in the
 * trash), the edit right, its history rows and the live event that refreshes an open card.
 */

export interface PartsCtx {
  db: Db;
  realtime: Realtime;
}

export type { ContractHead } from './contract-parts.repository.ts';

const MODULE = contractsRegistry.name;

export const canEditContracts = (user: SessionUser) => hasPermit(user, 'contracts_edit');

export async function contractOr404(db: Db, id: number): Promise<repo.ContractHead> {
  const contract = await repo.findContractHead(db, id);
  if (!contract) throw new NotFound();
  return contract;
}

/** Locks the contract for a write to its parts; 404 when unknown or in the trash. */
export async function lockedContract(tx: Db, id: number): Promise<repo.ContractHead> {
  const contract = await repo.lockContractHead(tx, id);
  if (!contract) throw new NotFound();
  return contract;
}

/** Works, acts and equipment do not change on a terminated or expired contract (409). */
export function assertOpen(contract: repo.ContractHead, lang: Lang) {
  if (contract.state === 'terminated' || contract.state === 'expired') throw new Refusal(partsText('contractClosed', lang), undefined, 409);
}

/** The works' limit: the contracts core's (sum + signed agreements' changes; null: no sum, no limit). */
export { contractLimit } from './contracts-registry.service.ts';

/** History rows of the contract (the card's «История»). */
export const recordContractChanges = (tx: Db, contractId: number, userId: number, changes: FieldChange[]) =>
  recordChanges(tx, MODULE, contractId, userId, changes);

/** Moves the contract to a new state with its history row; nothing when it already is there. */
export async function moveContract(tx: Db, contract: repo.ContractHead, state: string, userId: number) {
  if (contract.state === state) return false;
  await repo.updateContractState(tx, contract.id, state, userId);
  await recordContractChanges(tx, contract.id, userId, [{ field: 'state', old_value: contract.state, new_value: state }]);
  contract.state = state;
  return true;
}

/** Fields the contracts list shows: a change of one of them refreshes the lists too. */
const LIST_FIELDS = new Set(listColumns(contractsRegistry).map((f) => f.name));

/**
 * The registry's live event: the open card refreshes, and the lists when a field they show changed
 * (the state, a prolonged expiry). `userId` null: the system did it (the daily job).
 */
export function notifyContract(realtime: Realtime, contractId: number, userId: number | null, fields: Record<string, unknown> = {}) {
  const event = { action: 'update' as const, id: contractId, fields, user_id: userId };
  const channel = registryChannel(MODULE);
  realtime.emit(registryRecordRoom(MODULE, contractId), channel, event);
  if (Object.keys(fields).some((name) => LIST_FIELDS.has(name))) realtime.emit(registryListRoom(MODULE), channel, event);
}
