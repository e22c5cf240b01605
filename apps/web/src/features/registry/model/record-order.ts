import { useEffect } from 'react';
import { session } from '../../../shared/storage.ts';

/** `registry-order:<name>`: the ids of the list's loaded pages, in order, kept when a card is opened from the list. */
const keyOf = (registry: string) => `registry-order:${registry}`;

export function rememberOrder(registry: string, ids: readonly number[]): void {
  session.set(keyOf(registry), JSON.stringify(ids));
}

export function readOrder(registry: string): number[] {
  try {
    const value: unknown = JSON.parse(session.get(keyOf(registry)) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

/** The record before and after `id` in the remembered list, and its place (1-based; 0 when it is not in it). */
export function neighbours(ids: readonly number[], id: number): { prev: number | null; next: number | null; index: number; count: number } {
  const at = ids.indexOf(id);
  if (at < 0) return { prev: null, next: null, index: 0, count: ids.length };
  return { prev: ids[at - 1] ?? null, next: ids[at + 1] ?? null, index: at + 1, count: ids.length };
}

/** Focus in a field, an editor or a dialog: the keys belong to it. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return Boolean(
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="dialog"]'),
  );
}

/** PageUp / PageDown open the previous / next record (spec 3 §2 paging), unless focus is in a field or `enabled` is false. */
export function usePagingKeys(go: { prev: number | null; next: number | null }, open: (id: number) => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || typing(event.target)) return;
      const target = event.key === 'PageDown' ? go.next : event.key === 'PageUp' ? go.prev : null;
      if (target === null) return;
      event.preventDefault();
      open(target);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go.prev, go.next, open, enabled]);
}
