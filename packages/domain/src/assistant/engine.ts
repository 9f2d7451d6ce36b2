/**
 * The chat receptionist's reducer (docs/architecture.md#chat-receptionist): (state, event, context)
 * → { state, replies, actions }. Pure: the server performs the actions (find free times, book, move,
 * cancel, rename, hand over) in the turn's transaction and feeds each result back as an event
 * (`runTurn`), so every rule and race guard of scheduling holds, and tests run the same conversations
 * against an in-memory world.
 */
import { foldText } from '../messaging/intents.ts';
import { instantToZoned } from '../time.ts';
import { hasWhen, readPreference } from './dates.ts';
import { opensOn, pickOffer } from './offer.ts';
import { say } from './texts.ts';
import type {
  AssistantAction,
  AssistantContext,
  AssistantEvent,
  AssistantReply,
  AssistantState,
  ContextAppointment,
  Preference,
  Reading,
  StepResult,
} from './types.ts';
import { initialAssistantState } from './types.ts';
import {
  correctTypos,
  type Intent,
  menuTap,
  readIntents,
  readName,
  readResource,
  readService,
  readSlotChoice,
  readYesNo,
  withoutGreetings,
} from './understand.ts';

const fresh = (state: AssistantState): AssistantState => ({
  ...initialAssistantState,
  ...(state.named ? { named: true } : {}),
});

function result(state: AssistantState, replies: AssistantReply[], actions: AssistantAction[] = []): StepResult {
  return { state, replies, actions };
}

/** One step of a conversation. Never throws on any text; answers every patient message. */
export function assistantStep(state: AssistantState, event: AssistantEvent, ctx: AssistantContext): StepResult {
  switch (event.type) {
    case 'message':
      return onMessage(state, event, ctx);
    case 'reschedule': {
      const appt = ctx.patient.appointments.find((a) => a.id === event.appointmentId);
      if (!appt) return result(fresh(state), [{ text: say.appointmentGone }]);
      return startReschedule(fresh(state), appt, {}, ctx, '');
    }
    case 'slots':
      return onSlots(state, event.slots, ctx);
    case 'booked': {
      const service = ctx.services.find((s) => s.id === state.serviceId);
      const chosen = state.chosen;
      if (!chosen) return result(fresh(state), []);
      return result(fresh({ ...state, named: true }), [
        say.booked(ctx, ctx.patient.name, service?.name ?? 'tu servicio', chosen),
      ]);
    }
    case 'moved':
      return result(fresh(state), state.chosen ? [say.moved(ctx, state.chosen)] : []);
    case 'cancelled': {
      const start = state.appointmentStart ?? ctx.patient.appointments.find((a) => a.id === event.appointmentId)?.start;
      return result(fresh(state), start === undefined ? [] : [say.cancelled(ctx, start)]);
    }
    case 'slot_taken': {
      if (!state.serviceId) return result(fresh(state), [say.missMenu()]);
      const next: AssistantState = { ...state, step: 'slot', lead: say.taken };
      delete next.chosen;
      return result(next, [], [findSlots(state.serviceId, state.pref ?? {})]);
    }
  }
}

/** A lead carried from the request to the offer ("Ese día no atiende. ", "Uy, se ocupó. "). */
type WithLead = AssistantState;

function findSlots(serviceId: string, pref: Preference): AssistantAction {
  return { kind: 'find_slots', serviceId, pref, ...(pref.resourceId ? { resourceId: pref.resourceId } : {}) };
}

function onSlots(state: WithLead, slots: AssistantState['offered'] & {}, ctx: AssistantContext): StepResult {
  const service = ctx.services.find((s) => s.id === state.serviceId);
  const lead = state.lead ?? '';
  const base: WithLead = { ...state };
  delete base.lead;
  if (!service) return result(fresh(state), [say.missMenu()]);
  if (slots.length === 0) {
    if (state.pref && hasWhen(state.pref)) {
      // Nothing at the time asked: the soonest times at any time, said so.
      const next: WithLead = { ...base, pref: state.pref.resourceId ? { resourceId: state.pref.resourceId } : {} };
      next.lead = lead || say.notThatTime;
      return result(next, [], [findSlots(service.id, next.pref!)]);
    }
    if (state.pref?.resourceId) {
      const next: WithLead = { ...base, pref: {}, lead: lead || say.notThatTime };
      return result(next, [], [findSlots(service.id, {})]);
    }
    return result(fresh(state), [say.noneAtAll(ctx, service.name)]);
  }
  const { offered, more } = pickOffer(slots, ctx.tz);
  return result({ ...base, step: 'slot', offered, more }, [say.offer(ctx, service.name, offered, lead)]);
}

