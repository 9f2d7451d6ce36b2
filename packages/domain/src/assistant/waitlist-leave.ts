/**
 * Leaving the waitlist by chat (docs/product.md#waitlist): "ya no me avises", "sácame de la lista de
 * espera". The receptionist asks the server for the patient's open entries (`list_waitlist`), reads
 * back the one meant ("¿Te saco de la lista de espera de Limpieza dental?") and removes it only
 * after a yes (`leave_waitlist`, the same code as the staff's DELETE /waitlist/{id}). With no entry
 * it says so plainly. Stopping all messages ("ya no me escriban") and cancelling an appointment are
 * other requests: never read here.
 */
import { normalizeMessage } from '../messaging/answers.ts';
import { foldText } from '../messaging/intents.ts';
import { readService } from './choices.ts';
import { fresh, result } from './moves.ts';
import { say } from './texts.ts';
import type { AssistantContext, AssistantReply, AssistantState, StepResult, WaitlistEntryView } from './types.ts';
import { buttonIds, readYesNo } from './understand.ts';

/** Button titles are at most 20 characters (WhatsApp's reply buttons). */
const TITLE_MAX = 20;

/** The list named: "lista de espera" with its usual slips ("lista d espera", "lista de esperas", "lista espera", "la espera"). */
const waitingList = /\blist[ae]? (de |d )?esper\w*\b|\b(de|en) la espera\b/;
/** "de la lista", with no word of which list. */
const bareList = /\b(de|en) (la|esa|esta) lista\b(?! de (?!esper))/;
/** Taking out, in every person the patients write (tú, vos, usted, ustedes, vosotros), typos forgiven by \w*. */
const takeOut =
  /\b(sac|saq|quit|borr|elimin|retir|baj|remuev|remov)\w*(me|nos|dme)\b|\bme (\w+ )?(sac|saq|quit|borr|elimin|retir|baj)\w*\b|\b(dame|darme|denme|deme|dadme|me doy|me quiero dar) de baja\b|\b(salir|salirme|me salgo|me bajo|me retiro|me borro)\b|\bya no (quiero|kiero|deseo|necesito) (estar|seguir|quedar(me)?)\b|\bno (quiero|kiero|deseo) (seguir|estar|quedar(me)?)\b|\bcancel\w* (la|mi|lo de la) (lista|inscripcion|espera|anotacion)\b/;
/** "Ya no me avises": telling the patient when something frees up is what they no longer want. */
const noMoreTelling =
  /\b(ya no|no mas|no) (me |nos )?(a[vb]is\w*|notifiqu\w*)\b|\bno (me |nos )?(a[vb]is\w*) (mas|nada)\b|\bya no (quiero|necesito|hace falta|es necesario|ocupo|preciso) (que me |que nos )?(a[vb]is\w*|notifiqu\w*|avisarme|avisar)\b|\bya no hace falta (el aviso|que me a[vb]is\w*|avisarme)\b|\b(olvida|olvidate|olvidalo|olvidad|olvide|olvidese|olviden|olvidense) (lo de )?(avisarme|el aviso|lo de la lista|la lista)\b|\bcancel\w* (el|los) avisos?\b/;
/** "Ya no me anoten en la espera": the word for joining, said no more. */
const noMoreJoining = /\b(ya no|no) (me |nos )?(anot|apunt|pong|agreg|sum|inscrib)\w*\b.*\b(lista|espera)\b/;
/** Messages about the clinic's messages or reminders, not the waitlist ("ya no me avisen de mis citas" is SALIR-like). */
const aboutMessages =
  /\b(mensajes?|recordatorios?|promociones|publicidad|whatsapps?)\b|\b(de|sobre|para) (mis|mi|las|la|los|el) (citas?|turnos?|consultas?|horas?)\b/;

/**
 * Whether a message asks to leave the waitlist: `named` when it says "lista de espera" or no more
 * "avisos" (the waitlist's own words); `bare` for "sácame de la lista", which is the waitlist only
 * when the patient is on one (otherwise the opt-out question, as before).
 */
export function asksToLeaveWaitlist(text: string): 'named' | 'bare' | undefined {
  const t = normalizeMessage(text);
  const named = waitingList.test(t);
  if (named && takeOut.test(t)) return 'named';
  if (noMoreJoining.test(t)) return 'named';
  if (!named && !aboutMessages.test(t) && noMoreTelling.test(t)) return 'named';
  if (named && noMoreTelling.test(t)) return 'named';
  if (!named && bareList.test(t) && takeOut.test(t) && !aboutMessages.test(t)) return 'bare';
  return undefined;
}

