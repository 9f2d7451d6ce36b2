import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgs } from './orgs.ts';

const tz = { withTimezone: true } as const;

/**
 * Chats of the public demo (docs/api.md#the-demo-chat): each visitor plays a fresh patient of the
 * demo organisation with a made-up number, reached only through a secret token. Only the token's
 * SHA-256 is kept. The patient, conversation and bookings behind a chat are cleared a day after it
 * started (modules/demo/sweep-demo-chats.ts), with the row.
 */
export const demoChats = pgTable(
  'demo_chats',
  {
    tokenHash: text('token_hash').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    /** The visitor's made-up number (E.164): the sandbox finds or creates their patient by it. */
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', tz).notNull(),
  },
  (t) => [uniqueIndex('demo_chats_phone_key').on(t.phone), index('demo_chats_created_idx').on(t.createdAt)],
);
