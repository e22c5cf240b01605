import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { jsonReply, signInAs, ticketFixture, withProviders } from '../test-fixtures.tsx';
import { FileGroups } from './file-groups.tsx';

const group = { files_list: [], visibility: 1, visibility_id: null };

/** Spec 2 §7/§9: the collapse state of a file group is saved per user, debounced 400 ms. */
describe('ticket file groups: collapse state', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    signInAs(10);
    fetchMock = vi.fn(async (input: unknown) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/files/tickets/7') return jsonReply([]);
      return jsonReply({ id: 1 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const ticket = ticketFixture({ files: { main: group, document: group, contract: group, custom: group } });
  const saves = () =>
    fetchMock.mock.calls
      .filter((c) => new URL(String(c[0]), 'http://x').pathname === '/api/load/tasks/7/files')
      .map((c) => Object.fromEntries(new URLSearchParams(String((c[1] as RequestInit).body))));
  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  const toggle = (title: RegExp) =>
    act(async () => {
      fireEvent.click(screen.getByText(title));
    });

  it('collapsing a group: nothing before 400 ms, one save after', async () => {
    render(withProviders(<FileGroups ticket={ticket} />));
    await advance(0);
    await toggle(/^Основные/);
    await advance(399);
    expect(saves()).toHaveLength(0);
    await advance(1);
    expect(saves()).toEqual([{ group: 'main', visibility: '0', _method: 'PATCH' }]);
    await advance(1000);
    expect(saves()).toHaveLength(1);
  });

  it('collapsing and opening again within 400 ms saves the group open', async () => {
    render(withProviders(<FileGroups ticket={ticket} />));
    await advance(0);
    await toggle(/^Основные/);
    await advance(200);
    await toggle(/^Основные/);
    await advance(400);
    expect(saves().at(-1)).toMatchObject({ group: 'main', visibility: '1' });
  });

  it('opening a group collapsed earlier in the same card is saved too', async () => {
    render(withProviders(<FileGroups ticket={ticket} />));
    await advance(0);
    await toggle(/^Основные/);
    await advance(400);
    await toggle(/^Основные/);
    await advance(400);
    expect(saves()).toEqual([
      { group: 'main', visibility: '0', _method: 'PATCH' },
      { group: 'main', visibility: '1', _method: 'PATCH' },
    ]);
  });
});
