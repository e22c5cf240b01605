import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../session/index.ts';
import { InvoicePagesMenu } from './pages-nav.tsx';

const signIn = (permits: Record<string, number>) =>
  sessionStore.set({ status: 'authenticated', user: { id: 5, type: 2, permits } as never });

afterEach(() => sessionStore.set({ status: 'anonymous', user: null }));

const renderMenu = () =>
  render(
    <MemoryRouter>
      <InvoicePagesMenu />
    </MemoryRouter>,
  );

describe('InvoicePagesMenu', () => {
  it('offers the pages each right opens: invoices_view the paid list, history and powers of attorney, not the leftovers', async () => {
    signIn({ invoices_view: 1 });
    renderMenu();
    await userEvent.hover(screen.getByRole('button', { name: 'Разделы' }));
    expect((await screen.findByRole('link', { name: 'Оплаченные' })).getAttribute('href')).toBe('/invoices/paid');
    expect(screen.getByRole('link', { name: 'История' }).getAttribute('href')).toBe('/invoices/history');
    expect(screen.getByRole('link', { name: 'Доверенности' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Остатки' })).toBeNull();
  });

  it('registry_paid_view alone: the leftovers, extracts and banks, not the history', async () => {
    signIn({ registry_paid_view: 1 });
    renderMenu();
    await userEvent.hover(screen.getByRole('button', { name: 'Разделы' }));
    expect((await screen.findByRole('link', { name: 'Остатки' })).getAttribute('href')).toBe('/invoices/directories/leftovers');
    expect(screen.getByRole('link', { name: 'Банки' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'История' })).toBeNull();
  });
});
