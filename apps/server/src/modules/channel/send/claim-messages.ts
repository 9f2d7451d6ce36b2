import {
  clinicStarted,
  decideSend,
  holdsSlot,
  refusalIsFinal,
  refusalTexts,
  type SendContext,
  type SendPurpose,
  type SendRefusal,
} from '@recepta/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  appointments,
  channels,
  conversations,
  customers,
  messages,
  messageTemplates,
  webhookInbox,
} from '../../../db/schema/index.ts';
import { publishConversationChanges } from '../../../realtime/conversation-events.ts';
import { channelState } from '../channel-state.ts';
import { INBOX_MAX_ATTEMPTS } from '../inbound/process-inbox.ts';

/** Tries of one message before it is marked failed. */
export const MAX_ATTEMPTS = 5;

/**
 * How long a message whose lease expired waits before it is sent again. The instance that held it
 * died or stalled, perhaps after Meta accepted it (a send cannot be taken back, and Meta has no
 * idempotency key): Meta's status webhook for it, which names it by our id
 * (biz_opaque_callback_data), settles it as sent meanwhile (inbound/statuses.ts), so a patient
 * gets it once. Only when no status came is it sent again.
 */
export const IN_DOUBT_WAIT_MS = 120_000;
/**
 * After the wait, a message in doubt still waits while a webhook delivery received before the
 * wait's end is unread: under a backlog (a burst of statuses read slower than they come) Meta's
 * status may be in it. Looked at again this often…
 */
const INBOX_RECHECK_MS = 5_000;
/** …for at most this long from its doubt's start: an inbox that does not drain must not hold a reminder for ever. */
export const IN_DOUBT_MAX_MS = 30 * 60_000;

/** A queued message a dispatcher holds the lease of, with what sending it needs. */
export interface ClaimedMessage {
  id: string;
  orgId: string;
  conversationId: string;
  kind: string;
  body: string;
  buttons: { id: string; title: string }[] | null;
  params: string[] | null;
  /** Tries so far, this one included. */
  attempts: number;
  templateName: string | null;
  templateLanguage: string | null;
  /** 'Authentication' sends the code again for the copy-code button. */
  templateCategory: string | null;
  waId: string | null;
  /** The organisation's channel as the claim read it: a sandbox needs no other read to send. */
  channelKind: string | null;
}

export interface ClaimOptions {
  /** Only this message (a staff reply sent at once). */
  only?: string | undefined;
  /** At most this many messages of one organisation in one claim: one clinic's burst cannot fill a round. */
  perOrg?: number | undefined;
}

/** What a message a guard refused at send time became. */
interface Dropped {
  id: string;
  reason: SendRefusal;
}

/**
 * Takes the lease of queued messages whose moment came (docs/architecture.md#scheduled-messages)
 * and asks the one guard list again (domain decideSend) in the same transaction: whatever changed
 * since a message was queued — an opt-out, the appointment cancelled or moved, Meta's
 * "undeliverable", the channel disconnected, the window — drops it ('cancelled', or 'failed' when
 * staff can fix it and retry) with the reason, and its planned message (a reminder, a campaign's)
 * records the reason too. FOR UPDATE SKIP LOCKED, so dispatchers of several instances never take the
 * same message; one whose lease expired (its instance died mid-send) is put off by IN_DOUBT_WAIT_MS,
 * for Meta's status to settle it, and sent again only if none does.
 *
 * Fairness: what patients wait for (answers, staff replies) comes before what the clinic starts,
 * and each organisation's messages take turns (round-robin by rank within the organisation, at most
 * `perOrg` each), so one clinic's reminder burst does not delay another's reply.
 */
