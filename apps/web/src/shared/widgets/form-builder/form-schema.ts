import { local } from '../../storage.ts';
import { normalizeOptions, type SelectOption } from '../remote-select/index.ts';

/** Spec §3 "Form field settings". */
/** `richText`: the description editor's HTML (the server sanitizes it). */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'richText'
  | 'number'
  | 'date'
  | 'select'
  | 'remoteSelect'
  | 'checkbox'
  | 'switch'
  | 'user'
  | 'rows';

export type FormValues = Record<string, unknown>;

export interface WatchRule {
  /** Fields whose values the rule reads. */
  fields: string[];
  /** What happens while `callback` answers true; the field is also reset to its default. */
  action: 'disable' | 'hide';
  callback: (watched: FormValues) => boolean;
}

export interface FieldStorage {
  store: boolean;
  /** localStorage key. */
  name: string;
}

export interface FieldSchema {
  name: string;
  type: FieldType;
  label?: string;
  placeholder?: string;
  default?: unknown;
  required?: boolean;
  disabled?: boolean;
  /** Option property holding the value (select, remote select). */
  trackValue?: string;
  /** Option property holding the label. */
  trackLabel?: string;
  /** Remote select / user: the url options come from. */
  url?: string;
  /** Remote select / user: extra query parameters. */
  urlData?: Record<string, string | number | boolean>;
  /** Remote select / user: labels of the current value before the options load. */
  initialOptions?: readonly SelectOption[];
  /** Title of the group the field opens (a heading is shown where the group changes). */
  group?: string;
  /** Static options of a select (`data` in the spec). */
  options?: readonly Record<string, unknown>[];
  multiple?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Number: decimals allowed. */
  decimals?: boolean;
  decimalLimit?: number;
  integerLimit?: number;
  /** Date: bounds, yyyy-MM-dd. */
  minDate?: string;
  maxDate?: string;
  watch?: WatchRule;
  storage?: FieldStorage;
  /** Rows: the sub-fields of each row. */
  fields?: FieldSchema[];
  /** A custom check: true or a message. Row sub-fields also get their row. */
  validate?: (value: unknown, context: FormValues) => true | string;
}

export function defaultValueOf(field: FieldSchema): unknown {
  if (field.default !== undefined) return field.default;
  if (field.type === 'checkbox' || field.type === 'switch') return false;
  if (field.type === 'rows' || field.multiple) return [];
  if (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') return '';
  return null;
}

/** A new row of a dynamic rows field. */
export const emptyRow = (field: FieldSchema): FormValues =>
  Object.fromEntries((field.fields ?? []).map((f) => [f.name, defaultValueOf(f)]));

export function readStored(field: FieldSchema): unknown {
  if (!field.storage?.store) return undefined;
  const raw = local.get(field.storage.name);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeStored(field: FieldSchema, value: unknown): void {
  if (field.storage?.store) local.set(field.storage.name, JSON.stringify(value ?? null));
}

export const schemaDefaults = (fields: readonly FieldSchema[]): FormValues =>
  Object.fromEntries(fields.map((f) => [f.name, defaultValueOf(f)]));

/** Defaults with the values stored in localStorage restored (at creation). */
export function initialValues(fields: readonly FieldSchema[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, readStored(f) ?? defaultValueOf(f)]));
}

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export const REQUIRED = 'required';

/** The check of one field: 'required' for a missing value, a message from a custom check, or true. */
export function checkField(field: FieldSchema, value: unknown, context: FormValues): true | string {
  if (field.required && isEmptyValue(value)) return REQUIRED;
  if (field.validate && !isEmptyValue(value)) return field.validate(value, context);
  return true;
}

export const staticOptions = (field: FieldSchema): SelectOption[] =>
  normalizeOptions(field.options ?? [], { value: field.trackValue, label: field.trackLabel });

/** Text inputs trim whitespace (spec §5). */
export function trimTexts(fields: readonly FieldSchema[], values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const f of fields) {
    const v = out[f.name];
    if ((f.type === 'text' || f.type === 'textarea') && typeof v === 'string') out[f.name] = v.trim();
    if (f.type === 'rows' && Array.isArray(v)) out[f.name] = v.map((row) => trimTexts(f.fields ?? [], row as FormValues));
  }
  return out;
}
