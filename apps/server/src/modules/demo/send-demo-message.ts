import { type DemoMessageInput, DomainError } from '@recepta/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import type { ChannelService } from '../channel/channel-service.ts';
import { type DemoChatRow, demoConversationId, findDemoChat } from './demo-chat-store.ts';

/** What the demo clinic's inbox calls a visitor: a WhatsApp profile name, told apart by the number's end. */
export function visitorName(phone: string): string {
  return `Visitante demo ${phone.slice(-4)}`;
}

/**
 * A visitor's message, handed to the sandbox exactly as the simulator's (docs/architecture.md#whatsapp-channel):
 * stored in the webhook inbox, then processed after the answer, where the receptionist replies.
 * A tapped button must be one the clinic offered in this chat; its title is what the patient "says".
 */
export async function sendDemoMessage(
  deps: { db: Db; channel: ChannelService },
  token: string,
  input: DemoMessageInput,
  now: Date,
): Promise<void> {
  const chat = await findDemoChat(deps.db, token, now);
  let text = input.text;
  if (input.buttonId !== undefined) {
    const title = await offeredTitle(deps.db, chat, input.buttonId);
    if (title === undefined) {
      throw new DomainError('validation_failed', { fields: { buttonId: 'Esa opción ya no está disponible' } });
    }
    text = title;
  }
  const id = await deps.channel.storeSandbox(chat.orgId, {
    from: chat.phone,
    name: visitorName(chat.phone),
    text,
    buttonId: input.buttonId,
  });
  deps.channel.process(id);
}

/** The title of the newest clinic message's button with this id in the chat, if it offered one. */
async function offeredTitle(db: Db, chat: DemoChatRow, buttonId: string): Promise<string | undefined> {
  const conversationId = await demoConversationId(db, chat);
  if (!conversationId) return undefined;
  const [row] = await db
    .select({ buttons: messages.buttons })
    .from(messages)
    .where(
      and(
        eq(messages.orgId, chat.orgId),
        eq(messages.conversationId, conversationId),
        eq(messages.direction, 'out'),
        sql`${messages.buttons} @> ${JSON.stringify([{ id: buttonId }])}::jsonb`,
      ),
    )
    .orderBy(desc(messages.sentAt))
    .limit(1);
  return row?.buttons?.find((b) => b.id === buttonId)?.title;
}
