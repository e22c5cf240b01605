import { App } from 'antd';
import { useCallback } from 'react';
import { toast } from '../../toast/index.ts';

/**
 * A danger toast with its own duration (spec 3 §5: the wrong-format toast stays 10 s; the
 * shared `toast()` has the fixed durations of §8). Uses antd's App context when there is
 * one, else falls back to `toast(1, …)`.
 */
export function useTimedToast(): (text: string, seconds: number) => void {
  const { message } = App.useApp();
  return useCallback(
    (text: string, seconds: number) => {
      if (typeof message?.open === 'function') void message.open({ type: 'error', content: text, duration: seconds });
      else toast(1, text);
    },
    [message],
  );
}

/** Spec 3 §5/§9: '<name>: неверный формат файла.' for 10 000 ms. */
export const WRONG_FORMAT_TOAST_MS = 10_000;
