import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import '../texts.ts';
import type { ApplicationFormValues } from '../model/types.ts';
import { ApplicationForm } from './application-form.tsx';
import { TMC_TYPE } from './applications.fixture.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { UrgentControls } from './urgent-controls.tsx';

const toast = vi.fn();
captureToasts(toast);

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{node}</QueryClientProvider>
);

function Harness({ initial, onSubmit }: { initial: ApplicationFormValues; onSubmit: (v: ApplicationFormValues) => Promise<unknown> }) {
  const [values, setValues] = useState(initial);
  return <ApplicationForm type={TMC_TYPE} values={values} onChange={setValues} submitLabel="Создать заявку" onSubmit={onSubmit} />;
}

beforeEach(() => {
  toast.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
});

describe('application form submit rules (spec 1 §5, spec 2)', () => {
  it('without a position: the position.atLeastOne message, nothing sent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(wrap(<Harness initial={{ type: 1, pack: {}, snabs: [{}] }} onSubmit={onSubmit} />));
    await userEvent.click(screen.getByRole('button', { name: 'Создать заявку' }));
    expect(toast).toHaveBeenCalledWith(1, 'Добавьте хотя бы одну позицию');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an unfilled position warns once; the second press sends', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(wrap(<Harness initial={{ type: 1, pack: {}, snabs: [{ info: 'Очки' }] }} onSubmit={onSubmit} />));
    const button = screen.getByRole('button', { name: 'Создать заявку' });
    await userEvent.click(button);
    expect(await screen.findByText('Не заполнена позиция')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('sending is re-enabled after a failure', async () => {
    let fail = true;
    const onSubmit = vi.fn(async () => {
      if (fail) throw new Error('network');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(wrap(<Harness initial={{ type: 1, pack: {}, snabs: [{ info: 'Болт', quantity: '2' }] }} onSubmit={onSubmit} />));
    const button = screen.getByRole('button', { name: 'Создать заявку' });
    await userEvent.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fail = false;
    await userEvent.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});

describe('delete dialog (spec 1 §5)', () => {
  it('the delete button stays disabled while the reason is empty; the reason is trimmed', async () => {
    const onDelete = vi.fn(async () => undefined);
    render(<DeleteDialog open onCancel={() => {}} onDelete={onDelete} />);
    const ok = screen.getByRole('button', { name: 'Удалить' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    const reason = screen.getByLabelText('Причина удаления');
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(ok.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: '  Дубль  ' } });
    expect(ok.disabled).toBe(false);
    await userEvent.click(ok);
    expect(onDelete).toHaveBeenCalledWith('Дубль');
  });
});

describe('urgent checkbox (spec 1 §4–§6)', () => {
  const props = { urgent: false, repeats: false, tab: 'positions', canSetPriority: true, blockRepeat: false, deleted: false };

  it('urgent on with an empty reason: field.fillRequired toast, nothing saved; with a reason it is saved', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<UrgentControls {...props} onSave={onSave} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Срочная' }));
    await userEvent.click(await screen.findByRole('button', { name: /OK|ОК/ }));
    expect(toast).toHaveBeenCalledWith(1, 'Заполните обязательное поле');
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Причина срочности'), { target: { value: ' Горит ' } });
    await userEvent.click(screen.getByRole('button', { name: /OK|ОК/ }));
    expect(onSave).toHaveBeenCalledWith({ urgent: 1, comment: 'Горит' });
  });

  it('urgent off clears the comment', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<UrgentControls {...props} urgent onSave={onSave} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Срочная' }));
    expect(onSave).toHaveBeenCalledWith({ urgent: 0, comment: null });
  });

  it('disabled without snab_setPriority and outside the positions tab; repeat disabled by block_pack_repeat', () => {
    render(<UrgentControls {...props} canSetPriority={false} blockRepeat onSave={vi.fn()} />);
    expect((screen.getByRole('checkbox', { name: 'Срочная' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Повтор' }) as HTMLInputElement).disabled).toBe(true);
  });
});
