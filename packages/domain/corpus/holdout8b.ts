// Eighth held-out set, second part (holdout8.ts): Chile, Peru, Spain, English and noise.
import { corpusStyles, D, h, PM } from './kit.ts';

const { cl, pe, es, en, nz } = corpusStyles();

const ANA = 'Dra. Ana Rodríguez';
const CARLA = 'Dra. Carla Méndez';
const WED = '2026-11-25 09:00';
const FRI = '2026-11-27 15:00';
const NEXT_WEEK_BUT_MONDAY = [D.tue2, D.wed2, D.thu2, D.fri2, D.sat2];

export const holdout8b = [
  // Chile
  cl.book(
    'Limpieza dental',
    'hola, quiero pedir hora para limpieza el miercoles en la tarde porfa',
    { days: [D.wed], after: PM },
    { yes: 'ya, sipo' },
  ),
  cl.book(
    'Consulta general',
    ['Buenas', 'necesito una hora con la doctora Rodríguez', 'es pa consulta general, el viernes antes de las 12'],
    { days: [D.fri], resource: ANA, before: h(12) },
  ),
  cl.book(
    'Blanqueamiento',
    'hola! quería agendar un blanqueamiento pa la otra semana, cualquier día en la mañana menos el lunes',
    { days: NEXT_WEEK_BUT_MONDAY, before: PM },
  ),
  cl.book(
    'Consulta general',
    'hay hora pa mañana? a cualquier hora',
    { days: [D.tue] },
    { serviceWords: 'una consulta no más' },
  ),
  cl.move('Hola, el jueves no puedo, necesito correr mi hora pal viernes en la tarde, se puede?', {
    days: [D.fri],
    after: PM,
  }),
  cl.move2('hola, la consulta del miércoles la puedo cambiar pal jueves? a las 11 idealmente', WED, { days: [D.thu] }),
  cl.cancel('necesito anular mi hora del jueves, no voy a poder ir'),
  cl.cancel('Hola buenas tardes, quiero cancelar la hora que tengo. Gracias'),
  cl.confirm('sí, ahí estaré'),
  cl.confirm('ya po, confirmo, allá nos vemos'),
  cl.optout('no quiero recibir más mensajes de ustedes, gracias'),
  cl.optout('porfa sáquenme de los recordatorios'),
  cl.human('quiero hablar con un ejecutivo porfa'),
  cl.info('cuánto cuesta la consulta general?', '20'),
  cl.info('hola a que hora abren mañana', '8'),

  // Peru
  pe.book('Limpieza dental', 'Buenas tardes, quisiera separar una cita para limpieza dental el jueves en la mañana', {
    days: [D.thu],
    before: PM,
  }),
  pe.book(
    'Consulta general',
    ['hola', 'para una consulta', 'mañana después de las 3 de la tarde pe'],
    { days: [D.tue], after: h(15) },
    { yes: 'ya pe' },
  ),
  pe.book('Blanqueamiento', 'hola causa, cuánto cuesta el blanqueamiento? y si hay para el sábado quiero separar', {
    days: [D.sat],
  }),
  pe.book(
    'Consulta general',
    'Buenos días. Deseo programar una cita de consulta general con la Dra. Carla Méndez el martes 1 de diciembre por la tarde.',
    { days: [D.tue2], resource: CARLA, after: PM },
  ),
  pe.move('hola, quiero reprogramar mi cita del jueves para el lunes 30 en la mañana', { days: [D.mon2], before: PM }),
  pe.move('ya no puedo el jueves, me la cambias pa pasado mañana en la tarde?', { days: [D.wed], after: PM }),
  pe.cancel2('hola, quiero anular la cita de limpieza del viernes 27', FRI),
  pe.cancel('Buenas, voy a cancelar mi cita, ya no podré asistir. Gracias'),
  pe.confirm('sí, ya, ahí estaré 👍'),
  pe.confirm('Buenos días, sí confirmo mi asistencia. Gracias.'),
  pe.optout('ya no me escriban por favor'),
  pe.optout('no deseo recibir más notificaciones, gracias'),
  pe.human('quisiera hablar con una persona por favor'),
  pe.info('cual es la direccion?', 'San José'),
  pe.info('cuánto cuesta la limpieza y la consulta?', '25'),

  // Spain
  es.book(
    'Limpieza dental',
    'Hola, quería pedir cita para una limpieza, el lunes no puedo, mejor el martes por la tarde',
    { days: [D.tue], after: PM },
  ),
  es.book('Consulta general', ['Buenas', '¿Tenéis hueco para una consulta general el jueves a primera hora?'], {
    days: [D.thu],
    before: h(9),
  }),
  es.book(
    'Blanqueamiento',
    'hola!! me apetece hacerme un blanqueamiento, me vendría bien cualquier mañana de la semana que viene excepto el miércoles',
    { days: [D.mon2, D.tue2, D.thu2, D.fri2, D.sat2], before: PM },
  ),
  es.book(
    'Consulta general',
    'buenas, una cita con la doctora Méndez para el viernes 4 por la mañana, gracias',
    {
      days: [D.fri2],
      resource: CARLA,
      before: PM,
    },
    { yes: 'vale, genial' },
  ),
  es.move('Hola, me viene fatal lo del jueves, ¿me la podéis cambiar al viernes por la tarde?', {
    days: [D.fri],
    after: PM,
  }),
  es.move2('hola, quiero aplazar la consulta del miércoles a la semana que viene, el martes o el miércoles', WED, {
    days: [D.tue2, D.wed2],
  }),
  es.cancel2('Buenas, anuladme la limpieza del viernes porfa, la del miércoles la mantengo', FRI),
  es.cancel('hola, no podré ir el jueves, ¿la podéis anular? gracias'),
  es.confirm('Sí, allí estaré, gracias'),
  es.confirm('vale, confirmo 👍 hasta el jueves'),
  es.optout('No quiero recibir más mensajes, gracias'),
  es.optout('dadme de baja de los avisos por favor'),
  es.human('¿Puedo hablar con alguien de la clínica? Es sobre una factura'),
  es.info('¿Cuánto cuesta el blanqueamiento?', '120'),
  es.info('¿A qué hora cerráis los sábados?', '12'),

  // English
  en.book('Limpieza dental', 'Hi, I would like to book a teeth cleaning on Wednesday afternoon', {
    days: [D.wed],
    after: PM,
  }),
  en.book(
    'Consulta general',
    ['hello', 'do you have anything tomorrow morning?'],
    { days: [D.tue], before: PM },
    {
      serviceWords: 'a general checkup',
    },
  ),
  en.move('Hi, can I move my appointment on Thursday to Friday afternoon?', { days: [D.fri], after: PM }),
  en.cancel2('I need to cancel my cleaning on Friday please', FRI),
  en.confirm('Yes I will be there, thanks'),
  en.optout('Please stop sending me messages'),
  en.human('Can I talk to a real person?'),
  en.info('How much is the whitening?', '120'),
  en.info('what are your opening hours?', '18'),

  // Noise
  nz.none('👍'),
  nz.none('jajajaja'),
  nz.none('?'),
  nz.none('Disculpe, número equivocado'),
  nz.none('.'),
  nz.none('ok gracias'),
  nz.book('Limpieza dental', 'olaa kiero sita pa limpiesa el jeuves n la tard', { days: [D.thu], after: PM }),
  nz.none('Promoción!!! Gana dinero desde casa, escribe al 8888-8888'),
];
