import { CONTRACT_STATES_WITH_ORIGINAL } from '@app/contracts';

/**
 * The file registry's rules (message keys of the shared dictionary: the engine's `validate` hook
 * has no language). Each answers `{ field: [key] }`, empty when the record may be stored.
 */
type Problems = Record<string, string[]>;

const add = (errors: Problems, field: string, key: string) => {
  errors[field] = [...(errors[field] ?? []), key];
};

/** A division: its code not another live division's; a newly chosen head an active user. */
export function divisionProblems(facts: { codeTaken: boolean; headActive: boolean }): Problems {
  const errors: Problems = {};
  if (facts.codeTaken) add(errors, 'code', 'contractCases.codeTaken');
  if (!facts.headActive) add(errors, 'head_id', 'contractCases.userInactive');
  return errors;
}

/** A case: its index not another live case's; its division live; a newly chosen responsible an active user. */
export function caseProblems(facts: { indexTaken: boolean; divisionLive: boolean; responsibleActive: boolean }): Problems {
  const errors: Problems = {};
  if (facts.indexTaken) add(errors, 'case_index', 'contractCases.indexTaken');
  if (!facts.divisionLive) add(errors, 'division_id', 'contractCases.divisionMissing');
  if (!facts.responsibleActive) add(errors, 'responsible_id', 'contractCases.userInactive');
  return errors;
}

/** The latest date an original may be placed on: today in the easternmost time zone (UTC+14). */
export const latestPlacedDate = (now: Date): string => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

export interface OriginalFacts {
  /** The contract's trash flag and state (undefined: no such contract). */
  contract: { status: number; state: string } | undefined;
  /** The contract differs from the stored one (a create, or a correction): only then is it checked. */
  contractChanged: boolean;
  /** Another live entry holds this contract's original. */
  contractPlaced: boolean;
  /** The case's trash flag and state (undefined: no such case). */
  caseRow: { status: number; state: string } | undefined;
  /** The case differs from the stored one (a create, or a move): only then a closed case refuses. */
  caseChanged: boolean;
  inventoryTaken: boolean;
  placedDate: unknown;
  latestDate: string;
  placedByActive: boolean;
}

/**
 * An original's entry: a live signed contract (signed, expired or terminated; checked when chosen) placed once, in a
 * live case that is open when the original goes into it, a unique inventory number, a date placed
 * not in the future, and an active user who placed it.
 */
export function originalProblems(facts: OriginalFacts): Problems {
  const errors: Problems = {};
  if (!facts.contractChanged) {
    if (facts.contractPlaced) add(errors, 'contract_id', 'contractCases.contractPlaced');
  } else if (facts.contract?.status !== 1) add(errors, 'contract_id', 'contractCases.contractMissing');
  else if (!(CONTRACT_STATES_WITH_ORIGINAL as readonly string[]).includes(facts.contract.state))
    add(errors, 'contract_id', 'contractCases.contractNotSigned');
  else if (facts.contractPlaced) add(errors, 'contract_id', 'contractCases.contractPlaced');
  if (facts.caseRow?.status !== 1) add(errors, 'case_id', 'contractCases.caseMissing');
  else if (facts.caseChanged && facts.caseRow.state === 'closed') add(errors, 'case_id', 'contractCases.caseClosed');
  if (facts.inventoryTaken) add(errors, 'inventory_number', 'contractCases.inventoryTaken');
  if (typeof facts.placedDate === 'string' && facts.placedDate > facts.latestDate)
    add(errors, 'placed_date', 'contractCases.placedInFuture');
  if (!facts.placedByActive) add(errors, 'placed_by', 'contractCases.userInactive');
  return errors;
}
