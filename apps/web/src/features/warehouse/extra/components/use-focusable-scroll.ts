import { useCallback } from 'react';

const SCROLLERS = '.ant-table-content, .ant-table-body';

/** Each table scroller under `root` that overflows gets `tabindex=0` (WCAG 2.1.1: arrow keys scroll it); the others lose it. */
function mark(root: HTMLElement): void {
  for (const el of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const overflows = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    if (overflows && el.tabIndex !== 0) el.tabIndex = 0;
    else if (!overflows && el.hasAttribute('tabindex')) el.removeAttribute('tabindex');
  }
}

/**
 * A callback ref for a page's root whose wide tables (horizontal scroll at 360 px) can then be
 * scrolled from the keyboard: antd leaves the scroll container unfocusable when no cell holds a
 * link or a field. Re-checked when the content changes and when the window is resized.
 */
export function useFocusableScroll<T extends HTMLElement>(): (node: T | null) => void {
  return useCallback((root: T | null) => {
    if (!root) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => mark(root));
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, []);
}
