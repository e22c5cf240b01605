import { listColumns, type RegistryDefinition } from '@app/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../../shared/realtime/realtime.fixture.ts';
import { definition, jsonReply, partnerRow, renderAt, signIn, stubFetch } from '../registry.fixture.tsx';
import { RegistryListPage } from './list-page.tsx';

fakeRealtime();

/** The registry list from the partners definition (issue 11, spec 3 §2 lists). */
describe('registry list page', () => {
  let fetch: ReturnType<typeof stubFetch>;
  const listCalls = () => fetch.calls().filter((c) => c.url.pathname === '/api/partners');
  const location = () => screen.getByTestId('location').textContent ?? '';

  beforeEach(() => {
    localStorage.clear();
    signIn();
    fetch = stubFetch((url) => {
      if (url.pathname !== '/api/partners') return jsonReply([]);
      if (url.searchParams.get('inn'))
        return jsonReply({ items: [partnerRow({ id: 2, name: 'ИП Кузнецов', type: 'entrepreneur' })], next_cursor: null, total: 1 });
      return jsonReply({ items: [partnerRow()], next_cursor: 'n1', total: '1000+' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the definition list columns, kind renderers, the capped total and the create button', async () => {
    renderAt('/partners', '/partners', <RegistryListPage definition={definition} />);
    const link = await screen.findByRole('link', { name: 'ООО «ПромСнаб»' });
    expect(link.getAttribute('href')).toBe('/partners/1');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    for (const field of listColumns(definition)) expect(headers).toContain(field.label.ru);
    expect(screen.getByText('Организация').closest('.ant-tag')).toBeTruthy();
    expect(screen.getByText('Надёжный').closest('.ant-tag')).toBeTruthy();
    expect(screen.getByText('Всего: 1000+')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Добавить/ }).getAttribute('href')).toBe('/partners/add');
    expect(listCalls()[0].url.searchParams.get('limit')).toBe('50');
  });

  it('puts a filter in the URL and in the list request, and the export link follows it', async () => {
    renderAt('/partners', '/partners', <RegistryListPage definition={definition} />);
    await screen.findByRole('link', { name: 'ООО «ПромСнаб»' });
    const inn = screen.getByRole('searchbox', { name: 'ИНН' });
    fireEvent.change(inn, { target: { value: ' 860200322421 ' } });
    fireEvent.keyDown(inn, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByRole('link', { name: 'ИП Кузнецов' });
    expect(location()).toBe('/partners?inn=860200322421');
    expect(listCalls().at(-1)?.url.searchParams.get('inn')).toBe('860200322421');
    const exportHref = screen.getByRole('link', { name: /Excel/ }).getAttribute('href') ?? '';
    expect(new URL(exportHref, 'http://x').pathname).toBe('/api/partners/export');
    expect(new URL(exportHref, 'http://x').searchParams.get('inn')).toBe('860200322421');
  });

  it('sorts on the server from a sortable header, kept in the URL', async () => {
    renderAt('/partners', '/partners', <RegistryListPage definition={definition} />);
    await screen.findByRole('link', { name: 'ООО «ПромСнаб»' });
    const rating = screen.getAllByRole('columnheader').find((h) => h.textContent === 'Рейтинг')!;
    await act(async () => {
      fireEvent.click(within(rating).getByText('Рейтинг'));
    });
    await waitFor(() => expect(location()).toBe('/partners?sort=rating&order=asc'));
    await waitFor(() => expect(listCalls().at(-1)?.url.searchParams.get('sort')).toBe('rating'));
  });

  it('hides the create button without the create permit and says when nothing was found', async () => {
    signIn(false);
    fetch = stubFetch(() => jsonReply({ items: [], next_cursor: null, total: 0 }));
    renderAt('/partners?search=zzz', '/partners', <RegistryListPage definition={definition} />);
    expect(await screen.findByText('По этим условиям ничего не найдено')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Добавить/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Сбросить фильтры' })).toBeTruthy();
  });

  it('asks the sums of a list with total fields beside its rows, with the same filters, and shows them under the list', async () => {
    const turnover = { name: 'turnover', kind: 'money', total: true, label: { ru: 'Оборот', en: 'Turnover' } } as const;
    const summed: RegistryDefinition = { ...definition, fields: [...definition.fields, turnover] };
    fetch = stubFetch((url) => {
      if (url.pathname === '/api/partners/totals') return jsonReply({ totals: { turnover: '1234567.5' } });
      return jsonReply({ items: [partnerRow()], next_cursor: null, total: 1 });
    });
    renderAt('/partners?inn=860200322421', '/partners', <RegistryListPage definition={summed} />);
    expect(await screen.findByText(/Итого \(Оборот\): 1\s234\s567,50/)).toBeTruthy();
    const sums = fetch.calls().filter((c) => c.url.pathname === '/api/partners/totals');
    expect(sums).toHaveLength(1);
    expect(sums[0].url.searchParams.get('inn')).toBe('860200322421');
    expect(listCalls()[0].url.searchParams.get('inn')).toBe('860200322421');
  });

  it('does not ask sums of a list without total fields', async () => {
    renderAt('/partners', '/partners', <RegistryListPage definition={definition} />);
    await screen.findByRole('link', { name: 'ООО «ПромСнаб»' });
    expect(fetch.calls().some((c) => c.url.pathname.endsWith('/totals'))).toBe(false);
  });
});
