/**
 * Public entry: only the lazy wrapper and TipTap-free constants, so importing this file
 * never pulls TipTap into a chunk. Tests import `./description-editor.tsx` directly.
 */
export type { DescriptionEditorProps } from './description-editor.tsx';
export {
  ALIGNS,
  DEFAULT_FONT_SIZE,
  type EditorAlign,
  FONT_SIZES,
  type FontSizeName,
  type FontSizePx,
  fontSizeName,
  NAMED_FONT_SIZES,
  normalizeAnchor,
  normalizeHtml,
} from './editor-constants.ts';
export { LazyDescriptionEditor as DescriptionEditor } from './lazy-description-editor.tsx';