const shortTitle = (name: string) => (name.length <= TITLE_MAX ? name : `${name.slice(0, TITLE_MAX - 1).trimEnd()}…`);

export const leaveSay = {
  ask: (entry: WaitlistEntryView): AssistantReply => ({
    text: `¿Te saco de la lista de espera de ${entry.serviceName}?`,
    buttons: [
      { id: buttonIds.okYes, title: 'Sí, sácame' },
      { id: buttonIds.okNo, title: 'No' },
    ],
  }),
  which: (entries: readonly WaitlistEntryView[]): AssistantReply => ({
    text: 'Estás en la lista de espera de varios servicios. ¿De cuál te saco?',
    buttons: entries.map((e) => ({ id: `a:wl:${e.id}`, title: shortTitle(e.serviceName) })),
  }),
  none: 'No estás en ninguna lista de espera, así que no te llegarán avisos de horarios liberados. Si necesitas algo más, aquí estoy.',
  left: (serviceName: string) =>
    `Listo, te saqué de la lista de espera de ${serviceName}. Ya no te avisaré de horarios liberados para ese servicio.`,
  gone: 'Esa lista de espera ya no estaba activa: no te llegarán más avisos de ella.',
  kept: (serviceName: string) => `Perfecto, sigues en la lista de espera de ${serviceName}.`,
};

/** The request understood: the patient's entries are asked for; `bare` falls back to the opt-out question when none. */
export function startLeave(
  state: AssistantState,
  text: string,
  kind: 'named' | 'bare',
  ctx: AssistantContext,
): StepResult {
  const service = readService(foldText(text), undefined, ctx.services, false);
  const leave: NonNullable<AssistantState['leave']> = { bare: kind === 'bare' };
  if (service) leave.serviceId = service.id;
  return result({ ...fresh(state), leave }, [], [{ kind: 'list_waitlist' }]);
}

/** The server's answer: the patient's open entries. One is read back; several, the patient picks. */
export function onWaitlistEntries(
  state: AssistantState,
  entries: readonly WaitlistEntryView[],
  ctx: AssistantContext,
): StepResult {
  const asked = state.leave;
  if (!asked) return result(state, []);
  if (entries.length === 0) {
    if (asked.bare) return result({ ...fresh(state), step: 'confirm_opt_out' }, [say.optOutAsk(ctx)]);
    return result(fresh(state), [{ text: leaveSay.none }]);
  }
  const named = entries.filter((e) => e.serviceId === asked.serviceId);
  const choices = named.length > 0 ? named : entries;
  if (choices.length === 1) return askLeave(state, choices[0]!);
  return result({ ...fresh(state), step: 'which_waitlist', leaveChoices: [...choices] }, [leaveSay.which(choices)]);
}

function askLeave(state: AssistantState, entry: WaitlistEntryView): StepResult {
  return result({ ...fresh(state), step: 'confirm_leave_waitlist', leaving: entry }, [leaveSay.ask(entry)]);
}

/** "¿De cuál te saco?": a tap on one, or its service in words. */
export function answerWhichWaitlist(
  state: AssistantState,
  text: string,
  buttonId: string | undefined,
): StepResult | undefined {
  const choices = state.leaveChoices ?? [];
  const tap = /^a:wl:(.+)$/.exec(buttonId ?? '');
  const folded = foldText(text);
  // Only an entry the server listed for this patient: a forged id is no answer.
  const entry = tap
    ? choices.find((e) => e.id === tap[1])
    : choices.find((e) => folded.includes(foldText(e.serviceName)));
  return entry ? askLeave(state, entry) : undefined;
}

/** The answer to the read-back: a yes removes the entry; a no keeps it. */
export function answerLeave(state: AssistantState, text: string, buttonId: string | undefined): StepResult | undefined {
  const entry = state.leaving;
  if (!entry) return undefined;
  const yn = readYesNo(text, buttonId);
  if (yn === 'yes') return result(state, [], [{ kind: 'leave_waitlist', entryId: entry.id }]);
  if (yn === 'no') return result(fresh(state), [{ text: leaveSay.kept(entry.serviceName) }]);
  return undefined;
}

/** The server removed it (or it had ended meanwhile: taken, expired). */
export function onLeft(state: AssistantState, removed: boolean): StepResult {
  const name = state.leaving?.serviceName;
  return result(fresh(state), [{ text: removed && name ? leaveSay.left(name) : leaveSay.gone }]);
}
