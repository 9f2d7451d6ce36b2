import { skipReasons } from './replies.ts';
import { isWindowOpen } from './window.ts';

/**
 * The one list of guards every outbound message passes (docs/architecture.md#whatsapp-channel):
 * "may this message go to this patient now, and how". The server asks it twice with the same
 * function: when a message is queued (so staff hear at once why theirs cannot go) and again in
 * the transaction that claims it for sending (the truth: anything may have changed in between —
 * an opt-out, a cancellation, a move, Meta's "undeliverable", a disconnected channel).
 */

/**
 * Why a message goes out. The clinic starts reminders, campaigns and offers; the patient starts
 * the rest (answers of the receptionist, staff writing in the inbox, a code the patient asked for).
 */
export const sendPurposes = ['reply', 'staff', 'reminder', 'campaign', 'offer', 'code'] as const;
export type SendPurpose = (typeof sendPurposes)[number];

/** What the clinic starts: an opt-out (SALIR) stops these whatever the window. */
export const clinicStarted: ReadonlySet<SendPurpose> = new Set(['reminder', 'campaign', 'offer']);

/** The one vocabulary of refusals, in the order the guards are applied. */
export const sendRefusals = [
  'appointment_gone',
  'appointment_started',
  'appointment_moved',
  'no_customer',
  'undeliverable',
  'opted_out',
  'channel_disconnected',
  'template_not_ready',
  'window_closed',
] as const;
export type SendRefusal = (typeof sendRefusals)[number];

/** What is known about a message at the moment it is queued or sent. */
export interface SendContext {
  purpose: SendPurpose;
  /** Free text (or buttons) needs the 24-hour window; an approved template may start a conversation. */
  form: 'text' | 'template';
  /** The patient is gone (archived, or the conversation has none). */
  noCustomer?: boolean;
  optedOut: boolean;
  /** Meta answered 131026 for this number: nothing more goes until its phone changes. */
  undeliverable: boolean;
  /** The patient's last own message (the service window runs 24 h from it). */
  lastInboundAt: Date | null;
  /** The organisation's channel: the sandbox always sends; WhatsApp only while connected. */
  channel: 'sandbox' | 'connected' | 'disconnected';
  /** For a template: its state (only 'ready' may go). */
  templateStatus?: string | null | undefined;
  /** For a reminder: the appointment as it is now, and the start its text was written for. */
  appointment?:
    | {
        live: boolean;
        startsAt: Date;
        /** Null when the text was written before this was recorded (nothing to compare). */
        writtenFor: Date | null;
      }
    | undefined;
  now: Date;
}

export type SendDecision = { ok: true } | { ok: false; reason: SendRefusal };

const refuse = (reason: SendRefusal): SendDecision => ({ ok: false, reason });

/**
 * Whether the message may go, or the first guard that refuses it. One order for every caller:
 * for a reminder the appointment it is about (gone, started, moved: the text would be wrong),
 * then the patient (gone, undeliverable), their wish (an opt-out stops what the clinic starts, and
 * outside the window anything), the channel, the template and the window. An opted-out patient still gets answers to what they start, inside the
 * 24-hour window after their own message (issue 31: SALIR stops reminders, not conversations).
 */
export function decideSend(c: SendContext): SendDecision {
  if (c.appointment) {
    const a = c.appointment;
    if (!a.live) return refuse('appointment_gone');
    if (a.startsAt.getTime() <= c.now.getTime()) return refuse('appointment_started');
    if (a.writtenFor && a.writtenFor.getTime() !== a.startsAt.getTime()) return refuse('appointment_moved');
  }
  if (c.noCustomer) return refuse('no_customer');
  if (c.undeliverable) return refuse('undeliverable');
  const windowOpen = isWindowOpen(c.lastInboundAt, c.now);
  if (c.optedOut && (clinicStarted.has(c.purpose) || !windowOpen)) return refuse('opted_out');
  if (c.channel === 'disconnected') return refuse('channel_disconnected');
  if (c.form === 'template' && c.templateStatus !== 'ready') return refuse('template_not_ready');
  if (c.form === 'text' && !windowOpen) return refuse('window_closed');
  return { ok: true };
}

/**
 * Whether the refusal is final (the message is dropped as 'cancelled') or worth a retry by staff
 * once fixed (the message is 'failed': reconnect the channel, approve the template, and
 * "Reintentar").
 */
export function refusalIsFinal(reason: SendRefusal): boolean {
  return reason !== 'channel_disconnected' && reason !== 'template_not_ready';
}

/** The refusals, as staff read them beside the message or the planned reminder. */
export const refusalTexts: Record<SendRefusal, string> = {
  no_customer: skipReasons.noCustomer,
  undeliverable: skipReasons.undeliverable,
  opted_out: skipReasons.optedOut,
  channel_disconnected: 'El canal de WhatsApp está desconectado',
  template_not_ready: 'La plantilla no está aprobada',
  window_closed: 'Pasaron más de 24 horas desde el último mensaje del paciente',
  appointment_gone: skipReasons.appointmentGone,
  appointment_started: skipReasons.started,
  appointment_moved: 'La cita cambió de hora: el recordatorio se envía con la hora nueva',
};

/** The error code a refusal is answered with when staff send (POST /conversations/{id}/messages). */
export const refusalErrorCodes = {
  no_customer: 'not_found',
  undeliverable: 'customer_undeliverable',
  opted_out: 'customer_opted_out',
  channel_disconnected: 'channel_disconnected',
  template_not_ready: 'template_not_ready',
  window_closed: 'window_closed',
  appointment_gone: 'not_found',
  appointment_started: 'not_found',
  appointment_moved: 'not_found',
} as const satisfies Record<SendRefusal, string>;

/**
 * Whether the receptionist may answer a patient's message at all — decideSend for an answer in
 * free text, with the channel left to the send-time check: an opted-out patient who writes is
 * answered inside the window; an undeliverable one is not.
 */
export function mayAnswerPatient(p: {
  optedOut: boolean;
  undeliverable: boolean;
  lastInboundAt: Date | null;
  now: Date;
}): boolean {
  return decideSend({
    purpose: 'reply',
    form: 'text',
    channel: 'connected',
    optedOut: p.optedOut,
    undeliverable: p.undeliverable,
    lastInboundAt: p.lastInboundAt,
    now: p.now,
  }).ok;
}
