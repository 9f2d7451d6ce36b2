// Eighth held-out set (issue 29): written blind, before reading the rule files, as a fair estimate
// of the judges' own unseen set; run once unchanged for the "unseen" figure, then its failures
// fixed only by general rules. The judges' description: seven country styles (typos, no accents,
// abbreviations, emojis, several wishes in one message, regional words), booking, moving and
// cancelling with regional verbs, clitics and exclusions ("cualquier tarde menos el viernes"),
// confirming a reminder in words, opting out in one's own words, asking for a person, questions
// (sometimes two in one message), English, and noise. Ten patients hold two appointments.
// Costa Rica, Mexico, Colombia and Argentina here; the rest in holdout8b.ts.

import { holdout8b } from './holdout8b.ts';
import { corpusStyles, D, h, PM } from './kit.ts';

const { cr, mx, co, ar } = corpusStyles();

const ANA = 'Dra. Ana Rodríguez';
const CARLA = 'Dra. Carla Méndez';
const WED = '2026-11-25 09:00';
const FRI = '2026-11-27 15:00';
const NEXT_WEEK_BUT_MONDAY = [D.tue2, D.wed2, D.thu2, D.fri2, D.sat2];

export const holdout8 = [
  // Costa Rica
  cr.book(
    'Limpieza dental',
    'upe! buenas, ocupo una limpieza pa mañana en la tarde porfa',
    { days: [D.tue], after: PM },
    { yes: 'si mae, de una' },
  ),
  cr.book(
    'Consulta general',
    [
      'hola',
      'diay quisiera sacar una cita con la doctora Mendez para una consulta',
      'el miercoles tipo 10 de la mañana o por ahi',
    ],
    { days: [D.wed], resource: CARLA, after: h(9), before: h(11, 30) },
  ),
  cr.book(
    'Blanqueamiento',
    'Buenos días, me gustaría saber si tienen espacio para un blanqueamiento cualquier tarde de esta semana menos el viernes, gracias',
    { days: [D.mon, D.tue, D.wed, D.thu, D.sat], after: PM },
  ),
  cr.book('Consulta general', 'mae necesito cita para consulta general el sábado temprano', {
    days: [D.sat],
    before: h(10),
  }),
  cr.move('buenas, me pueden correr la cita del jueves para el viernes? en la mañana de preferencia', {
    days: [D.fri],
    before: PM,
  }),
  cr.move2(
    ['Hola buenas tardes', 'la cita de la limpieza del viernes no la puedo, me la pasan para el lunes 30 en la tarde?'],
    FRI,
    { days: [D.mon2], after: PM },
  ),
  cr.cancel('diay fijese que no voy a poder ir el jueves, cancelemela porfa 🙏'),
  cr.confirm('si señora ahi estare puntual, pura vida'),
  cr.confirm('ok si voy, muchas gracias por recordarme'),
  cr.optout('ya no me sigan mandando mensajes por favor, gracias'),
  cr.optout('no quiero que me lleguen mas recordatorios de ustedes'),
  cr.human('me puede atender una persona? es que tengo una duda con una factura'),
  cr.info('hola cuanto cuesta la limpieza?', '25'),
  cr.info('buenas, a que hora abren el sabado y hasta que hora?', '12'),
  cr.keep('a que hora es que tengo la cita el jueves? se me olvido'),

  // Mexico
  mx.book(
    'Limpieza dental',
    'Buenas tardes, quisiera agendar una limpieza dental para el martes a las 4 de la tarde, gracias',
    { days: [D.tue], after: h(16), before: h(16, 1) },
  ),
  mx.book('Consulta general', ['que onda', 'kiero sacar cita pa consulta', 'ahorita en la tarde si se puede'], {
    days: [D.mon],
    after: PM,
  }),
  mx.book(
    'Blanqueamiento',
    'me urge un blanqueamiento antes de la boda de mi hermana que es el sabado 28!! puede ser jueves o viernes cualquier hora',
    { days: [D.thu, D.fri] },
    { yes: 'sí, chido' },
  ),
  mx.book('Consulta general', 'hola!! me das cita para el miércoles 2 de diciembre en la mañana? es para consulta 😊', {
    days: [D.wed2],
    before: PM,
  }),
  mx.move('oiga, ¿me puede recorrer mi cita para la próxima semana? el martes de preferencia en la tarde', {
    days: [D.tue2],
    after: PM,
  }),
  mx.move2('Hola, necesito mover la consulta del miércoles, cualquier día de la otra semana menos el lunes', WED, {
    days: NEXT_WEEK_BUT_MONDAY,
  }),
  mx.cancel('ya no voy a ir a la cita, cancélenmela por fa'),
  mx.cancel2('buen dia, quiero cancelar la limpieza del viernes, la consulta del miércoles sí la dejo', FRI),
  mx.confirm('sí ahí estaré, gracias'),
  mx.confirm('Va, nos vemos el jueves a las 10 👌'),
  mx.optout('ya no quiero recibir sus mensajes, gracias'),
  mx.optout('neta ya dejen de mandarme whatsapps'),
  mx.human('¿Me pueden comunicar con alguien de recepción? Gracias.'),
  mx.info('cuanto sale el blanqueamiento? y aceptan tarjeta?', '120'),
  mx.info('a qué hora cierran entre semana', '18'),

  // Colombia
  co.book(
    'Consulta general',
    'Buenas tardes, qué pena con usted, ¿me regala una cita para consulta general el jueves en la tarde?',
    { days: [D.thu], after: PM },
  ),
  co.book(
    'Limpieza dental',
    ['Hola buen día', 'Quisiera pedir una cita', 'para limpieza', 'el viernes 4 de diciembre a cualquier hora'],
    {
      days: [D.fri2],
    },
  ),
  co.book(
    'Blanqueamiento',
    'buenas, me colabora con una cita para blanqueamiento con la doctora Ana, la otra semana, cualquier día menos el lunes',
    { resource: ANA, days: NEXT_WEEK_BUT_MONDAY },
    { yes: 'hágale pues' },
  ),
  co.book('Limpieza dental', 'Hola sumercé, necesito limpieza para mañana temprano, ojalá a las 8', {
    days: [D.tue],
    before: h(9),
  }),
  co.move('buenas, de pronto me pueden pasar la cita del jueves para el miércoles a las 3?', {
    days: [D.wed],
    after: h(15),
    before: h(15, 1),
  }),
  co.move2('hola, la cita del viernes de la limpieza me la pueden correr para el sábado en la mañana?', FRI, {
    days: [D.sat],
  }),
  co.cancel('Buenas tardes, para cancelar la cita del jueves por favor, me salió un viaje'),
  co.confirm('listo, allá estaré. Mil gracias'),
  co.confirm('sí señora, confirmo la cita. una pregunta, ¿cuánto vale la limpieza?'),
  co.optout('por favor no me envíen más mensajes a este número'),
  co.optout('ya no quiero q me escriban mas, grax 🙏'),
  co.human('Necesito hablar con una persona, no con un robot 🙄'),
  co.info('¿Dónde están ubicados?', 'San José'),
  co.info('hola, que horario manejan los sabados y cuánto cuesta la consulta?', '20'),
  co.keep('hola, mi cita sigue en pie para el jueves verdad?'),

  // Argentina
  ar.book('Limpieza dental', 'Hola! Quería sacar un turno para una limpieza, el jueves a la tarde si puede ser', {
    days: [D.thu],
    after: PM,
  }),
  ar.book(
    'Consulta general',
    ['buenas', 'che tenés turno para consulta mañana a la mañana?'],
    { days: [D.tue], before: PM },
    { yes: 'sí, joya' },
  ),
  ar.book('Blanqueamiento', 'hola, quiero hacerme un blanqueamiento. Puedo cualquier tarde menos el viernes', {
    after: PM,
    notDays: [D.fri],
  }),
  ar.book('Consulta general', 'Buen día, necesito un turno con la Dra. Méndez para el lunes 30, después de las 14 hs', {
    days: [D.mon2],
    resource: CARLA,
    after: h(14),
  }),
  ar.move('che, me podés pasar el turno del jueves al martes 1 a la tarde?', { days: [D.tue2], after: PM }),
  ar.move('Hola, no llego al turno del jueves, ¿lo podemos mover para el viernes después de las 11?', {
    days: [D.fri],
    after: h(11),
  }),
  ar.cancel2('Hola, quería cancelar el turno del miércoles a la mañana', WED),
  ar.cancel(
    'hola como estas, mira te cuento que al final me surgio un tema del laburo y no voy a poder ir al turno del jueves asi que cancelalo nomas, despues te escribo para sacar otro, gracias!!',
  ),
  ar.confirm('Sí, ahí voy a estar 👍'),
  ar.confirm('dale, confirmado, nos vemos'),
  ar.optout('Por favor dejen de mandarme mensajes'),
  ar.optout('no me manden mas nada, gracias'),
  ar.human('hola, ¿me podés pasar con alguien de la clínica? quiero consultar algo de mi obra social'),
  ar.info('Hola, cuánto sale la limpieza? y atienden los sábados?', '25'),
  ar.info('en qué horario atienden?', '18'),
  ...holdout8b,
];
