import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { messages, messageTemplates } from './messaging.ts';
import { orgs } from './orgs.ts';
import { appointments } from './scheduling.ts';

const tz = { withTimezone: true } as const;

/** What a planned message is for. */
export type ScheduledKind = 'reminder' | 'campaign' | 'weekly_report';

/**
 * What happened to a planned message. 'scheduled' waits for its moment; at that moment the
 * dispatcher turns it into an outbound message ('sent': the message row then carries the delivery
 * state — queued, sent, delivered, read, failed) or records why it did not ('skipped', with the
 * reason). 'cancelled': the appointment was cancelled, moved or is no longer live.
 */
export type ScheduledStatus = 'scheduled' | 'sent' | 'skipped' | 'cancelled';

/**
 * Messages that must go out later (docs/architecture.md#scheduled-messages): reminders before each
 * appointment, campaign messages, and the weekly report mailed to an organisation's members. Each row is planned in the same transaction as the change that
 * causes it and claimed by the dispatcher of whichever instance gets it first (FOR UPDATE SKIP
 * LOCKED), so a plan is turned into a message exactly once.
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ScheduledKind>().notNull(),
    /** The appointment a reminder is for. */
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    /** A reminder's minutes before the start (one of config.reminderFrequencies). */
    offsetMin: integer('offset_min'),
    /** The campaign a campaign message belongs to. */
    campaignId: uuid('campaign_id'),
    /** The patient a reminder or campaign message goes to (null for a weekly report). */
    customerId: uuid('customer_id'),
    /** A weekly report's Monday ('YYYY-MM-DD' in the organisation's zone): one per organisation and week. */
    weekOf: date('week_of', { mode: 'string' }),
    /** Campaign messages name their template; reminders take the one chosen per frequency at send time. */
    templateId: uuid('template_id'),
    /** The template's values; for a weekly report, the members it was already mailed to. */
    params: jsonb('params').$type<string[]>(),
    runAt: timestamp('run_at', tz).notNull(),
    status: text('status').$type<ScheduledStatus>().notNull().default('scheduled'),
    /** Why it was skipped or cancelled, in Spanish, as staff read it. */
    reason: text('reason'),
    /** The outbound message it became. */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    check('scheduled_messages_kind_check', sql`${t.kind} in ('weekly_report', 'reminder', 'campaign')`),
    check('scheduled_messages_status_check', sql`${t.status} in ('scheduled', 'sent', 'skipped', 'cancelled')`),
    // One reminder per appointment and frequency: planning again is an upsert, never a second row.
    uniqueIndex('scheduled_messages_reminder_key').on(t.appointmentId, t.offsetMin),
    // The dispatcher's lookup of what is due.
    index('scheduled_messages_due_idx').on(t.runAt).where(sql`${t.status} = 'scheduled'`),
    index('scheduled_messages_campaign_idx').on(t.campaignId),
    // One weekly report per organisation and week, whichever instance plans it (migration 0019).
    uniqueIndex('scheduled_messages_weekly_key').on(t.orgId, t.weekOf).where(sql`${t.kind} = 'weekly_report'`),
  ],
);

/**
 * A reactivation campaign (docs/product.md#campaigns): one approved Marketing template sent to the
 * patients without an appointment for `inactive_days`, frozen when it is created (one
 * scheduled_messages row per patient, kind 'campaign'), sent at `send_at` by the dispatcher.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Null once the template was deleted; its name stays for the history. */
    templateId: uuid('template_id').references(() => messageTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    inactiveDays: integer('inactive_days').notNull(),
    /** The values of the template's variables; `{nombre}` stands for each patient's first name. */
    params: jsonb('params').$type<string[]>().notNull().default([]),
    sendAt: timestamp('send_at', tz).notNull(),
    /** The staff member who created it. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('campaigns_org_created_idx').on(t.orgId, t.createdAt)],
);

/**
 * The per-number rate as a sliding window (modules/channel/dispatch/send-rate.ts): the moments of
 * each organisation's number's last sends, in milliseconds on the database's clock, taken with one
 * upsert by every instance's dispatcher, so together they never send faster than the number's throughput.
 */
export const sendRate = pgTable('send_rate', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  recent: doublePrecision('recent').array().notNull(),
});
