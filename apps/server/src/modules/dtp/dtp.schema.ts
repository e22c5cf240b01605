import { dtpRegistry } from '@app/contracts';
import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

/**
 * Road incidents of the company's vehicles: one column per field of `dtpRegistry`
 * (packages/contracts), plus the registry's system, search columns and list indexes.
 * `equipment_id` is a machine of the equipment module, `driver_id` a user.
 */
export const dtp = pgTable(
  'dtp',
  {
    ...registryColumns(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    equipment_id: integer('equipment_id').notNull(),
    driver_id: integer('driver_id'),
    /** registered, insurer, repair, closed. */
    state: text('state').notNull().default('registered'),
    guilt: text('guilt').notNull().default('unknown'),
    participants: text('participants'),
    damage: text('damage'),
    damage_amount: numeric('damage_amount', { precision: 18, scale: 2 }),
    insurance_company: text('insurance_company'),
    insurance_case: text('insurance_case'),
    ...registrySearchColumns(dtpRegistry),
  },
  (t) => registryIndexes(dtpRegistry, t),
);
