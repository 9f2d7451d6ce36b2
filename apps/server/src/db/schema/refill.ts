import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, resources, services } from './catalog.ts';
import { orgs } from './orgs.ts';

const tz = { withTimezone: true } as const;

/**
 * A recurring series ("cada martes a las 16:00, 8 semanas"; docs/product.md#series). Its
 * appointments are ordinary rows that carry `series_id` and their index, so every rule, reminder
 * and live update holds for each; the series row keeps what was asked for.
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    resourceId: uuid('resource_id').notNull(),
    every: text('every').$type<'week' | '2weeks'>().notNull(),
    count: smallint('count').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    check('appointment_series_every_check', sql`${t.every} in ('week', '2weeks')`),
    foreignKey({ columns: [t.orgId, t.customerId], foreignColumns: [customers.orgId, customers.id] }),
    foreignKey({ columns: [t.orgId, t.serviceId], foreignColumns: [services.orgId, services.id] }),
    foreignKey({ columns: [t.orgId, t.resourceId], foreignColumns: [resources.orgId, resources.id] }),
  ],
);

/**
 * Patients waiting for a sooner time (docs/product.md#waitlist). Days and times are the location's
 * wall clock; `until` is a local date. An entry ends when it is booked, removed or lapses.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    /** null: any professional. */
    resourceId: uuid('resource_id'),
    /** ISO weekdays 1–7; empty: any day. */
    days: smallint('days').array().notNull().default(sql`'{}'::smallint[]`),
    /** Wall minutes [from, to) of the start, or null for no bound. */
    fromMin: integer('from_min'),
    toMin: integer('to_min'),
    until: text('until').notNull(),
    /** Who added it: staff from the panel, or the patient by chat or web. */
    source: text('source').$type<'staff' | 'chat' | 'web'>().notNull().default('staff'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    /** Set when the entry ends (booked, removed); ended entries stay for the reports. */
    endedAt: timestamp('ended_at', tz),
    endedReason: text('ended_reason').$type<'booked' | 'removed'>(),
  },
  (t) => [
    check('waitlist_entries_source_check', sql`${t.source} in ('staff', 'chat', 'web')`),
    check('waitlist_entries_ended_check', sql`${t.endedReason} is null or ${t.endedReason} in ('booked', 'removed')`),
    index('waitlist_entries_open_idx').on(t.orgId, t.serviceId).where(sql`${t.endedAt} is null`),
    foreignKey({ columns: [t.orgId, t.customerId], foreignColumns: [customers.orgId, customers.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.orgId, t.serviceId], foreignColumns: [services.orgId, services.id] }).onDelete('cascade'),
  ],
);
