// Mexico: "órale", "sale", "va", "¿me puede agendar…?", "ahorita", "mande", "simón".
import { corpus, D, h, PM } from './kit.ts';

const c = corpus('mx');
export const mx = [
  c.book('Limpieza dental', 'Buenas tardes, quisiera agendar una limpieza para el jueves en la tarde por favor', {
    days: [D.thu],
    after: PM,
  }),
  c.book('Consulta general', 'hola q tal, me puede dar cita para consulta general?'),
  c.book('Blanqueamiento', 'Oiga cuánto sale el blanqueamiento? y si hay lugar el viernes me lo agenda', {
    days: [D.fri],
  }),
  c.book('Limpieza dental', 'buen dia, ocupo limpieza dental mañana en la mañana', { days: [D.tue], before: PM }),
  c.book('Consulta general', 'Quiero una cita para revisión el miércoles de la semana que viene, por la tarde', {
    days: [D.wed2],
    after: PM,
  }),
  c.book('Limpieza dental', 'Hola!! me gustaría una limpieza, cualquier día menos el lunes', {
    notDays: [D.mon, D.mon2],
  }),
  c.book('Consulta general', 'necesito consulta con la dra carla el martes', {
    days: [D.tue],
    resource: 'Dra. Carla Méndez',
  }),
  c.book('Blanqueamiento', ['Hola', 'Quiero cita', 'para blanqueamiento', 'el jueves'], { days: [D.thu] }),
  c.book('Limpieza dental', 'me agenda una limpieza pasado mañana a las 11?', {
    days: [D.wed],
    after: h(10, 30),
    before: h(11, 31),
  }),
  c.book('Consulta general', 'una consulta el viernes a las 9 porfa', { days: [D.fri], after: h(8), before: h(10, 1) }),
  c.book('Limpieza dental', 'ke tal, kiero una limpiesa pa mañana', { days: [D.tue] }),
  c.book('Consulta general', 'buenas, se puede una consulta hoy en la tarde?', { days: [D.mon], after: PM }),
  c.book('Limpieza dental', 'Me interesa hacer cita para limpieza entre las 10 y las 12 del miercoles', {
    days: [D.wed],
    after: h(10),
    before: h(12),
  }),
  c.book('Blanqueamiento', 'quiero blanquearme los dientes, tienen espacio la otra semana?', {
    days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2],
  }),
  c.book('Consulta general', 'a que hora abren el sabado? quiero una consulta ese dia', { days: [D.sat] }),
  c.book('Limpieza dental', 'limpieza el lunes o martes en la tarde', {
    days: [D.mon, D.tue, D.mon2, D.tue2],
    after: PM,
  }),
  c.book('Consulta general', 'Necesito valoración, de preferencia antes del mediodía', { before: PM }),
  c.book('Limpieza dental', 'órale pues, una limpieza el jueves a las 4 de la tarde', {
    days: [D.thu],
    after: h(16),
    before: h(16, 1),
  }),
  c.move('Buenas, ¿me puede cambiar mi cita para el viernes?', { days: [D.fri] }),
  c.move('oiga no alcanzo a llegar el jueves, me la pasa para el lunes que viene?', { days: [D.mon2] }),
  c.move('hola necesito reagendar mi cita para la otra semana en la tarde', {
    days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2],
    after: PM,
  }),
  c.move('¿Se puede mover mi cita a mañana?', { days: [D.tue] }),
  c.move('quiero cambiar la hora de mi cita, mismo jueves pero en la tarde', { days: [D.thu], after: PM }),
  c.move2('la cita del viernes me la pueden mover al sábado?', '2026-11-27 15:00', { days: [D.sat] }),
  c.move('posponer mi cita una semana porfa', { days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2] }),
  c.move('cámbiemela para el miércoles a las 10 por fa', { days: [D.wed], after: h(9, 30), before: h(10, 31) }),
  c.cancel('Quiero cancelar mi cita'),
  c.cancel('fíjese que ya no voy a poder ir, cancéleme la cita porfa'),
  c.cancel('mande, no voy a poder asistir, la cancelo'),
  c.cancel2('cancelar la del miércoles', '2026-11-25 09:00'),
  c.cancel2('anulen mi cita del viernes por favor', '2026-11-27 15:00'),
  c.confirm('Sí, ahí estaré'),
  c.confirm('simón, ahí nos vemos'),
  c.confirm('Confirmo asistencia, gracias'),
  c.confirm('órale, sí voy'),
  c.confirm('va, ahí estaré sin falta 👌'),
  c.confirm('sale, confirmado'),
  c.optout('ya no quiero recibir mensajes'),
  c.optout('dejen de escribirme porfa'),
  c.optout('BAJA'),
  c.human('Quisiera hablar con un asesor'),
  c.human('me comunica con alguien por favor'),
  c.info('¿Dónde se encuentran? ¿cuál es la dirección?', 'Estamos en'),
  c.info('¿Abren los sábados?', 'sábados atendemos de 08:00 a 12:00'),
  c.info('cuánto cuesta la consulta general?', 'Consulta general cuesta'),
  c.keep(['quiero cancelar mi cita', 'mmm no mejor no, la mantengo']),
  c.none('jajaja perdón me equivoqué de chat'),
  // Waitlist and "Adelantar mi cita" (issue 33).
  c.wait('Limpieza dental', ['quiero limpieza el viernes', 'ninguno me queda, si se libera algo me avisas'], {
    days: [5],
  }),
  c.wait('Blanqueamiento', 'oiga anóteme en la lista de espera para blanqueamiento porfa'),
  c.wait('Consulta general', 'si alguien cancela avisame, ocupo consulta general en la tarde', { after: PM }),
  c.wait('Limpieza dental', ['limpieza con la dra ana', 'mas horarios', 'nel, mejor avisame si se libra algo'], {
    resource: 'Dra. Ana Rodríguez',
  }),
  c.earlier('oiga hay algo mas temprano? ando con dolor'),
  c.earlier('me la pueden adelantar porfa?'),
  c.earlierWait('si hay algo antes me avisan porfa, órale'),
  c.earlierWait('quiero adelantar mi cita, ¿se puede?'),
  c.series('Limpieza dental', 'quiero agendar limpieza el miercoles a las 9', 8, {
    days: [D.wed],
    after: h(9),
    before: h(9, 1),
  }),
  // Leaving the waitlist (issue 33).
  c.leave('Limpieza dental', 'oiga ya no me avise, ya encontré otra clínica'),
  c.leave('Consulta general', 'sáquenme de la lista de espera porfa'),
  c.leave('Blanqueamiento', 'ya no quiero estar en la lista de espera del blanqueamiento', ['Consulta general']),
  c.optout('ya no me manden mensajes', { waiting: ['Consulta general'] }),
];
