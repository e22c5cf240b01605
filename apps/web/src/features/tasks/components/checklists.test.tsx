import { QueryClient, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { local } from '../../../shared/storage.ts';
import '../texts.ts';
import { cardQuery } from '../api/card.ts';
import { tasksKeys } from '../api/keys.ts';
import {
  groupCompleted,
  groupNameError,
  itemNameError,
  moveId,
  readChecklistFilter,
  TODO_VISIBILITY_KEY,
  visibleItems,
} from '../model/checklist-rules.ts';
import type { ChecklistGroup } from '../model/types.ts';
import { cardFixture, jsonReply, signInAs, ticketFixture, withProviders } from '../test-fixtures.tsx';
import { Checklists } from './checklists.tsx';

const item = (id: number, status: number, name = `Пункт ${id}`) => ({
  id,
  name,
  status,
  number: id,
  position: id,
  who_add: 10,
  group_id: 1,
});
const group = (items: ChecklistGroup['items'], patch: Partial<ChecklistGroup> = {}): ChecklistGroup => ({
  id: 1,
  name: 'Подготовка',
  status: 1,
  visibility: 1,
  position: 0,
  default: 0,
  user_id: 10,
  items,
  ...patch,
});

describe('checklist rules (spec 2 §4, §5)', () => {
  it('group name required (set title), at most 64 characters; items not empty', () => {
    expect(groupNameError('  ')).toBe('tasks.checklist.setTitle');
    expect(groupNameError('a'.repeat(65))).toBe('tasks.checklist.tooLong');
    expect(groupNameError('a'.repeat(64))).toBeNull();
    expect(itemNameError(' ')).toBe('tasks.checklist.itemEmpty');
  });

  it('a group is complete (auto-collapses) when no unchecked item is left', () => {
    expect(groupCompleted(group([item(1, 1), item(2, 1)]))).toBe(true);
    expect(groupCompleted(group([item(1, 1), item(2, 0)]))).toBe(false);
    expect(groupCompleted(group([]))).toBe(false);
  });

  it('the filter is todo-visibility in localStorage, default active', () => {
    local.remove(TODO_VISIBILITY_KEY);
    expect(readChecklistFilter()).toBe('active');
    local.set(TODO_VISIBILITY_KEY, 'all');
    expect(readChecklistFilter()).toBe('all');
    const items = [item(1, 1), item(2, 0)];
    expect(visibleItems(items, 'active').map((i) => i.id)).toEqual([2]);
    expect(visibleItems(items, 'done').map((i) => i.id)).toEqual([1]);
  });

  it('drag-sort moves one group id', () => {
    expect(moveId([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(moveId([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
  });
});

/** The card from the query cache, as the card page passes it. */
function FromCache() {
  const { data } = useQuery(cardQuery(7));
  return data ? <Checklists ticket={data.ticket} /> : null;
}

describe('Checklists component', () => {
  const fetchMock = vi.fn(async (_url: unknown, _init?: unknown) => jsonReply({ result: true }));
  beforeEach(() => {
    local.set(TODO_VISIBILITY_KEY, 'all');
    vi.stubGlobal('fetch', fetchMock);
    signInAs(10);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => jsonReply({ result: true }));
  });

  it('checking the last unchecked item collapses the group and sends status 1', async () => {
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
    const before = cardFixture(ticketFixture({ checklist: [group([item(1, 1), item(2, 0)])] }));
    const after = cardFixture(ticketFixture({ checklist: [group([item(1, 1), item(2, 1)])] }));
    client.setQueryData(tasksKeys.card(7), before);
    fetchMock.mockImplementation(async (url: unknown) =>
      jsonReply(String(url).startsWith('/api/load/tasks/7?') ? after : { result: true }),
    );
    render(withProviders(<FromCache />, client));
    const box = screen.getByRole('checkbox', { name: 'Пункт 2' });
    expect(document.querySelector('[data-group-id="1"]')?.getAttribute('data-open')).toBe('1');
    await user.click(box);
    await waitFor(() => expect(document.querySelector('[data-group-id="1"]')?.getAttribute('data-open')).toBe('0'));
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('/checklist/')) as unknown as [string, RequestInit];
    expect(url).toBe('/api/load/tasks/7/checklist/2');
    expect(String(init.body)).toContain('status=1');
    expect(String(init.body)).toContain('_method=PATCH');
  });

  it('a group without a name is not created; the filter choice is stored', async () => {
    const user = userEvent.setup();
    render(withProviders(<Checklists ticket={ticketFixture({ checklist: [group([item(1, 0)])] })} />));
    await user.type(screen.getByLabelText('Добавить чек-лист'), '   {Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByText('Выполненные'));
    expect(local.get(TODO_VISIBILITY_KEY)).toBe('done');
    expect(screen.queryByRole('checkbox', { name: 'Пункт 1' })).toBeNull();
  });
});
