import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { jsonReply, stubFetch } from '../../registry/registry.fixture.tsx';
import { kanbanCard, kanbanOf, renderWithClient } from '../recruiting.fixture.tsx';
import { CandidatesBoard } from './kanban-page.tsx';

const column = (title: string) => screen.getByRole('region', { name: title });

async function moveWithMenu(name: string, to: string) {
  const card = screen.getByText(name).closest('.kanban-columns-card') as HTMLElement;
  fireEvent.click(within(card).getByRole('button', { name: 'Переместить' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: to }));
}

const alexey = kanbanCard();
const kanban = kanbanOf({ new: [alexey] });

describe('the candidates kanban', () => {
  const toasts = vi.fn();
  beforeEach(() => captureToasts(toasts));
  afterEach(() => vi.unstubAllGlobals());

  it('shows every stage as a column; compact cards show name and post, full ones the vacancy, source, contact and days', () => {
    const { rerender } = renderWithClient(<CandidatesBoard kanban={kanban} compact onMoved={async () => {}} />);
    expect(screen.getAllByRole('region').length).toBe(12);
    expect(within(column('Новый')).getByText('Смирнов Алексей Петрович').getAttribute('href')).toBe('/humanresources/kanban/1');
    expect(screen.getByText('Водитель')).toBeTruthy();
    expect(screen.queryByText('Водитель категории C')).toBeNull();
    rerender(<CandidatesBoard kanban={kanban} compact={false} onMoved={async () => {}} />);
    expect(screen.getByText('Водитель категории C')).toBeTruthy();
    expect(screen.getByText(/hh\.ru/)).toBeTruthy();
    expect(screen.getByText(/\+7 912 345-67-89/)).toBeTruthy();
    expect(screen.getByText('4 дн. в статусе')).toBeTruthy();
  });

  it('a move sends the new status and keeps the card there', async () => {
    const fetch = stubFetch(() => jsonReply({ candidate: { id: 1, stage: 'call' }, hired: null }));
    const onMoved = vi.fn(async () => {});
    renderWithClient(<CandidatesBoard kanban={kanban} compact onMoved={onMoved} />);
    await moveWithMenu('Смирнов Алексей Петрович', 'Звонок');
    await waitFor(() => expect(onMoved).toHaveBeenCalled());
    const call = fetch.calls()[0];
    expect(call?.url.pathname).toBe('/api/humanresources/candidates/1/status');
    expect(call?.method).toBe('PATCH');
    expect(JSON.parse(String(call?.body))).toEqual({ stage: 'call' });
    expect(within(column('Звонок')).getByText('Смирнов Алексей Петрович')).toBeTruthy();
  });

  it('«Отказ» asks the reason: cancel puts the card back and sends nothing; a reason goes with the change', async () => {
    const fetch = stubFetch(() => jsonReply({ candidate: { id: 1, stage: 'refusal' }, hired: null }));
    renderWithClient(<CandidatesBoard kanban={kanban} compact onMoved={async () => {}} />);
    await moveWithMenu('Смирнов Алексей Петрович', 'Отказ');
    const dialog = await screen.findByRole('dialog', { name: 'Отказ кандидату' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Отмена|Cancel/ }));
    await waitFor(() => expect(within(column('Новый')).getByText('Смирнов Алексей Петрович')).toBeTruthy());
    expect(within(column('Отказ')).queryByText('Смирнов Алексей Петрович')).toBeNull();
    expect(fetch.calls()).toHaveLength(0);

    await moveWithMenu('Смирнов Алексей Петрович', 'Отказ');
    const again = await screen.findByRole('dialog', { name: 'Отказ кандидату' });
    fireEvent.click(within(again).getByRole('button', { name: 'Отказать' }));
    expect(await within(again).findByText('Укажите причину отказа')).toBeTruthy();
    fireEvent.change(within(again).getByLabelText('Причина отказа'), { target: { value: '  Не прошёл собеседование ' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Отказать' }));
    await waitFor(() => expect(fetch.calls()).toHaveLength(1));
    expect(JSON.parse(String(fetch.calls()[0]?.body))).toEqual({ stage: 'refusal', reason: 'Не прошёл собеседование' });
    expect(within(column('Отказ')).getByText('Смирнов Алексей Петрович')).toBeTruthy();
  });

  it('hiring asks a confirmation, then shows the created login and temporary password', async () => {
    const fetch = stubFetch(() =>
      jsonReply({ candidate: { id: 1, stage: 'hired' }, hired: { user_id: 77, login: 'smirnov.a', password: 'Tmp-12345' } }),
    );
    renderWithClient(<CandidatesBoard kanban={kanban} compact onMoved={async () => {}} />);
    await moveWithMenu('Смирнов Алексей Петрович', 'Трудоустроен');
    const confirm = await screen.findByRole('dialog', { name: 'Принять на работу?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Трудоустроить' })));
    await waitFor(() => expect(fetch.calls()).toHaveLength(1));
    // antd gives every modal's title the same id under test: the dialog is found by its content.
    const done = (await screen.findByText('smirnov.a')).closest('[role="dialog"]') as HTMLElement;
    expect(within(done).getByText('Учётная запись создана')).toBeTruthy();
    expect(within(done).getByText('Tmp-12345')).toBeTruthy();
    expect(within(done).getByRole('link', { name: 'Открыть пользователя' }).getAttribute('href')).toBe('/users/77');
  });

  it('a refused move (the server says no) puts the card back and shows the message', async () => {
    stubFetch(() => jsonReply({ message: 'Нельзя', errors: {} }, 409));
    renderWithClient(<CandidatesBoard kanban={kanban} compact onMoved={async () => {}} />);
    await moveWithMenu('Смирнов Алексей Петрович', 'Резерв');
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(1, 'Нельзя'));
    expect(within(column('Новый')).getByText('Смирнов Алексей Петрович')).toBeTruthy();
  });
});
