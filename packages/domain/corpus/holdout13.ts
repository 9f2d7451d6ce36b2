// Thirteenth held-out set (issue 29): written blind, before reading the rule files, as a fair
// estimate of the judges' own unseen set; run once unchanged for the "unseen" figure, then its
// failures fixed only by general rules. Its flavour: whole conversations sent as several WhatsApp
// messages in a row (a greeting, the wish in pieces, a "?" when no answer came fast, an emoji alone)
// and messages that carry two things at once (a confirmation and a question, an opt-out with a
// complaint, a move and a price question). Costa Rica, Mexico and Colombia here; Argentina, Chile and
// Peru in holdout13b.ts; Spain, English and noise in holdout13c.ts.

import { holdout13b } from './holdout13b.ts';
import { holdout13c } from './holdout13c.ts';
import { corpusStyles, D, h, PM } from './kit.ts';

const { cr, mx, co } = corpusStyles();

const ANA = 'Dra. Ana Rodríguez';
const CARLA = 'Dra. Carla Méndez';
const WED = '2026-11-25 09:00';
const FRI = '2026-11-27 15:00';
const NEXT_WEEK_BUT_MONDAY = [D.tue2, D.wed2, D.thu2, D.fri2, D.sat2];

export const holdout13 = [
  // Costa Rica
  cr.book('Limpieza dental', ['upe', 'buenas, diay ocupo sacar una limpieza', 'puede ser el miercoles en la tarde?'], {
    days: [D.wed],
    after: PM,
  }),
  cr.book(
    'Consulta general',
    [
      'hola pura vida',
      'mae ocupo cita con la dra carla pa consulta general',
      'el viernes despues de las 2 si se puede',
    ],
    { days: [D.fri], after: h(14), resource: CARLA },
  ),
  cr.book(
    'Blanqueamiento',
    'buenas tardes, cuanto cuesta el blanqueamiento? y me podrian dar espacio el sabado en la mañana',
    { days: [D.sat] },
  ),
  cr.book(
    'Limpieza dental',
    ['hola', '?', 'quisiera una limpieza para la proxima semana, cualquier dia menos el lunes, en la mañana'],
    { days: NEXT_WEEK_BUT_MONDAY, before: PM },
  ),
  cr.book(
    'Consulta general',
    ['diay buenas', 'es pa mi hijo, ocupa una consulta general', 'mañana tempranito si hay campo 🙏'],
    { days: [D.tue], before: h(10) },
  ),
  cr.move(['buenas', 'fijese que el jueves no puedo llegar a la cita', 'me la puede pasar pal viernes en la tarde?'], {
    days: [D.fri],
    after: PM,
  }),
  cr.move2(
    'hola, la consulta del miercoles me la pueden correr para el jueves en la mañana? y de paso cuanto cuesta la limpieza',
    WED,
    { days: [D.thu], before: PM },
  ),
  cr.cancel2(
    [
      'buenas, tengo dos citas con ustedes',
      'la limpieza del viernes ocupo cancelarla, la del miercoles si la mantengo',
    ],
    FRI,
  ),
  cr.confirm('si claro ahi estare, pura vida. una pregunta, puedo llegar 10 min antes?'),
  cr.confirm('diay si confirmo 👍 muchas gracias'),
  cr.optout(['hola', 'ya no ocupo que me escriban, me cambie de clinica. gracias']),
  cr.optout('por favor no me vuelvan a escribir a este numero, ya les dije varias veces 😒'),
  cr.human(['buenas', 'ocupo hablar con alguien de recepcion, es sobre una factura']),
  cr.earlier('upe, sera que me pueden adelantar la cita del jueves? si hay algo mañana mejor', { days: [D.tue] }),

  // Mexico
  mx.book(
    'Limpieza dental',
    ['buenas tardes', 'oiga me regala una cita para limpieza?', 'el jueves en la tarde porfa'],
    {
      days: [D.thu],
      after: PM,
    },
  ),
  mx.book('Consulta general', 'órale, quiero agendar consulta general pa mañana a las 4 de la tarde, se puede?', {
    days: [D.tue],
    after: h(15, 30),
    before: h(16, 31),
  }),
  mx.book(
    'Blanqueamiento',
    ['hola', 'neta cuanto sale el blanqueamiento?', 'va, apártame uno el lunes 30 en la mañana'],
    { days: [D.mon2], before: PM },
  ),
  mx.book('Limpieza dental', 'me regala una limpieza con la dra Ana el viernes temprano? tipo 8 u 9', {
    days: [D.fri],
    before: h(10),
    resource: ANA,
  }),
  mx.book(
    'Consulta general',
    ['qué onda', 'necesito cita', 'para consulta general, el miercoles 2 de diciembre', 'despues de las 3'],
    { days: [D.wed2], after: h(15) },
  ),
  mx.move(
    [
      'buen dia',
      'ahorita no voy a poder el jueves 😩',
      'me la cambia para el martes 1 de diciembre? en la tarde de preferencia',
    ],
    { days: [D.tue2], after: PM },
  ),
  mx.move2(
    'sale, necesito mover mi limpieza del viernes al sábado temprano, la consulta del miércoles la dejo igual',
    FRI,
    { days: [D.sat], before: h(10) },
  ),
  mx.cancel('oiga fíjese que siempre no voy a ir el jueves, cancéleme la cita porfa, ya luego le marco para otra'),
  mx.confirm('sí ahí estaré, gracias. oiga y si llego tarde 5 min hay bronca?'),
  mx.confirm('simon, ahi nos vemos el jueves 👌'),
  mx.optout('ya no me manden recordatorios porfa, neta son demasiados mensajes'),
  mx.optout(['hola', 'quiten mi numero de su lista, ya no me interesa']),
  mx.info('cuanto cuesta la limpieza y a que hora cierran?', '25'),
  mx.wait(
    'Blanqueamiento',
    'si se libera un espacio para blanqueamiento los sábados me avisan? ahorita no puedo entre semana',
    { days: [6] },
  ),

  // Colombia
  co.book(
    'Limpieza dental',
    ['buenos días', 'me regala una cita para limpieza dental por favor', 'mañana en la mañanita si hay'],
    { days: [D.tue], before: h(10) },
  ),
  co.book('Consulta general', 'hola sumercé, me colabora con una consulta general el jueves después del almuerzo?', {
    days: [D.thu],
    after: h(13),
  }),
  co.book(
    'Blanqueamiento',
    ['hola', 'quisiera un blanqueamiento', 'cuánto vale?', 'hágale, para el viernes en la tarde'],
    { days: [D.fri], after: PM },
  ),
  co.book(
    'Consulta general',
    'necesito cita de consulta general con la doctora Méndez, puede ser el martes 1 o el miércoles 2 en la tarde',
    { days: [D.tue2, D.wed2], after: PM, resource: CARLA },
  ),
  co.book('Limpieza dental', ['Buenas tardes', 'para agendar una limpieza', 'el sábado a las 9 o 10'], {
    days: [D.sat],
    after: h(9),
    before: h(10, 31),
  }),
  co.move('Buenas, me colabora pasando la cita del jueves para el lunes 30 en la tarde? gracias', {
    days: [D.mon2],
    after: PM,
  }),
  co.move2(
    [
      'hola',
      'la cita del miércoles a las 9 no la puedo',
      'me la corre para el viernes en la mañana? y cuánto cuesta la consulta?',
    ],
    WED,
    { days: [D.fri], before: PM },
  ),
  co.cancel2('necesito cancelar la consulta del miércoles, la limpieza del viernes sí la dejo', WED),
  co.confirm('Sí señora, confirmo mi asistencia. Muchas gracias'),
  co.confirm('listo, allá estaré. Una pregunta: ¿tienen parqueadero?'),
  co.optout('No me envíen más mensajes por favor, ya no soy paciente de ustedes'),
  co.optout(['buenas', 'ya no quiero recibir sus notificaciones, me tienen aburrida con tanto mensaje']),
  co.human('me puede comunicar con una persona? tengo una duda con mi tratamiento'),
  co.keep(['hola, me llegó un mensaje de la cita', 'no, no la quiero cambiar, la dejo así como está']),
  ...holdout13b,
  ...holdout13c,
];
