/**
 * The receptionist's moves (docs/architecture.md#chat-receptionist): the transitions every reading of
 * a message ends in — search, choose an offered time, book, ask which appointment, ask before
 * cancelling, hand over, or say it did not understand. The rules (read-by-rules.ts) and the optional
 * interpreter's reading (from-reading.ts) both answer only through these, so neither can book a
 * time the engine did not offer.
 */
import { normalizeMessage } from '../messaging/answers.ts';
import { addDays, instantToZoned, mondayOf, weekdayIndex } from '../time.ts';
import { weekdayWords } from './dates.ts';
import { hasWhen, mergePreference, readPreference } from './preference.ts';

export { mergePreference };

import { asksSameProfessional, readResource, readService } from './choices.ts';
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
import { correctTypos, withoutGreetings } from './understand.ts';

export const fresh = (state: AssistantState): AssistantState => ({
  ...initialAssistantState,
  ...(state.named ? { named: true } : {}),
  ...(state.noticed ? { noticed: true } : {}),
  ...(state.askedMarketing ? { askedMarketing: true } : {}),
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
  const folded = correctTypos(withoutGreetings(normalizeMessage(text)));
  const pref = readPreference(folded, ctx.config, ctx.now, ctx.tz, { corrections: true });
  const resource = readResource(folded, ctx.resources);
  if (resource) pref.resourceId = resource.id;
  else {
    // The professional of the last visit, while they still attend (a patient with none: anyone).
    const last = ctx.patient.lastResourceId;
    if (last && asksSameProfessional(folded) && ctx.resources.some((r) => r.id === last)) pref.resourceId = last;
  }
  return pref;
}

export function startSearch(state: AssistantState, pref: Preference, ctx: AssistantContext): StepResult {
  const next: WithLead = { ...state, step: 'slot', pref };
  delete next.offered;
  delete next.more;
  delete next.chosen;
  delete next.wish;
  delete next.unmet;
  delete next.near;
  const today = instantToZoned(ctx.now, ctx.tz).date;
  if (!opensOn(pref, ctx.config, today)) {
    // The closed day goes, but not the days said not to suit: "¿atienden los domingos? entre semana
    // no puedo" is still no weekday.
    const relaxed: Preference = {
      ...(pref.resourceId ? { resourceId: pref.resourceId } : {}),
      ...(pref.notWeekdays?.length ? { notWeekdays: pref.notWeekdays } : {}),
    };
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
  const next: AssistantState = { ...state, step: 'slot', chosen };
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

/**
 * A time chosen in words, not by a tap: read back with buttons ("¿Te cambio la cita al jueves 3 de
 * diciembre a las 15:00 con la Dra. Rojas?" [Sí, cambiar] [No]); nothing is booked or moved before a yes.
 */
export function readBack(
  state: AssistantState,
  chosen: NonNullable<AssistantState['chosen']>,
  ctx: AssistantContext,
  lead = '',
): StepResult {
  const service = ctx.services.find((x) => x.id === state.serviceId);
  const moving = state.intent === 'reschedule' && state.appointmentId !== undefined;
  return result({ ...state, step: 'confirm_slot', chosen }, [
    withLeadText(lead, say.readBack(ctx, chosen, moving ? undefined : (service?.name ?? 'tu cita'))),
  ]);
}

export function book(state: AssistantState, _ctx: AssistantContext, name: string | undefined): StepResult {
  const chosen = state.chosen;
  if (!chosen || !state.serviceId) return result(fresh(state), [say.missMenu()]);
  const actions: AssistantAction[] = [];
  if (name) actions.push({ kind: 'rename', name });
  actions.push({ kind: 'book', serviceId: state.serviceId, resourceId: chosen.resourceId, start: chosen.start });
  return result({ ...state, named: true }, [], actions);
}

/**
 * A clause that keeps an appointment as it is: "la del miércoles la mantengo", "la del viernes déjela
 * igual", "la limpieza del sábado sí va" (the "sí" of the one that stays).
 */
const keepsOne =
  /\b(mantengo|mantener|mantenerla|mantenla|la dejo|dejo|se queda|sigue|no la (cancelo|cambio|muevo|toquen)|esa no)\b|\bsi (va|queda|sigue|la quiero|me sirve)\b|\bdej(a|e|en|ela|ala|enla|emos|amos)( la| lo)? (igual|asi|como (esta|estaba))\b/;

/** "mi cita es el jueves a las 10", "tengo turno el viernes": the appointment held, with its day and time. */
const heldStatement =
  /\b(?:mi (?:cita|turno|hora|consulta|reserva)|(?:tengo|tenia|tenemos) (?:una )?(?:cita|turno|hora|consulta|reserva))(?: (?:es|esta|era|estaba|queda|quedo))? (?:el |este |para el )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?: \d{1,2})?(?: (?:a las|a la|las) \d{1,2}(?::\d{2})?(?: ?(?:am|pm|a m|p m)| de la (?:manana|tarde|noche))?)?\b/g;

/** A day said not to suit: "el jueves no puedo", "no voy a poder ir el jueves". */
const refusedDay =
  /\b(?:el |este )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo) no (?:puedo|podre|voy a poder|alcanzo|me sirve|me queda)\b|\bno (?:puedo|podre|voy a poder|alcanzo)(?: a)?(?: ir| llegar| asistir)? (?:el |este )(lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b/g;

/** Whether the text refuses the weekday of an appointment the patient holds ("el jueves no puedo"). */
export function refusesHeldDay(text: string, ctx: AssistantContext): boolean {
  const held = new Set(
    ctx.patient.appointments.map((a) => weekdayWords[weekdayIndex(instantToZoned(a.start, ctx.tz).date)]),
  );
  return [...normalizeMessage(text).matchAll(refusedDay)].some((m) =>
    held.has((m[1] ?? m[2]) as (typeof weekdayWords)[number]),
  );
}

/** Another time on a held day: "el viernes mejor a las 5", "el jueves más bien en la tarde". */
const retimedDay =
  /\b(?:el |este )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo),? (?:mejor|mas bien|preferiria|prefiero)\b/g;

/**
 * Whether the text asks another time for an appointment the patient holds: its weekday with "mejor"
 * ("el viernes mejor a las 5"), or its hour with "en vez de" ("¿puedo ir a las 4 en vez de a las 3?").
 */
export function retimesHeld(text: string, ctx: AssistantContext): boolean {
  const walls = ctx.patient.appointments.map((a) => instantToZoned(a.start, ctx.tz));
  const held = new Set(walls.map((w) => weekdayWords[weekdayIndex(w.date)]));
  const t = normalizeMessage(text);
  if ([...t.matchAll(retimedDay)].some((m) => held.has(m[1] as (typeof weekdayWords)[number]))) return true;
  const instead = /\ben (?:vez|lugar) de (?:a )?las? (\d{1,2})\b/.exec(t);
  if (!instead) return false;
  const hour = Number(instead[1]);
  return walls.some((w) => Math.floor(w.minutes / 60) % 12 === hour % 12);
}

/** A message's clauses, split where its punctuation and "pero"/"y" before another appointment split it. */
function clausesOf(text: string): string[] {
  return text
    .split(/[,;.?!¿¡\n]/)
    .flatMap((part) => normalizeMessage(part).split(/ (?:pero|y|mientras|aunque) (?=la |el |mi |esa |ese )/))
    .filter((c) => c.trim().length > 0);
}

/**
 * The text of a wish for a new time: clauses that keep an appointment, and "del miércoles" naming one
 * the patient holds ("la cita del miércoles pásela al lunes"), are no wish.
 */
export function wishText(text: string, ctx: AssistantContext): string {
  const held = new Set(
    ctx.patient.appointments.map((a) => weekdayWords[weekdayIndex(instantToZoned(a.start, ctx.tz).date)]),
  );
  return clausesOf(text)
    .filter((c) => !keepsOne.test(c))
    .map((c) =>
      c
        .replace(
          /(?<!\b(?:partir|despues|antes|desde) )\b(?:del|de el|de la cita del|de mi cita del) (lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b/g,
          (all, day: string) => (held.has(day as (typeof weekdayWords)[number]) ? ' ' : all),
        )
        // "Mi cita es el jueves a las 10, ¿la paso a las 3?": the appointment held, told with its own time.
        .replace(heldStatement, (all, day: string) => (held.has(day as (typeof weekdayWords)[number]) ? ' ' : all))
        // "El jueves no puedo, ¿habrá chance el viernes?": the held day refused is no wish.
        .replace(refusedDay, (all, a?: string, b?: string) =>
          held.has((a ?? b) as (typeof weekdayWords)[number]) ? ' ' : all,
        ),
    )
    .join(' , ');
}

/**
 * The one appointment the text names by its day or time ("la del viernes") or its service ("cancelar
 * el blanqueamiento"), leaving out clauses that keep one ("anular la del viernes, la del miércoles la
 * mantengo"). A clause whose day and service name two different appointments names neither.
 */
export function appointmentNamed(text: string, ctx: AssistantContext): ContextAppointment | undefined {
  const clauses = clausesOf(text).filter((c) => !keepsOne.test(c));
  const named = new Set<ContextAppointment>();
  for (const clause of clauses) {
    const onDay = appointmentsOn(clause, ctx);
    const byDay = onDay.length > 0 ? onDay : heldOnWeekdayNamed(clause, ctx);
    const service = readService(clause, undefined, ctx.services, false);
    const byService = service ? ctx.patient.appointments.filter((a) => a.serviceId === service.id) : [];
    const both = byDay.filter((a) => byService.includes(a));
    const picked = byService.length === 0 ? byDay : byDay.length === 0 ? byService : both;
    for (const a of picked) named.add(a);
  }
  return named.size === 1 ? [...named][0] : undefined;
}

/**
 * "la cita del miércoles", "la del viernes": the appointments held on the weekday said after "del",
 * for a clause whose new day hides it ("cambiar la cita del miércoles para el martes 1").
 */
function heldOnWeekdayNamed(clause: string, ctx: AssistantContext): ContextAppointment[] {
  const said = [
    ...clause.matchAll(
      /(?<!\b(?:partir|despues|antes|desde) )\b(?:del|de el) (lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b/g,
    ),
  ].map((m) => weekdayWords.indexOf(m[1] as (typeof weekdayWords)[number]));
  return ctx.patient.appointments.filter((a) => said.includes(weekdayIndex(instantToZoned(a.start, ctx.tz).date)));
}

function appointmentsOn(text: string, ctx: AssistantContext): ContextAppointment[] {
  const pref = readPreference(text, ctx.config, ctx.now, ctx.tz);
  if (!hasWhen(pref)) return [];
  const days = pref.weekdays ?? (pref.weekday !== undefined ? [pref.weekday] : undefined);
  return ctx.patient.appointments.filter((a) => {
    const wall = instantToZoned(a.start, ctx.tz);
    if (pref.date && wall.date !== pref.date) return false;
    if (days && !days.includes(weekdayIndex(wall.date))) return false;
    if (pref.minutes !== undefined && wall.minutes !== pref.minutes) return false;
    return true;
  });
}

/** Putting an appointment off: the new day is after it. */
const postpones = /\b(pospon|pospus|posterg|aplaz|atras|retras)\w*/;

/** The first date with `date`'s weekday after `own`. */
function sameWeekdayFrom(date: string, own: string): string {
  let d = date;
  while (d <= own) d = addDays(d, 7);
  return d;
}

/** What the text wishes for the new time, once the day that names the appointment is taken out. */
export function wishBesides(text: string, appt: { start: number }, ctx: AssistantContext): Preference {
  const pref = preferenceOf(wishText(text, ctx), ctx);
  const own = instantToZoned(appt.start, ctx.tz).date;
  const folded = normalizeMessage(text);
  const at = instantToZoned(appt.start, ctx.tz).minutes;
  // "mismo horario", "a la misma hora": the appointment's own time of day, on the day asked for
  // (unless a time is said too). It names no day: "mismo" here is no "mismo día".
  const sameTime = /\b(mismo horario|misma hora|same time)\b/;
  if (sameTime.test(folded) && pref.minutes === undefined && pref.after === undefined && pref.before === undefined) {
    pref.minutes = at;
    delete pref.part;
  }
  // "al viernes siguiente", "el siguiente martes": that weekday after the appointment, not the coming
  // one (which may be the appointment's own day).
  const days = `(?:${weekdayWords.join('|')})`;
  const following = new RegExp(String.raw`\b${days} siguiente\b|\bsiguiente ${days}\b`).test(folded);
  if (following && pref.date !== undefined && pref.date <= own) pref.date = sameWeekdayFrom(pref.date, own);
  else if (following && pref.weekday !== undefined && pref.date === undefined) {
    pref.date = sameWeekdayFrom(addDays(mondayOf(own), pref.weekday), own);
    delete pref.weekday;
  }
  // "mismo día", "ese mismo jueves": the appointment's own day, at another time ("más tarde el
  // mismo día": after it; "más temprano": before it).
  if (/\bmismo\b|\bsame day\b/.test(folded.replace(sameTime, ' '))) {
    delete pref.weekday;
    delete pref.weekdays;
    pref.date = own;
    if (/\bmas tarde\b|\blater\b/.test(folded)) pref.after = at + 1;
    else if (/\bmas temprano\b|\bearlier\b/.test(folded)) pref.before = at;
    return pref;
  }
  // "posponer una semana": the week after the appointment's.
  if (
    /\b(una|1) semana( (mas|despues))?\b|\b(8|ocho) dias\b/.test(folded) &&
    pref.date === undefined &&
    pref.weekday === undefined
  ) {
    pref.from = addDays(mondayOf(own), 7);
    pref.to = addDays(pref.from, 6);
    return pref;
  }
  // "posponer para el martes", "aplazar al lunes": a weekday after the appointment, not the coming one
  // before it (a day of the month said is taken as said).
  if (postpones.test(folded) && !/\b\d{1,2}\b(?! ?(?::|am|pm|hs|hrs|horas|de la))/.test(folded)) {
    if (pref.date !== undefined && pref.date < own) pref.date = sameWeekdayFrom(pref.date, own);
    else if (pref.weekday !== undefined && pref.date === undefined) {
      pref.date = sameWeekdayFrom(addDays(mondayOf(own), pref.weekday), own);
      delete pref.weekday;
    }
  }
  // "retrasar la cita a la tarde": later than the appointment, from its own day on.
  if (postpones.test(folded) && pref.date === undefined && pref.weekday === undefined && !pref.weekdays && !pref.from)
    pref.from = own;
  if (pref.date === own) delete pref.date;
  if (pref.weekday === weekdayIndex(own)) delete pref.weekday;
  if (pref.weekdays) {
    pref.weekdays = pref.weekdays.filter((d) => d !== weekdayIndex(own));
    if (pref.weekdays.length === 1) pref.weekday = pref.weekdays[0]!;
    if (pref.weekdays.length <= 1) delete pref.weekdays;
  }
  return pref;
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
    return result({ ...state, step: 'which', pref: hasWhen(pref) ? preferenceOf(wishText(text, ctx), ctx) : pref }, [
      say.whichAppointment(ctx, state.intent === 'cancel' ? 'cancelar' : 'cambiar'),
    ]);
  }
  if (state.intent === 'cancel') return askCancel(state, appt, ctx);
  // The day named may be the appointment's own ("cambiar mi cita del viernes"): only another day is a wish.
  const wish = wishBesides(text, appt, ctx);
  // "algo más temprano" asks for an earlier day, not for a morning.
  if (state.earlier && wish.part === 'morning' && !/\bmanana\b/.test(normalizeMessage(text))) delete wish.part;
  return startReschedule(state, appt, wish, ctx, '');
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
  if (state.earlier) {
    // "Adelantar mi cita": up to the appointment's own day (engine.ts keeps only the earlier times).
    const day = instantToZoned(appt.start, ctx.tz).date;
    next.appointmentStart = appt.start;
    return startSearch(next, { ...pref, to: pref.to !== undefined && pref.to < day ? pref.to : day }, ctx);
  }
  return startSearch(next, pref, ctx);
}

export function handoff(state: AssistantState, text: string): StepResult {
  return result(fresh(state), [{ text }], [{ kind: 'handoff' }]);
}

/**
 * Something said on the way that asks nothing ("es para mi mamá"): the question of the step asked
 * again after "¡Anotado!", with no miss counted; undefined at steps that wait for a plain answer.
 */
export function noted(state: AssistantState, ctx: AssistantContext): StepResult | undefined {
  const lead = '¡Anotado! ';
  if (state.step === 'service') return result(state, [withLeadText(lead, say.askService(ctx))]);
  if (state.step === 'slot' && state.offered?.length) {
    const service = ctx.services.find((s) => s.id === state.serviceId);
    return result(state, [say.offer(ctx, service?.name ?? 'tu cita', state.offered, lead)]);
  }
  if (state.step === 'idle') return result(fresh(state), [withLeadText(lead, say.welcome(ctx))]);
  return undefined;
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
  if (state.step === 'confirm_slot' && state.chosen) {
    return result(next, [
      withLeadText(
        say.miss,
        say.readBack(
          ctx,
          state.chosen,
          state.intent === 'reschedule'
            ? undefined
            : (ctx.services.find((x) => x.id === state.serviceId)?.name ?? 'tu cita'),
        ),
      ),
    ]);
  }
  if (state.step === 'confirm_opt_out') return result(next, [withLeadText(say.miss, say.optOutAsk(ctx))]);
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
