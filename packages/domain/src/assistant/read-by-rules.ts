/**
 * What the rules make of a message (docs/architecture.md#chat-receptionist): button and list ids
 * first, then the answer the current step waits for, then intents (book, change, cancel, info…), and
 * whether they were unsure of it — the only case where the optional interpreter is asked.
 */
import { normalizeMessage } from '../messaging/answers.ts';
import { foldText, nearOptOut, withoutCourtesy } from '../messaging/intents.ts';
import { asksToStopMessages } from '../messaging/opt-out-words.ts';
import { asksPrice } from './after-confirm.ts';
import { answerIntents, type MessageRead } from './answer-intents.ts';
import { readService, readServicesSaid, readSlotChoice } from './choices.ts';
import {
  appointmentNamed,
  askCancel,
  book,
  choose,
  fresh,
  handoff,
  mergePreference,
  noted,
  preferenceOf,
  readBack,
  result,
  startReschedule,
  startSearch,
  wishBesides,
  wishText,
  withGreeting,
  withLeadText,
} from './moves.ts';
import { asksWhyName, readName } from './names.ts';
import { announcesLateArrival, asksAddress, asksWeekHours, tellsOfPain } from './patient-questions.ts';
import { hasWhen, matchesPreference } from './preference.ts';
import { answerOwnAppointment, answerQuestion, answerTeam, looksEnglish } from './questions.ts';
import { answerSeries, answerSeriesConflicts } from './series-moves.ts';
import { hoursText, menuButtons, say } from './texts.ts';
import type { AssistantContext, AssistantEvent, AssistantState, StepResult } from './types.ts';
import {
  asksStaffOnly,
  cancelAnswerWords,
  correctTypos,
  type Intent,
  menuTap,
  noGoesOnWithAWish,
  onlyLaughs,
  readIntents,
  readYesNo,
  saysForWhom,
  withoutGreetings,
} from './understand.ts';
import { answerLeave, answerWhichWaitlist, asksToLeaveWaitlist, startLeave } from './waitlist-leave.ts';
import {
  answerWaitlist,
  askWaitlist,
  earlierThanOffered,
  joinFromOffer,
  startEarlier,
  waitlistWishOf,
} from './waitlist-moves.ts';

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
  // "¿hay algo antes de mi cita?", "avísame si se libera", "ya no me avises": read as such; "antes de" is no unread day.
  if (result.state.earlier || result.state.step === 'confirm_waitlist' || result.state.leave)
    return { result, unsure: false };
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
    normalizeMessage(text),
    ctx.services.flatMap((s) => foldText(s.name).split(' ')),
  );
  const intents = buttonId ? new Set<Intent>() : readIntents(folded);
  const tapped = menuTap(buttonId);
  if (tapped) {
    intents.clear();
    intents.add(tapped);
  }
  const understood = (r: StepResult): StepResult => ({ ...r, state: { ...r.state, misses: 0 } });
  // "si alguien cancela avísame", "si se libera algo me avisan": someone else's cancellation, no
  // request of the patient's own to cancel, nor for a person.
  if (intents.has('waitlist')) {
    intents.delete('cancel');
    intents.delete('human');
    intents.delete('more');
  }

  if (intents.has('human')) return handoff(state, say.handoff(ctx));
  const changes = intents.has('cancel') || intents.has('reschedule');
  // "Voy 10 minutos tarde": the team is told, and a person answers.
  // ("voy retrasada" reads as a move word too: the late arrival wins, a person answers either way).
  if (!buttonId && !intents.has('cancel') && ctx.patient.appointments.length > 0 && announcesLateArrival(folded))
    return handoff(state, say.lateArrival(ctx));
  // "Me duele una muela": the times come, with a way to a person.
  const hurt = !buttonId && state.step === 'idle' && tellsOfPain(folded);
  if (hurt && !changes) intents.add('book');

  // "Ya no me avises", "sácame de la lista de espera": before the opt-out question (whose words
  // overlap: "sácame de la lista") and before joining (which "lista de espera" also names).
  const leave = buttonId ? undefined : asksToLeaveWaitlist(text);
  if (leave && state.step !== 'confirm_leave_waitlist') return understood(startLeave(state, text, leave, ctx));

  // Stopping all messages, in the patient's own words or SALIR with a slip, is asked back once (SALIR
  // acts at once, before the receptionist: modules/reminders/answer-inbound.ts).
  if (!buttonId && state.step !== 'confirm_opt_out' && (asksToStopMessages(text) || nearOptOut(text))) {
    return understood(result({ ...fresh(state), step: 'confirm_opt_out' }, [say.optOutAsk(ctx)]));
  }

  // "Avísame si se libera", beside the times or after "no tengo horarios": the entry is read back.
  const waitTap = /^a:wait:(.+)$/.exec(buttonId ?? '');
  if (waitTap && ctx.services.some((s) => s.id === waitTap[1]))
    return understood(joinFromOffer(state.step === 'slot' ? state : fresh(state), waitTap[1]!, ctx));

  const read: MessageRead = { text, folded, buttonId, intents };
  // The answer the current step waits for comes before anything else.
  const answer = answerStep(state, read, ctx);
  if (answer) return understood(answer);

  // A clinic with nothing to book: a person answers.
  if (ctx.services.length === 0 && !intents.has('cancel') && !intents.has('reschedule') && !intents.has('info'))
    return handoff(state, say.nothingToOffer(ctx));

  // A question about opening days or hours, who attends, or the patient's own appointment is
  // answered first, then whatever else the message asks ("¿a qué hora era la cita?" asks for no new
  // one; "quiero cambiar la hora de mi cita" is a change, not this question).
  const own =
    buttonId || intents.has('reschedule') || intents.has('cancel') ? undefined : answerOwnAppointment(folded, ctx);
  if (own) intents.delete('book');
  const question =
    [buttonId ? undefined : answerQuestion(folded, ctx), buttonId ? undefined : answerTeam(folded, ctx), own]
      .filter(Boolean)
      .join(' ') || undefined;
  // "¿Qué días atienden?" beside another wish: the week's hours, unless the answer already has them.
  const weekHours =
    !buttonId && asksWeekHours(folded) ? `${ctx.clinicName} atiende ${hoursText(ctx.config)}.` : undefined;
  // "¿Cuánto cuesta la limpieza y dónde quedan?": the address too, unless the answer already has it.
  const place = !buttonId && asksAddress(folded) ? say.where(ctx) : undefined;
  if (question) intents.delete('info');
  const general = answerIntents(state, { ...read, asked: question !== undefined }, ctx);
  const english = !buttonId && looksEnglish(text) ? say.english(ctx) : undefined;
  const staff = !buttonId && asksStaffOnly(folded) ? say.staffQuestion : undefined;
  if (general) {
    // English: a short answer in English and the menu, or the English words before what was understood
    // (a price or the opening hours asked in English are answered).
    if (english && general.state.step === 'idle' && general.actions.length === 0 && !intents.has('info') && !question)
      return understood(result(general.state, [english]));
    const hoursSaid = general.replies.some((r) => r.text.includes(hoursText(ctx.config)));
    const placeSaid = general.replies.some((r) => r.text.includes(say.where(ctx)));
    const lead = [
      english?.text,
      question,
      hoursSaid ? undefined : weekHours,
      placeSaid ? undefined : place,
      staff,
      hurt ? say.pain.trim() : undefined,
    ]
      .filter(Boolean)
      .join(' ');
    // "¿Atienden los domingos? necesito una limpieza": the answer says that day is closed, and the
    // search's own "Ese día … no atiende." (moves.ts startSearch) would say it twice.
    const closedTold = question?.includes(`${ctx.clinicName} no atiende`) && general.state.lead;
    const once = closedTold
      ? { ...general, state: { ...general.state, lead: general.state.lead!.replace(say.closedDay(ctx), '') } }
      : general;
    return understood(lead ? withGreeting(`${lead} `, once) : once);
  }
  if (question || weekHours)
    return understood(
      result(fresh(state), [
        {
          text: [question, weekHours, place].filter(Boolean).join(' '),
          buttons: own && ctx.patient.appointments.length > 0 ? menuButtons().slice(1, 3) : say.afterQuestionButtons(),
        },
      ]),
    );
  // "Do you take insurance?": the English words, then the answer only the clinic's people give.
  if (english)
    return understood(result(fresh(state), [staff ? { ...english, text: `${english.text}\n${staff}` } : english]));
  // "¿aceptan seguro?" between the times: answered, and the times still stand.
  if (staff) return understood(result(state, [{ text: staff }]));
  // "🤔", "…", "?", "jajaja", a bare "ok" with nothing asked yet: a knock, answered with what the
  // receptionist can do.
  const bareYes = folded.split(' ').length <= 2 && readYesNo(text, undefined) === 'yes';
  if (!buttonId && state.step === 'idle' && (!folded || bareYes || onlyLaughs(folded)))
    return understood(result(fresh(state), [say.welcome(ctx)]));
  // "es para mi mamá, tiene 80 años" while asked the service: noted, and the question asked again.
  const onTheWay = !buttonId && saysForWhom(folded) ? noted(state, ctx) : undefined;
  if (onTheWay) return understood(onTheWay);
  return undefined;
}

