import { listColumns, type RegistryDefinition } from '@app/contracts';
import { useState } from 'react';
import { local, STORAGE_KEYS } from '../../../shared/storage.ts';

const keyOf = (registry: string) => `${STORAGE_KEYS.registryColumns}:${registry}`;

/** The URL parameter of the shown columns, set only when they differ from the user's stored default. */
export const COLUMNS_PARAM = 'columns';

function readHidden(registry: string): string[] {
  try {
    const value: unknown = JSON.parse(local.get(keyOf(registry)) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The list columns the user hid by default, kept per registry in localStorage. */
export function useHiddenColumns(registry: string): [string[], (hidden: string[]) => void] {
  const [hidden, setHidden] = useState(() => readHidden(registry));
  const save = (next: string[]) => {
    local.set(keyOf(registry), JSON.stringify(next));
    setHidden(next);
  };
  return [hidden, save];
}

/** The columns that may be hidden: the list columns but the title. */
const choosable = (definition: RegistryDefinition) =>
  listColumns(definition)
    .filter((f) => f.name !== definition.title)
    .map((f) => f.name);

/** The hidden columns in effect: the URL's choice (`columns` = the shown ones) when present, else the stored default. */
export function hiddenFromUrl(definition: RegistryDefinition, params: URLSearchParams, stored: readonly string[]): string[] {
  const shown = params.get(COLUMNS_PARAM);
  if (shown === null) return [...stored];
  const names = new Set(shown.split(','));
  return choosable(definition).filter((n) => !names.has(n));
}

/** The `columns` parameter for these hidden columns: null when they equal the stored default (the URL stays short). */
export function columnsParam(definition: RegistryDefinition, hidden: readonly string[], stored: readonly string[]): string | null {
  const all = choosable(definition);
  const same = all.every((n) => hidden.includes(n) === stored.includes(n));
  return same ? null : all.filter((n) => !hidden.includes(n)).join(',') || '-';
}
