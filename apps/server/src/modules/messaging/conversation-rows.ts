import {
  type ConversationMode,
  type ConversationSummary,
  type MessageAuthor,
  type MessageKind,
  type MessageStatus,
  type MessageWire,
  windowOpenUntil,
} from '@recepta/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, customers, messages } from '../../db/schema/index.ts';

/** What a conversation's summary reads, joined to its customer (see conversationsWithCustomer). */
export const summaryColumns = {
  id: conversations.id,
  lastMessageAt: conversations.lastMessageAt,
  lastInboundAt: conversations.lastInboundAt,
  mode: conversations.mode,
  waitingSince: conversations.waitingSince,
  unread: conversations.unread,
  customerId: customers.id,
  customerName: customers.name,
  customerPhone: customers.phone,
  customerOptedOutAt: customers.optedOutAt,
};

type SummaryRow = {
  id: string;
  lastMessageAt: Date;
  lastInboundAt: Date | null;
  mode: string;
  waitingSince: Date | null;
  unread: number;
  customerId: string | null;
  customerName: string | null;
  customerPhone: string | null;
  customerOptedOutAt: Date | null;
};

/** Conversations of an organisation with their customer: the start of every summary read. */
export function conversationsWithCustomer(db: Db) {
  return db
    .select(summaryColumns)
    .from(conversations)
    .leftJoin(customers, and(eq(customers.orgId, conversations.orgId), eq(customers.id, conversations.customerId)))
    .$dynamic();
}

export function toSummary(
  row: SummaryRow,
  iso: (at: Date) => string,
  lastMessage: { body: string; direction: string; sentAt: Date } | undefined,
): ConversationSummary {
  const until = windowOpenUntil(row.lastInboundAt);
  return {
    id: row.id,
    customer: row.customerId
      ? {
          id: row.customerId,
          name: row.customerName!,
          phone: row.customerPhone!,
          optedOut: row.customerOptedOutAt !== null,
        }
      : null,
    lastMessage: lastMessage
      ? { body: lastMessage.body, direction: lastMessage.direction as 'in' | 'out', sentAt: iso(lastMessage.sentAt) }
      : null,
    lastMessageAt: iso(row.lastMessageAt),
    mode: row.mode as ConversationMode,
    waitingSince: row.waitingSince ? iso(row.waitingSince) : null,
    unread: row.unread,
    windowOpenUntil: until ? iso(until) : null,
  };
}

export const messageColumns = {
  id: messages.id,
  direction: messages.direction,
  author: messages.author,
  kind: messages.kind,
  body: messages.body,
  buttons: messages.buttons,
  status: messages.status,
  errorCode: messages.errorCode,
  errorMessage: messages.errorMessage,
  sentAt: messages.sentAt,
};

type MessageRow = {
  id: string;
  direction: string;
  author: string;
  kind: string;
  body: string;
  buttons: { id: string; title: string }[] | null;
  status: string;
  errorCode: string | null;
  errorMessage: string | null;
  sentAt: Date;
};

/** The columns are text in the table; its check constraints hold them to the domain's values. */
export function toMessageWire(row: MessageRow, iso: (at: Date) => string): MessageWire {
  return {
    id: row.id,
    direction: row.direction as 'in' | 'out',
    author: row.author as MessageAuthor,
    kind: row.kind as MessageKind,
    body: row.body,
    ...(row.buttons && row.buttons.length > 0 ? { buttons: row.buttons } : {}),
    status: row.status as MessageStatus,
    ...(row.status === 'failed' ? { error: { code: row.errorCode ?? '', message: row.errorMessage ?? '' } } : {}),
    sentAt: iso(row.sentAt),
  };
}
