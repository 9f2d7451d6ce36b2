import { statusLabels } from '@recepta/domain';
import type { AgendaAppointment } from '../../../api/agenda.ts';
import type { AgendaItem } from './agenda-model.ts';
import { timeRange } from './week-label.ts';

/** Who the appointment is for; without a customer, its service (fallback title 'Consulta', docs/product.md#business-constants). */
export function appointmentTitle(appt: AgendaAppointment): string {
  return appt.customer?.name.trim() || appt.service.name || 'Consulta';
}

/** The customer dropdown's words (docs/product.md#agenda-details-and-edit-panel), used wherever a customer is named. */
export function customerName(customer: { name: string } | null | undefined): string {
  return customer?.name.trim() || 'Sin nombre';
}

export function customerPhone(customer: { phone: string } | null | undefined): string {
  return customer?.phone.trim() || 'Sin teléfono';
}

/** What a screen reader says for a card: the time, who, what, with whom, and the status. */
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
