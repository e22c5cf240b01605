import { hasPermit, type Permit, type RouteAccess } from '../permits.ts';

/**
 * A registry definition (ARCHITECTURE.md "Registries"): one typed description of a section's
 * records. The server's registry engine serves list, card, create, patch, soft delete,
 * restore, autocomplete, history and export from it; the web's registry screens render the
 * list, card and form from it. See docs/decisions/010-registry-engine.md.
 */

export interface Label {
  readonly ru: string;
  readonly en: string;
}

/** Full-text search weight of a field (A highest); absent = not searched. */
export type SearchWeight = 'A' | 'B' | 'C' | 'D';

export interface EnumOption extends Label {
  readonly value: string;
  /** antd tag colour or hex. */
  readonly color: string;
}

interface FieldBase {
  /** Column and wire name (snake_case, as the spec names fields). */
  readonly name: string;
  readonly label: Label;
  readonly required?: boolean;
  /** Shown as a list column (and exported). */
  readonly list?: boolean;
  /** Offered as a list filter (query parameter named after the field; ranges as `<name>_from` / `<name>_to`). */
  readonly filter?: boolean;
  /** The list may be sorted by it (the engine adds an index). */
  readonly sort?: boolean;
  /** Searched by the list's `search` (Russian full text + trigram substring), with this weight. */
  readonly search?: SearchWeight;
  /** Required when another field has this value (e.g. the blacklist reason). */
  readonly requiredWhen?: { readonly field: string; readonly equals: string | number };
  /**
   * A secret (credentials...): never in the list, the export, the autocomplete, the search or
   * the events; the card answers it, and a create or patch may set it, only to holders of this
   * permit; history records that it changed, never its value (`SECRET_MASK`).
   */
  readonly secret?: Permit;
  /**
   * Set by the module's own actions only (a document's file count, a state its buttons move): the
   * create and edit forms leave it out and a create or patch body's value is ignored; the list,
   * the card, the filters and the export show it as any field.
   */
  readonly readOnly?: boolean;
}

/** Plain text kinds: one line, several lines, and formatted contacts. */
export interface TextField extends FieldBase {
  readonly kind: 'text' | 'longText' | 'phone' | 'email';
  /** Longest value; 255 for one line, 4000 for long text by default. */
  readonly max?: number;
  readonly default?: string;
  /**
   * Long text only: HTML of the description editor (allow-list `html.ts`). The server sanitizes it
   * before storing, the form edits it with the description editor, the card renders it; the
   * export and list cells read it as plain text (`htmlToText`).
   */
  readonly rich?: boolean;
}

/** Russian codes with checksums: INN, KPP, OGRN/OGRNIP, BIK. */
export interface CodeField extends FieldBase {
  readonly kind: 'inn' | 'kpp' | 'ogrn' | 'bik';
}

/** A settlement or correspondent account, checked against the BIK held in another field. */
export interface AccountField extends FieldBase {
  readonly kind: 'account' | 'corrAccount';
  /** The field holding the bank's BIK. */
  readonly bik: string;
}

export interface NumberField extends FieldBase {
  readonly kind: 'number';
  readonly min?: number;
  readonly max?: number;
  readonly default?: number;
}

/** A decimal amount: NUMERIC(18,2) in the database, a decimal string on the wire. */
export interface MoneyField extends FieldBase {
  readonly kind: 'money';
  readonly default?: string;
  /** The list answers the sum of this field over all filtered rows in `totals` (invoices: the total of the list). */
  readonly total?: boolean;
}

/** `yyyy-MM-dd` (date) or `yyyy-MM-dd HH:mm` (date-time, UTC) on the wire. */
export interface DateField extends FieldBase {
  readonly kind: 'date' | 'datetime';
}

/** One value of a fixed list, with colours (also used for statuses). */
export interface EnumField extends FieldBase {
  readonly kind: 'enum';
  readonly options: readonly EnumOption[];
  readonly default?: string;
}

/** 0 or 1 on the wire. */
export interface BooleanField extends FieldBase {
  readonly kind: 'boolean';
  readonly default?: 0 | 1;
}

