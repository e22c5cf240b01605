import { act, render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MAX, toast, toastOptions } from './toast.ts';
import { ToastHost } from './toast-host.tsx';

describe('toast options (spec 1 §8)', () => {
  it('type 0 is success for 1 s, type 1 danger for 5 s, others info for 5 s', () => {
    expect(toastOptions(0)).toEqual({ kind: 'success', duration: 1 });
    expect(toastOptions(1)).toEqual({ kind: 'error', duration: 5 });
    expect(toastOptions(2)).toEqual({ kind: 'info', duration: 5 });
    expect(toastOptions(7)).toEqual({ kind: 'info', duration: 5 });
    expect(TOAST_MAX).toBe(3);
  });
});

describe('toast host', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // No motion: happy-dom fires no animation events, so leaving toasts would linger.
  const renderHost = () =>
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ToastHost />
      </ConfigProvider>,
    );
  const notices = () => Array.from(document.querySelectorAll('.ant-message-notice'));

  it('shows at most 3 toasts at once, the newest ones', async () => {
    renderHost();
    await act(async () => {
      for (let i = 1; i <= 5; i++) toast(2, `info ${i}`);
      await vi.advanceTimersByTimeAsync(50);
    });
    const texts = notices().map((n) => n.textContent);
    expect(texts).toHaveLength(3);
    expect(texts).toEqual(['info 3', 'info 4', 'info 5']);
  });

  it('hides a success toast after 1 s and keeps a danger toast until 5 s', async () => {
    renderHost();
    await act(async () => {
      toast(0, 'saved');
      toast(1, 'failed');
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(notices().map((n) => n.textContent)).toEqual(['saved', 'failed']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(notices().map((n) => n.textContent)).toEqual(['failed']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(notices()).toHaveLength(0);
  });

  it('a toast with its own duration (10 s) stays that long and still counts towards the 3-toast limit', async () => {
    renderHost();
    await act(async () => {
      toast(1, 'a.exe: неверный формат файла.', { duration: 10 });
      toast(1, 'b.exe: неверный формат файла.', { duration: 10 });
      toast(2, 'info 1');
      toast(2, 'info 2');
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(notices().map((n) => n.textContent)).toEqual(['b.exe: неверный формат файла.', 'info 1', 'info 2']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(notices().map((n) => n.textContent)).toEqual(['b.exe: неверный формат файла.']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(notices()).toHaveLength(0);
  });
});
