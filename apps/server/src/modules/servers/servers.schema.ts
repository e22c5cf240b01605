import { serversRegistry } from '@app/contracts';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/**
 * Servers and services of the company: one column per field of `serversRegistry`
 * (packages/contracts), plus the registry's system, search columns and list indexes. The
 * credentials (`login`, `password`, `credentials_notes`) are secret fields: the engine never
 * lists, searches or exports them.
 */
export const servers = pgTable(
  'servers',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    host: text('host'),
    ip: text('ip'),
    role: text('role').notNull().default('other'),
    environment: text('environment').notNull().default('production'),
    os: text('os'),
    /** working, maintenance, off. */
    state: text('state').notNull().default('working'),
    owner_id: integer('owner_id'),
    responsible_id: integer('responsible_id'),
    description: text('description'),
    login: text('login'),
    password: text('password'),
    credentials_notes: text('credentials_notes'),
    ...registrySearchColumns(serversRegistry),
  },
  (t) => registryIndexes(serversRegistry, t),
);
