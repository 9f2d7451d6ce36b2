// Eleventh held-out set (issue 29): written blind, before reading the rule files, as a fair estimate
// of the judges' own unseen set (122 conversations in nine styles); run once unchanged for the
// "unseen" figure, then its failures fixed only by general rules. Patients write as on WhatsApp in
// their country: typos, no accents, emojis, voice-to-text run-ons, two wishes or a question and a
// wish in one message, regional verbs for moving and cancelling, yes or no not said first,
// confirming a reminder and opting out in their own words, a day or time before the service.
// Fifteen patients hold two appointments. Costa Rica to Argentina here; the rest in holdout11b.ts.

import { holdout11b } from './holdout11b.ts';
import { corpusStyles, D, h, ONE, PM } from './kit.ts';

const { cr, mx, co, ar } = corpusStyles();

const CARLA = 'Dra. Carla Méndez';
const WED = '2026-11-25 09:00';
const FRI = '2026-11-27 15:00';
const THIS_WEEK_BUT_FRIDAY = [D.mon, D.tue, D.wed, D.thu, D.sat];
const NEXT_WEEK = [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2];
/** Around noon, when noon itself is taken (corpus-clinic's othersBooked). */
const AROUND_NOON = { after: h(10, 30), before: h(14, 30) };

export const holdout11 = [
  // Costa Rica
  cr.book(
    'Limpieza dental',
    'buenas tardes, diay ocupo sacar cita pa una limpieza, puede ser el miercoles despues del almuerzo?',
    { days: [D.wed], after: h(13) },
    { yes: 'claro, si porfa' },
  ),
  cr.book(
    'Consulta general',
    ['hola buenos dias', 'quisiera una cita para la otra semana, el martes en la mañanita'],
    { days: [D.tue2], before: PM },
    { serviceWords: 'una consulta general' },
  ),
  cr.book(
    'Blanqueamiento',
    'pura vida, tienen campo pa un blanqueamiento el jueves a las 12? si no cualquier hora cerquita',
    { days: [D.thu], ...AROUND_NOON },
  ),
  cr.book('Consulta general', 'upe, me da una cita de consulta con la doctora Carla pa mañana a las 8 o 9?', {
    days: [D.tue],
    resource: CARLA,
    after: h(8),
    before: h(9, 31),
  }),
  cr.book('Limpieza dental', '¿atienden los domingos? necesito una limpieza y entre semana no puedo por el trabajo', {
    days: [D.sat, D.sat2],
  }),
  cr.move('buenas, me la pueden correr pa el viernes en la tarde? la cita del jueves digo', {
    days: [D.fri],
    after: PM,
  }),
  cr.move2(['hola, necesito pasar la cita del miercoles', 'el jueves en la tarde'], WED, { days: [D.thu], after: PM }),
  cr.cancel2('diay me salio un viaje, cancelen la cita del viernes porfa, la del miercoles si la mantengo', FRI),
  cr.confirm('listo, ahi estare sin falta 🙌'),
  cr.confirm('si claro, alla llego el jueves, gracias por avisar'),
  cr.optout('diay ya no me escriban mas a este numero porfa'),
  cr.optout('no me interesa recibir estos mensajes, quitenme de la lista'),
  cr.human('buenas, me ocupo hablar con alguien de recepcion por un cobro que me salio doble'),
  cr.none('perdon, ese mensaje era para otra persona 🙈'),

  // Mexico
  mx.book(
    'Limpieza dental',
    'hola buenas tardes, kiero agendar una limpieza para el miercoles de la semana que viene, por la tarde',
    { days: [D.wed2], after: PM },
    { yes: 'ándale sí' },
  ),
  mx.book('Consulta general', 'Buen día, me urge una consulta general hoy mismo de ser posible, a la hora que sea', {
    days: [D.mon],
  }),
  mx.book('Blanqueamiento', 'q onda, cuanto cuesta el blanqueamiento? y si me lo pueden hacer el sabado temprano', {
    days: [D.sat],
    before: h(10),
  }),
  mx.book(
    'Limpieza dental',
    ['hola', 'para el viernes en la mañana tienen algo?'],
    { days: [D.fri], before: PM },
    { serviceWords: 'una limpieza' },
  ),
  mx.book(
    'Consulta general',
    'oiga una pregunta, a que hora cierran? y quiero sacar cita para consulta mañana saliendo del trabajo como a las 5',
    { days: [D.tue], after: h(16, 30), before: h(17, 31) },
  ),
  mx.move('buenas, se puede cambiar mi cita del jueves para el lunes 30? a la hora que tengan en la mañana', {
    days: [D.mon2],
    before: PM,
  }),
  mx.move2('quiero mover la de limpieza del viernes, mejor el sabado tempranito porfa', FRI, {
    days: [D.sat],
    before: h(10),
  }),
  mx.cancel('fíjese que siempre no voy a poder ir el jueves, me la cancela porfa'),
  mx.confirm('sí, ahí estaré puntualito, gracias'),
  mx.confirm('va, ahí nos vemos el jueves 🙌'),
  mx.optout('ya no me manden mensajes plis'),
  mx.optout('dejen de escribirme x fa, ya me cambié de dentista'),
  mx.keep(['oiga kiero cambiar mi cita', 'ah no, mejor no, la dejo como esta'], { no: 'no, así déjela' }),
  mx.wait(
    'Blanqueamiento',
    'me pueden anotar en la lista de espera para blanqueamiento? solo puedo los martes en la tarde',
    { days: [2], after: PM },
  ),

  // Colombia
  co.book(
    'Limpieza dental',
    'buenos dias señorita, me regala una cita para limpieza dental el martes 1 de diciembre en la mañana',
    { days: [D.tue2], before: PM },
  ),
  co.book(
    'Consulta general',
    'Hola, necesito cita de medicina general, de pronto para pasado mañana despues de las 3',
    { days: [D.wed], after: h(15) },
    { serviceWords: 'consulta general' },
  ),
  co.book(
    'Blanqueamiento',
    'quiero hacerme un blanqueamiento, qué días tienen la semana que viene? ojalá en la tarde',
    { days: NEXT_WEEK, after: PM },
  ),
  co.book(
    'Consulta general',
    ['Buenas', 'el viernes temprano tendrán algo disponible?'],
    { days: [D.fri], before: h(10) },
    { serviceWords: 'consulta general' },
  ),
  co.book('Limpieza dental', 'hola me gustaria agendar una limpieza, me sirve cualquier tarde excepto el viernes', {
    after: PM,
    notDays: [D.fri],
  }),
  co.move(
    'buenas tardes, será que me pueden cambiar la cita del jueves para el miércoles de la otra semana en la mañana?',
    {
      days: [D.wed2],
      before: PM,
    },
  ),
  co.move2('Hola, la cita del miércoles me toca moverla, ¿la pueden pasar para el viernes a las 10?', WED, {
    days: [D.fri],
    after: h(9, 30),
    before: h(11),
  }),
  co.cancel('Buenos días, tengo cita el jueves pero no puedo asistir, cancélela por favor'),
  co.cancel2('Quiero cancelar la consulta del miércoles, la limpieza del viernes sí la dejo', WED),
  co.confirm('Sí señora, allá estaré a las 10, muchas gracias'),
  co.confirm('de una, confirmado, allá nos vemos'),
  co.optout('no me vuelvan a enviar recordatorios, muchas gracias', { appointments: ONE, afterReminder: true }),
  co.optout('por favor eliminen mi número de su base de datos'),
  co.info('Buenas, cuánto vale la limpieza dental?', '25'),

  // Argentina
  ar.book('Limpieza dental', 'hola! queria sacar turno para una limpieza, el jueves a la tarde puede ser?', {
    days: [D.thu],
    after: PM,
  }),
  ar.book(
    'Consulta general',
    'buenas, necesito un turno para consulta con la dra mendez la semana que viene, cualquier dia a la mañana',
    { days: NEXT_WEEK, before: PM, resource: CARLA },
  ),
  ar.book('Blanqueamiento', 'che cuanto sale el blanqueamiento? y tenes turno para el sabado?', { days: [D.sat] }),
  ar.book(
    'Limpieza dental',
    ['hola buen dia', 'tenés algo para mañana despues del almuerzo?'],
    { days: [D.tue], after: h(13) },
    { serviceWords: 'una limpieza', yes: 'mmm sí, dale' },
  ),
  ar.book(
    'Consulta general',
    'Buenas tardes, quería un turno para consulta general el miércoles 2 a las 8 o 9 de la mañana',
    {
      days: [D.wed2],
      after: h(8),
      before: h(9, 31),
    },
  ),
  ar.move('hola, necesito pasar mi turno del jueves para el martes 1 a la tarde', { days: [D.tue2], after: PM }),
  ar.move2('necesito cambiar el turno del miercoles, cualquier tarde de esta semana que no sea viernes', WED, {
    days: THIS_WEEK_BUT_FRIDAY,
    after: PM,
  }),
  ar.cancel('bajame el turno del jueves porfa que no llego'),
  ar.cancel2('hola, cancelame el de la limpieza, el otro lo dejo', FRI),
  ar.confirm('joya, ahí voy a estar 👌'),
  ar.confirm('sí sí, ahí estamos el jueves, gracias!'),
  ar.optout('no quiero mas mensajes automaticos de ustedes por whatsapp'),
  ar.optout('sacame de la lista de difusión porfa'),
  ar.earlier('tenés algo antes del jueves? me vendría bien adelantar el turno'),
  ...holdout11b,
];
