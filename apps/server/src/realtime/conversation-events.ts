import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The one NOTIFY channel of the inbox: new messages, status changes, mode and unread changes; and
 * the organisation's configuration changes, which every open panel follows on the same stream.
 */
export const CONVERSATION_CHANNEL = 'recepta_conversations';

/** What a NOTIFY on CONVERSATION_CHANNEL carries: ids only (the stream loads the rest). */
export interface ConversationNotice {
  /** Organisation id. */
  o: string;
  /** Conversation id. */
  c: string;
  /** Message id, when a message was added or changed its status; absent for mode/unread changes. */
  m?: string;
}

/** What a NOTIFY carries when the organisation's configuration changed. */
export interface ConfigNotice {
  o: string;
  k: 'config';
}

/**
 * Announces a change of a conversation inside the caller's transaction: the NOTIFY is delivered on
 * commit and dropped on rollback, so an open inbox never hears of a message that was not stored.
 * Every instance listening on the same PostgreSQL hears it (docs/architecture.md#live-updates).
 */
export async function publishConversationChange(tx: Db, notice: ConversationNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONVERSATION_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** Announces a change of the organisation's configuration, on commit (modules/catalog/config.ts). */
export async function publishConfigChange(tx: Db, orgId: string): Promise<void> {
  const notice: ConfigNotice = { o: orgId, k: 'config' };
  await tx.execute(sql`select pg_notify(${CONVERSATION_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** Parses a NOTIFY payload; undefined for anything malformed. */
export function parseConversationNotice(payload: string): ConversationNotice | ConfigNotice | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ConversationNotice & Omit<ConfigNotice, 'k'> & { k: unknown }>;
    if (typeof value.o === 'string' && value.k === 'config') return { o: value.o, k: 'config' };
    if (typeof value.o !== 'string' || typeof value.c !== 'string') return undefined;
    if (value.m !== undefined && typeof value.m !== 'string') return undefined;
    return value.m === undefined ? { o: value.o, c: value.c } : { o: value.o, c: value.c, m: value.m };
  } catch {
    return undefined;
  }
}

/** The same announcement for many messages at once, in one statement (a dispatch round's reminders). */
export async function publishConversationChanges(tx: Db, notices: readonly ConversationNotice[]): Promise<void> {
  if (notices.length === 0) return;
  await tx.execute(sql`select pg_notify(${CONVERSATION_CHANNEL}, n::text)
    from json_array_elements(${JSON.stringify(notices)}::json) as n`);
}
