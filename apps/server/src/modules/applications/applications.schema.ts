import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const base = {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  date_add: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
  who_add: integer('who_add'),
};

/** Application types (spec 1 §3): code, form kind 1–4, position type, for equipment. */
export const applicationTypes = pgTable(
  'application_types',
  {
    ...base,
    code: text('code').notNull(),
    name: text('name').notNull(),
    name_en: text('name_en').notNull(),
    /** Form kind 1–4. */
    form: smallint('form').notNull().default(1),
    /** nomenclatures or other. */
    position_type: text('position_type').notNull().default('other'),
    for_equipment: smallint('for_equipment').notNull().default(0),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('application_types_code_key').on(t.code)],
);

/** Supply applications (packs). */
export const applications = pgTable(
  'applications',
  {
    ...base,
    type_id: integer('type_id')
      .notNull()
      .references(() => applicationTypes.id),
    name: text('name').notNull(),
    /** A code of APPLICATION_STATUSES; a new application is `active` ("on review"). */
    status: text('status').notNull().default('active'),
    urgent: smallint('urgent').notNull().default(0),
    /** The urgent reason. */
    comment: text('comment'),
    repeats: smallint('repeats').notNull().default(0),
    parent_id: integer('parent_id'),
    advance_holder: integer('advance_holder'),
    performer: integer('performer'),
    responsible: integer('responsible'),
    organization_id: integer('organization_id'),
    location_id: integer('location_id'),
    date_want: date('date_want', { mode: 'string' }),
    equipment_id: integer('equipment_id'),
    equipment_required: smallint('equipment_required').notNull().default(0),
    delete_reason: text('delete_reason'),
    defect_statement_path: text('defect_statement_path'),
    defect_statement_name: text('defect_statement_name'),
    defect_statement_status: smallint('defect_statement_status').notNull().default(0),
    /** Sign process: signed so far of the chain's length. */
    sign_current: integer('sign_current').notNull().default(0),
    sign_total: integer('sign_total').notNull().default(0),
    auto_invoice_id: integer('auto_invoice_id'),
    /** Raised on every edit; an edit based on an older version gets 409. */
    version: integer('version').notNull().default(1),
    date_edit: timestamp('date_edit', { withTimezone: true }),
  },
  (t) => [
    index('applications_status_idx').on(t.status, t.id),
    index('applications_type_idx').on(t.type_id, t.id),
    index('applications_urgent_idx').on(t.id).where(sql`${t.urgent} = 1`),
    index('applications_repeats_idx').on(t.id).where(sql`${t.repeats} = 1`),
    index('applications_org_idx').on(t.organization_id, t.id),
    index('applications_date_add_idx').on(t.date_add, t.id),
    // The list's date wanted sort runs on coalesce(date_want, '9999-12-31') (no date last), with its keyset.
    index('applications_date_want_sort_idx').on(sql`coalesce(${t.date_want}, '9999-12-31'::date)`, t.id),
    // The default list (every status but deleted) and its capped count: an index-only range.
    index('applications_live_idx').on(t.id).where(sql`${t.status} not in ('delete', 'deleted')`),
    index('applications_parent_idx').on(t.parent_id),
    index('applications_who_add_idx').on(t.who_add, t.id),
    index('applications_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/**
 * Who sees an application because of a role on it (author, performer, responsible, advance
 * holder, signer): kept in step on every change, so that a member's list is one index range.
 */
export const applicationMembers = pgTable(
  'application_members',
  {
    user_id: integer('user_id').notNull(),
    pack_id: integer('pack_id')
      .notNull()
      .references(() => applications.id),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.pack_id] }), index('application_members_pack_idx').on(t.pack_id)],
);

