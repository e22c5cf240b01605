import { SECTION_ROUTES, type SectionRoute, sectionAllowed, sectionForPath } from '@app/contracts';

/** Side-menu sections: shown in the menu, built, and allowed to the user. */
export function menuSections(user: { type: number; permits: Record<string, number> } | null): SectionRoute[] {
  if (!user) return [];
  return SECTION_ROUTES.filter((s) => s.menu && s.built && !s.public && sectionAllowed(user, s));
}

/** The menu key of the section the address belongs to. */
export function selectedSection(pathname: string): string {
  return sectionForPath(pathname)?.path ?? '/';
}
