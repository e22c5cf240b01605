import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { cardFixture, jsonReply, signInAs, ticketFixture, withProviders } from '../test-fixtures.tsx';
import { CardHeader } from './card-header.tsx';

/**
 * Spec 2 §2 "linked contract": no contracts module serves `documents/contracts` yet, so the
 * header shows no contract field (docs/decisions/007-ticket-contract-field.md).
 */
describe('card header: linked contract (decision 007)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    signInAs(10);
    fetchMock = vi.fn(async () => jsonReply({}));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows no contract field and never asks documents/contracts, for editors too, even with a stored contract_id', async () => {
    for (const ticket of [ticketFixture(), ticketFixture({ contract_id: 42, contract_name: 'Договор №42' })]) {
      const { unmount } = render(withProviders(<CardHeader card={cardFixture(ticket)} />));
      await waitFor(() => screen.getByRole('combobox', { name: 'Родительская задача' }));
      expect(screen.queryByText('Договор:')).toBeNull();
      expect(screen.queryByText('Договор №42')).toBeNull();
      unmount();
    }
    const urls = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(urls.some((u) => u.includes('/documents/contracts'))).toBe(false);
  });
});