/** A user id; rows carry the user's name as `<name>_name`. */
export interface UserField extends FieldBase {
  readonly kind: 'user';
}

/** An id of a record of another registry (a remote select); rows carry its title as `<name>_name`. */
export interface RemoteField extends FieldBase {
  readonly kind: 'remote';
  /** The other registry's `name` (or a table registered with the server's `registerRemoteTable`). */
  readonly registry: string;
  /**
   * The look-up the form and the filter call (under /api, answering `[{ value, label }]` for
   * `term`, with `params`) when the other side is not a registry of the engine, e.g.
   * `{ url: 'equipment/autocomplete/eq/select' }`; absent = `<registry>?model_method=autocomplete`.
   */
  readonly lookup?: { readonly url: string; readonly params?: Readonly<Record<string, string>> };
  /**
   * A record of the same registry (a tree's parent): the form's picker sends `exclude=<id>`, and
   * the look-up leaves out the record and its whole subtree (`treeParentField`).
   */
  readonly excludeSelf?: boolean;
}

/**
 * Parts of the side panel kept by the collaboration kit, not by a column: the object's tags
 * (tags module; rows carry `tags`, filter `tags=<tag id>`) and its files (attachments module).
 */
export interface KitField extends FieldBase {
  readonly kind: 'tags' | 'files';
}

export type RegistryField =
  | TextField
  | CodeField
  | AccountField
  | NumberField
  | MoneyField
  | DateField
  | EnumField
  | BooleanField
  | UserField
  | RemoteField
  | KitField;

export type FieldKind = RegistryField['kind'];

export interface RegistryPermits {
  readonly view: RouteAccess;
  readonly create: RouteAccess;
  readonly edit: RouteAccess;
  readonly delete: RouteAccess;
}

/** A titled group of fields on the card and in the form (requisites, contacts...). */
export interface FieldGroup {
  readonly label: Label;
  readonly fields: readonly string[];
}

export interface RegistryDefinition {
  /** Path under /api, module key of chat/tags/files/history, realtime channel (e.g. `partners`). */
  readonly name: string;
  /** The web path of the section when it is not `/<name>` (e.g. `/directory/types-work`, spec 1 §2). */
  readonly path?: string;
  /** The API path under /api when it is not `/<name>` (invoices: `/invoices/registry`, as `PATCH /invoices/:id` is the applications'). */
  readonly api?: string;
  readonly label: Label;
  readonly permits: RegistryPermits;
  /**
   * Who may call the autocomplete (`GET <name>?model_method=autocomplete&term=`): the
   * forms of other sections use it, so it is usually `session` (spec 1 §7 "Lookups").
   */
  readonly lookup: RouteAccess;
  /** The field naming a record (autocomplete label, remote selects, titles). */
  readonly title: string;
  readonly fields: readonly RegistryField[];
  readonly defaultSort: { readonly field: string; readonly order: 'asc' | 'desc' };
  /** The card has a chat (chat module). */
  readonly chat?: boolean;
  /** Groups of the card and the form, after the fields of no group (shown first, untitled). */
  readonly groups?: readonly FieldGroup[];
  /**
   * Rules across fields beyond the field kinds (e.g. a 10-digit INN for organizations):
   * answers `{ field: [message key] }`, empty when the record is valid.
   */
  readonly check?: (values: Readonly<Record<string, unknown>>) => Record<string, string[]>;
}

/** Whether the list answers sums (`GET <name>/totals`): a money field marked `total` (invoices, contracts). */
export const hasListTotals = (definition: RegistryDefinition): boolean =>
  definition.fields.some((f) => f.kind === 'money' && f.total === true);

/** Every registry answers these besides its fields. */
export const SYSTEM_FIELDS = ['id', 'status', 'version', 'date_add', 'who_add', 'who_add_name', 'date_edit'] as const;

/** Kinds stored in a column of the registry's table (the rest live in the collaboration kit). */
export const isColumnField = (field: RegistryField): boolean => field.kind !== 'tags' && field.kind !== 'files';

