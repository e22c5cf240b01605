import type { ChatMessage } from '@app/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatProviders, editor, flush, me, realtime, wire } from './chat.fixture.tsx';
import { Chat, type ChatProps } from './chat.tsx';

const h = vi.hoisted(() => ({ toast: vi.fn() }));

vi.mock('./chat-api.ts', async () => (await import('./chat.fixture.tsx')).chatApiStub());
vi.mock('../../realtime/index.ts', async () => (await import('./chat.fixture.tsx')).realtimeStub());
vi.mock('../../toast/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  toast: h.toast,
}));

const api = await import('./chat-api.ts');
const mocked = vi.mocked(api);

const NOW = new Date('2025-03-10T13:00:00');

const renderChat = (props: Partial<ChatProps> = {}) =>
  render(chatProviders(<Chat module="tasks" objectId={5} currentUser={me} {...props} />));

async function type(html: string) {
  await act(async () => {
    editor().commands.setContent(html);
  });
}
const enter = async (init: KeyboardEventInit = {}) => {
  await act(async () => {
    fireEvent.keyDown(document.querySelector('.ProseMirror') as HTMLElement, { key: 'Enter', code: 'Enter', ...init });
  });
};
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
async function menuOf(text: string): Promise<string[]> {
  const row = within(document.querySelector('.chat-list') as HTMLElement)
    .getByText(text)
    .closest('.chat-message') as HTMLElement;
  const more = within(row).queryByRole('button', { name: 'Действия с сообщением' });
  if (!more) return [];
  await click(more);
  const menus = document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item');
  return Array.from(menus).map((m) => m.textContent ?? '');
}
async function closeMenus() {
  await act(async () => {
    fireEvent.mouseDown(document.body);
    await vi.advanceTimersByTimeAsync(500);
  });
}
const emit = async (payload: unknown) => {
  await act(async () => {
    realtime.handlers.get('tasks')?.(payload);
    await vi.advanceTimersByTimeAsync(0);
  });
};

