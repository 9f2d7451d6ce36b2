/**
 * The receptionist's golden conversations (docs/product.md#chat-receptionist), as data: each turn
 * is what the patient writes or taps, what must come back, and what must change. The same table
 * runs against the reducer (golden.test.ts) and end to end through the sandbox endpoint
 * (apps/server/src/modules/assistant/golden.test.ts).
 */

export interface GoldenExpect {
  /** Each must appear in the replies of the turn (accent- and case-sensitive). */
  says?: string[];
  /** None of these may appear. */
  never?: string[];
  /** Titles of the last reply's buttons, in order, or how many there are. */
  buttons?: string[] | number;
  /** No reply at all (staff mode). */
  silent?: boolean;
  /** The patient's live appointments after the turn, as 'YYYY-MM-DD HH:MM Service / Resource'. */
  appointments?: string[];
  /** The conversation's mode after the turn. */
  mode?: 'assistant' | 'staff';
  /** The patient's name after the turn. */
  name?: string;
}

export interface GoldenTurn {
  /** What the patient writes… */
  text?: string;
  /** …or taps: a button of the last reply, by title or by position (1-based). */
  tap?: string | number;
  /** A voice note or a photo. */
  nonText?: true;
  /** The reminder's Reprogramar for the patient's first appointment. */
  reminderReschedule?: true;
  /** Before this turn another patient books the time of the last reply's button at this position. */
  othersTake?: number;
  expect: GoldenExpect;
}

export interface GoldenConversation {
  name: string;
  /** The patient's WhatsApp profile name (a new lead) or a known patient with appointments. */
  patient: { name: string; appointments?: string[] };
  /** Counted in the bench's "messages per booking". */
  booking?: true;
  turns: GoldenTurn[];
}

const menu = ['Agendar cita', 'Cambiar mi cita', 'Cancelar mi cita', 'Horarios y ubicación', 'Hablar con persona'];
/** The greeting offers the services themselves, then the rest of the menu. */
const welcome = ['Blanqueamiento', 'Cirugía maxilofacial', 'Consulta general', 'Limpieza dental', ...menu.slice(1)];
const mondayThree = ['lun 23 nov 08:00', 'mar 24 nov 08:00', 'mié 25 nov 08:00'];
const known = { name: 'Laura Jiménez', appointments: ['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez'] };
const twoAppointments = {
  name: 'Diego Morales',
  appointments: [
    '2026-11-25 09:00 Consulta general / Dra. Carla Méndez',
    '2026-11-27 15:00 Limpieza dental / Dra. Ana Rodríguez',
  ],
};

