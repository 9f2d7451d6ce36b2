/**
 * The message after a missed appointment (docs/product.md#no-shows): "we waited for you", and a tap
 * that starts booking the same service again with the chat receptionist, which offers the times.
 */
import { buttonIds } from '../assistant/understand.ts';
import { firstName } from '../messaging/reminders.ts';

export function noShowFollowUpText(f: { patientName: string; serviceName: string; time: string }): string {
  const name = firstName(f.patientName) || f.patientName;
  return `Hola${name ? ` ${name}` : ''}, te esperamos hoy a las ${f.time} para tu cita de ${f.serviceName}. ¿Quieres agendar otra cita? Toca "Ver horarios" y te proponemos algunos.`;
}

/** Its one button: the receptionist's own service button, so the tap searches free times of that service. */
export function noShowFollowUpButtons(serviceId: string): { id: string; title: string }[] {
  return [{ id: buttonIds.service(serviceId), title: 'Ver horarios' }];
}

/** The seeded utility template the follow-up goes out with outside the 24-hour window (seed-templates.ts). */
export const noShowFollowUpTemplateName = 'seguimiento_inasistencia';

/** The template's variables: {{1}} name, {{2}} the time missed, {{3}} the service. */
export function noShowFollowUpParams(f: { patientName: string; serviceName: string; time: string }): string[] {
  return [firstName(f.patientName) || f.patientName, f.time, f.serviceName];
}
