import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Company parameters, one row per key (values are stored as text and typed by the catalogue). */
export const companyParams = pgTable('company_params', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  date_edit: timestamp('date_edit', { withTimezone: true }).notNull().defaultNow(),
  who_edit: integer('who_edit'),
});
