import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../navigation.ts';
import { SIDE_PANEL_BODY_CLASS, SidePanel, type SidePanelPaging } from './index.ts';
import { readTabMemory } from './tab-memory.ts';

const panel = () => screen.getByRole('dialog');

function touch(el: Element, from: [number, number], to: [number, number]) {
  fireEvent.touchStart(el, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchEnd(el, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
}

describe('SidePanel (spec §2, §4 "Side panel")', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('opens and closes: Esc and the close button call onClose', () => {
    const onClose = vi.fn();
    const { rerender } = render(<SidePanel open={false} onClose={onClose} title="Заявка" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<SidePanel open onClose={onClose} title="Заявка" />);
    expect(panel()).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves Escape to an open menu or popover above it (the panel stays open)', () => {
    const onClose = vi.fn();
    render(<SidePanel open onClose={onClose} title="Задача" />);
    const menu = document.createElement('div');
    menu.className = 'ant-dropdown';
    document.body.appendChild(menu);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    menu.className = 'ant-dropdown ant-dropdown-hidden';
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    menu.remove();
  });

  it('focuses the panel on open and adds the body marker class while open', () => {
    const { rerender } = render(<SidePanel open onClose={() => {}} />);
    expect(document.activeElement).toBe(panel());
    expect(document.body.classList.contains(SIDE_PANEL_BODY_CLASS)).toBe(true);
    rerender(<SidePanel open={false} onClose={() => {}} />);
    expect(document.body.classList.contains(SIDE_PANEL_BODY_CLASS)).toBe(false);
  });

  it('has a max width of 400 by default and 470 when asked', () => {
    const { rerender } = render(<SidePanel open onClose={() => {}} />);
    expect(panel().style.maxWidth).toBe('400px');
    rerender(<SidePanel open onClose={() => {}} width={470} />);
    expect(panel().style.maxWidth).toBe('470px');
  });

  it('shows the loading text instead of the content', () => {
    render(
      <SidePanel open onClose={() => {}} loading>
        content
      </SidePanel>,
    );
    expect(screen.getByText('Загрузка…')).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
  });

  it('is positioned right or center', () => {
    const { rerender } = render(<SidePanel open onClose={() => {}} />);
    expect(panel().className).toContain('side-panel-right');
    expect(panel().style.right).toBe('0px');
    rerender(<SidePanel open onClose={() => {}} position="center" />);
    expect(panel().className).toContain('side-panel-center');
    expect(panel().style.left).toBe('50%');
  });

  it('has an optional collapse button that folds the content', () => {
    const { rerender } = render(
      <SidePanel open onClose={() => {}}>
        body
      </SidePanel>,
    );
    expect(screen.queryByRole('button', { name: 'Свернуть' })).toBeNull();
    rerender(
      <SidePanel open onClose={() => {}} collapsible>
        body
      </SidePanel>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Свернуть' }));
    expect(screen.queryByText('body')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Развернуть' }));
    expect(screen.getByText('body')).toBeTruthy();
  });
});

describe('SidePanel tabs (spec §2 tab menu)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  const tabs = [
    { key: 'main', label: 'Основное', content: 'main content' },
    { key: 'history', label: 'История', content: 'history content' },
    { key: 'site', label: 'Сайт', link: 'https://example.org/x' },
    { key: 'board', label: 'Доска', route: '/tickets/board/5' },
  ];

  it('remembers the active and the last clicked tab per panel key and restores the active one', () => {
    const { unmount } = render(<SidePanel open onClose={() => {}} tabs={tabs} panelKey="applications" />);
    expect(screen.getByText('main content')).toBeTruthy();
    fireEvent.click(screen.getByText('История'));
    expect(screen.getByText('history content')).toBeTruthy();
    expect(readTabMemory('applications')).toEqual({ active: 'history', lastClicked: 'history' });
    vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByText('Сайт'));
    expect(readTabMemory('applications')).toEqual({ active: 'history', lastClicked: 'site' });
    unmount();
    render(<SidePanel open onClose={() => {}} tabs={tabs} panelKey="applications" />);
    expect(screen.getByText('history content')).toBeTruthy();
    expect(readTabMemory('other')).toEqual({});
  });

  it('opens an external link tab in a new window and keeps the active tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<SidePanel open onClose={() => {}} tabs={tabs} />);
    fireEvent.click(screen.getByText('Сайт'));
    expect(open).toHaveBeenCalledWith('https://example.org/x', '_blank', 'noopener,noreferrer');
    expect(screen.getByText('main content')).toBeTruthy();
  });

  it('goes to the named route of a route tab', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    render(<SidePanel open onClose={() => {}} tabs={tabs} />);
    fireEvent.click(screen.getByText('Доска'));
    expect(navigate).toHaveBeenCalledWith('/tickets/board/5', undefined);
  });
});

