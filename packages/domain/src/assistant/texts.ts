/**
 * What the receptionist says (docs/product.md#chat-receptionist), warm and short, always with the
 * clinic's name where it helps. Button titles are at most 20 characters (WhatsApp's limit for reply
 * buttons; list rows allow 24).
 */
import { formatAppointmentMoment } from '../messaging/reminders.ts';
import { withResource } from '../messaging/resource-words.ts';
import { type Currency, formatMoney, isCurrency } from '../money.ts';
import { openingMinutes, weekdayNames, weeklyHoursOf } from '../scheduling/config.ts';
import type { Config } from '../scheduling/types.ts';
import { instantToZoned, spanishMonths, weekdayIndex, zonedToInstant } from '../time.ts';
import type {
  AssistantContext,
  AssistantReply,
  ContextService,
  OfferedSlot,
  Preference,
  WaitlistWish,
} from './types.ts';
import { buttonIds } from './understand.ts';

export const TITLE_MAX = 20;

const shortDays = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];
const shortMonths = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

export function clip(title: string): string {
  return title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

/** "vie 27 nov 14:30": a time as a button says it. */
export function slotTitle(start: number, tz: string): string {
  const wall = instantToZoned(start, tz);
  const [, m, d] = wall.date.split('-').map(Number);
  const hh = String(Math.floor(wall.minutes / 60)).padStart(2, '0');
  const mm = String(wall.minutes % 60).padStart(2, '0');
  return `${shortDays[weekdayIndex(wall.date)]} ${d} ${shortMonths[m! - 1]} ${hh}:${mm}`;
}

export function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  // A lead with no profile is named by their number: no name to greet.
  return /\d/.test(first) ? '' : first;
}

export const menuButtons = (): { id: string; title: string }[] => [
  { id: buttonIds.menu('book'), title: 'Agendar cita' },
  { id: buttonIds.menu('reschedule'), title: 'Cambiar mi cita' },
  { id: buttonIds.menu('cancel'), title: 'Cancelar mi cita' },
  { id: buttonIds.menu('info'), title: 'Horarios y ubicación' },
  { id: buttonIds.menu('human'), title: 'Hablar con persona' },
];

/** The confirmation's last line: the patient's own link to change or cancel, when the server signed one. */
function manageLine(manageUrl: string | undefined): string {
  return manageUrl ? `\nPara cambiarla o cancelarla: ${manageUrl}` : '';
}

function hello(ctx: AssistantContext): string {
  const first = firstNameOf(ctx.patient.name);
  return first ? `¡Hola, ${first}!` : '¡Hola!';
}

