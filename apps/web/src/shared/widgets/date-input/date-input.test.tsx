import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, maskDate, parseMaskedDate } from './index.ts';

describe('date input rules (spec §5 "Date input", §9 date mask)', () => {
  it('masks typed text as dd.mm.yyyy', () => {
    expect(maskDate('0')).toBe('0');
    expect(maskDate('051')).toBe('05.1');
    expect(maskDate('05012025')).toBe('05.01.2025');
    expect(maskDate('05a01-2025999')).toBe('05.01.2025');
  });

  it('accepts a year that starts with 1 or 2 only', () => {
    expect(maskDate('05013')).toBe('05.01');
    expect(maskDate('05019')).toBe('05.01');
    expect(maskDate('05011')).toBe('05.01.1');
    expect(maskDate('05012')).toBe('05.01.2');
  });

  it('rejects years before 1900', () => {
    expect(parseMaskedDate('31.12.1899')).toBeNull();
    expect(parseMaskedDate('01.01.1900')).toBe('1900-01-01');
  });

  it('ignores an invalid date', () => {
    expect(parseMaskedDate('31.02.2025')).toBeNull();
    expect(parseMaskedDate('00.01.2025')).toBeNull();
    expect(parseMaskedDate('05.01.20')).toBeNull();
  });

  it('keeps the date within the min and max bounds', () => {
    const bounds = { min: '2025-01-10', max: '2025-01-20' };
    expect(parseMaskedDate('09.01.2025', bounds)).toBeNull();
    expect(parseMaskedDate('10.01.2025', bounds)).toBe('2025-01-10');
    expect(parseMaskedDate('20.01.2025', bounds)).toBe('2025-01-20');
    expect(parseMaskedDate('21.01.2025', bounds)).toBeNull();
  });
});

describe('DateInput', () => {
  const field = () => screen.getByLabelText('date') as HTMLInputElement;

  it('emits yyyy-MM-dd for a complete valid date and nothing for an invalid one', () => {
    const onChange = vi.fn();
    render(<DateInput aria-label="date" onChange={onChange} />);
    expect(field().placeholder).toBe('дд.мм.гггг');
    fireEvent.change(field(), { target: { value: '3102' } });
    expect(field().value).toBe('31.02');
    fireEvent.change(field(), { target: { value: '31.02.2025' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: '28.02.2025' } });
    expect(onChange).toHaveBeenCalledWith('2025-02-28');
  });

  it('restores the last valid value on blur after an invalid date', () => {
    const onChange = vi.fn();
    render(<DateInput aria-label="date" value="2025-03-01" onChange={onChange} max="2025-12-31" />);
    expect(field().value).toBe('01.03.2025');
    fireEvent.change(field(), { target: { value: '01.01.2026' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(field());
    expect(field().value).toBe('01.03.2025');
  });

  it('emits null when cleared', () => {
    const onChange = vi.fn();
    render(<DateInput aria-label="date" value="2025-03-01" onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
