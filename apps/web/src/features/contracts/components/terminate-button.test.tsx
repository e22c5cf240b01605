import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { contractRecord, json, renderTab, signIn, stubApi } from '../contracts.fixture.tsx';
import { TerminateButton } from './terminate-button.tsx';

const toasts = vi.fn();
captureToasts(toasts);

/** Spec 3 §4 "terminated": an action of the card (the state is never a field of the form). */
describe('contract terminate action', () => {
  beforeEach(() => {
    signIn();
    toasts.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, then terminates the contract and says so', async () => {
    const calls = stubApi(() => json({ id: 5, state: 'terminated' }));
    renderTab(<TerminateButton record={contractRecord} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: /Расторгнуть/ }));
    expect((await screen.findAllByText('Расторгнуть договор № Д-5/2026?')).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
    const buttons = screen.getAllByRole('button', { name: /Расторгнуть/ });
    fireEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(0, 'Договор расторгнут'));
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/documents/contracts/5/terminate']);
  });

  it('is not offered on a terminated contract or without the edit right', () => {
    const terminated = renderTab(<TerminateButton record={{ ...contractRecord, state: 'terminated' }} canEdit />);
    expect(terminated.container.querySelector('button')).toBeNull();
    terminated.unmount();
    const reader = renderTab(<TerminateButton record={contractRecord} canEdit={false} />);
    expect(reader.container.querySelector('button')).toBeNull();
  });
});
