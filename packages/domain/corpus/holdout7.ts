// Seventh held-out set (issue 29): written blind, before reading the rule files, as a fair guess at
// a month of WhatsApp traffic to a small dental clinic in each country style, with no special focus:
// mostly bookings (with a day, a part of the day, a time, a professional, or vague), reschedules and
// cancellations (the patient with two appointments too), confirmations after a reminder in the ways
// people say yes, opt-outs in their own words, requests for a person, questions (hours, price,
// address, parking, insurance) sometimes mixed with a wish, waitlist and "earlier" wishes, wrong
// numbers and greetings only. Run once unchanged for the "unseen" figure (docs/benchmarks.md), then
// its failures fixed only by general rules. Costa Rica to Argentina here; the rest in
// holdout7-more.ts.
import { holdout7More } from './holdout7-more.ts';
import { corpusStyles, D, h, PM } from './kit.ts';

const { cr, mx, co, ar } = corpusStyles();

const ANA = 'Dra. Ana Rodríguez';
const CARLA = 'Dra. Carla Méndez';
const NEXT_WEEK = [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2];

export const holdout7 = [
  // Costa Rica
  cr.book(
    'Limpieza dental',
    ['Hola buenas', 'diay quería sacar una cita pa limpieza', 'el miércoles en la tarde puede ser?'],
    {
      days: [D.wed],
      after: PM,
    },
  ),
  cr.book(
    'Consulta general',
    'buenos dias, me duele una muela desde el finde, tienen campo hoy mismo para una valoracion?',
    { days: [D.mon] },
    { serviceWords: 'una valoración' },
  ),
  cr.book(
    'Blanqueamiento',
    'Pura vida! cuanto sale el blanqueamiento? y me gustaria agendarlo para el sabado en la mañana',
    {
      days: [D.sat],
    },
  ),
  cr.book('Limpieza dental', 'hola, me ocupo hacer una limpieza con la doctora Carla, cuando tiene espacio?', {
    resource: CARLA,
  }),
  cr.book(
    'Consulta general',
    'Buenas tardes. Quisiera una cita la otra semana, cualquier día menos el lunes, después de las 3 de la tarde de ser posible. Es para una revisión general.',
    { days: [D.tue2, D.wed2, D.thu2, D.fri2], after: h(15) },
  ),
  cr.move(
    'Hola, tengo cita el jueves pero me salió un compromiso del trabajo, se podrá pasar para el viernes en la mañana?',
    {
      days: [D.fri],
      before: PM,
    },
  ),
  cr.move2(['buenas', 'necesito correr la cita de la limpieza', 'para la otra semana mejor'], '2026-11-27 15:00', {
    days: NEXT_WEEK,
  }),
  cr.cancel('buenas noches, disculpe, no voy a poder ir a la cita del jueves, me la cancela por favor? gracias'),
  cr.confirm('sí señora ahí estaré 🙏'),
  cr.confirm(['Listo', 'Muchas gracias']),
  cr.optout('ya no me manden mas mensajes por favor, ya no vivo en el pais'),
  cr.human('me puede atender una persona? es que tengo una consulta sobre una factura'),
  cr.info('a que hora abren los sabados?', '12'),
  cr.earlier('hola, tengo la cita el jueves, habrá chance de adelantarla? mañana en la mañana me serviría', {
    days: [D.tue],
    before: PM,
  }),

  // Mexico
  mx.book('Limpieza dental', 'Buenas tardes, quisiera agendar una limpieza para mañana a las 4 pm', {
    days: [D.tue],
    after: h(16),
    before: h(16, 1),
  }),
  mx.book('Consulta general', ['hola', 'q dias tienen disponibles?', 'es pa una consulta']),
  mx.book(
    'Blanqueamiento',
    'oigan cuánto cuesta el blanqueamiento? me interesa para antes de diciembre, de preferencia viernes',
    {
      days: [D.fri],
    },
  ),
  mx.book(
    'Consulta general',
    'Buen día. Me podrían dar cita con la Dra Méndez el jueves 3 de diciembre? a la hora que sea',
    {
      days: [D.thu2],
      resource: CARLA,
    },
  ),
  mx.book('Limpieza dental', 'ola kiero una sita para limpiesa el martes x la mañana porfa', {
    days: [D.tue],
    before: PM,
  }),
  mx.book(
    'Consulta general',
    'Mi hija de 15 años necesita revisión, tiene brackets y se le zafó uno. Pueden hoy en la tarde o mañana temprano?',
    { days: [D.mon, D.tue] },
    { serviceWords: 'revisión' },
  ),
  mx.move('Hola, ¿puedo cambiar mi cita del jueves 26? Mejor el lunes 30 a las 11', {
    days: [D.mon2],
    after: h(11),
    before: h(11, 1),
  }),
  mx.cancel2('Necesito cancelar la cita del miércoles, la del viernes sí la mantengo', '2026-11-25 09:00'),
  mx.cancel(['ola buenas', 'ya no voy a poder ir', 'cancelenla porfa']),
  mx.confirm('Sí, confirmo. Ahí nos vemos 👍'),
  mx.confirm('simon ahi estare'),
  mx.optout('Ya no quiero recibir recordatorios, gracias'),
  mx.info('disculpe tienen estacionamiento? y en qué horario atienden', '18'),
  mx.wait(
    'Consulta general',
    'Buenas, yo solo puedo los jueves a mediodía y ya vi que el jueves 26 está lleno, me apuntan en la lista de espera por si se libera?',
    { days: [4] },
  ),

  // Colombia
  co.book(
    'Consulta general',
    'Buenos días, qué pena molestar, quisiera pedir una cita de valoración para el viernes en la tarde',
    {
      days: [D.fri],
      after: PM,
    },
  ),
  co.book(
    'Limpieza dental',
    ['hola', 'me regala una cita para limpieza porfa', 'la próxima semana, martes o miércoles'],
    {
      days: [D.tue2, D.wed2],
    },
  ),
  co.book(
    'Blanqueamiento',
    'Hola!! quiero hacerme un blanqueamiento antes del 5 de diciembre que tengo un matrimonio 💍',
    {
      days: [D.mon, D.tue, D.wed, D.thu, D.fri, D.sat, D.mon2, D.tue2, D.wed2, D.thu2, D.fri2],
    },
  ),
  co.book(
    'Limpieza dental',
    'Buenas tardes, necesito una limpieza con la doctora Ana Rodríguez, ojalá a primera hora',
    {
      resource: ANA,
      before: h(9),
    },
  ),
  co.book(
    'Consulta general',
    'buenas, tienen citas para hoy? es urgente se me partió un diente',
    { days: [D.mon] },
    {
      serviceWords: 'consulta',
    },
  ),
  co.move('Buenas, quería saber si puedo mover la cita del jueves para el miércoles a la misma hora', {
    days: [D.wed],
    after: h(10),
    before: h(10, 1),
  }),
  co.move2('Hola, necesito reprogramar la consulta del miércoles 25 para el sábado', '2026-11-25 09:00', {
    days: [D.sat],
  }),
  co.cancel('Buenas tardes, le escribo para cancelar mi cita, me toca viajar. Mil gracias'),
  co.confirm('Sí señora, confirmada. Allá estaré puntual'),
  co.confirm('ok 👌'),
  co.optout('no me vuelvan a escribir, por favor. gracias'),
  co.human('¿me puede comunicar con la recepcionista? necesito hablar con alguien de carne y hueso jaja'),
  co.info('cuanto vale la limpieza?', '25'),
  co.keep('¿A qué hora es mi cita del jueves? no me acuerdo'),

  // Argentina
  ar.book('Limpieza dental', 'Hola! Quería sacar turno para una limpieza, el jueves a la tarde puede ser?', {
    days: [D.thu],
    after: PM,
  }),
  ar.book(
    'Consulta general',
    ['Buenas', 'necesito un turno para control', 'cualquier día de la semana que viene a la mañana'],
    { days: NEXT_WEEK, before: PM },
    { serviceWords: 'una consulta de control' },
  ),
  ar.book('Blanqueamiento', 'che cuánto sale el blanqueamiento? y si hay turno el viernes 4 me re sirve', {
    days: [D.fri2],
  }),
  ar.book(
    'Consulta general',
    'Hola, buen día. Atiende la Dra. Méndez? Quisiera un turno con ella para una consulta, después de las 16 hs',
    { resource: CARLA, after: h(16) },
  ),
  ar.book('Limpieza dental', 'holaa tenes algo para mañana temprano? limpieza', { days: [D.tue], before: h(10) }),
  ar.move('Hola, necesito pasar el turno del jueves para la semana que viene, el martes si puede ser', {
    days: [D.tue2],
  }),
  ar.move2(
    'Buenas, tengo dos turnos, el del viernes lo quiero cambiar para el lunes 30 a la tarde',
    '2026-11-27 15:00',
    { days: [D.mon2], after: PM },
  ),
  ar.cancel2('hola quiero cancelar el turno del viernes', '2026-11-27 15:00'),
  ar.cancel('Buenas, no voy a poder ir al turno, lo cancelo. Después escribo para sacar otro'),
  ar.confirm('Sí, ahí voy a estar, gracias!'),
  ar.confirm(['dale', 'nos vemos el jueves']),
  ar.optout('Por favor dejen de mandarme whatsapps, no me interesa'),
  ar.human('Hola, necesito hablar con alguien del consultorio por un tema de la obra social'),
  ar.earlierWait('Hola, si se libera algo antes de mi turno me avisás? me gustaría adelantarlo'),
  ...holdout7More,
];
