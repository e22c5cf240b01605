import { local } from '../../../shared/storage.ts';

/** A saved list view: its name and the list's URL query (search, filters, sort, order, columns). */
export interface SavedView {
  name: string;
  query: string;
}

/** The longest view name. */
export const VIEW_NAME_MAX = 60;

/** `registry-views:<userId>:<name>`: the user's saved views of one registry, in this browser only (no server table). */
export const viewsKey = (userId: number, registry: string) => `registry-views:${userId}:${registry}`;

export function readViews(userId: number, registry: string): SavedView[] {
  try {
    const value: unknown = JSON.parse(local.get(viewsKey(userId, registry)) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (v): v is SavedView => typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.query === 'string',
    );
  } catch {
    return [];
  }
}

export function writeViews(userId: number, registry: string, views: readonly SavedView[]): void {
  local.set(viewsKey(userId, registry), JSON.stringify(views));
}

/**
 * The message key of a bad view name (`registry.views.*`), or null: required, at most 60
 * characters once trimmed, unique in the registry (case-insensitive) except for the view
 * being renamed.
 */
export function viewNameError(name: string, views: readonly SavedView[], renaming?: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'registry.views.nameRequired';
  if (trimmed.length > VIEW_NAME_MAX) return 'registry.views.nameTooLong';
  const lower = trimmed.toLowerCase();
  if (views.some((v) => v.name.toLowerCase() === lower && v.name !== renaming)) return 'registry.views.nameTaken';
  return null;
}
