/**
 * The receptionist's moves (docs/architecture.md#chat-receptionist): the transitions every reading of
 * a message ends in — search, choose an offered time, book, ask which appointment, ask before
 * cancelling, hand over, or say it did not understand. The rules (read-by-rules.ts) and the optional
 * interpreter's reading (from-reading.ts) both answer only through these, so neither can book a
 * time the engine did not offer.
 */
import { foldText } from '../messaging/intents.ts';
import { instantToZoned } from '../time.ts';
import { hasWhen, readPreference } from './dates.ts';
import { opensOn } from './offer.ts';
import { say } from './texts.ts';
import type {
  AssistantAction,
  AssistantContext,
  AssistantReply,
  AssistantState,
  ContextAppointment,
  Preference,
  StepResult,
} from './types.ts';
import { initialAssistantState } from './types.ts';
import { correctTypos, readResource, withoutGreetings } from './understand.ts';

export const fresh = (state: AssistantState): AssistantState => ({
  ...initialAssistantState,
  ...(state.named ? { named: true } : {}),
});

export function result(state: AssistantState, replies: AssistantReply[], actions: AssistantAction[] = []): StepResult {
  return { state, replies, actions };
}

/** A lead carried from the request to the offer ("Ese día no atiende. ", "Uy, se ocupó. "). */
export type WithLead = AssistantState;

export function findSlots(serviceId: string, pref: Preference): AssistantAction {
  return { kind: 'find_slots', serviceId, pref, ...(pref.resourceId ? { resourceId: pref.resourceId } : {}) };
}

export function withLeadText(lead: string, reply: AssistantReply): AssistantReply {
  return lead ? { ...reply, text: `${lead}${reply.text}` } : reply;
}

export function withGreeting(greet: string, r: StepResult): StepResult {
  if (!greet) return r;
  const [first, ...rest] = r.replies;
  if (first) return { ...r, replies: [withLeadText(greet, first), ...rest] };
  return { ...r, state: { ...r.state, lead: greet + ((r.state as WithLead).lead ?? '') } as AssistantState };
}

/** What the text says about when and with whom, greetings aside ("buenas tardes" is no afternoon). */
export function preferenceOf(text: string, ctx: AssistantContext): Preference {
  const folded = correctTypos(withoutGreetings(foldText(text)));
  const pref = readPreference(
    withoutGreetings(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()),
    ctx.config,
    ctx.now,
    ctx.tz,
  );
  const resource = readResource(folded, ctx.resources);
  if (resource) pref.resourceId = resource.id;
  return pref;
}

export function startSearch(state: AssistantState, pref: Preference, ctx: AssistantContext): StepResult {
  const next: WithLead = { ...state, step: 'slot', pref };
  delete next.offered;
  delete next.more;
  delete next.chosen;
  const today = instantToZoned(ctx.now, ctx.tz).date;
  if (!opensOn(pref, ctx.config, today)) {
    const relaxed: Preference = pref.resourceId ? { resourceId: pref.resourceId } : {};
    next.pref = relaxed;
    next.lead = `${(state as WithLead).lead ?? ''}${say.closedDay(ctx)}`;
    return result(next, [], [findSlots(state.serviceId!, relaxed)]);
  }
  return result(next, [], [findSlots(state.serviceId!, pref)]);
}

export function choose(
  state: AssistantState,
  chosen: NonNullable<AssistantState['chosen']>,
  ctx: AssistantContext,
): StepResult {
  const next: AssistantState = { ...state, chosen };
  if (state.intent === 'reschedule' && state.appointmentId) {
    return result(
      next,
      [],
      [{ kind: 'move', appointmentId: state.appointmentId, resourceId: chosen.resourceId, start: chosen.start }],
    );
  }
  if (!ctx.patient.known && !state.named) return result({ ...next, step: 'name' }, [say.askName(ctx)]);
  return book(next, ctx, undefined);
}

