import { TICKET_STATUS } from '@app/contracts';
import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import '../texts.ts';
import { deadlineView } from '../model/deadline.ts';
import { toWire } from '../model/wire-dates.ts';
import { DeadlineField } from './deadline-field.tsx';

describe('deadline colour and countdown (spec 2 §4)', () => {
  const now = dayjs('2030-03-10T12:00:00');
  it('expired when past and not completed; completed statuses show no countdown', () => {
    const past = toWire(now.subtract(2, 'hour'));
    expect(deadlineView(past, TICKET_STATUS.work, now)).toMatchObject({ expired: true, countdown: { overdue: true, hours: 2 } });
    for (const s of [TICKET_STATUS.finished, TICKET_STATUS.accepted, TICKET_STATUS.deleted]) {
      expect(deadlineView(past, s, now)).toMatchObject({ expired: false, countdown: null });
    }
    expect(deadlineView(toWire(now.add(1, 'day').add(3, 'hour')), TICKET_STATUS.new, now).countdown).toMatchObject({
      days: 1,
      hours: 3,
      overdue: false,
    });
    expect(deadlineView(null, TICKET_STATUS.new, now)).toMatchObject({ text: '', countdown: null });
  });

  it('renders red with "overdue" for an expired task, no countdown when finished', () => {
    const past = toWire(dayjs().subtract(3, 'day'));
    const { unmount } = render(<DeadlineField end={past} statusId={TICKET_STATUS.work} canChange={false} onChange={() => {}} />);
    expect(screen.getByTestId('deadline').getAttribute('data-expired')).toBe('1');
    expect(screen.getByTestId('countdown').textContent).toContain('просрочено');
    unmount();
    render(<DeadlineField end={past} statusId={TICKET_STATUS.finished} canChange={false} onChange={() => {}} />);
    expect(screen.getByTestId('deadline').getAttribute('data-expired')).toBe('0');
    expect(screen.queryByTestId('countdown')).toBeNull();
  });
});
