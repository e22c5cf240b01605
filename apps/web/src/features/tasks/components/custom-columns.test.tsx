import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { jsonReply, signInAs, ticketFixture, withProviders } from '../test-fixtures.tsx';
import { CustomColumns } from './custom-columns.tsx';

/** Spec 2 §2/§5/§9: the sidebar's board custom columns (input_type 7 excluded), edits debounced 1200 ms. */
describe('card custom columns', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    signInAs(10);
    fetchMock = vi.fn(async () => jsonReply({ result: true, id: 7, fields: {} }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const patchBodies = () =>
    fetchMock.mock.calls
      .filter((c) => new URL(String(c[0]), 'http://x').pathname === '/api/load/tasks/7' && (c[1] as RequestInit).method === 'POST')
      .map((c) => new URLSearchParams(String((c[1] as RequestInit).body)));

  const ticket = ticketFixture({
    custom_columns: [
      { id: 5, name: 'col_5', title: 'Номер заявки', input_type: 1, options: [], value: 'A-1' },
      { id: 6, name: 'col_6', title: 'Служебная', input_type: 7, options: [], value: null },
    ],
  });

  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  it('hides columns with input_type 7', () => {
    render(withProviders(<CustomColumns ticket={ticket} />));
    expect(screen.getByText('Номер заявки')).toBeTruthy();
    expect(screen.queryByText('Служебная')).toBeNull();
  });

  it('sends nothing before 1200 ms and one PATCH with the last value after', async () => {
    render(withProviders(<CustomColumns ticket={ticket} />));
    const input = screen.getByLabelText('Номер заявки');
    fireEvent.change(input, { target: { value: 'A-12' } });
    await advance(600);
    fireEvent.change(input, { target: { value: 'A-123' } });
    await advance(1199);
    expect(patchBodies()).toHaveLength(0);
    await advance(1);
    expect(patchBodies()).toHaveLength(1);
    expect(patchBodies()[0].get('_method')).toBe('PATCH');
    expect(patchBodies()[0].get('col_5')).toBe('A-123');
    await advance(2000);
    expect(patchBodies()).toHaveLength(1);
  });

  it('without the edit right the column is read-only', () => {
    render(withProviders(<CustomColumns ticket={{ ...ticket, rights: { ...ticket.rights, edit: false } }} />));
    expect((screen.getByLabelText('Номер заявки') as HTMLInputElement).disabled).toBe(true);
  });
});
