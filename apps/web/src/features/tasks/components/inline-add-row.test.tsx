import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { withProviders } from '../test-fixtures.tsx';
import { InlineAddRow } from './inline-add-row.tsx';

describe('inline add row keyboard rules (spec 2 §2)', () => {
  it('Enter submits the name with the board; the input is emptied', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async () => ({ ticket: { id: 99 }, not_board_users: [], add_to_board: false }));
    render(withProviders(<InlineAddRow boardId={4} create={create} />));
    const input = screen.getByLabelText('Новая задача') as HTMLInputElement;
    await user.type(input, '  Купить бумагу {Enter}');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ name: 'Купить бумагу', board_id: 4, priority: 2, performers: [] }));
    expect(input.value).toBe('');
  });

  it('Escape clears the input; an empty name is not sent', async () => {
    const user = userEvent.setup();
    const create = vi.fn();
    render(withProviders(<InlineAddRow boardId={4} create={create} />));
    const input = screen.getByLabelText('Новая задача') as HTMLInputElement;
    await user.type(input, 'Черновик');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('');
    await user.type(input, '   {Enter}');
    expect(create).not.toHaveBeenCalled();
  });

  it('a subtask row sends the parent', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async () => ({ ticket: { id: 100 }, not_board_users: [], add_to_board: false }));
    render(withProviders(<InlineAddRow boardId={4} parentId={7} create={create} />));
    await user.type(screen.getByLabelText('Новая подзадача'), 'Шаг 1{Enter}');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ parent_id: 7 }));
  });
});
