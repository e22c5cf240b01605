import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { documentFile, documentRecord, json, renderTab, stubApi } from '../documents.fixture.tsx';
import { CategoryFieldsTab, moveRow } from './category-fields-tab.tsx';
import { CustomTab } from './custom-tab.tsx';

const toasts = vi.fn();
captureToasts(toasts);

const answer = (custom: Record<string, string | number | null>) => ({
  fields: [
    { code: 'arrival', label: 'Способ поступления', kind: 'text', required: 1 },
    { code: 'due', label: 'Срок исполнения по резолюции', kind: 'date', required: 0 },
    { code: 'scans', label: 'Сканы резолюции', kind: 'files', required: 0 },
  ],
  custom,
  files: {
    scans: {
      files_list: [documentFile({ id: 7, name: 'Резолюция.pdf', path: '/api/documents/12/files/bbbb.pdf', custom_field: 'scans' })],
    },
  },
});

/** The document card's «Дополнительно» and the category card's «Поля» (spec 3 §3 `custom[...]`). */
describe('document custom fields tab', () => {
  beforeEach(() => toasts.mockReset());
  afterEach(() => vi.unstubAllGlobals());

  it('says so when the category has no fields', async () => {
    stubApi(() => json({ fields: [], custom: {}, files: {} }));
    renderTab(<CustomTab record={documentRecord} canEdit />);
    expect(await screen.findByText('Для категории не заданы дополнительные поля', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the values (date dd.MM.yyyy) and the files field with download links; sends only what changed', async () => {
    let current = answer({ arrival: 'Почта России', due: '2026-12-15' });
    const calls = stubApi(({ method, body }) => {
      if (method === 'PATCH') current = answer({ ...current.custom, ...(body as { custom: Record<string, string> }).custom });
      return json(current);
    });
    renderTab(<CustomTab record={documentRecord} canEdit />);
    const input = (await screen.findByLabelText('Способ поступления', {}, { timeout: 10_000 })) as HTMLInputElement;
    await waitFor(
      () => {
        expect(input.value).toBe('Почта России');
        expect((screen.getByLabelText('Срок исполнения по резолюции') as HTMLInputElement).value).toBe('15.12.2026');
      },
      { timeout: 5000 },
    );
    expect(screen.getByRole('link', { name: /Резолюция\.pdf/ }).getAttribute('href')).toBe('/api/documents/12/files/bbbb.pdf');
    expect(screen.getByRole('button', { name: 'Загрузить файлы: Сканы резолюции' })).toBeTruthy();

    fireEvent.change(input, { target: { value: 'Курьер' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(0, 'Изменения сохранены'), { timeout: 5000 });
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/documents/12/custom');
    expect(patch?.body).toEqual({ custom: { arrival: 'Курьер' } });
  });

  it('a required field may not be emptied; the server refusal goes under its field', async () => {
    const calls = stubApi(({ method }) =>
      method === 'PATCH'
        ? json({ message: 'Ошибка', errors: { 'custom.arrival': ['Слишком длинное значение'] } }, 422)
        : json(answer({ arrival: 'Почта России', due: null })),
    );
    renderTab(<CustomTab record={documentRecord} canEdit />);
    const input = (await screen.findByLabelText('Способ поступления', {}, { timeout: 10_000 })) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Почта России'), { timeout: 5000 });
    fireEvent.change(input, { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    expect(await screen.findByText('Заполните обязательное поле')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(input, { target: { value: 'x'.repeat(20) } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    expect(await screen.findByText('Слишком длинное значение')).toBeTruthy();
  });

  it('read-only without the right: no save, no upload', async () => {
    stubApi(() => json(answer({ arrival: 'Почта России', due: null })));
    renderTab(<CustomTab record={documentRecord} canEdit={false} />);
    await screen.findByLabelText('Способ поступления', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Загрузить файлы/ })).toBeNull();
  });

  it('the category «Поля»: adds a field, reorders, saves the whole ordered list', async () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    const calls = stubApi(({ method, body }) =>
      method === 'PUT'
        ? json({
            fields: (body as { fields: object[] }).fields.map((f, i) => ({ ...f, id: i + 1, position: i })),
          })
        : json({ fields: [{ id: 1, code: 'arrival', label: 'Способ поступления', kind: 'text', required: 1, position: 0 }] }),
    );
    renderTab(<CategoryFieldsTab record={{ ...documentRecord, id: 3 }} canEdit />);
    await screen.findByDisplayValue('Способ поступления', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: /Добавить поле/ }));
    const labels = screen.getAllByLabelText('Название');
    const codes = screen.getAllByLabelText('Код');
    fireEvent.change(labels[1], { target: { value: 'Срок' } });
    fireEvent.change(codes[1], { target: { value: 'due' } });
    fireEvent.click(screen.getByRole('button', { name: 'Выше: Срок' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(0, 'Поля сохранены'), { timeout: 5000 });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/documents/categories/3/fields');
    expect(put?.body).toEqual({
      fields: [
        { code: 'due', label: 'Срок', kind: 'text', required: 0 },
        { code: 'arrival', label: 'Способ поступления', kind: 'text', required: 1 },
      ],
    });
  });
});
