/** Spec §7 "Selects": the shapes options come in and the limits of the dropdown. */
export const SEARCH_DEBOUNCE_MS = 500;
export const OPTION_LIMIT = 9999;
export const DROPDOWN_MAX_HEIGHT = 300;

export type OptionValue = string | number;

export interface SelectOption {
  value: OptionValue;
  label: string;
  /** A tag the user typed in a multi-select (not from the server). */
  custom?: boolean;
  /** Anything else the server sent (avatar, color...). */
  raw?: Record<string, unknown>;
}

export interface OptionKeys {
  /** Property holding the value: `value`, else `id`. */
  value?: string;
  /** Property holding the label: `label`, else `name`. */
  label?: string;
}

function pick(item: Record<string, unknown>, keys: (string | undefined)[]): unknown {
  for (const k of keys) if (k && item[k] !== undefined && item[k] !== null) return item[k];
  return undefined;
}

/** Options are {value, label} or {id, name}; a string answer (or anything not an array) is an empty list. */
export function normalizeOptions(data: unknown, keys: OptionKeys = {}): SelectOption[] {
  if (!Array.isArray(data)) return [];
  const out: SelectOption[] = [];
  for (const item of data) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const value = pick(record, [keys.value, 'value', 'id']);
    const label = pick(record, [keys.label, 'label', 'name']);
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    out.push({ value, label: label === undefined ? String(value) : String(label), raw: record });
    if (out.length >= OPTION_LIMIT) break;
  }
  return out;
}

let customSeq = 0;
/** A generated value for a custom tag: never collides with server ids. */
export function customTagValue(): string {
  customSeq += 1;
  return `custom-${Date.now().toString(36)}-${customSeq}`;
}
