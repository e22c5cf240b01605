import type { BudgetTable } from '@app/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { BudgetGrid, deviationOf } from './budget-grid.tsx';

const months = (first: string) => [first, ...Array.from({ length: 11 }, () => '0.00')];
const table: BudgetTable = {
  organization_id: 1,
  year: 2026,
  organizations: [{ id: 1, name: 'СеверСтройМонтаж' }],
  rows: [
    {
      id: 1,
      parent_id: null,
      code: '01',
      name: 'Материалы',
      depth: 0,
      leaf: false,
      plan: months('1000.00'),
      fact: months('1500.50'),
      plan_total: '1000.00',
      fact_total: '1500.50',
    },
    {
      id: 2,
      parent_id: 1,
      code: '01.01',
      name: 'Запчасти',
      depth: 1,
      leaf: true,
      plan: months('1000.00'),
      fact: months('1500.50'),
      plan_total: '1000.00',
      fact_total: '1500.50',
    },
  ],
  totals: { plan: months('1000.00'), fact: months('1500.50'), plan_total: '1000.00', fact_total: '1500.50' },
  can_edit: true,
};

/** The grid: over plan is said in text and a sign (not colour only), leaves are edited, a fact cell asks for its invoices. */
describe('budget grid', () => {
  it('marks over plan with a sign and text, and money in the Russian format', () => {
    render(<BudgetGrid table={table} onSave={vi.fn()} onFact={vi.fn()} onChart={vi.fn()} />);
    const fact = screen.getByRole('button', { name: 'Факт: Запчасти, Январь' });
    const cell = fact.closest('td') as HTMLElement;
    expect(within(cell).getByRole('img', { name: 'Перерасход' })).toBeTruthy();
    expect(cell.textContent).toContain('+500,50 ₽ (+50,1 %)');
    expect(fact.textContent).toBe('1 500,50 ₽');
    // A group is not edited: its plan is the sum of its items.
    expect(screen.queryByRole('textbox', { name: 'План: Материалы, Январь' })).toBeNull();
  });

  it('saves an edited leaf cell and opens the drill-down of a fact cell', async () => {
    const onSave = vi.fn().mockResolvedValue({});
    const onFact = vi.fn();
    render(<BudgetGrid table={table} onSave={onSave} onFact={onFact} onChart={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'План: Запчасти, Март' });
    fireEvent.change(input, { target: { value: '2 500,75' } });
    fireEvent.blur(input);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), 3, '2500.75'));
    fireEvent.click(screen.getByRole('button', { name: 'Факт: Материалы, Январь' }));
    expect(onFact).toHaveBeenCalledWith({ itemId: 1, itemName: 'Материалы', month: 1 });
  });

  it('computes the deviation and its percent (none for a zero plan)', () => {
    expect(deviationOf('1000.00', '1500.50')).toEqual({ abs: 500.5, percent: 50.1, over: true });
    expect(deviationOf('0.00', '10.00')).toEqual({ abs: 10, percent: null, over: true });
    expect(deviationOf('100.00', '40.00')).toEqual({ abs: -60, percent: -60, over: false });
  });
});
