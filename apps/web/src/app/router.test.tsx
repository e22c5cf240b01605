import { SECTION_ROUTES } from '@app/contracts';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../features/session/index.ts';
import { sessionUserFixture } from '../features/session/session-user.fixture.ts';
import { STORAGE_KEYS, session } from '../shared/storage.ts';
import { buildRoutes } from './router.tsx';

// The shell's chrome (menu, header, realtime, query client) is not under test here: the
// layouts pass their page through.
vi.mock('./layouts/default-layout.tsx', () => ({ default: ({ children }: { children: ReactNode }) => children }));
vi.mock('./antd-providers.tsx', () => ({ default: ({ children }: { children: ReactNode }) => children }));

const admin = sessionUserFixture({ id: 1, name: 'Администратор Системы', type: 1 });

/** The children of the one pathless route that holds the section table. */
function sectionChildren(): RouteObject[] {
  const [root] = buildRoutes();
  return root.children?.[0].children ?? [];
}

describe('route table (spec 1 §2): every section declared once, from SECTION_ROUTES', () => {
  it('mounts each section path exactly once, plus sso, the global link and the catch-all', () => {
    const paths = sectionChildren().map((r) => (r.index ? '/' : `/${r.path}`));
    for (const section of SECTION_ROUTES) {
      const own = section.path === '/' ? ['/'] : paths.filter((p) => p === section.path || p === `${section.path}/*`);
      expect(own, section.path).toHaveLength(1);
    }
    expect(paths).toHaveLength(SECTION_ROUTES.length + 3);
    expect(paths.slice(-3)).toEqual(['/sso', '/webservice/globallink', '/*']);
  });

  it('gives built sections their own routes and unbuilt ones the "in development" page', () => {
    const byPath = new Map(sectionChildren().map((r) => [r.index ? '/' : `/${r.path}`, r]));
    for (const section of SECTION_ROUTES) {
      if (section.path === '/') continue;
      if (section.built) {
        expect(byPath.get(section.path)?.children?.length, section.path).toBeGreaterThan(0);
      } else {
        const route = byPath.get(`${section.path}/*`);
        expect(route?.lazy, section.path).toBeTypeOf('function');
      }
    }
  });
});

describe('router: unbuilt sections and unknown paths', () => {
  beforeEach(() => {
    sessionStore.set({ status: 'authenticated', user: admin });
  });
  afterEach(() => {
    sessionStorage.clear();
    sessionStore.set({ status: 'unknown', user: null });
  });

  const open = (path: string) => {
    const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    return router;
  };

  it('every section of the route table is built (issue 17): none is left as "Раздел в разработке"', () => {
    expect(SECTION_ROUTES.filter((section) => !section.built).map((section) => section.path)).toEqual([]);
  });

  it('an unknown path leaves for the last address', async () => {
    session.set(STORAGE_KEYS.lastAddress, '/documentation');
    const router = open('/nowhere/at/all');
    await waitFor(() => expect(router.state.location.pathname).toBe('/documentation'), { timeout: 10_000 });
  });
});
