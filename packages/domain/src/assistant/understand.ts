/**
 * What a patient's message means to the receptionist (docs/product.md#chat-receptionist), by rules
 * on accent-folded Spanish: button and list ids first, then keywords and phrases (with one typo
 * forgiven in longer words), then days and times (dates.ts). No model is needed; every reading is a
 * plain function, tested on its own.
 */
import { normalizeMessage, readYesNo as readAnswer, type YesNoWords } from '../messaging/answers.ts';
import { foldText } from '../messaging/intents.ts';
import { asksToStopMessages } from '../messaging/opt-out-words.ts';
import type { OfferedSlot } from './types.ts';
import { correctTypos } from './typos.ts';

export { correctTypos, editDistance, tolerance } from './typos.ts';

export type Intent =
  | 'greet'
  | 'book'
  | 'reschedule'
  | 'cancel'
  | 'info'
  | 'human'
  | 'thanks'
  | 'more'
  | 'menu'
  /** "Perdón, me equivoqué de chat", "wrong number": the message was meant for someone else. */
  | 'mistaken'
  /** "avísame si se libera algo", "anótame en la lista de espera". */
  | 'waitlist'
  /** "¿hay algo antes?", "quiero adelantar mi cita": an earlier time for the appointment held. */
  | 'earlier';

/** Ids of the receptionist's own buttons; a tap sends the id back. */
export const buttonIds = {
  menu: (intent: 'book' | 'reschedule' | 'cancel' | 'info' | 'human') => `a:menu:${intent}`,
  service: (id: string) => `a:svc:${id}`,
  slot: (s: OfferedSlot) => `a:slot:${s.start.toString(36)}:${s.resourceId}`,
  appointment: (id: string) => `a:appt:${id}`,
  cancelYes: 'a:cancel:yes',
  cancelNo: 'a:cancel:no',
  /** The answer to a read-back ("¿Te cambio la cita al jueves…?"). */
  okYes: 'a:ok:yes',
  okNo: 'a:ok:no',
  nameOk: 'a:name:ok',
  more: 'a:more',
  /** "Avisarme si se libera" next to the times of a service. */
  wait: (serviceId: string) => `a:wait:${serviceId}`,
  /** "¿Te reservo la misma hora las próximas semanas?": 4, 8 weeks, or no. */
  seriesWeeks: (weeks: number) => `a:series:${weeks}`,
  seriesNo: 'a:series:no',
  /** Only the free weeks of a series that collided. */
  seriesFree: 'a:series:free',
} as const;

// Greetings go first: "buenas tardes" must not read as "en la tarde". The courtesies that open a
// message before its wish count as greetings: "disculpe la hora", "qué pena con usted", "una pregunta".
const greeting =
  /\b(hola+|holis?|holi|ola|hla|oye|oiga|oigan|che|ey|pura vida|buenas (tardes|noches)|buenos dias|buen dia|buenas|saludos|que tal|que onda|quiubo|quihubo|upe|wena|wenas|hey|hi|hello|alo|alo+|(disculpe|disculpa|disculpen|disculpeme|disculpame|perdone|perdona|perdonen|perdon|lamento|siento)( (la|las|el) (molestia|molestias|hora|horas|horario|inconveniente))|disculpe|disculpa|disculpen|disculpeme|disculpame|que pena( con (usted|ustedes|vos)| contigo)?|(una|tengo una|le hago una|te hago una|hago una|otra) (pregunt\w*|duda\w*|consultita)|(le|te|los|las) (molesto|molestaria|interrumpo))\b/g;

/** The text with greetings taken out, for the rules about days and times. */
export function withoutGreetings(folded: string): string {
  return folded.replace(greeting, ' ').replace(/\s+/g, ' ').trim();
}

