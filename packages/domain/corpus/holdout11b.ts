// Eleventh held-out set, continued (holdout11.ts): Chile, Peru, Spain, English and noise.

import { corpusStyles, D, h, PM } from './kit.ts';

const { cl, pe, es, en, nz } = corpusStyles();

const ANA = 'Dra. Ana Rodríguez';
const CARLA = 'Dra. Carla Méndez';
const WED = '2026-11-25 09:00';
const FRI = '2026-11-27 15:00';
const TWO = [
  '2026-11-25 09:00 Consulta general / Dra. Carla Méndez',
  '2026-11-27 15:00 Limpieza dental / Dra. Ana Rodríguez',
];
/** Around noon, when noon itself is taken (corpus-clinic's othersBooked). */
const AROUND_NOON = { after: h(10, 30), before: h(14, 30) };

export const holdout11b = [
  // Chile
  cl.book('Limpieza dental', 'hola, necesito hora para una limpieza, ojala el miercoles en la tarde', {
    days: [D.wed],
    after: PM,
  }),
  cl.book('Consulta general', 'buenas, tiene hora pa consulta general mañana a primera hora?', {
    days: [D.tue],
    before: h(9),
  }),
  cl.book('Blanqueamiento', 'hola, quisiera agendar un blanqueamiento la otra semana, el jueves o viernes', {
    days: [D.thu2, D.fri2],
  }),
  cl.book(
    'Consulta general',
    ['hola', 'pa hoy en la tarde tendra algo?'],
    { days: [D.mon], after: PM },
    { serviceWords: 'consulta' },
  ),
  cl.book('Limpieza dental', 'wena, a q hora abren el sabado? quiero hora pa limpieza ese dia', { days: [D.sat] }),
  cl.move('hola, me puede cambiar la hora del jueves pal viernes a las 11?', {
    days: [D.fri],
    after: h(10, 30),
    before: h(11, 31),
  }),
  cl.move2('la hora del miercoles la necesito pa la semana que viene, el lunes o martes', WED, {
    days: [D.mon2, D.tue2],
  }),
  cl.cancel('hola, voy a tener que cancelar la hora del jueves, disculpe'),
  cl.confirm('ya po, ahi voy a estar, gracias'),
  cl.confirm('sí, confirmada la hora 👍 gracias', { appointments: TWO }),
  cl.optout('ya no quiero recibir mas mensajes de ustedes po'),
  cl.optout('porfa no me hablen mas a este wsp'),
  cl.human('hola, me puede contactar una persona? tengo un problema con una boleta'),
  cl.keep(['hola, quería cambiar mi hora del jueves', 'no, sabe que no, déjela así nomás'], {
    no: 'no, sabe que no, déjela así nomás',
  }),

  // Peru
  pe.book('Limpieza dental', 'buenas tardes, quisiera separar una cita para limpieza dental el viernes por la tarde', {
    days: [D.fri],
    after: PM,
  }),
  pe.book('Consulta general', 'hola buenas, para una consulta general tendran turno el jueves a las 12?', {
    days: [D.thu],
    ...AROUND_NOON,
  }),
  pe.book('Blanqueamiento', 'ola quiero blanqueamiento cuanto cuesta y si hay para el lunes 30 en la mañana', {
    days: [D.mon2],
    before: PM,
  }),
  pe.book(
    'Limpieza dental',
    ['buenas', 'para mañana en la tarde habra algun espacio?'],
    { days: [D.tue], after: PM },
    { serviceWords: 'limpieza' },
  ),
  pe.book(
    'Consulta general',
    'hola, necesito una cita para consulta la proxima semana, cualquier dia menos el lunes, de preferencia temprano',
    { days: [D.tue2, D.wed2, D.thu2, D.fri2, D.sat2], before: h(10) },
  ),
  pe.move('buenas, quisiera reprogramar mi cita del jueves para el sabado en la mañana', { days: [D.sat] }),
  pe.move2('hola, la cita del viernes la puedo pasar para el miercoles 2 despues del almuerzo?', FRI, {
    days: [D.wed2],
    after: h(13),
  }),
  pe.cancel2('buenas, por favor anulen mi cita del miercoles, la del viernes sigue en pie', WED),
  pe.confirm('ya, confirmo mi cita, ahí estaré 😊'),
  pe.confirm('Sí, asistiré. Muchas gracias por el recordatorio'),
  pe.optout('ya no deseo recibir notificaciones, gracias'),
  pe.optout('borren mi numero por favor, ya no me atiendo ahi'),
  pe.wait('Limpieza dental', 'me anotan en la lista de espera para limpieza? solo puedo sabados temprano', {
    days: [6],
    before: h(10),
  }),
  pe.none('disculpe, me equivoque de chat 😅'),

  // Spain
  es.book('Limpieza dental', '¿A qué hora abrís mañana? Quería pedir hora para una limpieza a primera hora', {
    days: [D.tue],
    before: h(9),
  }),
  es.book(
    'Consulta general',
    'Hola, buenas. Quería pedir hora para una revisión con la doctora Rodríguez el jueves por la tarde',
    { days: [D.thu], after: PM, resource: ANA },
    { serviceWords: 'una consulta general' },
  ),
  es.book(
    'Blanqueamiento',
    'Hola! ¿Vosotros hacéis blanqueamiento? Me vendría bien la semana que viene, el martes o el miércoles',
    { days: [D.tue2, D.wed2] },
    { yes: 'vale, sí, perfecto' },
  ),
  es.book(
    'Limpieza dental',
    ['Buenas', 'el viernes por la mañana tendríais hueco?'],
    { days: [D.fri], before: PM },
    { serviceWords: 'una limpieza' },
  ),
  es.book('Consulta general', 'Vale, pues quería una cita para consulta general hoy a última hora si puede ser', {
    days: [D.mon],
    after: h(16),
  }),
  es.move('Hola, ¿me podéis cambiar la cita del jueves al lunes 30 por la tarde? Gracias', {
    days: [D.mon2],
    after: PM,
  }),
  es.move2('La hora del viernes me viene fatal, ¿la podemos pasar al sábado a las 10?', FRI, {
    days: [D.sat],
    after: h(9, 30),
    before: h(11),
  }),
  es.cancel2('Buenas, anuladme la cita del miércoles porfa, que me ha surgido un imprevisto. La otra sigue igual', WED),
  es.confirm('Vale, confirmado, nos vemos el jueves 👍'),
  es.confirm('Sí, cuenta conmigo, allí estaré puntual'),
  es.optout('No quiero que me enviéis más mensajes, gracias'),
  es.optout('Dejad de mandarme whatsapps por favor'),
  es.info('¿Cuánto cuesta el blanqueamiento?', '120'),
  es.human('¿Puedo hablar con una persona? Tengo una duda con el seguro'),

  // English
  en.book('Limpieza dental', "Hi, I'd like to book a cleaning for Wednesday afternoon please", {
    days: [D.wed],
    after: PM,
  }),
  en.book('Consulta general', 'hello do you have any openings tomorrow morning for a general consultation?', {
    days: [D.tue],
    before: PM,
  }),
  en.book(
    'Blanqueamiento',
    'how much is teeth whitening? and can I get one on Saturday morning',
    { days: [D.sat] },
    { yes: 'yeah sure' },
  ),
  en.book(
    'Limpieza dental',
    ['hey', 'anything available Thursday at 12?'],
    { days: [D.thu], ...AROUND_NOON },
    { serviceWords: 'cleaning' },
  ),
  en.book(
    'Consulta general',
    'Hi! Need a check-up with Dr. Méndez next week, any afternoon except Friday',
    { days: [D.mon2, D.tue2, D.wed2, D.thu2], after: PM, resource: CARLA },
    { serviceWords: 'general consultation' },
  ),
  en.move('Hi, can I move my Thursday appointment to Friday afternoon?', { days: [D.fri], after: PM }),
  en.move2('I need to reschedule the Wednesday one to Tuesday Dec 1st in the morning, keep the Friday cleaning', WED, {
    days: [D.tue2],
    before: PM,
  }),
  en.cancel('Sorry, I have to cancel my appointment on Thursday'),
  en.confirm("Yes I'll be there, thanks!"),
  en.confirm('confirmed 👍 see you Thursday'),
  en.optout('please stop texting me'),
  en.optout('remove my number from your list, thanks'),
  en.human('can I talk to a real person please?'),
  en.info('what time do you close on Saturday?', '12'),

  // Noise: typos, all caps, voice-to-text run-ons, emojis
  nz.book('Limpieza dental', 'ola kiero una limpiesa pal jueves n la tard', { days: [D.thu], after: PM }),
  nz.book('Consulta general', 'buenas nesesito cita consulta jeneral mañna en la mañana', {
    days: [D.tue],
    before: PM,
  }),
  nz.book(
    'Blanqueamiento',
    'hola buenos dias mire quisiera saber si me pueden agendar un blanqueamiento para el viernes en la tarde porque el sabado tengo un evento y quiero verme bien gracias',
    { days: [D.fri], after: PM },
    { yes: 'siii' },
  ),
  nz.book('Limpieza dental', 'HOLA NECESITO CITA PARA LIMPIEZA EL MARTES 1 A LAS 3', {
    days: [D.tue2],
    after: h(14, 30),
    before: h(15, 31),
  }),
  nz.book('Consulta general', 'q dias atienden? necesito consulta general la semana q viene en la tarde', {
    days: [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2],
    after: PM,
  }),
  nz.move(
    'hola buenas es que no voy a poder ir el jueves me la puede pasar para el martes en la tarde ahi si puedo gracias',
    { days: [D.tue], after: PM },
  ),
  nz.move2('la del vienes cambiemela xfa pal lunes 30 en la mñna', FRI, { days: [D.mon2], before: PM }),
  nz.cancel('cancelar cita jueves 😞🙏'),
  nz.confirm('siii 👍👍 ahi estare'),
  nz.confirm('ok ok confirmado grax'),
  nz.optout('ya no qiero mensajes'),
  nz.optout('NO ME ESCRIBAN MAS 😡'),
  nz.none('gracias!!'),
  nz.keep('a q hora era mi cita del jueves?'),
];
