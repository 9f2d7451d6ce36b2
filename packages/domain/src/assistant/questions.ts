/**
 * Questions the receptionist answers on the way (docs/architecture.md#chat-receptionist): whether
 * the clinic opens on a day and at what hours ("¿atienden los domingos?", "¿a qué hora abrís
 * mañana?"), answered from the opening hours before whatever else the message asks; who attends
 * ("¿qué odontólogas atienden?"), from the clinic's professionals; when the patient's own appointment
 * is; and whether a message is written in English.
 */
import { formatAppointmentMoment } from '../messaging/reminders.ts';
import { openingRanges } from '../scheduling/config.ts';
import { addDays, formatHHMM, instantToZoned, weekdayIndex } from '../time.ts';
import { readDay, readWeekdays } from './dates.ts';
import type { AssistantContext } from './types.ts';

// "¿Qué horario manejan los sábados?", "horario de atención": the opening hours ("¿qué horarios tienen el
// jueves?" asks for times to book).
const opensWords =
  /\b(atienden|atiende|atendeis|abren|abris|abre|abrimos|abiertos|abierto|abierta|trabajan|trabajais|cierran|cerrais|cierra|(hay|tienen|tienes|dan|brindan) atencion|open|(que|cual es el|cual es su|cuales son sus|cuales son los) horarios? (manejan|maneja|manejas)|horarios? de atencion)\b/;
const dayNames = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados', 'domingos'];

/**
 * The answer to a question about a day's opening, or undefined when the message asks none: "Los
 * domingos no atendemos." / "Mañana (martes) atendemos de 08:00 a 18:00."
 */
export function answerQuestion(folded: string, ctx: AssistantContext): string | undefined {
  if (!opensWords.test(folded)) return undefined;
  const today = instantToZoned(ctx.now, ctx.tz).date;
  const day = readDay(folded, today);
  let date = day.date;
  let label: string;
  if (date) {
    label = date === today ? 'Hoy' : date === addDays(today, 1) ? 'Mañana' : `El ${dayNames[weekdayIndex(date)]}`;
  } else {
    const { weekdays } = readWeekdays(folded);
    const weekday = day.weekday ?? (weekdays.length === 1 ? weekdays[0] : undefined);
    if (weekday === undefined) {
      // "¿a qué hora abren?" with no day: today's hours, or the next open day's.
      if (!/\b(que hora|a que horas?|hasta que hora|desde que hora)\b/.test(folded)) return undefined;
      date = today;
      label = 'Hoy';
    } else {
      for (let k = 0; k < 7; k++) {
        const d = addDays(today, k);
        if (weekdayIndex(d) === weekday) date = d;
        if (date) break;
      }
      label = `Los ${dayNames[weekday]}`;
    }
  }
  const ranges = openingRanges(ctx.config, date!);
  if (ranges.length === 0) return `${label} ${ctx.clinicName} no atiende.`;
  const hours = ranges.map(([a, b]) => `de ${formatHHMM(a)} a ${formatHHMM(b)}`).join(' y ');
  return `${label} atendemos ${hours}.`;
}

const teamWords =
  '(?:doctor|doctores|doctora|doctoras|odontologos?|odontologas?|dentistas?|profesionales|especialistas|medicos?|medicas?|doctors?|dentists?)';
/** "¿qué odontólogas atienden?", "¿quiénes son los doctores?", "which dentists do you have?". */
const asksTeam = new RegExp(
  String.raw`\b(?:que|cuales|quienes|which|what|who are the) ${teamWords}\b|\bquien(?:es)? (?:atiende|atienden|trabaja|trabajan|son (?:los|las) ${teamWords})\b`,
);

/** The answer to who attends at the clinic: its professionals by name, or undefined when not asked. */
export function answerTeam(folded: string, ctx: AssistantContext): string | undefined {
  if (!asksTeam.test(folded) || ctx.resources.length === 0) return undefined;
  const names = ctx.resources.map((r) => r.name);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
  return `En ${ctx.clinicName} atienden: ${list}.`;
}

/**
 * "¿A qué hora era la cita?", "¿cuándo tengo turno?", "¿qué día me toca?", "when is my appointment?":
 * the patient asks about an appointment they hold, not for a new one. "Era", "tengo", "me toca" say it
 * is theirs without a noun; "es" needs one ("¿a qué hora es la cita?"), so "¿a qué hora es?" alone
 * (the opening hours, questions above) is not read as this. "Es que" after the question word only
 * stresses it ("¿a qué hora es que tengo la cita?"). "¿Mi cita sigue en pie, verdad?" asks it back too.
 */