/** Kinds whose column holds text (searchable). */
export const TEXT_KINDS: readonly FieldKind[] = [
  'text',
  'longText',
  'phone',
  'email',
  'inn',
  'kpp',
  'ogrn',
  'bik',
  'account',
  'corrAccount',
];

/** Kinds searched as whole codes (PostgreSQL `simple` configuration) rather than Russian words. */
export const CODE_KINDS: readonly FieldKind[] = ['phone', 'email', 'inn', 'kpp', 'ogrn', 'bik', 'account', 'corrAccount'];

/** Sorts that are not fields: record id and creation date. */
export const SYSTEM_SORTS = ['id', 'date_add'] as const;

/** What history writes instead of a secret field's value. */
export const SECRET_MASK = '••••••';

/** The web path of a registry's section: `path`, or `/<name>`. */
export const registryPath = (definition: RegistryDefinition): string => definition.path ?? `/${definition.name}`;

/** The API path of a registry under /api: `api`, or `/<name>`. */
export const registryApi = (definition: RegistryDefinition): string => definition.api ?? `/${definition.name}`;

/** Whether the user may see (and set) the field: true unless it is a secret of a permit the user lacks. */
export const canSeeField = (user: { type: number; permits: Record<string, number> }, field: RegistryField): boolean =>
  !field.secret || hasPermit(user, field.secret);

export function fieldOf(definition: RegistryDefinition, name: string): RegistryField | undefined {
  return definition.fields.find((f) => f.name === name);
}

/** The sort names a registry accepts: its sortable fields, then `id` and `date_add`. */
export function sortNames(definition: RegistryDefinition): string[] {
  return [...definition.fields.filter((f) => f.sort && isColumnField(f)).map((f) => f.name), ...SYSTEM_SORTS];
}

/** The parent field of a tree registry: a remote field to the same registry with `excludeSelf`. */
export const treeParentField = (definition: RegistryDefinition): RemoteField | undefined =>
  definition.fields.find((f): f is RemoteField => f.kind === 'remote' && f.registry === definition.name && f.excludeSelf === true);

/** Identity helper that keeps the literal types of a definition and checks its consistency. */
export function defineRegistry<const T extends RegistryDefinition>(definition: T): T {
  const names = new Set<string>();
  for (const field of definition.fields) {
    if (!/^[a-z][a-z0-9_]{0,49}$/.test(field.name)) throw new Error(`registry ${definition.name}: bad field name ${field.name}`);
    if (names.has(field.name) || (SYSTEM_FIELDS as readonly string[]).includes(field.name))
      throw new Error(`registry ${definition.name}: duplicate field ${field.name}`);
    names.add(field.name);
    if (field.search && !TEXT_KINDS.includes(field.kind)) throw new Error(`registry ${definition.name}: ${field.name} is not searchable`);
    if (field.secret && (field.list || field.filter || field.sort || field.search || field.required || !TEXT_KINDS.includes(field.kind)))
      throw new Error(
        `registry ${definition.name}: secret ${field.name} must be an optional text field, not listed, filtered, sorted or searched`,
      );
    if ('rich' in field && field.rich && (field.kind !== 'longText' || field.secret))
      throw new Error(`registry ${definition.name}: rich ${field.name} must be a long text, not a secret`);
    if (
      (field.kind === 'account' || field.kind === 'corrAccount') &&
      !definition.fields.some((f) => f.name === field.bik && f.kind === 'bik')
    )
      throw new Error(`registry ${definition.name}: ${field.name} names no BIK field ${field.bik}`);
  }
  for (const group of definition.groups ?? [])
    for (const name of group.fields)
      if (!names.has(name)) throw new Error(`registry ${definition.name}: group ${group.label.en} names no field ${name}`);
  const title = fieldOf(definition, definition.title);
  if (!title || !TEXT_KINDS.includes(title.kind) || !title.required || title.secret || title.readOnly)
    throw new Error(`registry ${definition.name}: title must be a required text field`);
  if (!sortNames(definition).includes(definition.defaultSort.field))
    throw new Error(`registry ${definition.name}: the default sort ${definition.defaultSort.field} is not sortable`);
  return definition;
}
