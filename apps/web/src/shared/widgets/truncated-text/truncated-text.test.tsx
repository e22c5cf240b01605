import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TruncatedText } from './index.ts';

function sized(el: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('TruncatedText (spec: text truncation shows a tooltip when width is exceeded)', () => {
  it('cuts the text with an ellipsis', () => {
    render(<TruncatedText maxWidth={100}>Очень длинное название договора</TruncatedText>);
    const el = screen.getByText('Очень длинное название договора');
    expect(el.style.textOverflow).toBe('ellipsis');
    expect(el.style.maxWidth).toBe('100px');
  });

  it('shows the tooltip only when the width is exceeded', async () => {
    render(<TruncatedText>Короткий</TruncatedText>);
    const el = screen.getByText('Короткий');
    sized(el, 50, 100);
    await act(async () => {
      fireEvent.mouseEnter(el);
    });
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
    fireEvent.mouseLeave(el);
    sized(el, 300, 100);
    await act(async () => {
      fireEvent.mouseEnter(el);
    });
    expect(document.querySelector('[role="tooltip"]')?.textContent).toBe('Короткий');
  });
});
