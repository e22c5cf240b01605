import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { itemsOverrides } from '../overrides.tsx';
import { ItemPropertiesTab } from './item-properties-tab.tsx';

const toast = vi.fn();
captureToasts(toast);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const PROPERTIES = [
  { key: 'length', name: 'Длина, мм', type: 'number', group_id: 2, group_name: 'Болты', value: 60 },
  { key: 'coating', name: 'Покрытие', type: 'text', group_id: 1, group_name: 'Метизы', value: 'цинк' },
  { key: 'original', name: 'Оригинал', type: 'boolean', group_id: 1, group_name: 'Метизы', value: null },
];

let puts: unknown[] = [];
let answer: () => Response;

beforeEach(() => {
  puts = [];
  toast.mockReset();
  answer = () => json({ properties: PROPERTIES });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return answer();
      }
      return url === '/api/nomenclature/7/properties' ? json({ properties: PROPERTIES }) : json({}, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const wrap = (node: ReactNode) => <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>;
const record = {
  id: 7,
  status: 1,
  version: 1,
  date_add: '2026-01-10 09:30',
  who_add_name: null,
  date_edit: null,
  name: 'Болт',
  group_id: 2,
};

/** The item card's «Свойства» tab: the group's typed properties, shown or edited by type. */
describe('nomenclature item properties', () => {
  it('is a tab of the item card beside analogues and supplier prices', () => {
    expect(itemsOverrides.cardTabs?.map((tab) => tab.key)).toEqual(['properties', 'analogues', 'offers']);
  });

  it('shows the values read-only without the edit right', async () => {
    render(wrap(<ItemPropertiesTab record={record} canEdit={false} />));
    expect(await screen.findByText('Длина, мм')).toBeTruthy();
    expect(screen.getByText('60')).toBeTruthy();
    expect(screen.getByText('цинк')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });

  it('sends each value with its type, and shows a refusal in the server’s words', async () => {
    render(wrap(<ItemPropertiesTab record={record} canEdit />));
    const length = await screen.findByRole('spinbutton', { name: 'Длина, мм' });
    fireEvent.change(length, { target: { value: '75' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Покрытие' }), { target: { value: 'без покрытия' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(puts).toEqual([{ values: { length: 75, coating: 'без покрытия', original: null } }]));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(0, 'Изменения сохранены'));

    answer = () => json({ message: 'Неверные данные', errors: { values: ['«Длина, мм»: введите число'] } }, 422);
    fireEvent.click(await screen.findByRole('button', { name: /Сохранить/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('«Длина, мм»: введите число');
  });

  it('says where properties come from when the item has none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ properties: [] })),
    );
    render(wrap(<ItemPropertiesTab record={{ ...record, group_id: null }} canEdit />));
    expect(await screen.findByText('Товар не входит в группу: свойства задаются группами')).toBeTruthy();
  });
});
