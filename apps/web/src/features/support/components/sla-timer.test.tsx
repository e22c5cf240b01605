import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSpan, SlaTimer } from './sla-timer.tsx';

const units = { d: 'д', h: 'ч', m: 'мин' };
const row = (extra: object) => ({
  state: 'new',
  response_due: '2026-11-02 10:00',
  resolve_due: '2026-11-02 13:00',
  responded_at: null,
  closed_at: null,
  paused_at: null,
  ...extra,
});

/** The list's SLA column: time left, overdue in red with an icon and words (not colour only), paused, none when closed. */
describe('SLA timer', () => {
  afterEach(() => vi.useRealTimers());

  it('formats spans by their two largest units', () => {
    expect(formatSpan(25 * 60_000, units)).toBe('25 мин');
    expect(formatSpan(-(4 * 60 + 10) * 60_000, units)).toBe('4 ч 10 мин');
    expect(formatSpan((2 * 1440 + 3 * 60) * 60_000, units)).toBe('2 д 3 ч');
  });

  it('shows time left, overdue with its icon, the pause, and nothing for a closed request', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-02T09:30:00Z'), toFake: ['Date'] });
    const { container, rerender } = render(<SlaTimer row={row({})} />);
    expect(container.querySelector('[data-sla="left"]')?.textContent).toContain('30');
    vi.setSystemTime(Date.parse('2026-11-02T10:30:00Z'));
    rerender(<SlaTimer row={row({ subject: 'again' })} />);
    render(<SlaTimer row={row({})} />);
    const overdue = container.ownerDocument.querySelector('[data-sla="overdue"]');
    expect(overdue?.textContent).toMatch(/просрочено|overdue/);
    expect(overdue?.querySelector('.anticon-exclamation-circle')).not.toBeNull();
    render(<SlaTimer row={row({ state: 'waiting', responded_at: '2026-11-02 09:40', paused_at: '2026-11-02 11:00' })} />);
    expect(container.ownerDocument.querySelector('[data-sla="paused"]')).not.toBeNull();
    const closed = render(<SlaTimer row={row({ state: 'closed' })} />);
    expect(closed.container.textContent).toBe('');
    expect(screen.getAllByText(/ответ|response/).length).toBeGreaterThan(0);
  });
});
