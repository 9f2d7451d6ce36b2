// Twelfth held-out set, second part (holdout12.ts): Argentina, Chile and Peru.
import { corpusStyles, D, h, PM } from './kit.ts';

const { ar, cl, pe } = corpusStyles();

const ANA = 'Dra. Ana Rodríguez';
const CARLA = 'Dra. Carla Méndez';
const WED = '2026-11-25 09:00';
const FRI = '2026-11-27 15:00';
const NEXT_WEEK = [D.mon2, D.tue2, D.wed2, D.thu2, D.fri2, D.sat2];

export const holdout12b = [
  // Argentina
  ar.book(
    'Consulta general',
    'Buenas tardes, le escribe Norma, tengo 78 años. Quería saber si me pueden dar un turno para una consulta general, el martes o el miércoles a la mañana, que a la tarde no veo bien para viajar. Desde ya muchas gracias.',
    { days: [D.tue, D.wed], before: PM },
  ),
  ar.book(
    'Limpieza dental',
    'holaa, turno pa limpieza? cualquier día después de las 5 xq laburo',
    { after: h(17) },
    { yes: 'dale dale' },
  ),
  ar.book(
    'Blanqueamiento',
    ['hola, quiero hacerme un blanqueamiento', '¿cuánto sale?', 'bueno dale, el viernes 4 a la tarde'],
    {
      days: [D.fri2],
      after: PM,
    },
  ),
  ar.book('Consulta general', 'hola, necesito turno para mi marido con Ana, consulta general, el lunes 30 a las 10', {
    days: [D.mon2],
    after: h(9, 30),
    before: h(11),
    resource: ANA,
  }),
  ar.book('Limpieza dental', ['Hola, quiero turno para limpieza el jueves 27', 'perdón, el viernes 27 quise decir'], {
    days: [D.fri],
  }),
  ar.move('che, no llego el jueves. ¿Me lo pasás para la semana que viene? cualquier día menos el lunes', {
    days: [D.tue2, D.wed2, D.thu2, D.fri2, D.sat2],
  }),
  ar.move2('Hola! Tengo dos turnos, el de la consulta del miércoles pasámelo al jueves 3 a la mañana porfa', WED, {
    days: [D.thu2],
    before: PM,
  }),
  ar.cancel2('Hola, mañana tengo dos turnos, dejá la consulta pero la limpieza cancelala porfa', '2026-11-24 09:30', {
    appointments: [
      '2026-11-24 09:30 Limpieza dental / Dra. Ana Rodríguez',
      '2026-11-24 10:00 Consulta general / Dra. Carla Méndez',
    ],
  }),
  ar.confirm('Buenas, sí, voy a ir al turno del jueves. Gracias por avisar che'),
  ar.confirm('obvio q voy jaja, ahi nos vemos'),
  ar.optout('hola, ya no me atiendo más ahí, así que no me manden más recordatorios porfa'),
  ar.optout('basta de mensajes por favor'),
  ar.keep(['Hola, quería cancelar el turno del jueves', 'no, pará, mejor no, lo dejo como está. Perdón!']),
  ar.info('¿Hasta qué hora atienden los sábados?', '12'),

  // Chile
  cl.book(
    'Limpieza dental',
    'Buenas tardes, mi nombre es Hernán Soto, soy paciente antiguo. Le escribo para solicitar una hora de limpieza dental para el próximo lunes 30, idealmente después de almuerzo. Quedo atento, saludos cordiales.',
    { days: [D.mon2], after: PM },
  ),
  cl.book(
    'Consulta general',
    'wena, necesito hora pa consulta general mañana temprano, se puede?',
    { days: [D.tue], before: h(10) },
    { yes: 'ya po, sí' },
  ),
  cl.book('Blanqueamiento', 'hola, ¿tienen hora para blanqueamiento el 2 de dic en la tarde?', {
    days: [D.wed2],
    after: PM,
  }),
  cl.book('Limpieza dental', 'Hola, quiero pedir hora de limpieza para mi mamá con la Carla, el viernes en la mañana', {
    days: [D.fri],
    before: PM,
    resource: CARLA,
  }),
  cl.book(
    'Consulta general',
    [
      'hola, necesito hora para consulta general el jueves',
      'no, mejor el miércoles',
      'no, sabís qué, el jueves no más',
    ],
    {
      days: [D.thu],
    },
  ),
  cl.move(
    'Hola, ¿me pueden cambiar la hora del jueves? Se me cruzó con una reunión. Me sirve cualquier día de la próxima semana en la tarde.',
    { days: NEXT_WEEK, after: PM },
  ),
  cl.move2(
    'Buenas, tengo hora el miércoles y el viernes. La del viernes 27 necesito moverla al sábado 28 en la mañana',
    FRI,
    {
      days: [D.sat],
      before: PM,
    },
  ),
  cl.cancel('Hola, lamentablemente no voy a poder ir a la hora del jueves, ¿la pueden anular por favor?'),
  cl.confirm('Hola, sí po, voy a ir sin falta, ya me anoté la hora'),
  cl.confirm('buenas tardes, le confirmo que asistiré, muchas gracias por la atención'),
  cl.optout('Hola, ¿me pueden sacar de la lista de difusión? gracias'),
  cl.optout('no quiero recibir más whatsapp de ustedes, gracias igual'),
  cl.earlier('Hola, ¿habrá alguna hora antes? La del jueves me queda lejos, si hay algo mañana mejor', {
    days: [D.tue],
  }),
  cl.info('Hola, ¿cuánto vale el blanqueamiento? ¿y cuánto dura?', '120'),

  // Peru
  pe.book(
    'Consulta general',
    'Buenas tardes señorita, disculpe que la moleste. Le saluda la señora Rosa, quería consultarle si habría un espacio para una consulta general el día viernes, pues mi hija me puede acompañar recién a partir de las tres.',
    { days: [D.fri], after: h(15) },
  ),
  pe.book(
    'Limpieza dental',
    'hola causa, una limpieza pa el sábado 5 temprano pe',
    { days: [D.sat2], before: h(10) },
    { yes: 'ya pe, sí' },
  ),
  pe.book(
    'Blanqueamiento',
    'buenas quisiera separar una cita para blanquea miento el martes primero de diciembre en la mañana',
    {
      days: [D.tue2],
      before: PM,
    },
  ),
  pe.book(
    'Limpieza dental',
    'Buenas, quiero separar una limpieza para mi hijo con la licenciada Rodríguez, el jueves 3 de diciembre a las 4',
    {
      days: [D.thu2],
      after: h(15, 30),
      before: h(17),
      resource: ANA,
    },
  ),
  pe.book('Consulta general', ['Hola, ¿hay citas para mañana?', 'consulta general, ¿a qué hora hay?'], {
    days: [D.tue],
  }),
  pe.move('hola buenas, ¿se puede mover mi cita del jueves para el viernes 27? perdón, quise decir para el sábado 28', {
    days: [D.sat],
  }),
  pe.move2(
    'Buenas, el miércoles tengo dos citas, la de la tarde ¿me la pueden pasar al jueves en la tarde?',
    '2026-11-25 15:00',
    { days: [D.thu], after: PM },
    {
      appointments: [
        '2026-11-25 11:00 Limpieza dental / Dra. Ana Rodríguez',
        '2026-11-25 15:00 Consulta general / Dra. Ana Rodríguez',
      ],
    },
  ),
  pe.cancel2(
    'Hola, quisiera anular la cita de limpieza del viernes, la consulta del miércoles sí la mantengo, gracias',
    FRI,
  ),
  pe.confirm('Sí, ahí estaré puntualito el jueves, gracias por el recordatorio'),
  pe.confirm('buenas noches, sí cuenten conmigo para el jueves a las 10, ya pedí permiso en el trabajo'),
  pe.optout('Buenas, ya no deseo que me envíen notificaciones, gracias'),
  pe.optout('por favor eliminen mi número de su base de datos'),
  pe.human(
    '¿Me puede comunicar con alguien de la clínica? Quiero hacer una consulta sobre mi tratamiento, no es para sacar cita.',
  ),
  pe.keep(['Hola, quería cambiar mi cita del jueves', 'Ah no, mejor ya no, la dejo así nomás, disculpe']),
];
