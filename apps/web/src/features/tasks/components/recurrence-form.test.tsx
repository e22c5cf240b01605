import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { draftOf, maskHHMM, recurrenceBody, recurrenceErrors, sanitizeInterval } from '../model/recurrence-rules.ts';
import { RecurrenceForm } from './recurrence-form.tsx';

describe('recurrence validation (spec 2 §5)', () => {
  it('interval: no negatives, no leading zeros, default 1', () => {
    expect(sanitizeInterval('-5')).toBe('5');
    expect(sanitizeInterval('007')).toBe('7');
    expect(sanitizeInterval('0')).toBe('');
    const d = { ...draftOf(null), interval: '', until: '2030-01-01' };
    expect(recurrenceErrors(d)).toEqual({});
    expect(recurrenceBody(d).interval).toBe('1');
  });

  it('time masked HH:MM; until required; yearly needs its day; weekdays 1–7', () => {
    expect(maskHHMM('0930')).toBe('09:30');
    const d = draftOf(null);
    expect(recurrenceErrors({ ...d, time: '25:00', until: '' })).toMatchObject({
      time: 'tasks.recurrence.badTime',
      until: 'field.fillRequired',
    });
    expect(recurrenceErrors({ ...d, until: '2030-01-01', freq: 'yearly' })).toHaveProperty('byyearday');
    expect(recurrenceErrors({ ...d, until: '2030-01-01', freq: 'weekly', byweekno: [8] })).toHaveProperty('byweekno');
    expect(recurrenceBody({ ...d, until: '2030-01-01', freq: 'weekly', byweekno: [1, 5] }).byweekno).toEqual([1, 5]);
  });
});

describe('RecurrenceForm', () => {
  it('typing "-012" gives 12; the time is labelled UTC+0; invalid drafts are not saved', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => true);
    render(<RecurrenceForm value={null} onSave={onSave} />);
    const interval = screen.getByLabelText('Интервал') as HTMLInputElement;
    await user.clear(interval);
    await user.type(interval, '-012');
    expect(interval.value).toBe('12');
    expect(screen.getByText('Время (UTC+0)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByText('Заполните обязательное поле')).toBeTruthy();
    await user.type(screen.getByLabelText('До'), '2031-05-01');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ freq: 'daily', interval: '12', time: '09:00', until: '2031-05-01', status: 1 }),
    );
  });
});
