// Thirteenth held-out set, continued (holdout13.ts): Spain, English and noise.

import { corpusStyles, D, h, PM } from './kit.ts';

const { es, en, nz } = corpusStyles();

const CARLA = 'Dra. Carla Méndez';
const WED = '2026-11-25 09:00';
const FRI = '2026-11-27 15:00';
const NEXT_WEEK_BUT_MONDAY = [D.tue2, D.wed2, D.thu2, D.fri2, D.sat2];

export const holdout13c = [
  // Spain
  es.book(
    'Limpieza dental',
    ['hola buenas', 'quería coger cita para una limpieza', 'el miércoles por la tarde si puede ser'],
    {
      days: [D.wed],
      after: PM,
    },
  ),
  es.book('Consulta general', 'Buenas, ¿me podéis dar hora para una consulta general el jueves a primera hora?', {
    days: [D.thu],
    before: h(9, 30),
  }),
  es.book(
    'Blanqueamiento',
    ['Hola', '¿cuánto cuesta el blanqueamiento?', 'vale, pues me apuntáis para el viernes por la mañana'],
    { days: [D.fri], before: PM },
  ),
  es.book(
    'Consulta general',
    'Quería pedir cita con la doctora Méndez para consulta general, el lunes 30 por la tarde, después de las cuatro',
    { days: [D.mon2], after: h(16), resource: CARLA },
  ),
  es.book(
    'Limpieza dental',
    [
      'buenas tardes',
      'necesito cita para limpieza dental',
      'la semana que viene, cualquier día por la mañana menos el lunes',
    ],
    { days: NEXT_WEEK_BUT_MONDAY, before: PM },
  ),
  es.move('Hola, no puedo ir el jueves, ¿me cambiáis la cita al viernes por la tarde?', { days: [D.fri], after: PM }),
  es.move2(
    [
      'Hola',
      'tengo dos citas con vosotros',
      'la consulta del miércoles quiero pasarla al martes 1 por la mañana, la limpieza la dejo igual',
    ],
    WED,
    { days: [D.tue2], before: PM },
  ),
  es.cancel(['buenas', 'os escribo para anular la cita del jueves, me ha surgido un imprevisto']),
  es.confirm('Sí, allí estaré, gracias por el aviso'),
  es.confirm('vale, confirmo. Por cierto, ¿aceptáis Bizum?'),
  es.optout('No me mandéis más mensajes, por favor, que no me interesan'),
  es.optout(['hola', 'quiero dejar de recibir vuestros avisos por whatsapp, gracias']),
  es.human(['Hola', '¿puedo hablar con alguien de la clínica?', 'es por un tema del seguro']),
  // A cancellation with a new booking in one breath: the sensible reading is a move.
  es.move('quiero anular la cita del jueves y coger otra para el sábado por la mañana', { days: [D.sat] }),

  // English
  en.book('Limpieza dental', ['hi', 'I need a teeth cleaning', 'tomorrow afternoon if possible'], {
    days: [D.tue],
    after: PM,
  }),
  en.book('Consulta general', 'Hello, can I book a general consultation with Dr. Mendez on Thursday morning?', {
    days: [D.thu],
    before: PM,
    resource: CARLA,
  }),
  en.book(
    'Blanqueamiento',
    ['Hi there', 'how much is the whitening?', 'ok great, can I get one Saturday morning?'],
    { days: [D.sat] },
    { serviceWords: 'whitening' },
  ),
  en.book(
    'Limpieza dental',
    'I would like a cleaning next week, any day except Monday, after 2pm',
    { days: NEXT_WEEK_BUT_MONDAY, after: h(14) },
    { serviceWords: 'cleaning' },
  ),
  en.book(
    'Consulta general',
    ['Good morning', 'do you have anything for a checkup on Friday?', 'after 3 would be best'],
    { days: [D.fri], after: h(15) },
    { serviceWords: 'general consultation' },
  ),
  en.move('Hi, something came up, can I move my Thursday appointment to Wednesday afternoon?', {
    days: [D.wed],
    after: PM,
  }),
  en.move2(
    ['hello', 'I have two appointments', 'please move the cleaning on Friday to Tuesday Dec 1 in the morning'],
    FRI,
    { days: [D.tue2], before: PM },
  ),
  en.cancel2('Please cancel my appointment on Wednesday, I will keep the Friday one', WED),
  en.confirm('Yes, I will be there. Thanks!'),
  en.confirm('confirmed 👍 also, is there parking nearby?'),
  en.optout("I'd rather not get any more messages from you, thanks"),
  en.optout(['hi', "I don't want to get reminders anymore, please remove me"]),
  en.info('What time do you open and how much is a cleaning?', '25'),
  en.earlier('Hi, is there any chance to get my appointment earlier? tomorrow would be great', { days: [D.tue] }),

  // Noise: typos, no accents, abbreviations, emojis
  nz.book('Limpieza dental', ['ola', 'kiero sita pa limpiesa', 'el miercole en la tard'], { days: [D.wed], after: PM }),
  nz.book('Consulta general', 'nesesito una consuta jeneral pal jueves x la mñn', { days: [D.thu], before: PM }),
  nz.book('Blanqueamiento', ['holaaa 😁😁', 'blanqueamiento', 'sabado'], { days: [D.sat] }),
  nz.book('Limpieza dental', 'bns dias, limpieza mñn 3pm?', { days: [D.tue], after: h(14, 30), before: h(15, 31) }),
  nz.move(['hla', 'cambiar cita', 'pal vienres en la tarde'], { days: [D.fri], after: PM }),
  nz.cancel('cancelar sita del juebes xfa'),
  nz.confirm('siii confirmo 👍👍'),
  nz.confirm('ok ahi stare grax'),
  nz.optout('ya no m escriban'),
  nz.optout(['.', 'no kiero mas msjs']),
  nz.none('👍'),
  nz.none(['jajaja', 'perdon mensaje equivocado']),
  nz.human('kiero ablar con algn d ahi'),
  nz.cancel2('cancela la d el viernes xfa, la otra no', FRI),
];
