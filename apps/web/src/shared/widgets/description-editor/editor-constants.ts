/** Spec §9 "Editor font sizes" and "Editor align options" (no TipTap import: safe for any chunk). */
export const FONT_SIZES = [10, 14, 18, 24, 30, 40] as const;
export type FontSizePx = (typeof FONT_SIZES)[number];

export const NAMED_FONT_SIZES = { small: 10, common: 18, medium: 24, big: 30, giant: 40 } as const;
export type FontSizeName = keyof typeof NAMED_FONT_SIZES;
export const DEFAULT_FONT_SIZE: FontSizePx = NAMED_FONT_SIZES.common;

export const ALIGNS = ['default', 'center', 'right', 'justify'] as const;
export type EditorAlign = (typeof ALIGNS)[number];

/** The name of a size for the menu, if it has one. */
export function fontSizeName(px: number): FontSizeName | undefined {
  return (Object.keys(NAMED_FONT_SIZES) as FontSizeName[]).find((k) => NAMED_FONT_SIZES[k] === px);
}

/** Spec §5: an anchor gets '#' prepended when missing. */
export function normalizeAnchor(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, '-');
  if (!trimmed) return '';
  return trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
}

/** TipTap's empty document is `<p></p>`: that is no description. */
export function normalizeHtml(html: string): string {
  return /^(<p>\s*<\/p>)*$/.test(html.trim()) ? '' : html;
}
