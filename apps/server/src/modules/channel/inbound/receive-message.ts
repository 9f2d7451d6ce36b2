import { whatsappPhoneCandidates } from '@recepta/domain';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { conversations, customers, messages } from '../../../db/schema/index.ts';
import { CONVERSATION_CHANNEL } from '../../../realtime/conversation-events.ts';
import type { InboundMessage } from '../graph/graph-schemas.ts';

// Any fixed number: the first key of the per-(organisation, number) lock taken before finding the patient.
const PATIENT_LOCK = 7_301_989;

/** The key of a patient's lock (and of their burst): the organisation and the number's first candidate form. */
export function patientKey(orgId: string, waId: string): string {
  return `${orgId}:${whatsappPhoneCandidates(waId)[0]}`;
}

/**
 * Takes the patient locks of several inbound messages at once, in one order (docs/architecture.md#whatsapp-channel:
 * a batch of webhook payloads is processed in one transaction), so two batches, or a batch and a single
 * message, cannot deadlock: receiveMessage's own lock is then already held (advisory locks stack).
 * Answers whether it locked anything (with no sender, `alongside` was not run).
 */
export async function lockPatients(
  tx: Db,
  senders: readonly { orgId: string; waId: string }[],
  /** A write of the caller's made in the same statement (a data-modifying CTE): one round trip less. */
  alongside?: SQL,
): Promise<boolean> {
  const keys = [...new Set(senders.map((s) => patientKey(s.orgId, s.waId)))];
  if (keys.length === 0) return false;
  await tx.execute(sql`${alongside ? sql`with alongside as (${alongside}) ` : sql``}select pg_advisory_xact_lock(${PATIENT_LOCK}, x.h)
    from (select distinct hashtext(k) as h from json_array_elements_text(${JSON.stringify(keys)}::json) as k) x
    order by x.h`);
  return true;
}

export interface Received {
  conversationId: string;
  messageId: string;
  customerId: string;
  /** The customer was created by this message: a lead. */
  newCustomer: boolean;
  /**
   * The conversation as the message's statement left it, its row locked till the commit: who
   * answers it, and the question a yes or no would answer (the reminders' "¿Seguro que quieres
   * cancelar?"). Read here so the answer needs no statement of its own.
   */
  conversation: ConversationAtReceipt;
}

/** A conversation's answering mode and pending question, as of the message just stored. */
export interface ConversationAtReceipt {
  mode: string;
  pending: PendingAnswer | null;
}

export type PendingAnswer = NonNullable<(typeof conversations.$inferSelect)['pending']>;

/**
 * Stores one inbound message of an organisation, once (docs/architecture.md#whatsapp-channel): finds the
 * patient by phone (both forms of Mexican and Argentine mobiles), or creates them — a lead, named
 * as their WhatsApp profile — finds or creates their conversation, and inserts the message. The
 * unique wamid makes a repeated or concurrent delivery of the same message a no-op (undefined).
/**
 * Runs in the caller's transaction; the inbox hears of it on commit. `locked`: the caller already
 * holds this patient's lock (lockPatients, taken for a whole batch), so it is not asked again.
 */
export async function receiveMessage(
  tx: Db,
  orgId: string,
  m: InboundMessage,
  options: { locked?: boolean } = {},
): Promise<Received | undefined> {
  const candidates = whatsappPhoneCandidates(m.waId);
  // Two first messages of one new number processed at once (two instances, or a webhook delivered
  // twice) must not create two leads: the lookup and the insert run one at a time per number.
  if (!options.locked) {
    await tx.execute(sql`select pg_advisory_xact_lock(${PATIENT_LOCK}, hashtext(${patientKey(orgId, m.waId)}))`);
  }
  // The patient and their conversation in one statement: a patient who wrote before (nearly every
  // message) needs no other before the message's insert. On PGlite each statement is a good share
  // of a turn (docs/benchmarks.md#the-receptionist-in-a-waiting-room).
  const [known] = await tx
    .select({ id: customers.id, conversationId: conversations.id })
    .from(customers)
    .leftJoin(conversations, and(eq(conversations.orgId, customers.orgId), eq(conversations.customerId, customers.id)))
    .where(and(eq(customers.orgId, orgId), inArray(customers.phone, candidates), isNull(customers.archivedAt)))
    .orderBy(customers.createdAt)
    .limit(1);
  let customerId = known?.id;
  const newCustomer = !customerId;
  if (!customerId) {
    const name = m.profileName?.trim().slice(0, 120) || candidates[0]!;
    const [created] = await tx
      .insert(customers)
      .values({ orgId, name, phone: candidates[0]! })
      .returning({ id: customers.id });
    customerId = created!.id;
  }

  let conversationId = known?.conversationId ?? undefined;
  if (!conversationId) {
    // One conversation per patient: the unique (org, customer) index settles a race between two first messages.
    await tx
      .insert(conversations)
      .values({ orgId, customerId, waId: m.waId, lastMessageAt: m.at, createdAt: m.at })
      .onConflictDoNothing();
    const [conversation] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.orgId, orgId), eq(conversations.customerId, customerId)));
    conversationId = conversation!.id;
  }

  // In one statement: the message, once (a wamid already stored inserts nothing, and then nothing
  // else here runs either), the conversation's counters, what the clinic sent before marked read (a
  // patient who writes or taps has read it: Meta sends no read receipt when the patient turned them
  // off, and a reminder answered by its button would stay "Entregado", docs/product.md#reminders;
  // only forward, failed messages stay failed), and the inbox's notices, the read ones first. On
  // PGlite each statement is a good share of a turn (docs/benchmarks.md#the-receptionist-in-a-waiting-room).
  const at = m.at.toISOString();
  const buttons = m.buttonId ? JSON.stringify([{ id: m.buttonId, title: m.text }]) : null;
  const { rows } = await tx.execute(sql`with m as (
      insert into ${messages} (org_id, conversation_id, direction, author, kind, body, buttons, status, wamid, sent_at)
      values (${orgId}::uuid, ${conversationId}::uuid, 'in', 'patient', ${m.kind === 'other' ? 'text' : m.kind},
        ${m.text}, ${buttons}::jsonb, 'delivered', ${m.wamid}, ${at}::timestamptz)
      on conflict (wamid) do nothing
      returning id),
    c as (
      update ${conversations} set wa_id = ${m.waId}, unread = unread + 1,
        last_inbound_at = greatest(last_inbound_at, ${at}::timestamptz),
        last_message_at = greatest(last_message_at, ${at}::timestamptz)
      where id = ${conversationId}::uuid and exists (select 1 from m)
      returning mode, pending),
    r as (
      update ${messages} set status = 'read'
      where org_id = ${orgId}::uuid and conversation_id = ${conversationId}::uuid and direction = 'out'
        and status in ('sent', 'delivered') and sent_at <= ${at}::timestamptz and exists (select 1 from m)
      returning id)
    select x.id::text as id, x.k, pg_notify(${CONVERSATION_CHANNEL}, json_build_object('o', ${orgId}::text, 'c', ${conversationId}::text, 'm', x.id::text)::text),
      (select mode from c) as mode, (select pending::text from c) as pending
    from (select id, 0 as k from r union all select id, 1 from m) x
    order by x.k`);
  const message = (rows as { id: string; k: number; mode: string; pending: string | null }[]).find(
    (row) => row.k === 1,
  );
  if (!message) return undefined;
  const conversation = {
    mode: message.mode,
    pending: message.pending === null ? null : (JSON.parse(message.pending) as PendingAnswer),
  };
  return { conversationId: conversationId, messageId: message.id, customerId, newCustomer, conversation };
}
