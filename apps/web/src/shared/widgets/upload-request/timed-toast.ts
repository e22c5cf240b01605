import { useCallback } from 'react';
import { toast } from '../../toast/index.ts';

/**
 * A danger toast with its own duration (spec 3 §5: the wrong-format toast stays 10 s; the
 * shared `toast()` has the fixed durations of §8). It goes through `toast()`, so it counts
 * towards the limit of 3 toasts on screen like every other one.
 */
export function useTimedToast(): (text: string, seconds: number) => void {
  return useCallback((text: string, seconds: number) => toast(1, text, { duration: seconds }), []);
}

/** Spec 3 §5/§9: '<name>: неверный формат файла.' for 10 000 ms. */
export const WRONG_FORMAT_TOAST_MS = 10_000;
