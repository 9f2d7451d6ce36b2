/**
 * The templates every organisation starts with (docs/product.md#templates). Each ends with the opt-out that
 * WhatsApp requires for business messages: replying SALIR stops them. The reminders' variables are
 * those of messaging/reminders.ts: {{1}} name, {{2}} service, {{3}} day and time, {{4}} professional, {{5}} place,
 * {{6}} the patient's link to change or cancel (nothing else about the patient: no notes).
 */
export interface SeedTemplate {
  name: string;
  category: 'Utility' | 'Marketing';
  text: string;
  status: 'ready' | 'draft';
  /** Quick replies, as stored: a reminder's are Confirmar, Reprogramar and Cancelar (messaging/reminders.ts). */
  buttons: { id: string; title: string }[];
}

const reminderButtons = [
  { id: 'b0', title: 'Confirmar' },
  { id: 'b1', title: 'Reprogramar' },
  { id: 'b2', title: 'Cancelar' },
];

export const seedTemplates: readonly SeedTemplate[] = [
  {
    name: 'reminder_24h',
    category: 'Utility',
    status: 'ready',
    text: 'Hola {{1}}, te recordamos tu cita de {{2}} el {{3}} con {{4}} en {{5}}. ¿Nos confirmas tu asistencia? Para cambiarla o cancelarla: {{6}} Si no deseas recibir más mensajes, responde SALIR.',
    buttons: reminderButtons,
  },
  {
    name: 'reminder_2h',
    category: 'Utility',
    status: 'ready',
    text: 'Hola {{1}}, tu cita de {{2}} es hoy, {{3}}, con {{4}} en {{5}}. ¡Te esperamos! Para cambiarla o cancelarla: {{6}} Si no deseas recibir más mensajes, responde SALIR.',
    buttons: reminderButtons,
  },
  {
    // An offer of a freed slot outside the 24-hour window (refill/offer-texts.ts); its buttons carry the offer.
    name: 'oferta_horario',
    category: 'Utility',
    status: 'ready',
    text: 'Hola {{1}}, se liberó un horario de {{2}} el {{3}} con {{4}}. ¿Lo quieres? El primero en responder se lo queda. Si no deseas recibir más mensajes, responde SALIR.',
    buttons: [
      { id: 'b0', title: 'La quiero' },
      { id: 'b1', title: 'No, gracias' },
    ],
  },
  {
    // The no-show follow-up outside the 24-hour window (refill/no-show-follow-up.ts); its button starts booking again.
    name: 'seguimiento_inasistencia',
    category: 'Utility',
    status: 'ready',
    text: 'Hola {{1}}, te esperamos a las {{2}} para tu cita de {{3}}. ¿Quieres agendar otra cita? Toca "Ver horarios" y te proponemos algunos. Si no deseas recibir más mensajes, responde SALIR.',
    buttons: [{ id: 'b0', title: 'Ver horarios' }],
  },
  {
    name: 'reactivacion',
    category: 'Marketing',
    status: 'draft',
    text: 'Hola {{1}}, hace tiempo que no te vemos en {{2}}. ¿Quieres agendar tu próxima cita? Responde a este mensaje y te proponemos horarios. Si no deseas recibir más mensajes, responde SALIR.',
    buttons: [],
  },
];
