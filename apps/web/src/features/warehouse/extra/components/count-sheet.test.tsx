import type { CountLine } from '@app/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { countLine } from '../extra.fixture.tsx';
import {
  changedDrafts,
  type Drafts,
  differenceOf,
  differenceOnClose,
  filterLines,
  type SheetFilter,
  summarize,
} from '../model/count-sheet.ts';
import { CountSheet } from './count-sheet.tsx';

/** The sheet with its own drafts and filter, as the control page holds them. */
function Sheet({ lines, editable = true }: { lines: CountLine[]; editable?: boolean }) {
  const [drafts, setDrafts] = useState<Drafts>({});
  const [filter, setFilter] = useState<SheetFilter>('all');
  return (
    <CountSheet
      lines={lines}
      drafts={drafts}
      editable={editable}
      onDraft={(id, v) => setDrafts((d) => ({ ...d, [id]: v }))}
      filter={filter}
      onFilter={setFilter}
    />
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('count sheet differences (stocktaking)', () => {
  const short = countLine({ id: 1, nomenclature_name: 'Кабель ВВГ', expected: 10, counted: 8, cost: 50 });
  const surplus = countLine({ id: 2, nomenclature_name: 'Перчатки', expected: 3, counted: 4.5, cost: 20 });
  const equal = countLine({ id: 3, nomenclature_name: 'Каска', expected: 2, counted: 2 });
  const uncounted = countLine({ id: 4, nomenclature_name: 'Ноутбук', expected: 1, counted: null, serial: 'SN-1' });
  const lines = [short, surplus, equal, uncounted];

  it('computes counted − expected with 3 decimals, null while not counted', () => {
    expect(differenceOf(short)).toBe(-2);
    expect(differenceOf(surplus)).toBe(1.5);
    expect(differenceOf(equal)).toBe(0);
    expect(differenceOf(uncounted)).toBeNull();
    expect(differenceOf(countLine({ expected: 0.3, counted: 0.1 + 0.2 }))).toBe(0);
    // An unsaved edit wins over the saved value; a cleared one means "not counted".
    expect(differenceOf(short, { 1: 10 })).toBe(0);
    expect(differenceOf(short, { 1: null })).toBeNull();
  });

  it('posts uncounted lines as they were expected, or as zero when asked', () => {
    expect(differenceOnClose(uncounted, false)).toBe(0);
    expect(differenceOnClose(uncounted, true)).toBe(-1);
    expect(differenceOnClose(short, true)).toBe(-2);
  });

  it('filters and sums the differences; only changed drafts are sent', () => {
    expect(filterLines(lines, 'differences').map((l) => l.id)).toEqual([1, 2]);
    expect(filterLines(lines, 'uncounted').map((l) => l.id)).toEqual([4]);
    expect(summarize(lines)).toEqual({ lines: 4, counted: 3, uncounted: 1, short: 1, surplus: 1, sum: -70 });
    expect(changedDrafts(lines, { 1: 8, 2: 5, 4: null, 99: 1 })).toEqual([{ id: 2, counted: 5 }]);
  });

  it('marks shortages and surpluses by tint, sign and word', () => {
    render(<Sheet lines={lines} />);
    expect(rowOf('Кабель ВВГ').className).toContain('wh-row-short');
    expect(within(rowOf('Кабель ВВГ')).getByText('−2 недостача')).toBeTruthy();
    expect(rowOf('Перчатки').className).toContain('wh-row-surplus');
    expect(within(rowOf('Перчатки')).getByText('+1,5 излишек')).toBeTruthy();
    expect(within(rowOf('Каска')).getByText('совпадает')).toBeTruthy();
    expect(rowOf('Каска').className).not.toMatch(/wh-row-(short|surplus)/);
    expect(within(rowOf('Ноутбук')).getByText('не посчитано')).toBeTruthy();
    const summary = screen.getByTestId('count-summary');
    expect(summary.textContent).toContain('Посчитано 3 из 4');
    expect(summary.textContent).toContain('Недостач: 1');
    expect(summary.textContent).toContain('Излишков: 1');
    expect(summary.textContent).toContain('Расхождение на сумму -70,00 ₽');
  });

  it('recomputes the difference as a count is typed, and filters to the differences', () => {
    render(<Sheet lines={lines} />);
    const field = screen.getByLabelText('Посчитано: Ноутбук');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '0' } });
    expect(within(rowOf('Ноутбук')).getByText('−1 недостача')).toBeTruthy();
    expect(rowOf('Ноутбук').className).toContain('wh-row-short');
    const cable = screen.getByLabelText('Посчитано: Кабель ВВГ');
    fireEvent.focus(cable);
    fireEvent.change(cable, { target: { value: '10' } });
    expect(within(rowOf('Кабель ВВГ')).getByText('совпадает')).toBeTruthy();

    fireEvent.click(screen.getByText('Расхождения (2)'));
    expect(screen.queryByText('Кабель ВВГ')).toBeNull();
    expect(screen.queryByText('Каска')).toBeNull();
    expect(screen.getByText('Перчатки')).toBeTruthy();
    expect(screen.getByText('Ноутбук')).toBeTruthy();
  });

  it('shows counted quantities as text when the stocktaking is closed', () => {
    render(<Sheet lines={lines} editable={false} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(within(rowOf('Перчатки')).getByText('4,5')).toBeTruthy();
  });
});
