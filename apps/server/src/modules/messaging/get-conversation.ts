import { type ConversationDetail, DomainError, type MessageWire } from '@recepta/domain';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { attendedBy } from '../../db/attended-by.ts';
import type { Db } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import type { Viewer } from '../../http/org-scope.ts';
import { customerAppointments } from '../catalog/customer-appointments.ts';
import { conversationsWithCustomer, messageColumns, toMessageWire, toSummary } from './conversation-rows.ts';
import { orgInstantWriter } from './org-time.ts';

/** A thread opens on its latest messages; older ones come a page at a time. */
export const PAGE_SIZE = 50;

/** A page of a conversation's messages before `before` (a message id), oldest first. */
export async function messagePage(
  db: Db,
  orgId: string,
  conversationId: string,
  options: { before?: string | undefined; limit?: number },
  iso: (at: Date) => string,
): Promise<{ items: MessageWire[]; hasMore: boolean }> {
  const limit = options.limit ?? PAGE_SIZE;
  let cursor: { sentAt: Date; id: string } | undefined;
  if (options.before) {
    [cursor] = await db
      .select({ sentAt: messages.sentAt, id: messages.id })
      .from(messages)
      .where(
        and(eq(messages.orgId, orgId), eq(messages.conversationId, conversationId), eq(messages.id, options.before)),
      );
    if (!cursor) throw new DomainError('not_found');
  }
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.orgId, orgId),
        eq(messages.conversationId, conversationId),
        cursor
          ? or(lt(messages.sentAt, cursor.sentAt), and(eq(messages.sentAt, cursor.sentAt), lt(messages.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  return {
    items: rows
      .slice(0, limit)
      .reverse()
      .map((m) => toMessageWire(m, iso)),
    hasMore,
  };
}

/** One conversation of this organisation with its latest messages and the customer's appointments. */
export async function getConversation(
  db: Db,
  orgId: string,
  id: string,
  now: Date,
  viewer?: Viewer,
): Promise<ConversationDetail> {
  const [row] = await conversationsWithCustomer(db).where(
    and(
      eq(conversations.orgId, orgId),
      eq(conversations.id, id),
      viewer?.attendedBy ? attendedBy(viewer.attendedBy, conversations.customerId) : undefined,
    ),
  );
  if (!row) throw new DomainError('not_found');
  const iso = await orgInstantWriter(db, orgId);
  const [page, appointments] = await Promise.all([
    messagePage(db, orgId, id, {}, iso),
    row.customerId ? customerAppointments(db, orgId, row.customerId, now) : [],
  ]);
  const { lastMessage: _, ...summary } = toSummary(row, iso, undefined);
  return { ...summary, messages: page.items, hasMore: page.hasMore, appointments };
}
