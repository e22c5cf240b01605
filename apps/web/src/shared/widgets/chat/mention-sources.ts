/**
 * Where the chat's `#` and `$` mentions come from (spec 1 §5, spec 3 §5): a business module
 * registers a source (search + the link of a mentioned object), so that this widget stays
 * generic. A chat may also be given its own sources (`ChatProps.mentionSources`), which win.
 */
import type { MentionItem } from './mention-rules.ts';

export type ObjectMentionChar = '#' | '$';

export interface MentionSource {
  /** Objects the user may see matching `term` (the text typed after the trigger). */
  search: (term: string) => Promise<MentionItem[]>;
  /** The in-app path of a mentioned object (`/tickets/12`), or null when `id` names none. */
  href: (id: string) => string | null;
}

export type MentionSources = Partial<Record<ObjectMentionChar, MentionSource>>;

const registry = new Map<ObjectMentionChar, MentionSource>();

/** Registers the source of a trigger (the latest wins); answers a function that removes it. */
export function registerMentionSource(char: ObjectMentionChar, source: MentionSource): () => void {
  registry.set(char, source);
  return () => {
    if (registry.get(char) === source) registry.delete(char);
  };
}

/** The chat's own source of `char`, else the registered one. */
export function resolveMentionSource(char: ObjectMentionChar, own?: MentionSources): MentionSource | undefined {
  return own?.[char] ?? registry.get(char);
}

/** A suggestion label: the number, then the name cut to a readable length. */
export function objectMentionLabel(id: number | string, name: string, max = 60): string {
  const text = name.trim();
  return text ? `${id} ${text.length > max ? `${text.slice(0, max - 1)}…` : text}` : String(id);
}

/** An in-app path only: one leading slash, no scheme, no protocol-relative `//host`. */
export const isAppPath = (href: string) => /^\/(?![/\\])/.test(href);

/**
 * Turns the `#`/`$` mentions of already sanitized html into links to their objects; a mention
 * whose source is unknown, or whose id names no object, stays plain text.
 */
export function linkMentions(html: string, hrefOf: (char: ObjectMentionChar, id: string) => string | null): string {
  if (!html.includes('data-type="mention"') || typeof document === 'undefined') return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  let changed = false;
  for (const span of Array.from(template.content.querySelectorAll('span[data-type="mention"]'))) {
    const char = span.getAttribute('data-denotation-char');
    const id = span.getAttribute('data-id');
    if ((char !== '#' && char !== '$') || !id) continue;
    const href = hrefOf(char, id);
    if (!href || !isAppPath(href)) continue;
    const link = document.createElement('a');
    for (const attr of Array.from(span.attributes)) link.setAttribute(attr.name, attr.value);
    link.setAttribute('href', href);
    link.classList.add('mention--link');
    link.textContent = span.textContent;
    span.replaceWith(link);
    changed = true;
  }
  return changed ? template.innerHTML : html;
}
