import type { CafeOrder } from '@app/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CafeOrderCard } from './cafe-status.tsx';
import { byCategory } from './dish-label.tsx';

const order: CafeOrder = {
  id: 42,
  user_id: 7,
  user_name: 'Иванов Иван',
  status: 'ready',
  comment: 'без сахара',
  lines: [{ dish_id: 1, name: 'Латте', quantity: 2, price: '190.00', sum: '380.00' }],
  total: '1234.50',
  date_add: '2030-03-15T05:00:00.000Z',
  date_edit: '2030-03-15T05:10:00.000Z',
};

describe('cafe order card', () => {
  it('shows the number, the status in words, the lines, the comment and the total as money', () => {
    render(<CafeOrderCard order={order} who />);
    expect(screen.getByText('Заказ №42')).toBeTruthy();
    expect(screen.getByText('Готов')).toBeTruthy();
    expect(screen.getByText('Иванов Иван')).toBeTruthy();
    expect(screen.getByText('Латте × 2')).toBeTruthy();
    expect(screen.getByText('без сахара')).toBeTruthy();
    expect(screen.getByText(/1\s234,50\s₽/)).toBeTruthy();
  });

  it('groups menu rows by category in their order', () => {
    const rows = [
      { id: 1, category: 'first' },
      { id: 2, category: 'second' },
      { id: 3, category: 'first' },
    ];
    expect(byCategory(rows).map(([c, r]) => [c, r.map((x) => x.id)])).toEqual([
      ['first', [1, 3]],
      ['second', [2]],
    ]);
  });
});
