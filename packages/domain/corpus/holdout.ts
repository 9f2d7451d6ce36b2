// Held out: written after the rules were tuned on the other files, run once for the "unseen" figure
// in docs/benchmarks.md. Not used to tune the rules.
import { corpus, D, h, PM } from './kit.ts';

const cr = corpus('cr');
const mx = corpus('mx');
const co = corpus('co');
const ar = corpus('ar');
const cl = corpus('cl');
const pe = corpus('pe');
const es = corpus('es');
const en = corpus('en');
const nz = corpus('noise');

export const holdout = [
  cr.book('Limpieza dental', 'Diay buenas, será que hay campito para limpieza el viernes temprano?', {
    days: [D.fri],
    before: PM,
  }),
  cr.book('Consulta general', 'hola me regalan una cita, es para consulta, el martes despues de las 2', {
    days: [D.tue],
    after: h(14),
  }),
  cr.move('Buenas tardes, ocupo que me cambien la cita para el lunes 30 en la mañana', { days: [D.mon2], before: PM }),
  cr.cancel('Hola, ya no voy a ocupar la cita, la pueden cancelar'),
  cr.confirm('sí, ahí estaré, muchas gracias 😊'),
  cr.optout('no me vuelvan a escribir porfa'),
  cr.human('puedo hablar con la recepcionista?'),
  mx.book('Blanqueamiento', 'Buenas! me interesa un blanqueamiento, tienen algo el miércoles en la tarde?', {
    days: [D.wed],
    after: PM,
  }),
  mx.book('Limpieza dental', 'q onda, ocupo limpieza pa el sábado', { days: [D.sat] }),
  mx.move('disculpe, me puede recorrer la cita para el viernes en la tarde?', { days: [D.fri], after: PM }),
  mx.cancel('ya no voy a poder ir, cancéleme porfa'),
  mx.confirm('Claro que sí, ahí estaré'),
  mx.keep(['me cancela la cita?', 'no espere, mejor no, sí voy a ir']),
  mx.info('¿cuánto me cobran por una limpieza?', 'Limpieza dental cuesta'),
  co.book('Consulta general', 'buenos días, necesito cita de consulta para el jueves en la mañana, gracias', {
    days: [D.thu],
    before: PM,
  }),
  co.book('Limpieza dental', 'Hola, me puede agendar limpieza para mañana entre 9 y 11?', {
    days: [D.tue],
    after: h(9),
    before: h(11),
  }),
  co.move('Buenas, qué pena, ¿me pueden cambiar la cita? Me queda mejor el miércoles', { days: [D.wed] }),
  co.cancel('quiero cancelar la cita que tengo'),
  co.confirm('Sí, confirmo mi asistencia'),
  co.optout('por favor no me escriban más a este número'),
  co.info('¿Trabajan los sábados?', 'atendemos de 08:00 a 12:00'),
  ar.book('Consulta general', 'hola! necesito turno para una consulta, si puede ser el jueves a la tarde mejor', {
    days: [D.thu],
    after: PM,
  }),
  ar.book('Limpieza dental', 'tenés algún turno para limpieza el lunes que viene?', { days: [D.mon2] }),
  ar.move('che, ¿me cambiás el turno para el sábado?', { days: [D.sat] }),
  ar.cancel('te escribo para cancelar el turno del jueves'),
  ar.confirm('Sí, dale, ahí voy a estar'),
  ar.optout('no quiero recibir más mensajes, gracias'),
  ar.human('prefiero hablar con una persona'),
  cl.book('Limpieza dental', 'buenas, necesito hora para limpieza la próxima semana en la tarde', {
    days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2],
    after: PM,
  }),
  cl.book('Consulta general', 'hola, me da hora para una consulta pasado mañana temprano?', {
    days: [D.wed],
    before: h(10),
  }),
  cl.move('ya no puedo el jueves, ¿me cambia la hora pal viernes?', { days: [D.fri] }),
  cl.cancel('hola, quiero anular mi hora por favor'),
  cl.confirm('sí po, ahí estaré'),
  cl.keep(['quiero anular mi hora', 'ya no, mejor la dejo']),
  cl.info('¿a qué hora cierran el sábado?', 'atendemos de 08:00 a 12:00'),
  pe.book('Consulta general', 'buenas tardes, quisiera una cita para consulta mañana en la tarde', {
    days: [D.tue],
    after: PM,
  }),
  pe.book('Blanqueamiento', 'hola quisiera separar un blanqueamiento para el viernes en la mañana', {
    days: [D.fri],
    before: PM,
  }),
  pe.move('disculpe, podría cambiar mi cita para el martes de la próxima semana?', { days: [D.tue2] }),
  pe.cancel('buenas, ya no podré ir a mi cita, cancélela por favor'),
  pe.confirm('Sí, ahí estaré, gracias'),
  pe.optout('ya no quiero que me escriban'),
  es.book('Limpieza dental', 'Buenas, ¿tenéis hora para una limpieza el martes por la tarde?', {
    days: [D.tue],
    after: PM,
  }),
  es.book('Consulta general', 'Hola, quería una consulta para el jueves a primera hora', {
    days: [D.thu],
    before: h(10),
  }),
  es.move('Hola, ¿podríais moverme la cita al viernes?', { days: [D.fri] }),
  es.cancel('Buenas, quería cancelar la cita, no puedo ir'),
  es.confirm('Vale, perfecto, allí estaré'),
  es.optout('no me mandéis más mensajes, gracias'),
  es.human('¿me podéis pasar con alguien de recepción?'),
  en.book('Limpieza dental', 'Hi, I would like to book a teeth cleaning please', {}, { serviceWords: 'limpieza' }),
  en.cancel('Hi, I need to cancel my appointment on Thursday'),
  en.confirm('Yes, see you there'),
  en.human('Could I talk to someone please?'),
  nz.book('Limpieza dental', 'limpiesa biernes tarde', { days: [D.fri], after: PM }),
  nz.book('Consulta general', 'konsulta mñn temprano', { days: [D.tue], before: PM }),
  nz.cancel('kanselar mi sita'),
  nz.confirm('okis 👌'),
  nz.none('jsjsjs perdon'),
  nz.none('👋'),
  nz.optout('ya no me manden mensajes'),
  nz.move('cambiar cita xfa', {}),
].map((c) => ({ ...c, id: `holdout-${c.id}` }));
