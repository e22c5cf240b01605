import { groupsRegistry, organizationsRegistry, rolesRegistry } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { registryColumns, registryIndexes, registrySearchColumns } from '../../shared/registry-table.ts';

const base = {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  who_add: integer('who_add'),
};

/**
 * The company's own legal entities, chosen wherever an organization is; also the registry
 * `organizations_list` of `/directory/organizations` (`organizationsRegistry`): its system,
 * search columns and list indexes, one column per field.
 */
export const organizations = pgTable(
  'organizations',
  {
    ...registryColumns(),
    name: text('name').notNull(),
    short_name: text('short_name'),
    inn: text('inn'),
    kpp: text('kpp'),
    ogrn: text('ogrn'),
    legal_address: text('legal_address'),
    bank_name: text('bank_name'),
    bik: text('bik'),
    account: text('account'),
    corr_account: text('corr_account'),
    director: text('director'),
    chief_accountant: text('chief_accountant'),
    phone: text('phone'),
    email: text('email'),
    ...registrySearchColumns(organizationsRegistry),
  },
  (t) => registryIndexes(organizationsRegistry, t),
);

export const departments = pgTable('departments', {
  ...base,
  name: text('name').notNull(),
  organization_id: integer('organization_id').references(() => organizations.id),
  status: smallint('status').notNull().default(1),
});

export const users = pgTable(
  'users',
  {
    ...base,
    login: text('login').notNull(),
    fio: text('fio').notNull(),
    email: text('email'),
    phone: text('phone'),
    telegram: text('telegram'),
    avatar: text('avatar'),
    post: text('post'),
    department_id: integer('department_id').references(() => departments.id),
    /** 1 = super admin, 0 = ordinary user. */
    type: smallint('type').notNull().default(0),
    can_sign: smallint('can_sign').notNull().default(0),
    auto_scroll: smallint('auto_scroll').notNull().default(0),
    password_hash: text('password_hash').notNull(),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the password is a demo or administrator-issued one: the user must change it. */
    password_must_change: smallint('password_must_change').notNull().default(0),
    general_feedback_date: timestamp('general_feedback_date', { withTimezone: true }),
    was_user_id: integer('was_user_id'),
    /** 1 = active, 0 = blocked. */
    status: smallint('status').notNull().default(1),
    date_edit: timestamp('date_edit', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_login_key').on(sql`lower(${t.login})`),
    index('users_fio_idx').on(t.fio, t.id),
    index('users_status_idx').on(t.status, t.id),
  ],
);

export const userOrganizations = pgTable(
  'user_organizations',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.organization_id] }), index('user_organizations_org_idx').on(t.organization_id)],
);

/** A named set of permits; the registry `roles` (`rolesRegistry`, status 0 = in the trash). */
export const roles = pgTable(
  'roles',
  { ...registryColumns(), name: text('name').notNull(), ...registrySearchColumns(rolesRegistry) },
  (t) => [uniqueIndex('roles_name_key').on(sql`lower(${t.name})`).where(sql`${t.status} = 1`), ...registryIndexes(rolesRegistry, t)],
);

export const rolePermits = pgTable(
  'role_permits',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permit: text('permit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permit] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
);

/** Permits given to one user on top of their roles. */
export const userPermits = pgTable(
  'user_permits',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    permit: text('permit').notNull(),
    value: smallint('value').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.permit] })],
);

/** A named set of users; the registry `user_groups` (`groupsRegistry`, status 0 = in the trash). */
export const groups = pgTable(
  'user_groups',
  { ...registryColumns(), name: text('name').notNull(), ...registrySearchColumns(groupsRegistry) },
  (t) => [uniqueIndex('user_groups_name_key').on(sql`lower(${t.name})`).where(sql`${t.status} = 1`), ...registryIndexes(groupsRegistry, t)],
);

export const groupMembers = pgTable(
  'user_group_members',
  {
    group_id: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.group_id, t.user_id] }), index('user_group_members_user_idx').on(t.user_id)],
);

/** Change history of administration records (users, roles, groups, parameters). */
export const adminHistory = pgTable(
  'admin_history',
  {
    ...base,
    entity: text('entity').notNull(),
    entity_id: integer('entity_id').notNull(),
    field: text('field').notNull(),
    old_value: text('old_value'),
    new_value: text('new_value'),
  },
  (t) => [index('admin_history_entity_idx').on(t.entity, t.entity_id, t.id)],
);

/** Answers of the feedback survey (`/survey`, `/survey/:id`): `who_add` answered; no rating = dismissed. */
export const userFeedback = pgTable(
  'user_feedback',
  {
    ...base,
    survey_id: integer('survey_id'),
    rating: smallint('rating'),
    comment: text('comment'),
  },
  (t) => [index('user_feedback_survey_idx').on(t.survey_id, t.id)],
);
