import {
  answersReminder,
  cancelAnswerWords,
  confirmsReminder,
  formatAppointmentMoment,
  holdsSlot,
  isOptIn,
  isOptOut,
  noGoesOnWithAWish,
  parseReminderPayload,
  type ReminderAction,
  readYesNo,
  replies,
} from '@recepta/domain';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import type { InboundResponder } from '../channel/inbound/process-inbox.ts';
import { queueMessage } from '../messaging/send-message.ts';
import { cancelAppointment } from '../scheduling/cancel-appointment.ts';
import { confirmAppointment } from '../scheduling/confirm-appointment.ts';
import { isOptedOut, setOptOut } from './opt-out.ts';

interface Turn {
  tx: Db;
  orgId: string;
  conversationId: string;
  customerId: string;
  now: Date;
}

/**
 * What answerReminderWords made of a message: answered (or deliberately silent), a reminder's
 * Reprogramar for an appointment (the chat receptionist takes it from there), or left for others.
 */
export type InboundOutcome =
  | { kind: 'answered' }
  | { kind: 'reschedule'; appointmentId: string }
  /** A reminder confirmed in words, its answer written at `repliedAt`: what else the message asks is the receptionist's. */
  | { kind: 'confirmed'; repliedAt: Date }
  | { kind: 'pass' };

const answered: InboundOutcome = { kind: 'answered' };
const pass: InboundOutcome = { kind: 'pass' };

/**
 * The answers every automatic message must honour (docs/product.md#reminders), run in the
 * transaction that stored the patient's message:
 * - SALIR / BAJA / STOP alone opts out (with one confirmation); VOLVER opts back in — in any mode;
 * - a reminder's buttons: Confirmar confirms, Cancelar asks once and then cancels, Reprogramar is
 *   handed back to the caller (the chat receptionist's rescheduling) — in any mode, they are the clinic's own;
 * - in assistant mode only: the answer to a pending "¿Seguro que quieres cancelar?", and a yes in
 *   words right after a reminder ("ok confirmo", "👍", "sipo, ahí estaré"), which counts as Confirmar.
 * Anything else passes, for the chat receptionist (modules/assistant) or staff.
 */
export async function answerReminderWords(
  tx: Db,
  { orgId, received, message, now }: Parameters<InboundResponder>[1],
): Promise<InboundOutcome> {
  // An answer is written after what it answers, even when the clock has not moved (a test's, or
  // Meta's timestamp a little ahead of ours): the thread orders by time.
  const replyAt = new Date(Math.max(now.getTime(), message.at.getTime() + 1));
  const turn: Turn = {
    tx,
    orgId,
    conversationId: received.conversationId,
    customerId: received.customerId,
    now: replyAt,
  };
  const text = message.text ?? '';

  if (isOptOut(text)) {
    if (await isOptedOut(tx, orgId, turn.customerId)) return answered;
    // The confirmation goes out first: once opted out, nothing automatic may reach them.
    await reply(turn, replies.optedOut);
    await setOptOut(tx, orgId, turn.customerId, true, 'patient', message.at);
    await setPending(turn, null);
    return answered;
  }
  if (isOptIn(text)) {
    if (!(await setOptOut(tx, orgId, turn.customerId, false, 'patient', message.at))) return pass;
    await reply(turn, replies.optedIn);
    return answered;
  }

  const tap = message.buttonId ? parseReminderPayload(message.buttonId) : undefined;
  if (tap) {
    if (tap.action === 'reschedule') {
      const appointment = await appointmentOf(turn, tap.appointmentId);
      if (!appointment) return answered;
      if (!holdsSlot(appointment.status)) {
        await reply(turn, replies.appointmentGone);
        return answered;
      }
      return { kind: 'reschedule', appointmentId: appointment.id };
    }
    await act(turn, tap.appointmentId, tap.action);
    return answered;
  }

  // As the message's own statement read it (receive-message.ts): the row is locked since.
  const { conversation } = received;
  if (conversation.mode !== 'assistant') return pass;

  if (conversation.pending?.kind === 'cancel') {
    await setPending(turn, null);
    const appointment = await appointmentOf(turn, conversation.pending.appointmentId);
    if (!appointment) return pass;
    const answer = readYesNo(text, cancelAnswerWords);
    if (answer === 'yes') {
      await cancelAppointment(
        tx,
        assistant(turn),
        { apptId: appointment.id, reason: 'Cancelada por el paciente' },
        turn.now,
      );
      await reply(turn, replies.cancelled(appointment.moment));
      return answered;
    }
    // "No, mejor cámbiemela al viernes": kept, and the move is the receptionist's to answer.
    if (answer === 'no' && noGoesOnWithAWish(text)) return pass;
    if (answer === 'no') {
      await reply(turn, replies.cancelKept(appointment.moment));
      return answered;
    }
    return pass;
  }

  // A reminder confirmed in words, anywhere in the message (the receptionist's one yes/no reader).
  if (confirmsReminder(text)) {
    const confirmed = await lastReminderConfirm(turn, received.messageId);
    if (confirmed) {
      await act(turn, confirmed, 'confirm');
      return { kind: 'confirmed', repliedAt: turn.now };
    }
  }
  return pass;
}

