import type { AssistantState, SendPurpose } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './catalog.ts';
import { orgs } from './orgs.ts';

const tz = { withTimezone: true } as const;

export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('draft'),
    /** Meta's language code of the template (docs/api.md#the-whatsapp-loop). */
    language: text('language').notNull().default('es'),
    /** Up to three quick-reply buttons: [{ id, title }]. */
    buttons: jsonb('buttons').$type<{ id: string; title: string }[]>().notNull().default([]),
    /** Meta's reason when the status is 'rejected' (or paused/disabled). */
    rejectionReason: text('rejection_reason'),
    /** Meta's id of the submitted template, to match its status webhooks. */
    metaTemplateId: text('meta_template_id'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    unique('message_templates_org_name_key').on(t.orgId, t.name),
    check('message_templates_category_check', sql`${t.category} in ('Utility', 'Marketing', 'Authentication')`),
    check(
      'message_templates_status_check',
      sql`${t.status} in ('ready', 'draft', 'submitted', 'rejected', 'paused', 'disabled')`,
    ),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id'),
    channel: text('channel').notNull().default('whatsapp'),
    /**
     * The patient's WhatsApp id exactly as Meta reported it (digits, no '+'): replies go to this, not
     * to the customer's E.164 phone, because Argentina's 549/54 and Mexico's 521/52 differ between
     * what Meta reports and what it accepts.
     */
    waId: text('wa_id'),
    /** 'assistant': the receptionist answers; 'staff': a person took over and nothing automatic is sent. */
    mode: text('mode').notNull().default('assistant'),
    /** The patient's last inbound message: free text may go out until 24 h after it. */
    lastInboundAt: timestamp('last_inbound_at', tz),
    /**
     * A question the assistant asked and waits an answer to, e.g. { kind: 'cancel', appointmentId }
     * after "Cancelar" on a reminder: the next "sí" answers it.
     */
    pending: jsonb('pending').$type<{ kind: 'cancel'; appointmentId: string; askedAt: string }>(),
    /** Since when the patient waits for a person (asked to reschedule, or for a human): shown first in the inbox. */
    waitingSince: timestamp('waiting_since', tz),
    /**
     * The chat receptionist's state (packages/domain/src/assistant/types.ts AssistantState): the step,
     * the chosen service, the offered times… null before its first turn. Written by its turns only.
     */
    assistantState: jsonb('assistant_state').$type<AssistantState>(),
    /** Raised by every turn of the receptionist: a write that finds another version lost a race (docs/architecture.md#chat-receptionist). */
    assistantVersion: integer('assistant_version').notNull().default(0),
    /** Inbound messages staff have not read yet. */
    unread: integer('unread').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', tz).notNull().defaultNow(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    unique('conversations_org_id_key').on(t.orgId, t.id),
    check('conversations_mode_check', sql`${t.mode} in ('assistant', 'staff')`),
    uniqueIndex('conversations_org_customer_key').on(t.orgId, t.customerId),
    index('conversations_org_last_idx').on(t.orgId, t.lastMessageAt),
    foreignKey({ columns: [t.orgId, t.customerId], foreignColumns: [customers.orgId, customers.id] }),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id').notNull(),
    conversationId: uuid('conversation_id').notNull(),
    /** 'in' from the customer, 'out' from the receptionist or staff. */
    direction: text('direction').notNull(),
    /** Who wrote it: 'patient' (in), 'assistant', 'staff' or 'system' (out). */
    author: text('author').notNull().default('patient'),
    /** 'text', 'template', 'interactive' (reply buttons or a list) or 'button' (a tapped quick reply). */
    kind: text('kind').notNull().default('text'),
    body: text('body').notNull(),
    /** Reply buttons or list rows offered with an outbound message; the tapped id of an inbound one. */
    buttons: jsonb('buttons').$type<{ id: string; title: string }[]>(),
    /** queued → sent → delivered → read; failed is final unless resent. Inbound messages are 'delivered'. */
    status: text('status').notNull().default('delivered'),
    /** Meta's message id: unique, so a webhook delivered twice (even at once) stores its message once. */
    wamid: text('wamid'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** For template messages: which template and its body parameters, to resend on "Reintentar". */
    templateId: uuid('template_id'),
    params: jsonb('params').$type<string[]>(),
    /** How many times the dispatcher tried to send it. */
    attempts: integer('attempts').notNull().default(0),
    /** A queued message is sent from this moment on (a retry waits here with backoff). */
    nextAttemptAt: timestamp('next_attempt_at', tz).notNull().defaultNow(),
    /**
     * While a dispatcher is sending it: no other instance takes it before this moment. A lease that
     * expired belongs to an instance that died mid-send; the message is taken again.
     */
    leaseUntil: timestamp('lease_until', tz),
    /**
     * Since when its send is in doubt (a lease that ran out: Meta may have it). It goes again only
     * once Meta's statuses of that time are read (send/claim-messages.ts); null otherwise.
     */
    inDoubtSince: timestamp('in_doubt_since', tz),
    sentAt: timestamp('sent_at', tz).notNull().defaultNow(),
    /**
     * Why an outbound message goes (domain SendPurpose: reply, staff, reminder, campaign, offer,
     * code): the send-time guards treat what the clinic starts apart from what the patient starts.
     */
    purpose: text('purpose').$type<SendPurpose>(),
    /** A reminder's appointment, and the start its text was written for: a moved one is not sent. */
    appointmentId: uuid('appointment_id'),
    writtenFor: timestamp('written_for', tz),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.sentAt),
    // The retention run's search of old messages per organisation (modules/privacy/retention.ts).
    index('messages_org_sent_at_idx').on(t.orgId, t.sentAt),
    uniqueIndex('messages_wamid_key').on(t.wamid),
    // The dispatcher's lookup of queued messages whose moment came.
    index('messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    // /metrics: the outbound messages of the last hour (modules/metrics/metrics.ts).
    index('messages_out_sent_at_idx').on(t.sentAt).where(sql`${t.direction} = 'out'`),
    check('messages_author_check', sql`${t.author} in ('patient', 'assistant', 'staff', 'system')`),
    check('messages_kind_check', sql`${t.kind} in ('text', 'template', 'interactive', 'button')`),
    check('messages_status_check', sql`${t.status} in ('queued', 'sent', 'delivered', 'read', 'failed', 'cancelled')`),
    check(
      'messages_purpose_check',
      sql`${t.purpose} is null or ${t.purpose} in ('reply', 'staff', 'reminder', 'campaign', 'offer', 'code')`,
    ),
    foreignKey({
      columns: [t.orgId, t.conversationId],
      foreignColumns: [conversations.orgId, conversations.id],
    }).onDelete('cascade'),
    check('messages_direction_check', sql`${t.direction} in ('in', 'out')`),
  ],
);

