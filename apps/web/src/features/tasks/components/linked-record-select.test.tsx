import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withProviders } from '../test-fixtures.tsx';
import { LinkedRecordSelect, type LinkedRecordSelectProps } from './linked-record-select.tsx';

/**
 * The ticket card's one select for linked records (parent task, document, contract): the look-up
 * is asked only once the list opens, with a debounced term; the select shows the card's value,
 * so a refused change reverts with the card.
 */
const RECORDS = [
  { value: 1, label: 'Первый' },
  { value: 2, label: 'Второй' },
];
const box = () => screen.getByRole('combobox', { name: 'Запись' });
const optionTexts = () => Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);

function setup(patch: Partial<LinkedRecordSelectProps> = {}) {
  const search = vi.fn(async (term: string) => RECORDS.filter((r) => r.label.toLowerCase().includes(term.toLowerCase())));
  const onChange = vi.fn();
  const props: LinkedRecordSelectProps = {
    label: 'Запись',
    placeholder: 'Не выбрана',
    value: null,
    href: (id) => `/records/${id}`,
    canEdit: true,
    queryKey: ['records'],
    search,
    onChange,
    ...patch,
  };
  const view = render(withProviders(<LinkedRecordSelect {...props} />));
  const rerender = (next: Partial<LinkedRecordSelectProps>) => view.rerender(withProviders(<LinkedRecordSelect {...props} {...next} />));
  return { search, onChange, rerender };
}

describe('LinkedRecordSelect', () => {
  it('asks nothing until opened; typing sends one debounced term; a choice names the id and label', async () => {
    const { search, onChange } = setup();
    expect(search).not.toHaveBeenCalled();
    fireEvent.mouseDown(box());
    await waitFor(() => expect(optionTexts()).toEqual(['Первый', 'Второй']));
    expect(search.mock.calls).toEqual([['']]);
    // Quick typing: only the last term goes out.
    fireEvent.change(box(), { target: { value: 'в' } });
    fireEvent.change(box(), { target: { value: 'вт' } });
    fireEvent.change(box(), { target: { value: 'вто' } });
    await waitFor(() => expect(optionTexts()).toEqual(['Второй']));
    expect(search.mock.calls).toEqual([[''], ['вто']]);
    await act(async () => {
      fireEvent.click(screen.getByText('Второй', { selector: '.ant-select-item-option-content' }));
    });
    expect(onChange).toHaveBeenCalledWith(2, 'Второй');
  });

  it('shows the value it is given, under the given name, and follows it (a refused change reverts)', async () => {
    const { rerender } = setup({ value: { id: 1, name: 'Д-1 — Первый' } });
    const select = box().closest('.ant-select') as HTMLElement;
    expect(select.textContent).toContain('Д-1 — Первый');
    expect(screen.getByRole('link', { name: 'Д-1 — Первый' }).getAttribute('href')).toBe('/records/1');
    // The look-up titles it differently: the card's name stays.
    fireEvent.mouseDown(box());
    await waitFor(() => expect(optionTexts()).toEqual(['Д-1 — Первый', 'Второй']));
    rerender({ value: { id: 2, name: null } });
    await waitFor(() => expect(select.textContent).toContain('Второй'));
    rerender({ value: null });
    await waitFor(() => expect(select.textContent).toContain('Не выбрана'));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('without the edit right: the link and the extra only, no select and no look-up', () => {
    const { search } = setup({ canEdit: false, value: { id: 3, name: null }, extra: <span>На исполнении</span> });
    expect(screen.getByRole('link', { name: '№3' }).getAttribute('href')).toBe('/records/3');
    expect(screen.getByText('На исполнении')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(search).not.toHaveBeenCalled();
  });
});
