import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../toast/toast.ts';
import { EditableText } from './index.ts';

const toast = vi.fn();
captureToasts(toast);

const edit = () => fireEvent.click(screen.getByRole('button', { name: 'name' }));
const field = () => screen.getByRole('textbox', { name: 'name' }) as HTMLInputElement;

describe('EditableText (spec §4 inline rename, §5 "Editable text", §9 max-length toast throttle)', () => {
  beforeEach(() => vi.mocked(toast).mockClear());
  afterEach(() => vi.useRealTimers());

  it('Enter saves the changed text', () => {
    const onSave = vi.fn();
    render(<EditableText aria-label="name" value="Старое" onSave={onSave} hasRights />);
    edit();
    fireEvent.change(field(), { target: { value: '  Новое ' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('Новое');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('Esc cancels without saving (and the blur that follows does not save)', () => {
    const onSave = vi.fn();
    render(<EditableText aria-label="name" value="Старое" onSave={onSave} hasRights />);
    edit();
    fireEvent.change(field(), { target: { value: 'Новое' } });
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Старое')).toBeTruthy();
  });

  it('blur saves', () => {
    const onSave = vi.fn();
    render(<EditableText aria-label="name" value="Старое" onSave={onSave} hasRights />);
    edit();
    fireEvent.change(field(), { target: { value: 'Новое' } });
    fireEvent.blur(field());
    expect(onSave).toHaveBeenCalledWith('Новое');
  });

  it('emits only when changed and, when required, non-empty', () => {
    const onSave = vi.fn();
    const { rerender } = render(<EditableText aria-label="name" value="Старое" onSave={onSave} hasRights />);
    edit();
    fireEvent.keyDown(field(), { key: 'Enter' });
    edit();
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
    rerender(<EditableText aria-label="name" value="Старое" onSave={onSave} hasRights required={false} />);
    edit();
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('');
  });

  it('truncates to the max length and warns with a toast at most once per second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T10:00:00'));
    render(<EditableText aria-label="name" value="" onSave={() => {}} hasRights maxLength={5} />);
    edit();
    fireEvent.change(field(), { target: { value: 'abcdefgh' } });
    expect(field().value).toBe('abcde');
    expect(toast).toHaveBeenCalledWith(1, 'Превышена максимальная длина: 5 символов');
    vi.advanceTimersByTime(500);
    fireEvent.change(field(), { target: { value: 'abcdefx' } });
    expect(toast).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    fireEvent.change(field(), { target: { value: 'abcdefy' } });
    expect(toast).toHaveBeenCalledTimes(2);
  });

  it('is read-only without rights', () => {
    render(<EditableText aria-label="name" value="Текст" onSave={() => {}} hasRights={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByText('Текст'));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
