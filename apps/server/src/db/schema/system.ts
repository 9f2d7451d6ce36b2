import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;

/** Server-wide settings that must be shared by every instance (e.g. the generated auth secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
});

/**
 * Fixed-window counters for rate limits, in the database so that every instance behind a load
 * balancer counts the same attempts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', tz).notNull(),
});
