import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { resources } from './catalog.ts';
import { orgs } from './orgs.ts';

// Apart from orgs.ts: a member's resource is a catalogue row, and the catalogue's tables name their organisation.
const tz = { withTimezone: true } as const;

/** Who may act for an organisation, with which role (packages/domain permissions.ts; docs/product.md#roles-and-access). */
export const memberships = pgTable(
  'memberships',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner | admin | reception | professional (checked by the database too). */
    role: text('role').notNull().default('owner'),
    /** The professional's resource: their column of the agenda; null for other roles. */
    resourceId: uuid('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    /** Whether this member gets the weekly report by mail (docs/product.md#weekly-report). */
    weeklyReport: boolean('weekly_report').notNull().default(true),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

/** An invitation by email to join an organisation (docs/product.md#team); only the link's hash is kept. */
export const invitations = pgTable('invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id')
    .notNull()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role').notNull(),
  resourceId: uuid('resource_id').references(() => resources.id, { onDelete: 'set null' }),
  tokenHash: text('token_hash').notNull(),
  invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', tz).notNull(),
  acceptedAt: timestamp('accepted_at', tz),
  acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  revokedAt: timestamp('revoked_at', tz),
});