export const goldenConversations: GoldenConversation[] = [
  {
    name: 'books by taps: hola → service → time → name',
    patient: { name: 'Ana' },
    booking: true,
    turns: [
      {
        text: 'Hola',
        expect: { says: ['¡Hola, Ana!', 'Clínica Sonrisa', '¿Qué servicio quieres agendar?'], buttons: welcome },
      },
      { tap: 'Limpieza dental', expect: { says: ['Tengo estos horarios para Limpieza dental'], buttons: mondayThree } },
      { tap: 1, expect: { says: ['¿A nombre de quién'], buttons: ['Ana'] } },
      {
        tap: 'Ana',
        expect: {
          says: ['¡Listo, Ana!', 'lunes 23 de noviembre, 08:00', 'Dra. Ana Rodríguez', 'San José', 'recordatorio'],
          appointments: ['2026-11-23 08:00 Limpieza dental / Dra. Ana Rodríguez'],
        },
      },
    ],
  },
  {
    name: 'books from the "Agendar cita" menu item after a misunderstanding',
    patient: { name: 'Abel' },
    booking: true,
    turns: [
      { text: 'mmm', expect: { says: ['no te entendí'], buttons: menu } },
      { tap: 'Agendar cita', expect: { says: ['¿Qué servicio necesitas?', '1. Blanqueamiento'], buttons: 4 } },
      { tap: 'Consulta general', expect: { buttons: mondayThree } },
      { tap: 2, expect: { says: ['¿A nombre de quién'] } },
      { text: 'Abel Quirós', expect: { appointments: ['2026-11-24 08:00 Consulta general / Dra. Ana Rodríguez'] } },
    ],
  },
  {
    name: 'books in one message with service, day and part of the day',
    patient: { name: 'Pedro' },
    booking: true,
    turns: [
      {
        text: 'Hola! quiero agendar una limpieza el viernes en la tarde',
        expect: { says: ['¡Hola, Pedro!', 'viernes 27 de noviembre, 12:00'], never: ['08:00'], buttons: 3 },
      },
      // A time chosen in words is read back first; nothing is booked before a yes.
      {
        text: 'la segunda',
        expect: {
          says: ['¿Te agendo Limpieza dental el viernes 27 de noviembre a las 14:00'],
          buttons: ['Sí, agendar', 'No'],
          appointments: [],
        },
      },
      { text: 'sí porfa', expect: { says: ['¿A nombre de quién'] } },
      {
        text: 'Pedro Castillo',
        expect: {
          says: ['¡Listo, Pedro!', 'viernes 27 de noviembre'],
          name: 'Pedro Castillo',
          appointments: ['2026-11-27 14:00 Limpieza dental / Dra. Ana Rodríguez'],
        },
      },
    ],
  },
  {
    name: 'a burst: "hola" / "quiero cita" / "para mañana" keeps tomorrow until the service is named',
    patient: { name: 'Rita' },
    turns: [
      { text: 'hola', expect: { says: ['¡Hola, Rita!'] } },
      { text: 'quiero cita', expect: { says: ['¿Qué servicio necesitas?'] } },
      { text: 'para mañana', expect: { says: ['¡Anotado!', '¿Qué servicio necesitas?'], never: ['no te entendí'] } },
      { text: 'limpieza', expect: { says: ['martes 24 de noviembre'], never: ['lunes 23', 'miércoles 25'] } },
    ],
  },
  {
    name: 'never moves on a guess: "el jueves en la tarde" after Thursday 09:00 was offered searches the afternoon',
    patient: known,
    turns: [
      { text: 'quiero cambiar mi cita', expect: { says: ['Busquemos otro horario'] } },
      {
        text: 'el jueves en la tarde porfa',
        expect: {
          says: ['jueves 26 de noviembre, 12:00'],
          never: ['Tu cita quedó'],
          appointments: [known.appointments[0]!],
        },
      },
    ],
  },
  {
    name: 'exclusions hold: "cualquier tarde menos el viernes" never offers a Friday',
    patient: { name: 'Vera' },
    turns: [
      {
        text: 'una limpieza cualquier tarde menos el viernes',
        expect: { says: ['12:00'], never: ['viernes 27', 'viernes 4'] },
      },
    ],
  },
  {
    name: 'a full hour is said, and the nearest times that day offered',
    patient: { name: 'Ximena' },
    turns: [
      {
        text: 'limpieza el martes a las 10',
        expect: { says: ['¿Te agendo Limpieza dental el martes 24 de noviembre a las 10:00'] },
      },
    ],
  },
  {
    name: 'a second question is answered first: "¿atienden los domingos? necesito hora para limpieza"',
    patient: { name: 'Yago' },
    turns: [
      {
        text: '¿atienden los domingos? necesito hora para limpieza',
        expect: { says: ['Los domingos Clínica Sonrisa no atiende.', 'Tengo estos horarios para Limpieza dental'] },
      },
    ],
  },
  {
    name: 'regional verbs: "me la pueden correr para el viernes?" moves, after a read-back',
    patient: known,
    turns: [
      {
        text: 'me la pueden correr para el viernes?',
        expect: { says: ['Busquemos otro horario', 'viernes 27 de noviembre'] },
      },
      {
        text: 'la primera',
        expect: { says: ['¿Te cambio la cita al viernes 27 de noviembre'], appointments: [known.appointments[0]!] },
      },
      { text: 'no, mejor no', expect: { says: ['Está bien, no lo hago.'], appointments: [known.appointments[0]!] } },
      { text: 'la primera', expect: { says: ['¿Te cambio la cita'] } },
      {
        text: 'sí, pero en la tarde',
        expect: { never: ['Tu cita quedó'], says: ['12:00'], appointments: [known.appointments[0]!] },
      },
    ],
  },
  {
    name: '"perdona, era para otra persona" is no request for a person',
    patient: { name: 'Zoe' },
    turns: [
      { text: 'perdona, era para otra persona', expect: { mode: 'assistant', never: ['una persona te responderá'] } },
    ],
  },
  {
    name: 'an opt-out in the patient’s own words is asked back once',
    patient: { name: 'Abril' },
    turns: [
      {
        text: 'ya no me escriban por favor',
        expect: {
          says: ['¿Quieres dejar de recibir mensajes de Clínica Sonrisa?'],
          buttons: ['Sí, no escribir más', 'No'],
        },
      },
      { text: 'no', expect: { says: ['seguimos en contacto'] } },
    ],
  },
  {
    name: 'English gets a short answer in English and the menu',
    patient: { name: 'John' },
    turns: [
      { text: 'Hi, can I book an appointment?', expect: { says: ["Hi! I'm Clínica Sonrisa's virtual assistant"] } },
    ],
  },
  {
    name: 'a bare "a las 3" means 15:00',
    patient: { name: 'Sara' },
    booking: true,
    turns: [
      {
        text: 'necesito consulta el miércoles a las 3',
        expect: { says: ['miércoles 25 de noviembre a las 15:00'], never: ['03:00'], buttons: ['Sí, agendar', 'No'] },
      },
      { tap: 'Sí, agendar', expect: { says: ['¿A nombre de quién'] } },
      {
        text: 'me llamo Sara Núñez',
        expect: { says: ['¡Listo, Sara!'], appointments: ['2026-11-25 15:00 Consulta general / Dra. Ana Rodríguez'] },
      },
    ],
  },
  {
    name: 'number words and "y media": "a las tres y media"',
    patient: { name: 'Tomás' },
    turns: [{ text: 'limpieza mañana a las tres y media', expect: { says: ['martes 24 de noviembre a las 15:30'] } }],
  },
  {
    name: '"pasado mañana" is two days ahead, not tomorrow',
    patient: { name: 'Eva' },
    turns: [
      { text: 'una consulta pasado mañana', expect: { says: ['miércoles 25 de noviembre'], never: ['martes 24'] } },
    ],
  },
  {
    name: '"mañana temprano" is tomorrow morning',
    patient: { name: 'Iván' },
    turns: [
      { text: 'limpieza mañana temprano', expect: { says: ['martes 24 de noviembre, 08:00'], never: ['lunes 23'] } },
    ],
  },
  {
    name: '"de la tarde" makes the hour afternoon',
    patient: { name: 'Julia' },
    turns: [
      {
        text: 'blanqueamiento el jueves a las 4 de la tarde',
        expect: { says: ['jueves 26 de noviembre a las 16:00'] },
      },
    ],
  },
  {
    name: 'chooses "la de las 08:00" among the offered',
    patient: { name: 'Mario' },
    booking: true,
    turns: [
      { text: 'quiero una limpieza', expect: { buttons: mondayThree } },
      { text: 'la del martes', expect: { says: ['¿Te agendo Limpieza dental el martes 24 de noviembre a las 08:00'] } },
      { text: 'dale', expect: { says: ['¿A nombre de quién'] } },
      { tap: 1, expect: { appointments: ['2026-11-24 08:00 Limpieza dental / Dra. Ana Rodríguez'] } },
    ],
  },
  {
    name: 'chooses "el miércoles a las 8" among the offered',
    patient: { name: 'Nora' },
    booking: true,
    turns: [
      { text: 'limpieza', expect: { buttons: mondayThree } },
      { text: 'el miércoles a las 8', expect: { says: ['¿Te agendo'], appointments: [] } },
      { text: 'ok 👍', expect: { says: ['¿A nombre de quién'] } },
      { tap: 'Nora', expect: { appointments: ['2026-11-25 08:00 Limpieza dental / Dra. Ana Rodríguez'] } },
    ],
  },
  {
    name: 'chooses by number "3"',
    patient: { name: 'Olga' },
    booking: true,
    turns: [
      { text: 'consulta', expect: { buttons: 3 } },
      { text: '3', expect: { says: ['¿Te agendo Consulta general el miércoles 25 de noviembre a las 08:00'] } },
      { tap: 'Sí, agendar', expect: { says: ['¿A nombre de quién'] } },
      { text: 'Olga Ruiz', expect: { appointments: ['2026-11-25 08:00 Consulta general / Dra. Ana Rodríguez'] } },
    ],
  },
  {
    name: 'service by number from the list',
    patient: { name: 'Raúl' },
    turns: [
      { text: 'quiero agendar', expect: { says: ['¿Qué servicio necesitas?'] } },
      { text: '3', expect: { says: ['Tengo estos horarios para Consulta general'] } },
    ],
  },
  {
    name: 'service by synonym: "profilaxis"',
    patient: { name: 'Lía' },
    turns: [{ text: 'me gustaría una profilaxis', expect: { says: ['horarios para Limpieza dental'] } }],
  },
  {
    name: 'service by synonym: "revisión"',
    patient: { name: 'Gael' },
    turns: [{ text: 'necesito una revisión', expect: { says: ['horarios para Consulta general'] } }],
  },
  {
    name: 'typos: "kiero agnedar una limpiesa"',
    patient: { name: 'Lola' },
    turns: [{ text: 'kiero agnedar una limpiesa', expect: { says: ['horarios para Limpieza dental'] } }],
  },
  {
    name: 'mixed case and emojis',
    patient: { name: 'Beto' },
    turns: [
      {
        text: 'HOLA 😀😀 QUIERO UN BLANQUEAMIENTO 🦷',
        expect: { says: ['¡Hola, Beto!', 'horarios para Blanqueamiento'] },
      },
    ],
  },
  {
    name: 'a professional named: "con la doctora Carla"',
    patient: { name: 'Ciro' },
    turns: [
      {
        text: 'limpieza con la doctora Carla',
        expect: { says: ['con Dra. Carla Méndez'], never: ['Dra. Ana Rodríguez'], buttons: mondayThree },
      },
    ],
  },
  {
    name: 'a closed day: Sunday is said and the soonest times offered',
    patient: { name: 'Dora' },
    turns: [
      {
        text: 'consulta el domingo',
        expect: { says: ['Ese día Clínica Sonrisa no atiende', 'lunes 23 de noviembre'] },
      },
    ],
  },
  {
    name: 'no time at the hour asked: said, and other times offered',
    patient: { name: 'Elsa' },
    turns: [
      {
        text: 'limpieza el sábado en la tarde',
        expect: {
          says: [
            'El sábado 28 de noviembre en la tarde no me queda espacio, pero ese día hay otros horarios',
            'sábado 28 de noviembre, 08:00',
          ],
          never: ['lunes 23'],
        },
      },
    ],
  },
  {
    name: 'a service with no free time in 14 days',
    patient: { name: 'Fito' },
    turns: [
      {
        text: 'quiero agendar cirugía',
        expect: {
          says: ['no tengo horarios libres para Cirugía maxilofacial en los próximos 14 días'],
          buttons: ['Avísame si se libera', 'Hablar con persona', 'Otro servicio'],
        },
      },
      { tap: 'Hablar con persona', expect: { says: ['una persona te responderá'], mode: 'staff' } },
    ],
  },
  {
    name: 'more times as a list, then one of them',
    patient: { name: 'Gina' },
    booking: true,
    turns: [
      { text: 'consulta', expect: { buttons: 3 } },
      { text: 'más horarios', expect: { says: ['otros horarios libres'], buttons: 10 } },
      { tap: 1, expect: { says: ['¿A nombre de quién'] } },
      { text: 'Gina Paz', expect: { appointments: ['2026-11-23 08:30 Consulta general / Dra. Ana Rodríguez'] } },
    ],
  },
  {
    name: 'another day asked while choosing: searches again',
    patient: { name: 'Hugo' },
    turns: [
      { text: 'limpieza', expect: { buttons: mondayThree } },
      { text: 'mejor el jueves en la tarde', expect: { says: ['jueves 26 de noviembre, 12:00'], never: ['lunes 23'] } },
    ],
  },
  {
    name: 'the slot is taken during the choice: said, three new ones offered',
    patient: { name: 'Inés' },
    turns: [
      { text: 'limpieza', expect: { buttons: mondayThree } },
      {
        tap: 1,
        othersTake: 1,
        expect: { says: ['¿A nombre de quién'] },
      },
      {
        text: 'Inés Soto',
        expect: { says: ['se acaba de ocupar', 'Tengo estos horarios'], buttons: 3, appointments: [] },
      },
      {
        tap: 1,
        expect: { says: ['¡Listo, Inés!'], appointments: ['2026-11-23 08:00 Limpieza dental / Dra. Carla Méndez'] },
      },
    ],
  },
  {
    name: 'the slot is taken by a known patient’s tap: new times at once',
    patient: known,
    turns: [
      { text: 'quiero otra cita de consulta', expect: { buttons: mondayThree } },
      {
        tap: 2,
        othersTake: 2,
        expect: { says: ['se acaba de ocupar'], buttons: 3, appointments: [known.appointments[0]!] },
      },
    ],
  },
  {
    name: 'a known patient books without being asked the name',
    patient: known,
    booking: true,
    turns: [
      {
        text: 'Buenas tardes, quisiera una consulta',
        expect: { says: ['¡Hola, Laura!'], never: ['12:00'], buttons: mondayThree },
      },
      {
        tap: 1,
        expect: {
          says: ['¡Listo, Laura!'],
          never: ['¿A nombre de quién'],
          appointments: ['2026-11-23 08:00 Consulta general / Dra. Ana Rodríguez', known.appointments[0]!],
        },
      },
    ],
  },
  {
    name: 'reschedules the only appointment',
    patient: known,
    turns: [
      {
        text: 'quiero cambiar mi cita',
        expect: { says: ['Busquemos otro horario para tu cita del jueves 26 de noviembre, 10:00'], buttons: 3 },
      },
      {
        tap: 2,
        expect: {
          says: ['¡Listo!', 'Tu cita quedó para el martes 24 de noviembre, 08:00'],
          appointments: ['2026-11-24 08:00 Limpieza dental / Dra. Ana Rodríguez'],
        },
      },
    ],
  },
  {
    name: 'reschedules from the menu with a preferred day',
    patient: known,
    turns: [
      { text: 'hola', expect: { buttons: welcome } },
      { tap: 'Cambiar mi cita', expect: { says: ['Busquemos otro horario'] } },
      {
        text: 'el viernes a las 10',
        expect: { says: ['¿Te cambio la cita al viernes 27 de noviembre a las 10:00'], buttons: ['Sí, cambiar', 'No'] },
      },
      { tap: 1, expect: { appointments: ['2026-11-27 10:00 Limpieza dental / Dra. Ana Rodríguez'] } },
    ],
  },
  {
    name: 'the reminder’s Reprogramar starts the rescheduling',
    patient: known,
    turns: [
      {
        reminderReschedule: true,
        expect: {
          says: ['Busquemos otro horario para tu cita del jueves 26 de noviembre, 10:00'],
          buttons: 3,
          mode: 'assistant',
        },
      },
      {
        text: 'la primera',
        expect: {
          says: ['¿Te cambio la cita al lunes 23 de noviembre a las 08:00'],
          appointments: [known.appointments[0]!],
        },
      },
      { text: 'sí, ahí estaré', expect: { says: ['Tu cita quedó para el lunes 23 de noviembre, 08:00'] } },
    ],
  },
  {
    name: 'two appointments: asks which to change',
    patient: twoAppointments,
    turns: [
      {
        text: 'necesito reprogramar',
        expect: {
          says: ['Tienes 2 citas próximas. ¿Cuál quieres cambiar?'],
          buttons: ['mié 25 nov 09:00', 'vie 27 nov 15:00'],
        },
      },
      {
        tap: 'vie 27 nov 15:00',
        expect: { says: ['Busquemos otro horario para tu cita del viernes 27 de noviembre, 15:00', 'Limpieza dental'] },
      },
      {
        tap: 1,
        expect: {
          appointments: ['2026-11-23 08:00 Limpieza dental / Dra. Ana Rodríguez', twoAppointments.appointments[0]!],
        },
      },
    ],
  },
  {
    name: 'two appointments: the day named picks one to cancel',
    patient: twoAppointments,
    turns: [
      {
        text: 'quiero cancelar la cita del miércoles',
        expect: { says: ['¿Seguro que quieres cancelar tu cita del miércoles 25 de noviembre, 09:00?'] },
      },
      { tap: 'Sí, cancelar', expect: { says: ['quedó cancelada'], appointments: [twoAppointments.appointments[1]!] } },
    ],
  },
  {
    name: 'cancels after asking once',
    patient: known,
    turns: [
      {
        text: 'Cancelar mi cita',
        expect: {
          says: ['¿Seguro que quieres cancelar tu cita del jueves 26 de noviembre, 10:00?'],
          buttons: ['Sí, cancelar', 'No, mantenerla'],
        },
      },
      { text: 'sí', expect: { says: ['Tu cita del jueves 26 de noviembre, 10:00 quedó cancelada'], appointments: [] } },
    ],
  },
  {
    name: 'keeps the appointment on no',
    patient: known,
    turns: [
      { tap: undefined, text: 'no voy a poder ir, cancela', expect: { says: ['¿Seguro que quieres cancelar'] } },
      { text: 'no, mejor no', expect: { says: ['mantenemos tu cita'], appointments: [known.appointments[0]!] } },
    ],
  },
  {
    name: 'cancel with no appointment offers to book',
    patient: { name: 'Karla' },
    turns: [
      { text: 'quiero cancelar mi cita', expect: { says: ['No encuentro citas próximas'], buttons: ['Agendar cita'] } },
    ],
  },
  {
    name: '"cancelar y agendar otra" is a change of time',
    patient: known,
    turns: [{ text: 'quiero cancelar mi cita y agendar otra', expect: { says: ['Busquemos otro horario'] } }],
  },
  {
    name: 'hours, place and services with prices',
    patient: { name: 'Luz' },
    turns: [
      {
        tap: undefined,
        text: '¿Cuál es el horario y dónde están?',
        expect: {
          says: [
            'Clínica Sonrisa atiende de lunes a viernes de 08:00 a 18:00; sábado de 08:00 a 12:00',
            'Estamos en San José',
            'Limpieza dental: ₡25',
          ],
          buttons: ['Agendar cita'],
        },
      },
      { tap: 'Agendar cita', expect: { says: ['¿Qué servicio necesitas?'] } },
    ],
  },
  {
    name: 'a price question about one service',
    patient: { name: 'Memo' },
    turns: [
      {
        text: 'cuánto cuesta el blanqueamiento?',
        expect: { says: ['Blanqueamiento cuesta ₡120', '60 minutos'], buttons: ['Sí, agendar'] },
      },
      { tap: 'Sí, agendar', expect: { says: ['horarios para Blanqueamiento'] } },
    ],
  },
  {
    name: 'the menu item "Horarios y ubicación"',
    patient: { name: 'Nico' },
    turns: [
      { text: 'buenas', expect: { buttons: welcome } },
      { tap: 'Horarios y ubicación', expect: { says: ['atiende', 'Servicios:'] } },
    ],
  },
  {
    name: 'asks for a person: staff mode, then silence',
    patient: { name: 'Omar' },
    turns: [
      {
        text: 'quiero hablar con una persona',
        expect: { says: ['una persona te responderá por aquí'], mode: 'staff' },
      },
      { text: 'hola?', expect: { silent: true, mode: 'staff' } },
    ],
  },
  {
    name: 'two misunderstandings in a row hand over',
    patient: { name: 'Pía' },
    turns: [
      { text: 'asdfgh', expect: { says: ['no te entendí'], buttons: menu, mode: 'assistant' } },
      { text: 'qwerty zxcv', expect: { says: ['Le pido a una persona del equipo'], mode: 'staff' } },
      { text: 'hola', expect: { silent: true } },
    ],
  },
  {
    name: 'one misunderstanding then understood resets the count',
    patient: { name: 'Quique' },
    turns: [
      { text: 'ñlkj', expect: { says: ['no te entendí'] } },
      { text: 'limpieza', expect: { says: ['horarios para Limpieza dental'] } },
      { text: 'blablabla', expect: { says: ['no te entendí', 'Tengo estos horarios'], mode: 'assistant' } },
    ],
  },
  {
    name: 'a voice note gets a text-only answer',
    patient: { name: 'Rita' },
    turns: [{ nonText: true, expect: { says: ['solo puedo leer mensajes de texto'], mode: 'assistant' } }],
  },
  {
    name: 'a photo while choosing keeps the offer',
    patient: { name: 'Saúl' },
    booking: true,
    turns: [
      { text: 'limpieza', expect: { buttons: 3 } },
      { nonText: true, expect: { says: ['solo puedo leer mensajes de texto'] } },
      { tap: 3, expect: { says: ['¿A nombre de quién'] } },
      { tap: 'Saúl', expect: { appointments: ['2026-11-25 08:00 Limpieza dental / Dra. Ana Rodríguez'] } },
    ],
  },
  {
    name: 'thanks',
    patient: { name: 'Tere' },
    turns: [{ text: 'muchas gracias!!', expect: { says: ['¡Con gusto!'] } }],
  },
  {
    name: 'an unclear service asks which',
    patient: { name: 'Uriel' },
    turns: [
      { text: 'quiero una cita', expect: { says: ['¿Qué servicio necesitas?'] } },
      { text: 'algo para los dientes', expect: { says: ['no te entendí', '¿Qué servicio necesitas?'] } },
      { text: 'consulta', expect: { says: ['horarios para Consulta general'] } },
    ],
  },
  {
    name: 'a name that is not a name is asked again',
    patient: { name: 'Vero' },
    turns: [
      { text: 'limpieza', expect: { buttons: 3 } },
      { tap: 1, expect: { says: ['¿A nombre de quién'] } },
      { text: '12345', expect: { says: ['no entendí el nombre'] } },
      {
        text: 'Verónica Mora',
        expect: { name: 'Verónica Mora', appointments: ['2026-11-23 08:00 Limpieza dental / Dra. Ana Rodríguez'] },
      },
    ],
  },
  {
    name: 'a greeting with a question mark and the menu word',
    patient: { name: 'Wen' },
    turns: [{ text: '¿Menú?', expect: { buttons: welcome } }],
  },
  {
    name: 'a lead named by number is greeted without a name',
    patient: { name: '50688000001' },
    turns: [{ text: 'hola', expect: { says: ['¡Hola! 👋'], never: ['50688000001'] } }],
  },
];
export * from './golden-world.ts';
