import type { RegistryOverrides } from '../registry/index.ts';
import { PeopleTab } from './components/people-tab.tsx';

const signersHistory = { signers: { ru: 'Подписанты', en: 'Signers' } };

/** The staff chain card's «Подписанты» tab: the chain's signers in signing order. Loaded with the pages. */
export const staffChainsOverrides: RegistryOverrides = {
  cardTabs: [
    { key: 'signers', label: { ru: 'Подписанты', en: 'Signers' }, render: (context) => <PeopleTab owner="staff_chains" {...context} /> },
  ],
  historyFields: signersHistory,
};

/** The signer group card's «Участники» tab. */
export const signerGroupsOverrides: RegistryOverrides = {
  cardTabs: [
    { key: 'members', label: { ru: 'Участники', en: 'Members' }, render: (context) => <PeopleTab owner="signer_groups" {...context} /> },
  ],
  historyFields: signersHistory,
};
