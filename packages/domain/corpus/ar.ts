// Argentina (and Uruguay): voseo ("querés", "podés"), "turno", "dale", "bajar el turno", "che", "joya".
import { corpus, D, h, PM } from './kit.ts';

const c = corpus('ar');
export const ar = [
  c.book('Limpieza dental', 'Hola! quería sacar un turno para limpieza el jueves a la tarde', {
    days: [D.thu],
    after: PM,
  }),
  c.book('Consulta general', 'buenas, necesito un turno para consulta', {}),
  c.book('Blanqueamiento', 'Che, ¿tenés turno para blanqueamiento el viernes?', { days: [D.fri] }),
  c.book('Limpieza dental', 'Hola, me das un turno para limpieza mañana a la mañana?', { days: [D.tue], before: PM }),
  c.book('Consulta general', 'quiero turno con la Dra Méndez para consulta el miércoles', {
    days: [D.wed],
    resource: 'Dra. Carla Méndez',
  }),
  c.book('Limpieza dental', 'turno para limpieza cualquier tarde menos el viernes', {
    after: PM,
    notDays: [D.fri, D.fri2],
  }),
  c.book('Consulta general', 'Buen día, para una consulta el jueves a las 12 hs', {
    days: [D.thu],
    after: h(11),
    before: h(13),
  }),
  c.book('Blanqueamiento', 'blanqueamiento la semana que viene, a partir de las 15', {
    days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2],
    after: h(15),
  }),
  c.book('Limpieza dental', ['hola', 'queria un turno', 'para limpieza', 'pasado mañana'], { days: [D.wed] }),
  c.book('Consulta general', 'Podrías darme un turno para el lunes o el martes? es para una consulta', {
    days: [D.mon, D.tue, D.mon2, D.tue2],
  }),
  c.book('Limpieza dental', 'necesito una limpieza después del almuerzo, el jueves', { days: [D.thu], after: h(13) }),
  c.book('Consulta general', 'me anotás para una consulta hoy a la tarde?', { days: [D.mon], after: PM }),
  c.book('Limpieza dental', 'turno limpieza martes 8 o 9 hs', { days: [D.tue], after: h(8), before: h(9, 1) }),
  c.book('Blanqueamiento', 'Hola! Cuánto sale el blanqueamiento? Si se puede quiero turno el sábado', {
    days: [D.sat],
  }),
  c.book('Consulta general', 'turno para consulta el viernes después de las 4', { days: [D.fri], after: h(16) }),
  c.book('Limpieza dental', 'limpieza el miércoles entre las 10 y las 12', {
    days: [D.wed],
    after: h(10),
    before: h(12),
  }),
  c.book('Consulta general', 'necesito que me vea un odontólogo, tengo una muela que me mata. consulta para mañana', {
    days: [D.tue],
  }),
  c.book('Limpieza dental', 'Quiero reservar turno de limpieza dental para el martes 1 de diciembre', {
    days: [D.tue2],
  }),
  c.move('Hola, ¿me podés pasar el turno para el viernes?', { days: [D.fri] }),
  c.move('che no llego el jueves, me corrés el turno al lunes?', { days: [D.mon2, D.mon] }),
  c.move('necesito cambiar el turno para la semana que viene', {
    days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2],
  }),
  c.move('¿se puede pasar mi turno a la tarde del mismo jueves?', { days: [D.thu], after: PM }),
  c.move('reprogramame el turno para mañana porfa', { days: [D.tue] }),
  c.move2('el turno del miércoles lo quiero pasar al jueves', '2026-11-25 09:00', { days: [D.thu] }),
  c.move('Quiero mover el turno al miércoles de la semana que viene, por la tarde', { days: [D.wed2], after: PM }),
  c.move('cambiame el turno para el martes a las 11', { days: [D.tue], after: h(10, 30), before: h(11, 31) }),
  c.cancel('Hola, bajame el turno por favor, no puedo ir'),
  c.cancel('quiero cancelar el turno'),
  c.cancel('No voy a poder ir el jueves, cancelalo'),
  c.cancel2('anular el turno del viernes, el del miércoles lo mantengo', '2026-11-27 15:00'),
  c.cancel2('dame de baja el turno del miércoles', '2026-11-25 09:00'),
  c.confirm('Dale, ahí estaré'),
  c.confirm('sí, confirmo el turno'),
  c.confirm('joya, nos vemos el jueves'),
  c.confirm('perfecto, gracias! 👌'),
  c.confirm('si si, voy'),
  c.confirm('confirmadísimo'),
  c.optout('no me manden más mensajes, gracias'),
  c.optout('borrenme de la lista por favor'),
  c.optout('Salir'),
  c.human('¿puedo hablar con alguien de la clínica?'),
  c.human('quiero que me atienda una persona'),
  c.info('¿A qué hora cierran hoy?', 'atendemos de 08:00 a 18:00'),
  c.info('dónde queda el consultorio?', 'Estamos en'),
  c.info('cuánto sale la limpieza?', 'Limpieza dental cuesta'),
  c.keep(['quiero cancelar el turno', 'no, dejalo así, lo mantengo']),
  c.none('perdón, mensaje equivocado'),
  // Waitlist and "Adelantar mi cita" (issue 33).
  c.wait(
    'Limpieza dental',
    ['quiero turno para limpieza el viernes a la tarde', 'ninguno me sirve che, avisame si se libera algo'],
    { days: [5], after: PM },
  ),
  c.wait('Blanqueamiento', 'me anotás en la lista de espera para blanqueamiento?'),
  c.wait('Consulta general', 'si alguien cancela avisame porfa, necesito consulta general con la doctora Carla', {
    resource: 'Dra. Carla Méndez',
  }),
  c.wait('Limpieza dental', ['turno de limpieza', 'mas horarios', 'nada me sirve, si se desocupa algo me avisás'], {}),
  c.earlier('hola, hay algo antes? el turno me queda lejos'),
  c.earlier('me podés adelantar el turno?'),
  c.earlierWait('si hay algo mas temprano me avisan, dale'),
  c.earlierWait('quiero adelantar el turno, se puede?'),
  c.series('Limpieza dental', 'dale, turno de limpieza el jueves 3 a las 11', 4, {
    days: [D.thu2],
    after: h(11),
    before: h(11, 1),
  }),
  // Leaving the waitlist (vos; issue 33).
  c.leave('Limpieza dental', 'sacame de la lista de espera che'),
  c.leave('Blanqueamiento', 'ya no me avisés, gracias'),
  c.leave('Consulta general', 'no quiero seguir en la lista de espera', ['Limpieza dental']),
  c.optout('no me escriban más, gracias', { waiting: ['Blanqueamiento'] }),
];
