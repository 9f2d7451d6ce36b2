import { foldMessageStatus, type MessageStatus, nextMessageStatus } from '@recepta/domain';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { conversations, customers, messageStatusEvents, messages } from '../../../db/schema/index.ts';
import {
  CONVERSATION_CHANNEL,
  publishConversationChange,
  publishConversationChanges,
} from '../../../realtime/conversation-events.ts';

// Any fixed number: the first key of the per-wamid advisory lock shared by the two writers below.
const WAMID_LOCK = 7_301_988;
/** Meta's "message undeliverable": the number cannot receive WhatsApp messages. */
const UNDELIVERABLE = 131026;

export interface StatusReport {
  /** The organisation whose phone number the status came under: only its messages move. */
  orgId: string;
  wamid: string;
  /** Our message id as Meta echoed it (biz_opaque_callback_data): settles a send whose answer never came. */
  callbackData?: string | undefined;
  status: MessageStatus;
  error?: { code: number | string; message: string } | undefined;
}

async function lockWamid(tx: Db, wamid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WAMID_LOCK}, hashtext(${wamid}))`);
}

/** The per-wamid locks of a batch of statuses, taken at once in one order (as recordWamids does). */
export async function lockWamids(tx: Db, wamids: readonly string[]): Promise<void> {
  const list = [...new Set(wamids)];
  if (list.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${WAMID_LOCK}, x.h)
    from (select distinct hashtext(w) as h from json_array_elements_text(${JSON.stringify(list)}::json) as w) x
    order by x.h`);
}

/**
 * A status Meta reported (or the sandbox, or our own send). Kept as an event first, so that a
 * status that arrives before the send's own write of the wamid committed is not lost: recordWamid
 * folds it in. Both take the same per-wamid lock, so one of them always sees the other's write.
 * Only moves forward (domain nextMessageStatus); inside the caller's transaction.
 */
export async function applyStatus(tx: Db, report: StatusReport): Promise<void> {
  await lockWamid(tx, report.wamid);
  await tx
    .insert(messageStatusEvents)
    .values({
      orgId: report.orgId,
      wamid: report.wamid,
      status: report.status,
      errorCode: report.error ? String(report.error.code) : null,
      errorMessage: report.error?.message.slice(0, 500) ?? null,
    })
    .onConflictDoNothing();
  const [message] = await tx
    .select({
      id: messages.id,
      status: messages.status,
      orgId: messages.orgId,
      conversationId: messages.conversationId,
    })
    .from(messages)
    .where(and(eq(messages.orgId, report.orgId), eq(messages.wamid, report.wamid)));
  if (!message) {
    await settleUnconfirmed(tx, report);
    return;
  }
  await moveTo(tx, message, nextMessageStatus(message.status as MessageStatus, report.status), report.error);
}

/**
 * applyStatus for many reports at once (a batch of status-only webhook deliveries), in four
 * statements however many there are: their events, the messages they name, the messages that move
 * (each folded through its reports in the order they came, as applyStatus one by one would), and
 * the notices; plus the patients Meta called undeliverable. A report whose wamid is not ours yet
 * goes through settleUnconfirmed one by one, as before (rare: a send whose answer never came).
 * Under a drain of reminders Meta posts a status per send and then some, and one statement after
 * another per report made reading them slower than they came. The caller holds the wamids' locks
 * (lockWamids).
 */
