/**
 * The optional interpreter's half in the domain (docs/architecture.md#the-optional-interpreter): what
 * a language model is asked about a free-text message the rules were unsure of, and how its answer
 * becomes a `Reading` in the engine's own terms. Pure: the server sends the messages and brings the
 * answer back. The answer is checked field by field against the context (ids from the catalogue
 * given, dates that exist and are not past, options that were offered); anything off rejects the
 * whole answer, and the rules' answer stands. A reading never books: the engine takes it as if its
 * rules had read it, so times still come from the availability search and bookings pass the rules.
 */

import { addDays, instantToZoned, isDate, weekdayIndex } from '../time.ts';
import { z } from '../zod.ts';
import { weekdayWords } from './dates.ts';
import { readName } from './names.ts';
import { hoursText } from './texts.ts';
import type { AssistantContext, AssistantState, Preference, Reading } from './types.ts';

/** The longest patient text sent to the model; longer texts are not interpreted (the rules answer). */
export const INTERPRET_MAX_CHARS = 600;
/** Dates further ahead than this are refused (the search looks two weeks ahead; a year is nonsense). */
const MAX_DAYS_AHEAD = 120;

const intents = ['book', 'reschedule', 'cancel', 'info', 'human', 'greet', 'thanks', 'more', 'unknown'] as const;
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The JSON the model must answer with; every field may be null or left out. */
export const interpreterAnswerSchema = z.object({
  intent: z.enum(intents),
  service_id: z.string().max(100).nullish(),
  professional_id: z.string().max(100).nullish(),
  date: localDate.nullish(),
  from_date: localDate.nullish(),
  weekday: z.enum(weekdayWords).nullish(),
  part_of_day: z.enum(['morning', 'afternoon', 'evening']).nullish(),
  time: z
    .string()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/)
    .nullish(),
  option: z.number().int().nullish(),
  appointment: z.number().int().nullish(),
  answer: z.enum(['yes', 'no']).nullish(),
  name: z.string().max(80).nullish(),
});
export type InterpreterAnswer = z.infer<typeof interpreterAnswerSchema>;

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const stepQuestion: Record<AssistantState['step'], string> = {
  idle: 'nothing (the conversation is starting or the last matter is done)',
  service: 'which service the patient wants',
  slot: 'which of the offered times the patient wants (or another day/time)',
  name: 'the name to book under',
  which: 'which of the patient’s appointments they mean',
  confirm_cancel: 'whether the patient really wants to cancel (yes/no)',
  confirm_slot: 'whether the patient agrees to the time read back to them (yes/no)',
  confirm_opt_out: 'whether the patient wants no more messages from the clinic (yes/no)',
  confirm_waitlist: 'whether the patient wants to be told when such a time frees up (yes/no)',
  confirm_series: 'whether to book the same time on the following weeks, and for how many weeks',
  series_conflicts: 'whether to book only the free weeks of the series (yes) or none (no)',
  which_waitlist: 'which of the patient’s waitlist entries to leave',
  confirm_leave_waitlist: 'whether the patient wants to leave the waitlist entry read back (yes/no)',
};

function wallText(start: number, tz: string): string {
  const wall = instantToZoned(start, tz);
  const hh = String(Math.floor(wall.minutes / 60)).padStart(2, '0');
  const mm = String(wall.minutes % 60).padStart(2, '0');
  return `${wall.date} ${weekdayWords[weekdayIndex(wall.date)]} ${hh}:${mm}`;
}

/**
 * The request's messages: the instructions with the catalogue and what the conversation waits for,
 * then the patient's text alone. Ids are the context's; nothing of the patient but their text and
 * the times of their own appointments is sent.
 */
