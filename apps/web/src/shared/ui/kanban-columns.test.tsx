import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type KanbanColumnData, KanbanColumns, moveCardTo } from './kanban-columns.tsx';

interface Card {
  id: number;
  name: string;
}

const columns: KanbanColumnData<Card>[] = [
  {
    key: 'new',
    title: 'Новые',
    cards: [
      { id: 1, name: 'Иванов' },
      { id: 2, name: 'Петров' },
    ],
  },
  { key: 'call', title: 'Звонок', cards: [] },
  { key: 'refusal', title: 'Отказ', cards: [{ id: 3, name: 'Сидоров' }], total: 5 },
];

const column = (title: string) => screen.getByRole('region', { name: title });

function renderBoard(onMove: (key: number | string, from: string, to: string) => Promise<boolean | undefined> | boolean | undefined) {
  return render(
    <KanbanColumns
      columns={columns}
      cardKey={(c) => c.id}
      renderCard={(c) => <span>{c.name}</span>}
      onMove={onMove}
      label="Канбан"
      moveLabel="Переместить"
      dragLabel="Перетащить"
    />,
  );
}

/** Moves a card with its menu (the same path as a drop). */
async function moveWithMenu(name: string, to: string) {
  const card = screen.getByText(name).closest('.kanban-columns-card') as HTMLElement;
  fireEvent.click(within(card).getByRole('button', { name: 'Переместить' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: to }));
}

describe('moveCardTo', () => {
  it('puts the card on top of the target and keeps the counts', () => {
    const moved = moveCardTo(columns, (c) => c.id, 2, 'refusal');
    expect(moved[0]?.cards.map((c) => c.id)).toEqual([1]);
    expect(moved[2]?.cards.map((c) => c.id)).toEqual([2, 3]);
    expect(moved[2]?.total).toBe(6);
    expect(moveCardTo(columns, (c) => c.id, 99, 'call')).toEqual(columns);
  });
});

describe('KanbanColumns', () => {
  it('shows the columns with their counts and moves a card at once, calling onMove(card, from, to)', async () => {
    const onMove = vi.fn(() => true);
    renderBoard(onMove);
    expect(within(column('Отказ')).getByText(/· 5/)).toBeTruthy();
    await moveWithMenu('Петров', 'Звонок');
    expect(onMove).toHaveBeenCalledWith(2, 'new', 'call');
    await waitFor(() => expect(within(column('Звонок')).getByText('Петров')).toBeTruthy());
    expect(within(column('Новые')).queryByText('Петров')).toBeNull();
  });

  it('shows the card in the target while the page decides, and puts it back when the move is refused', async () => {
    let answer: (kept: boolean) => void = () => {};
    const onMove = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    renderBoard(onMove);
    await moveWithMenu('Иванов', 'Отказ');
    await waitFor(() => expect(within(column('Отказ')).getByText('Иванов')).toBeTruthy());
    await act(async () => answer(false));
    await waitFor(() => expect(within(column('Новые')).getByText('Иванов')).toBeTruthy());
    expect(within(column('Отказ')).queryByText('Иванов')).toBeNull();
  });

  it('puts the card back when onMove throws', async () => {
    renderBoard(() => Promise.reject(new Error('no')));
    await moveWithMenu('Сидоров', 'Новые');
    await waitFor(() => expect(within(column('Отказ')).getByText('Сидоров')).toBeTruthy());
    expect(within(column('Новые')).queryByText('Сидоров')).toBeNull();
  });
});