/** Enclitic pronouns, longest first: "cancélela" → "cancele", "pasármela" → "pasar", "bájame" → "baja". */
const clitics = [
  'mela',
  'melo',
  'selo',
  'sela',
  'telo',
  'tela',
  'noslo',
  'nosla',
  'las',
  'los',
  'les',
  'nos',
  'la',
  'lo',
  'le',
  'me',
  'te',
  'se',
];

/** A word and its forms without an enclitic pronoun. */
export function withoutClitics(word: string): string[] {
  const out = [word];
  for (const c of clitics) {
    if (word.length > c.length + 3 && word.endsWith(c)) {
      const stem = word.slice(0, -c.length);
      out.push(stem);
      // "cambiármela" → "cambiarme" → "cambiar".
      for (const c2 of clitics)
        if (stem.length > c2.length + 3 && stem.endsWith(c2)) out.push(stem.slice(0, -c2.length));
    }
  }
  return out;
}

const moveVerbs = [
  /^cambi(ar|o|a|as|amos|an|e|es|en|emos|ad|ais|eis|ado|ada|ando|aria|arian|arias|ariamos|ariais|arme|arte|ara|aras)$/,
  /^(mov|muev)(er|o|e|es|a|as|emos|en|an|ed|eis|ais|ido|ida|iendo|eria|erian|erias|eriais|amos)$/,
  /^(reprogram|reagend|recalendariz|reprogam|reprograr)\w*$/,
  /^(re)?corr(er|o|e|es|emos|en|a|as|an|ed|eis|ais|ido|ida|iendo|eria|erian|erias|eriais|amos)$/,
  /^(pospon|pospus|posterg|aplaz|adelant|atras|retras|traslad)\w*$/,
];
const passVerb = /^pas(ar|o|a|as|amos|an|e|es|en|ad|ais|eis|ado|ada|ando|aria|arian|arias|ariais)$/;
const cancelVerbs = [/^(cancel|anul|suspend|desagend|desapunt)\w*$/];
const lowerVerb = /^baj(ar|a|e|en|o|as|es|amos|ad|ais|eis)$/;
/**
 * What "pásame" gives rather than moves: times to choose from ("pasame turnos", "me pasás los
 * horarios", "pásame una hora") or something to read ("pásame la ubicación", "el precio").
 */
const passedThing =
  /^(?:(?:los|las|unos|unas|algunos|algunas|mas|otros|otras) )?(?:turnos|horarios|horas|citas|opciones|fechas|espacios|cupos|precios|datos|dias disponibles)\b|^(?:un|una|algun|alguna) (?:turno|cita|hora|espacio|cupo|horario)\b|^(?:(?:la|el|tu|su) )?(?:ubicacion|direccion|mapa|link|enlace|precio|numero|telefono|info|informacion|lista|disponibilidad)\b/;
/** "turno", "hora", "cita", "consulta", "reserva": an appointment, however a country calls it. */
const appointmentNoun = /\b(cita|citas|turno|turnos|hora|reserva|consulta|sesion|control|la|lo|mi)\b/;

/** The patient speaks of an appointment they hold: "tengo cita el jueves", "mi turno". */
const heldAppointment = /\b(tengo|tenia|tenemos|mi) (una )?(cita|turno|hora|consulta|reserva)\b/;

/**
 * The appointment held, named by its day, wanted at another time with no verb of moving: "la hora del
 * miércoles la necesito pa la semana que viene", "mi cita del jueves la quiero para el viernes".
 */
const heldWantedElsewhere =
  /\b(la|mi|el) (cita|turno|hora|consulta|reserva) (del|de el|de este|de la) \w+\b.*\b(la|lo|me la|me lo) (necesito|necesitaria|quiero|quisiera|querria|prefiero|ocupo|ocuparia) (para|pa|pal|en)\b/;

