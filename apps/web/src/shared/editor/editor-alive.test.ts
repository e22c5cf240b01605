import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { editorAlive } from './editor-alive.ts';

describe('editorAlive', () => {
  it('is true for a live editor and false once it is destroyed, when reading it would crash the route', () => {
    const editor = new Editor({ extensions: [StarterKit], content: '<p>Текст</p>' });
    expect(editorAlive(editor)).toBe(true);
    expect(editor.getHTML()).toBe('<p>Текст</p>');
    editor.destroy();
    expect(editorAlive(editor)).toBe(false);
    expect(() => editor.getHTML()).toThrow(/cached/);
    expect(editorAlive(null)).toBe(false);
    expect(editorAlive(undefined)).toBe(false);
  });
});
