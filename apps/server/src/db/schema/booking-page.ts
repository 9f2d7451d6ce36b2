import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgs } from './orgs.ts';

const tz = { withTimezone: true } as const;

/**
 * The organisation's public booking page (docs/api.md#the-booking-page), at /r/{slug}. No row: the
 * organisation has no page. The rules (which services, notice, horizon, new patients) are the
 * domain's (packages/domain/src/booking-page/rules.ts).
 */
export const bookingPages = pgTable(
  'booking_pages',
  {
    orgId: uuid('org_id')
      .primaryKey()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    serviceIds: jsonb('service_ids').$type<string[]>().notNull().default([]),
    minNoticeMin: integer('min_notice_min').notNull().default(120),
    horizonDays: integer('horizon_days').notNull().default(30),
    newPatients: boolean('new_patients').notNull().default(true),
    /** How long before the appointment a patient may still cancel or move it from their link. */
    cancelNoticeMin: integer('cancel_notice_min').notNull().default(0),
    showPrices: boolean('show_prices').notNull().default(true),
    color: text('color').notNull().default('#0f766e'),
    address: text('address').notNull().default(''),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_pages_slug_idx').on(t.slug)],
);

/**
 * Six-digit codes sent over WhatsApp to verify a visitor's number: only a hash is kept (HMAC with
 * the server's secret, so a leaked table cannot be brute-forced offline in a second), one use,
 * about ten minutes.
 */
export const bookingCodes = pgTable(
  'booking_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    usedAt: timestamp('used_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('booking_codes_org_phone_idx').on(t.orgId, t.phone, t.createdAt)],
);

/** A patient asked, from their link, that the clinic erase their data: shown to staff as a task. */
export const eraseRequests = pgTable(
  'erase_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    via: text('via').notNull().default('web'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    handledAt: timestamp('handled_at', tz),
  },
  (t) => [index('erase_requests_org_idx').on(t.orgId, t.createdAt)],
);
