/**
 * The HTML allow-list of user rich text (chat messages, descriptions). The server sanitizes
 * with it before storing (DOMPurify over jsdom); the web renders through the same lists.
 */

/** Tags kept; everything else is removed (its text kept, except script/style content). */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'mark',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'img',
] as const;

/** Attributes kept (on any allowed tag); `data-*` attributes other than these are dropped. */
export const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'class',
  'style',
  'data-type',
  'data-id',
  'data-label',
  'data-value',
  'data-denotation-char',
] as const;

/** Inline style declarations kept (editor alignment and font sizes); any other declaration is dropped. */
export const ALLOWED_STYLES: Readonly<Record<string, RegExp>> = {
  'text-align': /^(left|center|right|justify)$/,
  'font-size': /^(10|14|18|24|30|40)px$/,
};

/**
 * DOMPurify's `ALLOWED_URI_REGEXP`: it is applied to every attribute value that is not a
 * plain-text one, so it must accept values without a scheme (`_blank`, `7`, `/tasks/1`,
 * `#top`) and refuse every scheme except http(s), mailto and tel (`javascript:`, `data:`...).
 */
export const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * A mention as the editor writes it: `<span data-type="mention" data-id="…" data-denotation-char="@">`.
 * `data-id` is a user id, `all`, or a group id prefixed with `g` (`g12`).
 */
export const MENTION = { dataType: 'mention', denotationChar: '@', all: 'all', groupPrefix: 'g' } as const;

const ENTITIES: Readonly<Record<string, string>> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/**
 * Stored rich text as plain text (the export, a list cell): blocks and line breaks as spaces,
 * tags dropped, the common entities decoded, runs of blanks collapsed. Not a sanitizer.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-4]|\/blockquote|\/pre)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_whole, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
