import type { Label, RegistryDefinition } from '@app/contracts';
import type { ComponentType, ReactNode } from 'react';
import type { RegistryRights } from './rights.ts';
import type { RegistryRow } from './row.ts';

/** A text of an override: plain, or per language like the definition's labels. */
export type OverrideText = string | Label;

export const overrideText = (text: OverrideText, lang: 'ru' | 'en'): string => (typeof text === 'string' ? text : text[lang]);

/** What an override of a card receives. */
export interface CardContext {
  record: RegistryRow;
  /** Edit right on a live (not deleted) record. */
  canEdit: boolean;
}

/** An extra list column, after the field `after` (or at the end). */
export interface ColumnOverride {
  key: string;
  title: OverrideText;
  render: (row: RegistryRow) => ReactNode;
  after?: string;
}

/** An extra tab of the card, after the fields tab. */
export interface CardTabOverride {
  key: string;
  label: OverrideText;
  render: (context: CardContext) => ReactNode;
}

/** An extra button of the card (before edit and delete): a label with `onClick`, or a whole `render`. */
export interface ActionOverride {
  key: string;
  label?: OverrideText;
  icon?: ReactNode;
  onClick?: (context: CardContext) => void;
  render?: (context: CardContext) => ReactNode;
}

/** Extra content of the create / edit form, under the generated fields (it sends nothing itself). */
export interface FormSectionOverride {
  key: string;
  render: (context: { record?: RegistryRow }) => ReactNode;
}

/** What a hand-written card receives: the record and the engine's parts to compose. */
export interface RegistryCardProps extends CardContext {
  definition: RegistryDefinition;
  rights: RegistryRights;
  /** The engine's buttons (overrides' actions, edit, delete / restore). */
  actions: ReactNode;
  /** The read-only field groups, or the edit form while editing. */
  fields: ReactNode;
  /** The tags line (when the registry has tags). */
  tags: ReactNode;
  /** The engine's tabs (with `fields` as the first) and the chat. */
  kit: ReactNode;
}

/**
 * A section's own parts on top of its definition (ARCHITECTURE.md "Registries": override
 * slots). Passed to `registryRoutes` as a lazy import, so they load with the pages.
 */
export interface RegistryOverrides {
  columns?: readonly ColumnOverride[];
  cardTabs?: readonly CardTabOverride[];
  actions?: readonly ActionOverride[];
  formSections?: readonly FormSectionOverride[];
  /** Labels of history fields that are no field of the definition (a module's own writes, e.g. rooms' `residents`). */
  historyFields?: Readonly<Record<string, OverrideText>>;
  /**
   * Query parameters every list call (and the export) carries beyond the definition's filters, fixed or
   * read from the URL (invoices: `list=<name>` and the `state_filter` its header sets).
   */
  listQuery?: Readonly<Record<string, string>> | ((params: URLSearchParams) => Record<string, string>);
  /** Content above the list's filters (invoices: the switcher of its lists). */
  listHeader?: () => ReactNode;
  /** Replaces the whole card (under the breadcrumb); reuse `CardFields`, `CellValue` and the given parts. */
  card?: ComponentType<RegistryCardProps>;
  /**
   * Values of a new record read from the address of the create form (contracts: `?contractId=`
   * an additional agreement or a copy), loaded before the form shows; undefined for an empty form.
   */
  prefill?: (search: URLSearchParams) => Promise<Record<string, unknown> | undefined>;
}
