import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const tz = { withTimezone: true } as const;

export const orgs = pgTable('orgs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  /**
   * Raised by triggers (migration 0006) whenever the organisation's configuration, locations,
   * resources, services or blocks change, or a customer is edited: in-memory caches of those
   * (modules/scheduling/read-model/schedule-cache.ts, agenda-cache.ts) compare it to know they are still true.
   */
  catalogVersion: bigint('catalog_version', { mode: 'number' }).notNull().default(0),
  /** ISO 4217 code of prices; null: the currency of the first location's country (domain money.ts). */
  currency: text('currency'),
});

/** Who may act for an organisation. There is a single admin-style role (docs/product.md#roles-and-access). */
export const memberships = pgTable(
  'memberships',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('admin'),
    /** Whether this member gets the weekly report by mail (docs/product.md#weekly-report). */
    weeklyReport: boolean('weekly_report').notNull().default(true),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

/** Keys for integrations (the chat receptionist). Only a hash is kept; the secret is shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', tz),
    revokedAt: timestamp('revoked_at', tz),
  },
  (t) => [
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    index('api_keys_org_idx').on(t.orgId).where(sql`${t.revokedAt} is null`),
  ],
);
