/**
 * What the clinic's automatic messages say back to a patient (docs/product.md#reminders), in one
 * place. The clinic's own words for reminders and campaigns live in its templates; these are the
 * short answers to the patient's taps and keywords.
 */
export const replies = {
  confirmed: (moment: string) => `¡Listo! Tu cita del ${moment} quedó confirmada. Te esperamos.`,
  cancelAsk: (moment: string) =>
    `¿Seguro que quieres cancelar tu cita del ${moment}? Responde SÍ para cancelarla o NO para mantenerla.`,
  cancelled: (moment: string) => `Tu cita del ${moment} quedó cancelada. Si quieres agendar otra, escríbenos.`,
  cancelKept: (moment: string) => `Perfecto, mantenemos tu cita del ${moment}.`,
  appointmentGone: 'Esa cita ya no está vigente. Si quieres agendar otra, escríbenos.',
  optedOut: 'Listo, no te enviaremos más mensajes automáticos. Escribe VOLVER si quieres recibirlos de nuevo.',
  optedIn: '¡Listo! Volverás a recibir nuestros recordatorios. Escribe SALIR si quieres dejar de recibirlos.',
} as const;

/** Why a planned message did not go out, as staff read it in the appointment's details. */
export const skipReasons = {
  tooLate: 'La cita se agendó después del momento de este recordatorio',
  started: 'La cita ya había empezado',
  optedOut: 'El paciente pidió no recibir mensajes (SALIR)',
  undeliverable: 'El número del paciente no recibe WhatsApp',
  noCustomer: 'La cita no tiene paciente',
  noTemplate: (name: string) => `No hay una plantilla "${name}"`,
  templateDeleted: 'Se eliminó la plantilla de la campaña',
  templateNotReady: (name: string) => `La plantilla "${name}" no está aprobada`,
  tooManyVariables: (name: string) => `La plantilla "${name}" usa más variables de las que tiene un recordatorio`,
  appointmentGone: 'La cita se canceló o ya no está vigente',
  frequencyRemoved: 'Se quitó esta frecuencia en Configuración',
} as const;
