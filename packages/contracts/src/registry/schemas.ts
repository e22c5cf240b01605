import '../zod-setup.ts';
import { z } from 'zod';
import { htmlToText } from '../html.ts';
import { isValidAccount, isValidBik, isValidCorrAccount, isValidInn, isValidKpp, isValidOgrn } from './checksums.ts';
import {
  type EnumField,
  fieldOf,
  isColumnField,
  type Label,
  type RegistryDefinition,
  type RegistryField,
  sortNames,
  type TextField,
} from './definition.ts';

/**
 * Zod schemas derived from a registry definition: create and patch input, the row and list
 * answers, the list query, the autocomplete answer. Messages are i18n keys of both sides.
 */

/** Largest value of a PostgreSQL integer column (ids, numbers). */
export const INT_MAX = 2_147_483_647;

const isBlank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');
const noNul = (s: string) => !s.includes('\u0000');

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const MONEY = /^-?\d{1,16}(\.\d{1,2})?$/;
const PHONE = /^\+?[\d\s()-]{5,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const text = (max: number) => z.string().trim().max(max, 'field.tooLong').refine(noNul, 'field.invalid');
const digitsOnly = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : typeof v === 'number' ? String(v) : v);

/** 0 or 1 from `0`, `1`, `'0'`, `'1'`, `true`, `false`, `'true'`, `'false'`. */
export const flag01 = z.preprocess(
  (v) =>
    typeof v === 'boolean' ? Number(v) : v === 'true' ? 1 : v === 'false' ? 0 : typeof v === 'string' && v.trim() !== '' ? Number(v) : v,
  z.union([z.literal(0), z.literal(1)]),
);

const positiveId = z.coerce.number().int().positive().max(INT_MAX);

/** The validator of one field's value (not null, not blank). */
export function fieldValueSchema(field: RegistryField): z.ZodType {
  switch (field.kind) {
    case 'text':
      return text(field.max ?? 255);
    case 'longText':
      return text(field.max ?? 4000);
    case 'phone':
      return text(field.max ?? 50).refine((v) => PHONE.test(v), 'phone.invalid');
    case 'email':
      return text(field.max ?? 255).refine((v) => EMAIL.test(v), 'email.invalid');
    case 'inn':
      return z.preprocess(digitsOnly, z.string().refine(isValidInn, 'inn.checksum'));
    case 'kpp':
      return z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string().refine(isValidKpp, 'kpp.invalid'));
    case 'ogrn':
      return z.preprocess(digitsOnly, z.string().refine(isValidOgrn, 'ogrn.checksum'));
    case 'bik':
      return z.preprocess(digitsOnly, z.string().refine(isValidBik, 'bik.invalid'));
    case 'account':
    case 'corrAccount':
      // The control key needs the BIK: checked across fields (`crossCheck`).
      return z.preprocess(digitsOnly, z.string().regex(/^\d{20}$/, 'account.invalid'));
    case 'number':
      return z.coerce
        .number()
        .int()
        .min(field.min ?? -INT_MAX)
        .max(field.max ?? INT_MAX);
    case 'money':
      return z.preprocess(
        (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(',', '.') : v),
        z.string().regex(MONEY, 'field.invalid'),
      );
    case 'date':
      return z.string().trim().regex(DATE, 'field.invalid').refine(validDate, 'field.invalid');
    case 'datetime':
      return z.string().trim().regex(DATE_TIME, 'field.invalid').refine(validDate, 'field.invalid');
    case 'enum':
      return z.enum(field.options.map((o) => o.value) as [string, ...string[]]);
    case 'boolean':
      return flag01;
    case 'user':
    case 'remote':
      return positiveId;
    case 'tags':
    case 'files':
      return z.never();
  }
}

/** Fields a create or patch body may carry: the columns the module's actions do not own (`readOnly`). */
export const inputFields = (definition: RegistryDefinition) => definition.fields.filter((f) => isColumnField(f) && !f.readOnly);

const defaultOf = (field: RegistryField): unknown => ('default' in field ? field.default : undefined);

/**
 * Rules across fields, for a whole record (create) or a record merged with a patch: fields
 * required when another has a value, account keys against the BIK, and the definition's own
 * `check`. Answers `{ field: [message key] }`.
 */
