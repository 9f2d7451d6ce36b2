// Fourteenth held-out set, continued (see holdout14.ts): Argentina, Chile and Peru.

import { corpusStyles, D, h, PM } from './kit.ts';

const { ar, cl, pe } = corpusStyles();

const CARLA = 'Dra. Carla Méndez';
const WED = '2026-11-25 09:00';
const FRI = '2026-11-27 15:00';

export const holdout14b = [
  // Argentina
  ar.book('Limpieza dental', ['turno limpieza', 'mañana a la tarde'], { days: [D.tue], after: PM }),
  ar.book('Consulta general', ['turno consulta jueves', 'el segundo'], { days: [D.thu] }),
  ar.book('Blanqueamiento', 'blanqueamiento el miérc', { days: [D.wed] }),
  ar.book('Consulta general', ['consulta c/ mendez', 'vie 9'], {
    days: [D.fri],
    resource: CARLA,
    after: h(8, 30),
    before: h(9, 30),
  }),
  ar.book('Limpieza dental', ['limpieza', 'cualquier día a la mañana'], { before: PM }),
  ar.move(['cambiar turno', 'lunes que viene'], { days: [D.mon2] }),
  ar.move2(['mover el turno del miérc', 'al jueves a la tarde'], WED, { days: [D.thu], after: PM }),
  ar.cancel('cancelá el turno porfa'),
  ar.confirm('dale, ahí voy'),
  ar.confirm('joya, confirmo'),
  ar.optout('no me manden más nada'),
  ar.optout('che basta de mensajes'),
  ar.human('pasame con alguien'),
  ar.info('atienden sábado?', '12'),

  // Chile
  cl.book('Limpieza dental', ['hora pa limpieza', 'el jueves', 'la de las 11'], {
    days: [D.thu],
    after: h(10, 30),
    before: h(11, 30),
  }),
  cl.book('Consulta general', ['necesito hora consulta', 'mañana en la mañana'], { days: [D.tue], before: PM }),
  cl.book('Blanqueamiento', ['blanqueamiento', 'sábado'], { days: [D.sat] }),
  cl.book('Limpieza dental', 'limpieza viernes tarde', { days: [D.fri], after: PM }),
  cl.book('Consulta general', ['consulta', 'mejor otro día', 'el miércoles'], { days: [D.wed] }),
  cl.move('cambiar mi hora pal viernes', { days: [D.fri] }),
  cl.move2(['cambiar hora', 'la del vie', 'al martes 1'], FRI, { days: [D.tue2] }),
  cl.cancel2('anular la hora del miercoles', WED),
  cl.confirm('sipo ahí estaré'),
  cl.confirm('ya, confirmo la hora'),
  cl.optout('no me manden más mensajes po'),
  cl.optout('ya no quiero que me escriban'),
  cl.earlierWait('avísenme si se libera algo antes'),
  cl.none('gracias'),

  // Peru
  pe.book('Limpieza dental', ['limpieza', 'hoy en la tarde'], { days: [D.mon], after: PM }),
  pe.book('Consulta general', ['consulta el martes', 'la de las 3'], {
    days: [D.tue],
    after: h(14, 30),
    before: h(15, 30),
  }),
  pe.book('Blanqueamiento', 'blanqueamiento jueves', { days: [D.thu] }),
  pe.book('Limpieza dental', ['quiero limpieza', 'el sabado temprano'], { days: [D.sat], before: h(10) }),
  pe.book('Consulta general', ['consulta viernes', 'ninguna, más tarde'], { days: [D.fri] }),
  pe.move(['cambiar cita', 'para el martes'], { days: [D.tue] }),
  pe.move2(['quiero mover la consulta', 'al viernes'], WED, { days: [D.fri] }),
  pe.cancel2('cancelen la limpieza', FRI),
  pe.confirm('ya pe, ahí estoy'),
  pe.confirm('sí voy, gracias'),
  pe.optout('ya no me envíen mensajes'),
  pe.optout('no deseo recibir más avisos'),
  pe.human('quiero hablar con una señorita'),
  pe.keep('mi cita sigue en pie?'),
];
