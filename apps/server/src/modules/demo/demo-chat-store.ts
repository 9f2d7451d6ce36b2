import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DomainError } from '@recepta/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, customers, demoChats } from '../../db/schema/index.ts';

/** A demo chat, its patient and bookings last this long (then sweep-demo-chats.ts clears them). */
export const DEMO_CHAT_LIFETIME_MS = 24 * 60 * 60_000;

export interface DemoChatRow {
  orgId: string;
  phone: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** 256 random bits: the chat's only key, never stored (its hash is). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A made-up number no real patient can have: Costa Rican numbers never start with 0, so
 * +506 0XXXXXXXX is out of any real patient's way (and never valid for the customer forms).
 */
export function demoPhone(): string {
  return `+5060${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The chat of a token, while it lives; demo_chat_not_found otherwise (unknown, malformed or expired). */
export async function findDemoChat(db: Db, token: string, now: Date): Promise<DemoChatRow> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new DomainError('demo_chat_not_found');
  const [chat] = await db
    .select({ orgId: demoChats.orgId, phone: demoChats.phone })
    .from(demoChats)
    .where(
      and(
        eq(demoChats.tokenHash, hashToken(token)),
        gt(demoChats.createdAt, new Date(now.getTime() - DEMO_CHAT_LIFETIME_MS)),
      ),
    );
  if (!chat) throw new DomainError('demo_chat_not_found');
  return chat;
}

/** The chat's conversation, once its first message made the patient (undefined before). */
export async function demoConversationId(db: Db, chat: DemoChatRow): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(customers)
    .innerJoin(conversations, and(eq(conversations.orgId, customers.orgId), eq(conversations.customerId, customers.id)))
    .where(and(eq(customers.orgId, chat.orgId), eq(customers.phone, chat.phone), isNull(customers.archivedAt)));
  return row?.id;
}
