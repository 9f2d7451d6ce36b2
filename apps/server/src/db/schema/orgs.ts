import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** What the key may do (domain permissions.ts apiKeyScopes); keys made before scopes hold `admin`. */
    scopes: text('scopes').array().notNull().default(sql`'{admin}'`),
  },
  (t) => [
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    index('api_keys_org_idx').on(t.orgId).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Who did what (docs/architecture.md#audit-log): append-only (a trigger refuses UPDATE and DELETE),
 * written in the transaction of the change it describes. No foreign keys: it outlives its subjects.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: uuid('org_id'),
    at: timestamp('at', tz).notNull().defaultNow(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    /** The person's role when they acted (labels in domain permissions.ts). */
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    /** The patient the change concerns, when one does (filter of the Actividad screen). */
    customerId: uuid('customer_id'),
    clientAddress: text('client_address'),
    changes: jsonb('changes').$type<Record<string, { before?: unknown; after?: unknown }>>(),
  },
  (t) => [index('audit_log_org_at_idx').on(t.orgId, t.at), index('audit_log_target_idx').on(t.targetId)],
);
