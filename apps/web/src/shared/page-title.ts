import { useEffect } from 'react';
import { i18n } from './i18n/index.ts';

/** The company name from company params; empty means the app's name in the current language. */
let companyTitle = '';

const baseTitle = (): string => companyTitle || i18n.t('app.name');

/** The section the user is in (the shell sets it for every path): the title of a screen without its own. */
let sectionTitle = '';

/** The company name from company params replaces the default base title (in the title shown now too). */
export function setBaseTitle(title: string): void {
  const suffix = ` | ${baseTitle()}`;
  companyTitle = title;
  if (typeof document === 'undefined') return;
  if (document.title.endsWith(suffix)) document.title = `${document.title.slice(0, -suffix.length)} | ${baseTitle()}`;
  else if (!document.title.includes(' | ')) document.title = pageTitle(null, null, sectionTitle);
}

/**
 * Issue 19: every screen's title is "<section> | <company>" — the shell sets the section of the
 * path (in a layout effect, so a card's own title, set after it, wins).
 */
export function setSectionTitle(section: string): void {
  sectionTitle = section;
  if (typeof document !== 'undefined') document.title = pageTitle(null, null, section);
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
    document.title = pageTitle(id, name, section);
    // Back to the section's title (the shell has already set the next path's section).
    return () => {
      document.title = pageTitle(null, null, sectionTitle);
    };
  }, [id, name, section]);
}
