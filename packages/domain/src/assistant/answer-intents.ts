/**
 * What a message asks for regardless of the step the conversation is at (docs/architecture.md#chat-receptionist):
 * book, change, cancel, an earlier time or the waitlist, a price or the opening hours, thanks, a
 * greeting. The step's own answer (read-by-rules.ts) comes first; this is what is left.
 */

import { readServicesSaid } from './choices.ts';
import {
  fresh,
  pickAppointment,
  preferenceOf,
  refusesHeldDay,
  result,
  retimesHeld,
  startSearch,
  wishText,
  withGreeting,
  withLeadText,
} from './moves.ts';
import { hasWhen } from './preference.ts';
import { say } from './texts.ts';
import type { AssistantContext, AssistantState, StepResult } from './types.ts';
import { asksAboutVisit, defersRebooking, type Intent, keepsAppointment } from './understand.ts';
import { askWaitlist, startEarlier, waitlistWishOf } from './waitlist-moves.ts';

/**
 * What the rules read from one message, shared by the step's answer and the intents': the text as
 * sent (names and times are read from it), folded (accents and case folded, typos corrected against
 * the rules' words and the clinic's service names), the tapped button's id, and the intents (a menu
 * tap replaces the text's).
 */
export interface MessageRead {
  text: string;
  folded: string;
  buttonId: string | undefined;
  intents: Set<Intent>;
  /** A question of the message was answered already: its days are no wish to book. */
  asked?: boolean;
}

