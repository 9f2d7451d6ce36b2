// The ninth held-out set's second half (holdout9.ts tells how it was written): Peru, Spain, English
// and noise (misspelt, voice-to-text run-ons, bursts of one word, emojis alone).

import { corpusStyles, D, h, PM } from './kit.ts';

const { pe, es, en, nz } = corpusStyles();

const ANA = 'Dra. Ana Rodríguez';
const CARLA = 'Dra. Carla Méndez';
const WED = '2026-11-25 09:00';
const FRI = '2026-11-27 15:00';
const THIS_WEEK_WEEKDAYS = [D.mon, D.tue, D.wed, D.thu, D.fri];
const NEXT_WEEK_BUT_MONDAY = [D.tue2, D.wed2, D.thu2, D.fri2, D.sat2];

export const holdout9b = [
  // Peru
  pe.book('Limpieza dental', 'buenas tardes, quisiera separar una cita para limpieza dental el viernes en la mañana', {
    days: [D.fri],
    before: PM,
  }),
  pe.book(
    'Consulta general',
    ['hola', 'para una consulta general tendrá disponibilidad?', 'mañana o pasado de preferencia en la tarde'],
    { days: [D.tue, D.wed], after: PM },
  ),
  pe.book('Blanqueamiento', 'hola causa, quiero hacerme un blanqueamiento, puede ser el sábado? no muy temprano', {
    days: [D.sat],
    after: h(9),
  }),
  pe.book('Limpieza dental', ['para el miércoles 2 a las 4 de la tarde hay espacio?', 'seria para una limpieza'], {
    days: [D.wed2],
    after: h(15, 30),
    before: h(16, 31),
  }),
  pe.book(
    'Consulta general',
    'Buenas, quisiera una cita con la doctora Méndez para consulta, cualquier día de esta semana menos el sábado, después de las 5',
    { days: THIS_WEEK_WEEKDAYS, resource: CARLA, after: h(17) },
  ),
  pe.move('hola, disculpe, me podría cambiar la cita del jueves para el martes 1 en la mañana?', {
    days: [D.tue2],
    before: PM,
  }),
  pe.move2('ya pe, la consulta del miércoles pásamela para el jueves 3 a eso de las 11, la otra no la muevas', WED, {
    days: [D.thu2],
    after: h(10, 30),
    before: h(11, 31),
  }),
  pe.cancel('buenas, quiero cancelar mi cita, ya no la necesito gracias'),
  pe.cancel2('hola, la limpieza del 27 anúlenmela por favor, tengo chamba', FRI),
  pe.confirm('ya, ahí estaré puntual'),
  pe.confirm('sí, voy a ir, gracias por el recordatorio. una consulta, cuánto cuesta el blanqueamiento?'),
  pe.optout('ya no me envíen más mensajes por favor'),
  pe.optout('eliminen mi número de su base de datos'),
  pe.human('me podría comunicar con una señorita de atención por favor?'),
  pe.info('hola, atienden los domingos? y cuanto es la limpieza?', '25'),

  // Spain
  es.book(
    'Limpieza dental',
    'Hola, quería pedir cita para una limpieza el jueves por la tarde, a partir de las cuatro',
    {
      days: [D.thu],
      after: h(16),
    },
  ),
  es.book(
    'Consulta general',
    [
      'Buenas',
      'Necesito cita para una consulta general',
      'la semana que viene, cualquier día menos el lunes, por la mañana',
    ],
    { days: NEXT_WEEK_BUT_MONDAY, before: PM },
  ),
  es.book('Blanqueamiento', '¿Tenéis hueco para un blanqueamiento pasado mañana a primera hora?', {
    days: [D.wed],
    before: h(9),
  }),
  es.book(
    'Consulta general',
    'Buenos días, me gustaría una cita con la doctora Carla Méndez el 3 de diciembre por la tarde',
    { days: [D.thu2], after: PM, resource: CARLA },
  ),
  es.book(
    'Limpieza dental',
    'Hola! Para mañana por la mañana tendríais algo? Es para limpieza. Bueno no, mejor por la tarde que tengo curro',
    { days: [D.tue], after: PM },
  ),
  es.move('Buenas, ¿me podéis cambiar la cita del jueves al viernes a última hora?', { days: [D.fri], after: h(16) }),
  es.move2(
    'Hola, la limpieza del viernes 27 me la pasáis al martes 1 por la tarde, porfa? La consulta del miércoles sigue igual',
    FRI,
    { days: [D.tue2], after: PM },
  ),
  es.cancel2('Quería anular la cita del miércoles, la del viernes la mantengo. Gracias', WED),
  es.confirm('Sí, allí estaré, gracias'),
  es.confirm('Confirmo, vale. Un saludo'),
  es.optout('No quiero recibir más avisos vuestros, gracias'),
  es.optout('Dejad de escribirme, por favor'),
  es.info('¿Cuánto cuesta la consulta y a qué hora abrís por la mañana?', '20'),
  es.earlierWait('¿Me podríais avisar si queda algún hueco antes de mi cita?'),
  es.none('vale gracias'),

  // English
  en.book('Limpieza dental', "Hi, I'd like to book a teeth cleaning for tomorrow afternoon please", {
    days: [D.tue],
    after: PM,
  }),
  en.book(
    'Consulta general',
    [
      'hello',
      'can I get an appointment for a general consultation?',
      'Friday morning would be great, but not before 10',
    ],
    { days: [D.fri], after: h(10), before: PM },
  ),
  en.book(
    'Blanqueamiento',
    'Do you have any openings for whitening next week? Any day except Monday, ideally after 2pm',
    { days: [D.tue2, D.wed2, D.thu2, D.fri2], after: h(14) },
  ),
  en.book('Limpieza dental', 'Could I book a cleaning with Dr. Rodriguez on Dec 3rd around 11?', {
    days: [D.thu2],
    resource: ANA,
    after: h(10, 30),
    before: h(11, 31),
  }),
  en.book('Consulta general', 'need a general consult asap, today if possible', { days: [D.mon] }),
  en.move('Hi, can I move my Thursday appointment to Saturday morning?', { days: [D.sat] }),
  en.move2('I need to reschedule my Wednesday consultation to Thursday after 3pm. The cleaning on Friday stays.', WED, {
    days: [D.thu],
    after: h(15),
  }),
  en.cancel("Hi, I won't be able to make it on Thursday, please cancel my appointment"),
  en.confirm("Yes, I'll be there"),
  en.confirm('Confirmed, see you Thursday!'),
  en.optout('Please remove me from your messaging list'),
  en.optout("I don't want to get any more reminders, thanks"),
  en.info('How much is a teeth whitening and are you open on Saturdays?', '120'),
  en.human('Can I talk to a real person please?'),
  en.keep(['Hi, I was thinking of changing my appointment', "actually never mind, I'll keep it as it is"]),

  // Noise
  nz.book('Limpieza dental', 'ola kiero una sita pa limpiesa el biernes en la tarde', { days: [D.fri], after: PM }),
  nz.book(
    'Consulta general',
    'hola buenos días quería saber si me pueden dar una cita para consulta general para el martes en la tarde a eso de las 3 o 4 porque en la mañana trabajo y no puedo salir gracias',
    { days: [D.tue], after: h(14, 30), before: h(16, 31) },
  ),
  nz.book('Blanqueamiento', ['hola', 'blanqueamiento', 'sabado', 'temprano xfa'], { days: [D.sat], before: h(10) }),
  nz.book('Limpieza dental', 'nesecito sita limpiesa la otra semana qualquier dia menos lunes 🙏🙏', {
    days: NEXT_WEEK_BUT_MONDAY,
  }),
  nz.move('me pueden canbiar la sita del jueves pal miercoles xfa en la mañana', { days: [D.wed], before: PM }),
  nz.move2('la d limpiesa del vierns me la pasan al lunes 30 porfa la otra no', FRI, { days: [D.mon2] }),
  nz.cancel('kiero cansela mi cita no puedo ir 😔'),
  nz.confirm('👍🏻'),
  nz.confirm('si si ahi estoy graciass'),
  nz.optout('ya no m escriban plis 🙏🙏'),
  nz.optout('no mas msjs x favor no me interesa'),
  nz.none('🤣🤣🤣'),
  nz.none('a bueno ok gracias'),
  nz.info('cuanto bale la limpiesa', '25'),
  nz.leave('Blanqueamiento', 'ya no kiero estar en la lista d espera dl blanqueamiento', ['Limpieza dental']),
];