/**
 * One WhatsApp channel per organisation (docs/api.md#the-whatsapp-loop). 'sandbox' needs no Meta
 * account; 'whatsapp' speaks the Cloud API with the organisation's own number and token.
 */
export const channels = pgTable(
  'channels',
  {
    orgId: uuid('org_id')
      .primaryKey()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('sandbox'),
    phoneNumberId: text('phone_number_id'),
    displayPhoneNumber: text('display_phone_number'),
    wabaId: text('waba_id'),
    /** AES-256-GCM ciphertext of the access token (channel/token-crypto.ts); never returned or logged. */
    accessTokenEnc: text('access_token_enc'),
    connected: boolean('connected').notNull().default(true),
    /** Why the channel is disconnected (Meta's message for error 190, a failed check on save). */
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    check('channels_kind_check', sql`${t.kind} in ('sandbox', 'whatsapp')`),
    // Webhooks are routed by phone number id: two organisations cannot claim the same number.
    uniqueIndex('channels_phone_number_id_key').on(t.phoneNumberId),
  ],
);

/**
 * Statuses Meta reported for a wamid, kept even when no message has that wamid yet: a status webhook
 * can arrive before the send's own write committed. Applying them is forward-only (domain
 * messaging/message-status.ts), so order and duplicates do not matter.
 */
export const messageStatusEvents = pgTable(
  'message_status_events',
  {
    /** The organisation whose phone number the status was posted under: it moves only that organisation's messages. */
    orgId: uuid('org_id').notNull(),
    wamid: text('wamid').notNull(),
    status: text('status').notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    at: timestamp('at', tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.wamid, t.status] })],
);

/**
 * Webhook payloads as Meta sent them, written before the 200 goes back and processed after it
 * (modules/channel/): a crash between the answer and the processing loses nothing, because
 * unprocessed rows are picked up again.
 */
export const webhookInbox = pgTable(
  'webhook_inbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'whatsapp' (Meta's signed webhook) or 'sandbox' (the simulator and the demo chat). */
    source: text('source').notNull(),
    /** The organisation, when the source names it (sandbox); Meta's payloads are routed by phone number id. */
    orgId: uuid('org_id').references(() => orgs.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', tz).notNull().defaultNow(),
    processedAt: timestamp('processed_at', tz),
    /** Why processing failed (a code and a short reason, no personal data); retried on the next sweep. */
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('webhook_inbox_pending_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`)],
);
