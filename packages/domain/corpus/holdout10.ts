// Tenth held-out set (issue 29): written blind, before reading the rule files, as an honest estimate
// of the judges' own unseen set, and run once unchanged. It leans on what is hardest for rules that
// read Spanish: opting out in one's own words (27, each phrased differently, some right after a
// reminder), confirming a reminder in words (27: emojis, regional yeses, a question or a thanks
// beside it, voice-to-text), fourteen patients holding two appointments who name one by its service,
// day or professional, two questions in one message, a wish given before the service, bursts of
// short messages and changes of mind. Costa Rica, Mexico, Colombia and Argentina here; the rest in
// holdout10b.ts.

import { ANA, CARLA, FRI, holdout10b, NEXT_WEEK, SAME_DAY, TWO_CONSULTS, WED } from './holdout10b.ts';
import { corpusStyles, D, h, ONE, PM } from './kit.ts';

const { cr, mx, co, ar } = corpusStyles();

const REMINDED = { appointments: ONE, afterReminder: true };

export const holdout10 = [
  // Costa Rica
  cr.book('Limpieza dental', 'buenas, una consulta, tienen campo para una limpieza el jueves en la tarde?', {
    days: [D.thu],
    after: PM,
  }),
  cr.book(
    'Consulta general',
    [
      'Hola buenas',
      'para el viernes en la mañana quisiera una cita con la Dra Carla',
      'es para una valoracion general',
    ],
    { days: [D.fri], before: PM, resource: CARLA },
    { serviceWords: 'consulta general' },
  ),
  cr.book(
    'Blanqueamiento',
    'cuanto dura un blanqueamiento? quisiera sacar uno para el sabado temprano si hay campo',
    { days: [D.sat], before: h(10) },
    { yes: 'sí, ese me sirve' },
  ),
  cr.move('hola, me pueden pasar la cita para el martes 1 de diciembre en la tarde? el jueves se me complico', {
    days: [D.tue2],
    after: PM,
  }),
  cr.cancel('Buenas, fijese que me salio un compromiso, me hace el favor y me cancela la del jueves'),
  cr.move2(['hola buenas', 'la cita con la doctora Mendez la puedo pasar para el jueves despues de almuerzo?'], WED, {
    days: [D.thu],
    after: PM,
  }),
  cr.cancel2(
    'buenas, el jueves tengo dos citas, la de limpieza cancelemela porfa, la consulta si la mantengo',
    '2026-11-26 10:30',
    { appointments: SAME_DAY },
  ),
  cr.confirm('diay claro, ahi estare sin falta 🙌'),
  cr.confirm('Sí señora, cuenten conmigo. ¿Tengo que llegar antes?'),
  cr.confirm('confirmo!! gracias por el recordatorio, que amables'),
  cr.optout('mae ya no ocupo que me esten avisando nada, muchas gracias'),
  cr.optout('diay por favor saquenme de la lista de los mensajes', REMINDED),
  cr.optout('le agradezco mucho pero ya no me interesa que me sigan escribiendo'),
  cr.human('diay hay alguien ahi? ocupo hablar con una persona de verdad por un presupuesto'),
  cr.info('hola! cuanto cuesta la consulta general y hasta que hora atienden entre semana?', '18'),

  // Mexico
  mx.book(
    'Limpieza dental',
    'Qué tal, me pueden agendar una limpieza? cualquier día de esta semana en la tarde menos el miércoles',
    { days: [D.mon, D.tue, D.thu, D.fri], after: PM },
  ),
  mx.book(
    'Consulta general',
    [
      'quiero sacar cita para consulta general el martes en la mañana',
      'ay no espera, el martes no puedo, mejor el miércoles a las 11',
    ],
    { days: [D.wed], after: h(11), before: h(11, 1) },
  ),
  mx.book(
    'Blanqueamiento',
    [
      'buenas tardes',
      'ps quería ver lo del blanqueamiento',
      'cuánto cuesta?',
      'y si me pueden apartar uno pal viernes como a las 4',
    ],
    { days: [D.fri], after: h(15, 30), before: h(16, 31) },
  ),
  mx.move('oiga me puede recorrer la cita del jueves pa la tarde? el mismo día pero como a las 5', {
    days: [D.thu],
    after: h(16, 30),
    before: h(17, 31),
  }),
  mx.cancel('Buen día, ya no voy a poder asistir a mi cita, me la puede dar de baja porfavor'),
  mx.move2(
    'hola, tengo dos citas, quiero cambiar la de limpieza para el sábado en la mañana, la otra la dejo igual',
    FRI,
    { days: [D.sat] },
  ),
  mx.cancel2('me cancelas la del miércoles xfa? la del viernes sigue en pie', WED),
  mx.confirm('simón, ahí nos vemos 👍🏼'),
  mx.confirm('si voy, es a las 10 verdad?'),
  mx.confirm('Claro que sí ahí voy a estar gracias señorita'),
  mx.optout('bórrenme de su lista porfa'),
  mx.optout('oigan ya estuvo de tanto mensajito, ya no me manden nada'),
  mx.optout('ya no soy paciente de ustedes, me cambié de dentista'),
  mx.human('me pasas con alguien de la clínica? quiero preguntar algo de mi seguro de gastos médicos'),
  mx.earlier('oiga no habrá chance de adelantar mi cita? si hay algo mañana mejor', { days: [D.tue] }),

  // Colombia
  co.book(
    'Consulta general',
    'Buenos días, ¿será que me pueden regalar una cita de medicina general para pasado mañana en la tarde?',
    { days: [D.wed], after: PM },
    { serviceWords: 'consulta general' },
  ),
  co.book(
    'Limpieza dental',
    '¿Ustedes atienden los sábados? y ¿me pueden dar una cita para limpieza ese día a las 10?',
    { days: [D.sat], after: h(10), before: h(10, 1) },
  ),
  co.book(
    'Blanqueamiento',
    'quiero hacerme un blanqueamiento con la dra Ana Rodriguez, la semana entrante cualquier dia menos el miercoles',
    { resource: ANA, days: NEXT_WEEK.filter((d) => d !== D.wed2) },
  ),
  co.move('Buenas noches, ¿me pueden aplazar la cita para el lunes 30 a primera hora?', {
    days: [D.mon2],
    before: h(9),
  }),
  co.cancel('Qué pena, me toca cancelar la cita del jueves, se me presentó un inconveniente'),
  co.cancel2(
    'Hola, necesito cancelar la consulta con la doctora Ana, la de la doctora Carla sí la conservo',
    '2026-12-01 11:00',
    { appointments: TWO_CONSULTS },
  ),
  co.move(['quiero cancelar la cita del jueves', 'no, espere, mejor me la cambia para el viernes en la tarde'], {
    days: [D.fri],
    after: PM,
  }),
  co.confirm('listo, ahí estaré. Dios le pague'),
  co.confirm('sí claro, ¿me toca llevar algo?'),
  co.confirm('👍🏼'),
  co.optout('qué pena pero no me manden más cosas, no me interesa'),
  co.optout('buenas, le pido el favor de retirar mi número de sus envíos'),
  co.optout('no más mensajes por favor 🙏', REMINDED),
  co.human('buenas, me comunica con la recepcionista por favor, es por una incapacidad'),
  co.keep('hola, mi cita del jueves sigue en pie cierto? no me la vayan a cancelar'),

  // Argentina
  ar.book('Limpieza dental', 'hola! quería sacar un turno para limpieza, puede ser el martes a la tarde?', {
    days: [D.tue],
    after: PM,
  }),
  ar.book(
    'Consulta general',
    ['buenas', 'necesito turno', 'con la dra mendez', 'para consulta', 'el jueves o viernes, a la mañana'],
    { days: [D.thu, D.fri], before: PM, resource: CARLA },
  ),
  ar.book(
    'Blanqueamiento',
    'Hola, cuánto sale el blanqueamiento? quiero un turno para la semana que viene, el jueves 3 a cualquier hora',
    { days: [D.thu2] },
  ),
  ar.move('che, no llego el jueves, me lo pasás para el sábado?', { days: [D.sat] }),
  ar.cancel('hola, te pido si me podés cancelar el turno del jueves, mil gracias'),
  ar.move2('tengo dos turnos, el del viernes pasámelo al lunes 30 a la tarde porfa', FRI, {
    days: [D.mon2],
    after: PM,
  }),
  ar.cancel2('cancelame la limpieza, la consulta la mantengo', FRI),
  ar.confirm('dale, ahí voy a estar, gracias!!'),
  ar.confirm('sí, confirmo asistencia'),
  ar.confirm('joya, nos vemos el jueves'),
  ar.optout('che dejen de escribirme, ya fue'),
  ar.optout('no quiero recibir más notificaciones de la clínica', REMINDED),
  ar.optout('desuscribime de esto por favor'),
  ar.human('quisiera hablar con alguien de la clínica, no con el bot'),
  ar.info('hacen limpiezas? cuánto sale?', '25'),

  ...holdout10b,
];
