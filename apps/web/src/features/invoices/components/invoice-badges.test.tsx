import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { InvoiceBadgeTags } from './invoice-badges.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

let urls: string[] = [];
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return json({
        items: [
          { id: 1, badges: ['refund'] },
          { id: 2, badges: ['on_storage', 'in_transit'] },
          { id: 3, badges: [] },
        ],
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('InvoiceBadgeTags', () => {
  it('asks the badges of a whole list page in one call and shows them after urgent; nothing for an invoice without any', async () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <div data-testid="r1">
          <InvoiceBadgeTags id={1} urgent />
        </div>
        <div data-testid="r2">
          <InvoiceBadgeTags id={2} urgent={false} />
        </div>
        <div data-testid="r3">
          <InvoiceBadgeTags id={3} urgent={false} />
        </div>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Возврат')).toBeTruthy();
    expect(screen.getByTestId('r1').textContent).toBe('СрочныйВозврат');
    expect(await screen.findByText('На складе')).toBeTruthy();
    expect(screen.getByText('В пути')).toBeTruthy();
    expect(screen.getByTestId('r3').textContent).toBe('');
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('/api/invoices/badges?ids=1,2,3');
    expect(container.querySelectorAll('[data-badge]')).toHaveLength(3);
  });
});
