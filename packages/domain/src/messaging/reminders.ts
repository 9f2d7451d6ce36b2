/**
 * The rules of appointment reminders (docs/product.md#reminders): when each one goes out, which
 * template it uses, the values of that template's variables, and what the patient's taps on its
 * quick replies mean. Pure: the server plans, sends and answers with these.
 */
import { foldText } from './intents.ts';

/** One planned reminder of an appointment. */
export interface ReminderPlan {
  offsetMin: number;
  runAt: number;
  /** Its moment had already passed when the appointment was booked or moved: it is skipped, not sent late. */
  tooLate: boolean;
}

/** One reminder per frequency (minutes before the start), earliest first. */
export function planReminders(startMs: number, frequencies: readonly number[], nowMs: number): ReminderPlan[] {
  return [...new Set(frequencies)]
    .filter((m) => Number.isInteger(m) && m > 0)
    .sort((a, b) => b - a)
    .map((offsetMin) => {
      const runAt = startMs - offsetMin * 60_000;
      return { offsetMin, runAt, tooLate: runAt < nowMs };
    });
}

/**
 * The seeded template a frequency uses when Configuración chose none: reminder_24h for a day or
 * more ahead (and anything from 12 hours), reminder_2h for shorter ones.
 */
export function defaultReminderTemplateName(offsetMin: number): string {
  return offsetMin >= 12 * 60 ? 'reminder_24h' : 'reminder_2h';
}

/** Meta's spacing between two messages to one patient ("pair rate"): automatic messages keep it. */
export const PAIR_GAP_MS = 6_000;

/** A short "sí" counts as the reminder's Confirmar only this soon after the reminder. */
export const REMINDER_ANSWER_WINDOW_MS = 24 * 60 * 60_000;

/** Whether a short yes at `replyAt` still answers the reminder sent at `reminderAt`. */
export function answersReminder(reminderAt: number, replyAt: number): boolean {
  return replyAt >= reminderAt && replyAt - reminderAt <= REMINDER_ANSWER_WINDOW_MS;
}

/**
 * What a reminder template's variables hold, in this order: {{1}} … {{6}}. Only what the patient
 * needs to recognise the appointment (no notes, no price): a template is read on a lock screen.
 * {{6}} is the patient's personal link to change or cancel it (the booking page's /m/{token}),
 * which itself shows nothing without the signature.
 */
export const reminderVariables = [
  'Nombre del paciente',
  'Servicio',
  'Día y hora',
  'Profesional',
  'Sede',
  'Enlace para cambiar o cancelar',
] as const;

export interface ReminderFacts {
  patientName: string;
  serviceName: string;
  startMs: number;
  /** The location's zone: the patient reads the clinic's wall time. */
  tz: string;
  resourceName: string;
  locationName: string;
  /** The patient's manage link (booking page /m/{token}) for this appointment. */
  manageUrl: string;
}

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one.
const momentFormats = new Map<string, Intl.DateTimeFormat>();

/** "viernes 27 de noviembre, 14:30" in the zone. */
export function formatAppointmentMoment(startMs: number, tz: string): string {
  let format = momentFormats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('es', {
      timeZone: tz,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    momentFormats.set(tz, format);
  }
  const parts = format.formatToParts(new Date(startMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} de ${part('month')}, ${part('hour')}:${part('minute')}`;
}

/** The first word of a name, as a greeting uses it ("Ana" of "Ana María Pérez"). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * The values of a reminder's variables, as many as the template uses (a template with three
 * variables gets the first three).
 */
export function reminderParams(facts: ReminderFacts, count: number): string[] {
  const all = [
    firstName(facts.patientName) || facts.patientName,
    facts.serviceName,
    formatAppointmentMoment(facts.startMs, facts.tz),
    facts.resourceName,
    facts.locationName,
    facts.manageUrl,
  ];
  return all.slice(0, Math.max(0, Math.min(count, all.length))).map((v) => v || '-');
}

/** What a reminder's quick replies do. */
export type ReminderAction = 'confirm' | 'reschedule' | 'cancel';

/** Which action a template button's title stands for ("Confirmar", "Sí, confirmo", "Reprogramar"…). */
export function reminderActionOf(title: string): ReminderAction | undefined {
  const t = foldText(title);
  if (/^(si\b|confirm)/.test(t)) return 'confirm';
  if (/^(reprogram|cambiar|mover|otra hora|otro dia)/.test(t)) return 'reschedule';
  if (/^(cancel|anular)/.test(t)) return 'cancel';
  return undefined;
}

const payloadPrefix = 'r';

/** The payload of a reminder's button: the appointment and the action, so a tap needs no other state. */
export function reminderPayload(appointmentId: string, action: ReminderAction): string {
  return `${payloadPrefix}:${appointmentId}:${action}`;
}

/** The appointment and action of a tapped reminder button; undefined for any other payload. */
export function parseReminderPayload(payload: string): { appointmentId: string; action: ReminderAction } | undefined {
  const match = /^r:([0-9a-f-]{36}):(confirm|reschedule|cancel)$/.exec(payload);
  if (!match) return undefined;
  return { appointmentId: match[1]!, action: match[2] as ReminderAction };
}