function onMessage(
  state: AssistantState,
  event: Extract<AssistantEvent, { type: 'message' }>,
  ctx: AssistantContext,
): StepResult {
  if (event.nonText) return result(state, [{ text: say.nonText }]);
  const rules = readByRules(state, event, ctx);
  // The interpreter's reading (interpret.ts) counts only where the rules were unsure, and it only
  // picks among the engine's own moves: a search, a choice among offered times, a question.
  if (event.reading && rules.unsure) {
    const read = fromReading(state, event.reading, ctx);
    if (read) return { ...read, state: { ...read.state, misses: 0 } };
  }
  return rules.result ?? miss(state, ctx);
}

/**
 * Words of a request to book that the rules read, besides services, days and times: a text with
 * other long words said more than the rules read ("que me vean los dientes").
 */
const readWords = new Set([
  'quiero',
  'quisiera',
  'queria',
  'necesito',
  'gustaria',
  'podria',
  'pueden',
  'puedo',
  'favor',
  'agendar',
  'reservar',
  'apartar',
  'sacar',
  'turno',
  'citas',
  'buenas',
  'buenos',
  'tardes',
  'noches',
  'gracias',
  'hacer',
  'tener',
  'otra',
  'nueva',
  'nuevo',
]);

/** Words about when that the rules know they do not read (docs/architecture.md#chat-receptionist). */
const unreadWhen =
  /\b(semana|semanas|mes|meses|quincena|dentro de|despues de|antes de|a partir|desde el|entre|menos(?! cuarto)|excepto|salvo|cualquier dia|fin de)\b/;

/**
 * The rules' answer to a message, and whether they were unsure of it: they did not understand it
 * (a miss), or it says something about when they cannot read ("la semana que viene"), or they would
 * ask for the service although the text says more than they read. Only then is the optional
 * interpreter worth asking (docs/architecture.md#the-optional-interpreter); taps never are.
 */
export function readByRules(
  state: AssistantState,
  event: Extract<AssistantEvent, { type: 'message' }>,
  ctx: AssistantContext,
): { result: StepResult | undefined; unsure: boolean } {
  const result = rulesTurn(state, event, ctx);
  if (event.nonText || event.buttonId || !event.text.trim()) return { result, unsure: false };
  if (!result) return { result, unsure: true };
  // A person asked for is understood, whatever else the text says.
  if (result.actions.some((a) => a.kind === 'handoff')) return { result, unsure: false };
  const folded = foldText(event.text);
  if (unreadWhen.test(folded)) return { result, unsure: true };
  if (result.state.step === 'service' && state.step !== 'service') {
    const extra = withoutGreetings(folded)
      .split(' ')
      .filter((w) => w.length >= 5 && !readWords.has(w));
    return { result, unsure: extra.length > 0 };
  }
  return { result, unsure: false };
}

/** The rules' own answer to a message, or undefined when they did not understand it. */
function rulesTurn(
  state: AssistantState,
  event: Extract<AssistantEvent, { type: 'message' }>,
  ctx: AssistantContext,
): StepResult | undefined {
  if (event.nonText) return result(state, [{ text: say.nonText }]);
  const text = event.text ?? '';
  const buttonId = event.buttonId;
  const folded = correctTypos(
    foldText(text),
    ctx.services.flatMap((s) => foldText(s.name).split(' ')),
  );
  const intents = readIntents(folded);
  const tapped = menuTap(buttonId);
  if (tapped) {
    intents.clear();
    intents.add(tapped);
  }
  const understood = (r: StepResult): StepResult => ({ ...r, state: { ...r.state, misses: 0 } });

  if (intents.has('human')) return handoff(state, say.handoff(ctx));

  // The answer the current step waits for comes before anything else.
  const answer = answerStep(state, text, folded, buttonId, intents, ctx);
  if (answer) return understood(answer);

  const general = answerIntents(state, text, folded, buttonId, intents, ctx);
  if (general) return understood(general);
  return undefined;
}

