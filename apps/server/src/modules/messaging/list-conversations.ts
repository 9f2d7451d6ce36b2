import type { ConversationListQuery, ConversationSummary } from '@recepta/domain';
import { and, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { attendedBy } from '../../db/attended-by.ts';
import type { Db } from '../../db/client.ts';
import { conversations, customers, messages } from '../../db/schema/index.ts';
import { conversationsWithCustomer, toSummary } from './conversation-rows.ts';
import { orgInstantWriter } from './org-time.ts';
import { containsPattern, folded } from './search-pattern.ts';

/** Phone search needs a few digits: one or two would match nearly every number. */
const MIN_PHONE_DIGITS = 3;

/**
 * Server-side search (docs/product.md#inbox) over the customer's name, the digits of their phone, and
 * the text of any message of the conversation.
 */
function searchWhere(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  return or(
    ilike(folded(customers.name), pattern),
    digits.length >= MIN_PHONE_DIGITS ? ilike(customers.phone, `%${digits}%`) : undefined,
    exists(
      sql`(select 1 from ${messages} where ${messages.orgId} = ${conversations.orgId}
        and ${messages.conversationId} = ${conversations.id} and ${folded(messages.body)} ilike ${pattern})`,
    ),
  );
}

/** The organisation's conversations, newest first, each with its customer and last message. */
export async function listConversations(
  db: Db,
  orgId: string,
  query: Pick<ConversationListQuery, 'q' | 'limit' | 'customerId'> & {
    conversationId?: string;
    /** A professional's resource: only the conversations of the patients they attend. */
    attendedBy?: string | undefined;
  },
): Promise<ConversationSummary[]> {
  const rows = await conversationsWithCustomer(db)
    .where(
      and(
        eq(conversations.orgId, orgId),
        query.q ? searchWhere(query.q) : undefined,
        query.customerId ? eq(conversations.customerId, query.customerId) : undefined,
        query.conversationId ? eq(conversations.id, query.conversationId) : undefined,
        query.attendedBy ? attendedBy(query.attendedBy, conversations.customerId) : undefined,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(query.limit);
  if (rows.length === 0) return [];

  // The last message of each listed conversation, in one query (DISTINCT ON keeps the first per id).
  const last = await db
    .selectDistinctOn([messages.conversationId], {
      conversationId: messages.conversationId,
      body: messages.body,
      direction: messages.direction,
      sentAt: messages.sentAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.orgId, orgId),
        inArray(
          messages.conversationId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(messages.conversationId, desc(messages.sentAt), desc(messages.id));
  const lastById = new Map(last.map((m) => [m.conversationId, m]));

  const iso = await orgInstantWriter(db, orgId);
  return rows.map((row) => toSummary(row, iso, lastById.get(row.id)));
}
