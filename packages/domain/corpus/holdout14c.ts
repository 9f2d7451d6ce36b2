// Fourteenth held-out set, continued (see holdout14.ts): Spain, English and noise.

import { corpusStyles, D, h, PM } from './kit.ts';

const { es, en, nz } = corpusStyles();

const ANA = 'Dra. Ana Rodríguez';
const WED = '2026-11-25 09:00';
const FRI = '2026-11-27 15:00';

export const holdout14c = [
  // Spain
  es.book('Limpieza dental', ['cita limpieza', 'el jueves por la tarde'], { days: [D.thu], after: PM }),
  es.book('Consulta general', ['consulta mañana', 'la primera'], { days: [D.tue] }),
  es.book('Blanqueamiento', 'blanqueamiento el lunes que viene', { days: [D.mon2] }),
  es.book('Limpieza dental', ['limpieza', 'miércoles 12'], { days: [D.wed], after: h(11, 30), before: h(12, 30) }),
  es.book('Consulta general', ['consulta', 'viernes', 'ninguna, mejor por la tarde'], { days: [D.fri], after: PM }),
  es.move('cambiar cita al martes', { days: [D.tue] }),
  es.move2(['quiero cambiar una cita', 'la del viernes', 'al sábado'], FRI, { days: [D.sat] }),
  es.cancel('anular cita'),
  es.confirm('vale, allí estaré'),
  es.confirm('perfecto, confirmada'),
  es.optout('no me enviéis más mensajes'),
  es.optout('dejad de escribirme'),
  es.info('cuánto cuesta el blanqueamiento', '120'),
  es.earlier(['adelantar cita', 'mañana'], { days: [D.tue] }),

  // English
  en.book('Limpieza dental', ['cleaning', 'tomorrow'], { days: [D.tue] }, { serviceWords: 'cleaning' }),
  en.book('Consulta general', ['checkup thursday', 'the 2nd one'], { days: [D.thu] }, { serviceWords: 'checkup' }),
  en.book('Blanqueamiento', 'whitening sat morning', { days: [D.sat] }, { serviceWords: 'whitening' }),
  en.book('Limpieza dental', ['cleaning wed afternoon'], { days: [D.wed], after: PM }, { serviceWords: 'cleaning' }),
  en.book(
    'Consulta general',
    ['appointment', 'fri', 'none, later'],
    { days: [D.fri] },
    { serviceWords: 'general consultation' },
  ),
  en.move('move my appt to friday', { days: [D.fri] }),
  en.move2(['reschedule', 'the wednesday one', 'monday 30'], WED, { days: [D.mon2] }),
  en.cancel2('cancel friday', FRI),
  en.confirm('yep see you then'),
  en.confirm('confirmed thx'),
  en.optout('quit texting me please'),
  en.optout('no more messages'),
  en.human('real person pls'),
  en.keep('when is my appt'),

  // Noise
  nz.book('Limpieza dental', ['limpiesa', 'mñn'], { days: [D.tue] }),
  nz.book('Consulta general', ['konsulta jueves', 'la d las 10'], {
    days: [D.thu],
    after: h(9, 30),
    before: h(10, 30),
  }),
  nz.book('Limpieza dental', ['cita limpiesa vierns tarde'], { days: [D.fri], after: PM }),
  nz.book('Blanqueamiento', ['blanqueamient', 'sabdo'], { days: [D.sat] }),
  nz.book('Consulta general', 'consulta con ana martes', { days: [D.tue], resource: ANA }),
  nz.move(['kmbiar cita', 'viernes'], { days: [D.fri] }),
  nz.move2(['cambiar la del miercols', 'jueves'], WED, { days: [D.thu] }),
  nz.cancel('cancelar'),
  nz.confirm('👍🏼'),
  nz.confirm('si porfa'),
  nz.optout('ya no m escriban'),
  nz.optout('no kiero mas msjs'),
  nz.none('???'),
  nz.none('ok'),
];
