import type { DemoMessage } from '@recepta/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { demoConversationId, findDemoChat } from './demo-chat-store.ts';

/** A demo chat is short; past this many messages only the newest are shown. */
const MAX_MESSAGES = 200;

/**
 * The chat as the visitor's phone shows it, oldest first. The whole chat every time (it is short),
 * rather than "after" a cursor: a reply may carry the same instant as the message it answers, and a
 * full read cannot miss one.
 */
export async function readDemoChat(db: Db, token: string, now: Date): Promise<DemoMessage[]> {
  const chat = await findDemoChat(db, token, now);
  const conversationId = await demoConversationId(db, chat);
  if (!conversationId) return [];
  const rows = await db
    .select({
      id: messages.id,
      direction: messages.direction,
      body: messages.body,
      buttons: messages.buttons,
      sentAt: messages.sentAt,
    })
    .from(messages)
    .where(and(eq(messages.orgId, chat.orgId), eq(messages.conversationId, conversationId)))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(MAX_MESSAGES);
  return rows.reverse().map((m) => ({
    id: m.id,
    from: m.direction === 'in' ? 'patient' : 'clinic',
    text: m.body,
    // The buttons of an inbound message are the one the visitor tapped: its title is already the text.
    ...(m.direction === 'out' && m.buttons && m.buttons.length > 0 ? { buttons: m.buttons } : {}),
    sentAt: m.sentAt.toISOString(),
  }));
}
