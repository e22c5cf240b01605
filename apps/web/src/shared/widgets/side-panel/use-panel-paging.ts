import { type TouchEvent, useCallback, useEffect, useRef } from 'react';
import { pageStep, type SidePanelPaging, swipeDirection } from './paging.ts';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** PageUp/PageDown and swipes page through records; blocked while loading; asks for more at the end. */
export function usePanelPaging(open: boolean, paging: SidePanelPaging | undefined, blocked: boolean) {
  const ref = useRef({ paging, blocked });
  ref.current = { paging, blocked };

  const step = useCallback((dir: -1 | 1) => {
    const { paging: p, blocked: isBlocked } = ref.current;
    if (!p || isBlocked || p.loading) return;
    const next = pageStep(p.ids, p.currentId, dir);
    if (next.kind === 'more') p.onLoadMore?.();
    if (next.kind !== 'go') return;
    p.onChange(next.id);
    if (next.last) p.onLoadMore?.();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== 'PageDown' && e.key !== 'PageUp') || isEditable(e.target)) return;
      e.preventDefault();
      step(e.key === 'PageDown' ? 1 : -1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, step]);

  const start = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    start.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const t = e.changedTouches[0];
    const from = start.current;
    start.current = null;
    if (!t || !from) return;
    const dir = swipeDirection(t.clientX - from.x, t.clientY - from.y);
    if (dir !== 0) step(dir);
  };
  return { step, onTouchStart, onTouchEnd };
}
