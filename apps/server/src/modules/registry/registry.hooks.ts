/** What a module may give its registry besides the definition (docs/decisions/010 "hooks"). */
import type { RegistryEvent } from '@app/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { ValidationFailed } from '../../shared/errors.ts';

export interface Option {
  value: number;
  label: string;
}

/** What a module may put in place of the engine's own behaviour. */
export interface RegistryHooks {
  /**
   * Answers the autocomplete instead of the engine, or undefined to let the engine answer
   * (partners: `type=organization` answers the own legal entities, spec 1 §7).
   */
  autocomplete?: (query: { term?: string; filters: Record<string, unknown>; limit: number }) => Promise<Option[] | undefined>;
  /**
   * Rows the user may see, as a condition over the table's columns (undefined = every row):
   * narrows the list, its count, the export, the look-up, the card and the record's object
   * access (chat, files, history, realtime room). News: drafts only for `news_edit`. With it,
   * list-room events carry no field values (the room holds users who may not see the row).
   */
  visibleRows?: (user: SessionUser | undefined, columns: Record<string, PgColumn>) => SQL | undefined;
  /**
   * Completes the values of a create (`stored` undefined) or a patch before they are checked
   * and stored; answers the values to write (news: `published_at` when it becomes published).
   */
  beforeWrite?: (values: Record<string, unknown>, stored: Readonly<Record<string, unknown>> | undefined) => Record<string, unknown>;
  /** Ids among the listed rows that are new to the user: the list rows carry `is_new: true` (news: unread). */
  newFor?: (user: SessionUser, ids: number[]) => Promise<Set<number>>;
  /** Called after the card (`GET <name>/:id`) was answered to the user (news: marks it read). */
  opened?: (user: SessionUser, id: number) => Promise<void>;
  /**
   * Rules that need the database, on the whole record a create, a patch or a restore would
   * store (roles: a name another active role has), in the write's transaction; answers
   * `{ field: [message key] }`, empty when the record may be stored (else 422).
   */
  validate?: (tx: Db, record: Readonly<Record<string, unknown>>, id: number | undefined) => Promise<Record<string, string[]>>;
  /**
   * More rows a search (`search`, the look-up's `term`) finds besides the fields marked `search`:
   * a condition OR'ed into the engine's search condition wherever it applies (list, count, totals,
   * export, look-up). Documents: the text of their files. Keep it indexable, e.g.
   * `id = any(array(select … where <indexed match>))`, so the list still plans an index scan.
   */
  searchAlso?: (term: string, columns: Record<string, PgColumn>) => SQL | undefined;
  /**
   * List query parameters beyond the fields' filters and the row condition they make, for the
   * list, its count, totals and export (invoices: `list=<name>` with its own right, `state_filter`);
   * `condition` may throw (403 for a list the user may not see).
   */
  listParams?: {
    shape: Record<string, z.ZodType>;
    condition: (
      user: SessionUser | undefined,
      query: Readonly<Record<string, unknown>>,
      columns: Record<string, PgColumn>,
    ) => SQL | undefined;
  };
  /**
   * Runs inside a purge's transaction (the common trash's delete for good), before the row goes:
   * removes the module's own rows hanging off the record (contracts: works, acts, signers...);
   * answers the storage keys of files that go with them.
   */
  purging?: (tx: Db, id: number) => Promise<string[]>;
  /**
   * Runs inside a create, patch, delete or restore transaction after the checks, before the
   * row is written (`stored` undefined on a create); may throw to refuse (invoices: no delete with
   * payments) or write more (invoices: the total changed).
   */
  writing?: (
    tx: Db,
    write: {
      action: 'create' | 'update' | 'delete' | 'restore';
      id: number | undefined;
      stored: Readonly<Record<string, unknown>> | undefined;
      values: Readonly<Record<string, unknown>>;
      userId: number;
    },
  ) => Promise<void>;
  /** Called after a write was committed (roles: their holders' open pages get the new rights). */
  written?: (user: SessionUser, id: number, action: RegistryEvent['action']) => Promise<void>;
}

/** 422 with the module's database rules (`hooks.validate`), if any fail. */
export async function assertValid(hooks: RegistryHooks, tx: Db, record: Readonly<Record<string, unknown>>, id: number | undefined) {
  const errors = (await hooks.validate?.(tx, record, id)) ?? {};
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}
