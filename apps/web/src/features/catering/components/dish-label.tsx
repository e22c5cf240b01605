import { DISH_CATEGORIES, DISH_UNITS } from '@app/contracts';
import { useLanguage } from '../../../shared/i18n/index.ts';

/** A dish's category in the interface language. */
export function useCategoryLabel(): (value: string) => string {
  const [lang] = useLanguage();
  return (value) => DISH_CATEGORIES.find((c) => c.value === value)?.[lang] ?? value;
}

/** "300 г" / "300 ml". */
export function usePortionLabel(): (portion: number | null, unit: string) => string {
  const [lang] = useLanguage();
  return (portion, unit) => (portion === null ? '' : `${portion} ${DISH_UNITS.find((u) => u.value === unit)?.[lang] ?? unit}`);
}

/** Rows grouped by category, in the menu's order (the server sorts them). */
export function byCategory<T extends { category: string }>(rows: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.category, [...(groups.get(row.category) ?? []), row]);
  return [...groups];
}
