import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import type { ApplicationFormValues } from '../model/types.ts';
import { ApplicationForm } from './application-form.tsx';
import { TMC_TYPE } from './applications.fixture.tsx';

/** The form keeps its values in react-hook-form (decision 013) while the page keeps the draft. */

const DRAFT: ApplicationFormValues = { type: 1, pack: { name: 'Черновик' }, snabs: [{ info: 'Перчатки', quantity: '4' }] };

function Page({
  onPage,
  onSubmit,
}: {
  onPage: (v: ApplicationFormValues) => void;
  onSubmit: (v: ApplicationFormValues) => Promise<unknown>;
}) {
  const [values, setValues] = useState<ApplicationFormValues>({ type: 1, pack: {}, snabs: [{}] });
  const change = (v: ApplicationFormValues) => {
    onPage(v);
    setValues(v);
  };
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <button type="button" onClick={() => setValues(DRAFT)}>
        restore
      </button>
      <ApplicationForm type={TMC_TYPE} values={values} onChange={change} submitLabel="Создать заявку" onSubmit={onSubmit} />
    </QueryClientProvider>
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
});

describe('application form values', () => {
  it('hands each change to the page, takes a restored draft from it and submits what is shown', async () => {
    const onPage = vi.fn();
    const onSubmit = vi.fn(async () => undefined);
    render(<Page onPage={onPage} onSubmit={onSubmit} />);
    const name = screen.getByLabelText('Название') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Инструмент' } });
    await waitFor(() => expect(onPage).toHaveBeenLastCalledWith(expect.objectContaining({ pack: { name: 'Инструмент' } })));

    fireEvent.click(screen.getByRole('button', { name: 'restore' }));
    await waitFor(() => expect(name.value).toBe('Черновик'));
    fireEvent.click(screen.getByRole('button', { name: 'Создать заявку' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ pack: { name: 'Черновик' }, snabs: [expect.objectContaining({ info: 'Перчатки' })] }),
    );
  });
});
