import type { RegistryOverrides } from '../registry/index.ts';
import { ContactsTab, MergeAction, QuestionnaireTab, StageAction } from './components/candidate-card-parts.tsx';
import './texts.ts';

/** The candidate card's own parts on the engine's card: contacts and questionnaire tabs, the status change, merge. */
export const candidatesOverrides: RegistryOverrides = {
  cardTabs: [
    { key: 'contacts', label: { ru: 'Контакты', en: 'Contacts' }, render: (context) => <ContactsTab {...context} /> },
    { key: 'questionnaire', label: { ru: 'Анкета', en: 'Questionnaire' }, render: (context) => <QuestionnaireTab {...context} /> },
  ],
  actions: [
    { key: 'stage', render: (context) => <StageAction {...context} /> },
    { key: 'merge', render: (context) => <MergeAction {...context} /> },
  ],
};
