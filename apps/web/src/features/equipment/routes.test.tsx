import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { oldEquipmentRoutes, techRoutes } from './routes.tsx';

/** The equipment registry lives at /tech/equipment (spec 1 §2 `/tech`); the old addresses lead there. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/equipment', children: oldEquipmentRoutes },
      {
        path: '/tech',
        children: [
          { index: true, element: techRoutes[0].element },
          { path: '*', element: <Location /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

describe('equipment addresses', () => {
  it.each([
    ['/equipment', '/tech/equipment'],
    ['/equipment?search=%D0%BA%D0%B0%D0%BC%D0%B0%D0%B7', '/tech/equipment?search=%D0%BA%D0%B0%D0%BC%D0%B0%D0%B7'],
    ['/equipment/7', '/tech/equipment/7'],
    ['/equipment/search/7', '/tech/equipment/7'],
    ['/tech', '/tech/equipment'],
  ])('%s leads to %s', async (from, to) => {
    renderAt(from);
    expect((await screen.findByTestId('location')).textContent).toBe(to);
  });

  it('/tech/equipment is the registry (list, add, card); /tech/acts the handover acts (list, output, input, card)', () => {
    const section = techRoutes[1].children ?? [];
    const paths = (path: string) => section.find((r) => r.path === path)?.children?.map((r) => (r.index ? '' : r.path));
    expect(paths('equipment')).toEqual(['', 'add', ':id']);
    expect(paths('acts')).toEqual(['', 'output', 'input', ':id']);
  });
});
