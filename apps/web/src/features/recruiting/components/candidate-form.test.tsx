import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { jsonReply, stubFetch } from '../../registry/registry.fixture.tsx';
import { candidateBody } from '../model/candidate-form.ts';
import { renderWithClient } from '../recruiting.fixture.tsx';
import { CandidateForm } from './candidate-form.tsx';

captureToasts(vi.fn());

const save = () => screen.getByRole('button', { name: /Сохранить/ });
const nameBox = () => screen.getByLabelText('ФИО');
const postsBox = () => screen.getByLabelText('Должности');
const contactValue = (i = 0) => screen.getAllByLabelText('Значение')[i] as HTMLElement;

/** Types a post into the tags select (a comma ends it). */
function addPost(post: string) {
  fireEvent.change(postsBox(), { target: { value: `${post},` } });
}

describe('the candidate add form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the name, at least one post and at least one contact before sending anything', async () => {
    const onSave = vi.fn(async () => {});
    stubFetch(() => jsonReply([]));
    renderWithClient(<CandidateForm onSave={onSave} onCancel={() => {}} />);
    await act(async () => fireEvent.click(save()));
    expect(await screen.findByText('Заполните обязательное поле')).toBeTruthy();
    expect(screen.getByText('Укажите хотя бы одну должность')).toBeTruthy();
    expect(screen.getByText('Укажите хотя бы один контакт')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks a phone and an e-mail, then sends posts and contacts as the registry fields', async () => {
    const onSave = vi.fn(async (_body: Record<string, unknown>) => {});
    stubFetch(() => jsonReply([]));
    renderWithClient(<CandidateForm onSave={onSave} onCancel={() => {}} />);
    fireEvent.change(nameBox(), { target: { value: ' Иванов Иван ' } });
    addPost('Водитель');
    addPost('Грузчик');
    fireEvent.change(contactValue(), { target: { value: 'abc' } });
    await act(async () => fireEvent.click(save()));
    expect(await screen.findByText(/Телефон указан неверно/)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(contactValue(), { target: { value: '+7 900 123-45-67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить контакт' }));
    const rows = screen.getAllByTestId('candidate-contact');
    fireEvent.mouseDown(within(rows[1] as HTMLElement).getByLabelText('Вид'));
    fireEvent.click(await screen.findByTitle('Эл. почта'));
    fireEvent.change(contactValue(1), { target: { value: 'ivanov@example.ru' } });
    await act(async () => fireEvent.click(save()));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      full_name: 'Иванов Иван',
      posts: 'Водитель, Грузчик',
      source: null,
      vacancy_id: null,
      phones: '+7 900 123-45-67',
      emails: 'ivanov@example.ru',
      telegrams: null,
      other_contacts: null,
    });
  });

  it("shows the server's 422 on the fields it names (a contact field's message under the contacts)", async () => {
    stubFetch((url) =>
      url.pathname === '/api/humanresources/candidates'
        ? jsonReply({ message: 'Ошибка', errors: { posts: ['recruiting.needPostAndContact'], phones: ['Телефон занят'] } }, 422)
        : jsonReply([]),
    );
    const onSave = (body: Record<string, unknown>) =>
      import('../../../shared/api/index.ts').then(({ api }) => api('/humanresources/candidates', { method: 'POST', json: body }));
    renderWithClient(<CandidateForm onSave={onSave} onCancel={() => {}} />);
    fireEvent.change(nameBox(), { target: { value: 'Петров Пётр' } });
    addPost('Сварщик');
    fireEvent.change(contactValue(), { target: { value: '+7 900 000-00-01' } });
    await act(async () => fireEvent.click(save()));
    expect(await screen.findByText('У кандидата должна быть хотя бы одна должность и хотя бы один контакт')).toBeTruthy();
    expect(screen.getByText('Телефон занят')).toBeTruthy();
  });

  it('warns of a candidate with the same phone, with a link to its card, and still lets save', async () => {
    const fetch = stubFetch((url) =>
      url.pathname === '/api/humanresources/duplicates'
        ? jsonReply([{ id: 9, full_name: 'Сидоров Олег', stage: 'call', vacancy_name: 'Водитель', matches: ['+7 900 555-44-33'] }])
        : jsonReply([]),
    );
    const onSave = vi.fn(async () => {});
    renderWithClient(<CandidateForm onSave={onSave} onCancel={() => {}} />);
    fireEvent.change(contactValue(), { target: { value: '8 900 555-44-33' } });
    const link = await screen.findByRole('link', { name: 'Сидоров Олег' });
    expect(link.getAttribute('href')).toBe('/humanresources/kanban/9');
    expect(screen.getByText('Похоже, кандидат уже есть:')).toBeTruthy();
    const asked = fetch.calls().find((c) => c.url.pathname === '/api/humanresources/duplicates');
    expect(asked?.url.searchParams.get('phones')).toBe('8 900 555-44-33');
    fireEvent.change(nameBox(), { target: { value: 'Сидоров Олег' } });
    addPost('Водитель');
    await act(async () => fireEvent.click(save()));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
  });
});

describe('candidateBody', () => {
  it('joins posts and the contacts of each kind; empty kinds are null', () => {
    expect(
      candidateBody({
        full_name: 'А',
        posts: ['Повар', ''],
        contacts: [
          { kind: 'telegram', value: '@cook' },
          { kind: 'phone', value: '' },
          { kind: 'other', value: 'vk.com/cook' },
          { kind: 'telegram', value: '@cook2' },
        ],
        vacancy_id: 4,
        source: 'hh',
      }),
    ).toEqual({
      full_name: 'А',
      posts: 'Повар',
      source: 'hh',
      vacancy_id: 4,
      phones: null,
      emails: null,
      telegrams: '@cook, @cook2',
      other_contacts: 'vk.com/cook',
    });
  });
});
