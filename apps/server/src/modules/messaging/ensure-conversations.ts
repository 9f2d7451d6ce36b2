import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface ConversationRef {
  id: string;
  /** When the last outbound message of the conversation was written (for Meta's per-patient spacing). */
  lastOutAt: Date | null;
}

/**
 * The conversation of each customer, created when missing (one per patient: the unique (org,
 * customer) index settles races), keyed by customer id. Replies go to the WhatsApp id of the phone
 * when Meta has not told us another one. Two statements whatever the number of customers.
 */
export async function ensureConversations(
  tx: Db,
  wanted: readonly { orgId: string; customerId: string; phone: string }[],
  now: Date,
): Promise<Map<string, ConversationRef>> {
  const result = new Map<string, ConversationRef>();
  if (wanted.length === 0) return result;
  const json = JSON.stringify(wanted.map((w) => ({ o: w.orgId, c: w.customerId, w: w.phone.replace(/\D/g, '') })));
  const stamp = now.toISOString();
  await tx.execute(sql`insert into conversations (org_id, customer_id, wa_id, last_message_at, created_at)
    select distinct on (x.o, x.c) x.o, x.c, x.w, ${stamp}::timestamptz, ${stamp}::timestamptz
    from json_to_recordset(${json}::json) as x(o uuid, c uuid, w text)
    on conflict do nothing`);
  const rows = await tx.execute(sql`update conversations c set wa_id = coalesce(c.wa_id, x.w)
    from (select distinct on (o, c) * from json_to_recordset(${json}::json) as x(o uuid, c uuid, w text)) as x
    where c.org_id = x.o and c.customer_id = x.c
    returning c.id, c.customer_id,
      (select max(m.sent_at) from messages m where m.conversation_id = c.id and m.direction = 'out') as last_out`);
  for (const r of rows.rows) {
    result.set(String(r.customer_id), {
      id: String(r.id),
      lastOutAt: r.last_out ? new Date(r.last_out as string) : null,
    });
  }
  return result;
}
