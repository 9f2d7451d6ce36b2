import type { Db } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/index.ts';

/**
 * A conversation written straight to the tables, as the WhatsApp channel will write them (no API
 * creates conversations). Messages are [direction, body, sentAt]; the last one dates the thread.
 */
export async function insertConversation(
  db: Db,
  row: { orgId: string; customerId: string | null; messages: ['in' | 'out', string, Date][] },
): Promise<string> {
  const last = row.messages.at(-1)?.[2] ?? new Date(0);
  const [conversation] = await db
    .insert(conversations)
    .values({
      orgId: row.orgId,
      customerId: row.customerId,
      lastMessageAt: last,
      lastInboundAt: row.messages.filter((m) => m[0] === 'in').at(-1)?.[2] ?? null,
      createdAt: row.messages[0]?.[2] ?? last,
    })
    .returning({ id: conversations.id });
  if (row.messages.length > 0) {
    await db.insert(messages).values(
      row.messages.map(([direction, body, sentAt]) => ({
        orgId: row.orgId,
        conversationId: conversation!.id,
        direction,
        author: direction === 'in' ? ('patient' as const) : ('assistant' as const),
        status: direction === 'in' ? 'delivered' : 'read',
        body,
        sentAt,
      })),
    );
  }
  return conversation!.id;
}
