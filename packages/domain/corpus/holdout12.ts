// Twelfth held-out set (issue 29): written blind, before reading the rule files, as a fair estimate
// of the judges' own unseen set; run once unchanged for the "unseen" figure, then its failures fixed
// only by general rules. A different kind of patient from the earlier sets: older patients who write
// formally and at length, young ones in slang and abbreviations, voice-to-text without punctuation
// and with misheard words, dates as numbers ("el 3/12", "lunes 30"), questions answered with a
// question, minds changed twice, wrong details corrected ("perdón, quise decir el viernes"),
// professionals by first name or a wrong title, appointments for a family member, and confirmations
// or opt-outs wrapped in a long explanation. Costa Rica, Mexico and Colombia here; Argentina, Chile
// and Peru in holdout12b.ts; Spain, English and noise in holdout12c.ts.

import { holdout12b } from './holdout12b.ts';
import { holdout12c } from './holdout12c.ts';
import { corpusStyles, D, h, PM } from './kit.ts';

const { cr, mx, co } = corpusStyles();

const ANA = 'Dra. Ana Rodríguez';
const CARLA = 'Dra. Carla Méndez';
const WED = '2026-11-25 09:00';
const FRI = '2026-11-27 15:00';

export const holdout12 = [
  // Costa Rica
  cr.book(
    'Limpieza dental',
    'Buenas tardes señorita, le escribe la señora Carmen Vargas. Quería ver si me pueden dar un espacio para una limpieza de dientes la otra semana, de preferencia el martes en la mañana, porque en la tarde no tengo quién me lleve. Muchas gracias, muy amable.',
    { days: [D.tue2], before: PM },
  ),
  cr.book(
    'Consulta general',
    ['buenas', 'diay es que necesito cita para mi hijo, una consulta general, puede ser hoy en la tarde?'],
    {
      days: [D.mon],
      after: PM,
    },
  ),
  cr.book(
    'Blanqueamiento',
    'upe mae, cuanto cuesta el blanqueamiento? y si hay campo el sabado en la mañana me apunto',
    { days: [D.sat] },
    { yes: 'sí mae, de una' },
  ),
  cr.book(
    'Consulta general',
    [
      'hola quiero una cita de consulta general para el miércoles',
      'ay no perdón, mejor el jueves',
      'no no, diay sí, el miércoles está bien',
    ],
    { days: [D.wed] },
  ),
  cr.book('Limpieza dental', 'hola, quisiera una limpieza con la doctora Ana el 1/12 en la tarde', {
    days: [D.tue2],
    after: PM,
    resource: ANA,
  }),
  cr.move(
    'Buenas noches, disculpe la hora. Resulta que el jueves tengo que llevar a mi esposo al hospital y no voy a poder ir a la cita. ¿Sería posible pasarla para el viernes 4 de diciembre, a cualquier hora de la mañana? Se lo agradezco mucho.',
    { days: [D.fri2], before: PM },
  ),
  cr.move2('tengo dos citas, la de la limpieza del 27 la quiero pasar para el lunes 30 despues de las 2', FRI, {
    days: [D.mon2],
    after: h(14),
  }),
  cr.cancel(
    'Buenas, le escribo para avisarle que no podré asistir a la cita del jueves 26 por motivos de salud, le agradecería que me la cancelara. Mil disculpas por el inconveniente.',
  ),
  cr.confirm(
    'Buenas tardes señorita, le escribe doña Carmen para decirle que sí, con mucho gusto asistiré a mi cita del jueves, Dios mediante. Muchas gracias por el recordatorio, que Dios la bendiga.',
  ),
  cr.confirm('tuanis, ahí estoy el jueves mae, gracias'),
  cr.optout(
    'Buenas tardes, disculpe la molestia. Le agradezco mucho todo, pero ya no deseo recibir más mensajes de parte de la clínica. Muchas gracias por su comprensión.',
  ),
  cr.optout('mae ya no me escriban porfa, gracias'),
  cr.info('Buenas, ¿a qué hora cierran entre semana? ¿y cuánto cuesta la limpieza?', '25'),
  cr.human(
    'Disculpe, ¿me podría comunicar con alguna de las muchachas de recepción? Es que tengo una duda sobre una factura.',
  ),

  // Mexico
  mx.book(
    'Limpieza dental',
    'q onda, kiero sacar cita pa limpieza el viernes x la tarde xfa',
    { days: [D.fri], after: PM },
    { yes: 'simón, va' },
  ),
  mx.book(
    'Consulta general',
    'Muy buenos días. Le escribe el licenciado Ramírez. Desearía agendar una consulta general para mi señora madre el próximo jueves 3 de diciembre, de ser posible a partir de las 10 de la mañana. Quedo atento a su respuesta.',
    { days: [D.thu2], after: h(10) },
  ),
  mx.book(
    'Blanqueamiento',
    ['hola buenas, quiero agendar un blanqueamiento el martes 2', 'perdón, el miércoles 2, me equivoqué de día'],
    {
      days: [D.wed2],
    },
  ),
  mx.book('Consulta general', ['hola buenas tardes, quiero sacar una cita', '¿qué días tienen la próxima semana?'], {
    days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2],
  }),
  mx.book('Limpieza dental', 'buenas, quiero una limpieza con el doctor Méndez, el lunes 30 temprano', {
    days: [D.mon2],
    before: h(10),
    resource: CARLA,
  }),
  mx.move(
    'oye, ¿me cambias mi cita del jueves? mejor el sábado en la mañana, no, espera, mejor el viernes en la tarde',
    {
      days: [D.fri],
      after: PM,
    },
  ),
  mx.cancel2('buenas, necesito cancelar la consulta del miércoles, la limpieza sí la mantengo', WED),
  mx.confirm('q onda, sip ahi voy a estar el jueves, gracias x avisar'),
  mx.confirm('Muy buenas tardes. Le confirmo mi asistencia a la cita del día jueves a las diez. Saludos cordiales.'),
  mx.optout('nel ya no quiero q me manden mensajes bro'),
  mx.optout('Buenas tardes, le pido de la manera más atenta que me retire de su lista de mensajes, gracias.'),
  mx.earlier('oiga, ¿no tendrá algo antes del jueves? es que ando con mucho dolor'),
  mx.info('¿Cuánto sale la consulta general? ¿Y la doctora Carla atiende los sábados?', '20'),
  mx.none('perdón, me equivoqué de número'),

  // Colombia
  co.book(
    'Consulta general',
    'Buenas tardes, qué pena molestarla. Le escribe doña Gloria. Quisiera pedir una cita de consulta general con la doctora Carla para el jueves en la mañanita, si es posible. Mil gracias.',
    { days: [D.thu], before: PM, resource: CARLA },
  ),
  co.book(
    'Limpieza dental',
    'hola, buenas. Necesito una cita de limpieza para mi hija de 12 años, el sábado 28 a las 9 o 10',
    {
      days: [D.sat],
      after: h(9),
      before: h(10, 30),
    },
  ),
  co.book(
    'Blanqueamiento',
    'hola buenas tardes quisiera agendar un blanqueamiento para el miércoles de la próxima semana a las 2 de la tarde',
    { days: [D.wed2], after: h(13, 30), before: h(15) },
  ),
  co.book(
    'Limpieza dental',
    'parce necesito una limpieza pa mañana q hora tienen?',
    { days: [D.tue] },
    { yes: 'de una parce' },
  ),
  co.book(
    'Consulta general',
    [
      'Hola, una consulta general para el viernes por favor',
      'Ay no, el viernes no puedo, mejor el lunes 30',
      'Uy perdón, el lunes tampoco, que sea el martes 1',
    ],
    { days: [D.tue2] },
  ),
  co.move('buenas, me toca cambiar la cita del jueves, ¿me la pueden poner el 3/12 en la tarde?', {
    days: [D.thu2],
    after: PM,
  }),
  co.move2(
    'Hola, el blanqueamiento del jueves lo necesito correr para el sábado temprano, por favor',
    '2026-11-26 16:00',
    { days: [D.sat], before: h(10) },
    {
      appointments: [
        '2026-11-24 11:00 Consulta general / Dra. Ana Rodríguez',
        '2026-11-26 16:00 Blanqueamiento / Dra. Carla Méndez',
      ],
    },
  ),
  co.cancel(
    'Buenos días, le escribo para cancelar la cita, es que me salió un viaje de trabajo y no alcanzo a volver. Qué pena con ustedes.',
  ),
  co.confirm('Claro que sí mi reina, allá estaré el jueves sin falta, gracias por acordarse'),
  co.confirm('si señor cuente con migo para el jueves a las 10'),
  co.optout('Señorita, le agradezco pero por favor no me vuelvan a escribir a este número'),
  co.optout('quíteme de los mensajes automáticos por favor, ya me cambié de ciudad'),
  co.human('buenas, necesito hablar con una persona de verdad no con un robot'),
  co.wait(
    'Blanqueamiento',
    'no encuentro espacio que me sirva, ¿me pueden anotar en la lista de espera para blanqueamiento los sábados?',
    { days: [6] },
  ),
  ...holdout12b,
  ...holdout12c,
];