export const say = {
  /**
   * The services are on the greeting itself, so a booking by taps takes four messages (hola →
   * service → time → name); with more than six services, "Agendar cita" asks for the service next.
   */
  welcome: (ctx: AssistantContext): AssistantReply => {
    const direct = ctx.services.length <= 6;
    return {
      text: `${hello(ctx)} 👋 Soy el asistente virtual de ${ctx.clinicName}. ${
        direct ? '¿Qué servicio quieres agendar? También puedo' : 'Puedo agendar,'
      } cambiar o cancelar tu cita, darte horarios y ubicación, o pasarte con una persona del equipo.`,
      buttons: [
        ...(direct
          ? ctx.services.map((s) => ({ id: buttonIds.service(s.id), title: clip(s.name) }))
          : [{ id: buttonIds.menu('book'), title: 'Agendar cita' }]),
        ...menuButtons().slice(1),
      ],
    };
  },
  hello,
  askService: (ctx: AssistantContext): AssistantReply => ({
    text: `¿Qué servicio necesitas?\n${ctx.services.map((s, i) => `${i + 1}. ${s.name}`).join('\n')}`,
    buttons: ctx.services.slice(0, 10).map((s) => ({ id: buttonIds.service(s.id), title: clip(s.name) })),
  }),
  offer: (ctx: AssistantContext, serviceName: string, offered: OfferedSlot[], lead: string): AssistantReply => ({
    text: `${lead}Tengo estos horarios para ${serviceName}:\n${offered
      .map((s, i) => `${i + 1}. ${formatAppointmentMoment(s.start, ctx.tz)} ${withWhom(ctx, s.resourceId)}`)
      .join(
        '\n',
      )}\n¿Cuál prefieres? Si ninguno te sirve, dime otro día u hora (por ejemplo «el viernes en la tarde») o escribe «más horarios».`,
    buttons: offered.map((s) => ({ id: buttonIds.slot(s), title: slotTitle(s.start, ctx.tz) })),
  }),
  /** The longer list, and last (a list holds ten rows) the waitlist: "Avisarme si se libera". */
  moreList: (ctx: AssistantContext, more: OfferedSlot[], serviceId: string): AssistantReply => ({
    text: 'Estos son otros horarios libres. Elige uno de la lista, o te aviso si se libera otro:',
    buttons: [
      ...more.slice(0, 9).map((s) => ({ id: buttonIds.slot(s), title: slotTitle(s.start, ctx.tz) })),
      waitButton(serviceId),
    ],
  }),
  noMore: (serviceId: string): AssistantReply => ({
    text: 'No tengo más horarios que esos en los próximos 14 días. Dime otro día u hora, elige uno de los anteriores, o te aviso si se libera otro.',
    buttons: [waitButton(serviceId)],
  }),
  noneAtAll: (ctx: AssistantContext, serviceName: string, serviceId: string): AssistantReply => ({
    text: `Lo siento, no tengo horarios libres para ${serviceName} en los próximos 14 días 😕. Puedo avisarte si se libera uno, o una persona de ${ctx.clinicName} te ayuda a buscar un espacio.`,
    buttons: [
      waitButton(serviceId),
      { id: buttonIds.menu('human'), title: 'Hablar con persona' },
      { id: buttonIds.menu('book'), title: 'Otro servicio' },
    ],
  }),
  /** The waitlist entry read back before it is added (docs/product.md#waitlist). */
  waitlistAsk: (ctx: AssistantContext, wish: WaitlistWish, lead = ''): AssistantReply => ({
    text: `${lead}${waitlistWords(ctx, wish)} ¿Te anoto?`,
    buttons: [
      { id: buttonIds.okYes, title: 'Sí, avisarme' },
      { id: buttonIds.okNo, title: 'No' },
    ],
  }),
  waitlisted: (until: string): AssistantReply => ({
    text: `¡Listo! ✅ Quedaste en la lista de espera hasta el ${dayWords(until)}. Si se libera un horario así, te escribo por aquí con botones para tomarlo. Si ya no lo necesitas, avísame.`,
  }),
  waitlistNo: 'Está bien, no te anoto. Si necesitas algo más, aquí estoy.',
  firstFree: 'Esos son los primeros horarios libres que tengo. ',
  noneEarlier: 'Por ahora no tengo horarios libres antes de tu cita. ',
  /** After booking a recurring service (docs/product.md#series). */
  seriesAsk: (ctx: AssistantContext, bookedStart: number): AssistantReply => ({
    text: `¿Te reservo la misma hora las próximas semanas (los ${weekdaysLower[weekdayIndex(instantToZoned(bookedStart, ctx.tz).date)]} a las ${hhmm(instantToZoned(bookedStart, ctx.tz).minutes)})?`,
    buttons: seriesButtons(),
  }),
  seriesHowMany: (): AssistantReply => ({ text: '¿Por cuántas semanas más?', buttons: seriesButtons() }),
  seriesReadBack: (
    ctx: AssistantContext,
    serviceName: string,
    resourceId: string,
    starts: number[],
  ): AssistantReply => ({
    text: `¿Te reservo ${serviceName} ${withWhom(ctx, resourceId)} también ${datesWords(ctx, starts)}, a las ${hhmm(instantToZoned(starts[0]!, ctx.tz).minutes)}? (${starts.length} citas más)`,
    buttons: [
      { id: buttonIds.okYes, title: 'Sí, reservar' },
      { id: buttonIds.okNo, title: 'No' },
    ],
  }),
  seriesBooked: (ctx: AssistantContext, starts: number[]): AssistantReply => ({
    text: `¡Listo! ✅ También quedaron reservadas ${starts.length} citas más, a las ${hhmm(instantToZoned(starts[0]!, ctx.tz).minutes)}: ${datesWords(ctx, starts)}. Te enviaremos un recordatorio antes de cada una.`,
  }),
  /** Never skipped silently: which weeks collide, and the choice of the free ones or none. */
  seriesConflicts: (ctx: AssistantContext, taken: number[], free: number[]): AssistantReply =>
    free.length === 0
      ? {
          text: `A esa hora ya está ocupado ${datesWords(ctx, taken)}, así que no reservé ninguna más. Tu primera cita sigue en pie. Si quieres, busquemos otra hora.`,
          buttons: [{ id: buttonIds.menu('book'), title: 'Agendar cita' }],
        }
      : {
          text: `A esa hora ya está ocupado ${datesWords(ctx, taken)}. Libres quedan ${datesWords(ctx, free)}. ¿Te reservo esas ${free.length} o ninguna?`,
          buttons: [
            { id: buttonIds.seriesFree, title: clip(`Sí, esas ${free.length}`) },
            { id: buttonIds.seriesNo, title: 'Ninguna' },
          ],
        },
  seriesNo: 'Perfecto, quedó solo esa cita. ¡Te esperamos!',
  notThatTime: 'A esa hora no me queda espacio, pero tengo estos otros. ',
  closedDay: (ctx: AssistantContext) => `Ese día ${ctx.clinicName} no atiende. `,
  taken: 'Uy, ese horario se acaba de ocupar 😕. ',
  askName: (ctx: AssistantContext): AssistantReply => {
    const first = firstNameOf(ctx.patient.name);
    return {
      text: '¡Perfecto! ¿A nombre de quién agendo la cita? Escríbeme nombre y apellido.',
      ...(first ? { buttons: [{ id: buttonIds.nameOk, title: clip(ctx.patient.name.trim()) }] } : {}),
    };
  },
  booked: (
    ctx: AssistantContext,
    name: string,
    serviceName: string,
    slot: OfferedSlot,
    manageUrl?: string,
  ): AssistantReply => {
    const first = firstNameOf(name);
    return {
      text: `¡Listo${first ? `, ${first}` : ''}! ✅ Tu cita de ${serviceName} quedó agendada para el ${formatAppointmentMoment(slot.start, ctx.tz)} ${withWhom(ctx, slot.resourceId)} en ${placeName(ctx, slot.resourceId)}. Te enviaremos un recordatorio antes de la cita. ¡Te esperamos en ${ctx.clinicName}!${manageLine(manageUrl)}`,
    };
  },
  /** Two services asked at once: one at a time, the first named first. */
  firstOfTwo: (first: string, second: string) => `Empecemos con ${first}; después agendamos ${second}. `,
  nowSecond: (second: string) => `Ahora, ${second}. `,
  moved: (ctx: AssistantContext, slot: OfferedSlot, manageUrl?: string): AssistantReply => ({
    text: `¡Listo! ✅ Tu cita quedó para el ${formatAppointmentMoment(slot.start, ctx.tz)} ${withWhom(ctx, slot.resourceId)} en ${placeName(ctx, slot.resourceId)}. Te enviaremos un recordatorio antes de la cita.${manageLine(manageUrl)}`,
  }),
  whichAppointment: (ctx: AssistantContext, verb: 'cambiar' | 'cancelar'): AssistantReply => ({
    text: `Tienes ${ctx.patient.appointments.length} citas próximas. ¿Cuál quieres ${verb}?\n${ctx.patient.appointments
      .map((a, i) => `${i + 1}. ${formatAppointmentMoment(a.start, ctx.tz)}`)
      .join('\n')}`,
    buttons: ctx.patient.appointments
      .slice(0, 10)
      .map((a) => ({ id: buttonIds.appointment(a.id), title: slotTitle(a.start, ctx.tz) })),
  }),
  /** A late arrival announced: a person of the team is told, and answers. */
  lateArrival: (ctx: AssistantContext) =>
    `Gracias por avisar 🙏. Le aviso al equipo de ${ctx.clinicName}; una persona te confirmará por aquí en breve.`,
  /** Pain or an emergency, before the times: a person is one message away. */
  pain: 'Lamento que tengas molestias 😟. Si es una urgencia, escribe «hablar con una persona». ',
  noAppointment: (ctx: AssistantContext): AssistantReply => ({
    text: `No encuentro citas próximas a tu nombre en ${ctx.clinicName}. ¿Quieres agendar una?`,
    buttons: [{ id: buttonIds.menu('book'), title: 'Agendar cita' }],
  }),
  rescheduleLead: (ctx: AssistantContext, start: number) =>
    `Busquemos otro horario para tu cita del ${formatAppointmentMoment(start, ctx.tz)}. `,
  cancelAsk: (ctx: AssistantContext, start: number): AssistantReply => ({
    text: `¿Seguro que quieres cancelar tu cita del ${formatAppointmentMoment(start, ctx.tz)}?`,
    buttons: [
      { id: buttonIds.cancelYes, title: 'Sí, cancelar' },
      { id: buttonIds.cancelNo, title: 'No, mantenerla' },
    ],
  }),
  cancelled: (ctx: AssistantContext, start: number): AssistantReply => ({
    text: `Tu cita del ${formatAppointmentMoment(start, ctx.tz)} quedó cancelada. Si quieres agendar otra, aquí estoy.`,
    buttons: [{ id: buttonIds.menu('book'), title: 'Agendar cita' }],
  }),
  cancelKept: (ctx: AssistantContext, start: number): AssistantReply => ({
    text: `Perfecto, mantenemos tu cita del ${formatAppointmentMoment(start, ctx.tz)}. ¡Te esperamos!`,
  }),
  appointmentGone: 'Esa cita ya no está vigente. Si quieres agendar otra, escríbeme.',
  /** Where and when the clinic attends, without the services (asked beside a confirmation). */
  whereAndWhen: (ctx: AssistantContext) => `${ctx.clinicName} atiende ${hoursText(ctx.config)}.\n${say.where(ctx)}`,
  where: (ctx: AssistantContext) => `Estamos en ${ctx.locations.map((l) => l.name).join(' y ')}.`,
  info: (ctx: AssistantContext): AssistantReply => ({
    text: `${say.whereAndWhen(ctx)}\nServicios:\n${ctx.services
      .map((s) => `• ${s.name}: ${price(ctx, s.price)} (${s.durationMin} min)`)
      .join('\n')}\n¿Quieres agendar una cita?`,
    buttons: [{ id: buttonIds.menu('book'), title: 'Agendar cita' }],
  }),
  /** A service's price and length, said before its times when both were asked. */
  priceLine: (ctx: AssistantContext, s: { name: string; price: number; durationMin: number }) =>
    `${s.name} cuesta ${price(ctx, s.price)} y dura ${s.durationMin} minutos.`,
  price: (
    ctx: AssistantContext,
    s: { id: string; name: string; price: number; durationMin: number },
  ): AssistantReply => ({
    text: `${say.priceLine(ctx, s)} ¿Te agendo una cita?`,
    buttons: [{ id: buttonIds.service(s.id), title: 'Sí, agendar' }],
  }),
  /** Several prices asked at once: each line, and a button per service to book it. */
  prices: (ctx: AssistantContext, services: readonly ContextService[]): AssistantReply => ({
    text: `${services.map((s) => say.priceLine(ctx, s)).join('\n')}\n¿Te agendo alguno?`,
    buttons: services.slice(0, 3).map((s) => ({ id: buttonIds.service(s.id), title: clip(s.name) })),
  }),
  handoff: (ctx: AssistantContext) =>
    `Con gusto. Le aviso al equipo de ${ctx.clinicName}: una persona te responderá por aquí en breve. 🙌`,
  handoffAfterMisses: (ctx: AssistantContext) =>
    `Parece que no te estoy entendiendo bien, perdona. Le pido a una persona del equipo de ${ctx.clinicName} que te escriba por aquí en breve. 🙌`,
  miss: 'Perdona, no te entendí 🙈. ',
  missMenu: (): AssistantReply => ({
    text: 'Perdona, no te entendí 🙈. ¿Me ayudas eligiendo una opción?',
    buttons: menuButtons(),
  }),
  nonText: 'Por ahora solo puedo leer mensajes de texto 🙏. ¿Me lo escribes, por favor?',
  /** Insurance, payment, invoices: what only the clinic's people can answer. */
  staffQuestion: 'Eso te lo confirma una persona del equipo: si quieres, escribe «hablar con una persona».',
  thanks: (ctx: AssistantContext) => `¡Con gusto! Aquí estoy si necesitas algo más. — ${ctx.clinicName}`,
  /** A message sent to the wrong chat ("perdón, era para otra persona"): no harm done, nothing asked. */
  mistaken: (ctx: AssistantContext) => `¡No hay problema! 😊 Si necesitas algo de ${ctx.clinicName}, aquí estoy.`,
  askNameAgain: 'Perdona, no entendí el nombre. ¿Me escribes tu nombre y apellido?',
  whyName:
    'Lo usamos solo para registrar tu cita en la clínica y saludarte por tu nombre cuando llegues. ¿A nombre de quién la agendo? Escríbeme nombre y apellido.',
  /** A time chosen in words, read back before anything is booked or moved (serviceName: a booking). */
  readBack: (ctx: AssistantContext, slot: OfferedSlot, serviceName: string | undefined): AssistantReply =>
    serviceName === undefined
      ? {
          text: `¿Te cambio la cita al ${momentWords(slot.start, ctx.tz)} ${withWhom(ctx, slot.resourceId)}?`,
          buttons: [
            { id: buttonIds.okYes, title: 'Sí, cambiar' },
            { id: buttonIds.okNo, title: 'No' },
          ],
        }
      : {
          text: `¿Te agendo ${serviceName} el ${momentWords(slot.start, ctx.tz)} ${withWhom(ctx, slot.resourceId)}?`,
          buttons: [
            { id: buttonIds.okYes, title: 'Sí, agendar' },
            { id: buttonIds.okNo, title: 'No' },
          ],
        },
  readBackNo: 'Está bien, no lo hago. ',
  /** A request to book with times offered and none chosen: the times again. */
  whichToBook: '¡Claro! Dime cuál de estos horarios te agendo. ',
  /** What could not be met, and what comes instead: "El jueves 26 de noviembre a las 12:00 ya está ocupado; ese día tengo estos horarios. " */
  unmet: (ctx: AssistantContext, wish: Preference, sameDay: boolean): string => {
    const said = wishWords(ctx, wish);
    const what = said ? `${said.charAt(0).toUpperCase()}${said.slice(1)}` : 'A esa hora';
    const { open, close } = openingMinutes(ctx.config);
    const closed = wish.minutes !== undefined && (wish.minutes < open || wish.minutes >= close);
    const why = closed
      ? `${ctx.clinicName} no atiende`
      : wish.minutes !== undefined
        ? 'ya está ocupado'
        : 'no me queda espacio';
    return `${what} ${why}${sameDay ? ', pero ese día hay otros horarios' : ''}. `;
  },
  optOutAsk: (ctx: AssistantContext): AssistantReply => ({
    text: `¿Quieres dejar de recibir mensajes de ${ctx.clinicName}?`,
    buttons: [
      { id: buttonIds.okYes, title: 'Sí, no escribir más' },
      { id: buttonIds.okNo, title: 'No' },
    ],
  }),
  optOutKept: 'Perfecto, seguimos en contacto. Si necesitas algo, aquí estoy.',
  optedOut: 'Listo, no te enviaremos más mensajes automáticos. Escribe VOLVER si quieres recibirlos de nuevo.',
  nothingToOffer: (ctx: AssistantContext) =>
    `Gracias por escribir a ${ctx.clinicName}. Aún no puedo agendar por aquí: le aviso al equipo y te escribirán por este chat en breve. 🙌`,
  english: (ctx: AssistantContext): AssistantReply => ({
    text: `Hi! I'm ${ctx.clinicName}'s virtual assistant. I can book, change or cancel your appointment — I answer in Spanish, but you can simply tap an option below.`,
    buttons: menuButtons(),
  }),
  afterQuestionButtons: () => [{ id: buttonIds.menu('book'), title: 'Agendar cita' }],
} as const;

