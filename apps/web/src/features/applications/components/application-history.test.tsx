import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/index.ts';
import '../texts.ts';
import { ApplicationHistory } from './application-history.tsx';
import { json, positionFixture, stubFetch, wrap } from './applications.fixture.tsx';

const row = (id: number, field: string, old_value: string | null, new_value: string | null) => ({
  id,
  date_add: '2026-03-10 09:05',
  who_add_fio: 'Иванов Иван',
  who_add_avatar: null,
  field,
  old_value,
  new_value,
});

const HISTORY = [
  row(7, 'snab.12.status', 'active', 'success'),
  row(6, 'signers', '[3]', '[3,5]'),
  row(5, 'responsible', null, '5'),
  row(4, 'repeats', '0', '1'),
  row(3, 'invoice.44.sum', '100', '1234567.5'),
  row(2, 'status', 'active', 'delete'),
  row(1, 'create', null, 'Бумага для офиса'),
];

const USERS: Record<string, string> = { '3': 'Петров Пётр', '5': 'Сидорова Анна' };

function stubServer() {
  return stubFetch((url) => {
    if (url.includes('/history/applications/301')) return json({ items: HISTORY, next_cursor: null });
    const user = /\/users\/(\d+)/.exec(url)?.[1];
    if (user) return json({ id: Number(user), fio: USERS[user] });
    return json({}, 404);
  });
}

const positions = [positionFixture({ id: 12, info: 'Бумага A4' })];

describe('ApplicationHistory: the application history in words (issue 19)', () => {
  afterEach(() => void i18n.changeLanguage('ru'));

  /** The tab's text with runs of white space as one space. */
  const text = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

  it('labels every row in Russian: actions, positions by name, statuses, users, flags and money', async () => {
    stubServer();
    render(wrap(<ApplicationHistory packId={301} positions={positions} />));
    await waitFor(() => expect(text()).toContain('Ответственный: пусто Сидорова Анна'));
    await waitFor(() => expect(text()).toContain('Подписанты: Петров Пётр Петров Пётр, Сидорова Анна'));
    expect(text()).toContain('Создано: «Бумага для офиса»');
    expect(text()).toContain('Позиция «Бумага A4»: Статус: На рассмотрении Одобрена');
    expect(text()).toContain('Статус: На рассмотрении Удалена');
    expect(text()).toContain('Подписанты: Петров Пётр Петров Пётр, Сидорова Анна');
    expect(text()).toContain('Ответственный: пусто Сидорова Анна');
    expect(text()).toContain('Повторяющаяся: Нет Да');
    expect(text()).toContain('Счёт №44: Сумма: 100,00 ₽ 1 234 567,50 ₽');
    // No raw wire keys are left on screen.
    for (const raw of ['create', 'snab.12', 'signers', 'invoice.44', 'repeats', 'success', '№3', '№5']) expect(text()).not.toContain(raw);
  });

  it('speaks English after the switch', async () => {
    await i18n.changeLanguage('en');
    stubServer();
    render(wrap(<ApplicationHistory packId={301} positions={positions} />));
    await waitFor(() => expect(text()).toContain('Signers: Петров Пётр Петров Пётр, Сидорова Анна'));
    expect(text()).toContain('Created: «Бумага для офиса»');
    expect(text()).toContain('Position “Бумага A4”: Status: Under review Approved');
    expect(text()).toContain('Invoice #44: Sum: 100.00 ₽ 1,234,567.50 ₽');
    expect(text()).toContain('Repeating: No Yes');
  });
});
