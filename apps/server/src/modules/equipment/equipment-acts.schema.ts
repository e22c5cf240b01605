import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Equipment handover acts (`/tech/acts`, issue 16): `output` hands a machine to a driver
 * (`holder_id`) or a department (`department` text and/or `organization_id`), `input` takes it
 * back. The giver and the receiver sign (`*_signed_at`); the number is `ТА-<id padded to 6>`.
 * Photos are the act's files (attachments, module `equipment_acts`).
 */
export const equipmentActs = pgTable(
  'equipment_acts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    status: smallint('status').notNull().default(1),
    /** output | input */
    kind: text('kind').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    equipment_id: integer('equipment_id').notNull(),
    holder_id: integer('holder_id'),
    department: text('department'),
    organization_id: integer('organization_id'),
    /** good | needs_repair | damaged */
    condition: text('condition').notNull(),
    condition_comment: text('condition_comment'),
    /** km */
    odometer: integer('odometer'),
    comment: text('comment'),
    giver_id: integer('giver_id'),
    giver_name: text('giver_name').notNull(),
    giver_signed_at: timestamp('giver_signed_at', { withTimezone: true }),
    receiver_id: integer('receiver_id'),
    receiver_name: text('receiver_name').notNull(),
    receiver_signed_at: timestamp('receiver_signed_at', { withTimezone: true }),
    /** signing | signed */
    state: text('state').notNull().default('signing'),
  },
  (t) => [
    check('equipment_acts_kind', sql`${t.kind} in ('output', 'input')`),
    check('equipment_acts_condition', sql`${t.condition} in ('good', 'needs_repair', 'damaged')`),
    check('equipment_acts_state', sql`${t.state} in ('signing', 'signed')`),
    check('equipment_acts_odometer', sql`${t.odometer} is null or ${t.odometer} >= 0`),
    index('equipment_acts_equipment_idx').on(t.equipment_id, t.id.desc()),
    index('equipment_acts_holder_idx').on(t.holder_id, t.id.desc()),
    index('equipment_acts_kind_idx').on(t.kind, t.id.desc()),
    index('equipment_acts_date_idx').on(t.date, t.id.desc()),
  ],
);
