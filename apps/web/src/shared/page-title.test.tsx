import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n/index.ts';
import { pageTitle, setBaseTitle, setSectionTitle, usePageTitle } from './page-title.ts';

function Card({ id, name }: { id: number; name: string }) {
  usePageTitle(id, name, 'Задачи');
  return null;
}

describe('page title (spec 1 §2)', () => {
  afterEach(async () => {
    setSectionTitle('');
    setBaseTitle('');
    await i18n.changeLanguage('ru');
  });

  it('the base title is the app name through i18n, in the current language', async () => {
    expect(pageTitle(null, null, null)).toBe('Бэк-офис');
    await i18n.changeLanguage('en');
    expect(pageTitle(null, null, null)).toBe('Back office');
  });

  it('the company name replaces the base title', () => {
    setBaseTitle('ООО «Ромашка»');
    expect(pageTitle(12, 'Счёт', 'Заявки')).toBe('№12 Счёт — Заявки | ООО «Ромашка»');
    setBaseTitle('');
    expect(pageTitle(12, null, 'Заявки')).toBe('№12 — Заявки | Бэк-офис');
  });

  it('carries the card id, name and section while the card is open, and restores the title after', () => {
    document.title = 'Бэк-офис';
    const view = render(<Card id={7} name="Замена масла" />);
    expect(document.title).toBe('№7 Замена масла — Задачи | Бэк-офис');
    view.unmount();
    expect(document.title).toBe('Бэк-офис');
  });

  it('every screen without its own title shows "<section> | <company>"; a card wins over it and hands back to it', () => {
    setBaseTitle('ООО «Ромашка»');
    setSectionTitle('Пользователи');
    expect(document.title).toBe('Пользователи | ООО «Ромашка»');
    const view = render(<Card id={7} name="Замена масла" />);
    expect(document.title).toBe('№7 Замена масла — Задачи | ООО «Ромашка»');
    setSectionTitle('Рабочий стол');
    view.unmount();
    expect(document.title).toBe('Рабочий стол | ООО «Ромашка»');
  });

  it("the company name arriving later replaces the base in the title shown, a card's too", () => {
    setSectionTitle('Задачи');
    const view = render(<Card id={3} name="Сверка" />);
    expect(document.title).toBe('№3 Сверка — Задачи | Бэк-офис');
    setBaseTitle('ООО «Ромашка»');
    expect(document.title).toBe('№3 Сверка — Задачи | ООО «Ромашка»');
    view.unmount();
  });
});
