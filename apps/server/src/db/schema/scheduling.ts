import type { AppointmentStatus } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { allStatusesSql } from '../status-sql.ts';
import { customers, locations, resources, services } from './catalog.ts';
import { orgs } from './orgs.ts';

const tz = { withTimezone: true } as const;

/** Who can book an appointment: the actor kinds of http/actor.ts that act on an organisation's agenda. */
export type BookedBy = 'staff' | 'apiKey' | 'assistant' | 'web';

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').notNull(),
    resourceId: uuid('resource_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    customerId: uuid('customer_id'),
    startsAt: timestamp('starts_at', tz).notNull(),
    endsAt: timestamp('ends_at', tz).notNull(),
    status: text('status').$type<AppointmentStatus>().notNull().default('pending'),
    note: text('note').notNull().default(''),
    cancelReason: text('cancel_reason'),
    /**
     * Who booked it (http/actor.ts kinds): 'staff', 'apiKey' (an integration) or 'assistant' (the
     * chat receptionist). Reports count "agendadas por el asistente" against the staff's from it.
     */
    bookedBy: text('booked_by').$type<BookedBy>().notNull().default('staff'),
    /** The staff member who booked it, when one did. */
    bookedByUserId: text('booked_by_user_id'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
    /**
     * How many times the appointment changed (time, place, professional, service, patient or
     * status) since it was booked: raised by a trigger (migration 0014), so no writer can forget
     * it. Calendar feeds write it as SEQUENCE, which clients need to grow to take a change.
     */
    revision: integer('revision').notNull().default(0),
    /** The recurring series it belongs to (schema/refill.ts), and its place in it from 0. */
    seriesId: uuid('series_id'),
    seriesIndex: integer('series_index'),
    /** The appointments import that created it (schema/privacy.ts customer_imports), undone within 24 hours. */
    importId: uuid('import_id'),
  },
  (t) => [
    check('appointments_booked_by_check', sql`${t.bookedBy} in ('staff', 'apiKey', 'assistant', 'web')`),
    // The agenda reads [start, end) windows per organisation; the resource index serves conflict checks.
    index('appointments_org_range_idx').on(t.orgId, t.startsAt, t.endsAt),
    index('appointments_resource_range_idx').on(t.resourceId, t.startsAt),
    index('appointments_customer_idx').on(t.orgId, t.customerId),
    // The automatic no-show job's first live appointment by end, per organisation (migration 0034).
    index('appointments_live_end_idx').on(t.orgId, t.endsAt).where(sql`${t.status} in ('pending', 'CONFIRMED')`),
    index('appointments_series_idx').on(t.seriesId, t.seriesIndex).where(sql`${t.seriesId} is not null`),
    index('appointments_import_idx').on(t.importId).where(sql`${t.importId} is not null`),
    foreignKey({ columns: [t.orgId, t.locationId], foreignColumns: [locations.orgId, locations.id] }),
    foreignKey({ columns: [t.orgId, t.resourceId], foreignColumns: [resources.orgId, resources.id] }),
    foreignKey({ columns: [t.orgId, t.serviceId], foreignColumns: [services.orgId, services.id] }),
    foreignKey({ columns: [t.orgId, t.customerId], foreignColumns: [customers.orgId, customers.id] }),
    check('appointments_range_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_status_check', sql`${t.status} in ${allStatusesSql}`),
  ],
);

/**
 * Stored answers of POST /api/scheduling calls, keyed per organisation (docs/api.md#idempotency).
 * A row without a status code is a request still in flight.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * One row per committed change of an appointment, written in the same transaction as the change.
 * Its id is the live stream's event id (Last-Event-ID): writers take a per-organisation advisory
 * lock before inserting, so within one organisation ids are handed out in commit order and a
 * replay of "ids after N" misses nothing. prev_* hold where the appointment was before a move, so
 * a subscriber of that range learns it left.
 */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    prevStartsAt: timestamp('prev_starts_at', tz),
    prevEndsAt: timestamp('prev_ends_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('appointment_events_org_idx').on(t.orgId, t.id),
    index('appointment_events_created_idx').on(t.createdAt),
  ],
);
