import type { Editor } from '@tiptap/react';

/**
 * Whether a TipTap editor may still be read or changed. `destroy()` (an unmount, or useEditor
 * replacing its instance) nulls the schema and the command manager, and a late effect or
 * handler holding the old instance would crash the whole route on `getHTML()` ("reading
 * 'cached'" of a null schema) or on a command.
 */
export function editorAlive(editor: Editor | null | undefined): editor is Editor {
  return Boolean(editor && !(editor as unknown as { destroyed?: boolean }).destroyed && editor.schema);
}
