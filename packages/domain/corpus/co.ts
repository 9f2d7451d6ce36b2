// Colombia: "de una", "hágale", "qué pena con usted", "regáleme", "sumercé", "agendar una cita".
import { corpus, D, h, PM } from './kit.ts';

const c = corpus('co');
export const co = [
  c.book('Limpieza dental', 'Buenas tardes, regáleme una cita para limpieza el jueves en la tarde', {
    days: [D.thu],
    after: PM,
  }),
  c.book('Consulta general', 'hola, qué pena, necesito una cita de consulta general', {}),
  c.book('Blanqueamiento', 'Buenos días sumercé, quisiera agendar un blanqueamiento para el viernes en la mañana', {
    days: [D.fri],
    before: PM,
  }),
  c.book('Limpieza dental', 'quiero una limpieza mañana después de las 3', { days: [D.tue], after: h(15) }),
  c.book('Consulta general', 'Hola, para una valoración el martes o el miércoles', {
    days: [D.tue, D.wed, D.tue2, D.wed2],
  }),
  c.book('Limpieza dental', 'me gustaría limpieza con la doctora Ana', { resource: 'Dra. Ana Rodríguez' }),
  c.book('Consulta general', 'consulta el jueves a las 12 por fa', { days: [D.thu], after: h(11), before: h(13) }),
  c.book('Blanqueamiento', 'hágale pues, un blanqueamiento la semana que viene', {
    days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2],
  }),
  c.book('Limpieza dental', ['buenas', 'necesito limpieza', 'que sea en la tarde'], { after: PM }),
  c.book('Consulta general', 'una cita de chequeo para hoy', { days: [D.mon] }),
  c.book('Limpieza dental', 'Agendar limpieza para el sábado temprano', { days: [D.sat], before: h(10) }),
  c.book('Consulta general', 'tienen disponibilidad para consulta pasado mañana en la tarde?', {
    days: [D.wed],
    after: PM,
  }),
  c.book('Blanqueamiento', 'blanqueamiento el miércoles a las 2 de la tarde', {
    days: [D.wed],
    after: h(14),
    before: h(14, 1),
  }),
  c.book('Limpieza dental', 'Quisiera una cita para limpieza, cualquier mañana menos el martes', {
    before: PM,
    notDays: [D.tue, D.tue2],
  }),
  c.book('Consulta general', 'Buenas noches. Me podrían dar una cita de revisión para el viernes antes de las 10?', {
    days: [D.fri],
    before: h(10),
  }),
  c.book('Limpieza dental', 'me agendan una limpieza el lunes 30 de noviembre?', { days: [D.mon2] }),
  c.book('Consulta general', 'consulta general entre las 4 y las 6 el martes', {
    days: [D.tue],
    after: h(16),
    before: h(18),
  }),
  c.book('Limpieza dental', 'quiero sacar cita pa limpieza el jueves', { days: [D.thu] }),
  c.move('Qué pena con usted, me toca cambiar la cita para el viernes', { days: [D.fri] }),
  c.move('¿Me pueden reprogramar la cita para el lunes en la tarde?', { days: [D.mon, D.mon2], after: PM }),
  c.move('hola, necesito mover mi cita a la próxima semana', {
    days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2],
  }),
  c.move('Quisiera pasar la cita para mañana a las 10', { days: [D.tue], after: h(9, 30), before: h(10, 31) }),
  c.move2('la cita del miércoles la puedo cambiar para el jueves en la tarde?', '2026-11-25 09:00', {
    days: [D.thu],
    after: PM,
  }),
  c.move('cambiar cita', {}),
  c.move('se me cruzó algo, ¿podemos correr la cita al miércoles?', { days: [D.wed] }),
  c.move('reprogramar mi cita para el sábado', { days: [D.sat] }),
  c.cancel('Buenas, quiero cancelar la cita'),
  c.cancel('qué pena, no puedo asistir, cancélemela'),
  c.cancel('necesito anular la cita del jueves'),
  c.cancel2('cancelar la cita del viernes, la otra sí la mantengo', '2026-11-27 15:00'),
  c.cancel2('no voy a poder ir el miércoles, cancelen esa por favor', '2026-11-25 09:00'),
  c.confirm('Sí señora, allá estaré'),
  c.confirm('de una, confirmo'),
  c.confirm('listo, muchas gracias'),
  c.confirm('Confirmada la cita 👍'),
  c.confirm('hágale, ahí nos vemos'),
  c.confirm('sí, claro que sí'),
  c.optout('no me envíen más mensajes por favor'),
  c.optout('quítenme de la lista de mensajes'),
  c.optout('STOP'),
  c.human('necesito hablar con una persona, es urgente'),
  c.human('me pasa con la recepcionista porfa'),
  c.info('¿Cuál es el horario de atención?', 'atiende'),
  c.info('cuánto vale el blanqueamiento?', 'Blanqueamiento cuesta'),
  c.info('¿atienden el sábado?', 'atendemos de 08:00 a 12:00'),
  c.keep(['quiero cancelar', 'no, mejor déjela como está']),
  c.none('perdón, no era para ustedes'),
  // Waitlist and "Adelantar mi cita" (issue 33).
  c.wait(
    'Limpieza dental',
    [
      'regáleme una cita de limpieza el martes o el jueves en la tarde',
      'ninguno me sirve, qué pena, me avisa si se libera algo',
    ],
    { days: [2, 4], after: PM },
  ),
  c.wait('Blanqueamiento', 'buenas, me anota en la lista de espera para blanqueamiento por favor'),
  c.wait('Consulta general', 'si alguien cancela me avisa sumercé, es para consulta general'),
  c.wait('Limpieza dental', ['limpieza en la mañana', 'mas horarios', 'ninguno, avíseme si se desocupa algo'], {
    after: 0,
    before: PM,
  }),
  c.earlier('buenas tardes, ¿hay algo antes de mi cita?'),
  c.earlier('qué pena con usted, me pueden adelantar la cita?'),
  c.earlierWait('si hay algo más temprano me avisan, de una'),
  c.earlierWait('hola quiero adelantar mi cita porfa'),
  c.series('Consulta general', 'hágale, agendar consulta general el lunes 30 a las 8', 4, {
    days: [D.mon2],
    after: h(8),
    before: h(8, 1),
  }),
  // Leaving the waitlist (issue 33).
  c.leave('Limpieza dental', 'hágame el favor y me quita de la lista de espera'),
  c.leave('Consulta general', 'ya no es necesario que me avisen, muchas gracias'),
  c.leave('Limpieza dental', 'bórreme de la lista de espera de limpieza', ['Blanqueamiento']),
  c.cancel('necesito cancelar la cita', { waiting: ['Consulta general'] }),
];
