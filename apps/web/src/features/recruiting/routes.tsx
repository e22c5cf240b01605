import { type RouteObject, redirect } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

type Pages = typeof import('./pages.ts');
/** The section's pages are one lazy chunk: one import site keeps the login bundle in its budget. */
const pages = (): Promise<Pages> => import('./pages.ts');
const load = () => import('./definition.ts');

const [, , candidateCard] = registryRoutes(async () => (await load()).candidatesRegistry, {
  overrides: async () => (await pages()).candidatesOverrides,
});

/**
 * `/humanresources` (spec 1 §2, `hr_view`; issue 17) under the section switch: `kanban` (the
 * candidates by recruiting status), `kanban/add` (the candidate form), `kanban/:id` (the
 * engine's candidate card with contacts, questionnaire, merge), `vacancies` (the vacancies
 * registry), `statistics`. The root opens the kanban.
 */
export const recruitingRoutes: RouteObject[] = [
  { index: true, loader: () => redirect('/humanresources/kanban') },
  {
    lazy: async () => ({ Component: (await pages()).RecruitingSection }),
    children: [
      { path: 'kanban', lazy: async () => ({ Component: (await pages()).KanbanPage }) },
      { path: 'kanban/add', lazy: async () => ({ Component: (await pages()).CandidateAddPage }) },
      { ...candidateCard, path: 'kanban/:id' },
      { path: 'vacancies', children: registryRoutes(async () => (await load()).vacanciesRegistry) },
      { path: 'statistics', lazy: async () => ({ Component: (await pages()).StatisticsPage }) },
    ],
  },
];
