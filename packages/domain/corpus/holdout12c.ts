// Twelfth held-out set, third part (holdout12.ts): Spain, English and noise.
import { corpusStyles, D, h, PM } from './kit.ts';

const { es, en, nz } = corpusStyles();

const CARLA = 'Dra. Carla Méndez';
const WED = '2026-11-25 09:00';
const FRI = '2026-11-27 15:00';
const WEEKDAYS = [D.mon, D.tue, D.wed, D.thu, D.fri, D.mon2, D.tue2, D.wed2, D.thu2, D.fri2];

export const holdout12c = [
  // Spain
  es.book(
    'Limpieza dental',
    'Buenas tardes. Soy Pilar, llevo muchos años siendo paciente suya. Quería pedir cita para una limpieza, a ser posible el jueves por la tarde, a partir de las cuatro y media. Muchas gracias de antemano.',
    { days: [D.thu], after: h(16, 30) },
  ),
  es.book(
    'Consulta general',
    'ey q tal, me dais cita pa una consulta general? el finde no, entre semana x la mañana',
    { days: WEEKDAYS, before: PM },
    { yes: 'vale tío' },
  ),
  es.book('Blanqueamiento', 'Hola, querría reservar un blanqueamiento para mi mujer el lunes 30 por la mañana', {
    days: [D.mon2],
    before: PM,
  }),
  es.book('Limpieza dental', 'Buenas, ¿tendríais hueco para una limpieza el 4/12 a primera hora?', {
    days: [D.fri2],
    before: h(10),
  }),
  es.book(
    'Consulta general',
    [
      'Hola, quería cita para consulta general el miércoles 25 por la tarde',
      'Perdona, me he liado, el miércoles no puedo; mejor el jueves 26 por la tarde',
    ],
    { days: [D.thu], after: PM },
  ),
  es.move('Hola, tengo cita el jueves y me ha surgido un imprevisto. ¿Podríamos cambiarla al martes 1 por la tarde?', {
    days: [D.tue2],
    after: PM,
  }),
  es.move2(
    'Buenas, de las dos citas que tengo, la consulta del miércoles, ¿la podéis pasar al viernes de la semana que viene?',
    WED,
    {
      days: [D.fri2],
    },
  ),
  es.cancel('Hola, os escribo para anular la cita del jueves, al final no puedo ir. Gracias.'),
  es.confirm('Hola, buenas. Sí, allí estaré el jueves a las diez. Un saludo.'),
  es.confirm('vale perfecto, cuenta conmigo 👍'),
  es.optout('Buenas, os agradecería que dejarais de enviarme mensajes, ya no vivo en la zona.'),
  es.optout('no me escribáis más, gracias'),
  es.info('Buenas, ¿cuánto cuesta una limpieza? ¿Y abrís los sábados?', '25'),
  es.wait(
    'Limpieza dental',
    'Hola, si queda libre algún hueco para limpieza los martes por la tarde, ¿me apuntáis en la lista de espera?',
    { days: [2], after: PM },
  ),

  // English
  en.book(
    'Limpieza dental',
    'Good afternoon. My name is Margaret Wilson; I am 81 years old and a long-time patient. I would like to arrange a dental cleaning for Tuesday December 1st in the morning, if at all possible. Thank you kindly.',
    { days: [D.tue2], before: PM },
  ),
  en.book(
    'Consulta general',
    'hey can i get a checkup tmrw afternoon? thx',
    { days: [D.tue], after: PM },
    { yes: 'yep', serviceWords: 'general consultation' },
  ),
  en.book(
    'Blanqueamiento',
    "Hi, I'd like to book a teeth whitening for my daughter on Saturday morning",
    { days: [D.sat], before: PM },
    { serviceWords: 'whitening' },
  ),
  en.book(
    'Limpieza dental',
    'Hello, could I see Dr. Carla for a cleaning on Dec 3, anytime after 2pm?',
    {
      days: [D.thu2],
      after: h(14),
      resource: CARLA,
    },
    { serviceWords: 'cleaning' },
  ),
  en.book(
    'Consulta general',
    [
      'Hi, I need a general consultation on Wednesday',
      'Actually, make that Friday. Sorry!',
      'Wait, Friday afternoon please, mornings are bad',
    ],
    { days: [D.fri], after: PM },
    { serviceWords: 'general consultation' },
  ),
  en.move('Hi, something came up on Thursday. Could we push my appointment to Monday the 30th, any time after 3?', {
    days: [D.mon2],
    after: h(15),
  }),
  en.move2('Hello, I have two appointments. Can I move the cleaning on Friday to Saturday morning instead?', FRI, {
    days: [D.sat],
    before: PM,
  }),
  en.cancel2("Hi, please cancel my cleaning on December 1st. I'll keep tomorrow's consultation.", '2026-12-01 14:00', {
    appointments: [
      '2026-11-24 14:00 Consulta general / Dra. Ana Rodríguez',
      '2026-12-01 14:00 Limpieza dental / Dra. Ana Rodríguez',
    ],
  }),
  en.confirm("Yes, I'll be there on Thursday. Thanks for the reminder!"),
  en.confirm("Hi there, just confirming I'm coming in on Thursday at 10am. See you then."),
  en.optout("Please stop texting me, I've moved to another dentist."),
  en.optout('Unsubscribe me from these messages please'),
  en.human('Can I speak with someone at the front desk? I have an insurance question.'),
  en.info('What time do you close on weekdays, and how much is a whitening?', '120'),

  // Noise: voice-to-text without punctuation, misheard words, typos, emojis
  nz.book(
    'Limpieza dental',
    'hola buenas tardes este quería ver si me dan una cita para limpieza dental para el viernes en la tarde por favor gracias',
    {
      days: [D.fri],
      after: PM,
    },
  ),
  nz.book(
    'Consulta general',
    'buenas quisiera una consulta general con la doctora carla mendes el martes primero en la mañana',
    {
      days: [D.tue2],
      before: PM,
      resource: CARLA,
    },
  ),
  nz.book('Blanqueamiento', 'ola kiero blankeamiento pal sabado', { days: [D.sat] }, { yes: 'siii' }),
  nz.book('Limpieza dental', 'cita limpieza 30/11 4pm', { days: [D.mon2], after: h(15, 30), before: h(17) }),
  nz.book('Consulta general', 'es para mi hijo una consulta general mañana a las 3 se puede', {
    days: [D.tue],
    after: h(14, 30),
    before: h(16),
  }),
  nz.move('hola quería cambiar mi cita del jueves para el lunes treinta en la mañana si se puede', {
    days: [D.mon2],
    before: PM,
  }),
  nz.move2('la cita del miercoles la puedo pasar pal martes 1 en la tarde?? la del viernes no la toquen', WED, {
    days: [D.tue2],
    after: PM,
  }),
  nz.cancel('buenas noches quería cancelar la cita que tengo el jueves porque no voy a poder ir muchas gracias'),
  nz.cancel2('cancelar la del miércoles porfa 🙏', WED),
  nz.confirm('si claro ahi estare el jueves gracias'),
  nz.confirm('sii confirmadoo 👌👌'),
  nz.optout('no me manden mas mensajes x fa'),
  nz.optout('ya no quiero resivir mensajes de ustedes gracias'),
  nz.none('jajaja perdon era para otra persona'),
];
