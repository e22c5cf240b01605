import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import '../texts.ts';
import { FormPanel } from './form-panel.tsx';

const toast = vi.fn();
captureToasts(toast);

const TYPES = [{ id: 1, value: 1, code: 'tmc', label: 'ТМЦ', form: 1, type: 1, position_type: 'other', for_equipment: 0 }];
const position = (id: number, info: string, edit: number) => ({
  id,
  info,
  article: null,
  for_use: null,
  quantity: 10,
  min_quantity: null,
  desire_quantity: null,
  unit: null,
  unit_param: null,
  delivery: null,
  main_comment: null,
  dv_work_name: null,
  dv_work_type: null,
  equipment_id: null,
  run: null,
  cost: '1500.50',
  links: [],
  date_want: '05.03.2031',
  nomenclature_id: null,
  statusName: edit ? 'active' : 'success',
  edit,
});

function serve(snabs: ReturnType<typeof position>[]) {
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/api/applications/types')) return json(TYPES);
      if (url.startsWith('/api/applications/get_data/7'))
        return json({
          pack: { id: 7, type: 1, type_code: 'tmc', form: 1, name: 'Заявка', urgent: 0, comment: null, repeats: 0, equipment_required: 0 },
          snabs,
          signers: [],
        });
      if (url === '/api/applications/7' && init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        return json({ id: 7, result: true });
      }
      return json([]);
    }),
  );
  return patches;
}

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <FormPanel packId={7} mode="edit" onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => toast.mockReset());

describe('Edit panel of a signed application (spec 2 §4: positions editable only on review)', () => {
  it('renaming sends only the pack fields; positions past review are read-only and left out', async () => {
    const patches = serve([position(11, 'Перчатки', 0), position(12, 'Каска', 0)]);
    renderPanel();
    const name = await screen.findByLabelText('Название');
    expect(screen.getAllByTestId('position-locked')).toHaveLength(2);
    expect(screen.getAllByText('Редактирование доступно только на статусе «На рассмотрении»')).toHaveLength(2);
    const infos = screen.getAllByLabelText('Наименование') as HTMLInputElement[];
    expect(infos.map((i) => [i.value, i.disabled])).toEqual([
      ['Перчатки', true],
      ['Каска', true],
    ]);
    fireEvent.change(name, { target: { value: 'Новое имя' } });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ pack: expect.objectContaining({ name: 'Новое имя' }), snabs: [] });
  });

  it('on review: only the changed position goes, with its id and the changed field', async () => {
    const patches = serve([position(11, 'Перчатки', 1), position(12, 'Каска', 1)]);
    renderPanel();
    await screen.findByLabelText('Название');
    expect(screen.queryByTestId('position-locked')).toBeNull();
    const quantities = screen.getAllByLabelText('Количество') as HTMLInputElement[];
    expect(quantities[1].value).toBe('10');
    fireEvent.change(quantities[1], { target: { value: '12' } });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect((patches[0] as { snabs: unknown[] }).snabs).toEqual([{ id: 12, quantity: '12' }]);
  });
});