export async function claimMessages(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
  options: ClaimOptions = {},
): Promise<ClaimedMessage[]> {
  const at = now.toISOString();
  const onlyOne: SQL = options.only ? sql`and id = ${options.only}::uuid` : sql``;
  const perOrg = Math.max(1, Math.min(limit, options.perOrg ?? limit));
  // One statement (no transaction around it): the claim, and what the guards ask read at the same
  // moment. On PGlite a statement and a commit are a good share of a reply's cost
  // (docs/benchmarks.md#the-receptionist-in-a-waiting-room); an empty claim is one statement.
  const claimed = await db.execute(sql`
      with due as (
        select id, (purpose is null or purpose in ('reply', 'staff', 'code')) as urgent,
          row_number() over (partition by org_id
            order by (purpose is null or purpose in ('reply', 'staff', 'code')) desc, next_attempt_at) as turn,
          next_attempt_at
        from ${messages}
        where status = 'queued' and next_attempt_at <= ${at}::timestamptz
          and (lease_until is null or lease_until < ${at}::timestamptz) and attempts < ${MAX_ATTEMPTS} ${onlyOne}
      ), picked as (
        select m.id, d.urgent, d.turn, m.lease_until is not null as in_doubt,
          -- Its doubt's wait is over, but a webhook delivery of that time (one that may carry its
          -- status) is still unread: it waits for the inbox, up to IN_DOUBT_MAX_MS.
          (m.lease_until is null and m.in_doubt_since is not null
            and m.in_doubt_since > ${new Date(now.getTime() - IN_DOUBT_MAX_MS).toISOString()}::timestamptz
            and exists (select 1 from ${webhookInbox} w where w.processed_at is null and w.attempts < ${INBOX_MAX_ATTEMPTS}
              and w.received_at <= m.in_doubt_since + ${`${IN_DOUBT_WAIT_MS} milliseconds`}::interval)) as unread
        from ${messages} m
        join (select id, urgent, turn, next_attempt_at from due where turn <= ${perOrg}
              order by urgent desc, turn, next_attempt_at limit ${limit}) d on d.id = m.id
        -- Asked again of the row as locked (the CTE above read a snapshot): another instance may
        -- have claimed it since, and PostgreSQL re-checks only this WHERE on the newest version.
        where m.status = 'queued' and (m.lease_until is null or m.lease_until < ${at}::timestamptz)
          and m.attempts < ${MAX_ATTEMPTS}
        for update of m skip locked
      ), k as (
        update ${messages} m set
          lease_until = case when picked.in_doubt or picked.unread then null
            else ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz end,
          attempts = case when picked.in_doubt or picked.unread then m.attempts else m.attempts + 1 end,
          next_attempt_at = case
            when picked.in_doubt then ${new Date(now.getTime() + IN_DOUBT_WAIT_MS).toISOString()}::timestamptz
            when picked.unread then ${new Date(now.getTime() + INBOX_RECHECK_MS).toISOString()}::timestamptz
            else m.next_attempt_at end,
          in_doubt_since = case when picked.in_doubt then coalesce(m.in_doubt_since, ${at}::timestamptz)
            when picked.unread then m.in_doubt_since end
        from picked where m.id = picked.id
        returning m.id, m.org_id, m.conversation_id, m.kind, m.author, m.body, m.buttons, m.params, m.attempts,
          m.purpose, m.appointment_id, m.written_for, m.template_id, m.next_attempt_at, picked.urgent, picked.turn,
          picked.in_doubt or picked.unread as in_doubt
      )
      select k.in_doubt, k.id, k.org_id, k.conversation_id, k.kind, k.author, k.body, k.buttons, k.params, k.attempts,
        k.purpose, k.appointment_id, ${ms(sql`k.written_for`)} as written_for,
        t.name as template_name, t.language as template_language, t.category as template_category,
        t.status as template_status, c.wa_id, ${ms(sql`c.last_inbound_at`)} as last_inbound_at,
        cu.opted_out_at is not null as opted_out, cu.undeliverable_at is not null as undeliverable,
        cu.archived_at is not null as archived, a.status as appointment_status,
        ${ms(sql`a.starts_at`)} as appointment_starts_at, ch.kind as channel_kind, ch.connected as channel_connected
      from k
      join ${conversations} c on c.id = k.conversation_id
      left join ${customers} cu on cu.org_id = c.org_id and cu.id = c.customer_id
      left join ${messageTemplates} t on t.org_id = k.org_id and t.id = k.template_id
      left join ${appointments} a on a.org_id = k.org_id and a.id = k.appointment_id
      left join ${channels} ch on ch.org_id = k.org_id
      -- As claimed: urgent first, then each organisation's in turn, in the order they were due.
      order by k.urgent desc, k.turn, k.next_attempt_at`);
  if (claimed.rows.length === 0) return [];

  const going: ClaimedMessage[] = [];
  const dropped: Dropped[] = [];
  for (const r of claimed.rows) {
    const row = r as unknown as ClaimRow;
    // Put off above, in the claim: it goes later unless Meta's status settles it meanwhile.
    if (row.in_doubt) continue;
    const purpose: SendPurpose = row.purpose ?? (row.author === 'staff' ? 'staff' : 'reply');
    const context: SendContext = {
      purpose,
      form: row.kind === 'template' ? 'template' : 'text',
      noCustomer: row.archived === true && clinicStarted.has(purpose),
      optedOut: row.opted_out === true,
      undeliverable: row.undeliverable === true,
      lastInboundAt: dateOf(row.last_inbound_at),
      channel: channelState(row.channel_kind, row.channel_connected),
      templateStatus: row.template_status,
      appointment: row.appointment_id
        ? {
            live:
              row.appointment_status !== null && holdsSlot(row.appointment_status as Parameters<typeof holdsSlot>[0]),
            startsAt: dateOf(row.appointment_starts_at) ?? now,
            writtenFor: dateOf(row.written_for),
          }
        : undefined,
      now,
    };
    const decision = decideSend(context);
    if (decision.ok) {
      going.push({
        id: row.id,
        orgId: row.org_id,
        conversationId: row.conversation_id,
        kind: row.kind,
        body: row.body,
        buttons: json(row.buttons),
        params: json(row.params),
        attempts: Number(row.attempts),
        templateName: row.template_name,
        templateLanguage: row.template_language,
        templateCategory: row.template_category,
        waId: row.wa_id,
        channelKind: row.channel_kind,
      });
    } else {
      dropped.push({ id: row.id, reason: decision.reason });
    }
  }
  // The drop is its own transaction: the messages' leases keep other instances off them meanwhile,
  // and it changes only what is still queued.
  if (dropped.length > 0) await db.transaction((tx) => drop(tx, dropped, now));
  return going;
}

