import { defaultServiceDescription, type WeeklyHours } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgs } from './orgs.ts';

const tz = { withTimezone: true } as const;

// Every org row carries org_id, and rows that point at other org rows do so through composite
// (org_id, id) foreign keys: the database itself refuses a reference into another organisation.

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** IANA zone: days, weeks and opening hours of this location are computed in it. */
    tz: text('tz').notNull(),
    /** Set by delete: the row leaves every list but past appointments keep it. */
    archivedAt: timestamp('archived_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [unique('locations_org_id_key').on(t.orgId, t.id), index('locations_org_idx').on(t.orgId)],
);

export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').notNull(),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull().default(1),
    active: boolean('active').notNull().default(true),
    backgroundColor: text('background_color').notNull().default('#22c55e'),
    textColor: text('text_color').notNull().default('#ffffff'),
    /** Set by delete: the row leaves every list but past appointments keep it. */
    archivedAt: timestamp('archived_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    unique('resources_org_id_key').on(t.orgId, t.id),
    index('resources_org_idx').on(t.orgId),
    foreignKey({ columns: [t.orgId, t.locationId], foreignColumns: [locations.orgId, locations.id] }),
    check('resources_capacity_check', sql`${t.capacity} >= 1`),
  ],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(defaultServiceDescription),
    durationMin: integer('duration_min').notNull().default(30),
    intervalMin: integer('interval_min').notNull().default(0),
    /** In the organisation's currency (orgs.currency), two decimals at most. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** "Se repite": after a chat booking, the receptionist offers the same time the following weeks. */
    recurring: boolean('recurring').notNull().default(false),
    /** Set by delete: the row leaves every list but past appointments keep it. */
    archivedAt: timestamp('archived_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    unique('services_org_id_key').on(t.orgId, t.id),
    index('services_org_idx').on(t.orgId),
    check('services_duration_check', sql`${t.durationMin} >= 1`),
    check('services_interval_check', sql`${t.intervalMin} >= 0`),
    check('services_price_check', sql`${t.price} >= 0`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** International format (E.164), normalised on write. */
    phone: text('phone').notNull(),
    /** What the staff keep about the patient (allergies, preferences); shown on the patient page. */
    notes: text('notes').notNull().default(''),
    /** Set by delete: the row leaves every list but past appointments keep it. */
    archivedAt: timestamp('archived_at', tz),
    /** Replied SALIR: nothing automatic is sent any more (reminders, campaigns). */
    optedOutAt: timestamp('opted_out_at', tz),
    /** Who opted them out: 'patient' (replied SALIR) or 'staff' (on the patient's page). */
    optedOutSource: text('opted_out_source'),
    /** Meta answered 131026 (not a WhatsApp user, or cannot receive): sends stop until the phone changes. */
    undeliverableAt: timestamp('undeliverable_at', tz),
    /** Erased at the patient's request (docs/privacy.md#erasure): name and phone are placeholders, the row stays for reports' counts. */
    erasedAt: timestamp('erased_at', tz),
    /** The import that created the row (docs/privacy.md#importing-patients): undoing it deletes it. */
    importId: uuid('import_id'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    unique('customers_org_id_key').on(t.orgId, t.id),
    index('customers_org_name_idx').on(t.orgId, t.name),
    index('customers_org_phone_idx').on(t.orgId, t.phone),
    index('customers_org_created_idx').on(t.orgId, t.createdAt),
    index('customers_import_idx').on(t.importId).where(sql`${t.importId} is not null`),
  ],
);

/**
 * Time blocks. Either one-off (starts_at/ends_at) or daily recurring (start_time/end_time as
 * 'HH:MM' in the location's zone); resource_id null means the whole organisation.
 */
export const blocks = pgTable(
  'blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id'),
    startsAt: timestamp('starts_at', tz),
    endsAt: timestamp('ends_at', tz),
    startTime: text('start_time'),
    endTime: text('end_time'),
    reason: text('reason').notNull(),
    backgroundColor: text('background_color').notNull().default('#f5f5dc'),
    textColor: text('text_color').notNull().default('#000000'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    unique('blocks_org_id_key').on(t.orgId, t.id),
    index('blocks_org_range_idx').on(t.orgId, t.startsAt, t.endsAt),
    foreignKey({ columns: [t.orgId, t.resourceId], foreignColumns: [resources.orgId, resources.id] }).onDelete(
      'cascade',
    ),
    check(
      'blocks_shape_check',
      sql`(${t.startsAt} is not null and ${t.endsAt} is not null and ${t.endsAt} > ${t.startsAt} and ${t.startTime} is null and ${t.endTime} is null)
       or (${t.startsAt} is null and ${t.endsAt} is null and ${t.startTime} is not null and ${t.endTime} is not null)`,
    ),
  ],
);

/** Agenda configuration, one row per organisation (docs/product.md#configuration). */
export const configs = pgTable('configs', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  openTime: text('open_time').notNull().default('08:00'),
  closeTime: text('close_time').notNull().default('18:00'),
  /** Seven days, Monday first (docs/product.md#opening-hours); null: open_time–close_time every day. */
  weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>(),
  increment: integer('increment').notNull().default(30),
  allowedDurations: integer('allowed_durations').array().notNull().default(sql`'{15,30,45,60}'`),
  palette: text('palette').array().notNull().default(sql`'{#22c55e,#3b82f6,#f59e0b,#ef4444}'`),
  themeMode: text('theme_mode').notNull().default('auto'),
  reminderFrequencies: integer('reminder_frequencies').array().notNull().default(sql`'{1440,120}'`),
  /** The template of each reminder frequency: [{ offsetMin, templateId }]; unset ones use the defaults by name. */
  reminderTemplates: jsonb('reminder_templates')
    .$type<{ offsetMin: number; templateId: string }[]>()
    .notNull()
    .default([]),
  /** The refill of freed slots (docs/product.md#waitlist; the domain's RefillSettings). */
  refillEnabled: boolean('refill_enabled').notNull().default(true),
  refillWaveSize: smallint('refill_wave_size').notNull().default(3),
  refillHoldMin: smallint('refill_hold_min').notNull().default(15),
  refillMaxChain: smallint('refill_max_chain').notNull().default(3),
  refillMinNoticeMin: integer('refill_min_notice_min').notNull().default(60),
  /** Automatic no-shows, minutes after the end (domain refill/auto-no-show.ts); null: off. */
  autoNoShowAfterMin: smallint('auto_no_show_after_min'),
  /** When automatic no-shows were turned on: appointments that ended before are left alone. */
  autoNoShowSince: timestamp('auto_no_show_since', tz),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});