/**
 * The interpreter's reading as the rules' moves: the same transitions (startSearch, choose, book,
 * askCancel…) the rules would take had they read it, so nothing here books a time not offered.
 * Undefined when the reading does not answer anything: the rules' answer (or the miss) stands.
 */
function fromReading(state: AssistantState, r: Reading, ctx: AssistantContext): StepResult | undefined {
  const pref: Preference = { ...(r.pref ?? {}) };
  const wantsWhen = hasWhen(pref) || pref.resourceId !== undefined;
  if (r.intent === 'human') return handoff(state, say.handoff(ctx));
  const changing = r.intent === 'reschedule' || r.intent === 'cancel' || r.intent === 'info';
  if (!changing) {
    switch (state.step) {
      case 'slot': {
        const all = [...(state.offered ?? []), ...(state.more ?? [])];
        const picked = r.option !== undefined ? all[r.option] : undefined;
        if (picked) return choose(state, picked, ctx);
        if (r.intent === 'more' && !r.serviceId && !wantsWhen) {
          if (!state.more || state.more.length === 0) return result(state, [{ text: say.noMore }]);
          return result(state, [say.moreList(ctx, state.more)]);
        }
        if (state.serviceId && (r.serviceId || wantsWhen))
          return startSearch({ ...state, serviceId: r.serviceId ?? state.serviceId }, pref, ctx);
        break;
      }
      case 'service':
        if (r.serviceId) return startSearch({ ...state, serviceId: r.serviceId }, { ...state.pref, ...pref }, ctx);
        break;
      case 'name':
        if (r.name) return book(state, ctx, r.name);
        break;
      case 'which': {
        const appt = ctx.patient.appointments.find((a) => a.id === r.appointmentId);
        if (appt)
          return state.intent === 'cancel' ? askCancel(state, appt, ctx) : startReschedule(state, appt, pref, ctx, '');
        break;
      }
      case 'confirm_cancel': {
        const appt = ctx.patient.appointments.find((a) => a.id === state.appointmentId);
        if (!appt) return result(fresh(state), [{ text: say.appointmentGone }]);
        if (r.answer === 'yes') return result({ ...state }, [], [{ kind: 'cancel', appointmentId: appt.id }]);
        if (r.answer === 'no') return result(fresh(state), [say.cancelKept(ctx, appt.start)]);
        break;
      }
      case 'idle':
        break;
    }
  }
  if (r.intent === 'reschedule' || r.intent === 'cancel') {
    const next: AssistantState = { ...fresh(state), intent: r.intent };
    const list = ctx.patient.appointments;
    if (list.length === 0) return result(fresh(state), [say.noAppointment(ctx)]);
    const appt = list.find((a) => a.id === r.appointmentId) ?? (list.length === 1 ? list[0] : undefined);
    if (!appt)
      return result({ ...next, step: 'which' }, [
        say.whichAppointment(ctx, r.intent === 'cancel' ? 'cancelar' : 'cambiar'),
      ]);
    return r.intent === 'cancel' ? askCancel(next, appt, ctx) : startReschedule(next, appt, pref, ctx, '');
  }
  if (r.intent === 'info') {
    const service = ctx.services.find((s) => s.id === r.serviceId);
    return result(fresh(state), [service ? say.price(ctx, service) : say.info(ctx)]);
  }
  if (r.intent === 'book' || r.serviceId) {
    const next: AssistantState = { ...fresh(state), intent: 'book' };
    const serviceId = r.serviceId ?? (ctx.services.length === 1 ? ctx.services[0]!.id : undefined);
    if (serviceId) return startSearch({ ...next, serviceId }, pref, ctx);
    return result({ ...next, step: 'service', pref }, [say.askService(ctx)]);
  }
  if (r.intent === 'thanks') return result(fresh(state), [{ text: say.thanks(ctx) }]);
  if (r.intent === 'greet') return result(fresh(state), [say.welcome(ctx)]);
  return undefined;
}

