// Costa Rica: "ocupo", "diay", "pura vida", "mae", "upe", usted to strangers, "¿me regala…?".
import { corpus, D, h, PM } from './kit.ts';

const c = corpus('cr');
export const cr = [
  c.book('Limpieza dental', 'Hola buenas, ocupo sacar cita para una limpieza el jueves en la tarde', {
    days: [D.thu],
    after: PM,
  }),
  c.book('Consulta general', ['buenas', 'quería ver si me pueden dar una cita para consulta general'], {}),
  c.book('Limpieza dental', 'upe! diay ocupo una limpiesa mañana temprano porfa', { days: [D.tue], before: PM }),
  c.book('Blanqueamiento', 'Buenos días, ¿me regala un espacio para blanqueamiento el viernes?', { days: [D.fri] }),
  c.book('Consulta general', 'hola necesito consulta el miercoles a las 3', {
    days: [D.wed],
    after: h(14, 30),
    before: h(15, 31),
  }),
  c.book('Limpieza dental', 'Pura vida, quiero agendar limpieza con la doctora Carla', {
    resource: 'Dra. Carla Méndez',
  }),
  c.book('Consulta general', 'buenas tardes, tienen campo el jueves a las 12 para una consulta?', {
    days: [D.thu],
    after: h(11),
    before: h(13),
  }),
  c.book('Limpieza dental', 'Me ocupo hacer una limpieza, puede ser cualquier tarde menos el viernes', {
    after: PM,
    notDays: [D.fri, '2026-12-04'],
  }),
  c.book('Blanqueamiento', ['hola', 'quiero hacerme un blanqueamiento', 'para la semana que viene'], {
    days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2],
  }),
  c.book('Consulta general', 'Hola! Una cita de valoración para el lunes o el martes en la mañana', {
    days: [D.mon, D.tue, D.mon2, D.tue2],
    before: PM,
  }),
  c.book('Limpieza dental', 'buenas, para una limpieza despues del almuerzo, el miércoles', {
    days: [D.wed],
    after: h(13),
  }),
  c.book(
    'Consulta general',
    'mae necesito que me revisen una muela que me duele, para hoy si se puede',
    { days: [D.mon] },
    { serviceWords: 'consulta' },
  ),
  c.book('Limpieza dental', 'Hola, quisiera una cita para limpieza dental entre las 2 y las 4 el jueves', {
    days: [D.thu],
    after: h(14),
    before: h(16),
  }),
  c.book('Blanqueamiento', 'cuánto cuesta el blanqueamiento? y si me puede agendar uno el sábado', { days: [D.sat] }),
  c.book('Consulta general', '¿atienden los domingos? necesito hora para consulta', {}),
  c.book('Limpieza dental', 'Buenas noches, me gustaría sacar una cita de limpieza pasado mañana', { days: [D.wed] }),
  c.book('Consulta general', 'consulta general el viernes despues de las 4 pls', { days: [D.fri], after: h(16) }),
  c.book('Limpieza dental', 'Hola 👋 quería una limpieza el martes a las 8 o 9', {
    days: [D.tue],
    after: h(8),
    before: h(9, 1),
  }),
  c.move('Hola, diay fíjese que no voy a poder el jueves, ¿me la puede pasar para el viernes?', { days: [D.fri] }),
  c.move('buenas, ocupo cambiar mi cita para la otra semana', {
    days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2],
  }),
  c.move('Me pueden correr la cita para el martes en la tarde?', { days: [D.tue], after: PM }),
  c.move('hola quiero reprogramar mi cita', {}),
  c.move(['Buenas', 'será que me pueden mover la cita al lunes 30?'], { days: [D.mon2] }),
  c.move2('necesito cambiar la cita del miércoles para el jueves', '2026-11-25 09:00', { days: [D.thu] }),
  c.move('mi cita del jueves la puedo pasar a la tarde? mismo día', { days: [D.thu], after: PM }),
  c.move('quisiera mover mi cita para mañana temprano', { days: [D.tue], before: PM }),
  c.cancel('Hola, voy a tener que cancelar la cita, disculpe'),
  c.cancel('buenas, no voy a poder ir el jueves, cancélela por favor'),
  c.cancel2('quiero anular la del viernes, la del miércoles sí la mantengo', '2026-11-27 15:00'),
  c.cancel('diay mae se me complicó todo, cancelen mi cita porfa'),
  c.cancel2('cancelar la cita del miércoles', '2026-11-25 09:00'),
  c.confirm('Sí, ahí estaré. Gracias!'),
  c.confirm('ok confirmo'),
  c.confirm('👍'),
  c.confirm('Si claro, pura vida'),
  c.confirm('confirmado, muchas gracias 🙏'),
  c.confirm('sí señor ahí nos vemos'),
  c.optout('ya no me escriban por favor'),
  c.optout('por favor no me manden más mensajes'),
  c.optout('SALIR'),
  c.human('quiero hablar con una persona'),
  c.human('¿me puede atender alguien de la recepción? tengo una consulta del seguro'),
  c.info('¿dónde están ubicados?', 'Estamos en'),
  c.info('a qué hora abren mañana?', 'atendemos de 08:00 a 18:00'),
  c.info('cuanto cuesta una limpieza', 'Limpieza dental cuesta'),
  c.keep('No mejor no la cancelo, perdone', {}),
  c.none('perdona, era para otra persona 🙈'),
  // Waitlist and "Adelantar mi cita" (issue 33).
  c.wait(
    'Limpieza dental',
    ['ocupo una limpieza el jueves en la tarde', 'diay ninguno me sirve, avíseme si se libera algo'],
    { days: [4], after: PM },
  ),
  c.wait('Blanqueamiento', 'upe, me puede anotar en la lista de espera pa blanqueamiento?'),
  c.wait('Limpieza dental', 'si alguien cancela me avisa porfa, es para limpiesa con la doctora Carla', {
    resource: 'Dra. Carla Méndez',
  }),
  c.wait('Consulta general', ['consulta general en la mañana', 'mae si se desocupa algo antes me avisan pls'], {
    after: 0,
    before: PM,
  }),
  c.earlier('hola, ¿hay algo antes? la cita me queda muy larga'),
  c.earlier('buenas, será que me pueden adelantar la cita?'),
  c.earlierWait('diay si hay algo mas temprano me avisan porfa'),
  c.earlierWait('quiero adelantar mi cita, pura vida'),
  c.series('Consulta general', 'ocupo consulta general el martes a las 10', 4, {
    days: [D.tue],
    after: h(10),
    before: h(10, 1),
  }),
  // Leaving the waitlist (issue 33); opt-out and cancel of a patient on the list stay what they were.
  c.leave('Limpieza dental', 'diay ya no ocupo que me avisen, ya conseguí cita en otro lado'),
  c.leave('Blanqueamiento', 'me puede sacar de la lista de espera de blanqueamiento porfa', ['Limpieza dental']),
  c.leave('Consulta general', 'mae sáqueme de la lista de espera, pura vida'),
  c.optout('ya no me escriban por favor, gracias', { waiting: ['Limpieza dental'] }),
  c.cancel('quiero cancelar mi cita del jueves', { waiting: ['Limpieza dental'] }),
];
