import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveMentionSource } from '../../../shared/widgets/chat/mention-sources.ts';
import { ticketMentionSource } from './ticket-mention-source.ts';

const fetchMock = vi.fn(
  async (_input: unknown) =>
    new Response(JSON.stringify({ data: { data: [{ id: 12, name: 'Починить насос Н-3.1' }], next_cursor: null, total: 1 } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('the chat’s # mention source (spec 1 §5: tickets by number or name)', () => {
  it('searches the tickets list (visibility is the server’s) and labels hits with number and name', async () => {
    expect(await ticketMentionSource.search('н-3.1')).toEqual([{ id: '12', label: '12 Починить насос Н-3.1', type: 'other' }]);
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://x');
    expect(url.pathname).toBe('/api/load/tasks');
    expect(url.searchParams.get('search')).toBe('н-3.1');
  });

  it('links a mention to the ticket card; ids that are not numbers link nowhere', () => {
    expect(ticketMentionSource.href('12')).toBe('/tickets/12');
    expect(ticketMentionSource.href('//evil')).toBeNull();
  });

  it('the tasks feature registers it for every chat', async () => {
    await import('../index.ts');
    expect(resolveMentionSource('#')).toBe(ticketMentionSource);
  });
});
