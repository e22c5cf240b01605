import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import '../texts.ts';
import { createBody } from '../model/form-wire.ts';
import type { ApplicationFormValues } from '../model/types.ts';
import { ApplicationForm } from './application-form.tsx';
import { type FetchCall, json, pickOption, stubFetch, TMC_TYPE, wrap } from './applications.fixture.tsx';
import { FormPanel } from './form-panel.tsx';

const toast = vi.fn();
captureToasts(toast);

const USERS = [
  { value: 8, label: 'Орлов Олег' },
  { value: 3, label: 'Сидорова Анна' },
];

let calls: FetchCall[] = [];

beforeEach(() => {
  toast.mockReset();
  calls = stubFetch((url, method) => {
    if (url.startsWith('/api/autocomplete/users')) return json(USERS);
    if (url.startsWith('/api/applications/types')) return json([TMC_TYPE]);
    if (url.startsWith('/api/applications/get_data/7'))
      return json({
        pack: {
          id: 7,
          type: 1,
          type_code: 'tmc',
          form: 1,
          name: 'Заявка',
          urgent: 0,
          comment: null,
          repeats: 0,
          equipment_required: 0,
          responsible: 8,
          advance_holder: 3,
        },
        snabs: [
          {
            id: 11,
            info: 'Перчатки',
            quantity: 10,
            min_quantity: null,
            desire_quantity: null,
            unit: null,
            run: null,
            cost: null,
            links: [],
            date_want: null,
            nomenclature_id: null,
            edit: 0,
          },
        ],
        signers: [],
      });
    if (url === '/api/applications/7' && method === 'GET')
      return json({
        pack: {
          id: 7,
          name: 'Заявка',
          responsible: 8,
          responsible_fio: 'Орлов Олег',
          advance_holder: 3,
          advance_holder_fio: 'Сидорова Анна',
        },
        allow_invoices: 1,
        block_pack_repeat: 0,
        nd: 0,
      });
    if (url === '/api/applications/7' && method === 'PATCH') return json({ id: 7, result: true });
    return json([]);
  });
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ onSubmit }: { onSubmit: (v: ApplicationFormValues) => Promise<unknown> }) {
  const [values, setValues] = useState<ApplicationFormValues>({ type: 1, pack: {}, snabs: [{ info: 'Очки', quantity: '2' }] });
  return <ApplicationForm type={TMC_TYPE} values={values} onChange={setValues} submitLabel="Создать заявку" onSubmit={onSubmit} />;
}

describe('application form: responsible and advance holder (pack[responsible], pack[advance_holder])', () => {
  it('both are picked from the users look-up and sent in pack[...]', async () => {
    const onSubmit = vi.fn(async (_v: ApplicationFormValues) => undefined);
    render(wrap(<Harness onSubmit={onSubmit} />));
    await pickOption('Ответственный', 'Орлов Олег');
    await pickOption('Подотчётное лицо', 'Сидорова Анна');
    expect(calls.filter((c) => c.url.startsWith('/api/autocomplete/users'))).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Создать заявку' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0][0];
    expect(values.pack).toMatchObject({ responsible: 8, advance_holder: 3 });
    expect(createBody(values, TMC_TYPE, false).pack).toMatchObject({ responsible: 8, advance_holder: 3, type: 1 });
  });

  it('edit shows the chosen people by name and sends a cleared responsible as null', async () => {
    render(wrap(<FormPanel packId={7} mode="edit" onClose={() => {}} />));
    await screen.findByLabelText('Название');
    await waitFor(() => expect(screen.getByText('Орлов Олег')).toBeTruthy());
    expect(screen.getByText('Сидорова Анна')).toBeTruthy();
    const clear = screen
      .getByRole('combobox', { name: 'Ответственный' })
      .closest('.ant-select')
      ?.querySelector('.ant-select-clear') as HTMLElement;
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(screen.queryByText('Орлов Олег')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')?.body as { pack: Record<string, unknown> };
    expect(patch.pack.responsible).toBeNull();
    expect(patch.pack.advance_holder).toBe(3);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Изменения сохранены'));
  });
});
