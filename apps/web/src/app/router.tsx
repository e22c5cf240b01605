import { SECTION_ROUTES, type SectionRoute } from '@app/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { applicationsRoutes } from '../features/applications/index.ts';
import { basesRoutes } from '../features/bases/index.ts';
import { budgetingRoutes } from '../features/budgeting/index.ts';
import { cafeRoutes, canteenRoutes } from '../features/catering/index.ts';
import { contactsRoutes } from '../features/contacts/index.ts';
import { contractsRoutes } from '../features/contracts/index.ts';
import { directoryRoutes } from '../features/directory/index.ts';
import { documentsRoutes } from '../features/documents/index.ts';
import { driveRoutes } from '../features/drive/index.ts';
import { dtpRoutes } from '../features/dtp/index.ts';
import { oldEquipmentRoutes, techRoutes } from '../features/equipment/index.ts';
import { homeRoutes } from '../features/home/index.ts';
import { invoicesRoutes } from '../features/invoices/index.ts';
import { knowledgeRoutes } from '../features/knowledge/index.ts';
import { newsRoutes } from '../features/news/index.ts';
import { nomenclatureRoutes } from '../features/nomenclature/index.ts';
import { noticesRoutes } from '../features/notices/index.ts';
import { partnersRoutes } from '../features/partners/index.ts';
import { projectsRoutes } from '../features/projects/index.ts';
import { recruitingRoutes } from '../features/recruiting/index.ts';
import { serversRoutes } from '../features/servers/index.ts';
import { globalLinkRoutes, loginRoutes, ssoRoutes } from '../features/session/index.ts';
import { signersRoutes, staffChainsRoutes } from '../features/signers/index.ts';
import { supportRoutes } from '../features/support/index.ts';
import { surveyRoutes } from '../features/survey/index.ts';
import { tasksRoutes } from '../features/tasks/index.ts';
import { trashRoutes } from '../features/trash/index.ts';
import { usersRoutes } from '../features/users/index.ts';
import { warehouseRoutes } from '../features/warehouse/index.ts';
import { FullScreenSpin } from '../shared/ui/full-screen-spin.tsx';
import { Root } from './root.tsx';
import { RouteError } from './route-error.tsx';

/** The routes of each built section, keyed by the section's path in SECTION_ROUTES. */
const BUILT_SECTIONS: Readonly<Record<string, RouteObject[]>> = {
  '/login': loginRoutes,
  '/error': [{ index: true, lazy: async () => ({ Component: (await import('./error-page.tsx')).ErrorPage }) }],
  '/survey': surveyRoutes,
  '/': homeRoutes,
  '/users': usersRoutes,
  '/disk': driveRoutes,
  '/tickets': tasksRoutes,
  '/equipment': oldEquipmentRoutes,
  '/applications': applicationsRoutes,
  '/invoices': invoicesRoutes,
  '/contracts': contractsRoutes,
  '/documents': documentsRoutes,
  '/contacts': contactsRoutes,
  '/partners': partnersRoutes,
  '/projects': projectsRoutes,
  '/servers': serversRoutes,
  '/signers': signersRoutes,
  '/staffchains': staffChainsRoutes,
  '/tech': techRoutes,
  '/dtp': dtpRoutes,
  '/bases': basesRoutes,
  '/news': newsRoutes,
  '/notices': noticesRoutes,
  '/nomenclature': nomenclatureRoutes,
  '/warehouse': warehouseRoutes,
  '/directory': directoryRoutes,
  '/trash': trashRoutes,
  '/humanresources': recruitingRoutes,
  '/documentation': knowledgeRoutes,
  '/support': supportRoutes,
  '/budgeting': budgetingRoutes,
  '/cafe': cafeRoutes,
  '/canteen': canteenRoutes,
};

function sectionRoute(section: SectionRoute): RouteObject {
  const children = section.built ? BUILT_SECTIONS[section.path] : undefined;
  if (section.built && !children) throw new Error(`Section ${section.path} is marked built but has no routes`);
  if (section.path === '/') return { index: true, ...children![0] } as RouteObject;
  const path = section.path.slice(1);
  if (!children) {
    return {
      path: `${path}/*`,
      lazy: async () => ({ Component: (await import('../shared/ui/not-built-page.tsx')).NotBuiltPage }),
    };
  }
  return { path, children };
}

/** Every route of the route table is declared once: SECTION_ROUTES drives them all. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <Root />,
      hydrateFallbackElement: <FullScreenSpin />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...SECTION_ROUTES.map(sectionRoute),
            { path: 'sso', children: ssoRoutes },
            { path: 'webservice/globallink', children: globalLinkRoutes },
            { path: '*', element: null },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