export async function applyStatuses(tx: Db, reports: readonly StatusReport[]): Promise<void> {
  if (reports.length === 0) return;
  const events = reports.map((r) => ({
    o: r.orgId,
    w: r.wamid,
    s: r.status,
    c: r.error ? String(r.error.code) : null,
    m: r.error?.message.slice(0, 500) ?? null,
  }));
  await tx.execute(sql`insert into ${messageStatusEvents} (org_id, wamid, status, error_code, error_message)
    select x.o, x.w, x.s, x.c, x.m from json_to_recordset(${JSON.stringify(events)}::json)
      as x(o uuid, w text, s text, c text, m text)
    on conflict do nothing`);
  const keys = [...new Set(reports.map((r) => `${r.orgId} ${r.wamid}`))].map((k) => {
    const [o, w] = k.split(' ');
    return { o, w };
  });
  const { rows } = await tx.execute(sql`select m.id, m.status, m.org_id, m.conversation_id, m.wamid from ${messages} m
    join json_to_recordset(${JSON.stringify(keys)}::json) as x(o uuid, w text) on m.org_id = x.o and m.wamid = x.w`);
  const found = new Map(
    (rows as { id: string; status: string; org_id: string; conversation_id: string; wamid: string }[]).map((m) => [
      `${m.org_id} ${m.wamid}`,
      m,
    ]),
  );
  const moves = new Map<string, { id: string; o: string; c: string; s: MessageStatus; error: StatusReport['error'] }>();
  for (const report of reports) {
    const message = found.get(`${report.orgId} ${report.wamid}`);
    if (!message) continue;
    const moved = moves.get(message.id);
    const next = nextMessageStatus(moved?.s ?? (message.status as MessageStatus), report.status);
    if (!next) continue;
    moves.set(message.id, {
      id: message.id,
      o: message.org_id,
      c: message.conversation_id,
      s: next,
      error: next === 'failed' ? report.error : undefined,
    });
  }
  if (moves.size > 0) {
    const list = [...moves.values()];
    await tx.execute(sql`update ${messages} m set status = x.s, error_code = x.c, error_message = x.m
      from json_to_recordset(${JSON.stringify(
        list.map((v) => ({
          id: v.id,
          s: v.s,
          c: v.error ? String(v.error.code) : null,
          m: v.error ? v.error.message.slice(0, 500) : null,
        })),
      )}::json) as x(id uuid, s text, c text, m text)
      where m.id = x.id`);
    for (const v of list) {
      if (v.s === 'failed' && v.error && Number(v.error.code) === UNDELIVERABLE) await markUndeliverable(tx, v.c);
    }
    await publishConversationChanges(
      tx,
      list.map((v) => ({ o: v.o, c: v.c, m: v.id })),
    );
  }
  // Not ours yet: each settles (and folds every event of its wamid, those above included) once.
  const settled = new Set<string>();
  for (const report of reports) {
    const key = `${report.orgId} ${report.wamid}`;
    if (found.has(key) || settled.has(key)) continue;
    settled.add(key);
    const named = reports.find((r) => r.orgId === report.orgId && r.wamid === report.wamid && r.callbackData);
    await settleUnconfirmed(tx, named ?? report);
  }
}

/**
 * A send whose outcome we never learnt: one that timed out, marked failed as unconfirmed
 * (send/deliver.ts), or one still queued because the instance sending it died (its lease expired:
 * send/claim-messages.ts puts it off). A status of Meta that names it by our id shows it did go: it
 * takes the wamid, and the statuses fold in as for any send, so it is not sent again.
 */
