// The seventh held-out set (holdout7.ts), continued: Chile, Peru, Spain, English and noisy typing.
import { corpusStyles, D, h, PM } from './kit.ts';

const { cl, pe, es, en, nz } = corpusStyles();

const ANA = 'Dra. Ana Rodríguez';
const CARLA = 'Dra. Carla Méndez';
const THIS_WEEK = [D.mon, D.tue, D.wed, D.thu, D.fri, D.sat];
const NEXT_WEEK = [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2];

export const holdout7More = [
  // Chile
  cl.book(
    'Limpieza dental',
    'Hola, buenas tardes. Quería pedir hora para una limpieza dental para el miércoles, ojalá en la mañana',
    { days: [D.wed], before: PM },
  ),
  cl.book('Consulta general', ['hola', 'necesito hora con la doctora', 'pa una consulta nomás']),
  cl.book('Limpieza dental', 'wena, tienen hora pa limpieza el viernes después de almuerzo?', {
    days: [D.fri],
    after: h(13),
  }),
  cl.book('Blanqueamiento', 'Hola! quiero hacerme un blanqueamiento, pero no puedo los lunes ni los viernes', {
    notDays: [D.mon, D.fri, D.mon2, D.fri2],
  }),
  cl.book(
    'Consulta general',
    'Buenos días, necesito una hora para mi mamá de 80 años, consulta general, el martes 1 de diciembre a las 10 de la mañana',
    { days: [D.tue2], after: h(10), before: h(10, 1) },
  ),
  cl.move('Hola, puedo cambiar mi hora del jueves? me tinca mejor el sábado temprano', {
    days: [D.sat],
    before: h(10),
  }),
  cl.move2(
    'Hola, quiero cambiar la hora del miércoles, la de consulta, para el jueves 3 en la tarde',
    '2026-11-25 09:00',
    { days: [D.thu2], after: PM },
  ),
  cl.cancel('oye necesito anular la hora del jueves, me salió algo'),
  cl.confirm('sipo, ahí voy a estar'),
  cl.confirm('Confirmo asistencia, gracias'),
  cl.optout('no quiero que me sigan llegando estos mensajes'),
  cl.human('puedo hablar con alguien? tengo una duda con un presupuesto que me hicieron'),
  cl.info('¿aceptan Fonasa o isapre? ¿y cuánto cuesta la consulta?', '20'),
  cl.none('Hola, ¿es la pizzería? quería hacer un pedido'),

  // Peru
  pe.book('Limpieza dental', 'Buenas tardes, quisiera separar una cita para limpieza dental el jueves por la tarde', {
    days: [D.thu],
    after: PM,
  }),
  pe.book('Consulta general', 'hola buenas, para sacar una cita de consulta por favor, cualquier dia menos sabado', {
    notDays: [D.sat, D.sat2],
  }),
  pe.book('Blanqueamiento', ['hola', 'info del blanqueamiento porfa', 'y quisiera agendar para el martes 1'], {
    days: [D.tue2],
  }),
  pe.book('Limpieza dental', 'Buen día, quiero reservar una limpieza con la Dra. Ana para el viernes 27 a las 11am', {
    days: [D.fri],
    after: h(11),
    before: h(11, 1),
    resource: ANA,
  }),
  pe.book(
    'Consulta general',
    'Hola doctora, tengo una molestia en la encía, tendrá un espacio pasado mañana?',
    { days: [D.wed] },
    { serviceWords: 'una consulta' },
  ),
  pe.move('Buenas, quisiera reprogramar mi cita porque ese día no puedo, podría ser el lunes 30?', {
    days: [D.mon2],
  }),
  pe.move('Hola, mi cita es el jueves a las 10, la puedo pasar a las 3 de la tarde del mismo día?', {
    days: [D.thu],
    after: h(15),
    before: h(15, 1),
  }),
  pe.cancel2('hola, la cita de limpieza del 27 ya no va, cancelarla por favor', '2026-11-27 15:00'),
  pe.confirm('Ya, confirmado 👍'),
  pe.confirm('si voy a ir, gracias por recordarme'),
  pe.optout('ya no deseo recibir mensajes de ustedes, gracias'),
  pe.human('con quien puedo hablar para una consulta sobre un tratamiento de ortodoncia?'),
  pe.wait(
    'Consulta general',
    'Hola, quería una consulta el jueves 26 a mediodía pero me dicen que está lleno, me pueden poner en lista de espera por si alguien cancela?',
    { days: [4] },
  ),
  pe.none('Buenas noches'),

  // Spain
  es.book('Limpieza dental', 'Hola, buenas. Quería pedir cita para una limpieza el martes por la tarde, si puede ser', {
    days: [D.tue],
    after: PM,
  }),
  es.book(
    'Consulta general',
    'Buenas, ¿me podéis dar cita para una revisión? Me viene bien cualquier mañana de esta semana',
    { days: THIS_WEEK, before: PM },
    { serviceWords: 'una revisión' },
  ),
  es.book(
    'Blanqueamiento',
    '¿Cuánto cuesta el blanqueamiento? Si no es muy caro me gustaría pedir cita para el jueves de la semana que viene',
    { days: [D.thu2] },
  ),
  es.book('Limpieza dental', 'Hola! Quería una limpieza con la doctora Méndez, a poder ser a última hora de la tarde', {
    resource: CARLA,
    after: h(16),
  }),
  es.book(
    'Consulta general',
    ['Buenas tardes', 'Tengo una muela que me está matando', '¿Tenéis algo para hoy?'],
    { days: [D.mon] },
    { serviceWords: 'una consulta, por el dolor' },
  ),
  es.move('Hola, tengo cita el jueves a las 10 pero no puedo ir, ¿me la podéis cambiar al viernes por la tarde?', {
    days: [D.fri],
    after: PM,
  }),
  es.move2(
    'Buenas, quería cambiar la cita del viernes 27 a otro día de la semana que viene, por la mañana',
    '2026-11-27 15:00',
    { days: NEXT_WEEK, before: PM },
  ),
  es.cancel('Hola, tengo que anular la cita del jueves, lo siento mucho'),
  es.cancel2('Quiero anular la consulta del miércoles, por favor', '2026-11-25 09:00'),
  es.confirm('Sí, allí estaré. Gracias'),
  es.confirm('Vale, perfecto 👍'),
  es.optout('Por favor, no me enviéis más mensajes'),
  es.human('¿Puedo hablar con alguien de la clínica? Es por un tema del seguro (Adeslas)'),
  es.info('¿Dónde estáis exactamente? ¿Hay aparcamiento cerca?', ''),

  // English
  en.book('Limpieza dental', 'Hi, I would like to book a teeth cleaning for Wednesday afternoon please', {
    days: [D.wed],
    after: PM,
  }),
  en.book(
    'Consulta general',
    ['Hello', "I've got a toothache, can I see someone tomorrow morning?"],
    { days: [D.tue], before: PM },
    { serviceWords: 'a general consultation' },
  ),
  en.book('Blanqueamiento', 'how much is teeth whitening? and do you have anything next Friday', {
    days: [D.fri, D.fri2],
  }),
  en.book('Limpieza dental', 'Can I get a cleaning with Dr. Rodriguez on Saturday?', { days: [D.sat], resource: ANA }),
  en.book(
    'Consulta general',
    'hey do u have any openings this week after 5pm? need a checkup',
    { days: [D.mon, D.tue, D.wed, D.thu, D.fri], after: h(17) },
    { serviceWords: 'checkup' },
  ),
  en.move('Hi, I need to reschedule my appointment on Thursday. Could we do Tuesday instead, any time after 2?', {
    days: [D.tue],
    after: h(14),
  }),
  en.cancel("Hi, I won't be able to make it on Thursday, please cancel my appointment. Sorry!"),
  en.cancel2('I need to cancel the cleaning on Friday but keep the other one', '2026-11-27 15:00'),
  en.confirm('Yes, I will be there. Thanks!'),
  en.confirm('👍 see you then'),
  en.optout('Please stop texting me'),
  en.human('Can I talk to a real person please?'),

  // Noisy typing
  nz.book('Limpieza dental', 'ola kiero sita limpiesa mñn', { days: [D.tue] }),
  nz.book('Consulta general', ['hla', 'cita', 'consulta', 'miercls tarde'], { days: [D.wed], after: PM }),
  nz.book('Limpieza dental', 'BUENAS QUIERO UNA CITA PARA LIMPIEZA EL VIERNES A LAS 10', {
    days: [D.fri],
    after: h(10),
    before: h(10, 1),
  }),
  nz.book('Blanqueamiento', 'blanqueamiento 🦷✨ sabado???', { days: [D.sat] }),
  nz.move('nesecito canviar mi cita pal lunes', { days: [D.mon, D.mon2] }),
  nz.cancel('cancelar cita plis'),
  nz.confirm('siii'),
  nz.confirm('Si confirmo👍🏻'),
  nz.optout('NO MAS MENSAJES'),
  nz.human('quiero ablar con una persona'),
  nz.none('?'),
  nz.none('perdon numero equivocado'),
];
