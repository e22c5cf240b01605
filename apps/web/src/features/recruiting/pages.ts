/** Every page of the section: the lazy chunk `routes.tsx` loads. */
export { CandidateAddPage } from './components/candidate-form.tsx';
export { KanbanPage } from './components/kanban-page.tsx';
export { RecruitingSection } from './components/recruiting-section.tsx';
export { StatisticsPage } from './components/statistics-page.tsx';
export { candidatesOverrides } from './overrides.tsx';
