/** What the demo organisation holds (issue: accounts, point 10). Times are local to San José. */
export const demoAccount = { email: 'demo@recepta.local', password: 'recepta-demo', name: 'Recepción Demo' };

/** The app setting naming the demo organisation, which the public demo chat talks to (modules/demo/demo-org.ts). */
export const DEMO_ORG_SETTING = 'demo_org_id';

export const demoOrg = { name: 'Clínica Demo', locationName: 'San José', tz: 'America/Costa_Rica' };

/** Opening hours of the demo clinic (docs/product.md#opening-hours): weekdays 08:00–18:00, a short Saturday, Sunday closed. */
const weekday = [{ open: '08:00', close: '18:00' }];
export const demoWeeklyHours = [weekday, weekday, weekday, weekday, weekday, [{ open: '08:00', close: '12:00' }], []];

export const demoResources = [
  { name: 'Dra. Ana Rodríguez', backgroundColor: '#0d9488', textColor: '#ffffff' },
  { name: 'Dr. Carlos Méndez', backgroundColor: '#2563eb', textColor: '#ffffff' },
  { name: 'Sala de higiene', backgroundColor: '#f59e0b', textColor: '#111827' },
];

export const demoServices = [
  { name: 'Limpieza dental', description: 'Profilaxis y pulido', durationMin: 30, price: 25000 },
  { name: 'Consulta general', description: 'Valoración y diagnóstico', durationMin: 30, price: 20000 },
  { name: 'Blanqueamiento', description: 'Blanqueamiento en consultorio', durationMin: 60, price: 120000 },
  { name: 'Control de ortodoncia', description: 'Ajuste de brackets', durationMin: 45, price: 35000 },
];

export const demoCustomers = [
  { name: 'María Fernández', phone: '+50688123456' },
  { name: 'José Vargas', phone: '+50687234567' },
  { name: 'Laura Jiménez', phone: '+50686345678' },
  { name: 'Andrés Solano', phone: '+50685456789' },
  { name: 'Sofía Castro', phone: '+50684567890' },
  { name: 'Diego Morales', phone: '+50683678901' },
  { name: 'Valeria Rojas', phone: '+50672789012' },
  { name: 'Gabriel Chaves', phone: '+50671890123' },
];

/**
 * Patients who came months ago and not since: the audience of a reactivation campaign
 * (docs/product.md#campaigns). Each had one attended visit, `daysAgo` before the seed, at 10:00.
 */
export const demoFormerPatients = [
  { name: 'Ricardo Alfaro', phone: '+50670112233', daysAgo: 120, service: 0 },
  { name: 'Patricia Quesada', phone: '+50670223344', daysAgo: 150, service: 1 },
  { name: 'Esteban Brenes', phone: '+50670334455', daysAgo: 200, service: 0 },
  { name: 'Carolina Méndez', phone: '+50670445566', daysAgo: 95, service: 2 },
];

/** Per resource: [start 'HH:MM', service index]. Lunch (12:00–13:00) is blocked for everyone. */
export const demoDayPattern: [string, number][][] = [
  [
    ['08:30', 0],
    ['09:30', 1],
    ['10:30', 2],
    ['14:00', 0],
    ['15:30', 3],
  ],
  [
    ['08:00', 1],
    ['09:00', 3],
    ['11:00', 1],
    ['13:30', 2],
    ['16:00', 1],
  ],
  [
    ['08:30', 0],
    ['10:00', 0],
    ['11:30', 0],
    ['14:30', 0],
    ['16:30', 0],
  ],
];

export const demoConversations: { customer: number; minutesAgo: number; messages: ['in' | 'out', string][] }[] = [
  {
    customer: 0,
    minutesAgo: 25,
    messages: [
      ['in', 'Hola, quisiera agendar una limpieza dental'],
      ['out', '¡Hola María! Tengo disponible 10:30, 14:00 o 16:15. ¿Cuál prefieres?'],
      ['in', '14:00 por favor'],
      ['out', 'Listo, tu cita quedó agendada. Te enviaremos recordatorios 24 h y 2 h antes.'],
    ],
  },
  {
    customer: 1,
    minutesAgo: 90,
    messages: [
      [
        'out',
        'Hola José, te recordamos tu cita de mañana a las 09:00 con el Dr. Carlos Méndez. Responde SÍ para confirmar.',
      ],
      ['in', 'SÍ'],
      ['out', '¡Gracias! Tu cita quedó confirmada.'],
    ],
  },
  {
    customer: 2,
    minutesAgo: 60 * 20,
    messages: [
      ['in', '¿Puedo cambiar mi cita del jueves?'],
      ['out', 'Claro, Laura. Puedo ofrecerte el viernes a las 08:30 o a las 14:30.'],
      ['in', 'El viernes 14:30 está perfecto'],
      ['out', 'Hecho: tu cita pasó al viernes a las 14:30.'],
    ],
  },
  {
    customer: 4,
    minutesAgo: 60 * 30,
    messages: [
      ['in', 'Buenas, ¿cuánto cuesta el blanqueamiento?'],
      ['out', 'Hola Sofía, con gusto te paso la información. ¿Te gustaría agendar una valoración?'],
    ],
  },
];
