import { readableName, statusLabels } from '@recepta/domain';
import type { AgendaAppointment } from '../../../api/agenda.ts';
import type { AgendaItem } from './agenda-model.ts';
import { timeRange } from './week-label.ts';

/** Who the appointment is for; without a customer, its service (fallback title 'Consulta', docs/product.md#business-constants). */
export function appointmentTitle(appt: AgendaAppointment): string {
  return (appt.customer && readableName(appt.customer.name)) || appt.service.name || 'Consulta';
}

export { customerName, customerPhone } from '../../../lib/customer-text.ts';

/** What a screen reader says for an appointment: the time range, who, what, with whom, and the status. */
export function cardLabel(item: AgendaItem): string {
  const { appt } = item;
  return [
    timeRange(item.startMin, item.startMin + item.durationMin),
    appointmentTitle(appt),
    appt.service.name,
    appt.resource.name,
    statusLabels[appt.status],
  ].join(', ');
}

/**
 * The name of a card that shows lines of text (grid/appointment-card.tsx): the same sentence, but
 * starting with the words the lines show, in their order, as WCAG 2.5.3 (label in name) asks of an
 * `aria-label`; what the lines leave out follows. `time` is the time its first line shows (the
 * start, or the range where it fits) and `statusShown` whether that line names the status (a
 * closed one's): '08:00, Ana Mora, Limpieza dental, Dra. Rojas, hasta 08:30, Pendiente'. An
 * `aria-label` instead of a screen-reader-only span saves every card's laying out of a sentence
 * it never shows (docs/benchmarks.md#opening-the-agenda).
 */
export function cardTextLabel(item: AgendaItem, time: string, statusShown: boolean): string {
  const { appt } = item;
  const range = timeRange(item.startMin, item.startMin + item.durationMin);
  const status = statusLabels[appt.status];
  return [
    time,
    ...(statusShown ? [status] : []),
    appointmentTitle(appt),
    appt.service.name,
    appt.resource.name,
    ...(time === range ? [] : [`hasta ${range.slice(-5)}`]),
    ...(statusShown ? [] : [status]),
  ].join(', ');
}
