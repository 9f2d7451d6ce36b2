// Peru: "ya", "chévere", "separar una cita", "¿me podría separar…?", "al toque", "nomás".
import { corpus, D, h, PM } from './kit.ts';

const c = corpus('pe');
export const pe = [
  c.book('Limpieza dental', 'Buenas tardes, quisiera separar una cita para limpieza el jueves en la tarde', {
    days: [D.thu],
    after: PM,
  }),
  c.book('Consulta general', 'hola, quiero una cita para consulta nomás'),
  c.book('Blanqueamiento', 'buenas, para un blanqueamiento el viernes, se puede?', { days: [D.fri] }),
  c.book('Limpieza dental', 'Me separa una cita para limpieza mañana en la mañana por favor', {
    days: [D.tue],
    before: PM,
  }),
  c.book('Consulta general', 'cita con la doctora Ana para consulta el miércoles', {
    days: [D.wed],
    resource: 'Dra. Ana Rodríguez',
  }),
  c.book('Limpieza dental', 'limpieza en la tarde, cualquier día menos el viernes', {
    after: PM,
    notDays: [D.fri, D.fri2],
  }),
  c.book('Consulta general', 'una consulta para el jueves a las 12', { days: [D.thu], after: h(11), before: h(13) }),
  c.book('Blanqueamiento', ['hola buenas', 'quisiera un blanqueamiento', 'la próxima semana'], {
    days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2],
  }),
  c.book('Limpieza dental', 'hay cita para limpieza pasado mañana?', { days: [D.wed] }),
  c.book('Consulta general', 'consulta hoy mismo si se puede', { days: [D.mon] }),
  c.book('Limpieza dental', 'limpieza el lunes o el martes en la mañana', {
    days: [D.mon, D.tue, D.mon2, D.tue2],
    before: PM,
  }),
  c.book('Consulta general', 'una revisión el viernes después de las 3', { days: [D.fri], after: h(15) }),
  c.book('Limpieza dental', 'limpieza el sábado a las 10', { days: [D.sat], after: h(9, 30), before: h(10, 31) }),
  c.book('Consulta general', 'chequeo general el miércoles entre las 9 y las 11', {
    days: [D.wed],
    after: h(9),
    before: h(11),
  }),
  c.book('Blanqueamiento', 'quiero blanqueamiento el jueves en la mañana', { days: [D.thu], before: PM }),
  c.book('Limpieza dental', 'Disculpe, quería una limpieza para el miércoles de la semana que viene', {
    days: [D.wed2],
  }),
  c.book('Consulta general', 'buenas noches, consulta para mañana después del almuerzo', {
    days: [D.tue],
    after: h(13),
  }),
  c.book('Limpieza dental', 'una limpiezita al toque, lo más pronto', {}),
  c.move('Buenas, quisiera cambiar mi cita para el viernes', { days: [D.fri] }),
  c.move('me podría mover la cita a la próxima semana?', { days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2] }),
  c.move('¿puedo reprogramar la cita para el lunes?', { days: [D.mon, D.mon2] }),
  c.move('quiero pasar mi cita para mañana en la tarde', { days: [D.tue], after: PM }),
  c.move2('la cita del miércoles me la cambia al jueves por favor', '2026-11-25 09:00', { days: [D.thu] }),
  c.move('el jueves no voy a poder, ¿me la puede pasar al sábado?', { days: [D.sat] }),
  c.move('cambiar mi cita', {}),
  c.move('necesito postergar mi cita para el martes', { days: [D.tue, D.tue2] }),
  c.cancel('Quisiera cancelar mi cita por favor'),
  c.cancel('disculpe no podré asistir, cancele la cita'),
  c.cancel('anular cita'),
  c.cancel2('cancelar la cita del viernes, la del miércoles sí voy', '2026-11-27 15:00'),
  c.cancel2('quiero cancelar la del miércoles', '2026-11-25 09:00'),
  c.confirm('Sí, ya, ahí estaré'),
  c.confirm('ya, confirmo'),
  c.confirm('chévere, sí voy'),
  c.confirm('Confirmado ✅'),
  c.confirm('sí, gracias por recordarme'),
  c.confirm('claro que sí, ahí estaré puntual'),
  c.optout('ya no deseo recibir mensajes'),
  c.optout('no me envíen más mensajes por favor'),
  c.optout('BAJA'),
  c.human('quisiera hablar con una persona por favor'),
  c.human('me comunican con un asesor?'),
  c.info('¿Cuál es su dirección?', 'Estamos en'),
  c.info('¿cuánto cuesta el blanqueamiento?', 'Blanqueamiento cuesta'),
  c.info('¿a qué hora abren el sábado?', 'atendemos de 08:00 a 12:00'),
  c.keep(['quiero cancelar mi cita', 'no, mejor no, gracias']),
  c.none('disculpe, me equivoqué de número'),
  // Waitlist and "Adelantar mi cita" (issue 33).
  c.wait(
    'Limpieza dental',
    ['sepárame una limpieza el lunes en la tarde', 'ninguno me sirve, avísame si se libera algo nomás'],
    { days: [1], after: PM },
  ),
  c.wait('Blanqueamiento', 'me podría anotar en la lista de espera para blanqueamiento?'),
  c.wait('Consulta general', 'si alguien cancela me avisas al toque, es para consulta general'),
  c.wait('Limpieza dental', ['limpieza en la tarde', 'mas horarios', 'ninguno, si se desocupa algo me avisan'], {
    after: PM,
  }),
  c.earlier('hola, ¿hay algo antes? ya'),
  c.earlier('me podrían adelantar la cita?'),
  c.earlierWait('si hay algo más temprano me avisan, chévere'),
  c.earlierWait('quisiera adelantar mi cita por favor'),
  c.series('Limpieza dental', 'sepárame limpieza el martes 1 a las 4', 4, {
    days: [D.tue2],
    after: h(16),
    before: h(16, 1),
  }),
  // Leaving the waitlist (issue 33).
  c.leave('Limpieza dental', 'ya no deseo estar en la lista de espera'),
  c.leave('Consulta general', 'bórreme de la lista de espera por favor'),
  c.leave('Blanqueamiento', 'ya no necesito que me avisen del blanqueamiento', ['Limpieza dental']),
];
