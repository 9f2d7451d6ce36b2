/**
 * A batch's new messages as the receptionist's turns (docs/architecture.md#chat-receptionist): a
 * patient's consecutive texts in one batch are one turn, read together (the domain's burstTurns
 * and joinBurst say what joins and how).
 *
 * Why the batch and not a timer: a quiet window ("answer 2 s after the last message") would delay
 * every single message by the window, and across several stateless instances on PostgreSQL it
 * would need a shared timer (a row and a job) per conversation. The batch costs nothing: a single
 * message is answered as before, at once. What a burst becomes in one batch is what arrived
 * together — several messages in one webhook delivery (Meta groups them when it catches up after a
 * delay), deliveries that arrived while the instance was still answering earlier ones (the inbox
 * is processed in batches once it pauses, channel-service.ts), and the sweep's rows after a crash.
 * That is when a burst would otherwise be answered one by one with several replies at once. Across
 * batches and instances nothing changes: each turn runs under the conversation's lock, in order,
 * and keeps the wish of the turns before.
 */
import { type BurstItem, burstTurns, joinBurst } from '@recepta/domain';
import type { InboundMessage } from '../graph/graph-schemas.ts';
import type { Parsed } from './inbound-types.ts';
import { patientKey } from './receive-message.ts';

export interface InboundTurn {
  orgId: string;
  /** The messages it reads, in order (one, unless a burst of texts). */
  members: InboundMessage[];
  /** What the responder reads: the one message, or the burst's texts joined, dated and keyed as its last. */
  message: InboundMessage;
}

/** The patient's turns among a chunk's messages, each patient's in the order they arrived. */
export function turnsOf(chunk: readonly Parsed[]): InboundTurn[] {
  const bySender = new Map<string, { orgId: string; messages: InboundMessage[] }>();
  for (const p of chunk) {
    for (const { orgId, message } of p.messages) {
      const key = patientKey(orgId, message.waId);
      const sender = bySender.get(key) ?? { orgId, messages: [] };
      sender.messages.push(message);
      bySender.set(key, sender);
    }
  }
  const turns: InboundTurn[] = [];
  for (const { orgId, messages } of bySender.values()) {
    for (const indexes of burstTurns(messages.map(burstItem))) {
      const members = indexes.map((i) => messages[i]!);
      turns.push({ orgId, members, message: mergedMessage(members) });
    }
  }
  return turns;
}

/** The one message a turn's members read as (the first member alone when there is one). */
export function mergedMessage(members: readonly InboundMessage[]): InboundMessage {
  const last = members[members.length - 1]!;
  if (members.length === 1) return last;
  return { ...last, text: joinBurst(members.map((m) => m.text)) };
}

function burstItem(m: InboundMessage): BurstItem {
  if (m.kind === 'other') return { kind: 'media', text: m.text };
  if (m.buttonId || m.kind !== 'text') return { kind: 'tap', text: m.text };
  return { kind: 'text', text: m.text };
}
