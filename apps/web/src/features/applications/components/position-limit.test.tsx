import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import type { ApplicationFormValues, PositionDraft } from '../model/types.ts';
import { ApplicationForm } from './application-form.tsx';
import { TMC_TYPE } from './applications.fixture.tsx';
import { PositionBlock } from './position-block.tsx';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/toast/index.ts', () => ({ toast }));
// Fifty full rows of antd inputs are slow in jsdom; the limit is about the rows, not the fields.
vi.mock('./position-field.tsx', () => ({ PositionField: ({ name }: { name: string }) => <span data-field={name} /> }));

const wrap = (node: ReactNode) => <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>;

function Harness({ initial, onSubmit }: { initial: PositionDraft[]; onSubmit: (v: ApplicationFormValues) => Promise<unknown> }) {
  const [values, setValues] = useState<ApplicationFormValues>({ type: 1, pack: {}, snabs: initial });
  return <ApplicationForm type={TMC_TYPE} values={values} onChange={setValues} submitLabel="Создать заявку" onSubmit={onSubmit} />;
}

describe('at most 50 positions per operation (spec 1 §9)', () => {
  it('the add button stops at 50 with a clear message', () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ info: `Позиция ${i + 1}`, quantity: '1' }));
    const { rerender } = render(wrap(<PositionBlock type={TMC_TYPE} positions={rows.slice(0, 49)} onChange={() => {}} />));
    expect((screen.getByRole('button', { name: /Добавить позицию/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(wrap(<PositionBlock type={TMC_TYPE} positions={rows} onChange={() => {}} />));
    expect((screen.getByRole('button', { name: /Добавить позицию/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Не более 50 позиций за одну операцию');
  });

  it('more than 50 filled positions (a restored draft) are refused before sending', async () => {
    const onSubmit = vi.fn();
    const rows = Array.from({ length: 51 }, (_, i) => ({ info: `Позиция ${i + 1}`, quantity: '1' }));
    render(wrap(<Harness initial={rows} onSubmit={onSubmit} />));
    await userEvent.click(screen.getByRole('button', { name: 'Создать заявку' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(1, 'Не более 50 позиций за одну операцию'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