/** What a reminder's quick reply does, for an appointment of this patient. */
async function act(turn: Turn, appointmentId: string, action: Exclude<ReminderAction, 'reschedule'>): Promise<void> {
  const appointment = await appointmentOf(turn, appointmentId);
  if (!appointment) return;
  if (!holdsSlot(appointment.status)) {
    await reply(turn, replies.appointmentGone);
    return;
  }
  if (action === 'confirm') {
    await confirmAppointment(turn.tx, assistant(turn), { apptId: appointment.id }, turn.now);
    await reply(turn, replies.confirmed(appointment.moment));
    return;
  }
  if (action === 'cancel') {
    await reply(turn, replies.cancelAsk(appointment.moment));
    await setPending(turn, { kind: 'cancel', appointmentId: appointment.id, askedAt: turn.now.toISOString() });
    return;
  }
  // Reprogramar is answered by the caller (answerReminderWords' outcome).
}

const assistant = (turn: Turn) => ({
  orgId: turn.orgId,
  actor: { kind: 'assistant' as const, conversationId: turn.conversationId },
});

async function reply(turn: Turn, text: string): Promise<void> {
  await queueMessage(turn.tx, turn.orgId, turn.conversationId, { text }, 'assistant', turn.now);
}

async function setPending(turn: Turn, pending: (typeof conversations.$inferInsert)['pending']): Promise<void> {
  await turn.tx.update(conversations).set({ pending }).where(eq(conversations.id, turn.conversationId));
}

/** The patient's own appointment (a payload naming another patient's does nothing), with its moment in words. */
async function appointmentOf(turn: Turn, appointmentId: string) {
  const result = await turn.tx.execute(sql`select a.id, a.status, a.starts_at, l.tz from appointments a
    join locations l on l.id = a.location_id
    where a.org_id = ${turn.orgId}::uuid and a.id = ${appointmentId}::uuid and a.customer_id = ${turn.customerId}::uuid`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    status: row.status as Parameters<typeof holdsSlot>[0],
    moment: formatAppointmentMoment(new Date(row.starts_at as string).getTime(), String(row.tz)),
  };
}

/**
 * The appointment of the reminder just before this message, when the last thing the clinic sent
 * was a reminder (less than a day ago) offering Confirmar.
 */
async function lastReminderConfirm(turn: Turn, inboundId: string): Promise<string | undefined> {
  const [inbound] = await turn.tx.select({ sentAt: messages.sentAt }).from(messages).where(eq(messages.id, inboundId));
  if (!inbound) return undefined;
  const [last] = await turn.tx
    .select({ author: messages.author, buttons: messages.buttons, sentAt: messages.sentAt })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, turn.conversationId),
        eq(messages.direction, 'out'),
        lt(messages.sentAt, inbound.sentAt),
      ),
    )
    .orderBy(desc(messages.sentAt))
    .limit(1);
  if (last?.author !== 'system') return undefined;
  if (!answersReminder(last.sentAt.getTime(), inbound.sentAt.getTime())) return undefined;
  for (const button of last.buttons ?? []) {
    const payload = parseReminderPayload(button.id);
    if (payload?.action === 'confirm') return payload.appointmentId;
  }
  return undefined;
}
