/**
 * What the rules make of a message (docs/architecture.md#chat-receptionist): button and list ids
 * first, then the answer the current step waits for, then intents (book, change, cancel, info…), and
 * whether they were unsure of it — the only case where the optional interpreter is asked.
 */
import { foldText } from '../messaging/intents.ts';
import { hasWhen } from './dates.ts';
import {
  appointmentNamed,
  askCancel,
  book,
  choose,
  fresh,
  handoff,
  pickAppointment,
  preferenceOf,
  result,
  startReschedule,
  startSearch,
  withGreeting,
  withLeadText,
} from './moves.ts';
import { say } from './texts.ts';
import type { AssistantContext, AssistantEvent, AssistantState, StepResult } from './types.ts';
import {
  correctTypos,
  type Intent,
  menuTap,
  readIntents,
  readName,
  readService,
  readSlotChoice,
  readYesNo,
  withoutGreetings,
} from './understand.ts';

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

  const read: MessageRead = { text, folded, buttonId, intents };
  // The answer the current step waits for comes before anything else.
  const answer = answerStep(state, read, ctx);
  if (answer) return understood(answer);

  const general = answerIntents(state, read, ctx);
  if (general) return understood(general);
  return undefined;
}

/**
 * What the rules read from one message, shared by the step's answer and the intents': the text as
 * sent (names and times are read from it), folded (accents and case folded, typos corrected against
 * the rules' words and the clinic's service names), the tapped button's id, and the intents (a menu
 * tap replaces the text's).
 */
interface MessageRead {
  text: string;
  folded: string;
  buttonId: string | undefined;
  intents: Set<Intent>;
}

/** The answer the current step waits for (a service, a time, a name…), or undefined if this is not it. */
function answerStep(
  state: AssistantState,
  { text, folded, buttonId, intents }: MessageRead,
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

/** What the message asks for regardless of the step (book, change, cancel, info…), or undefined. */
function answerIntents(
  state: AssistantState,
  { text, folded, buttonId, intents }: MessageRead,
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