function waitButton(serviceId: string) {
  return { id: buttonIds.wait(serviceId), title: 'Avísame si se libera' };
}

function seriesButtons() {
  return [
    { id: buttonIds.seriesWeeks(4), title: '4 semanas' },
    { id: buttonIds.seriesWeeks(8), title: '8 semanas' },
    { id: buttonIds.seriesNo, title: 'No, gracias' },
  ];
}

/** "15 de diciembre". */
export function dayWords(date: string): string {
  const [, m, d] = date.split('-').map(Number);
  return `${d} de ${spanishMonths[m! - 1]}`;
}

/** "el 3, 10 y 17 de diciembre": the local dates of some starts. */
function datesWords(ctx: AssistantContext, starts: number[]): string {
  const dates = starts.map((s) => instantToZoned(s, ctx.tz).date).sort();
  const words = dates.map((d, i) => {
    const next = dates[i + 1];
    const sameMonth = next !== undefined && next.slice(0, 7) === d.slice(0, 7);
    return sameMonth ? String(Number(d.slice(8))) : dayWords(d);
  });
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} y ${words.at(-1)}` : (words[0] ?? '');
  return `el ${list}`;
}

const isoDays = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

/**
 * The entry in words: "Te aviso si se libera un horario de Limpieza dental con la Dra. Ana, martes o
 * jueves en la tarde, hasta el 15 de diciembre." (or "antes de tu cita del …" for a move earlier).
 */
export function waitlistWords(ctx: AssistantContext, wish: WaitlistWish): string {
  const service = ctx.services.find((s) => s.id === wish.serviceId)?.name ?? 'tu servicio';
  const held = wish.appointmentId ? ctx.patient.appointments.find((a) => a.id === wish.appointmentId) : undefined;
  const parts = [`Te aviso si se libera un horario de ${service}`];
  if (wish.resourceId) parts[0] += ` ${withWhom(ctx, wish.resourceId)}`;
  if (held) parts[0] += ` antes de tu cita del ${formatAppointmentMoment(held.start, ctx.tz)}`;
  const when: string[] = [];
  if (wish.days.length > 0 && wish.days.length < 6) {
    const names = wish.days.map((d) => isoDays[d - 1]!);
    when.push(names.length > 1 ? `${names.slice(0, -1).join(', ')} o ${names.at(-1)}` : names[0]!);
  }
  if (wish.fromMin !== undefined && wish.toMin !== undefined)
    when.push(`entre las ${hhmm(wish.fromMin)} y las ${hhmm(wish.toMin)}`);
  else if (wish.fromMin === 720) when.push('en la tarde');
  else if (wish.toMin === 720) when.push('en la mañana');
  else if (wish.fromMin !== undefined) when.push(`desde las ${hhmm(wish.fromMin)}`);
  else if (wish.toMin !== undefined) when.push(`antes de las ${hhmm(wish.toMin)}`);
  if (when.length > 0) parts.push(when.join(' '));
  // Moving an appointment earlier: its own day is the limit, and taking an offer moves it.
  if (held) return `${parts.join(', ')}, y si lo tomas te cambio la cita.`;
  parts.push(`hasta el ${dayWords(wish.until)}`);
  return `${parts.join(', ')}.`;
}

/** Rooms are spoken as a place ("en Sala 2"), people as company ("con Dra. Rojas"). */
export function withWhom(ctx: AssistantContext, id: string): string {
  return withResource(resourceName(ctx, id));
}

/** "jueves 3 de diciembre a las 15:00". */
export function momentWords(start: number, tz: string): string {
  return formatAppointmentMoment(start, tz).replace(/, (\d{2}:\d{2})$/, ' a las $1');
}

const weekdaysLower = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A wish in words: "el jueves 26 de noviembre a las 12:00", "el viernes en la tarde", "después de las 16:00". */
export function wishWords(ctx: AssistantContext, wish: Preference): string {
  const parts: string[] = [];
  if (wish.date) {
    const noon = zonedToInstant(wish.date, 720, ctx.tz);
    parts.push(`el ${formatAppointmentMoment(noon, ctx.tz).replace(/, \d{2}:\d{2}$/, '')}`);
  } else if (wish.weekday !== undefined) parts.push(`el ${weekdaysLower[wish.weekday]}`);
  else if (wish.weekdays?.length) parts.push(`el ${wish.weekdays.map((d) => weekdaysLower[d]).join(' o el ')}`);
  else if (wish.from && wish.to) parts.push('esa semana');
  else if (wish.from)
    parts.push(
      `desde el ${formatAppointmentMoment(zonedToInstant(wish.from, 720, ctx.tz), ctx.tz).replace(/, \d{2}:\d{2}$/, '')}`,
    );
  if (wish.minutes !== undefined) parts.push(`a las ${hhmm(wish.minutes)}`);
  else if (wish.times?.length) parts.push(`a las ${wish.times.map(hhmm).join(' o ')}`);
  else if (wish.after !== undefined && wish.before !== undefined)
    parts.push(`entre las ${hhmm(wish.after)} y las ${hhmm(wish.before)}`);
  else if (wish.after !== undefined) parts.push(`después de las ${hhmm(wish.after)}`);
  else if (wish.before !== undefined) parts.push(`antes de las ${hhmm(wish.before)}`);
  else if (wish.part)
    parts.push({ morning: 'en la mañana', afternoon: 'en la tarde', evening: 'en la noche' }[wish.part]);
  if (parts.length === 0 && wish.resourceId) parts.push(withWhom(ctx, wish.resourceId));
  return parts.join(' ');
}

export function resourceName(ctx: AssistantContext, id: string): string {
  return ctx.resources.find((r) => r.id === id)?.name ?? 'nuestro equipo';
}

function placeName(ctx: AssistantContext, resourceId: string): string {
  const locationId = ctx.resources.find((r) => r.id === resourceId)?.locationId;
  return ctx.locations.find((l) => l.id === locationId)?.name ?? ctx.clinicName;
}

function price(ctx: AssistantContext, amount: number): string {
  const currency: Currency = isCurrency(ctx.currency) ? ctx.currency : 'USD';
  return formatMoney(amount, currency);
}

/** "de lunes a viernes de 08:00 a 18:00 y sábado de 08:00 a 12:00": consecutive days with equal hours together. */
export function hoursText(config: Config): string {
  const week = weeklyHoursOf(config);
  const key = (i: number) => (week[i] ?? []).map((r) => `${r.open}-${r.close}`).join(',');
  const groups: { from: number; to: number }[] = [];
  for (let i = 0; i < 7; i++) {
    const last = groups[groups.length - 1];
    if (last && key(last.to) === key(i)) last.to = i;
    else groups.push({ from: i, to: i });
  }
  const parts = groups
    .filter((g) => (week[g.from] ?? []).length > 0)
    .map((g) => {
      const days =
        g.from === g.to
          ? weekdayNames[g.from]!.toLowerCase()
          : `de ${weekdayNames[g.from]!.toLowerCase()} a ${weekdayNames[g.to]!.toLowerCase()}`;
      const ranges = (week[g.from] ?? []).map((r) => `de ${r.open} a ${r.close}`).join(' y ');
      return `${days} ${ranges}`;
    });
  return parts.length > 0 ? parts.join('; ') : 'con cita previa';
}
