import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { cardFixture, jsonReply, signInAs, ticketFixture, withProviders } from '../test-fixtures.tsx';
import { CardSidebar } from './card-sidebar.tsx';

/** Spec 2 §6: tags are edited by the editors (rights.tags), not by performers, who still edit files (rights.files). */
describe('card sidebar: tags follow rights.tags', () => {
  beforeEach(() => {
    signInAs(10);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => {
        const url = new URL(String(input), 'http://x');
        if (url.pathname === '/api/widgets/tags/item') return jsonReply([{ tag_id: 1, row_id: 2, name: 'Срочно', color: '#E53935' }]);
        return jsonReply({});
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const rights = ticketFixture().rights;

  it('a performer (files right, no tags right) sees the tags read-only', async () => {
    const ticket = ticketFixture({ rights: { ...rights, edit: false, files: true, tags: false } });
    render(withProviders(<CardSidebar card={cardFixture(ticket)} />));
    await waitFor(() => expect(screen.getByText('Срочно')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Добавить тег' })).toBeNull();
  });

  it('an editor (tags right) may add tags', async () => {
    render(withProviders(<CardSidebar card={cardFixture(ticketFixture())} />));
    await waitFor(() => expect(screen.getByText('Срочно')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Добавить тег' })).toBeTruthy();
  });
});
