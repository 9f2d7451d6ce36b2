// Tenth held-out set, second part (holdout10.ts): Chile, Peru, Spain, English and noise, with the
// professionals and the patients' pairs of appointments both parts use.
import { corpusStyles, D, h, ONE, PM } from './kit.ts';

const { cl, pe, es, en, nz } = corpusStyles();

export const ANA = 'Dra. Ana Rodríguez';
export const CARLA = 'Dra. Carla Méndez';
/** kit.ts's TWO: a consultation with Dra. Méndez on Wednesday, a cleaning with Dra. Rodríguez on Friday. */
export const WED = '2026-11-25 09:00';
export const FRI = '2026-11-27 15:00';
/** Two appointments on the same Thursday: only the service tells them apart. */
export const SAME_DAY = [
  '2026-11-26 10:00 Consulta general / Dra. Carla Méndez',
  '2026-11-26 10:30 Limpieza dental / Dra. Ana Rodríguez',
];
/** Two consultations: only the day or the professional tells them apart. */
export const TWO_CONSULTS = [
  '2026-11-25 09:00 Consulta general / Dra. Carla Méndez',
  '2026-12-01 11:00 Consulta general / Dra. Ana Rodríguez',
];
/** A whitening on Tuesday and a cleaning on Saturday. */
const WHITE_THEN_CLEAN = [
  '2026-11-24 14:00 Blanqueamiento / Dra. Ana Rodríguez',
  '2026-11-28 09:00 Limpieza dental / Dra. Carla Méndez',
];
export const NEXT_WEEK = [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2];
const REMINDED = { appointments: ONE, afterReminder: true };

