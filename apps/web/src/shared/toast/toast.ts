import type { MessageInstance } from 'antd/es/message/interface';

/** Spec 1 §8/§9: type 0 success 1 s, type 1 danger 5 s, any other info 5 s; at most 3 at once. */
export const TOAST_MAX = 3;

export type ToastKind = 'success' | 'error' | 'info';

export function toastOptions(type: number): { kind: ToastKind; duration: number } {
  if (type === 0) return { kind: 'success', duration: 1 };
  if (type === 1) return { kind: 'error', duration: 5 };
  return { kind: 'info', duration: 5 };
}

export interface ToastOverrides {
  /** Seconds on screen, for the few toasts the spec gives their own time (spec 3 §5: 10 s). */
  duration?: number;
}

let api: MessageInstance | null = null;
const pending: [number, string, ToastOverrides | undefined][] = [];

type ToastCapture = (type: number, text: string, overrides?: ToastOverrides) => void;
let capture: ToastCapture | null = null;

/**
 * Tests only: from now on every toast goes to `fn` instead of the screen, so component tests
 * assert on toasts without mocking this module; `null` gives them back to the screen (the web
 * test setup does so after each file). Either way toasts still waiting for a host are dropped,
 * so one test file never sees another's.
 */
export function captureToasts(fn: ToastCapture | null): void {
  capture = fn;
  pending.length = 0;
}

/** Called once by the toast host of the app shell. */
export function registerToastApi(instance: MessageInstance | null): void {
  api = instance;
  if (api) for (const [type, text, overrides] of pending.splice(0)) toast(type, text, overrides);
}

/**
 * The one toast helper: `toast(0, t('saved'))`. Every toast goes through it, so that at most
 * 3 are on screen; `overrides.duration` changes only how long this one stays.
 */
export function toast(type: number, text: string, overrides?: ToastOverrides): void {
  if (capture) {
    // the arguments as given, so that `toHaveBeenCalledWith(type, text)` matches a call without overrides
    if (overrides) capture(type, text, overrides);
    else capture(type, text);
    return;
  }
  if (!api) {
    pending.push([type, text, overrides]);
    if (pending.length > TOAST_MAX) pending.shift();
    return;
  }
  const { kind, duration } = toastOptions(type);
  void api.open({ type: kind, content: text, duration: overrides?.duration ?? duration });
}
