import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../texts.ts';
import type { ApplicationListItem } from '../model/types.ts';
import { seesUrgentReason, urgentBadge } from '../model/urgent.ts';
import { ApplicationsTable } from './applications-table.tsx';

const row = (id: number, urgent: number, comment: string | null): ApplicationListItem => ({
  id,
  name: `Заявка ${id}`,
  type: { id: 1, code: 'tmc', label: 'ТМЦ' },
  status: 'active',
  status_name: 'На рассмотрении',
  status_color: null,
  status_icon: null,
  urgent,
  comment,
  repeats: 0,
  liked: 0,
  parent_id: null,
  date_add: '2026-11-23 10:00',
  date_want: null,
  date_want_display: null,
  who_add: 5,
  who_add_fio: 'Петров',
  who_add_avatar: null,
  performer: null,
  performer_name: null,
  responsible: null,
  responsible_fio: null,
  organization_id: null,
  organization_name: null,
  location_id: null,
  location_name: null,
  snabs_count: 1,
  sign_process: { current: 0, total: 0 },
});

describe('urgent badge in the list (spec 1 §3: the reason with registry_paid_sign)', () => {
  it('the badge shows to everyone; its reason only to users who may read it', () => {
    const items = [row(1, 1, 'Остановка участка'), row(2, 0, null)];
    const { unmount } = render(
      <MemoryRouter>
        <ApplicationsTable items={items} loading={false} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('list-urgent-badge')).toHaveLength(1);
    expect(screen.getByTestId('list-urgent-badge').getAttribute('aria-label')).toBeNull();
    expect(document.body.textContent).not.toContain('Остановка участка');
    unmount();
    render(
      <MemoryRouter>
        <ApplicationsTable items={items} loading={false} readsUrgentReason />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('list-urgent-badge').getAttribute('aria-label')).toBe('Срочная: Остановка участка');
  });

  it('the same rule as the card: registry_paid_sign or snab_setPriority', () => {
    expect(seesUrgentReason((p) => p === 'registry_paid_sign')).toBe(true);
    expect(seesUrgentReason((p) => p === 'snab_setPriority')).toBe(true);
    expect(seesUrgentReason((p) => p === 'invoices_view')).toBe(false);
    expect(urgentBadge({ urgent: 1, comment: 'x' }, false)).toEqual({ show: true, reason: null });
    expect(urgentBadge({ urgent: 0, comment: null }, true)).toEqual({ show: false, reason: null });
  });
});