function answerStep(
  state: AssistantState,
  text: string,
  folded: string,
  buttonId: string | undefined,
  intents: Set<Intent>,
  ctx: AssistantContext,
): StepResult | undefined {
  switch (state.step) {
    case 'service': {
      const service = readService(folded, buttonId, ctx.services, true);
      if (!service) return undefined;
      return startSearch({ ...state, serviceId: service.id }, preferenceOf(text, ctx), ctx);
    }
    case 'slot': {
      const chosen = readSlotChoice(text, buttonId, state.offered ?? [], state.more ?? [], ctx);
      if (chosen) return choose(state, chosen, ctx);
      if (buttonId === 'a:more' || (intents.has('more') && !intents.has('reschedule') && !intents.has('cancel'))) {
        if (!state.more || state.more.length === 0) return result(state, [{ text: say.noMore }]);
        return result(state, [say.moreList(ctx, state.more)]);
      }
      if (intents.has('cancel') || intents.has('reschedule') || intents.has('info') || menuTap(buttonId))
        return undefined;
      // Another day or time for the same service: search again.
      const service = readService(folded, buttonId, ctx.services, false);
      const pref = preferenceOf(text, ctx);
      if (service || hasWhen(pref) || pref.resourceId) {
        return startSearch({ ...state, serviceId: service?.id ?? state.serviceId! }, pref, ctx);
      }
      return undefined;
    }
    case 'name': {
      if (buttonId === 'a:name:ok') return book(state, ctx, undefined);
      if (intents.has('cancel') || intents.has('reschedule') || intents.has('info') || menuTap(buttonId))
        return undefined;
      const name = readName(text);
      if (!name) return undefined;
      return book(state, ctx, name);
    }
    case 'which': {
      const tap = /^a:appt:(.+)$/.exec(buttonId ?? '');
      let appt = tap ? ctx.patient.appointments.find((a) => a.id === tap[1]) : undefined;
      if (!appt) {
        const n = /^(?:la |el |opcion )?(\d)$/.exec(folded);
        if (n) appt = ctx.patient.appointments[Number(n[1]) - 1];
      }
      appt ??= appointmentNamed(text, ctx);
      if (!appt) return undefined;
      return state.intent === 'cancel'
        ? askCancel(state, appt, ctx)
        : startReschedule(state, appt, tap ? {} : preferenceOf(text, ctx), ctx, '');
    }
    case 'confirm_cancel': {
      const yn = readYesNo(folded, buttonId);
      const appt = ctx.patient.appointments.find((a) => a.id === state.appointmentId);
      if (!appt) return result(fresh(state), [{ text: say.appointmentGone }]);
      if (yn === 'yes') return result({ ...state }, [], [{ kind: 'cancel', appointmentId: appt.id }]);
      if (yn === 'no') return result(fresh(state), [say.cancelKept(ctx, appt.start)]);
      return undefined;
    }
    case 'idle':
      return undefined;
  }
}

function answerIntents(
  state: AssistantState,
  text: string,
  folded: string,
  buttonId: string | undefined,
  intents: Set<Intent>,
  ctx: AssistantContext,
): StepResult | undefined {
  const greet = intents.has('greet') ? `${say.hello(ctx)} ` : '';
  const service = readService(folded, buttonId, ctx.services, false);
  const pref = preferenceOf(text, ctx);
  // "Cancelar mi cita y agendar otra" is a change of time.
  if (
    intents.has('reschedule') ||
    (intents.has('cancel') && /\b(agendar|reservar|otra|nueva)\b/.test(folded) && !service)
  ) {
    return withGreeting(greet, pickAppointment({ ...fresh(state), intent: 'reschedule' }, text, pref, ctx));
  }
  if (intents.has('cancel'))
    return withGreeting(greet, pickAppointment({ ...fresh(state), intent: 'cancel' }, text, pref, ctx));
  if (intents.has('info') && !intents.has('book')) {
    if (service && /\b(precio|cuanto|costo|tarifa|vale|sale)\b/.test(folded))
      return result(fresh(state), [say.price(ctx, service)]);
    if (!service || !hasWhen(pref)) return result(fresh(state), [say.info(ctx)]);
  }
  if (intents.has('book') || service || (state.step === 'idle' && hasWhen(pref) && !intents.has('thanks'))) {
    const next: AssistantState = { ...fresh(state), intent: 'book' };
    if (service) return withGreeting(greet, startSearch({ ...next, serviceId: service.id }, pref, ctx));
    if (ctx.services.length === 1)
      return withGreeting(greet, startSearch({ ...next, serviceId: ctx.services[0]!.id }, pref, ctx));
    return result({ ...next, step: 'service', pref }, [withLeadText(greet, say.askService(ctx))]);
  }
  if (intents.has('info')) return result(fresh(state), [say.info(ctx)]);
  if (intents.has('thanks')) return result(fresh(state), [{ text: say.thanks(ctx) }]);
  if (intents.has('greet') || intents.has('menu')) return result(fresh(state), [say.welcome(ctx)]);
  return undefined;
}

