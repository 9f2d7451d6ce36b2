/**
 * What an offer of a freed slot says and how its buttons come back (docs/product.md#waitlist).
 * Inside the patient's 24-hour window it goes as free text with reply buttons; outside it, as the
 * utility template `oferta_horario` (seeded for every organisation) with the same two buttons.
 */
import { firstName } from '../messaging/reminders.ts';
import { withResource } from '../messaging/resource-words.ts';

export type OfferAnswer = 'yes' | 'no';

/** The seeded utility template an offer goes out with outside the 24-hour window. */
export const offerTemplateName = 'oferta_horario';

/** Its variables, in order: {{1}} first name, {{2}} service, {{3}} day and time, {{4}} professional. */
export interface OfferFacts {
  patientName: string;
  serviceName: string;
  /** The day and time as formatAppointmentMoment writes it, in the location's zone. */
  moment: string;
  resourceName: string;
}

export function offerParams(f: OfferFacts): string[] {
  return [firstName(f.patientName) || f.patientName || '-', f.serviceName, f.moment, f.resourceName || '-'];
}

/** The free text of an offer (the template says the same, with SALIR added as Meta requires). */
export function offerText(f: OfferFacts): string {
  const name = firstName(f.patientName) || f.patientName;
  return `Hola${name ? ` ${name}` : ''}, se liberó un horario de ${f.serviceName} el ${f.moment} ${withResource(f.resourceName)}. ¿Lo quieres? El primero en responder se lo queda.`;
}

export const offerButtonTitles = { yes: 'La quiero', no: 'No, gracias' } as const;

/** The id a button of an offer carries: `offer:<offer id>:yes|no`, so a tap needs no other state. */
export function offerPayload(offerId: string, answer: OfferAnswer): string {
  return `offer:${offerId}:${answer}`;
}

export function offerButtons(offerId: string): { id: string; title: string }[] {
  return [
    { id: offerPayload(offerId, 'yes'), title: offerButtonTitles.yes },
    { id: offerPayload(offerId, 'no'), title: offerButtonTitles.no },
  ];
}

/** The offer and answer of a tapped button; undefined for any other payload. */
export function parseOfferPayload(payload: string): { offerId: string; answer: OfferAnswer } | undefined {
  const match = /^offer:([0-9a-f-]{36}):(yes|no)$/.exec(payload);
  if (!match) return undefined;
  return { offerId: match[1]!, answer: match[2] as OfferAnswer };
}

/** What the patient reads after tapping. */
export const offerReplies = {
  booked: (moment: string, resourceName: string) =>
    `¡Listo! Te agendamos el ${moment} ${withResource(resourceName)}. Te enviaremos un recordatorio antes de tu cita.`,
  moved: (moment: string, resourceName: string) =>
    `¡Listo! Adelantamos tu cita al ${moment} ${withResource(resourceName)}. Tu horario anterior quedó libre.`,
  taken:
    'Lo sentimos, otra persona tomó ese horario un momento antes. Sigues en la lista de espera y te avisaremos si se libera otro.',
  declined: 'Entendido, no te preocupes. Sigues en la lista de espera y te avisaremos si se libera otro horario.',
  closed: 'Ese horario ya no está disponible. Sigues en la lista de espera y te avisaremos si se libera otro.',
} as const;
