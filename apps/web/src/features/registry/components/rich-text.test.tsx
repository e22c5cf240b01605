import { newsRegistry } from '@app/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session/index.ts';
import { sessionUserFixture } from '../../session/session-user.fixture.ts';
import { jsonReply, kitReply, renderAt, stubFetch } from '../registry.fixture.tsx';
import { RegistryAddPage } from './add-page.tsx';
import { RegistryCardPage } from './card-page.tsx';

vi.mock('../../../shared/widgets/chat/index.ts', () => ({ Chat: () => null, useObjectRoom: () => {} }));
vi.mock('../../../shared/toast/index.ts', () => ({ toast: vi.fn() }));

/** TipTap keeps its instance on the editable element (`view.dom.editor`). */
const editorOf = (box: HTMLElement) => {
  const editor = (box as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('no editor');
  return editor;
};

const newsRow = (patch: Record<string, unknown> = {}) => ({
  id: 7,
  status: 1,
  version: 1,
  date_add: '2026-01-10 09:30',
  who_add: 2,
  who_add_name: 'Соколова Ирина Викторовна',
  date_edit: null,
  title: 'Зимний режим',
  category: 'safety',
  state: 'published',
  published_at: '2026-01-10 09:30',
  summary: null,
  body: null,
  tags: [],
  ...patch,
});

/** A rich text field (news' body): the description editor in the form, formatted on the card. */
describe('registry rich text field', () => {
  beforeEach(() => sessionStore.set({ status: 'authenticated', user: sessionUserFixture({ id: 10, permits: { news_edit: 1 } }) }));
  afterEach(() => vi.unstubAllGlobals());

  it('the form edits it with the description editor and sends its HTML', async () => {
    const fetch = stubFetch((_url, init) => (init.method === 'POST' ? jsonReply(newsRow({ id: 41 })) : jsonReply([])));
    renderAt('/news/add', '/news/add', <RegistryAddPage definition={newsRegistry} />);
    fireEvent.change(screen.getByLabelText('Заголовок'), { target: { value: 'Зимний режим' } });
    const box = await screen.findByRole('textbox', { name: 'Текст' });
    // The form's editor is open at once: a toolbar, no save / cancel of its own.
    const editorArea = box.closest('.description-editor') as HTMLElement;
    expect(within(editorArea).getByRole('toolbar')).toBeTruthy();
    expect(within(editorArea).queryByRole('button', { name: 'Отмена' })).toBeNull();
    expect(within(editorArea).queryByRole('button', { name: 'Сохранить' })).toBeNull();
    act(() => {
      editorOf(box).commands.insertContent('<p><strong>Жирный</strong> текст</p>');
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    await waitFor(() => expect(fetch.calls().some((c) => c.method === 'POST')).toBe(true));
    const body = JSON.parse(String(fetch.calls().find((c) => c.method === 'POST')?.body));
    expect(body).toMatchObject({ title: 'Зимний режим', body: '<p><strong>Жирный</strong> текст</p>' });
  });

  it('the card renders the stored HTML formatted, read-only', async () => {
    stubFetch(
      (url) =>
        kitReply(url) ?? jsonReply(newsRow({ body: '<p><strong>Жирный</strong> и <em>курсив</em></p><ul><li><p>пункт</p></li></ul>' })),
    );
    renderAt('/news/7', '/news/:id', <RegistryCardPage definition={newsRegistry} />);
    await screen.findByRole('heading', { name: 'Зимний режим' });
    const bold = await screen.findByText('Жирный');
    expect(bold.tagName).toBe('STRONG');
    expect(screen.getByText('курсив').tagName).toBe('EM');
    expect(screen.getByText('пункт').closest('li')).toBeTruthy();
    expect(bold.closest('[contenteditable]')?.getAttribute('contenteditable')).toBe('false');
  });
});