async function settleUnconfirmed(tx: Db, report: StatusReport): Promise<void> {
  const id = report.callbackData;
  if (!id || !UUID.test(id)) return;
  const [pending] = await tx
    .update(messages)
    .set({ status: 'queued', errorCode: null, errorMessage: null, leaseUntil: null })
    .where(
      and(
        eq(messages.orgId, report.orgId),
        eq(messages.id, id),
        or(and(eq(messages.status, 'failed'), eq(messages.errorCode, UNCONFIRMED)), eq(messages.status, 'queued')),
        isNull(messages.wamid),
      ),
    )
    .returning({ id: messages.id });
  if (pending) await recordWamid(tx, pending.id, report.wamid);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Kept equal to send/deliver.ts UNCONFIRMED (not imported: deliver imports this file). */
const UNCONFIRMED = 'unconfirmed';

/**
 * The wamid Meta gave a send we made, and every status already reported for it. `sent` is what the
 * accepted send itself tells.
 */
export async function recordWamid(tx: Db, messageId: string, wamid: string, accepted: MessageStatus = 'sent') {
  await lockWamid(tx, wamid);
  const [message] = await tx.update(messages).set({ wamid }).where(eq(messages.id, messageId)).returning({
    id: messages.id,
    status: messages.status,
    orgId: messages.orgId,
    conversationId: messages.conversationId,
  });
  if (!message) return;
  const events = await tx
    .select()
    .from(messageStatusEvents)
    .where(and(eq(messageStatusEvents.orgId, message.orgId), eq(messageStatusEvents.wamid, wamid)));
  const reports = [accepted, ...events.map((e) => e.status as MessageStatus)];
  const final = foldMessageStatus(message.status as MessageStatus, reports);
  const failure = events.find((e) => e.status === 'failed');
  await moveTo(
    tx,
    message,
    final === message.status ? undefined : final,
    failure ? { code: failure.errorCode ?? '', message: failure.errorMessage ?? '' } : undefined,
  );
}

async function moveTo(
  tx: Db,
  message: { id: string; orgId: string; conversationId: string },
  next: MessageStatus | undefined,
  error: StatusReport['error'],
): Promise<void> {
  if (!next) return;
  const failed = next === 'failed';
  await tx
    .update(messages)
    .set({
      status: next,
      errorCode: failed && error ? String(error.code) : null,
      errorMessage: failed && error ? error.message.slice(0, 500) : null,
    })
    .where(eq(messages.id, message.id));
  if (failed && error && Number(error.code) === UNDELIVERABLE) await markUndeliverable(tx, message.conversationId);
  await publishConversationChange(tx, { o: message.orgId, c: message.conversationId, m: message.id });
}

/** Meta said the number cannot receive: nothing more is sent to it until its phone is changed. */
export async function markUndeliverable(tx: Db, conversationId: string): Promise<void> {
  await tx.execute(sql`update ${customers} set undeliverable_at = now()
    where id = (select ${conversations.customerId} from ${conversations} where ${conversations.id} = ${conversationId})
      and undeliverable_at is null`);
}

/**
 * A send the channel delivered at once (the sandbox), in ONE statement: what recordWamid(sent)
 * and then applyStatus(delivered) write — the wamid, the 'delivered' event, the message moved
 * forward to delivered (never back: a message already past it keeps its status) — with one notice.
 * No lock and no early events to fold: the wamid was made by this send a moment ago, so no other
 * report can name it. On PGlite those two calls cost more statements than the turn that wrote the
 * reply (docs/benchmarks.md#the-receptionist-in-a-waiting-room).
 */
export async function recordDelivered(tx: Db, messageId: string, wamid: string): Promise<void> {
  const write = deliveredWrite(messageId, wamid);
  await tx.execute(sql`with ${write.ctes(sql`true`)} select ${write.value} as notified`);
}

/**
 * recordDelivered as the common table expressions of another statement (the send rate's grant,
 * dispatch/send-rate.ts), written only when `when` holds; `value` is read in that statement's
 * select, so that its notice goes out.
 */
export function deliveredWrite(messageId: string, wamid: string): StatementWrite {
  return {
    ctes: (when) => sql`delivered_m as (
      update ${messages} set wamid = ${wamid},
        status = case when status in ('queued', 'sent') then 'delivered' else status end
      where id = ${messageId}::uuid and ${when}
      returning id, org_id, conversation_id),
    delivered_e as (
      insert into ${messageStatusEvents} (org_id, wamid, status)
      select org_id, ${wamid}, 'delivered' from delivered_m
      on conflict do nothing),
    delivered_n as (
      select pg_notify(${CONVERSATION_CHANNEL}, json_build_object('o', m.org_id::text, 'c', m.conversation_id::text, 'm', m.id::text)::text)
      from delivered_m m)`,
    value: sql`(select count(*) from delivered_n)`,
  };
}

/** A write carried by another statement: its CTEs (run when `when` holds) and a value its select reads. */
export interface StatementWrite {
  ctes(when: SQL): SQL;
  value: SQL;
}

/**
 * recordWamid for many accepted sends at once (a dispatch round's), in three statements: the same
 * per-wamid locks (taken in one order, so two writers cannot deadlock), every message queued → sent
 * with its wamid, and one announcement each. The rare wamid that already has status events (Meta's
 * webhook was faster than us) is folded in one by one, as recordWamid does.
 */
export async function recordWamids(tx: Db, sent: readonly { id: string; wamid: string }[]): Promise<void> {
  if (sent.length === 0) return;
  const json = JSON.stringify(sent.map((s) => ({ id: s.id, w: s.wamid })));
  await tx.execute(sql`select pg_advisory_xact_lock(${WAMID_LOCK}, hashtext(x.w))
    from json_to_recordset(${json}::json) as x(id uuid, w text) order by hashtext(x.w)`);
  const updated = await tx.execute(sql`update ${messages} m set wamid = x.w,
      status = case when m.status = 'queued' then 'sent' else m.status end
    from json_to_recordset(${json}::json) as x(id uuid, w text)
    where m.id = x.id
    returning m.id, m.org_id, m.conversation_id, m.wamid,
      exists (select 1 from ${messageStatusEvents} e where e.wamid = x.w and e.org_id = m.org_id) as early`);
  const notices = [];
  for (const row of updated.rows) {
    if (row.early) await recordWamid(tx, String(row.id), String(row.wamid));
    else notices.push({ o: String(row.org_id), c: String(row.conversation_id), m: String(row.id) });
  }
  await publishConversationChanges(tx, notices);
}
