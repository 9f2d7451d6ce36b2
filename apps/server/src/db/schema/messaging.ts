import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    unique('message_templates_org_name_key').on(t.orgId, t.name),
    check('message_templates_category_check', sql`${t.category} in ('Utility', 'Marketing')`),
    check('message_templates_status_check', sql`${t.status} in ('ready', 'draft', 'submitted')`),
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
    lastMessageAt: timestamp('last_message_at', tz).notNull().defaultNow(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    unique('conversations_org_id_key').on(t.orgId, t.id),
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
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.sentAt),
    foreignKey({
      columns: [t.orgId, t.conversationId],
      foreignColumns: [conversations.orgId, conversations.id],
    }).onDelete('cascade'),
    check('messages_direction_check', sql`${t.direction} in ('in', 'out')`),
  ],
);
