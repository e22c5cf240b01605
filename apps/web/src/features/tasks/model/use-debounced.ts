import { useCallback, useEffect, useRef } from 'react';

/** Spec 2 §9 debounces: file group collapse 400 ms, custom column edits 1200 ms. */
export const COLLAPSE_DEBOUNCE_MS = 400;
export const CUSTOM_COLUMN_DEBOUNCE_MS = 1200;

/** A debounced call per key: the last value within `ms` wins; pending calls run on unmount. */
export function useDebouncedCall<T>(fn: (key: string, value: T) => void, ms: number) {
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; value: T }>());
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(
    () => () => {
      for (const [key, p] of timers.current) {
        clearTimeout(p.timer);
        latest.current(key, p.value);
      }
      timers.current.clear();
    },
    [],
  );
  return useCallback(
    (key: string, value: T) => {
      const previous = timers.current.get(key);
      if (previous) clearTimeout(previous.timer);
      const timer = setTimeout(() => {
        timers.current.delete(key);
        latest.current(key, value);
      }, ms);
      timers.current.set(key, { timer, value });
    },
    [ms],
  );
}