/** A timestamp as epoch milliseconds (float8): the same JavaScript value on PGlite and PostgreSQL. */
const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const dateOf = (value: number | string | null): Date | null => (value === null ? null : new Date(Number(value)));
/** jsonb as the driver gave it: parsed already, or its text. */
const json = <T>(value: T | string | null): T | null =>
  value === null ? null : typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** A row of the claim, as the statement names its columns. */
interface ClaimRow {
  /** Its lease had expired: the instance that held it died or stalled, perhaps mid-send. */
  in_doubt: boolean;
  id: string;
  org_id: string;
  conversation_id: string;
  kind: string;
  author: string;
  body: string;
  buttons: { id: string; title: string }[] | string | null;
  params: string[] | string | null;
  attempts: number;
  purpose: SendPurpose | null;
  appointment_id: string | null;
  written_for: number | null;
  template_name: string | null;
  template_language: string | null;
  template_category: string | null;
  template_status: string | null;
  wa_id: string | null;
  last_inbound_at: number | null;
  opted_out: boolean | null;
  undeliverable: boolean | null;
  archived: boolean | null;
  appointment_status: string | null;
  appointment_starts_at: number | null;
  channel_kind: string | null;
  channel_connected: boolean | null;
}

/**
 * Messages the guards refused at send time: 'cancelled' (final) or 'failed' (staff may retry once
 * fixed), with the reason's code and text; the planned messages they came from say why too.
 */
async function drop(tx: Db, dropped: Dropped[], now: Date): Promise<void> {
  const json = JSON.stringify(
    dropped.map((d) => ({
      id: d.id,
      s: refusalIsFinal(d.reason) ? 'cancelled' : 'failed',
      c: d.reason,
      t: refusalTexts[d.reason],
      p: d.reason === 'appointment_gone' ? 'cancelled' : 'skipped',
    })),
  );
  const updated = await tx.execute(sql`update ${messages} m set status = x.s, error_code = x.c, error_message = x.t,
      lease_until = null
    from json_to_recordset(${json}::json) as x(id uuid, s text, c text, t text, p text)
    where m.id = x.id and m.status = 'queued'
    returning m.id, m.org_id, m.conversation_id`);
  await tx.execute(sql`update scheduled_messages s set status = x.p, reason = x.t, updated_at = ${now.toISOString()}::timestamptz
    from json_to_recordset(${json}::json) as x(id uuid, s text, c text, t text, p text)
    where s.message_id = x.id and s.status = 'sent'`);
  await publishConversationChanges(
    tx,
    updated.rows.map((r) => ({ o: String(r.org_id), c: String(r.conversation_id), m: String(r.id) })),
  );
}
