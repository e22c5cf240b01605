import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberOrder } from '../model/record-order.ts';
import { definition, jsonReply, kitReply, partnerRow, renderAt, signIn, stubFetch } from '../registry.fixture.tsx';
import { RegistryCardPage } from './card-page.tsx';

vi.mock('../../../shared/widgets/chat/index.ts', () => ({ Chat: () => null, useObjectRoom: () => {} }));
vi.mock('../../../shared/toast/index.ts', () => ({ toast: vi.fn() }));

const location = () => screen.getByTestId('location').textContent ?? '';

/** The card's PageUp / PageDown through the list it came from, and the override slots. */
describe('registry card paging and overrides', () => {
  beforeEach(() => {
    sessionStorage.clear();
    signIn();
    stubFetch((url) => {
      const kit = kitReply(url);
      if (kit) return kit;
      const id = Number(url.pathname.split('/').at(-1));
      return jsonReply(
        partnerRow({ id, name: `Партнёр ${id}`, bank_name: 'ПАО Сбербанк', bik: '044525225', account: '40702810938000000001' }),
      );
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('PageDown / PageUp open the next / previous record of the list, not while typing', async () => {
    rememberOrder('partners', [5, 7, 9]);
    renderAt('/partners/7', '/partners/:id', <RegistryCardPage definition={definition} />);
    await screen.findByRole('heading', { name: 'Партнёр 7' });
    expect(screen.getByText('2 из 3')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    await screen.findByRole('heading', { name: 'Партнёр 9' });
    expect(location()).toBe('/partners/9');
    expect((screen.getByRole('button', { name: /Следующая запись/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document.body, { key: 'PageDown' }); // the last one: stays
    fireEvent.keyDown(document.body, { key: 'PageUp' });
    await waitFor(() => expect(location()).toBe('/partners/7'));

    fireEvent.click(screen.getByRole('button', { name: /Изменить/ }));
    const address = await screen.findByLabelText('Адрес');
    fireEvent.keyDown(address, { key: 'PageDown' });
    fireEvent.keyDown(document.body, { key: 'PageDown' }); // the form is open: no paging
    expect(location()).toBe('/partners/7');
  });

  it('has no paging when the card was not opened from a list', async () => {
    renderAt('/partners/7', '/partners/:id', <RegistryCardPage definition={definition} />);
    await screen.findByRole('heading', { name: 'Партнёр 7' });
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    expect(location()).toBe('/partners/7');
    expect(screen.queryByRole('button', { name: /Следующая запись/ })).toBeNull();
  });

  it('renders the section tab, action and a hand-written card from the override slots', async () => {
    const onClick = vi.fn();
    const { unmount } = renderAt(
      '/partners/7',
      '/partners/:id',
      <RegistryCardPage
        definition={definition}
        overrides={{
          cardTabs: [
            {
              key: 'bank',
              label: { ru: 'Банк', en: 'Bank' },
              render: ({ record, canEdit }) => <p>{`${String(record.bank_name)}, ${canEdit}`}</p>,
            },
          ],
          columns: [],
          actions: [{ key: 'act', label: { ru: 'Позвонить', en: 'Call' }, onClick }],
        }}
      />,
    );
    await screen.findByRole('heading', { name: 'Партнёр 7' });
    // The tab list is the list of the tabs, not the bar that also holds antd's overflow «…» button (axe aria-required-children).
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Банк' }).closest('[role="tablist"]')?.classList).toContain('ant-tabs-nav-list'),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Банк' }));
    expect(await screen.findByText('ПАО Сбербанк, true')).toBeTruthy();
    // The open tab is in the address: a redraw or a shared link keeps it.
    await waitFor(() => expect(location()).toBe('/partners/7?tab=bank'));
    fireEvent.click(screen.getByRole('tab', { name: 'Карточка' }));
    await waitFor(() => expect(location()).toBe('/partners/7'));
    fireEvent.click(screen.getByRole('button', { name: 'Позвонить' }));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ canEdit: true, record: expect.objectContaining({ id: 7 }) }));
    unmount();

    renderAt(
      '/partners/7',
      '/partners/:id',
      <RegistryCardPage
        definition={definition}
        overrides={{
          card: ({ record, actions }) => (
            <section aria-label="Своя карточка">
              {String(record.name)}
              {actions}
            </section>
          ),
        }}
      />,
    );
    const custom = await screen.findByRole('region', { name: 'Своя карточка' });
    expect(custom.textContent).toContain('Партнёр 7');
    expect(screen.getByRole('button', { name: /Изменить/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Партнёр 7' })).toBeNull();
  });

  it('opens the tab the address names, once the section tab it names has arrived', async () => {
    renderAt(
      '/partners/7?tab=bank',
      '/partners/:id',
      <RegistryCardPage
        definition={definition}
        overrides={{ cardTabs: [{ key: 'bank', label: { ru: 'Банк', en: 'Bank' }, render: () => <p>Счёт в банке</p> }] }}
      />,
    );
    await screen.findByRole('heading', { name: 'Партнёр 7' });
    expect(screen.getByRole('tab', { name: 'Банк' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Счёт в банке')).toBeTruthy();
  });

  it("labels a module's own history fields from the override slot (rooms' residents)", async () => {
    stubFetch((url) => {
      if (url.pathname.startsWith('/api/history/'))
        return jsonReply({
          items: [
            {
              id: 1,
              date_add: '2026-01-10 09:30',
              who_add_fio: 'Соколова Ирина Викторовна',
              who_add_avatar: null,
              field: 'residents',
              old_value: null,
              new_value: 'Иванов Иван Иванович',
            },
          ],
          next_cursor: null,
        });
      return kitReply(url) ?? jsonReply(partnerRow({ id: 7, name: 'Партнёр 7' }));
    });
    renderAt(
      '/partners/7',
      '/partners/:id',
      <RegistryCardPage definition={definition} overrides={{ historyFields: { residents: { ru: 'Жильцы', en: 'Residents' } } }} />,
    );
    await screen.findByRole('heading', { name: 'Партнёр 7' });
    fireEvent.click(screen.getByRole('tab', { name: /История/ }));
    expect(await screen.findByText('Жильцы')).toBeTruthy();
    expect(screen.getByText('Иванов Иван Иванович')).toBeTruthy();
  });
});
