// @isolate: checks the editor's first, lazy load, which needs a module graph no other file has loaded.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Slice } from '@tiptap/pm/model';
import type { Editor } from '@tiptap/react';
import { describe, expect, it, vi } from 'vitest';
import { type DescriptionEditorProps, DescriptionEditor as EditorView } from './description-editor.tsx';
import { DEFAULT_FONT_SIZE, FONT_SIZES, NAMED_FONT_SIZES, normalizeAnchor } from './editor-constants.ts';
import * as kit from './editor-extensions.ts';
import { applyAlign, applyFontSize, applyLink } from './editor-toolbar.tsx';
import { DescriptionEditor as LazyEditor } from './index.ts';

const DescriptionEditor = (props: DescriptionEditorProps) => <EditorView {...props} kit={kit} />;

/** TipTap keeps its instance on the editable element (`view.dom.editor`). */
function editorOf(): Editor {
  const dom = document.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
  if (!dom?.editor) throw new Error('no editor');
  return dom.editor;
}
const button = (name: string) => screen.getByRole('button', { name });
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(button(name));
  });
};
const selectAll = (e: Editor) => e.commands.selectAll();

describe('DescriptionEditor (spec §2, §4 "Description editor", §5 editor rules, §9 fonts/aligns)', () => {
  it('opens in edit mode when the description is empty', () => {
    render(<DescriptionEditor value="" onChange={() => {}} hasRights />);
    expect(button('Сохранить')).toBeTruthy();
    expect(button('Отмена')).toBeTruthy();
    expect(screen.getByRole('toolbar')).toBeTruthy();
    expect(editorOf().isEditable).toBe(true);
  });

  it('shows a filled description read-only with an edit button', async () => {
    render(<DescriptionEditor value="<p>Текст</p>" onChange={() => {}} hasRights />);
    expect(screen.getByText('Текст')).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(editorOf().isEditable).toBe(false);
    await click('Редактировать');
    expect(editorOf().isEditable).toBe(true);
  });

  it('places an uploaded picture in the text when its owner stores pictures, and keeps pictures of the stored text', async () => {
    const onChange = vi.fn();
    const uploadImage = vi.fn(async (_file: File) => '/upload/files/plan.png');
    const { unmount } = render(<DescriptionEditor value="" onChange={onChange} hasRights inline uploadImage={uploadImage} />);
    const input = screen.getByLabelText('Изображение', { selector: 'input' }) as HTMLInputElement;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'plan.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect(uploadImage).toHaveBeenCalledWith(file);
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img'));
    expect(onChange.mock.lastCall?.[0]).toContain('src="/upload/files/plan.png"');
    expect(onChange.mock.lastCall?.[0]).toContain('alt="plan.png"');
    unmount();
    render(
      <DescriptionEditor value={'<p>Схема:</p><img src="/upload/files/plan.png" alt="план">'} onChange={() => {}} hasRights={false} />,
    );
    expect(document.querySelector('.ProseMirror img')?.getAttribute('src')).toBe('/upload/files/plan.png');
  });

  it('offers no picture button when its owner does not store pictures', () => {
    render(<DescriptionEditor value="" onChange={() => {}} hasRights />);
    expect(screen.queryByRole('button', { name: 'Изображение' })).toBeNull();
  });

  it('is read-only without rights: no buttons even when empty', () => {
    render(<DescriptionEditor value="<p>Текст</p>" onChange={() => {}} hasRights={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(editorOf().isEditable).toBe(false);
  });

  it('emits a change on save only when the text differs', async () => {
    const onChange = vi.fn();
    render(<DescriptionEditor value="<p>Текст</p>" onChange={onChange} hasRights />);
    await click('Редактировать');
    await click('Сохранить');
    expect(onChange).not.toHaveBeenCalled();
    await click('Редактировать');
    act(() => {
      editorOf().commands.setContent('<p>Новый текст</p>');
    });
    await click('Сохранить');
    expect(onChange).toHaveBeenCalledWith('<p>Новый текст</p>');
  });

  it('cancel restores the previous text', async () => {
    const onChange = vi.fn();
    render(<DescriptionEditor value="<p>Было</p>" onChange={onChange} hasRights />);
    await click('Редактировать');
    act(() => {
      editorOf().commands.setContent('<p>Стало</p>');
    });
    await click('Отмена');
    expect(onChange).not.toHaveBeenCalled();
    expect(editorOf().getHTML()).toBe('<p>Было</p>');
    expect(editorOf().isEditable).toBe(false);
  });

  it('font sizes are 10/14/18/24/30/40 px with named sizes; common 18 is the default (no size stored)', () => {
    expect(FONT_SIZES).toEqual([10, 14, 18, 24, 30, 40]);
    expect(NAMED_FONT_SIZES).toEqual({ small: 10, common: 18, medium: 24, big: 30, giant: 40 });
    expect(DEFAULT_FONT_SIZE).toBe(18);
    render(<DescriptionEditor value="<p>Абзац</p>" onChange={() => {}} hasRights />);
    const e = editorOf();
    act(() => {
      selectAll(e);
      applyFontSize(e, 24);
    });
    expect(e.getHTML()).toContain('font-size: 24px');
    act(() => {
      selectAll(e);
      applyFontSize(e, 18);
    });
    expect(e.getHTML()).not.toContain('font-size');
  });

  it('the toolbar lists the sizes with their names', async () => {
    render(<DescriptionEditor value="" onChange={() => {}} hasRights />);
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Размер шрифта' }));
    });
    const labels = Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);
    expect(labels).toEqual(['Мелкий (10)', '14', 'Обычный (18)', 'Средний (24)', 'Крупный (30)', 'Огромный (40)']);
  });

  it('aligns default/center/right/justify', async () => {
    render(<DescriptionEditor value="<p>Абзац</p>" onChange={() => {}} hasRights />);
    const e = editorOf();
    for (const a of ['center', 'right', 'justify'] as const) {
      act(() => applyAlign(e, a));
      expect(e.getHTML()).toContain(`text-align: ${a}`);
    }
    act(() => applyAlign(e, 'default'));
    expect(e.getHTML()).toBe('<p>Абзац</p>');
    await click('Редактировать');
    expect(screen.getByRole('button', { name: 'По левому краю' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'По центру' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'По ширине' })).toBeTruthy();
  });

  it("an anchor gets '#' prepended when missing", () => {
    expect(normalizeAnchor('part-2')).toBe('#part-2');
    expect(normalizeAnchor('#part-2')).toBe('#part-2');
    expect(normalizeAnchor('  ')).toBe('');
    render(<DescriptionEditor value="<p>Раздел</p>" onChange={() => {}} hasRights />);
    const e = editorOf();
    act(() => {
      selectAll(e);
      applyLink(e, 'anchor', 'part-2');
    });
    expect(e.getHTML()).toContain('href="#part-2"');
  });

  it('pastes plain text only', () => {
    render(<DescriptionEditor value="" onChange={() => {}} hasRights />);
    const e = editorOf();
    const data: Record<string, string> = { 'text/html': '<b>жирный</b> <img src="x.png">', 'text/plain': 'жирный' };
    const event = { clipboardData: { getData: (type: string) => data[type] ?? '' } } as unknown as ClipboardEvent;
    let handled = false;
    act(() => {
      handled = Boolean(e.view.someProp('handlePaste', (f) => f(e.view, event, Slice.empty)));
    });
    expect(handled).toBe(true);
    expect(e.getHTML()).toBe('<p>жирный</p>');
  });

  it('loads lazily from the public entry (editor and kit chunks) and then works', async () => {
    const onChange = vi.fn();
    render(<LazyEditor value="" onChange={onChange} hasRights />);
    expect(screen.getByText('Загрузка редактора…')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Сохранить' }, { timeout: 10_000 })).toBeTruthy();
    act(() => {
      editorOf().commands.setContent('<p>Готово</p>');
    });
    await click('Сохранить');
    expect(onChange).toHaveBeenCalledWith('<p>Готово</p>');
  });
});
