import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { resources } from './catalog.ts';
import { orgs } from './orgs.ts';

const tz = { withTimezone: true } as const;

/**
 * Secret calendar URLs (docs/api.md#calendar-feeds): one professional's appointments, or the whole
 * organisation's (resource_id null). Like API keys, only the SHA-256 of the token is kept; the
 * URL is shown once. A revoked feed keeps its row (its name stays in no list) and answers 404.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id'),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', tz),
    /** The last fetch, at most a day old (read-calendar-feed.ts): retention ends feeds unused for long. */
    lastUsedAt: timestamp('last_used_at', tz),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash),
    index('calendar_feeds_org_idx').on(t.orgId).where(sql`${t.revokedAt} is null`),
    foreignKey({ columns: [t.orgId, t.resourceId], foreignColumns: [resources.orgId, resources.id] }),
  ],
);
