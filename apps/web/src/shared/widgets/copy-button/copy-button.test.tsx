import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../toast/toast.ts';
import { CopyButton, copyToClipboard } from './index.ts';

const toast = vi.fn();
captureToasts(toast);

describe('CopyButton (spec §8 copy success toasts, copy fallback)', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('copies and shows the success toast for a text, a link and a number', async () => {
    await copyToClipboard('abc');
    expect(writeText).toHaveBeenCalledWith('abc');
    expect(toast).toHaveBeenLastCalledWith(0, 'Текст скопирован');
    await copyToClipboard('https://x.org', 'link');
    expect(toast).toHaveBeenLastCalledWith(0, 'Ссылка скопирована');
    await copyToClipboard('42', 'number');
    expect(toast).toHaveBeenLastCalledWith(0, 'Номер скопирован');
  });

  it('the button copies its text', async () => {
    render(<CopyButton text="INV-42" kind="number" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Копировать' }));
    });
    expect(writeText).toHaveBeenCalledWith('INV-42');
  });

  it('falls back to a prompt asking to press Ctrl+C when the clipboard API fails', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const prompt = vi.fn(() => null);
    vi.stubGlobal('prompt', prompt);
    expect(await copyToClipboard('secret')).toBe(false);
    expect(prompt).toHaveBeenCalledWith(expect.stringContaining('Ctrl+C'), 'secret');
    expect(toast).not.toHaveBeenCalled();
  });

  it('falls back to the prompt without a clipboard API', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const prompt = vi.fn(() => null);
    vi.stubGlobal('prompt', prompt);
    await copyToClipboard('x');
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