export function crossCheck(definition: RegistryDefinition, values: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [];
    errors[field].push(message);
  };
  for (const field of definition.fields) {
    const value = values[field.name];
    if (field.requiredWhen && values[field.requiredWhen.field] === field.requiredWhen.equals && isBlank(value ?? null))
      add(field.name, 'field.fillRequired');
    if ((field.kind === 'account' || field.kind === 'corrAccount') && typeof value === 'string' && value !== '') {
      const bik = values[field.bik];
      if (typeof bik !== 'string' || bik === '') add(field.bik, 'field.fillRequired');
      else if (!(field.kind === 'account' ? isValidAccount(value, bik) : isValidCorrAccount(value, bik)))
        add(field.name, `${field.kind}.checksum`);
    }
  }
  for (const [field, messages] of Object.entries(definition.check?.(values) ?? {})) for (const m of messages) add(field, m);
  return errors;
}

/** The body of `POST <name>`: required fields present, defaults filled, optional blanks as null. */
export function createInputSchema(definition: RegistryDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of inputFields(definition)) {
    const base = fieldValueSchema(field);
    const fallback = defaultOf(field);
    if (fallback !== undefined) shape[field.name] = z.preprocess((v) => (isBlank(v) ? undefined : v), base.default(fallback as never));
    // Missing first, then the kind: a coerced id or an enum would call a missing value "invalid".
    else if (field.required)
      shape[field.name] = z.preprocess(
        (v) => (isBlank(v) ? undefined : v),
        z
          .any()
          .refine((v) => v !== undefined, 'field.fillRequired')
          .pipe(base),
      );
    else shape[field.name] = z.preprocess((v) => (isBlank(v) ? null : v), base.nullable().optional());
  }
  return z.object(shape).superRefine((values, ctx) => {
    for (const [field, messages] of Object.entries(crossCheck(definition, values)))
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
  });
}

/**
 * The body of `PATCH <name>/:id`: any subset of the fields (a required one may not be
 * emptied), and optionally the `version` the edit was based on (a stale one gets 409).
 * Rules across fields run on the record merged with the patch (`crossCheck`).
 */
export function patchInputSchema(definition: RegistryDefinition) {
  const shape: Record<string, z.ZodType> = { version: positiveId.optional() };
  for (const field of inputFields(definition)) {
    const base = fieldValueSchema(field);
    shape[field.name] = z.preprocess(
      (v) => (isBlank(v) ? null : v),
      field.required || defaultOf(field) !== undefined
        ? base
            .nullable()
            .optional()
            .refine((v) => v !== null, 'field.fillRequired')
        : base.nullable().optional(),
    );
  }
  return z.object(shape);
}

/** The wire type of one field's value in a row (no checksum: stored data is answered as it is). */
function fieldOutputSchema(field: RegistryField): z.ZodType {
  switch (field.kind) {
    case 'number':
    case 'user':
    case 'remote':
      return z.number().int().nullable();
    case 'boolean':
      return z.number().int().min(0).max(1);
    default:
      return z.string().nullable();
  }
}

export const tagChipSchema = z.object({ tag_id: z.number().int(), name: z.string(), color: z.string() });

/** A record as the list and the card answer it: system fields, column fields, names of users and remote records, tags. */
export function rowSchema(definition: RegistryDefinition) {
  const shape: Record<string, z.ZodType> = {
    id: z.number().int(),
    status: z.number().int(),
    version: z.number().int(),
    date_add: z.string(),
    who_add: z.number().int().nullable(),
    who_add_name: z.string().nullable(),
    date_edit: z.string().nullable(),
    /** In lists only: the record is new to the user (the server's `newFor` hook; news: unread). */
    is_new: z.literal(true).optional(),
    /** On the card only: the reader marked it a favourite (favourites module; the lists' "liked" filters). */
    liked: z.union([z.literal(0), z.literal(1)]).optional(),
  };
  for (const field of definition.fields) {
    if (field.kind === 'tags') shape[field.name] = z.array(tagChipSchema);
    else if (field.kind === 'files') continue;
    // A secret is answered only to holders of its permit (the card), absent elsewhere.
    else shape[field.name] = field.secret ? fieldOutputSchema(field).optional() : fieldOutputSchema(field);
    if (field.kind === 'user' || field.kind === 'remote') shape[`${field.name}_name`] = z.string().nullable();
  }
  return z.object(shape);
}

/** Totals are capped: a number, or `"1000+"` past the cap. */
export const cappedTotalSchema = z.union([z.number().int(), z.string().regex(/^\d+\+$/)]);

