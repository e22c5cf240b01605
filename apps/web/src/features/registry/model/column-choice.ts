import { useState } from 'react';
import { local, STORAGE_KEYS } from '../../../shared/storage.ts';

const keyOf = (registry: string) => `${STORAGE_KEYS.registryColumns}:${registry}`;

function readHidden(registry: string): string[] {
  try {
    const value: unknown = JSON.parse(local.get(keyOf(registry)) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The list columns the user hid, kept per registry in localStorage. */
export function useHiddenColumns(registry: string): [string[], (hidden: string[]) => void] {
  const [hidden, setHidden] = useState(() => readHidden(registry));
  const save = (next: string[]) => {
    local.set(keyOf(registry), JSON.stringify(next));
    setHidden(next);
  };
  return [hidden, save];
}
