// Fifth held-out set (issue 29): written before reading the rule files, run once unchanged for the
// "unseen" figure in docs/benchmarks.md, then its failures fixed only by general rules. Its focus is
// where patients of the issue's own unseen test tripped the receptionist, in fresh words: a different
// day or part of day answered after times were offered ("mejor el viernes en la tarde"), next-week
// days ("el martes de la otra semana", "el próximo jueves", "la semana entrante"), exclusions ("cualquier
// día menos…", "no puedo los lunes", "que no sea temprano"), confirmations anywhere in a message with
// regional forms and emoji, opt-outs in each country's words, regional verbs for moving and cancelling
// with clitics ("córrame", "pasémosla", "dar de baja el turno"), "persona" in messages that ask for no
// human, a day and hour before the service, "a las 8 o 9", "después del almuerzo", two questions in one
// message, and each country's voice (vosotros, voseo, po, ahorita, regáleme, diay, English, typos).
// Spain, English and the typing noise are in holdout5-spain-english-noise.ts (this file stays short).
import { holdout5SpainEnglishNoise } from './holdout5-spain-english-noise.ts';
import { corpusStyles, D, h, PM } from './kit.ts';

const { cr, mx, co, ar, cl, pe } = corpusStyles();

const ANA = 'Dra. Ana Rodríguez';
const CARLA = 'Dra. Carla Méndez';
const WED_0900 = '2026-11-25 09:00';
const FRI_1500 = '2026-11-27 15:00';

