import type { ConsentPurpose, ConsentVia, NoticeFields, RightsRequestKind } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './catalog.ts';
import { orgs } from './orgs.ts';

const tz = { withTimezone: true } as const;

/** Per organisation (docs/privacy.md): the country whose defaults apply, and the privacy notice's fields. */
export const orgPrivacy = pgTable('org_privacy', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  /** ISO code of packages/domain privacyCountries or 'default'; null: the first location's zone decides. */
  country: text('country'),
  notice: jsonb('notice').$type<NoticeFields>().notNull().default({}),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  /** The nightly retention run (docs/privacy.md#retention): off until the clinic turns it on. */
  retentionEnabled: boolean('retention_enabled').notNull().default(false),
  /** Months kept; null: the country's default (messages, leads) or 12 (calendar feeds). */
  messageMonths: integer('message_months'),
  leadMonths: integer('lead_months'),
  feedMonths: integer('feed_months'),
  /** The last run that claimed this organisation, and what it deleted. */
  retentionRunAt: timestamp('retention_run_at', tz),
  retentionCounts: jsonb('retention_counts').$type<{ messages: number; leads: number; feeds: number }>(),
});

/**
 * What a patient consented to or withdrew, per purpose (docs/privacy.md#consent). Append-only: the
 * latest event per purpose is the patient's current answer; the earlier ones are the proof.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: of two events at the same instant, the later one counts. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    granted: boolean('granted').notNull(),
    via: text('via').$type<ConsentVia>().notNull(),
    /** The exact words the patient was shown or read. */
    wording: text('wording').notNull(),
    /** The staff member who recorded it, when one did. */
    recordedBy: text('recorded_by'),
    at: timestamp('at', tz).notNull().defaultNow(),
  },
  (t) => [
    check('consent_events_purpose_check', sql`${t.purpose} in ('service', 'marketing', 'processing')`),
    check('consent_events_via_check', sql`${t.via} in ('chat', 'web', 'reception', 'import')`),
    foreignKey({ columns: [t.orgId, t.customerId], foreignColumns: [customers.orgId, customers.id] }).onDelete(
      'cascade',
    ),
    index('consent_events_customer_idx').on(t.orgId, t.customerId, t.purpose, t.at),
  ],
);

/**
 * What erasure kept because a law requires it (docs/privacy.md#erasure): a copy of the held rows,
 * shown only to the organisation's owner, with the reason and the first day it may be deleted.
 */
export const privacyHolds = pgTable(
  'privacy_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull(),
    reason: text('reason').notNull(),
    data: jsonb('data').notNull(),
    deleteAfter: date('delete_after', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('privacy_holds_org_idx').on(t.orgId, t.deleteAfter)],
);

/** A patient's request to exercise a right, with its legal deadline (docs/privacy.md#rights-requests). */
export const rightsRequests = pgTable(
  'rights_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id'),
    kind: text('kind').$type<RightsRequestKind>().notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status').$type<'open' | 'done'>().notNull().default('open'),
    note: text('note').notNull().default(''),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    doneAt: timestamp('done_at', tz),
  },
  (t) => [
    check('rights_requests_kind_check', sql`${t.kind} in ('access', 'rectification', 'erasure', 'objection')`),
    check('rights_requests_status_check', sql`${t.status} in ('open', 'done')`),
    index('rights_requests_org_idx').on(t.orgId, t.status, t.dueOn),
  ],
);

/** A patients import (docs/privacy.md#importing-patients): its customers carry its id, and it can be undone until undo_until. */
export const customerImports = pgTable(
  'customer_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    createdBy: text('created_by'),
    /** What the file brought in: patients only, or future appointments (with the new patients they name). */
    kind: text('kind').$type<'customers' | 'appointments'>().notNull().default('customers'),
    /** Patients created. */
    created: integer('created').notNull(),
    /** Appointments created (an appointments import). */
    appointments: integer('appointments').notNull().default(0),
    undoUntil: timestamp('undo_until', tz).notNull(),
    undoneAt: timestamp('undone_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('customer_imports_org_idx').on(t.orgId, t.createdAt),
    check('customer_imports_kind_check', sql`${t.kind} in ('customers', 'appointments')`),
  ],
);
