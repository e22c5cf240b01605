import { describe, expect, it } from 'vitest';
import { readFilters, type TicketFilters, writeFilters } from './url-filters.ts';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('board filters in the URL (ARCHITECTURE.md web conventions, spec 2 §2)', () => {
  it('an empty URL gives the defaults: sort end descending, table view, no filters', () => {
    expect(read('')).toEqual({
      status: [],
      performer: undefined,
      priority: undefined,
      tag: undefined,
      search: undefined,
      sort: 'end',
      order: 'desc',
      view: 'table',
    });
  });

  it('the defaults write an empty query, so the plain board link is the default view', () => {
    expect(writeFilters(read('')).toString()).toBe('');
  });

  it('round trip: every non-default value survives write then read', () => {
    const f: TicketFilters = {
      status: [1, 4, 6],
      performer: 12,
      priority: 3,
      tag: 5,
      search: 'отчёт за март',
      sort: 'priority',
      order: 'asc',
      view: 'kanban',
    };
    const query = writeFilters(f).toString();
    expect(read(query)).toEqual(f);
    expect(writeFilters(read(query)).toString()).toBe(query);
  });

  it('reads the values a link carries', () => {
    expect(read('status=2,3&performer=8&sort=status&order=asc&search=%20бумага%20')).toMatchObject({
      status: [2, 3],
      performer: 8,
      sort: 'status',
      order: 'asc',
      search: 'бумага',
    });
  });

  it('invalid values are dropped: unknown statuses, non-positive or non-integer ids, unknown sort, order and view', () => {
    const f = read('status=0,2,7,x,2.5,-1,6&performer=-3&priority=abc&tag=1.5&search=%20%20&sort=name&order=up&view=grid');
    expect(f).toEqual({
      status: [2, 6],
      performer: undefined,
      priority: undefined,
      tag: undefined,
      search: undefined,
      sort: 'end',
      order: 'desc',
      view: 'table',
    });
    expect(writeFilters(f).toString()).toBe('status=2%2C6');
  });

  it('only values that differ from the defaults go into the URL', () => {
    const p = writeFilters({ ...read(''), sort: 'end', order: 'desc', priority: 2 });
    expect([...p.keys()]).toEqual(['priority']);
    expect(writeFilters({ ...read(''), order: 'asc' }).get('order')).toBe('asc');
    expect(writeFilters({ ...read(''), sort: 'priority' }).get('sort')).toBe('priority');
  });
});
