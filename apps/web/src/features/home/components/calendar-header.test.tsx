import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calendar } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { calendarHeader } from './calendar-header.tsx';

/** Issue 21: the month calendar's year and month fields have names a screen reader announces. */
describe('home calendar header', () => {
  it('names the year and month fields and the view switch, and moves the calendar', async () => {
    const onChange = vi.fn<(d: Dayjs) => void>();
    render(<Calendar fullscreen={false} value={dayjs('2026-03-15')} onChange={onChange} headerRender={calendarHeader} />);
    const year = screen.getByRole('combobox', { name: 'Год' });
    expect(screen.getByRole('combobox', { name: 'Месяц' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Вид календаря' })).toBeTruthy();

    await userEvent.click(year);
    await userEvent.click(await screen.findByTitle('2027'));
    expect(onChange).toHaveBeenCalled();
    expect(onChange.mock.calls.at(-1)?.[0].format('YYYY-MM-DD')).toBe('2027-03-15');
  });
});
