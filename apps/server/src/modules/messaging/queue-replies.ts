import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { CONVERSATION_CHANNEL } from '../../realtime/conversation-events.ts';

/**
 * The chat receptionist's replies of one turn, queued in ONE statement: the messages (a
 * millisecond apart from `at`, so the thread shows them in the order said), the conversation's
 * last message time, and the inbox's notice for each. What queueMessage does for one answer of the
 * receptionist, without its guard read: an answer is queued whatever the guards say now (the
 * dispatcher asks them at send time), and the turn's transaction already holds the conversation's
 * row (turn-context.ts). On PGlite every statement is a good share of a turn, and queueMessage
 * took four per reply (docs/benchmarks.md#the-receptionist-in-a-waiting-room).
 */
export async function queueReplies(
  tx: Db,
  orgId: string,
  conversationId: string,
  replies: readonly { text: string; buttons?: { id: string; title: string }[] | undefined }[],
  at: Date,
  /**
   * The receptionist's state after the turn, saved in the same statement if the conversation is
   * still at `version` (then raised by one). Answers whether it was saved (true without one).
   */
  state?: { value: unknown; version: number },
): Promise<boolean> {
  const saveState = state
    ? sql`, assistant_state = ${JSON.stringify(state.value)}::jsonb, assistant_version = ${state.version + 1}`
    : sql``;
  const atVersion = state ? sql` and assistant_version = ${state.version}` : sql``;
  if (replies.length === 0) {
    if (!state) return true;
    const { rows } = await tx.execute(sql`update ${conversations} set id = id${saveState}
      where id = ${conversationId}::uuid${atVersion} returning id`);
    return rows.length > 0;
  }
  const rows = JSON.stringify(
    replies.map((r, i) => ({
      body: r.text,
      buttons: r.buttons && r.buttons.length > 0 ? r.buttons : null,
      at: new Date(at.getTime() + i).toISOString(),
      n: i,
    })),
  );
  const result = await tx.execute(sql`with m as (
      insert into ${messages} (org_id, conversation_id, direction, author, kind, body, buttons, purpose, status, sent_at, next_attempt_at)
      select ${orgId}::uuid, ${conversationId}::uuid, 'out', 'assistant',
        case when x.buttons is null then 'text' else 'interactive' end, x.body, x.buttons, 'reply', 'queued', x.at, x.at
      from jsonb_to_recordset(${rows}::jsonb) as x(body text, buttons jsonb, at timestamptz, n int)
      order by x.n
      returning id, sent_at),
    c as (
      update ${conversations} set last_message_at = greatest(last_message_at, (select max(sent_at) from m))${saveState}
      where id = ${conversationId}::uuid${atVersion}
      returning id)
    select pg_notify(${CONVERSATION_CHANNEL}, json_build_object('o', ${orgId}::text, 'c', ${conversationId}::text, 'm', m.id::text)::text),
      exists (select 1 from c) as saved
    from m order by m.sent_at`);
  return result.rows.every((r) => r.saved === true);
}
