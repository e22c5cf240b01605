import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScanInput } from './scan-input.tsx';

/** A keyboard-wedge scanner types the code and presses Enter. */
describe('scanner input', () => {
  it('hands over the scanned code on Enter, trimmed and without control characters, and clears for the next scan', () => {
    const onScan = vi.fn();
    render(<ScanInput onScan={onScan} autoFocus />);
    const input = screen.getByRole('textbox', { name: 'Штрихкод' }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: ' 4601234567890\u001d ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onScan).toHaveBeenCalledWith('4601234567890');
    expect(input.value).toBe('');
  });

  it('ignores an empty Enter and does not submit a surrounding form', () => {
    const onScan = vi.fn();
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <ScanInput onScan={onScan} />
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Штрихкод' });
    fireEvent.change(input, { target: { value: '   ' } });
    const event = fireEvent.keyDown(input, { key: 'Enter' });
    expect(event).toBe(false); // default prevented
    expect(onScan).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
