import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorPicker, PICKER_COLORS } from './index.ts';

describe('ColorPicker (spec §9: 36 colours, 200 ms debounce)', () => {
  afterEach(() => vi.useRealTimers());

  it('offers 36 fixed distinct colours', () => {
    render(<ColorPicker />);
    expect(screen.getAllByRole('radio')).toHaveLength(36);
    expect(new Set(PICKER_COLORS.map((c) => c.toLowerCase())).size).toBe(36);
  });

  it('marks the pick at once and emits onChange 200 ms after the last pick', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<ColorPicker value="#4A4A4A" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '#4A4A4A' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '#E74C3C' }));
    expect(screen.getByRole('radio', { name: '#E74C3C' }).getAttribute('aria-checked')).toBe('true');
    act(() => vi.advanceTimersByTime(150));
    fireEvent.click(screen.getByRole('radio', { name: '#3498DB' }));
    act(() => vi.advanceTimersByTime(199));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('#3498DB');
  });
});
