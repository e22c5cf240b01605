import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';
import type { ApplicationType, PositionView } from '../model/types.ts';

/** Test-only pieces shared by the applications component tests. */

/** A JSON answer of the stubbed `fetch`. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A call the stubbed `fetch` got: a FormData body as is, a JSON one parsed. */
export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null || body === '') return null;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Stubs the global `fetch` with `respond`; answers the list the calls are recorded in. */
export function stubFetch(respond: (url: string, method: string, body: unknown) => Response | Promise<Response>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { url, method: init?.method ?? 'GET', body: readBody(init?.body) };
      calls.push(call);
      return respond(call.url, call.method, call.body);
    }),
  );
  return calls;
}

/** The goods (ТМЦ) application type as `GET applications/types` answers it: form 1, free-text positions. */
export const TMC_TYPE: ApplicationType = {
  id: 1,
  value: 1,
  code: 'tmc',
  label: 'ТМЦ',
  name: 'ТМЦ',
  form: 1,
  type: 1,
  position_type: 'other',
  for_equipment: 0,
  options: null,
};

/** The providers the components need: queries without retries and a router. */
export const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter>{node}</MemoryRouter>
  </QueryClientProvider>
);

export const positionStatus = (code: string, name = code): PositionView['status'] => ({ id: code, code, name, color: null, icon: null });

/** A position of application 4 (the tests' card): `Позиция {id}`, 1 pc, active, not in an invoice, unless `patch` says otherwise. */
export const positionFixture = (patch: Partial<PositionView> & Pick<PositionView, 'id'>): PositionView => ({
  snab_id: patch.id,
  _innerId: patch.id,
  pack_id: 4,
  pack_code: 'tmc',
  part_id: null,
  partitions: 0,
  some_parts: 0,
  unit_param: null,
  delivery: null,
  equipment_id: null,
  photo: null,
  nomenclature_id: null,
  responsible: null,
  responsible_fio: null,
  explanation: null,
  edit: 0,
  number: patch.id,
  info: `Позиция ${patch.id}`,
  for_use: null,
  quantity: 1,
  min_quantity: null,
  desire_quantity: null,
  unit: null,
  unit_name: null,
  main_comment: null,
  dv_work_name: null,
  dv_work_type: null,
  equipment_name: null,
  run: null,
  cost: null,
  date_want: null,
  invoice_id: null,
  status: positionStatus('active'),
  statusName: 'active',
  files: [],
  ...patch,
});

/** Picks `option` in the antd select labelled `label`. */
export async function pickOption(label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(box);
  // The option in this select's own dropdown (another one may still be closing).
  const node = await waitFor(() => {
    const listId = box.getAttribute('aria-controls');
    const dropdown = listId ? document.getElementById(listId)?.closest('.ant-select-dropdown') : null;
    const found = dropdown?.querySelector(`.ant-select-item-option[title="${option}"]`);
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  // The dropdown may still be in its opening animation (pointer-events: none).
  await userEvent.setup({ pointerEventsCheck: 0 }).click(node);
}