export const holdout10b = [
  // Chile
  cl.book('Limpieza dental', 'hola, necesito hora pa una limpieza mañana a las 9 o 9 y media', {
    days: [D.tue],
    after: h(9),
    before: h(9, 31),
  }),
  cl.book(
    'Consulta general',
    'Buenas tardes, ¿tendrán hora para consulta con la doctora Rodríguez el lunes 30? de preferencia en la tarde',
    { days: [D.mon2], resource: ANA, after: PM },
  ),
  cl.book('Blanqueamiento', ['quiero agendar un blanqueamiento pal jueves', 'no mejor el viernes, en la mañana'], {
    days: [D.fri],
    before: PM,
  }),
  cl.move('hola, ¿puedo postergar mi hora del jueves para la próxima semana? cualquier día menos el lunes', {
    days: NEXT_WEEK.slice(1),
  }),
  cl.cancel('oye no voy a poder ir el jueves, anúlame la hora porfa'),
  cl.move2(
    'la hora con la dra carla me la podís cambiar pal viernes en la tarde?',
    WED,
    { days: [D.fri], after: PM },
    { appointments: TWO_CONSULTS },
  ),
  cl.confirm('sipo, ahí voy a estar'),
  cl.confirm('ya, confirmado 👌 muchas gracias'),
  cl.confirm('sí voy, pero puede que llegue unos 5 min tarde'),
  cl.optout('porfa no me sigan mandando cosas, ya no me atiendo en esa clínica'),
  cl.optout('cómo hago pa que no me lleguen más estos mensajes?'),
  cl.optout('sáquenme de la lista de difusión porfa', REMINDED),
  cl.human('necesito hablar con alguien de la clínica porfa, es urgente'),
  cl.keep('oye tengo hora el jueves o el viernes? no me acuerdo'),
  cl.wait(
    'Consulta general',
    'necesito consulta general el viernes a las 9, si no hay me anotan en la lista de espera',
    { days: [5] },
  ),

  // Peru
  pe.book(
    'Limpieza dental',
    'Buenas tardes, quisiera separar una cita para limpieza dental el miércoles a primera hora',
    {
      days: [D.wed],
      before: h(9),
    },
  ),
  pe.book('Consulta general', 'hola buenas, ¿atienden hoy? necesito una consulta general en la tarde', {
    days: [D.mon],
    after: PM,
  }),
  pe.book('Blanqueamiento', 'Para el sábado 5 de diciembre en la mañana quisiera reservar, es para un blanqueamiento', {
    days: [D.sat2],
  }),
  pe.move('disculpe, ¿podría reprogramar mi cita para el miércoles en la tarde?', { days: [D.wed], after: PM }),
  pe.cancel('Buenas, ya no podré ir a mi cita del jueves, por favor anúlenla'),
  pe.cancel2('hola, quisiera cancelar el blanqueamiento nomás, la limpieza del sábado sí va', '2026-11-24 14:00', {
    appointments: WHITE_THEN_CLEAN,
  }),
  pe.move2('buenas, la cita con la doctora Rodríguez la puedo pasar para el sábado a las 10?', FRI, {
    days: [D.sat],
    after: h(10),
    before: h(10, 1),
  }),
  pe.confirm('sí, asistiré. gracias'),
  pe.confirm('ya, ahí estaré puntualito'),
  pe.confirm('Buenos días sí confirmo mi cita del jueves a las 10 de la mañana gracias'),
  pe.optout('ya no deseo recibir información de ustedes, gracias'),
  pe.optout('por favor eliminen mi número de su base de datos'),
  pe.optout('no me vuelvan a escribir, ya me atiendo en otro lado'),
  pe.human('me puede comunicar con un asesor por favor'),
  pe.earlier('tengo cita el jueves pero quisiera que me atiendan antes, ¿tienen algo más pronto?'),

  // Spain
  es.book(
    'Limpieza dental',
    'Hola! Quería pedir cita para una limpieza el jueves por la tarde, a partir de las 4 si puede ser',
    { days: [D.thu], after: h(16) },
  ),
  es.book(
    'Consulta general',
    'buenas, me podéis dar cita para consulta general mañana a primera hora? es que tengo un dolor de muelas que no veas',
    { days: [D.tue], before: h(9) },
  ),
  es.book(
    'Blanqueamiento',
    ['Hola', '¿Hacéis blanqueamientos?', 'Quería uno para la semana que viene', 'por la mañana, me da igual el día'],
    { days: NEXT_WEEK, before: PM },
  ),
  es.move('Buenas, ¿me podéis cambiar la cita del jueves al viernes a las 11?', {
    days: [D.fri],
    after: h(11),
    before: h(11, 1),
  }),
  es.cancel('Hola, tengo que anular la cita del jueves, lo siento mucho'),
  es.move2('hola, la consulta del miércoles necesito cambiarla, ¿puede ser el jueves por la tarde?', WED, {
    days: [D.thu],
    after: PM,
  }),
  es.cancel2('Buenas, quiero cancelar la cita con la doctora Rodríguez. La otra la mantengo.', FRI),
  es.confirm('Sí, allí estaré. Gracias por avisar'),
  es.confirm('vale, confirmado. Hasta el jueves!'),
  es.confirm('perfecto, cuenta conmigo 😊'),
  es.optout('Dejad de enviarme mensajes, por favor'),
  es.optout('no me interesa recibir más avisos, gracias. Un saludo', REMINDED),
  es.optout('Quitadme de vuestra lista'),
  es.human('¿Me podéis pasar con alguien de recepción? Tengo que consultar lo del seguro'),
  es.info('¿Cuánto vale una limpieza? ¿Y la consulta?', '25'),

  // English
  en.book(
    'Limpieza dental',
    "Hi, I'd like to book a teeth cleaning for tomorrow afternoon please",
    { days: [D.tue], after: PM },
    { serviceWords: 'cleaning' },
  ),
  en.book(
    'Consulta general',
    'hello do you have anything on friday morning for a general checkup with dr mendez?',
    { days: [D.fri], before: PM, resource: CARLA },
    { serviceWords: 'general consultation' },
  ),
  en.book(
    'Blanqueamiento',
    ['hey', 'how much is teeth whitening?', 'ok can I get one on wednesday dec 2nd at 2pm'],
    { days: [D.wed2], after: h(14), before: h(14, 1) },
    { serviceWords: 'whitening' },
  ),
  en.move('Can I move my appointment to Saturday morning instead?', { days: [D.sat] }),
  en.cancel('I need to cancel my appointment on Thursday, sorry something came up'),
  en.move2(
    'I have two appointments, I need to push the cleaning on Friday to Tuesday December 1st in the afternoon',
    FRI,
    { days: [D.tue2], after: PM },
  ),
  en.confirm("Yes I'll be there, thanks!"),
  en.confirm('confirmed 👍'),
  en.confirm('Sure thing, see you Thursday'),
  en.optout('Please remove me from your messaging list'),
  en.optout("I don't want to get these reminders anymore, thanks", REMINDED),
  en.optout('can you unsubscribe me from these texts? I moved to another city'),
  en.human("is there a human I can speak with? the bot isn't helping"),
  en.info('what time do you close on saturdays?', '12'),
  en.keep('just checking, my appointment is still thursday at 10 right?'),

  // Noise: typos, no accents, shouting, bursts, emojis
  nz.book(
    'Limpieza dental',
    'ola kiero sita pa limpiesa el bierne en la tard',
    { days: [D.fri], after: PM },
    { serviceWords: 'limpiesa' },
  ),
  nz.book('Consulta general', ['hla', 'ncesito una consulta gral', 'para mñna x la mñn'], {
    days: [D.tue],
    before: PM,
  }),
  nz.book('Blanqueamiento', ['BLANQUEAMIENTO', 'SABADO', 'LO Q SEA'], { days: [D.sat] }),
  nz.move('kiero cambiar la cita dl jueves pal martes 1 xfa', { days: [D.tue2] }),
  nz.cancel('cansela mi sita porfa no boy a poder'),
  nz.cancel2('la d limpiesa del vierns cancelenla', FRI),
  nz.confirm('siiii graxias'),
  nz.confirm('ok voi'),
  nz.confirm('👌🏻👌🏻'),
  nz.optout('ya no me escrivan mas xfa'),
  nz.optout('NO KIERO MAS MENSAJES'),
  nz.optout('dejen d mandarme msjs', REMINDED),
  nz.human('kiero ablar con alguien d verdad'),
  nz.none('jsjsjsj 😂😂'),
  nz.none('.'),
];
