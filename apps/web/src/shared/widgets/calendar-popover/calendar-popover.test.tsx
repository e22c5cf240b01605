import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../toast/toast.ts';
import { CalendarPopover, maskTime, outOfRange, POPOVER_MIN_WIDTH } from './index.ts';

const toast = vi.fn();
captureToasts(toast);

const cell = (iso: string) => document.querySelector(`td[title="${iso}"] .ant-picker-cell-inner`) as HTMLElement;
const openPopover = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'pick' }));
  await act(async () => {});
};

describe('calendar rules (spec §5 "Calendar popover")', () => {
  it('masks the time as HH:MM with hours at most 24', () => {
    expect(maskTime('9')).toBe('9');
    expect(maskTime('0930')).toBe('09:30');
    expect(maskTime('093')).toBe('09:3');
    expect(maskTime('2930')).toBe('24:00');
    expect(maskTime('2415')).toBe('24:00');
    expect(maskTime('1275')).toBe('12:59');
    expect(maskTime('12:3x0')).toBe('12:30');
  });

  it('finds the broken bound on the precision both sides have', () => {
    expect(outOfRange('2025-01-09', '2025-01-10')).toBe('min');
    expect(outOfRange('2025-01-10', '2025-01-10 12:00')).toBeNull();
    expect(outOfRange('2025-01-10 11:00', '2025-01-10 12:00')).toBe('min');
    expect(outOfRange('2025-02-01', null, '2025-01-31')).toBe('max');
  });
});

describe('CalendarPopover', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('applies the chosen date with Apply and has a minimum width of 260 px', async () => {
    const onApply = vi.fn();
    render(
      <CalendarPopover value="2025-01-15" onApply={onApply}>
        <button type="button">pick</button>
      </CalendarPopover>,
    );
    await openPopover();
    expect(screen.getByTestId('calendar-popover').style.minWidth).toBe(`${POPOVER_MIN_WIDTH}px`);
    fireEvent.click(cell('2025-01-20'));
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(onApply).toHaveBeenCalledWith('2025-01-20');
  });

  it('Cancel closes without applying', async () => {
    const onApply = vi.fn();
    const onCancel = vi.fn();
    render(
      <CalendarPopover value="2025-01-15" onApply={onApply} onCancel={onCancel}>
        <button type="button">pick</button>
      </CalendarPopover>,
    );
    await openPopover();
    fireEvent.click(cell('2025-01-20'));
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalled();
  });

  it('has an optional time input masked HH:MM applied with the date', async () => {
    const onApply = vi.fn();
    render(
      <CalendarPopover value="2025-01-15 08:00" onApply={onApply} withTime>
        <button type="button">pick</button>
      </CalendarPopover>,
    );
    await openPopover();
    const time = screen.getByLabelText('Время') as HTMLInputElement;
    expect(time.value).toBe('08:00');
    fireEvent.change(time, { target: { value: '2561' } });
    expect(time.value).toBe('24:00');
    fireEvent.change(time, { target: { value: '1745' } });
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(onApply).toHaveBeenCalledWith('2025-01-15 17:45');
  });

  it('says "Выберите дату не ранее {date}" for a date before min and "не позднее" after max', async () => {
    const onApply = vi.fn();
    render(
      <CalendarPopover value="2025-01-15" onApply={onApply} min="2025-01-10" max="2025-01-25">
        <button type="button">pick</button>
      </CalendarPopover>,
    );
    await openPopover();
    fireEvent.click(cell('2025-01-05'));
    expect(toast).toHaveBeenLastCalledWith(1, 'Выберите дату не ранее 10.01.2025');
    fireEvent.click(cell('2025-01-28'));
    expect(toast).toHaveBeenLastCalledWith(1, 'Выберите дату не позднее 25.01.2025');
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(onApply).toHaveBeenCalledWith('2025-01-15');
  });

  it('checks the time against a bound with a time on Apply', async () => {
    const onApply = vi.fn();
    render(
      <CalendarPopover value="2025-01-15 10:00" onApply={onApply} withTime min="2025-01-15 12:00">
        <button type="button">pick</button>
      </CalendarPopover>,
    );
    await openPopover();
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(toast).toHaveBeenLastCalledWith(1, 'Выберите дату не ранее 15.01.2025 12:00');
    expect(onApply).not.toHaveBeenCalled();
  });
});