describe('SidePanel paging (spec §2, §4)', () => {
  const make = (over: Partial<SidePanelPaging> = {}): SidePanelPaging => ({
    ids: [1, 2, 3],
    currentId: 2,
    onChange: vi.fn(),
    onLoadMore: vi.fn(),
    ...over,
  });

  it('PageDown goes to the next record and PageUp to the previous one', () => {
    const paging = make();
    render(<SidePanel open onClose={() => {}} paging={paging} />);
    fireEvent.keyDown(document, { key: 'PageDown' });
    expect(paging.onChange).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(document, { key: 'PageUp' });
    expect(paging.onChange).toHaveBeenLastCalledWith(1);
  });

  it('a horizontal swipe over 150 px pages (left = next, right = previous); 150 px or less does not', () => {
    const paging = make();
    render(<SidePanel open onClose={() => {}} paging={paging} />);
    touch(panel(), [300, 100], [150, 100]);
    expect(paging.onChange).not.toHaveBeenCalled();
    touch(panel(), [300, 100], [149, 110]);
    expect(paging.onChange).toHaveBeenLastCalledWith(3);
    touch(panel(), [100, 100], [260, 90]);
    expect(paging.onChange).toHaveBeenLastCalledWith(1);
    touch(panel(), [100, 100], [260, 400]);
    expect(paging.onChange).toHaveBeenCalledTimes(2);
  });

  it('asks for more (onLoadMore) on reaching the last record and when paging past it', () => {
    const paging = make();
    const { rerender } = render(<SidePanel open onClose={() => {}} paging={paging} />);
    fireEvent.keyDown(document, { key: 'PageDown' });
    expect(paging.onChange).toHaveBeenCalledWith(3);
    expect(paging.onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<SidePanel open onClose={() => {}} paging={{ ...paging, currentId: 3 }} />);
    fireEvent.keyDown(document, { key: 'PageDown' });
    expect(paging.onLoadMore).toHaveBeenCalledTimes(2);
    expect(paging.onChange).toHaveBeenCalledTimes(1);
  });

  it('blocks paging while a page loads', () => {
    const paging = make({ loading: true });
    const { rerender } = render(<SidePanel open onClose={() => {}} paging={paging} />);
    fireEvent.keyDown(document, { key: 'PageDown' });
    act(() => touch(panel(), [300, 100], [100, 100]));
    expect(paging.onChange).not.toHaveBeenCalled();
    rerender(<SidePanel open onClose={() => {}} loading paging={{ ...paging, loading: false }} />);
    fireEvent.keyDown(document, { key: 'PageDown' });
    expect(paging.onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Следующая запись' }).hasAttribute('disabled')).toBe(true);
  });

  it('ignores PageDown typed inside an input', () => {
    const paging = make();
    render(
      <SidePanel open onClose={() => {}} paging={paging}>
        <input aria-label="field" />
      </SidePanel>,
    );
    fireEvent.keyDown(screen.getByLabelText('field'), { key: 'PageDown' });
    expect(paging.onChange).not.toHaveBeenCalled();
  });
});