export function listSchema(definition: RegistryDefinition) {
  return z.object({
    items: z.array(rowSchema(definition)),
    next_cursor: z.string().nullable(),
    total: cappedTotalSchema,
  });
}

/** `GET <name>/totals`: sums over every filtered row of the money fields marked `total` (decimal strings). */
export const listTotalsSchema = z.object({ totals: z.record(z.string(), z.string()) });
export type ListTotals = z.infer<typeof listTotalsSchema>;

export const autocompleteOptionSchema = z.object({ value: z.number().int(), label: z.string() });
export const autocompleteSchema = z.array(autocompleteOptionSchema);

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const queryText = z.string().trim().max(200).refine(noNul, 'field.invalid');

/** Filter parameters of one field: `<name>`, or `<name>_from` / `<name>_to` for ranges. */
function filterShape(field: RegistryField): Record<string, z.ZodType> {
  const optional = (schema: z.ZodType) => z.preprocess(blankToUndefined, schema.optional());
  switch (field.kind) {
    case 'enum': {
      const values = field.options.map((o) => o.value) as [string, ...string[]];
      // One value or several, comma-separated (`type=organization,person`).
      return {
        [field.name]: optional(
          z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(z.enum(values)).min(1).max(values.length)),
        ),
      };
    }
    case 'boolean':
      return { [field.name]: optional(flag01) };
    case 'user':
    case 'remote':
    case 'tags':
      return { [field.name]: optional(positiveId) };
    case 'number':
    case 'money':
    case 'date':
    case 'datetime': {
      const value = fieldValueSchema(field);
      return { [`${field.name}_from`]: optional(value), [`${field.name}_to`]: optional(value) };
    }
    case 'files':
      return {};
    default:
      return { [field.name]: optional(queryText) };
  }
}

/**
 * `GET <name>`: keyset page (`cursor`, `limit` 50 by default, at most 200), `search`,
 * `sort` / `order`, the filters, and the autocomplete form (`model_method=autocomplete`, `term`).
 */
export function listQuerySchema(definition: RegistryDefinition) {
  const sorts = sortNames(definition) as [string, ...string[]];
  const shape: Record<string, z.ZodType> = {
    cursor: z.string().max(2000).optional(),
    limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(200).default(50)),
    search: z.preprocess(blankToUndefined, queryText.optional()),
    sort: z.preprocess(blankToUndefined, z.enum(sorts).optional()),
    order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).optional()),
    model_method: z.preprocess(blankToUndefined, z.enum(['autocomplete']).optional()),
    term: z.preprocess(blankToUndefined, queryText.optional()),
    exclude: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  };
  for (const field of definition.fields) if (field.filter) Object.assign(shape, filterShape(field));
  return z.object(shape);
}

/** The names of the list query's filter parameters. */
export function filterParams(definition: RegistryDefinition): string[] {
  return definition.fields.filter((f) => f.filter).flatMap((f) => Object.keys(filterShape(f)));
}

const labelIn = (label: Label, lang: 'ru' | 'en') => label[lang];

/** How a row's value reads in a table cell or an export (enum labels, yes/no, names). */
export function displayValue(
  definition: RegistryDefinition,
  name: string,
  row: Record<string, unknown>,
  lang: 'ru' | 'en',
): string | number | null {
  const field = fieldOf(definition, name);
  const value = row[name];
  if (!field) return (value as string | number | null) ?? null;
  switch (field.kind) {
    case 'enum': {
      const option = (field as EnumField).options.find((o) => o.value === value);
      return option ? labelIn(option, lang) : ((value as string | null) ?? null);
    }
    case 'boolean':
      return value === 1 ? (lang === 'ru' ? 'Да' : 'Yes') : lang === 'ru' ? 'Нет' : 'No';
    case 'user':
    case 'remote':
      return (row[`${name}_name`] as string | null) ?? null;
    case 'tags':
      return ((value as { name: string }[] | undefined) ?? []).map((t) => t.name).join(', ') || null;
    case 'number':
      return (value as number | null) ?? null;
    case 'longText':
      return typeof value === 'string' && (field as TextField).rich ? htmlToText(value) || null : ((value as string | null) ?? null);
    default:
      return (value as string | null) ?? null;
  }
}

/** The list columns of a registry, in definition order. */
export const listColumns = (definition: RegistryDefinition) => definition.fields.filter((f) => f.list && f.kind !== 'files');
