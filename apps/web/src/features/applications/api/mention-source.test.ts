import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveMentionSource } from '../../../shared/widgets/chat/mention-sources.ts';
import { applicationMentionSource } from './mention-source.ts';

const fetchMock = vi.fn(
  async (_input: unknown) =>
    new Response(
      JSON.stringify({
        items: [
          { id: 34, name: 'Заявка на ТМЦ' },
          { id: 7, name: 'Болты М34' },
        ],
        next_cursor: null,
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    ),
);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('the chat’s $ mention source (spec 1 §5: applications by number)', () => {
  it('searches the applications list by the number (before a dot) and keeps only that number', async () => {
    expect(await applicationMentionSource.search('34.2')).toEqual([{ id: '34', label: '34 Заявка на ТМЦ', type: 'other' }]);
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://x');
    expect(url.pathname).toBe('/api/applications');
    expect(url.searchParams.get('search')).toBe('34');
    expect(await applicationMentionSource.search('.5')).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('links a mention to the application card; ids that are not numbers link nowhere', () => {
    expect(applicationMentionSource.href('34')).toBe('/applications/34');
    expect(applicationMentionSource.href('34/../../admin')).toBeNull();
  });

  it('the applications feature registers it for every chat', async () => {
    await import('../index.ts');
    expect(resolveMentionSource('$')).toBe(applicationMentionSource);
  });
});
