import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** "Adelantar mi cita": the live appointment the patient holds and wants earlier (a move, not a booking). */
    appointmentId: uuid('appointment_id'),
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

/** Why a freed slot stopped being offered (or 'open' while it still is). */
export type RefillSlotStatus =
  | 'open'
  | 'taken'
  | 'rebooked'
  | 'blocked'
  | 'too_close'
  | 'no_one_left'
  | 'stopped'
  | 'chain_limit';

/**
 * A stretch of a resource's time that became free and is offered to the waitlist
 * (docs/product.md#waitlist): one row per freed slot, open while offers may still go, closed with
 * why (taken by an offer, re-booked by staff, blocked, too close, nobody left, stopped by staff).
 * `depth` counts the move-ups that led here (a chain), bounded by the organisation's setting.
 */
export const refillSlots = pgTable(
  'refill_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id').notNull(),
    startsAt: timestamp('starts_at', tz).notNull(),
    endsAt: timestamp('ends_at', tz).notNull(),
    /** The appointment whose cancellation, move or no-show freed it (null for a block removed). */
    freedBy: uuid('freed_by'),
    cause: text('cause').$type<'cancelled' | 'moved' | 'no_show' | 'unblocked'>().notNull(),
    depth: smallint('depth').notNull().default(0),
    status: text('status').$type<RefillSlotStatus>().notNull().default('open'),
    /** When the next wave is due (the hold of the last one ends); null once closed. */
    nextWaveAt: timestamp('next_wave_at', tz),
    /** The appointment an offer's tap booked (or moved) into it. */
    bookedAppointmentId: uuid('booked_appointment_id'),
    createdAt: timestamp('created_at', tz).notNull(),
    closedAt: timestamp('closed_at', tz),
  },
  (t) => [
    check('refill_slots_cause_check', sql`${t.cause} in ('cancelled', 'moved', 'no_show', 'unblocked')`),
    check(
      'refill_slots_status_check',
      sql`${t.status} in ('open', 'taken', 'rebooked', 'blocked', 'too_close', 'no_one_left', 'stopped', 'chain_limit')`,
    ),
    index('refill_slots_open_idx').on(t.nextWaveAt).where(sql`${t.status} = 'open'`),
    index('refill_slots_freed_by_idx').on(t.freedBy),
    index('refill_slots_org_start_idx').on(t.orgId, t.startsAt),
  ],
);

/** One patient offered one freed slot, by WhatsApp, and what they answered (domain OfferStatus). */
export const refillOffers = pgTable(
  'refill_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => refillSlots.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    /** The waitlist entry it answers (its service is the one booked). */
    entryId: uuid('entry_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    /** The outbound message that carried it. */
    messageId: uuid('message_id'),
    wave: smallint('wave').notNull(),
    status: text('status').$type<'sent' | 'taken' | 'declined' | 'expired' | 'superseded'>().notNull().default('sent'),
    sentAt: timestamp('sent_at', tz).notNull(),
    answeredAt: timestamp('answered_at', tz),
  },
  (t) => [
    unique('refill_offers_slot_customer_key').on(t.slotId, t.customerId),
    check('refill_offers_status_check', sql`${t.status} in ('sent', 'taken', 'declined', 'expired', 'superseded')`),
  ],
);