export const applicationProjects = pgTable(
  'application_projects',
  {
    pack_id: integer('pack_id')
      .notNull()
      .references(() => applications.id),
    project_id: integer('project_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pack_id, t.project_id] }), index('application_projects_project_idx').on(t.project_id, t.pack_id)],
);

/** Application positions (snabs): spec 2 "Application position", spec 3 §3 mapped fields. */
export const positions = pgTable(
  'application_positions',
  {
    ...base,
    pack_id: integer('pack_id')
      .notNull()
      .references(() => applications.id),
    /** The position this one was split from. */
    part_id: integer('part_id'),
    /** Order within the application. */
    number: integer('number').notNull().default(0),
    /** A code of POSITION_STATUSES. */
    status: text('status').notNull().default('active'),
    /** The status before the last mark, for a rollback. */
    prev_status: text('prev_status'),
    info: text('info'),
    article: text('article'),
    for_use: text('for_use'),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull().default('1'),
    min_quantity: numeric('min_quantity', { precision: 18, scale: 3 }),
    desire_quantity: numeric('desire_quantity', { precision: 18, scale: 3 }),
    unit_id: integer('unit_id'),
    unit_param: text('unit_param'),
    delivery: text('delivery'),
    main_comment: text('main_comment'),
    dv_work_name: text('dv_work_name'),
    dv_work_type: text('dv_work_type'),
    equipment_id: integer('equipment_id'),
    run: integer('run'),
    photo: text('photo'),
    cost: numeric('cost', { precision: 18, scale: 2 }),
    links: jsonb('links').$type<{ link: string }[]>().notNull().default([]),
    date_want: date('date_want', { mode: 'string' }),
    nomenclature_id: integer('nomenclature_id'),
    responsible: integer('responsible'),
    explanation: text('explanation'),
    invoice_id: integer('invoice_id'),
    date_edit: timestamp('date_edit', { withTimezone: true }),
  },
  (t) => [
    index('application_positions_pack_idx').on(t.pack_id, t.number, t.id),
    index('application_positions_part_idx').on(t.part_id),
    index('application_positions_invoice_idx').on(t.invoice_id),
    index('application_positions_info_trgm_idx').using(
      'gin',
      sql`lower(coalesce(${t.info}, '') || ' ' || coalesce(${t.dv_work_name}, '')) gin_trgm_ops`,
    ),
  ],
);

export const positionFiles = pgTable(
  'application_position_files',
  {
    ...base,
    snab_id: integer('snab_id')
      .notNull()
      .references(() => positions.id),
    pack_id: integer('pack_id').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    size: integer('size').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('application_position_files_snab_idx').on(t.snab_id, t.id)],
);

/** The sign chain: signers sign in `position` order. */
export const applicationSigners = pgTable(
  'application_signers',
  {
    ...base,
    pack_id: integer('pack_id')
      .notNull()
      .references(() => applications.id),
    user_id: integer('user_id').notNull(),
    position: integer('position').notNull(),
    /** 0 waiting, 1 signed. */
    status: smallint('status').notNull().default(0),
    date_sign: timestamp('date_sign', { withTimezone: true }),
  },
  (t) => [uniqueIndex('application_signers_key').on(t.pack_id, t.user_id), index('application_signers_user_idx').on(t.user_id)],
);

/** Commercial offers (kp). */
export const applicationOffers = pgTable(
  'application_offers',
  {
    ...base,
    pack_id: integer('pack_id')
      .notNull()
      .references(() => applications.id),
    partner_id: integer('partner_id'),
    sum: numeric('sum', { precision: 18, scale: 2 }),
    comment: text('comment'),
    file_name: text('file_name'),
    file_path: text('file_path'),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('application_offers_pack_idx').on(t.pack_id, t.id)],
);

/** Requests to suppliers for prices of chosen positions. */
export const supplierRequests = pgTable(
  'application_requests',
  {
    ...base,
    pack_id: integer('pack_id')
      .notNull()
      .references(() => applications.id),
    partner_id: integer('partner_id'),
    email: text('email'),
    comment: text('comment'),
    snab_ids: jsonb('snab_ids').$type<number[]>().notNull().default([]),
    /** draft, sent; deleted = 0 in `state`. */
    status: text('status').notNull().default('draft'),
    state: smallint('state').notNull().default(1),
    date_send: timestamp('date_send', { withTimezone: true }),
    /** Random hash of the supplier's link (public PDF). */
    link_hash: text('link_hash'),
    date_edit: timestamp('date_edit', { withTimezone: true }),
  },
  (t) => [index('application_requests_pack_idx').on(t.pack_id, t.id), uniqueIndex('application_requests_link_key').on(t.link_hash)],
);
