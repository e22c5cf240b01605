import type { DocumentFile } from '@app/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { documentFile, documentRecord, json, renderTab, stubApi } from '../documents.fixture.tsx';
import { FilesTab, stampTarget } from './files-tab.tsx';

const toasts = vi.fn();
captureToasts(toasts);

const files = (list: DocumentFile[]) => ({ files: list, count_files: list.length });
const scan = documentFile({ id: 1, name: 'Скан письма.txt' });
const annex = documentFile({ id: 2, type: 0, name: 'Приложение.txt', path: '/api/documents/12/files/bbbb.txt' });

async function deleteAnnex() {
  const row = await screen.findByTestId('document-file-2', {}, { timeout: 10_000 });
  fireEvent.click(within(row).getByRole('button', { name: 'Удалить: Приложение.txt' }));
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: /ОК|OK|Да|Удалить/ }));
  });
}

/** Spec 3 §4, §8: deleting a document file sets status 0; a failed call restores the list. */
describe('document files tab', () => {
  beforeEach(() => toasts.mockReset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the files with type, pages, time and who', async () => {
    stubApi(() => json(files([scan, documentFile({ id: 3, name: 'Ответ.pdf', type: 2, pages: 3, ext: 'xyz' })])));
    renderTab(<FilesTab record={documentRecord} canEdit={false} />);
    const row = await screen.findByTestId('document-file-3', {}, { timeout: 10_000 });
    expect(within(row).getByText('Ответ')).toBeTruthy();
    expect(within(row).getByText('Страниц: 3')).toBeTruthy();
    expect(within(row).getByText('01.03.2026 10:05')).toBeTruthy();
    expect(within(row).getByText('Администратор')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();
  });

  it('a deleted file leaves the list at once and a success toast follows', async () => {
    let answered = files([scan, annex]);
    const calls = stubApi(({ method }) => {
      if (method === 'PATCH') answered = files([scan]);
      return json(answered);
    });
    renderTab(<FilesTab record={documentRecord} canEdit />);
    await deleteAnnex();
    await waitFor(() => expect(screen.queryByTestId('document-file-2')).toBeNull());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/documents/12/files/2');
    expect(patch?.body).toEqual({ status: 0 });
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(0, 'Файл удалён'));
  });

  it('a failed deletion puts the file back in the list, with no success toast', async () => {
    let release: (r: Response) => void = () => {};
    stubApi(({ method }) => (method === 'PATCH' ? new Promise<Response>((resolve) => (release = resolve)) : json(files([scan, annex]))));
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTab(<FilesTab record={documentRecord} canEdit />);
    await deleteAnnex();
    // Optimistic: gone while the call runs…
    await waitFor(() => expect(screen.queryByTestId('document-file-2')).toBeNull());
    await act(async () => release(json({ error: true, result_content: 'Сбой' }, 500)));
    // …and back when it fails.
    expect(await screen.findByTestId('document-file-2')).toBeTruthy();
    expect(toasts).not.toHaveBeenCalledWith(0, 'Файл удалён');
    expect(failed).toHaveBeenCalled();
    failed.mockRestore();
  });

  it('a stamp dropped on a page of a file (or of its page files after a split) names the uploaded file and the page', () => {
    const pdf = documentFile({ id: 5, ext: 'pdf', pages: 3, stampable: true });
    expect(stampTarget(pdf, null, 0)).toEqual({ fileId: 5, page: 1 });
    expect(stampTarget(pdf, documentFile({ id: 7, parent_id: 5, page: 2 }), 1)).toEqual({ fileId: 5, page: 2 });
  });
});
