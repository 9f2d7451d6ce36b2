/**
 * The templates every organisation starts with (docs/product.md#templates). Each ends with the opt-out that
 * WhatsApp requires for business messages: replying SALIR stops them.
 */
export interface SeedTemplate {
  name: string;
  category: 'Utility' | 'Marketing';
  text: string;
  status: 'ready' | 'draft';
}

export const seedTemplates: readonly SeedTemplate[] = [
  {
    name: 'reminder_24h',
    category: 'Utility',
    status: 'ready',
    text: 'Hola {{1}}, te recordamos tu cita de {{2}} mañana a las {{3}} con {{4}}. Responde SÍ para confirmar o REPROGRAMAR para cambiarla. Si no deseas recibir más mensajes, responde SALIR.',
  },
  {
    name: 'reminder_2h',
    category: 'Utility',
    status: 'ready',
    text: 'Hola {{1}}, tu cita de {{2}} es hoy a las {{3}} con {{4}}. ¡Te esperamos! Si no deseas recibir más mensajes, responde SALIR.',
  },
  {
    name: 'reactivacion',
    category: 'Marketing',
    status: 'draft',
    text: 'Hola {{1}}, hace tiempo que no te vemos en {{2}}. ¿Quieres agendar tu próxima cita? Responde a este mensaje y te proponemos horarios. Si no deseas recibir más mensajes, responde SALIR.',
  },
];