/** Whether the message asks to move an appointment, in any person, with clitics and regional verbs. */
export function asksToMove(folded: string): boolean {
  const ws = folded.split(' ');
  for (const [i, w] of ws.entries()) {
    const forms = withoutClitics(w);
    if (forms.some((f) => moveVerbs.some((re) => re.test(f)))) {
      // "cambio" alone is a noun too; "cambiar de servicio" is no move of a time.
      return true;
    }
    if (forms.some((f) => passVerb.test(f))) {
      const near = ws.slice(Math.max(0, i - 3), i + 4).join(' ');
      if (/\bpasado manana\b/.test(near) || /\bque (paso|pasa)\b/.test(near)) continue;
      // "la vez pasada", "la semana pasada": a time gone by, no move.
      if (/^pasad[ao]$/.test(w) && /^(vez|semana|ano|mes|vuelta|ocasion)$/.test(ws[i - 1] ?? '')) continue;
      if (passedThing.test(ws.slice(i + 1, i + 4).join(' '))) continue;
      // "Tengo cita el jueves pero ... ¿se podrá pasar para el viernes?": the appointment named earlier in the message.
      if (forms.length > 1 || appointmentNoun.test(near) || heldAppointment.test(folded)) return true;
    }
  }
  if (heldWantedElsewhere.test(folded)) return true;
  // "¿La dejamos para otro día?", "déjemela para el viernes": the appointment put to another day.
  return /\b(otra fecha|otro dia para mi (cita|turno|hora))\b|\b(mas tarde|mas temprano|otra hora|otro horario) (el mismo dia|ese mismo dia|ese dia)\b|\bdej(ar|a|e|en|emos|amos|ame|eme|enme)(la|lo|mela|melo|sela|selo|nosla) para (el|la|manana|pasado|otro|otra|hoy|\d)|\b(la|lo|me la|nos la|se la)? ?(dejamos|dejemos|dejo|deja|dejen|deje|dejarla|dejemela|dejamela|dejenmela|podemos dejar|puedo dejar|podria dejar) para (otro dia|otra semana|la otra semana|la semana que viene|la proxima semana|el (lunes|martes|miercoles|jueves|viernes|sabado)|el mes que viene|el proximo mes|el otro mes|(principios|inicios|mediados|fines|finales|fin) de \w+|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\b/.test(
    folded,
  );
}

/**
 * The appointment kept as it is, said with nothing else asked: "no, la mantengo", "mejor la dejo
 * así", "no la cancelo", "sigue en pie".
 */
export function keepsAppointment(folded: string): boolean {
  return /\b(la|lo) (mantengo|mantenemos|dejo (igual|asi|como esta))\b|\bmantener(la|lo)?\b|\bno (la|lo) (cancelo|cambio|muevo)\b|\bdej(a|e|en|o|amos)(la|lo)? (igual|asi|como esta)\b|\bsigue (igual|en pie)\b/.test(
    folded,
  );
}

/**
 * Who the appointment is for, or their age, said on the way: "es para mi mamá, tiene 80 años", "para
 * mi hijo de 8 años". Nothing to act on, and no miss either.
 */
export function saysForWhom(folded: string): boolean {
  return /\b(es |seria )?para (mi|mis) (mama|mami|madre|papa|papi|padre|hij[oa]s?|hijit[oa]|nin[oa]s?|bebe|nene|nena|espos[oa]|marido|mujer|novi[oa]|abuel[oa]|abuelit[oa]|niet[oa]|herman[oa]|ti[oa]|suegr[oa]|pareja|familia|amig[oa])\b|\b(tiene|tengo|de) \d{1,3} (anos|anitos|meses)\b/.test(
    folded,
  );
}

/** Whether the message asks to cancel an appointment ("cancélela", "anular la del viernes", "bájame el turno"). */
export function asksToCancel(folded: string): boolean {
  const ws = folded.split(' ');
  for (const [i, w] of ws.entries()) {
    const forms = withoutClitics(w);
    if (forms.some((f) => cancelVerbs.some((re) => re.test(f)))) return true;
    if (forms.some((f) => lowerVerb.test(f))) {
      const near = ws.slice(i, i + 4).join(' ');
      if (forms.length > 1 || /\b(cita|turno|hora|reserva)\b/.test(near)) return true;
    }
  }
  return /\b(dar|den|de|darme|dame|denme) de baja (el|mi|la) (cita|turno|hora|reserva)\b|\bno (voy a|podre|puedo|alcanzo a|llego a|vamos a|podremos|podemos|va a) (poder )?(ir|asistir|llegar|acudir)\b|\bno voy a poder\b|\b(borrar|eliminar|quitar) (mi|la|el) (cita|turno|hora|reserva)\b/.test(
    folded,
  );
}

/**
 * The new appointment put off for later: "cancélela, luego les escribo para sacar otra", "después
 * agendo otra". A cancellation, not a change of time.
 */
export function defersRebooking(folded: string): boolean {
  return /\b(reagendar|reprogramar|reagendo|reprogramo|agendar otra|sacar otra|pedir otra) (mas adelante|luego|despues|en otro momento|cuando pueda|cuando sepa)\b|\b(luego|despues|mas adelante|mas tarde|otro dia|en otro momento|cuando pueda|cuando sepa)( (les|le|te|os|yo))? (escribo|aviso|llamo|contacto|escribire|avisare|llamare|saco|agendo|reservo|pido|busco|sacare|agendare|reservare|vemos)\b|\b(les|le|te|os) (escribo|aviso|llamo|contacto|escribire|avisare|llamare) (luego|despues|mas adelante|mas tarde|otro dia|en otro momento|cuando pueda|cuando sepa)\b/.test(
    folded,
  );
}

/**
 * A question only the clinic's people can answer: insurance, payment, invoices ("¿aceptan seguro?",
 * "¿reciben tarjeta?", "¿trabajan con EPS?"). "seguro" alone is also "sure" ("voy seguro").
 */
export function asksStaffOnly(folded: string): boolean {
  return (
    asksAboutVisit(folded) ||
    /\b(el|mi|su|con|por|algun|un|aceptan|acepta|aceptais|reciben|recibe|recibis|cubre|cubren|tienen|trabajan con) seguros?\b|\bseguros? (medicos?|de salud|privados?|social)\b|\b(aseguradoras?|polizas?|eps|prepagada|prepaga|obra social|isapre|fonasa|mutua|mutualista|formas? de pago|medios? de pago|tarjetas?|sinpe|transferencias?|facturas?|insurance|parqueo|parqueos|parking|estacionamiento|aparcamiento|parqueadero|donde (estacionar|parquear|aparcar))\b/.test(
      folded,
    )
  );
}

/**
 * How the visit goes, which the clinic's people answer: "¿puedo llegar 15 min antes?", "¿se puede ir
 * con acompañante?", "¿puedo llevar a mi hijo?", "¿el blanqueamiento duele?" (a procedure asked about;
 * "me duele una muela" is the patient's pain, toldSymptom).
 */
export function asksAboutVisit(folded: string): boolean {
  return /\bllegar (un poco |unos minutos |\d+ ?(min|minutos) )?(antes|mas temprano|con anticipacion)\b|\b(acompanante|acompanantes|acompanad[oa])\b|\b(ir|entrar|pasar|llegar) con (alguien|mi|un|una)\b|\b(llevar|traer) a (mi|mis|un|una)\b|(?<!\b(me|le|nos|te|les) )\b(duele|duelen|es doloros[oa]|son doloros[oa]s|anestesia)\b/.test(
    folded,
  );
}

// "¿Atiende la Dra. Méndez?" asks who sees the patient (a booking), so "atender" is a person only with
// a person or the front desk ("me puede atender una persona"); "¿con quién puedo hablar?" asks for one.
// Staff as each country calls them: "un ejecutivo" is who answers customers in Chile and Peru. "¿Hay
// alguien ahí?" alone asks whether a person reads the chat. "Que me contacten" asks for a person, but not
// after "no quiero": "ya no quiero que me contacten" asks for no more messages (opt-out-words.ts).
const humanRequest =
  /\b(hablar|hablo|comunicar|comunicarme|comunicarnos|comunica|comunique|comuniquen|comunicas|comunicame|comuniqueme|comuniquenme|pasar|pasame|pasenme|paseme|contactar|conversar|chatear)( me)? (con )?(una |un |1 |alguna |algun |la |el |alguien )?(persona|humano|humana|alguien|asesor|asesora|operador|operadora|agente|ejecutivo|ejecutiva|recepcion|recepcionista|secretaria|secretario|encargado|encargada|doctor|doctora)\b|\b(atender|atenderme|atienda|atiende|atiendan)( me)? (una |un |1 |alguna |algun |la |el )?(persona|humano|humana|asesor|asesora|operador|operadora|agente|recepcionista|secretaria|secretario|encargado|encargada)\b|\bcon quien (puedo |podria |debo |tengo que )?(hablar|hablo|comunicarme|me comunico|me puedo comunicar)\b|\b(persona real|persona de verdad|persona del equipo|ser humano|un humano|una humana|recepcionista|asesor|asesora|operador|operadora|agente humano|secretaria)\b|\b(hablar|hablo|comunicar|comunicarme|comunica|comunique|comuniquen|comuniqueme|pasar|pasame|paseme|pasenme|pase|pasen)( me)? con (una|un|la|el) (senorita|senora|senor|muchacha|muchacho|chica|chico)( de (la )?(clinica|recepcion|ustedes))?\b|\bcon alguien\b|\b(persona|humano|humana|alguien|asesor|asesora|agente|operador|operadora)( real| de verdad)? (con quien|con la que|con el que|que me) (pueda |puedo |podria )?(hablar|atienda|atiendan|responda|conteste|ayude|comunicarme)\b|\balguien (que|q) (me )?(pueda |puede |podria )?(atienda|atender|atenderme|ayude|ayudar|ayudarme|responda)\b|\b(atender|atiende|atienda) alguien\b|\b(atender|atenderme|atendid[oa])( me)? (por )?(una|un|alguna|algun) (persona|humano|humana|asesor|asesora|operador|operadora|agente)\b|\balguien de (la )?(recepcion|clinica|ustedes|atencion|su equipo|el equipo)\b|\b(llamenme|llameme|llamarme|me pueden llamar|me llaman|me puede llamar)\b|(?<!\bno (?:quiero|deseo|necesito|ocupo|me interesa) )\bque me (llame|llamen|contacte|contacten|marque|marquen)\b|\b(talk|speak) (to|with) (a |someone|somebody|a person|a human|an agent)|\breal person\b|\bhay (alguien|alguna persona|una persona)( (ahi|alli|ai|por ahi|atendiendo|en linea))?$|\b(is|are) (anyone|anybody|someone|somebody) there\b|\b(someone|somebody|anyone) (from|at) (the |your )?(clinic|office|reception)\b|\bcall me\b/;

/** "¿Cuándo tenéis hueco?", "¿qué día tienen libre?": free times asked for, with no day named. */
const whenFree =
  /\b(cuando|que dias?|que fechas?|para cuando) (tienen|teneis|tenes|tiene|tienes|hay|habria|tendrian|tendran|tendrias)( (hueco|huequito|espacio|campo|cupo|lugar|disponibilidad|disponible|libre|citas?|turnos?))\b/;

const patterns: [Intent, RegExp][] = [
  ['human', humanRequest],
  ['book', whenFree],
  // Among the times offered, "¿cuándo tenéis hueco?" asks for more of them.
  ['more', whenFree],
  [
    'book',
    /\b(agendar|agenda|agendame|agendarme|agendamelo|agendamela|agendenmelo|agendenmela|agendemelo|agendemela|agendalo|agendala|agendo|agende|agenden|reservar|reserva|reservame|reservamelo|reservamela|reservenmelo|reservenmela|reservalo|reservala|reservo|cita|citas|turno|turnos|apartar|aparta|apartame|sacar|saco|quisiera|necesito|ocupo|me gustaria|(pedir|una|sacar|necesito|quiero|reservar|agendar|tener|dar|dan|da|hay|tienen|tiene|conseguir) hora|hora (con|para)|consulta con|book)\b/,
  ],
  // "¿Qué días tienen disponibles?", "¿hay disponibilidad?": free times asked for, a booking.
  [
    'book',
    /\b(que|cuales|cual) (dias|fechas|turnos|citas|horas|horarios|espacios|cupos)( (tienen|tenes|tienes|teneis|hay|quedan|les quedan))? (disponibles?|libres?)\b|\b(hay|tiene|tienen|tenes|tienes|teneis) disponibilidad\b/,
  ],
  [
    'info',
    /\b(horario|horarios|abren|abris|abre|abrimos|abiertos|abierto|cierran|cerrais|cierra|atienden|atendeis|atiende|trabajan|trabajais|ubicacion|ubicados|ubicadas|direccion|donde (estan|queda|quedan|estais)|precio|precios|cuanto (me |nos |le )?(cuesta|cuestan|sale|salen|vale|valen|cobran|cobrais|cobra|es)|costo|costos|tarifa|tarifas|servicios|que (hacen|ofrecen)|open|hours|address|price|how much|cost)\b/,
  ],
  [
    'more',
    /\b(mas (horarios|opciones|tarde)|otros? (horarios?|opciones)|ninguno|ninguna|ver mas|otra opcion|no me (sirve|sirven|queda|quedan|viene|vienen))\b/,
  ],
  ['menu', /^(menu|opciones|ayuda|inicio|empezar|help)$/],
  [
    'mistaken',
    /\b(me equivoque|equivocad[oa]|equivoque) de (chat|numero|contacto|persona|conversacion|grupo|whatsapp)\b|\b(mensaje|chat|numero) equivocad[oa]\b|\b(era|iba) para (otra persona|alguien mas|otro contacto|otr[oa] (chat|grupo|conversacion|numero|whatsapp))\b|\bno era para (ustedes|usted|vos|ti)\b|\bwrong (chat|number|person|contact)\b|^(perdon|perdona|disculpa|disculpe|disculpen|sorry|lo siento|ups|uy) ?(me equivoque|me he equivocado|me equivoco|equivocad[oa])( perdon| disculpa| disculpe| sorry)?$/,
  ],
  // "ya sé llegar", "ya sé dónde es": nothing to send, taken like thanks.
  [
    'thanks',
    /\b(gracias|grax|grs|thanks|thank you|mil gracias|muy amables?|bendiciones|dios (le|te|les|los|las) (pague|bendiga)|(se|te|les|os) (lo )?agradezco)\b|\bya (se|sabemos|conozco) (llegar|como llegar|donde (es|queda|quedan|estan|estais))\b/,
  ],
  ['greet', greeting],
];

/** Telling the patient when something frees up: "avísame", "me avisan", "me escribes". */
const tellMe =
  /\b(avis\w*|me (avisa|avisas|avisan|avisen|avise|avisais|escribe|escribes|escriben|escribis|contactan|contactas|contacta|dicen|dices|decis))\b/;
/** Something freeing up: "si se libera", "si se desocupa algo", "si alguien cancela", "si queda un hueco". */
const freesUp =
  /\b(si|cuando|en cuanto|apenas) (se )?(libera|liberan|libere|liberen|desocupa|desocupan|desocupe|abre|abren|suelta|cae|queda|quedan)\b|\bse (libera|liberan|libere|desocupa|desocupe|abre|cae)\w*\b|\b(alguien|algun paciente|alguno|otro paciente|alguna persona) (cancel\w*|anul\w*|falla|falta|se baja|no va|no viene|suelta)\b|\b(cancelacion|cancelaciones|hueco|huequito|espacio libre|cupo libre)\b/;
const waitlistWords =
  /\blista de espera\b|\blista de esperas\b|\b(anot|apunt)(a|e|en|ar|as|ame|eme|enme|arme|ame|ame)\b.*\b(lista|espera|cancel\w*|libera\w*|hueco)\b|\b(ponme|pongame|ponganme|ponerme|meteme|agregame|agregueme|sumame) (en|a) (la )?(lista|espera)\b/;
/** "¿hay algo antes?", "más temprano", "adelantar mi cita". */
const earlierWords =
  /\badelant(ar|o|a|as|en|e|ame|eme|enme|arme|arla|arlo|amela|emela|enmela|armela|ado|ada|ando|aria|arian)\b|\b(algo|alguna|alguno|hora|turno|cita|horario|espacio|campo|cupo|hueco|lugar|fecha|dia) (mas )?(antes|temprano|pronto|cerca)\b(?! (de|del|que) (las|la|el|mediodia|almuerzo|\d)(?! (del|de mi|de la|que tengo)\b))|\bmas (pronto|temprano|cerca)( que| de lo que| posible)?\b(?! (de|del) (las|la|el|mediodia|almuerzo|\d))|\bantes ((de|que) (mi|la|el)|mi) (cita|turno|hora|consulta)\b|\b(atender|atenderme|atiendan|atienda|verme|vean) (mas )?(antes|pronto)\b(?! (de|del|que) (las|la|el|mediodia|almuerzo|\d))/;

/** Whether the message asks to be told when a time frees up (the waitlist), with no time chosen. */
export function asksForWaitlist(folded: string): boolean {
  if (waitlistWords.test(folded)) return true;
  return (
    tellMe.test(folded) &&
    (freesUp.test(folded) ||
      /\bsi (hay|sale|aparece|surge|tienen) (algo|alguno|alguna|un|una|espacio|campo|cupo|hueco|lugar)\b/.test(folded))
  );
}

/** Whether the message asks for an earlier time than the appointment held ("¿hay algo antes?"). */
export function asksForEarlier(folded: string): boolean {
  return earlierWords.test(folded);
}

/** "No me mandes la ubicación, ya sé dónde es": the address declined, not asked for. */
const knowsTheWay =
  /\bya (se|sabemos|conozco) (llegar|como llegar|donde (es|queda|quedan|estan|estais))\b|\bno (hace falta|es necesario|necesito) que me (mandes|mande|manden|mandeis|envies|envie|envien|envieis|pases|pasen) (la|el) (ubicacion|direccion|mapa)\b|\bno me (mandes|mande|manden|mandeis|envies|envie|envien|envieis|pases|pasen) (mas )?(la|el) (ubicacion|direccion|mapa)\b/;

/** A tooth or gum trouble told: "me duele una muela", "se me partió un diente", "me sangran las encías". */
const toothWord =
  /\b(muelas?|dientes?|encias?|caries|calzas?|brackets?|corona|empaste|frenos|protesis|placa|flemon|absceso|tooth|teeth|gums?|filling|braces)\b/;
const troubleWord =
  /\b(duele|duelen|dolor|adolorid[oa]|matando|partio|parti|rompio|quebro|cayo|salio|zafo|despego|sangr\w*|hinchad[oa]s?|inflamad[oa]s?|molest\w*|sensib\w*|aguanto|fractur\w*|ache|aches|hurts?|broke|broken|chipped|cracked|bleeding|bleed|swollen|fell out|came out|lost)\b/;
export function toldSymptom(folded: string): boolean {
  // "ya no me duele": the trouble is over.
  if (/\bno (me )?(duele|duelen|molesta|molestan|sangra|sangran)\b/.test(folded)) return false;
  return (toothWord.test(folded) && troubleWord.test(folded)) || /\b(me duelen?|toothache)\b/.test(folded);
}

/** The intents a message carries, from its folded and corrected text. */
export function readIntents(text: string): Set<Intent> {
  const found = new Set<Intent>();
  if (asksForWaitlist(text)) found.add('waitlist');
  if (asksForEarlier(text)) found.add('earlier');
  if (asksToMove(text)) found.add('reschedule');
  if (asksToCancel(text)) found.add('cancel');
  for (const [intent, re] of patterns) {
    re.lastIndex = 0;
    if (re.test(text)) found.add(intent);
  }
  if (knowsTheWay.test(text)) found.delete('info');
  // "Tengo una muela que me está matando": a pain told and nothing else asked is a wish to be seen.
  if ([...found].every((i) => i === 'greet') && toldSymptom(text)) found.add('book');
  return found;
}

/** The menu intent of a tapped menu button. */
export function menuTap(buttonId: string | undefined): Intent | undefined {
  const m = /^a:menu:(book|reschedule|cancel|info|human)$/.exec(buttonId ?? '');
  return m ? (m[1] as Intent) : undefined;
}

/** Words that answer "¿Seguro que quieres cancelar?" only. */
export const cancelAnswerWords = {
  yes: [
    'cancelala',
    'cancelela',
    'cancelar',
    'cancela',
    'cancelen',
    'cancelenla',
    'anulala',
    'anular',
    'anulela',
    'si cancelar',
    // "sí, no puedo ir": the reason to cancel, not a no to cancelling.
    'no puedo ir',
    'no puedo asistir',
    'no voy a poder',
    'no voy a ir',
    'no podre ir',
    'no podre asistir',
  ],
  no: [
    'mantener',
    'mantenla',
    'mantengo',
    'la mantengo',
    'mantenerla',
    'mantengala',
    'dejala',
    'la dejo',
    'no cancelar',
    'no la cancelo',
    'no la cancele',
  ],
};

/**
 * A reminder confirmed in words: a yes anywhere ("ok confirmo", "👍", "sipo, ahí estaré") that asks
 * for no change or cancellation at the same time ("sí, pero cámbiamela al viernes" is a change). Nor
 * does a request to stop messages confirm ("sáquenme de la lista, porfa": its "porfa" is no yes to the
 * appointment); it goes on to the opt-out question.
 */
export function confirmsReminder(text: string): boolean {
  const folded = normalizeMessage(text);
  return (
    readAnswer(text) === 'yes' &&
    !asksToMove(folded) &&
    !asksToCancel(folded) &&
    !humanRequest.test(folded) &&
    !asksToStopMessages(text)
  );
}

/** Laughter alone ("jajaja", "jsjsj", "xD", "haha", "lol"): a knock, not a wish nor a question. */
export function onlyLaughs(folded: string): boolean {
  const words = folded.split(' ').filter(Boolean);
  return words.length > 0 && words.every((w) => /^(([jh][aeiou]){2,}[jh]?|j[sj]{2,}|x+d+|lol|lmao)$/.test(w));
}

/**
 * "No, espere, mejor me la cambia para el viernes": a no to "¿Seguro que quieres cancelar?" that goes
 * on with a move or a booking. The no keeps the appointment and the wish after it is answered; the
 * receptionist's question and the reminders' (modules/reminders) both read it here. `intents`: the
 * message's, when the caller has read them already.
 */
export function noGoesOnWithAWish(text: string, intents = readIntents(correctTypos(normalizeMessage(text)))): boolean {
  return intents.has('reschedule') || intents.has('book');
}

/** Whether the message is a yes or a no, read over the whole message (messaging/answers.ts). */
export function readYesNo(
  text: string,
  buttonId: string | undefined,
  words: YesNoWords = {},
): 'yes' | 'no' | undefined {
  if (buttonId === buttonIds.cancelYes || buttonId === buttonIds.okYes) return 'yes';
  if (buttonId === buttonIds.cancelNo || buttonId === buttonIds.okNo) return 'no';
  if (buttonId) return undefined;
  return readAnswer(text, words);
}
