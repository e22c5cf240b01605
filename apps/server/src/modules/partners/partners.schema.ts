import { partnersRegistry } from '@app/contracts';
import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/**
 * Partners: suppliers and contractors (the own legal entities are `organizations` of the
 * users module). One column per field of `partnersRegistry` (packages/contracts), plus the
 * registry's system, search columns and list indexes.
 */
export const partners = pgTable(
  'partners',
  {
    ...registryColumns(),
    /** organization, entrepreneur, person. */
    type: text('type').notNull().default('organization'),
    name: text('name').notNull(),
    inn: text('inn'),
    kpp: text('kpp'),
    ogrn: text('ogrn'),
    bank_name: text('bank_name'),
    bik: text('bik'),
    account: text('account'),
    corr_account: text('corr_account'),
    address: text('address'),
    contacts: text('contacts'),
    phone: text('phone'),
    email: text('email'),
    rating: integer('rating'),
    blacklist: smallint('blacklist').notNull().default(0),
    blacklist_reason: text('blacklist_reason'),
    ...registrySearchColumns(partnersRegistry),
  },
  (t) => registryIndexes(partnersRegistry, t),
);
