import { ALLOWED_ATTR, ALLOWED_STYLES, ALLOWED_TAGS, ALLOWED_URI } from '@app/contracts';
import DOMPurify from 'dompurify';

/**
 * Rendering user html only through the allow-list of `@app/contracts` html.ts (ARCHITECTURE.md
 * "Security rules"): the same tags, attributes, styles and URI rule the server stores with.
 */
const purify = DOMPurify();

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style') {
    const kept: string[] = [];
    for (const declaration of data.attrValue.split(';')) {
      const [name, ...rest] = declaration.split(':');
      const property = name?.trim().toLowerCase();
      const value = rest.join(':').trim().toLowerCase();
      if (property && ALLOWED_STYLES[property]?.test(value)) kept.push(`${property}: ${value}`);
    }
    if (kept.length === 0) data.keepAttr = false;
    else data.attrValue = kept.join('; ');
  }
  if (data.attrName === 'target' && data.attrValue !== '_blank') data.keepAttr = false;
});
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') node.setAttribute('target', '_blank');
  if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer');
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sanitizeHtml(html: string): string {
  // Fail closed: without a working DOM the text is shown escaped, never as html.
  if (!purify.isSupported) return escapeHtml(html);
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
