import { type ContractOriginalPlace, contractCasesRegistry, contractOriginalsRegistry, registryApi } from '@app/contracts';
import { api } from '../../../../shared/api/index.ts';

/** An original of the registry, as its list answers it (the fields the case card shows). */
export interface OriginalRow {
  id: number;
  inventory_number: string;
  contract_id: number;
  contract_id_name: string | null;
  sheets: number;
  placed_date: string;
  placed_by_name: string | null;
}

/** A case of the nomenclature, as its list answers it (the fields the division card shows). */
export interface CaseRow {
  id: number;
  case_index: string;
  title: string;
  state: string;
  year: string | null;
  shelf: string | null;
  box: string | null;
}

const ORIGINALS = registryApi(contractOriginalsRegistry);
const CASES = registryApi(contractCasesRegistry);

/** Every key starts with its registry's key (`['registry', name]`), so the engine's invalidations refresh it. */
export const fileRegistryKeys = {
  caseOriginals: (caseId: number) => ['registry', contractOriginalsRegistry.name, 'case', caseId] as const,
  divisionCases: (divisionId: number) => ['registry', contractCasesRegistry.name, 'division', divisionId] as const,
  contractOriginal: (contractId: number) => ['registry', contractOriginalsRegistry.name, 'contract', contractId] as const,
};

/** The live originals kept in the case (the registry filtered by `case_id`, up to 200). */
export const fetchCaseOriginals = async (caseId: number) =>
  (await api<{ items: OriginalRow[] }>(ORIGINALS, { query: { case_id: caseId, limit: 200 } })).items;

/** The live cases of the division, by index. */
export const fetchDivisionCases = async (divisionId: number) =>
  (await api<{ items: CaseRow[] }>(CASES, { query: { division_id: divisionId, limit: 200 } })).items;

/** `GET v2_contracts/nomenclature/contracts/:id`: where the contract's original is kept, or `original: null`. */
export const fetchContractOriginal = (contractId: number) =>
  api<ContractOriginalPlace>(`/v2_contracts/nomenclature/contracts/${contractId}`);

/** A case's index (the label of the original form's prefilled case). */
export const fetchCase = (caseId: number) => api<CaseRow>(`${CASES}/${caseId}`);

/** A contract's number (the label of the original form's prefilled contract). */
export const fetchContractNumber = async (contractId: number) =>
  (await api<{ number: string }>(`/documents/contracts/${contractId}`)).number;