export const holdout5 = [
  // Costa Rica
  cr.book(
    'Limpieza dental',
    'diay mae, ocupo una limpieza, tiene algo el martes de la otra semana en la mañana?',
    {
      days: [D.tue2],
      before: PM,
    },
    { yes: 'sí, me sirve, pura vida' },
  ),
  cr.book(
    'Consulta general',
    ['upe, buenas', 'quería sacar una cita para consulta general', 'mejor el viernes en la tarde si se puede'],
    {
      days: [D.fri],
      after: PM,
    },
  ),
  cr.book('Blanqueamiento', 'hola, para un blanqueamiento, cualquier dia menos los lunes, que no sea temprano xfa', {
    notDays: [D.mon, D.mon2],
    after: h(9),
  }),
  cr.book('Limpieza dental', 'buenas noches, el jueves a las 8 o 9 me sirve, es para una limpieza', {
    days: [D.thu],
    after: h(8),
    before: h(9, 30),
  }),
  cr.book(
    'Consulta general',
    'hola es para mi esposo, el es una persona que trabaja todo el dia, tiene campo despues del almuerzo el miercoles? consulta general',
    { days: [D.wed], after: h(13) },
  ),
  cr.move('buenas, diay me salió un imprevisto, me puede correr la cita para el viernes en la tarde?', {
    days: [D.fri],
    after: PM,
  }),
  cr.move('hola, necesito pasar mi cita del jueves para el lunes que viene, ojala en la mañana', {
    days: [D.mon2],
    before: PM,
  }),
  cr.cancel('buenas, por favor me anula la cita del jueves, ya no voy a poder ir, disculpe'),
  cr.confirm('diay sí claro, ahí estaré 👍'),
  cr.confirm('Buenos días, sí confirmo, muchas gracias por el recordatorio. ¿Hay parqueo?'),
  cr.optout('buenas, le agradezco pero ya no quiero que me sigan llegando mensajes de ustedes'),
  cr.human('buenas, ocupo hablar con alguien de la clínica por un tema de una factura'),
  cr.info('¿atienden los sábados? y cuánto cuesta el blanqueamiento?', '120'),
  cr.wait(
    'Consulta general',
    'hola, ocupo consulta general el jueves a las 12, si no hay campo me apunta en la lista de espera porfa',
    { days: [4] },
  ),
  cr.keep('hola, tenia pensado correr la cita pero mejor no, la dejo así como está'),

  // México
  mx.book('Limpieza dental', 'q tal, quiero agendar una limpieza pa ahorita en la tarde, o sea hoy', {
    days: [D.mon],
    after: PM,
  }),
  mx.book(
    'Consulta general',
    [
      'buenas tardes',
      'me urge una consulta general',
      'ninguno de esos, mejor el jueves de la otra semana despues de las 4',
    ],
    { days: [D.thu2], after: h(16) },
  ),
  mx.book(
    'Blanqueamiento',
    'órale, quiero hacerme el blanqueamiento, el próximo jueves puede ser? en la mañana',
    {
      days: [D.thu, D.thu2],
      before: PM,
    },
    { yes: 'órale sí, ese' },
  ),
  mx.book(
    'Limpieza dental',
    ['buenas, quiero una cita', 'perdon mande? es para una limpieza, pero no puedo los lunes ni martes'],
    { notDays: [D.mon, D.tue, D.mon2, D.tue2] },
  ),
  mx.book(
    'Consulta general',
    'hola, mi suegra es muy especial con los horarios jaja, necesito consulta general para ella el viernes entre 2 y 4',
    { days: [D.fri], after: h(14), before: h(16) },
  ),
  mx.move('oiga tengo cita el jueves, me la puede posponer pal martes de la próxima semana a las 11?', {
    days: [D.tue2],
    after: h(11),
    before: h(11, 30),
  }),
  mx.move2('quiero cambiar la consulta del miércoles, pasémosla para el viernes en la mañana', WED_0900, {
    days: [D.fri],
    before: PM,
  }),
  mx.cancel2('Buenas, cancéleme porfa la limpieza del viernes, la del miércoles sí voy', FRI_1500),
  mx.confirm('muchas gracias por avisar 🙏 sí ahí voy a estar'),
  mx.confirm('simón, confirmado 👌'),
  mx.optout('ya no me manden mensajes por favor, ya me cambié de dentista'),
  mx.human('oiga, ¿hay alguien ahí que me pueda atender? una persona de verdad, no un robot'),
  mx.info('q servicios manejan ustedes?', 'Blanqueamiento'),
  mx.earlier('se podrá adelantar mi cita del jueves? si hay algo antes mejor'),
  mx.none('no me mande la ubicación, ya sé dónde están, gracias'),

  // Colombia
  co.book(
    'Limpieza dental',
    'buenas tardes, me regala una cita para limpieza el viernes en la tarde por fa',
    {
      days: [D.fri],
      after: PM,
    },
    { yes: 'sisas' },
  ),
  co.book(
    'Consulta general',
    'hola, me colabora con una cita de consulta general para la otra semana, el martes o el miércoles, que no sea temprano',
    { days: [D.tue2, D.wed2], after: h(9) },
  ),
  co.book(
    'Blanqueamiento',
    ['buenos días', 'quisiera saber si tienen disponibilidad para blanqueamiento', 'mejor el sábado a las 8 o 9'],
    { days: [D.sat], after: h(8), before: h(9, 30) },
  ),
  co.book(
    'Limpieza dental',
    'Hola, es para una persona de la tercera edad, mi papá, necesita limpieza dental el jueves en la mañana',
    { days: [D.thu], before: PM },
  ),
  co.book(
    'Consulta general',
    'buen día, regáleme una cita con la doctora Carla para consulta general, cualquier día menos el viernes',
    { resource: CARLA, notDays: [D.fri, D.fri2] },
  ),
  co.move('hola, quiero aplazar la cita del jueves para la semana entrante, el lunes después del almuerzo', {
    days: [D.mon2],
    after: h(13),
  }),
  co.move('buenas, necesito reagendar mi cita, me la puede mover para mañana en la tarde?', {
    days: [D.tue],
    after: PM,
  }),
  co.cancel('qué pena con usted pero toca cancelar la cita del jueves, me salió un viaje'),
  co.confirm('sisas, cuenten conmigo 👍🏼'),
  co.confirm('de una, confirmado. ¿me recuerda la dirección?'),
  co.optout('por favor no me vuelvan a escribir, ya no estoy interesada'),
  co.human('me puede comunicar con la secretaria por favor'),
  co.info('hola, atienden los sábados? hasta qué hora?', '12:00'),
  co.leave(
    'Blanqueamiento',
    'hola, ya no me interesa la lista de espera del blanqueamiento, me pueden sacar de ahí porfa',
    ['Limpieza dental'],
  ),
  co.book('Limpieza dental', 'hola, para pedir una cita de limpieza el 2 de diciembre en la tarde', {
    days: [D.wed2],
    after: PM,
  }),

  // Argentina
  ar.book(
    'Limpieza dental',
    'hola! quería sacar turno para una limpieza, podés el martes de la otra semana a la tarde?',
    { days: [D.tue2], after: PM },
  ),
  ar.book(
    'Consulta general',
    'buenas, pasame turnos para consulta general el jueves, después de las 3',
    {
      days: [D.thu],
      after: h(15),
    },
    { yes: 'dale, joya' },
  ),
  ar.book(
    'Blanqueamiento',
    ['hola como va', 'necesito turno para blanqueamiento', 'mmm no, mejor el miércoles a la mañana'],
    {
      days: [D.wed],
      before: PM,
    },
  ),
  ar.book('Consulta general', 'che, tenés algo el viernes a las 10? es para consulta', {
    days: [D.fri],
    after: h(10),
    before: h(10, 30),
  }),
  ar.book(
    'Limpieza dental',
    'hola, para una limpieza, cualquier día menos el miércoles, y que no sea a la mañana temprano',
    { notDays: [D.wed, D.wed2], after: h(9) },
  ),
  ar.move('hola, necesito pasar el turno del jueves para el lunes 30, a la tarde si puede ser', {
    days: [D.mon2],
    after: PM,
  }),
  ar.move('buenas, me podés cambiar el turno? el jueves no llego. el viernes a la mañana está bien', {
    days: [D.fri],
    before: PM,
  }),
  ar.cancel('hola, quiero dar de baja el turno del jueves, no voy a poder ir'),
  ar.confirm('dale, ahí estoy 👍'),
  ar.confirm('sí, confirmo! gracias. una consulta, ¿aceptan tarjeta?'),
  ar.optout('che no me escriban más, no me interesa'),
  ar.human('quiero hablar con alguien de la clínica, no con el bot'),
  ar.info('qué odontólogas atienden ahí?', 'Carla'),
  ar.keep('tengo turno el jueves no? no lo quiero cambiar, era para saber la hora'),
  ar.book(
    'Consulta general',
    'buenas, soy el papá de Tomi, necesito turno para él, consulta general, el miércoles de la semana que viene',
    { days: [D.wed2] },
  ),

  // Chile
  cl.book('Limpieza dental', 'hola, quiero una hora para limpieza po, el jueves en la tarde', {
    days: [D.thu],
    after: PM,
  }),
  cl.book(
    'Consulta general',
    [
      'wena, necesito hora pa consulta general',
      'ninguna de esas me sirve po, el viernes de la otra semana en la mañana cachai',
    ],
    { days: [D.fri2], before: PM },
  ),
  cl.book('Blanqueamiento', 'hola, quiero agendar blanqueamiento, cualquier día menos el sábado, después de las 2', {
    notDays: [D.sat, D.sat2],
    after: h(14),
  }),
  cl.book('Limpieza dental', 'necesito hora para el miércoles a las 5 de la tarde, limpieza dental', {
    days: [D.wed],
    after: h(17),
    before: h(17, 30),
  }),
  cl.book(
    'Consulta general',
    'hola, es pa mi pololo, el es medio despistado, consulta general mañana después del almuerzo',
    { days: [D.tue], after: h(13) },
  ),
  cl.move('hola, se puede cambiar mi hora del jueves? la necesito correr pal martes de la otra semana', {
    days: [D.tue2],
  }),
  cl.move2('ya, necesito mover la hora del viernes pa el sábado en la mañana po', FRI_1500, {
    days: [D.sat],
    before: PM,
  }),
  cl.cancel('hola, quiero anular mi hora del jueves'),
  cl.confirm('hola! gracias por el recordatorio, sipo voy'),
  cl.confirm('✅✅ confirmado po'),
  cl.optout('ya no me manden más mensajes po, porfa eliminen mi número'),
  cl.human('hay alguna persona con quien pueda hablar? tengo una duda de un presupuesto'),
  cl.info('cuanto sale la limpieza y atienden el sábado?', '12:00'),
  cl.earlier('oye, y se podrá adelantar la hora del jueves? pa mañana o pasado si hay', { days: [D.tue, D.wed] }),
  cl.book(
    'Limpieza dental',
    'hola quiero hora pa limpieza el lunes que viene en la mañana',
    {
      days: [D.mon2],
      before: PM,
    },
    { yes: 'ya po, esa' },
  ),

  // Perú
  pe.book(
    'Limpieza dental',
    'buenas, quisiera separar una cita para limpieza dental el viernes por la tarde',
    {
      days: [D.fri],
      after: PM,
    },
    { yes: 'ya, está bien' },
  ),
  pe.book(
    'Consulta general',
    [
      'hola buenas tardes',
      'para una consulta general por favor',
      'no, mejor el martes de la próxima semana en la mañanita',
    ],
    { days: [D.tue2], before: PM },
  ),
  pe.book(
    'Blanqueamiento',
    'hola, quiero hacerme un blanqueamiento pero no puedo los viernes ni sábados, que sea en la tarde',
    { notDays: [D.fri, D.sat, D.fri2, D.sat2], after: PM },
  ),
  pe.book('Limpieza dental', 'para el jueves a las 3 hay espacio? limpieza', {
    days: [D.thu],
    after: h(15),
    before: h(15, 30),
  }),
  pe.book(
    'Consulta general',
    'Buenas, mi mamá es una persona mayor y quiere consulta general con la doctora Ana, el miércoles temprano',
    { resource: ANA, days: [D.wed], before: h(10) },
  ),
  pe.move('disculpe, quisiera postergar mi cita del jueves para el próximo lunes, en la tarde', {
    days: [D.mon2],
    after: PM,
  }),
  pe.move('hola, podría cambiarme la cita para el viernes? de preferencia temprano', { days: [D.fri] }),
  pe.cancel2('buenas, quisiera anular la consulta del miércoles por favor', WED_0900),
  pe.confirm('buenos días señorita, gracias por avisar, ahí estaré sin falta'),
  pe.confirm('ya, listo, confirmado, gracias señorita'),
  pe.optout('ya no deseo recibir más mensajes de la clínica, gracias'),
  pe.human('quisiera conversar con una persona por favor, es un reclamo'),
  pe.info('hasta qué hora atienden los sábados?', '12:00'),
  pe.leave('Limpieza dental', 'ya no quiero estar en la lista de espera para la limpieza, gracias'),
  pe.keep('hola, no voy a cambiar mi cita, sigue en pie lo del jueves, solo quería saber si debo llevar algo'),

  ...holdout5SpainEnglishNoise,
];
