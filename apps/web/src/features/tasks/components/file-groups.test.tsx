import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const h = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('../../../shared/widgets/upload-request/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendMultipart: h.send,
}));

import '../texts.ts';
import { jsonReply, signInAs, ticketFixture, withProviders } from '../test-fixtures.tsx';
import { FileGroups } from './file-groups.tsx';

const file = (id: number, name: string, type_code: string, column_name: string | null = null) => ({
  id,
  name,
  filename: name,
  path: `/upload/files/tickets/7/${id}.pdf`,
  status: 1,
  type: 4,
  type_name: type_code,
  type_code,
  type_color: 'default',
  column_name,
  date_add: '2026-11-20 10:00',
  who_add_avatar: null,
  who_add_fio: 'Петров Иван Сергеевич',
});

const group = { files_list: [], visibility: 1, visibility_id: null };

/** Spec 2 §3/§7: file groups main, document, contract, custom and one per board custom column (`column_name`). */
describe('ticket file groups', () => {
  beforeEach(() => {
    signInAs(10);
    h.send.mockReset();
    h.send.mockResolvedValue([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown) => {
        const url = new URL(String(input), 'http://x');
        if (url.pathname === '/api/files/tickets/7')
          return jsonReply([
            file(1, 'Счёт.pdf', 'main'),
            file(2, 'Акт сверки.pdf', 'custom', 'col_5'),
            file(3, 'Прочее.pdf', 'custom'),
            file(4, 'Из удалённой колонки.pdf', 'custom', 'col_99'),
          ]);
        return jsonReply({});
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const ticket = ticketFixture({
    files: { main: group, document: group, contract: group, custom: group, col_5: group },
    custom_columns: [{ id: 5, name: 'col_5', title: 'Акты', input_type: 1, options: [], value: null }],
  });

  it('a board custom column is a group of its own, titled by the column, holding the files uploaded to it', async () => {
    render(withProviders(<FileGroups ticket={ticket} />));
    await waitFor(() => expect(screen.getByText('Акты (1)')).toBeTruthy());
    // The custom group keeps the files of no column, and those of a column the board no longer has.
    expect(screen.getByText('Прочие (2)')).toBeTruthy();
    expect(screen.getByText('Основные (1)')).toBeTruthy();
    const acts = screen.getByText('Акты (1)').closest('.ant-collapse-item') as HTMLElement;
    expect(within(acts).getByText('Акт сверки.pdf')).toBeTruthy();
    expect(within(acts).queryByText('Прочее.pdf')).toBeNull();
  });

  it('a file uploaded from the column group is sent with its column_name', async () => {
    render(withProviders(<FileGroups ticket={ticket} />));
    await waitFor(() => expect(screen.getByText('Акты (1)')).toBeTruthy());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Загрузить: Акты' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByText('Файл с компьютера'));
    });
    await act(async () => {
      fireEvent.change(screen.getByTestId('device-file-input'), {
        target: { files: [new File(['%PDF-1.4'], 'акт.pdf', { type: 'application/pdf' })] },
      });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    });
    await waitFor(() => expect(h.send).toHaveBeenCalled());
    const [path, form] = h.send.mock.calls[0] as [string, FormData];
    expect(path).toBe('files/tickets/7');
    expect(form.get('column_name')).toBe('col_5');
    expect(form.get('type')).toBe('custom');
    expect(form.get('doc_type')).toBeNull();
  });

  const uploadInto = async (label: string) => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Загрузить: ${label}` }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByText('Файл с компьютера'));
    });
    await act(async () => {
      fireEvent.change(screen.getByTestId('device-file-input'), {
        target: { files: [new File(['%PDF-1.4'], 'ответ.pdf', { type: 'application/pdf' })] },
      });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    });
    await waitFor(() => expect(h.send).toHaveBeenCalled());
    return h.send.mock.calls[0][1] as FormData;
  };

  it('the document group types its uploads (spec 2 §3 "File": annex 0, answer 2, additional answer 3)', async () => {
    render(withProviders(<FileGroups ticket={ticket} />));
    await waitFor(() => expect(screen.getByText('Акты (1)')).toBeTruthy());
    // Only the document group has the choice; an annex by default when the document awaits no answer.
    expect(screen.getAllByRole('combobox', { name: 'Тип файла документа' })).toHaveLength(1);
    const docType = screen.getByRole('combobox', { name: 'Тип файла документа' }).closest('.ant-select') as HTMLElement;
    expect(docType.textContent).toContain('Приложение');
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Тип файла документа' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByText('Ответ', { selector: '.ant-select-item-option-content' }));
    });
    const form = await uploadInto('Документы');
    expect(form.get('type')).toBe('document');
    expect(form.get('doc_type')).toBe('2');
  });

  it('an answer is the default when the linked document awaits one', async () => {
    const awaiting = ticketFixture({
      ...ticket,
      document_id: 31,
      attachment: {
        documents: [{ item_id: 31, name: 'Запрос', number: 'ВХ-31', type: null, status: 'На исполнении', status_code: 'active' }],
      },
    });
    render(withProviders(<FileGroups ticket={awaiting} />));
    await waitFor(() => expect(screen.getByText('Акты (1)')).toBeTruthy());
    const docType = screen.getByRole('combobox', { name: 'Тип файла документа' }).closest('.ant-select') as HTMLElement;
    expect(docType.textContent).toContain('Ответ');
    const form = await uploadInto('Документы');
    expect(form.get('doc_type')).toBe('2');
  });
});