export function interpreterMessages(state: AssistantState, ctx: AssistantContext, text: string): ChatMessage[] {
  const today = instantToZoned(ctx.now, ctx.tz).date;
  const offered = [
    ...(state.step === 'slot' ? (state.offered ?? []) : []),
    ...(state.step === 'slot' ? (state.more ?? []) : []),
  ];
  const lines = [
    `You read WhatsApp messages written in Spanish to the receptionist of "${ctx.clinicName}", a clinic.`,
    'Answer with one JSON object only, with these keys (null when the message does not say it):',
    `- "intent": one of ${intents.map((i) => `"${i}"`).join(', ')} ("more" = wants other times than those offered; "human" = wants a person; "unknown" = none fits).`,
    '- "service_id": the id of the service meant, from the list below only.',
    '- "professional_id": the id of the professional named, from the list below only.',
    '- "date": one exact day "YYYY-MM-DD"; "from_date": the first day of a period ("la semana que viene" = the next Monday), "YYYY-MM-DD".',
    `- "weekday": one of ${weekdayWords.map((w) => `"${w}"`).join(', ')}.`,
    '- "part_of_day": "morning" (before 12:00), "afternoon" (from 12:00) or "evening" (from 17:00).',
    '- "time": an exact time "HH:MM", 24-hour clock.',
    '- "option": the number of the offered time chosen, from the list below.',
    '- "appointment": the number of the patient’s appointment meant, from the list below.',
    '- "answer": "yes" or "no", when the message answers a yes/no question.',
    '- "name": the full name given, when the receptionist asked for one.',
    'Never invent ids, numbers or times that the message does not say.',
    '',
    `Today is ${today} (${weekdayWords[weekdayIndex(today)]}). The clinic is open ${hoursText(ctx.config)}.`,
    `The receptionist is waiting for: ${stepQuestion[state.step]}.`,
    'Services:',
    ...ctx.services.map((s) => `- ${s.id}: ${s.name} — ${s.description}`),
    'Professionals:',
    ...ctx.resources.map((r) => `- ${r.id}: ${r.name}`),
  ];
  if (offered.length > 0) {
    lines.push('Offered times:', ...offered.map((s, i) => `${i + 1}. ${wallText(s.start, ctx.tz)}`));
  }
  if (ctx.patient.appointments.length > 0) {
    lines.push(
      'The patient’s appointments:',
      ...ctx.patient.appointments.map((a, i) => `${i + 1}. ${wallText(a.start, ctx.tz)}`),
    );
  }
  return [
    { role: 'system', content: lines.join('\n') },
    { role: 'user', content: text.slice(0, INTERPRET_MAX_CHARS) },
  ];
}

/** A date the model gave: it exists, is not past, and is not absurdly far. */
function usableDate(date: string, today: string): boolean {
  return isDate(date) && date >= today && date <= addDays(today, MAX_DAYS_AHEAD);
}

/**
 * The model's answer (the completion's text) as a Reading, or undefined when it is not one: not
 * JSON, not the schema, an id not in the context, a date past or impossible, an option or
 * appointment number that was not listed, a name the rules would not take, or nothing usable.
 */
export function readingFromAnswer(content: string, state: AssistantState, ctx: AssistantContext): Reading | undefined {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return undefined;
  }
  const parsed = interpreterAnswerSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const a = parsed.data;
  const today = instantToZoned(ctx.now, ctx.tz).date;
  const reading: Reading = {};
  if (a.intent !== 'unknown') reading.intent = a.intent;
  if (a.service_id != null) {
    if (!ctx.services.some((s) => s.id === a.service_id)) return undefined;
    reading.serviceId = a.service_id;
  }
  const pref: Preference = {};
  if (a.professional_id != null) {
    if (!ctx.resources.some((r) => r.id === a.professional_id)) return undefined;
    pref.resourceId = a.professional_id;
  }
  if (a.date != null) {
    if (!usableDate(a.date, today)) return undefined;
    pref.date = a.date;
  }
  if (a.from_date != null) {
    if (!usableDate(a.from_date, today)) return undefined;
    // From today on is no wish at all.
    if (a.from_date > today && pref.date === undefined) pref.from = a.from_date;
  }
  if (a.weekday != null && pref.date === undefined) pref.weekday = weekdayWords.indexOf(a.weekday);
  if (a.part_of_day != null) pref.part = a.part_of_day;
  if (a.time != null) {
    const [h, m] = a.time.split(':').map(Number);
    pref.minutes = h! * 60 + m!;
  }
  if (Object.keys(pref).length > 0) reading.pref = pref;
  if (a.option != null) {
    const listed = state.step === 'slot' ? (state.offered?.length ?? 0) + (state.more?.length ?? 0) : 0;
    if (a.option < 1 || a.option > listed) return undefined;
    reading.option = a.option - 1;
  }
  if (a.appointment != null) {
    const appt = ctx.patient.appointments[a.appointment - 1];
    if (!appt) return undefined;
    reading.appointmentId = appt.id;
  }
  if (a.answer != null) reading.answer = a.answer;
  if (a.name != null) {
    const name = readName(a.name);
    if (!name) return undefined;
    reading.name = name;
  }
  return Object.keys(reading).length > 0 ? reading : undefined;
}
