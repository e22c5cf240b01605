import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactsDisplay, shortContact } from './index.ts';

const contacts = [
  { type: 1, value: 'ivanov@example.org' },
  { type: 2, value: '+7 (900) 123-45-67' },
  { type: '3', value: '+7 495 000-00-00' },
  { type: 1, value: 'second@example.org' },
];

describe('ContactsDisplay (spec §3 contact display, §9 contacts visible)', () => {
  it('treats type 1 as an e-mail and any other type as a phone', () => {
    render(<ContactsDisplay contacts={contacts.slice(0, 2)} />);
    expect(
      screen
        .getByText(/ivanov@example.org/)
        .closest('a')
        ?.getAttribute('href'),
    ).toBe('mailto:ivanov@example.org');
    expect(
      screen
        .getByText(/123-45-67/)
        .closest('a')
        ?.getAttribute('href'),
    ).toBe('tel:+79001234567');
  });

  it('shows 2 contacts and the rest under a +N popover', async () => {
    render(<ContactsDisplay contacts={contacts} />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '+2' }));
    });
    expect(await screen.findByText(/second@example.org/)).toBeTruthy();
    expect(
      screen
        .getByText(/495 000-00-00/)
        .closest('a')
        ?.getAttribute('href'),
    ).toBe('tel:+74950000000');
  });

  it('short form: 8 characters and an ellipsis, the full value in the title', () => {
    expect(shortContact('ivanov@example.org')).toBe('ivanov@e…');
    expect(shortContact('12345678')).toBe('12345678');
    render(<ContactsDisplay contacts={contacts.slice(0, 1)} short />);
    const link = screen.getByRole('link');
    expect(link.textContent?.trim()).toBe('ivanov@e…');
    expect(link.getAttribute('title')).toBe('ivanov@example.org');
  });
});
