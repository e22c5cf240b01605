import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderTab, signIn, stubApi } from '../contracts.fixture.tsx';
import { DocumentTypesCell } from './document-types-cell.tsx';

/** The lawyers' registry column: each contract's document types, one call per list page. */
describe('document types column', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the types of a page’s contracts in one call of the registry view and shows them with counts', async () => {
    signIn();
    const calls = stubApi(() =>
      json({
        items: [
          {
            id: 1,
            types: [
              { type_id: 1, name: 'Договор (подписанный)', type_code: 'signed', count: 1 },
              { type_id: 4, name: 'Акт', type_code: null, count: 3 },
            ],
          },
          { id: 2, types: [] },
        ],
      }),
    );
    renderTab(
      <>
        <DocumentTypesCell id={1} registry />
        <DocumentTypesCell id={2} registry />
      </>,
    );
    expect(await screen.findByText('Договор (подписанный)')).toBeTruthy();
    expect(screen.getByText('Акт × 3')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0].url.pathname).toBe('/api/documents/contracts/document-types');
    expect(calls[0].url.searchParams.get('ids')).toBe('1,2');
    expect(calls[0].url.searchParams.get('registry')).toBe('1');
  });
});
