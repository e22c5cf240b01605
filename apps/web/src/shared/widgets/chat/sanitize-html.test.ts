// @vitest-environment jsdom
// DOMPurify needs a spec-complete DOM parser (happy-dom's keeps <script> as text).
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('chat html is rendered only through the allow-list of @app/contracts html.ts (ARCHITECTURE.md security rules)', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">Текст<script>alert(1)</script><a href="javascript:alert(1)">ссылка</a><img src=x onerror=alert(1)></p>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript/);
    expect(out).toContain('Текст');
  });

  it('keeps mentions, allowed styles and safe links (opening in a new window without opener)', () => {
    const out = sanitizeHtml(
      '<p style="text-align: center; color: red"><span data-type="mention" data-id="7" data-label="Иванов" data-denotation-char="@" data-evil="1">@Иванов</span> <a href="https://example.org">x</a></p>',
    );
    expect(out).toContain('style="text-align: center"');
    expect(out).toContain('data-id="7"');
    expect(out).toContain('data-denotation-char="@"');
    expect(out).not.toContain('data-evil');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('removes tags outside the list but keeps their text', () => {
    expect(sanitizeHtml('<div><iframe src="https://x"></iframe><b>жирный</b><table><tr><td>ячейка</td></tr></table></div>')).toBe(
      '<b>жирный</b>ячейка',
    );
  });
});
