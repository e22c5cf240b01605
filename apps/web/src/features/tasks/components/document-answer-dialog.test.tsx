import { type TicketDocument, WORK_STATE } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import type { FileItem } from '../../../shared/widgets/attachments/index.ts';
import { tasksKeys } from '../api/keys.ts';
import type { TicketCard } from '../model/types.ts';
import { cardFixture, jsonReply, signInAs, status, ticketFixture, withProviders } from '../test-fixtures.tsx';
import { StatusActions } from './status-actions.tsx';

/**
 * Spec 2 "Linked documents": a performer finishing work on a ticket whose document is active or
 * awaits an additional answer chooses "Ответ готов" (answer_ready, only with an answer file of
 * type 2 in the document group) or "Исполнено" (complete); the choice goes with the finish call.
 */
const doc = (status_code: string, statusName: string): TicketDocument => ({
  item_id: 31,
  name: 'Запрос о сроках поставки',
  number: 'ВХ-31',
  type: null,
  status: statusName,
  status_code,
});
const file = (patch: Partial<FileItem>): FileItem => ({
  id: 1,
  name: 'ответ.pdf',
  filename: 'ответ.pdf',
  path: '/upload/files/tickets/7/a.pdf',
  status: 1,
  type: 2,
  type_name: 'Документ',
  type_code: 'document',
  type_color: 'info',
  column_name: null,
  doc_type: 0,
  doc_type_name: 'Приложение',
  date_add: '2026-11-27 10:00',
  who_add_avatar: null,
  who_add_fio: 'Петров',
  ...patch,
});

/** The actions as the card page shows them: from the card query, which the finish call refetches. */
let serverCard: TicketCard;
function ServerCard() {
  const card = useQuery({ queryKey: tasksKeys.card(7), queryFn: async () => structuredClone(serverCard) });
  return card.data ? <StatusActions card={card.data} /> : null;
}

describe('finishing work on a ticket whose document awaits an answer', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let files: FileItem[];
  let workAnswer: () => Response;
  beforeEach(() => {
    signInAs(3);
    files = [];
    workAnswer = () =>
      jsonReply({ result: true, status: status('finished'), performer: { performer_id: 3, status: 2, work: { id: null, total: 0 } } });
    fetchMock = vi.fn(async (input: unknown) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/load/tasks/7/performers/3/works') return workAnswer();
      if (url.pathname === '/api/files/tickets/7') return jsonReply(files);
      return jsonReply({});
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  const works = () =>
    fetchMock.mock.calls
      .filter((c) => new URL(String(c[0]), 'http://x').pathname === '/api/load/tasks/7/performers/3/works')
      .map((c) => Object.fromEntries(new URLSearchParams(String((c[1] as RequestInit).body))));
  const performer = { performer_id: 3, fio: 'Петров', userimage: null, status: WORK_STATE.working, work: { id: 5, total: 60 } };
  const cardWith = (document: TicketDocument | null) =>
    cardFixture(
      ticketFixture({
        status: status('work'),
        performers: [performer],
        document_id: document?.item_id ?? null,
        attachment: { documents: document ? [document] : [] },
      }),
    );
  const finish = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Готово/ }));
    });
  };
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

  it('without an answer file: the dialog says so and offers only «Исполнено», sent as document_status=complete', async () => {
    files = [file({ doc_type: 0 })];
    render(withProviders(<StatusActions card={cardWith(doc('active', 'На исполнении'))} />));
    await finish();
    await waitFor(() => expect(screen.getByText('Статус документа')).toBeTruthy());
    // Nothing is finished before the choice.
    expect(works()).toEqual([]);
    expect(screen.getByText('Документ «ВХ-31 — Запрос о сроках поставки» ждёт ответа. С каким статусом завершить работу?')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/api/files/tickets/7'))).toBe(true));
    expect(screen.getByText('Чтобы отметить «Ответ готов», прикрепите файл ответа (тип «Ответ») в группу «Документы».')).toBeTruthy();
    expect(button('Ответ готов').disabled).toBe(true);
    await act(async () => {
      fireEvent.click(button('Исполнено'));
    });
    await waitFor(() => expect(works()).toEqual([{ finished: '1', document_status: 'complete' }]));
    // The dialog closes (happy-dom never ends antd's leave motion: the modal is left leaving).
    await waitFor(() => expect(String(screen.queryByText('Статус документа')?.closest('.ant-modal')?.className)).toMatch(/leave/));
  });

  it('with an answer file (type 2 in the document group): «Ответ готов» is sent as document_status=answer_ready', async () => {
    files = [file({ doc_type: 2, doc_type_name: 'Ответ' })];
    render(withProviders(<StatusActions card={cardWith(doc('additional_answer', 'Нужен доп. ответ'))} />));
    await finish();
    await waitFor(() => expect(button('Ответ готов').disabled).toBe(false));
    expect(screen.queryByText(/прикрепите файл ответа/)).toBeNull();
    await act(async () => {
      fireEvent.click(button('Ответ готов'));
    });
    await waitFor(() => expect(works()).toEqual([{ finished: '1', document_status: 'answer_ready' }]));
  });

  it('an answer file of another group or a deleted one does not count', async () => {
    files = [file({ doc_type: 2, type_code: 'main', type: 1 }), file({ id: 2, doc_type: 2, status: 0 })];
    render(withProviders(<StatusActions card={cardWith(doc('active', 'На исполнении'))} />));
    await finish();
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/api/files/tickets/7'))).toBe(true));
    await waitFor(() => expect(screen.getByText('Статус документа')).toBeTruthy());
    expect(button('Ответ готов').disabled).toBe(true);
  });

  it('a refused choice keeps the dialog open; a document awaiting no answer finishes at once', async () => {
    files = [file({ doc_type: 2 })];
    workAnswer = () => jsonReply({ error: true, result_content: 'Чтобы отметить «Ответ готов», прикрепите файл ответа' }, 422);
    const { unmount } = render(withProviders(<StatusActions card={cardWith(doc('active', 'На исполнении'))} />));
    await finish();
    await waitFor(() => expect(button('Ответ готов').disabled).toBe(false));
    await act(async () => {
      fireEvent.click(button('Ответ готов'));
    });
    await waitFor(() => expect(works()).toHaveLength(1));
    await waitFor(() => expect(button('Исполнено').disabled).toBe(false));
    expect(String(screen.getByText('Статус документа').closest('.ant-modal')?.className)).not.toMatch(/leave/);
    unmount();

    workAnswer = () =>
      jsonReply({ result: true, status: status('finished'), performer: { performer_id: 3, status: 2, work: { id: null, total: 0 } } });
    render(withProviders(<StatusActions card={cardWith(doc('answer_ready', 'Ответ готов'))} />));
    await finish();
    await waitFor(() => expect(works()).toHaveLength(2));
    expect(works()[1]).toEqual({ finished: '1' });
    expect(screen.queryByText('Статус документа')).toBeNull();
  });

  it('a 409 on finishing (the document began to await an answer since the card loaded) refetches the card and opens the dialog', async () => {
    serverCard = cardWith(null);
    workAnswer = () => {
      serverCard = cardWith(doc('active', 'На исполнении'));
      return jsonReply({ error: true, result_content: 'Документ задачи ждёт ответа' }, 409);
    };
    render(withProviders(<ServerCard />));
    await waitFor(() => screen.getByRole('button', { name: /Готово/ }));
    await finish();
    await waitFor(() => expect(works()).toEqual([{ finished: '1' }]));
    await waitFor(() => expect(screen.getByText('Статус документа')).toBeTruthy());
  });
});
