// Fifth held-out set (issue 29), its second half: patients from Spain, in English and typing noise
// (typos, no accents, abbreviations). Written before reading the rule files with holdout5.ts, which
// joins both halves and tells the set's focus.
import { type CorpusConversation, corpus, D, h, PM } from './kit.ts';

const es = corpus('es');
const en = corpus('en');
const nz = corpus('noise');

const CARLA = 'Dra. Carla Méndez';

export const holdout5SpainEnglishNoise: CorpusConversation[] = [
  // España
  es.book(
    'Limpieza dental',
    'hola, quería pedir hora para una limpieza el jueves; personalmente me viene mejor por la tarde',
    { days: [D.thu], after: PM },
    { yes: 'vale, perfecto' },
  ),
  es.book(
    'Consulta general',
    ['buenas, ¿me dais cita para una consulta general?', 'vale, pero mejor el lunes que viene por la mañana'],
    { days: [D.mon2], before: PM },
  ),
  es.book('Blanqueamiento', '¿abrís los sábados? quería hacerme un blanqueamiento el sábado a primera hora', {
    days: [D.sat],
    before: h(9),
  }),
  es.book(
    'Limpieza dental',
    'hola, cualquier día me vale menos el miércoles, para una limpieza, mejor después de las 4',
    {
      notDays: [D.wed, D.wed2],
      after: h(16),
    },
  ),
  es.book(
    'Consulta general',
    'buenas tardes, ¿tenéis hueco el martes de la semana que viene a las 10?',
    { days: [D.tue2], after: h(10), before: h(10, 30) },
    { serviceWords: 'una consulta general' },
  ),
  es.move('hola, ¿me podéis cambiar la cita del jueves al viernes por la tarde? vale, gracias', {
    days: [D.fri],
    after: PM,
  }),
  es.move('buenas, necesito aplazar la cita, ¿la podemos pasar a la semana que viene? el miércoles si puede ser', {
    days: [D.wed2],
  }),
  es.cancel('hola, quería anular la cita del jueves, no puedo ir, lo siento'),
  es.confirm('vale, allí estaré, gracias'),
  es.confirm('sí, perfecto, quedamos así 👍'),
  es.optout('por favor, dejad de enviarme mensajes, gracias'),
  es.human('¿me podéis pasar con alguien de recepción? quiero consultar una cosa de mi seguro'),
  es.info('¿cuánto cuesta un blanqueamiento?', '120'),
  es.wait('Limpieza dental', 'si se queda libre algún hueco el sábado para limpieza, apúntame en la lista de espera', {
    days: [6],
  }),
  es.book(
    'Consulta general',
    'hola, quería cita con la doctora Méndez para consulta general, el viernes de la semana que viene',
    { resource: CARLA, days: [D.fri2] },
    { yes: 'venga, vale' },
  ),

  // English
  en.book(
    'Limpieza dental',
    'hi, I need a teeth cleaning next week, any day except monday, afternoon please',
    { days: [D.tue2, D.wed2, D.thu2, D.fri2, D.sat2], after: PM },
    { yes: 'sounds good 👍' },
  ),
  en.book(
    'Consulta general',
    ['hello', 'id like to book a general consultation', 'actually friday after lunch would be better'],
    {
      days: [D.fri],
      after: h(13),
    },
  ),
  en.book('Blanqueamiento', 'do you have anything on saturday at 9 or 10 for whitening?', {
    days: [D.sat],
    after: h(9),
    before: h(10, 30),
  }),
  en.book('Limpieza dental', 'can i get a cleaning this thursday? not too early pls', { days: [D.thu], after: h(9) }),
  en.move('hey can I push my appointment to next tuesday morning?', { days: [D.tue2], before: PM }),
  en.cancel('i need to cancel my appointment on thursday, sorry'),
  en.confirm("yes I'll be there 👍"),
  en.confirm('confirmed, thanks! see you thursday'),
  en.optout('please take me off your list, I dont want these texts anymore'),
  en.human('can I speak to someone at the front desk?'),

  // Noise: typos, no accents, abbreviations
  nz.book(
    'Limpieza dental',
    'ola kiero sita pa limpiesa el juebes en la tarde',
    { days: [D.thu], after: PM },
    { yes: 'ok va' },
  ),
  nz.book('Consulta general', 'nesesito consulta jeneral mñn x la mñn', { days: [D.tue], before: PM }),
  nz.book('Blanqueamiento', ['hola', 'blanqueamiento', 'el viernes de la otra semana tipo 10 u 11'], {
    days: [D.fri2],
    after: h(10),
    before: h(11, 30),
  }),
  nz.book(
    'Limpieza dental',
    'hla q tal, una limpieza xfa, cualquier dia menos lunes y q sea dsp d las 2',
    {
      notDays: [D.mon, D.mon2],
      after: h(14),
    },
    { yes: '👍' },
  ),
  nz.move('nesecito cambiar la sita pal biernes xq no puedo el juebes', { days: [D.fri] }),
  nz.cancel('kanselen mi sita porfa'),
  nz.confirm('👍👍'),
  nz.confirm('siii ahi stare grax'),
  nz.optout('ya no m manden mas msjs'),
  nz.human('ay alguien q me atienda?? nesesito ablar con 1 persona'),
];
