/**
 * The waitlist and "Adelantar mi cita" in the chat (docs/product.md#waitlist): the entry is built
 * from what the patient already said (days, part of the day, professional), read back, and added
 * only after a yes — reversible, but still confirmed. A patient holding an appointment who asks for
 * something earlier is offered the free earlier times first; when there are none, the waitlist
 * with that appointment as the one to move earlier (an accepted offer then moves it).
 */
import { defaultUntil } from '../refill/waitlist.ts';
import { weeklyHoursOf } from '../scheduling/config.ts';
import { addDays, instantToZoned, weekdayIndex } from '../time.ts';
import { fresh, pickAppointment, result } from './moves.ts';
import { say } from './texts.ts';
import type {
  AssistantContext,
  AssistantState,
  ContextAppointment,
  Preference,
  StepResult,
  WaitlistWish,
} from './types.ts';

/** Evening, as the receptionist reads "en la noche" (dates.ts): from 17:00. */
const EVENING = 17 * 60;
const NOON = 12 * 60;
const HOUR = 60;

/**
 * The entry a wish makes: its weekdays (ISO; "menos el viernes" is every other day the clinic
 * opens), its hours, its professional; until the appointment's day for a move earlier, else the
 * wish's last day, else the default (four weeks).
 */
export function waitlistWishOf(
  serviceId: string,
  pref: Preference,
  ctx: AssistantContext,
  held?: ContextAppointment,
): WaitlistWish {
  const today = instantToZoned(ctx.now, ctx.tz).date;
  let days: number[] = [];
  if (pref.weekdays?.length) days = pref.weekdays.map((d) => d + 1);
  else if (pref.weekday !== undefined) days = [pref.weekday + 1];
  else if (pref.date !== undefined) days = [weekdayIndex(pref.date) + 1];
  if (pref.notWeekdays?.length) {
    const week = weeklyHoursOf(ctx.config);
    const open = [0, 1, 2, 3, 4, 5, 6].filter((d) => (week[d] ?? []).length > 0);
    days = (days.length ? days.map((d) => d - 1) : open)
      .filter((d) => !pref.notWeekdays!.includes(d))
      .map((d) => d + 1);
  }
  days = [...new Set(days)].sort((a, b) => a - b);
  let fromMin: number | undefined;
  let toMin: number | undefined;
  const part = pref.part;
  if (pref.after !== undefined || pref.before !== undefined) {
    fromMin = pref.after;
    toMin = pref.before;
  } else if (pref.minutes !== undefined) {
    // "el jueves a las 12": that hour, not the whole afternoon (a 17:00 freed is not what was asked).
    fromMin = pref.minutes;
    toMin = pref.minutes + HOUR;
  } else if (part === 'morning') toMin = NOON;
  else if (part === 'afternoon') fromMin = NOON;
  else if (part === 'evening') fromMin = EVENING;
  let until = defaultUntil(ctx.now, ctx.tz);
  if (held) until = instantToZoned(held.start, ctx.tz).date;
  // "el jueves" reads as the coming Thursday; for waiting it is any Thursday. A date further than a
  // week ahead ("el 15 de diciembre") or a period ("la semana que viene") is the last day.
  else if (pref.date !== undefined && pref.date > addDays(today, 6)) until = pref.date;
  else if (pref.to !== undefined && pref.to >= today) until = pref.to;
  const wish: WaitlistWish = { serviceId, days, until };
  if (pref.resourceId) wish.resourceId = pref.resourceId;
  if (fromMin !== undefined) wish.fromMin = fromMin;
  if (toMin !== undefined) wish.toMin = toMin;
  if (held) wish.appointmentId = held.id;
  return wish;
}

/** The entry read back: "Te aviso si se libera un horario de… ¿Te anoto?" [Sí, avisarme] [No]. */
export function askWaitlist(state: AssistantState, wish: WaitlistWish, ctx: AssistantContext, lead = ''): StepResult {
  const next: AssistantState = { ...state, step: 'confirm_waitlist', waitFor: wish };
  delete next.offered;
  delete next.more;
  delete next.chosen;
  return result(next, [say.waitlistAsk(ctx, wish, `${state.lead ?? ''}${lead}`)]);
}

/** The answer to the read-back: a yes adds the entry, a no leaves things as they were. */
export function answerWaitlist(state: AssistantState, yn: 'yes' | 'no', _ctx: AssistantContext): StepResult {
  if (yn === 'no' || !state.waitFor) return result(fresh(state), [{ text: say.waitlistNo }]);
  return result(state, [], [{ kind: 'join_waitlist', ...state.waitFor }]);
}

/**
 * "Avisarme si se libera" (or its words) while times of a service are offered: the wish said so
 * far makes the entry; a patient moving an appointment waits for an earlier time for it.
 */
export function joinFromOffer(state: AssistantState, serviceId: string, ctx: AssistantContext): StepResult {
  const held =
    state.intent === 'reschedule' ? ctx.patient.appointments.find((a) => a.id === state.appointmentId) : undefined;
  const pref = state.wish ?? state.unmet ?? state.pref ?? {};
  return askWaitlist({ ...state, lead: '' }, waitlistWishOf(serviceId, pref, ctx, held), ctx);
}

/** "¿Hay algo antes?" while times are offered to book: those are the first; the waitlist, until the first offered. */
export function earlierThanOffered(state: AssistantState, ctx: AssistantContext): StepResult | undefined {
  if (!state.serviceId) return undefined;
  const first = state.offered?.[0];
  const pref: Preference = { ...(state.wish ?? state.pref ?? {}) };
  const wish = waitlistWishOf(state.serviceId, pref, ctx);
  if (first) {
    const day = instantToZoned(first.start, ctx.tz).date;
    // Until the day before the first free time: an entry for times later than what is free now is no use.
    const before = addDays(day, -1);
    if (before >= instantToZoned(ctx.now, ctx.tz).date) wish.until = before;
    else return result(state, [say.offer(ctx, serviceName(ctx, state.serviceId), state.offered ?? [], say.firstFree)]);
  }
  return askWaitlist({ ...state, lead: '' }, wish, ctx, say.firstFree);
}

/** "Adelantar mi cita": which appointment, then the free times before it (engine.ts filters them). */
export function startEarlier(state: AssistantState, text: string, pref: Preference, ctx: AssistantContext): StepResult {
  return pickAppointment({ ...fresh(state), intent: 'reschedule', earlier: true }, text, pref, ctx);
}

/** No free time before the appointment: say so, and offer to be told. */
export function noneEarlier(state: AssistantState, ctx: AssistantContext): StepResult {
  const held = ctx.patient.appointments.find((a) => a.id === state.appointmentId);
  if (!held || !state.serviceId) return result(fresh(state), [say.missMenu()]);
  const wish = waitlistWishOf(state.serviceId, state.wish ?? state.pref ?? {}, ctx, held);
  // The appointment's own day is the limit already: no need to repeat a "to" of the search.
  return askWaitlist({ ...state, lead: '' }, wish, ctx, say.noneEarlier);
}

function serviceName(ctx: AssistantContext, id: string): string {
  return ctx.services.find((s) => s.id === id)?.name ?? 'tu cita';
}