function withLeadText(lead: string, reply: AssistantReply): AssistantReply {
  return lead ? { ...reply, text: `${lead}${reply.text}` } : reply;
}

function withGreeting(greet: string, r: StepResult): StepResult {
  if (!greet) return r;
  const [first, ...rest] = r.replies;
  if (first) return { ...r, replies: [withLeadText(greet, first), ...rest] };
  return { ...r, state: { ...r.state, lead: greet + ((r.state as WithLead).lead ?? '') } as AssistantState };
}

/** What the text says about when and with whom, greetings aside ("buenas tardes" is no afternoon). */
function preferenceOf(text: string, ctx: AssistantContext): Preference {
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

function startSearch(state: AssistantState, pref: Preference, ctx: AssistantContext): StepResult {
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

function choose(
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

function book(state: AssistantState, _ctx: AssistantContext, name: string | undefined): StepResult {
  const chosen = state.chosen;
  if (!chosen || !state.serviceId) return result(fresh(state), [say.missMenu()]);
  const actions: AssistantAction[] = [];
  if (name) actions.push({ kind: 'rename', name });
  actions.push({ kind: 'book', serviceId: state.serviceId, resourceId: chosen.resourceId, start: chosen.start });
  return result({ ...state, named: true }, [], actions);
}

function appointmentNamed(text: string, ctx: AssistantContext): ContextAppointment | undefined {
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

function pickAppointment(state: AssistantState, text: string, pref: Preference, ctx: AssistantContext): StepResult {
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

function askCancel(state: AssistantState, appt: ContextAppointment, ctx: AssistantContext): StepResult {
  return result(
    { ...state, intent: 'cancel', step: 'confirm_cancel', appointmentId: appt.id, appointmentStart: appt.start },
    [say.cancelAsk(ctx, appt.start)],
  );
}

function startReschedule(
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

function handoff(state: AssistantState, text: string): StepResult {
  return result(fresh(state), [{ text }], [{ kind: 'handoff' }]);
}

function miss(state: AssistantState, ctx: AssistantContext): StepResult {
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

/**
 * A whole turn: the event, then each action performed by `perform` (the server's effects, or a
 * test's world) and its answer fed back, until nothing is left. Replies come in the order said.
 */
export async function runTurn(
  state: AssistantState,
  event: AssistantEvent,
  ctx: AssistantContext | (() => AssistantContext | Promise<AssistantContext>),
  perform: (action: AssistantAction) => Promise<AssistantEvent | undefined>,
): Promise<StepResult> {
  const context = typeof ctx === 'function' ? ctx : () => ctx;
  const replies: AssistantReply[] = [];
  const actions: AssistantAction[] = [];
  const queue: AssistantEvent[] = [event];
  let current = state;
  // Each event yields at most a search, a booking or a change; a few rounds always suffice.
  for (let round = 0; round < 8 && queue.length > 0; round++) {
    const r = assistantStep(current, queue.shift()!, await context());
    current = r.state;
    replies.push(...r.replies);
    for (const action of r.actions) {
      actions.push(action);
      const answer = await perform(action);
      if (answer) queue.push(answer);
    }
  }
  return { state: current, replies, actions };
}
