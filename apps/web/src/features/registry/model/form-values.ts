import { createInputSchema, crossCheck, inputFields, patchInputSchema, type RegistryDefinition, type RegistryField } from '@app/contracts';
import type { FieldSchema, FormValues } from '../../../shared/widgets/form-builder/index.ts';
import { fieldGroups } from './groups.ts';
import type { RegistryRow } from './row.ts';

type Lang = 'ru' | 'en';
/** Messages by field, already in the user's language. */
export type FieldErrors = Record<string, string>;

const TEXT_MAX: Partial<Record<RegistryField['kind'], number>> = { text: 255, longText: 4000, phone: 50, email: 255 };

/** The form control of one field kind (spec §3 "Form field settings"). */
function controlOf(field: RegistryField, lang: Lang, row?: RegistryRow): Omit<FieldSchema, 'name' | 'label'> {
  switch (field.kind) {
    case 'longText':
      return field.rich ? { type: 'richText' } : { type: 'textarea', maxLength: field.max ?? TEXT_MAX.longText };
    case 'number':
      return { type: 'number', min: field.min, max: field.max };
    case 'money':
      return { type: 'number', decimals: true, decimalLimit: 2 };
    case 'date':
      return { type: 'date' };
    case 'enum':
      return { type: 'select', options: field.options.map((o) => ({ value: o.value, label: o[lang] })) };
    case 'boolean':
      return { type: 'switch' };
    case 'user':
    case 'remote': {
      const label = row?.[`${field.name}_name`];
      const initialOptions = row && row[field.name] != null && label ? [{ value: Number(row[field.name]), label: String(label) }] : [];
      return field.kind === 'user'
        ? { type: 'user', url: 'autocomplete/users', initialOptions }
        : {
            type: 'remoteSelect',
            url: field.lookup?.url ?? `/${field.registry}`,
            urlData: field.lookup
              ? field.lookup.params
              : { model_method: 'autocomplete', ...(field.excludeSelf && row?.id ? { exclude: row.id } : {}) },
            initialOptions,
          };
    }
    case 'text':
    case 'phone':
    case 'email':
      return { type: 'text', maxLength: field.max ?? TEXT_MAX[field.kind] };
    default:
      // Codes (INN, KPP, OGRN, BIK, accounts) and date-times: one line, checked by the schema.
      return { type: 'text' };
  }
}

/** The form of a registry, generated from its definition in the card's groups. */
export function formFields(
  definition: RegistryDefinition,
  lang: Lang,
  mainLabel: string,
  row?: RegistryRow,
  shown?: (field: RegistryField) => boolean,
): FieldSchema[] {
  // Fields the module's actions set (`readOnly`) are shown by the card, never edited by the form.
  return fieldGroups(definition, (field) => !field.readOnly && (shown?.(field) ?? true)).flatMap((group) =>
    group.fields.map(
      (field): FieldSchema => ({
        name: field.name,
        label: field.label[lang],
        required: field.required,
        default: 'default' in field ? field.default : undefined,
        group: group.label?.[lang] ?? mainLabel,
        ...controlOf(field, lang, row),
      }),
    ),
  );
}

/** A stored record as form values (flags as switches, blanks as empty text). */
export function toFormValues(definition: RegistryDefinition, row: RegistryRow): FormValues {
  return Object.fromEntries(
    inputFields(definition).map((f) => {
      const value = row[f.name];
      if (f.kind === 'boolean') return [f.name, value === 1];
      if (f.kind === 'money' && typeof value === 'string') return [f.name, Number(value)];
      const textual = ['text', 'textarea', 'richText'].includes(controlOf(f, 'ru').type);
      return [f.name, value ?? (textual ? '' : null)];
    }),
  );
}

/** Form values as the wire body: switches as 0/1, the rest as typed (the schema coerces and turns blanks into null). */
export function toWire(definition: RegistryDefinition, values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    inputFields(definition).map((f) => [f.name, f.kind === 'boolean' ? (values[f.name] === true ? 1 : 0) : (values[f.name] ?? null)]),
  );
}

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const translated = (keys: Record<string, string>, t: (key: string) => string): FieldErrors =>
  Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)]));

/** The create body's messages (contracts' `createInputSchema`, as the server checks it). */
export const createErrors = (definition: RegistryDefinition, body: Record<string, unknown>, t: (key: string) => string): FieldErrors =>
  translated(issuesOf(createInputSchema(definition).safeParse(body)), t);

/** A patch's messages by field kind only (a bulk edit: no one record to check the rules across fields on). */
export const patchFieldErrors = (definition: RegistryDefinition, patch: Record<string, unknown>, t: (key: string) => string): FieldErrors =>
  translated(issuesOf(patchInputSchema(definition).safeParse(patch)), t);

/** The parsed value of each field as the server stores it, for comparing the form with the record. */
function parsedFields(definition: RegistryDefinition, body: Record<string, unknown>): Record<string, unknown> {
  const parsed = patchInputSchema(definition).safeParse(body);
  return parsed.success ? parsed.data : body;
}

/** The fields of the form that differ from the record (compared as the server would store them). */
export function patchOf(definition: RegistryDefinition, row: RegistryRow, body: Record<string, unknown>): Record<string, unknown> {
  const next = parsedFields(definition, body);
  const before = parsedFields(definition, toWire(definition, toFormValues(definition, row)));
  return Object.fromEntries(
    Object.keys(body)
      .filter((name) => String(next[name] ?? '') !== String(before[name] ?? ''))
      .map((name) => [name, body[name]]),
  );
}

/**
 * A patch's messages: each changed field by its kind (`patchInputSchema`), then the rules
 * across fields on the record merged with the patch, blaming the patch only for what it broke
 * (as the server does).
 */
export function patchErrors(
  definition: RegistryDefinition,
  row: RegistryRow,
  patch: Record<string, unknown>,
  t: (key: string) => string,
): FieldErrors {
  const parsed = patchInputSchema(definition).safeParse(patch);
  if (!parsed.success) return translated(issuesOf(parsed), t);
  const known = (errors: Record<string, string[]>) => new Set(Object.entries(errors).flatMap(([f, ms]) => ms.map((m) => `${f}:${m}`)));
  const before = known(crossCheck(definition, row));
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(crossCheck(definition, { ...row, ...parsed.data }))) {
    const fresh = messages.find((m) => !before.has(`${field}:${m}`));
    if (fresh) errors[field] = fresh;
  }
  return translated(errors, t);
}
