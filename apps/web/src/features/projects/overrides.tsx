import type { RegistryOverrides } from '../registry/index.ts';
import { ApplicationsTab } from './components/applications-tab.tsx';
import { ContractsTab } from './components/contracts-tab.tsx';
import { DocumentsTab } from './components/documents-tab.tsx';
import { MembersTab } from './components/members-tab.tsx';

/** The project card's own tabs. Loaded with the pages. */
export const projectsOverrides: RegistryOverrides = {
  cardTabs: [
    { key: 'members', label: { ru: 'Участники', en: 'Members' }, render: (context) => <MembersTab {...context} /> },
    { key: 'applications', label: { ru: 'Заявки', en: 'Applications' }, render: (context) => <ApplicationsTab {...context} /> },
    { key: 'contracts', label: { ru: 'Договоры', en: 'Contracts' }, render: (context) => <ContractsTab {...context} /> },
    { key: 'documents', label: { ru: 'Документы', en: 'Documents' }, render: (context) => <DocumentsTab {...context} /> },
  ],
  historyFields: { members: { ru: 'Участники', en: 'Members' } },
};