/** The answer the current step waits for (a service, a time, a name…), or undefined if this is not it. */
function answerStep(
  state: AssistantState,
  { text, folded, buttonId, intents }: MessageRead,
  ctx: AssistantContext,
): StepResult | undefined {
  switch (state.step) {
    case 'service': {
      // "me la corre para el viernes? y cuánto cuesta la consulta?", "la limpieza del viernes ocupo
      // cancelarla" from a patient holding appointments: a change of one of them, whatever service the
      // message names (it names the appointment's), not the service of a new booking.
      if (!buttonId && (intents.has('reschedule') || intents.has('cancel')) && ctx.patient.appointments.length > 0)
        return undefined;
      const { service, also } = readServicesSaid(folded, buttonId, ctx.services, true);
      if (!service) {
        // "tengo turno el jueves" / "¿lo puedo cambiar a la otra semana?": a change or a cancellation
        // asked instead of a service is read as such (answerIntents).
        if (!buttonId && (intents.has('reschedule') || intents.has('cancel'))) return undefined;
        // "para mañana" while asked the service: the wish is kept, and the service asked again.
        const pref = buttonId ? {} : preferenceOf(text, ctx);
        // "¿cuál es el más próximo?": the soonest is what is offered anyway, once the service is known.
        const soonest =
          /\b(mas (proximo|proxima|pronto|cercano|cercana)|antes posible|cuanto antes|lo que (haya|tengan|tengas))\b/;
        if (!hasWhen(pref) && !pref.resourceId && (buttonId || !soonest.test(folded))) return undefined;
        return result({ ...state, pref: mergePreference(state.pref, pref) }, [
          withLeadText('¡Anotado! ', say.askService(ctx)),
        ]);
      }
      // "Anótame en la lista de espera", then the service: the entry is read back.
      if (state.joinWait) {
        const pref = mergePreference(state.pref, buttonId ? {} : preferenceOf(text, ctx));
        return askWaitlist({ ...state, joinWait: false }, waitlistWishOf(service.id, pref, ctx), ctx);
      }
      // A day or time given before the service question is kept.
      return startSearch(
        {
          ...state,
          serviceId: service.id,
          ...(also && state.intent === 'book'
            ? { also: also.id, lead: `${state.lead ?? ''}${say.firstOfTwo(service.name, also.name)}` }
            : {}),
        },
        mergePreference(state.pref, buttonId ? {} : preferenceOf(text, ctx)),
        ctx,
      );
    }
    case 'slot': {
      // "Avísame si se libera" in words next to the times (its button: rulesTurn).
      if (!buttonId && intents.has('waitlist') && state.serviceId) return joinFromOffer(state, state.serviceId, ctx);
      if (!buttonId && intents.has('earlier') && !intents.has('cancel')) {
        const held = ctx.patient.appointments.find((a) => a.id === state.appointmentId);
        if (state.intent === 'reschedule' && held && !state.earlier)
          return startEarlier(state, text, wishBesides(text, held, ctx), ctx);
        if (state.intent !== 'reschedule') {
          const r = earlierThanOffered(state, ctx);
          if (r) return r;
        }
      }
      // "¿tienen hora para limpieza el martes?" among the consultation's times: that service, not
      // the Tuesday offered for the other one.
      const named = buttonId ? undefined : readService(folded, buttonId, ctx.services, false);
      const otherService = named !== undefined && named.id !== state.serviceId && state.intent !== 'reschedule';
      const chosen = otherService
        ? undefined
        : readSlotChoice(text, buttonId, state.offered ?? [], state.more ?? [], ctx);
      // A tap on the exact option acts at once; a time chosen in words is read back first.
      if (chosen) return buttonId ? choose(state, chosen, ctx) : readBack(state, chosen, ctx);
      if (buttonId) return undefined;
      const service = readService(folded, buttonId, ctx.services, false);
      const pref = preferenceOf(text, ctx);
      // "ninguno de esos, mejor el jueves de la otra semana": the new day is the answer, not more of
      // the same ("más tarde", "más temprano" are still more of the same list).
      const saysNew = service || pref.resourceId || (hasWhen(pref) && !/\bmas (tarde|temprano)\b/.test(folded));
      if (
        buttonId === 'a:more' ||
        (intents.has('more') && !saysNew && !intents.has('reschedule') && !intents.has('cancel'))
      ) {
        if (!state.serviceId) return undefined;
        if (!state.more || state.more.length === 0) return result(state, [say.noMore(state.serviceId)]);
        return result(state, [say.moreList(ctx, state.more, state.serviceId)]);
      }
      // "¿otro horario el sábado?": with times on the table, "horario" asks for times, not the opening hours.
      const asksInfo = intents.has('info') && readIntents(folded.replace(/\bhorarios?\b/g, ' ')).has('info');
      // "para el miércoles 2 en la tarde, y cuánto cuesta el blanqueamiento?" while moving a cleaning:
      // the price is answered, and the move goes on with the day said (the service priced is not the one moved).
      const priced =
        state.intent === 'reschedule' && !intents.has('cancel') && !intents.has('reschedule') && asksPrice.test(folded)
          ? service
          : undefined;
      if (priced) {
        const line = say.priceLine(ctx, priced);
        if (!hasWhen(pref) && !pref.resourceId) return result(state, [{ text: line }]);
        return withGreeting(`${line} `, startSearch(state, mergePreference(state.pref, pref), ctx));
      }
      if (intents.has('cancel') || intents.has('reschedule') || asksInfo || menuTap(buttonId)) return undefined;
      // Another day or time for the same service: search again.
      if (service || hasWhen(pref) || pref.resourceId) {
        // A new day or time replaces the old wish; exclusions said before still hold.
        // "en la tarde" after "el jueves" keeps the Thursday; a new day keeps the part of the day asked.
        return startSearch(
          { ...state, serviceId: service?.id ?? state.serviceId! },
          mergePreference(state.pref, pref),
          ctx,
        );
      }
      // "me lo agendai altiro", "resérvamelo" with times offered and none named: the times stand, and
      // which one is asked (a booking begun again would ask the service already given).
      if (intents.has('book') && state.serviceId && (state.offered?.length ?? 0) > 0) {
        const name = ctx.services.find((x) => x.id === state.serviceId)?.name ?? 'tu cita';
        return result(state, [say.offer(ctx, name, state.offered ?? [], say.whichToBook)]);
      }
      return undefined;
    }
    case 'confirm_slot': {
      const yn = readYesNo(text, buttonId);
      // "sí, pero a las 4" is a new wish, not a yes to the time read back.
      const other = buttonId ? {} : preferenceOf(text, ctx);
      const differs = hasWhen(other) && state.chosen && !matchesPreference(state.chosen.start, other, ctx.tz);
      if (yn === 'yes' && state.chosen && !differs) return choose({ ...state, step: 'slot' }, state.chosen, ctx);
      if (yn === 'no' && !hasWhen(preferenceOf(text, ctx))) {
        const next: AssistantState = { ...state, step: 'slot' };
        delete next.chosen;
        const service = ctx.services.find((x) => x.id === state.serviceId);
        return result(next, [say.offer(ctx, service?.name ?? 'tu cita', state.offered ?? [], say.readBackNo)]);
      }
      // Another choice or another day instead of a yes or no: read as the choice among the offer.
      return answerStep({ ...state, step: 'slot' }, { text, folded, buttonId, intents }, ctx);
    }
    case 'confirm_waitlist': {
      const yn = readYesNo(text, buttonId);
      if (!yn) return undefined;
      return answerWaitlist(state, yn, ctx);
    }
    case 'confirm_series':
      return answerSeries(state, text, folded, buttonId, ctx);
    case 'which_waitlist':
      return answerWhichWaitlist(state, text, buttonId);
    case 'confirm_leave_waitlist':
      return answerLeave(state, text, buttonId);
    case 'series_conflicts':
      return answerSeriesConflicts(state, text, buttonId);
    case 'confirm_opt_out': {
      const yn = readYesNo(text, buttonId);
      if (yn === 'yes') return result(fresh(state), [], [{ kind: 'opt_out' }]);
      if (yn === 'no') return result(fresh(state), [{ text: say.optOutKept }]);
      return undefined;
    }
    case 'name': {
      if (buttonId === 'a:name:ok') return book(state, ctx, undefined);
      if (intents.has('cancel') || intents.has('reschedule') || intents.has('info') || menuTap(buttonId))
        return undefined;
      // "¿Para qué necesitan mi nombre?": answered, and the question asked again.
      if (asksWhyName(folded)) return result(state, [{ text: say.whyName }]);
      const name = readName(text);
      if (!name) return undefined;
      return book(state, ctx, name);
    }
    case 'which': {
      const tap = /^a:appt:(.+)$/.exec(buttonId ?? '');
      let appt = tap ? ctx.patient.appointments.find((a) => a.id === tap[1]) : undefined;
      if (!appt) {
        const n = /^(?:la |el |opcion )?(\d)$/.exec(withoutCourtesy(folded));
        if (n) appt = ctx.patient.appointments[Number(n[1]) - 1];
      }
      appt ??= appointmentNamed(text, ctx);
      if (!appt) {
        // "para la otra semana mejor" while asked which one to change: the new time is kept (as at the
        // service step), and the question asked again; any other intent goes on.
        const wish = buttonId || state.intent !== 'reschedule' ? {} : preferenceOf(wishText(text, ctx), ctx);
        const other = [...intents].some((i) => i !== 'reschedule' && i !== 'greet');
        if (!hasWhen(wish) || other) return undefined;
        return result({ ...state, pref: mergePreference(state.pref, wish) }, [
          withLeadText('¡Anotado! ', say.whichAppointment(ctx, 'cambiar')),
        ]);
      }
      return state.intent === 'cancel'
        ? askCancel(state, appt, ctx)
        : startReschedule(state, appt, mergePreference(state.pref, tap ? {} : wishBesides(text, appt, ctx)), ctx, '');
    }
    case 'confirm_cancel': {
      const yn = readYesNo(text, buttonId, cancelAnswerWords);
      const appt = ctx.patient.appointments.find((a) => a.id === state.appointmentId);
      if (!appt) return result(fresh(state), [{ text: say.appointmentGone }]);
      if (yn === 'yes') return result({ ...state }, [], [{ kind: 'cancel', appointmentId: appt.id }]);
      // "no, espere, mejor me la cambia para el viernes": the no keeps it, and the wish after it is answered.
      if (yn === 'no' && !buttonId && noGoesOnWithAWish(text, intents)) return undefined;
      if (yn === 'no') return result(fresh(state), [say.cancelKept(ctx, appt.start)]);
      // "gracias!" sent right after the request, before the question was read: no answer to it, so
      // the question stands and is asked again.
      if (!buttonId && intents.has('thanks') && [...intents].every((i) => i === 'thanks' || i === 'greet'))
        return result(state, [say.cancelAsk(ctx, appt.start)]);
      // "quiero cancelar" / "mi cita del jueves": the appointment asked about, named; asked again.
      if (!buttonId && appointmentNamed(text, ctx)?.id === appt.id && !intents.has('reschedule'))
        return result(state, [say.cancelAsk(ctx, appt.start)]);
      return undefined;
    }
    case 'idle': {
      // "¿Te agendo una cita?" after a price: "ok sí, quiero una" books that service.
      const topic = ctx.services.find((s) => s.id === state.topic);
      if (!topic || buttonId || readYesNo(text, undefined) !== 'yes') return undefined;
      if (intents.has('cancel') || intents.has('reschedule') || intents.has('human')) return undefined;
      return startSearch({ ...fresh(state), intent: 'book', serviceId: topic.id }, preferenceOf(text, ctx), ctx);
    }
  }
}
