import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../shared/toast/toast.ts';
import { json, stubApi } from './contracts.fixture.tsx';
import { contractPrefill, contractsOverrides } from './overrides.tsx';

const toasts = vi.fn();
captureToasts(toasts);

/** `/contracts/add?contractId=N&as=…` (spec 1 §2 "add (query contractId)"): the create form's prefill. */
describe('contract create prefill', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the template of an agreement by default, of a copy with as=copy; nothing without contractId', async () => {
    const calls = stubApi(({ url }) =>
      url.pathname.endsWith('/template')
        ? json({ kind: url.searchParams.get('as') === 'copy' ? 'contract' : 'agreement', parent_id: 5, type_id: 2 })
        : json({ id: 5, number: 'ДР-5', type_id: 2, type_id_name: 'Подряд' }),
    );
    // The selects get their labels from the source contract (the template has bare ids).
    expect(await contractPrefill(new URLSearchParams('contractId=5'))).toEqual({
      kind: 'agreement',
      parent_id: 5,
      parent_id_name: 'ДР-5',
      type_id: 2,
      type_id_name: 'Подряд',
    });
    const templates = calls.filter((c) => c.url.pathname.endsWith('/template'));
    expect(templates[0].url.pathname).toBe('/api/documents/contracts/5/template');
    expect(templates[0].url.searchParams.get('as')).toBe('agreement');
    expect(calls.some((c) => c.url.pathname === '/api/documents/contracts/5')).toBe(true);
    await contractPrefill(new URLSearchParams('contractId=5&as=copy'));
    expect(calls.filter((c) => c.url.pathname.endsWith('/template'))[1].url.searchParams.get('as')).toBe('copy');
    expect(await contractPrefill(new URLSearchParams('contractId=abc'))).toBeUndefined();
    expect(calls).toHaveLength(4);
  });

  it('a refused template is told and leaves the form empty', async () => {
    stubApi(() => json({ message: 'Договор не найден' }, 404));
    expect(await contractPrefill(new URLSearchParams('contractId=9'))).toBeUndefined();
    expect(toasts).toHaveBeenCalledWith(1, 'Договор не найден');
  });

  it('the lawyers’ registry lists with registry=1; both views have the card tabs in order', () => {
    expect(contractsOverrides('registry').listQuery).toEqual({ registry: '1' });
    expect(contractsOverrides('main').listQuery).toBeUndefined();
    expect(contractsOverrides('main').cardTabs?.map((tab) => tab.key)).toEqual([
      'works',
      'acts',
      'signers',
      'equipment',
      'invoices',
      'documents',
      'agreements',
    ]);
  });
});
