import { ALLOWED_ATTR, ALLOWED_STYLES, ALLOWED_TAGS, ALLOWED_URI, MENTION } from '@app/contracts';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Server-side HTML sanitizing (ARCHITECTURE.md "Security rules"): DOMPurify over jsdom with
 * the allow-list of `@app/contracts` html.ts, the same one the web renders through.
 */
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style') {
    const kept: string[] = [];
    for (const declaration of data.attrValue.split(';')) {
      const [name, ...rest] = declaration.split(':');
      const property = name?.trim().toLowerCase();
      const value = rest.join(':').trim().toLowerCase();
      const rule = property ? ALLOWED_STYLES[property] : undefined;
      if (rule?.test(value)) kept.push(`${property}: ${value}`);
    }
    if (kept.length === 0) data.keepAttr = false;
    else data.attrValue = kept.join('; ');
  }
  if (data.attrName === 'target' && data.attrValue !== '_blank') data.keepAttr = false;
});
purify.addHook('afterSanitizeAttributes', (node) => {
  // A link opening a new window must not hand it `window.opener`.
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  else if (node.tagName === 'A') node.removeAttribute('rel');
});

const CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_TAGS] as string[],
  ALLOWED_ATTR: [...ALLOWED_ATTR] as string[],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true as const,
};

/** A block that shows nothing: no text, no image, no mention, no line other than `<br>`. */
function isEmptyBlock(node: Node): boolean {
  if (node.nodeType === window.Node.TEXT_NODE) return (node.textContent ?? '').replace(/\u00a0/g, ' ').trim() === '';
  if (node.nodeType !== window.Node.ELEMENT_NODE) return true;
  const element = node as Element;
  if (element.tagName === 'BR') return true;
  if (element.tagName === 'IMG' || element.tagName === 'HR' || element.querySelector('img, hr, span[data-type="mention"]')) return false;
  if (element.matches('span[data-type="mention"]')) return false;
  return (element.textContent ?? '').replace(/\u00a0/g, ' ').trim() === '';
}

/**
 * Sanitized, trimmed rich text: the allow-list applied, and leading and trailing empty
 * paragraphs (and blank text) removed (spec 3 §5). Answers '' when nothing visible is left.
 */
export function sanitizeHtml(html: string): string {
  const fragment = purify.sanitize(html, CONFIG);
  while (fragment.firstChild && isEmptyBlock(fragment.firstChild)) fragment.removeChild(fragment.firstChild);
  while (fragment.lastChild && isEmptyBlock(fragment.lastChild)) fragment.removeChild(fragment.lastChild);
  const holder = window.document.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML.trim();
}

/** The plain text of sanitized HTML (for notifications and previews). */
export function htmlToText(html: string): string {
  const holder = window.document.createElement('div');
  holder.innerHTML = html;
  return (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export interface Mentions {
  userIds: number[];
  groupIds: number[];
  all: boolean;
}

/** The `@` mentions of sanitized HTML: user ids, group ids (`g12`) and `all`. */
export function mentionsOf(html: string): Mentions {
  const holder = window.document.createElement('div');
  holder.innerHTML = html;
  const result: Mentions = { userIds: [], groupIds: [], all: false };
  for (const span of holder.querySelectorAll(`span[data-type="${MENTION.dataType}"][data-id]`)) {
    const denotation = span.getAttribute('data-denotation-char') ?? MENTION.denotationChar;
    if (denotation !== MENTION.denotationChar) continue;
    const id = (span.getAttribute('data-id') ?? '').trim();
    if (id === MENTION.all) result.all = true;
    else if (new RegExp(`^${MENTION.groupPrefix}\\d{1,9}$`).test(id)) result.groupIds.push(Number(id.slice(1)));
    else if (/^\d{1,9}$/.test(id)) result.userIds.push(Number(id));
  }
  result.userIds = [...new Set(result.userIds)];
  result.groupIds = [...new Set(result.groupIds)];
  return result;
}