/** What the message asks for regardless of the step (book, change, cancel, info…), or undefined. */
export function answerIntents(
  state: AssistantState,
  { text, folded, buttonId, intents, asked }: MessageRead,
  ctx: AssistantContext,
): StepResult | undefined {
  const greet = intents.has('greet') ? `${say.hello(ctx)} ` : '';
  const pref = preferenceOf(text, ctx);
  // "¿Cuánto cuesta el blanqueamiento?", then "quisiera cita el sábado": the service just priced.
  const topic = !buttonId && state.step === 'idle' ? ctx.services.find((s) => s.id === state.topic) : undefined;
  // Two services in one message: both wanted, the first named is booked first and the second after;
  // weighed against each other ("¿limpieza o blanqueamiento?"), the patient is asked which.
  const { service: named, also, either } = readServicesSaid(folded, buttonId, ctx.services, false);
  const service = named ?? (topic && !either && (intents.has('book') || hasWhen(pref)) ? topic : undefined);
  // "¿Hay algo antes?", "quiero adelantar mi cita", "avísame si se libera algo" from a patient
  // holding an appointment (of that service, when one is named): earlier times for it, or the waitlist.
  const holds = ctx.patient.appointments.filter((a) => !service || a.serviceId === service.id);
  if (
    (intents.has('earlier') || intents.has('waitlist')) &&
    !intents.has('cancel') &&
    holds.length > 0 &&
    (intents.has('earlier') || !intents.has('book') || !service)
  ) {
    return withGreeting(greet, startEarlier(state, text, pref, ctx));
  }
  if (intents.has('waitlist')) {
    const next: AssistantState = { ...fresh(state), intent: 'book' };
    const only = service ?? (ctx.services.length === 1 ? ctx.services[0] : undefined);
    if (only) return withGreeting(greet, askWaitlist(next, waitlistWishOf(only.id, pref, ctx), ctx));
    return result({ ...next, step: 'service', joinWait: true, pref }, [withLeadText(greet, say.askService(ctx))]);
  }
  // "El jueves no puedo, ¿habrá chance el viernes?" from a patient holding Thursday: a change of time.
  // "El viernes mejor a las 5", "¿puedo ir a las 4 en vez de a las 3?": another time for the one held.
  if (
    !intents.has('reschedule') &&
    (refusesHeldDay(text, ctx) || retimesHeld(text, ctx)) &&
    hasWhen(preferenceOf(wishText(text, ctx), ctx))
  )
    intents.add('reschedule');
  // "No voy a poder ir, quedo atenta para reagendar más adelante": a cancellation, the new time later.
  const deferred = intents.has('cancel') && defersRebooking(folded);
  // "Cancelar mi cita y agendar otra", "anular la del jueves y coger otra" is a change of time.
  if (
    (intents.has('reschedule') && !deferred) ||
    (intents.has('cancel') &&
      /\b(y|para) (agendar|reservar|sacar|pedir|hacer|coger|tomar|separar|apartar)\b|\b(otra|nueva) (cita|hora|fecha|turno)\b/.test(
        folded,
      ) &&
      !defersRebooking(folded) &&
      !service)
  ) {
    return withGreeting(greet, pickAppointment({ ...fresh(state), intent: 'reschedule' }, text, pref, ctx));
  }
  if (intents.has('cancel'))
    return withGreeting(greet, pickAppointment({ ...fresh(state), intent: 'cancel' }, text, pref, ctx));
  // "¿atienden los sábados? ¿y cuánto cuesta el blanqueamiento?": the price too, once the opening is
  // answered ("vale" and "sale" are also a yes, so only the plain price words count then).
  // "¿Cuánto dura la limpieza?": the price line says how long it takes too.
  const priceAsked =
    service &&
    !intents.has('book') &&
    (/\b(cuanto (dura|duran|demora|tarda|tiempo)|duracion|how long)\b/.test(folded) ||
      asksAboutVisit(folded) ||
      (intents.has('info')
        ? /\b(precios?|cuanto|costo|costos|tarifa|tarifas|vale|sale|valor|how much|cost|price)\b/.test(folded)
        : asked && /\b(precios?|cuanto|costo|costos|tarifa|tarifas|valor|how much|cost|price)\b/.test(folded)));
  if (priceAsked) {
    // "¿está el blanqueamiento el viernes en la tarde? ¿y cuánto cuesta?": the price, then the times;
    // the day of an opening question is no wish.
    if (hasWhen(pref) && !asked)
      return withGreeting(
        `${greet}${say.priceLine(ctx, service)} `,
        startSearch({ ...fresh(state), intent: 'book', serviceId: service.id }, pref, ctx),
      );
    // "¿Cuánto cuestan la limpieza y el blanqueamiento?": each price (a later "quiero cita" is for the first).
    return result({ ...fresh(state), topic: service.id }, [
      also ? say.prices(ctx, [service, also]) : say.price(ctx, service),
    ]);
  }
  if (intents.has('info') && !intents.has('book')) {
    if (!service || !hasWhen(pref)) return result(fresh(state), [say.info(ctx)]);
  }
  if (
    intents.has('book') ||
    service ||
    either ||
    (state.step === 'idle' && hasWhen(pref) && !intents.has('thanks') && !asked)
  ) {
    const next: AssistantState = { ...fresh(state), intent: 'book' };
    if (service && also) {
      const lead = `${greet}${say.firstOfTwo(service.name, also.name)}`;
      return startSearch({ ...next, serviceId: service.id, also: also.id, lead }, pref, ctx);
    }
    if (service) return withGreeting(greet, startSearch({ ...next, serviceId: service.id }, pref, ctx));
    if (ctx.services.length === 1)
      return withGreeting(greet, startSearch({ ...next, serviceId: ctx.services[0]!.id }, pref, ctx));
    return result({ ...next, step: 'service', pref: asked && !intents.has('book') ? {} : pref }, [
      withLeadText(greet, say.askService(ctx)),
    ]);
  }
  if (intents.has('info')) return result(fresh(state), [say.info(ctx)]);
  if (intents.has('mistaken')) return result(fresh(state), [{ text: say.mistaken(ctx) }]);
  // "No, la mantengo": nothing to do, and said so (one appointment named back).
  const [only, ...others] = ctx.patient.appointments;
  if (only && others.length === 0 && keepsAppointment(folded))
    return result(fresh(state), [say.cancelKept(ctx, only.start)]);
  if (intents.has('thanks')) return result(fresh(state), [{ text: say.thanks(ctx) }]);
  if (intents.has('greet') || intents.has('menu')) return result(fresh(state), [say.welcome(ctx)]);
  return undefined;
}
