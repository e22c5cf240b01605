import type { ExpenditureTree } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTree } from '../model/expenditure-tree.ts';
import { ExpenditureSection } from './expenditure-section.tsx';

const item = (id: number, code: string, name: string, parent_id: number | null, kind = 'expense') => ({ id, code, name, parent_id, kind });
const ITEMS: ExpenditureTree['items'] = [
  item(1, '01', 'Материалы', null),
  item(2, '01.01', 'Строительные материалы', 1),
  item(3, '01.01.01', 'Цемент', 2),
  item(4, '04', 'Доходы', null, 'income'),
  item(5, '05', 'Сирота', 99),
];

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ items: ITEMS, truncated: false }), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/directory/expenditure" element={<ExpenditureSection />}>
            <Route index element={<p>Страница списка</p>} />
            <Route path=":id" element={<p>Карточка</p>} />
          </Route>
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('expenditure items: list or tree', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds a forest: items under their parents, an unknown parent makes a root', () => {
    const roots = buildTree(ITEMS);
    expect(roots.map((n) => n.item.code)).toEqual(['01', '04', '05']);
    expect(roots[0].children[0].children.map((n) => n.item.name)).toEqual(['Цемент']);
  });

  it('shows the list by default and the tree with ?view=tree, the switch keeping the state in the URL', async () => {
    renderAt('/directory/expenditure?search=x');
    expect(screen.getByText('Страница списка')).toBeTruthy();
    fireEvent.click(screen.getByText('Дерево'));
    expect(screen.getByTestId('location').textContent).toBe('/directory/expenditure?search=x&view=tree');
    const tree = await screen.findByRole('tree');
    // Every branch open: the grandchild is shown under its parents, each a link to its card.
    const cement = await within(tree).findByRole('link', { name: '01.01.01 Цемент' });
    expect(cement.getAttribute('href')).toBe('/directory/expenditure/3');
    expect(within(tree).getByRole('link', { name: '01 Материалы' })).toBeTruthy();
    expect(within(tree).getByText('Доход')).toBeTruthy();
    expect(screen.queryByText('Страница списка')).toBeNull();
    fireEvent.click(screen.getByText('Список'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/directory/expenditure?search=x'));
    expect(screen.getByText('Страница списка')).toBeTruthy();
  });

  it('nests the items by level in the tree and has no switch on a card', async () => {
    const { unmount } = renderAt('/directory/expenditure?view=tree');
    await screen.findByRole('link', { name: '01.01.01 Цемент' });
    // (antd keeps a hidden, empty node to measure the rows.)
    const nodes = [...document.querySelectorAll('.ant-tree-treenode')]
      .filter((n) => n.textContent)
      .map((n) => ({ text: n.textContent, indent: n.querySelectorAll('.ant-tree-indent-unit').length }));
    expect(nodes).toEqual([
      { text: '01 Материалы', indent: 0 },
      { text: '01.01 Строительные материалы', indent: 1 },
      { text: '01.01.01 Цемент', indent: 2 },
      { text: '04 ДоходыДоход', indent: 0 },
      { text: '05 Сирота', indent: 0 },
    ]);
    unmount();
    renderAt('/directory/expenditure/3');
    expect(screen.getByText('Карточка')).toBeTruthy();
    expect(screen.queryByText('Дерево')).toBeNull();
  });
});