describe('Chat (spec 3 §2–§5, §7)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
    mocked.loadChat.mockResolvedValue({
      messages: [
        wire({ id: 1, message: '<p>Моё сообщение</p>' }),
        wire({ id: 2, message: '<p>Чужое сообщение</p>', user_id: 8, username: 'Петров Пётр' }),
        wire({ id: 3, message: '<p>Старое моё</p>', date_add: '2025-03-09 12:59' }),
      ],
      notice_id: null,
    });
    realtime.handlers.clear();
    realtime.socket.emit.mockClear();
    h.toast.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
    vi.restoreAllMocks(); // the mobile user agent of one test must not reach the next
    window.history.replaceState(null, '', '/');
  });

  it('loads the general tab and shows the hidden tab only with hidden_chat_access', async () => {
    const { unmount } = renderChat();
    await flush();
    expect(screen.getByText('Моё сообщение')).toBeTruthy();
    expect(mocked.loadChat).toHaveBeenCalledWith('tasks', 5, 0, expect.anything());
    expect(screen.queryByText('Скрытый')).toBeNull();
    unmount();
    renderChat({ canHiddenChat: true });
    await flush();
    expect(screen.getByText('Общий')).toBeTruthy();
    expect(screen.getByText('Скрытый')).toBeTruthy();
  });

  it('the route query `hidden` opens the hidden tab (only with the right)', async () => {
    window.history.replaceState(null, '', '/tasks/5?hidden=1');
    renderChat({ canHiddenChat: true });
    await flush();
    expect(mocked.loadChat).toHaveBeenCalledWith('tasks', 5, 1, expect.anything());
  });

  it('joins the object room and applies live refresh and delete events', async () => {
    renderChat();
    await flush();
    expect(realtime.socket.emit).toHaveBeenCalledWith('subscribe', { module: 'tasks', id: 5 });
    expect(realtime.handlers.get('tasks')).toBeTruthy();
    await emit({ action: 'refresh', module: 'tasks', object_id: 5, message: wire({ id: 2, user_id: 8, message: '<p>Исправлено</p>' }) });
    expect(screen.getByText('Исправлено')).toBeTruthy();
    await emit({ action: 'refresh', module: 'tasks', object_id: 5, message: wire({ id: 9, user_id: 8, message: '<p>Новое</p>' }) });
    expect(screen.getByText('Новое')).toBeTruthy();
    await emit({
      action: 'refresh',
      module: 'tasks',
      object_id: 6,
      message: wire({ id: 10, object_id: 6, message: '<p>Чужой объект</p>' }),
    });
    expect(screen.queryByText('Чужой объект')).toBeNull();
    await emit({ action: 'delete', module: 'tasks', object_id: 5, id: 9, user_id: 8 });
    expect(screen.queryByText('Новое')).toBeNull();
  });

  it('sends optimistically: loading, then none on success', async () => {
    let answer: (m: ChatMessage) => void = () => {};
    mocked.sendMessage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderChat();
    await flush();
    await type('<p></p><p>  Привет  </p><p></p>');
    await click(screen.getByRole('button', { name: 'Отправить' }));
    expect(mocked.sendMessage).toHaveBeenCalledWith('tasks', 5, expect.objectContaining({ comment: '<p>Привет</p>', hidden: 0 }));
    const row = screen.getByText('Привет').closest('.chat-message') as HTMLElement;
    expect(within(row).getByLabelText('Отправляется')).toBeTruthy();
    expect(await menuOf('Привет')).toEqual([]);
    await act(async () => answer(wire({ id: 20, message: '<p>Привет</p>' })));
    await flush();
    expect(within(screen.getByText('Привет').closest('.chat-message') as HTMLElement).queryByLabelText('Отправляется')).toBeNull();
  });

  it('a failed send shows the error icon and blocks edit and delete', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mocked.sendMessage.mockRejectedValue(new Error('500'));
    renderChat();
    await flush();
    await type('<p>Не уйдёт</p>');
    await click(screen.getByRole('button', { name: 'Отправить' }));
    await flush();
    const row = screen.getByText('Не уйдёт').closest('.chat-message') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Не отправлено. Нажмите, чтобы повторить' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Действия с сообщением' })).toBeNull();
  });

  it('a retry of a failed send reuses its Idempotency-Key; another message gets a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mocked.sendMessage.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(wire({ id: 30, message: '<p>Ещё раз</p>' }));
    renderChat();
    await flush();
    await type('<p>Ещё раз</p>');
    await click(screen.getByRole('button', { name: 'Отправить' }));
    await flush();
    await click(screen.getByRole('button', { name: 'Не отправлено. Нажмите, чтобы повторить' }));
    await flush();
    expect(mocked.sendMessage).toHaveBeenCalledTimes(2);
    const [first, second] = mocked.sendMessage.mock.calls.map((call) => call[2].idempotencyKey);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
    mocked.sendMessage.mockResolvedValueOnce(wire({ id: 31, message: '<p>Другое</p>' }));
    await type('<p>Другое</p>');
    await click(screen.getByRole('button', { name: 'Отправить' }));
    await flush();
    expect(mocked.sendMessage.mock.calls[2][2].idempotencyKey).not.toBe(first);
  });

  it('ignores other events on the module channel (document_files_updated)', async () => {
    renderChat();
    await flush();
    await emit({ action: 'document_files_updated', module: 'tasks', object_id: 5, id: 5, fields: { files: true }, user_id: 8 });
    expect(screen.getByText('Моё сообщение')).toBeTruthy();
    expect(screen.getByText('Чужое сообщение')).toBeTruthy();
  });

  it('does not send an empty comment without files', async () => {
    renderChat();
    await flush();
    await type('<p>   </p><p></p>');
    await click(screen.getByRole('button', { name: 'Отправить' }));
    await enter();
    expect(mocked.sendMessage).not.toHaveBeenCalled();
  });

  it('Enter sends on desktop; Shift+Enter does not', async () => {
    mocked.sendMessage.mockResolvedValue(wire({ id: 21, message: '<p>Энтер</p>' }));
    renderChat();
    await flush();
    await type('<p>Энтер</p>');
    await enter({ shiftKey: true });
    expect(mocked.sendMessage).not.toHaveBeenCalled();
    await enter();
    expect(mocked.sendMessage).toHaveBeenCalledTimes(1);
  });

  it('Enter never sends on mobile', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148');
    renderChat();
    await flush();
    await type('<p>Телефон</p>');
    await enter();
    expect(mocked.sendMessage).not.toHaveBeenCalled();
  });

  it("hides edit for others' and old messages, delete for others' and old ones unless chat_all_message_delete", async () => {
    const { unmount } = renderChat();
    await flush();
    expect(await menuOf('Моё сообщение')).toEqual(['Ответить', 'Редактировать', 'Удалить']);
    await closeMenus();
    expect(await menuOf('Чужое сообщение')).toEqual(['Ответить']);
    await closeMenus();
    expect(await menuOf('Старое моё')).toEqual(['Ответить']);
    unmount();
    renderChat({ canDeleteAny: true });
    await flush();
    expect(await menuOf('Чужое сообщение')).toEqual(['Ответить', 'Удалить']);
  });

  it('the edit action disappears when the 24-hour window closes', async () => {
    renderChat();
    await flush();
    expect(await menuOf('Моё сообщение')).toContain('Редактировать');
    await flush(24 * 60 * 60_000);
    expect(await menuOf('Моё сообщение')).not.toContain('Редактировать');
  });

  it('editing to empty text deletes the message', async () => {
    mocked.editMessage.mockResolvedValue({ id: 1, status: 0 });
    mocked.deleteMessage.mockResolvedValue({ id: 1, status: 0 });
    renderChat();
    await flush();
    await menuOf('Моё сообщение');
    await click(screen.getByText('Редактировать'));
    expect(screen.getByText('Редактирование сообщения')).toBeTruthy();
    await type('<p> </p>');
    await click(screen.getByRole('button', { name: 'Сохранить' }));
    await flush();
    expect(mocked.deleteMessage).toHaveBeenCalledWith('tasks', 5, 1);
    expect(screen.queryByText('Моё сообщение')).toBeNull();
  });

  it('edits an own message with its id', async () => {
    mocked.editMessage.mockResolvedValue(wire({ id: 1, message: '<p>Поправил</p>', date_edit: '2025-03-10 13:00' }));
    renderChat();
    await flush();
    await menuOf('Моё сообщение');
    await click(screen.getByText('Редактировать'));
    await type('<p>Поправил</p>');
    await click(screen.getByRole('button', { name: 'Сохранить' }));
    await flush();
    expect(mocked.editMessage).toHaveBeenCalledWith('tasks', 5, 1, '<p>Поправил</p>', 0);
    expect(screen.getByText('Поправил')).toBeTruthy();
    expect(screen.getByText('изменено')).toBeTruthy();
  });

  it('deletes after the confirmation dialog and closes the reply header of that message', async () => {
    mocked.deleteMessage.mockResolvedValue({ id: 1, status: 0 });
    renderChat();
    await flush();
    await menuOf('Моё сообщение');
    await click(screen.getByText('Ответить'));
    expect(screen.getByText('Ответ Иванов Иван')).toBeTruthy();
    await closeMenus();
    await menuOf('Моё сообщение');
    await click(screen.getAllByText('Удалить').at(-1)!);
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    expect(screen.getAllByText('Удалить сообщение?').length).toBeGreaterThan(0);
    expect(mocked.deleteMessage).not.toHaveBeenCalled();
    await click(screen.getByRole('button', { name: 'Да' }));
    await flush();
    expect(mocked.deleteMessage).toHaveBeenCalledWith('tasks', 5, 1);
    expect(screen.queryByText('Ответ Иванов Иван')).toBeNull();
    expect(screen.queryByText('Моё сообщение')).toBeNull(); // neither in the list nor in a header
  });

  it('a reply carries parent_id; clicking the quote flashes the parent for 1 s', async () => {
    mocked.sendMessage.mockImplementation(async (_m, _o, input) =>
      wire({ id: 30, message: input.comment, parent_id: 2, parent: { id: 2, message: '<p>Чужое сообщение</p>', username: 'Петров Пётр' } }),
    );
    renderChat();
    await flush();
    await menuOf('Чужое сообщение');
    await click(screen.getByText('Ответить'));
    await type('<p>Ответ</p>');
    await click(screen.getByRole('button', { name: 'Отправить' }));
    await flush();
    expect(mocked.sendMessage).toHaveBeenCalledWith('tasks', 5, expect.objectContaining({ parentId: 2 }));
    const quote = document.querySelector('.chat-message__quote') as HTMLElement;
    await click(quote);
    const parent = document.querySelector('[data-message-id="2"]') as HTMLElement;
    expect(parent.className).toContain('chat-message--flash');
    await flush(999);
    expect(parent.className).toContain('chat-message--flash');
    await flush(1);
    expect(parent.className).not.toContain('chat-message--flash');
  });

  it('refuses files of other formats with "<name>: неверный формат файла." for 10 s', async () => {
    mocked.sendMessage.mockResolvedValue(wire({ id: 40, message: '' }));
    renderChat();
    await flush();
    const input = screen.getByTestId('chat-file-input') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'virus.exe'), new File(['x'], 'plan.pdf')] } });
    });
    expect(h.toast).toHaveBeenCalledWith(1, 'virus.exe: неверный формат файла.', { duration: 10 });
    expect(screen.getByText('plan.pdf')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Отправить' }));
    expect(mocked.sendMessage).toHaveBeenCalledWith('tasks', 5, expect.objectContaining({ comment: '', files: [expect.any(File)] }));
  });

  it('shows png/jpeg/jpg/gif inline, the first 3 on the top row, and opens the viewer on click', async () => {
    const files = ['a.png', 'b.jpg', 'c.jpeg', 'd.gif', 'e.png', 'f.pdf'].map((name, i) => ({
      id: i + 1,
      name,
      path: `/upload/chat/tasks/5/${name}`,
      who_upload: 8,
    }));
    mocked.loadChat.mockResolvedValue({ messages: [wire({ id: 1, message: '', files, user_id: 8 })], notice_id: null });
    renderChat();
    await flush();
    expect(document.querySelectorAll('.chat-images__top img')).toHaveLength(3);
    expect(document.querySelectorAll('.chat-images__rest img')).toHaveLength(2);
    expect(screen.getByText('f.pdf').closest('a')?.getAttribute('href')).toBe('/upload/chat/tasks/5/f.pdf');
    await click(document.querySelectorAll('.chat-images__rest button')[0] as HTMLElement);
    expect(screen.getByText('4 из 5')).toBeTruthy();
  });

  it('toggles notifications: without an id it switches on, with the id off', async () => {
    mocked.toggleNotice.mockResolvedValueOnce({ id: 12 }).mockResolvedValueOnce({ id: null });
    renderChat();
    await flush();
    await click(screen.getByRole('button', { name: 'Уведомления о сообщениях выключены' }));
    await flush();
    expect(mocked.toggleNotice).toHaveBeenLastCalledWith('tasks', 5, null);
    await click(screen.getByRole('button', { name: 'Уведомления о сообщениях включены' }));
    await flush();
    expect(mocked.toggleNotice).toHaveBeenLastCalledWith('tasks', 5, 12);
    expect(screen.getByRole('button', { name: 'Уведомления о сообщениях выключены' })).toBeTruthy();
  });

  it('scroll button past 1.6 screens; others’ new messages count while scrolled away', async () => {
    renderChat();
    await flush();
    const list = document.querySelector('.chat-list') as HTMLElement;
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 3000 },
      clientHeight: { configurable: true, value: 500 },
      scrollTop: { configurable: true, writable: true, value: 1000 },
    });
    await act(async () => {
      fireEvent.scroll(list);
    });
    const button = screen.getByRole('button', { name: 'Прокрутить вниз' });
    await emit({ action: 'refresh', module: 'tasks', object_id: 5, message: wire({ id: 50, user_id: 8, message: '<p>Ещё</p>' }) });
    expect(button.closest('.chat-scroll-button')?.textContent).toContain('1');
    list.scrollTop = 2500;
    await act(async () => {
      fireEvent.scroll(list);
    });
    expect(screen.queryByRole('button', { name: 'Прокрутить вниз' })).toBeNull();
  });

  it('mention search is debounced 1200 ms from 1 character; the hidden chat asks only users with access', async () => {
    mocked.loadChat.mockResolvedValue({ messages: [], notice_id: null });
    renderChat({ canHiddenChat: true, initialHidden: true });
    await flush();
    await act(async () => {
      editor().chain().focus().insertContent('@').run();
    });
    await flush(2000);
    expect(mocked.searchMentionUsers).not.toHaveBeenCalled();
    await act(async () => {
      editor().chain().focus().insertContent('Ив').run();
    });
    await flush(1199);
    expect(mocked.searchMentionUsers).not.toHaveBeenCalled();
    await flush(1);
    expect(mocked.searchMentionUsers).toHaveBeenCalledWith('Ив', true);
  });

  it('opens the message menu on a long tap (context menu)', async () => {
    renderChat();
    await flush();
    const row = within(document.querySelector('.chat-list') as HTMLElement)
      .getByText('Моё сообщение')
      .closest('.chat-message') as HTMLElement;
    fireEvent.touchStart(row);
    await flush(499);
    expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')).toBeNull();
    await flush(1);
    expect(screen.getByText('Редактировать')).toBeTruthy();
  });

  it('shows the drop overlay while files are dragged over and attaches the dropped ones', async () => {
    renderChat();
    await flush();
    const chat = document.querySelector('.chat') as HTMLElement;
    const dataTransfer = { types: ['Files'], files: [new File(['x'], 'scan.png')] };
    fireEvent.dragEnter(chat, { dataTransfer });
    expect(screen.getByText('Отпустите файлы, чтобы прикрепить их')).toBeTruthy();
    await act(async () => {
      fireEvent.drop(chat, { dataTransfer });
    });
    expect(screen.queryByText('Отпустите файлы, чтобы прикрепить их')).toBeNull();
    expect(screen.getByText('scan.png')).toBeTruthy();
  });
});
