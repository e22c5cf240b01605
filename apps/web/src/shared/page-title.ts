import { useEffect } from 'react';
import { i18n } from './i18n/index.ts';

/** The company name from company params; empty means the app's name in the current language. */
let companyTitle = '';

const baseTitle = (): string => companyTitle || i18n.t('app.name');

/** The company name from company params replaces the default base title. */
export function setBaseTitle(title: string): void {
  companyTitle = title;
  if (typeof document !== 'undefined' && !document.title.includes(' | ')) document.title = baseTitle();
}

export function pageTitle(
  id: number | string | null | undefined,
  name: string | null | undefined,
  section: string | null | undefined,
): string {
  const head = [id != null && id !== '' ? `№${id}` : '', name ?? ''].filter(Boolean).join(' ');
  const parts = [head, section ?? ''].filter(Boolean);
  return parts.length ? `${parts.join(' — ')} | ${baseTitle()}` : baseTitle();
}

/** Spec 1 §2: while a card is open the page title carries its id, name and section. */
export function usePageTitle(
  id: number | string | null | undefined,
  name: string | null | undefined,
  section: string | null | undefined,
): void {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(id, name, section);
    return () => {
      document.title = previous;
    };
  }, [id, name, section]);
}
