// Thirteenth held-out set, continued (holdout13.ts): Argentina, Chile and Peru.

import { corpusStyles, D, h, PM } from './kit.ts';

const { ar, cl, pe } = corpusStyles();

const ANA = 'Dra. Ana Rodríguez';
const CARLA = 'Dra. Carla Méndez';
const WED = '2026-11-25 09:00';
const FRI = '2026-11-27 15:00';

export const holdout13b = [
  // Argentina
  ar.book('Limpieza dental', ['hola!', 'quería sacar turno para una limpieza', 'el miércoles a la tarde puede ser?'], {
    days: [D.wed],
    after: PM,
  }),
  ar.book('Consulta general', 'buenas, necesito un turno para consulta general, tenés algo el jueves a la mañana?', {
    days: [D.thu],
    before: PM,
  }),
  ar.book(
    'Blanqueamiento',
    ['che una consulta', 'cuánto sale el blanqueamiento?', 'dale, dame turno para el martes 1 a la mañana'],
    { days: [D.tue2], before: PM },
  ),
  ar.book('Consulta general', 'hola, quiero turno con la dra Rodriguez para consulta, el lunes 30 a las 10 o 11', {
    days: [D.mon2],
    after: h(10),
    before: h(11, 31),
    resource: ANA,
  }),
  ar.book(
    'Limpieza dental',
    ['Buen día', 'turno para limpieza dental', 'cualquier día de la semana que viene menos el viernes, a la tarde'],
    { days: [D.mon2, D.tue2, D.wed2, D.thu2], after: PM },
  ),
  ar.move(['hola', 'no llego al turno del jueves 😕', 'me lo pasás al viernes a la tarde?'], {
    days: [D.fri],
    after: PM,
  }),
  ar.move2(
    'che, el turno de la limpieza del viernes pasámelo al lunes 30 a la mañana porfa, el del miércoles queda igual',
    FRI,
    { days: [D.mon2], before: PM },
  ),
  ar.cancel(['hola', 'cancelame el turno del jueves, me salió un viaje', 'gracias!']),
  ar.confirm('sí, voy. gracias! y una pregunta, aceptan tarjeta?'),
  ar.confirm('confirmadísimo, ahí estaré 😊'),
  ar.optout('dejá de mandarme mensajes por favor, no me interesa'),
  ar.optout(['hola', 'no quiero recibir más avisos de ustedes, es la tercera vez que pido que me saquen']),
  ar.info('atienden los sábados? y hasta qué hora?', '12'),
  ar.leave(
    'Blanqueamiento',
    'hola, ya no quiero estar en la lista de espera del blanqueamiento, ya conseguí turno en otro lado',
    ['Limpieza dental'],
  ),

  // Chile
  cl.book('Limpieza dental', ['hola', 'necesito una hora pa limpieza po', 'mañana en la tarde ojalá'], {
    days: [D.tue],
    after: PM,
  }),
  cl.book('Consulta general', 'buenas, quiero pedir hora para consulta general el viernes tipo 11, cachai si hay?', {
    days: [D.fri],
    after: h(10, 30),
    before: h(12),
  }),
  cl.book(
    'Blanqueamiento',
    [
      'hola',
      'cuánto sale el blanqueamiento?',
      'ya, y tienen hora el jueves en la mañana?',
      'me lo agendai altiro porfa',
    ],
    { days: [D.thu], before: PM },
  ),
  cl.book(
    'Consulta general',
    'hola, pa pedir hora con la dra Carla Méndez, consulta general, el miércoles 2 en la mañana',
    { days: [D.wed2], before: PM, resource: CARLA },
  ),
  cl.book('Limpieza dental', ['wena', 'hay hora pa limpieza el sábado?', 'temprano idealmente'], {
    days: [D.sat],
    before: h(10),
  }),
  cl.move('hola, no voy a alcanzar a llegar el jueves, me cambiai la hora pal miércoles en la tarde?', {
    days: [D.wed],
    after: PM,
  }),
  cl.move2(['hola buenas', 'tengo dos horas, quiero cambiar la del miércoles', 'pal jueves después de las 3'], WED, {
    days: [D.thu],
    after: h(15),
  }),
  cl.cancel('hola, necesito anular mi hora del jueves po, no voy a poder ir'),
  cl.confirm('sí, ahí voy a estar po, gracias'),
  cl.confirm('ya, confirmo la hora. oiga y cuánto sale la limpieza?'),
  cl.optout('ya no me manden más mensajes po, me tienen chato'),
  cl.optout(['hola', 'por favor sáquenme de sus mensajes automáticos']),
  cl.earlierWait('hola, hay alguna posibilidad de adelantar mi hora? me avisan si se libera algo antes'),
  cl.human('quiero hablar con una persona de verdad, no con un bot'),

  // Peru
  pe.book(
    'Limpieza dental',
    ['hola buenas', 'quisiera separar una cita para limpieza', 'el jueves por la tarde porfa'],
    {
      days: [D.thu],
      after: PM,
    },
  ),
  pe.book('Consulta general', 'buenas tardes, para una consulta general mañana a las 11 se puede?', {
    days: [D.tue],
    after: h(10, 30),
    before: h(11, 31),
  }),
  pe.book(
    'Blanqueamiento',
    ['hola causa', 'cuánto está el blanqueamiento?', 'ya, chévere, sepárame uno para el sábado'],
    {
      days: [D.sat],
    },
  ),
  pe.book('Limpieza dental', 'quiero cita de limpieza con la doctora Ana, el martes 1 de diciembre en la mañana pe', {
    days: [D.tue2],
    before: PM,
    resource: ANA,
  }),
  pe.book(
    'Consulta general',
    ['buenas', 'mi mamá necesita una consulta general', 'cualquier día de esta semana en la tarde menos el jueves'],
    { days: [D.mon, D.tue, D.wed, D.fri], after: PM },
  ),
  pe.move('hola, ya no puedo ir el jueves, me pueden pasar la cita para el martes 1 en la mañana?', {
    days: [D.tue2],
    before: PM,
  }),
  pe.move2(
    [
      'buenas',
      'quiero mover mi cita de limpieza del viernes',
      'para el miércoles 2 en la tarde, y también quería saber cuánto cuesta el blanqueamiento',
    ],
    FRI,
    { days: [D.wed2], after: PM },
  ),
  pe.cancel2('ya no voy a ir a la consulta del miércoles, cancélenla por favor. la otra sí', WED),
  pe.confirm('ya, sí confirmo, ahí estaré temprano'),
  pe.confirm('claro que sí voy, gracias por avisar. ¿tengo que ir en ayunas?'),
  pe.optout('ya no me escriban por favor, no quiero recibir más mensajes'),
  pe.optout(['hola', 'borren mi número de sus mensajes por favor']),
  pe.info(['hola', 'en qué horario atienden?', 'y los sábados también?'], '18'),
  pe.wait(
    'Consulta general',
    'hola, para consulta general con la doctora Carla, si se desocupa algún espacio los jueves en la tarde me avisan porfa',
    { days: [4], after: PM, resource: CARLA },
  ),
];