export function book(state: AssistantState, _ctx: AssistantContext, name: string | undefined): StepResult {
  const chosen = state.chosen;
  if (!chosen || !state.serviceId) return result(fresh(state), [say.missMenu()]);
  const actions: AssistantAction[] = [];
  if (name) actions.push({ kind: 'rename', name });
  actions.push({ kind: 'book', serviceId: state.serviceId, resourceId: chosen.resourceId, start: chosen.start });
  return result({ ...state, named: true }, [], actions);
}

export function appointmentNamed(text: string, ctx: AssistantContext): ContextAppointment | undefined {
  const pref = readPreference(text, ctx.config, ctx.now, ctx.tz);
  if (!hasWhen(pref)) return undefined;
  const hits = ctx.patient.appointments.filter((a) => {
    const wall = instantToZoned(a.start, ctx.tz);
    if (pref.date && wall.date !== pref.date) return false;
    if (pref.weekday !== undefined && (new Date(`${wall.date}T00:00:00Z`).getUTCDay() + 6) % 7 !== pref.weekday)
      return false;
    if (pref.minutes !== undefined && wall.minutes !== pref.minutes) return false;
    return true;
  });
  return hits.length === 1 ? hits[0] : undefined;
}

export function pickAppointment(
  state: AssistantState,
  text: string,
  pref: Preference,
  ctx: AssistantContext,
): StepResult {
  const list = ctx.patient.appointments;
  if (list.length === 0) return result(fresh(state), [say.noAppointment(ctx)]);
  const appt = list.length === 1 ? list[0] : appointmentNamed(text, ctx);
  if (!appt) {
    return result({ ...state, step: 'which' }, [
      say.whichAppointment(ctx, state.intent === 'cancel' ? 'cancelar' : 'cambiar'),
    ]);
  }
  if (state.intent === 'cancel') return askCancel(state, appt, ctx);
  // The day named may be the appointment's own ("cambiar mi cita del viernes"): only a second day is a wish.
  return startReschedule(state, appt, list.length === 1 ? pref : {}, ctx, '');
}

export function askCancel(state: AssistantState, appt: ContextAppointment, ctx: AssistantContext): StepResult {
  return result(
    { ...state, intent: 'cancel', step: 'confirm_cancel', appointmentId: appt.id, appointmentStart: appt.start },
    [say.cancelAsk(ctx, appt.start)],
  );
}

export function startReschedule(
  state: AssistantState,
  appt: ContextAppointment,
  pref: Preference,
  ctx: AssistantContext,
  lead: string,
): StepResult {
  const serviceId = appt.serviceId ?? ctx.services[0]?.id;
  if (!serviceId) return handoff(state, say.handoff(ctx));
  const next = {
    ...state,
    intent: 'reschedule' as const,
    appointmentId: appt.id,
    serviceId,
    lead: `${lead}${say.rescheduleLead(ctx, appt.start)}`,
  } as AssistantState;
  return startSearch(next, pref, ctx);
}

export function handoff(state: AssistantState, text: string): StepResult {
  return result(fresh(state), [{ text }], [{ kind: 'handoff' }]);
}

export function miss(state: AssistantState, ctx: AssistantContext): StepResult {
  const misses = state.misses + 1;
  if (misses >= 2) return handoff(state, say.handoffAfterMisses(ctx));
  const next = { ...state, misses };
  if (state.step === 'slot' && state.offered?.length) {
    const service = ctx.services.find((s) => s.id === state.serviceId);
    return result(next, [say.offer(ctx, service?.name ?? 'tu cita', state.offered, say.miss)]);
  }
  if (state.step === 'service') return result(next, [withLeadText(say.miss, say.askService(ctx))]);
  if (state.step === 'name') return result(next, [{ text: say.askNameAgain }]);
  if (state.step === 'confirm_cancel') {
    const appt = ctx.patient.appointments.find((a) => a.id === state.appointmentId);
    if (appt) return result(next, [withLeadText(say.miss, say.cancelAsk(ctx, appt.start))]);
  }
  if (state.step === 'which') {
    return result(next, [
      withLeadText(say.miss, say.whichAppointment(ctx, state.intent === 'cancel' ? 'cancelar' : 'cambiar')),
    ]);
  }
  return result({ ...fresh(state), misses }, [say.missMenu()]);
}
