/** The TipTap extensions, as their own lazy chunk (TipTap is bigger than one 100 KB chunk; see README). */
export type EditorKit = typeof import('./editor-extensions.ts');

let kit: Promise<EditorKit> | undefined;
export function loadEditorKit(): Promise<EditorKit> {
  kit ??= import('./editor-extensions.ts');
  return kit;
}
