import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/index.ts';
import { ScannerInput } from './scanner-input.tsx';

/** A keyboard-wedge scanner: types the code into the focused field, then presses Enter. */
function scan(input: HTMLElement, code: string) {
  fireEvent.change(input, { target: { value: code } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

describe('barcode scanner input (control, keyboard wedge)', () => {
  it('takes the focus, sends the trimmed code on Enter, empties itself and shows the answer', async () => {
    const onScan = vi.fn(async () => ({ ok: true, message: 'посчитано 3 из 5' }));
    render(<ScannerInput onScan={onScan} />);
    const input = screen.getByLabelText('Штрихкод');
    expect(document.activeElement).toBe(input);
    scan(input, '  ИН-000042 \n');
    await waitFor(() => expect(onScan).toHaveBeenCalledWith('ИН-000042'));
    expect((input as HTMLInputElement).value).toBe('');
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toContain('ИН-000042: посчитано 3 из 5'));
    expect(status.querySelector('[data-ok="true"]')).not.toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('shows the server’s refusal as an error and stays ready for the next code', async () => {
    const onScan = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(404, 'Код «XYZ» не найден', null))
      .mockResolvedValueOnce({ ok: true, message: 'добавлено' });
    render(<ScannerInput onScan={onScan} describeError={(e) => (e as Error).message} />);
    const input = screen.getByLabelText('Штрихкод');
    scan(input, 'XYZ');
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toContain('XYZ: Код «XYZ» не найден'));
    expect(status.querySelector('[data-ok="false"]')).not.toBeNull();
    scan(input, '4601234567890');
    await waitFor(() => expect(status.textContent).toContain('4601234567890: добавлено'));
    expect(status.querySelector('[data-ok="true"]')).not.toBeNull();
  });

  it('sends fast scans one after another, in the order they came', async () => {
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const onScan = vi.fn(
      (code: string) =>
        new Promise<{ ok: boolean; message: string }>((resolve) => {
          order.push(`start ${code}`);
          releases.push(() => {
            order.push(`end ${code}`);
            resolve({ ok: true, message: code });
          });
        }),
    );
    render(<ScannerInput onScan={onScan} />);
    const input = screen.getByLabelText('Штрихкод');
    scan(input, 'A1');
    scan(input, 'B2');
    await waitFor(() => expect(releases).toHaveLength(1));
    // The second code waits for the first answer.
    expect(onScan).toHaveBeenCalledTimes(1);
    releases[0]();
    await waitFor(() => expect(releases).toHaveLength(2));
    releases[1]();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('B2: B2'));
    expect(order).toEqual(['start A1', 'end A1', 'start B2', 'end B2']);
  });

  it('ignores an empty Enter and refuses an over-long code without sending it', async () => {
    const onScan = vi.fn(async () => ({ ok: true, message: '' }));
    render(<ScannerInput onScan={onScan} />);
    const input = screen.getByLabelText('Штрихкод');
    scan(input, '   ');
    scan(input, 'x'.repeat(201));
    expect(onScan).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('Код длиннее 200 символов');
  });
});
