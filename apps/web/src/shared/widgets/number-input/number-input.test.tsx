import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { groupThousands, NumberInput, sanitizeNumberText } from './index.ts';

describe('number rules (spec §5 "Number input")', () => {
  it('removes spaces and allows a single leading minus', () => {
    expect(sanitizeNumberText('1 234')).toBe('1234');
    expect(sanitizeNumberText('-')).toBe('-');
    expect(sanitizeNumberText('-15')).toBe('-15');
    expect(sanitizeNumberText('--15')).toBe('');
    expect(sanitizeNumberText('1-5')).toBe('');
  });

  it('turns non-numeric text into empty', () => {
    expect(sanitizeNumberText('abc')).toBe('');
    expect(sanitizeNumberText('12a')).toBe('');
  });

  it('allows decimals only when enabled, with a decimal limit of 2 by default', () => {
    expect(sanitizeNumberText('12.345', { decimals: true })).toBe('12.34');
    expect(sanitizeNumberText('12,3', { decimals: true })).toBe('12.3');
    expect(sanitizeNumberText('12.3456', { decimals: true, decimalLimit: 3 })).toBe('12.345');
  });

  it('rounds a fractional value without decimals', () => {
    expect(sanitizeNumberText('12.6')).toBe('13');
    expect(sanitizeNumberText('12.4')).toBe('12');
    expect(sanitizeNumberText('-2.6')).toBe('-3');
  });

  it('cuts the integer part to the optional integer limit', () => {
    expect(sanitizeNumberText('1234567', { integerLimit: 4 })).toBe('1234');
    expect(sanitizeNumberText('1234567')).toBe('1234567');
  });

  it('clamps a typed value over max', () => {
    expect(sanitizeNumberText('150', { max: 100 })).toBe('100');
  });

  it('groups thousands with a space', () => {
    expect(groupThousands('1234567.5')).toBe('1 234 567.5');
    expect(groupThousands('-1234')).toBe('-1 234');
  });
});

describe('NumberInput', () => {
  const field = () => screen.getByLabelText('sum') as HTMLInputElement;

  it('emits numbers, empty for non-numeric text, and shows thousands separated by a space', () => {
    const onChange = vi.fn();
    render(<NumberInput aria-label="sum" onChange={onChange} decimals />);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: '1234567.891' } });
    expect(onChange).toHaveBeenLastCalledWith(1234567.89);
    expect(field().value).toBe('1234567.89');
    fireEvent.blur(field());
    expect(field().value).toBe('1 234 567.89');
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: 'x' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field().value).toBe('');
  });

  it('rounds without decimals and clamps to min on blur', () => {
    const onChange = vi.fn();
    render(<NumberInput aria-label="sum" onChange={onChange} min={10} />);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: '4.7' } });
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.blur(field());
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('shows an outside value grouped', () => {
    render(<NumberInput aria-label="sum" value={-25000} />);
    expect(field().value).toBe('-25 000');
  });
});