const ownAppointment =
  /\b(a que horas?|que horas?|cuando|que dia|que fecha|para cuando|para que dia)( es que)?( (es|era|seria|fue|quedo|queda|quedamos|habia quedado) (mi|la|el|nuestra) (cita|turno|hora|consulta|reserva)\b| (era|tenia|me toca|me tocaba|quede|quedamos|habia quedado)\b| (tengo|tenemos)\b(?! (que|libre|disponible|espacio|tiempo))| (tengo que|debo|hay que) (ir|llegar|estar|venir|presentarme)\b)|\b(la )?(hora|dia|fecha) de (mi|la) (cita|turno|consulta|reserva)\b(?! (para|con))|\b(mi|la) (cita|turno|hora|consulta|reserva) (sigue|esta|queda|continua) (en pie|vigente|activa|agendada|confirmada)\b.*\b(verdad|cierto|no|correcto|si)$|\b(when|what time) is my (cita|appointment)\b/;

/**
 * "Buenas, tengo dos citas con ustedes": the patient says what they hold, and the message ends there
 * (what they want comes next). Answered like the question: their appointments, with [Cambiar] [Cancelar].
 * Not "tengo una consulta" (a question to come).
 */
const holdsAppointments =
  /\b(tengo|tenemos) (una|dos|tres|2|3|unas|varias|mis|las|un par de) (citas?|turnos?|horas?|reservas?)( (con ustedes|con vosotros|con uds|con usted|alla|ahi|en la clinica|agendad[ao]s?|programad[ao]s?|reservad[ao]s?|pendientes?))?$/;

/**
 * Their appointment asked about in other words: "¿mi cita es con quién?", "¿con quién es mi cita?",
 * "la cita del jueves es a las 10, ¿verdad?", "¿me confirman la cita del jueves?" (the clinic asked to
 * confirm it stands; a reminder's own "confirmo" is read before this, by the reminders).
 */
const asksAboutOwn =
  /\b(mi|la) (cita|turno|hora|consulta)( del? \w+)? (es|era|sera) con quien\b|\bcon quien (es|era|sera|tengo|me toca) (mi|la) (cita|turno|hora|consulta)\b|\b(mi|la) (cita|turno)( del? \w+)? (es|era|sera|queda|quedo) (a las|el|para el|para las)\b.*\b(verdad|cierto|no|correcto)$|\b(me )?(confirman|confirma|confirmas|confirmen) (mi|la) (cita|turno|hora|consulta)\b/;

/** The answer to a question about the patient's own appointments, or undefined when the message asks none. */
export function answerOwnAppointment(folded: string, ctx: AssistantContext): string | undefined {
  if (!ownAppointment.test(folded) && !holdsAppointments.test(folded) && !asksAboutOwn.test(folded)) return undefined;
  const list = ctx.patient.appointments;
  if (list.length === 0) return `No encuentro citas próximas a tu nombre en ${ctx.clinicName}.`;
  const line = (a: (typeof list)[number]) => {
    const service = ctx.services.find((s) => s.id === a.serviceId)?.name;
    const who = ctx.resources.find((r) => r.id === a.resourceId)?.name;
    return `${formatAppointmentMoment(a.start, ctx.tz)}${who ? ` con ${who}` : ''}${service ? ` (${service})` : ''}`;
  };
  if (list.length === 1) return `Tu cita es el ${line(list[0]!)}.`;
  return `Tus citas:\n${list.map((a, i) => `${i + 1}. ${line(a)}`).join('\n')}`;
}

const englishWords = new Set([
  'hi',
  'hello',
  'i',
  'want',
  'would',
  'like',
  'need',
  'book',
  'an',
  'appointment',
  'please',
  'thanks',
  'thank',
  'you',
  'can',
  'speak',
  'english',
  'do',
  'is',
  'the',
  'my',
  'cancel',
  'change',
  'reschedule',
  'tomorrow',
  'morning',
  'afternoon',
  'what',
  'time',
  'open',
  'are',
  'your',
  'hours',
  'how',
  'much',
  'cleaning',
  'to',
  'for',
  'have',
  'there',
  'available',
  'it',
  'this',
  'next',
  'week',
  'good',
  'hey',
  'where',
  'yes',
  'no',
  'ok',
]);
const spanishOnly = /\b(que|quiero|cita|para|por|una|el|la|los|hola|necesito|gracias|de|con|mi|si|es)\b/;

/** Whether a message is in English: mostly English words and none that only Spanish has. */
export function looksEnglish(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/[^a-z\s']/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < 2) return false;
  const hits = words.filter((w) => englishWords.has(w)).length;
  return hits >= 2 && hits / words.length >= 0.5 && !spanishOnly.test(words.join(' '));
}
