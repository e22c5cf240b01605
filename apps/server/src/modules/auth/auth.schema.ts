import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Sign-in sessions. Only the SHA-256 of a token is stored, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    user_id: integer('user_id').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** Every sign-in attempt and its outcome, for security review and rate limiting. */
export const loginAudit = pgTable(
  'login_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    who_add: integer('who_add'),
    login: text('login').notNull(),
    user_id: integer('user_id'),
    ip: text('ip'),
    /** success | wrong_password | unknown_login | blocked | rate_limited | need_code | wrong_code | logout | refresh */
    outcome: text('outcome').notNull(),
  },
  (t) => [index('login_audit_login_idx').on(t.login, t.date_add), index('login_audit_ip_idx').on(t.ip, t.date_add)],
);

/** TOTP two-factor secrets. `last_step` blocks reuse of a code within its window. */
export const totpSecrets = pgTable('totp_secrets', {
  user_id: integer('user_id').primaryKey(),
  date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  secret: text('secret').notNull(),
  enabled: smallint('enabled').notNull().default(0),
  last_step: bigint('last_step', { mode: 'number' }),
});
