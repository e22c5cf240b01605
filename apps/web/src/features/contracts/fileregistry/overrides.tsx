import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { RegistryOverrides } from '../../registry/index.ts';
import { sessionStore } from '../../session/index.ts';
import { fetchCase, fetchContractNumber } from './api/file-registry-api.ts';
import { CaseOriginalsTab } from './components/case-originals-tab.tsx';
import { DivisionCasesTab } from './components/division-cases-tab.tsx';

const idOf = (search: URLSearchParams, name: string): number | undefined => {
  const value = Number(search.get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/**
 * A new original: placed today by the current user, in the case (`?case_id=`, from the case card)
 * or of the contract (`?contract_id=`, from the contract card) the address names.
 */
async function prefillOriginal(search: URLSearchParams): Promise<Record<string, unknown>> {
  const user = sessionStore.get().user;
  const caseId = idOf(search, 'case_id');
  const contractId = idOf(search, 'contract_id');
  const [kase, contractNumber] = await Promise.all([
    caseId ? fetchCase(caseId).catch(() => undefined) : undefined,
    contractId ? fetchContractNumber(contractId).catch(() => undefined) : undefined,
  ]);
  return {
    placed_date: dayjs().format('YYYY-MM-DD'),
    ...(user ? { placed_by: user.id, placed_by_name: user.name } : {}),
    ...(kase ? { case_id: kase.id, case_id_name: kase.case_index } : {}),
    ...(contractId && contractNumber !== undefined ? { contract_id: contractId, contract_id_name: contractNumber } : {}),
  };
}

/** The originals: the form prefilled (today, me, the case or contract of the address); the card opens the contract. */
export const originalsOverrides: RegistryOverrides = {
  prefill: prefillOriginal,
  actions: [
    {
      key: 'contract',
      render: ({ record }) => <Link to={`/contracts/${String(record.contract_id)}`}>{record.contract_id_name as string}</Link>,
    },
  ],
};

/** The case card's tab «Оригиналы» (with «Поместить оригинал» while the case is open). */
export const casesOverrides: RegistryOverrides = {
  cardTabs: [{ key: 'originals', label: { ru: 'Оригиналы', en: 'Originals' }, render: (context) => <CaseOriginalsTab {...context} /> }],
};

/** The division card's tab «Дела». */
export const divisionsOverrides: RegistryOverrides = {
  cardTabs: [{ key: 'cases', label: { ru: 'Дела', en: 'Cases' }, render: (context) => <DivisionCasesTab {...context} /> }],
};
