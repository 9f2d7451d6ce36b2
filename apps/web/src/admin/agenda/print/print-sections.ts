import { type CountryCode, formatPhoneForPeople, holdsSlot, statusLabels } from '@recepta/domain';
import type { AgendaItem } from '../model/agenda-model.ts';
import { customerName } from '../model/appointment-text.ts';
import { timeRange } from '../model/week-label.ts';

export interface PrintRow {
  id: string;
  time: string;
  patient: string;
  phone: string;
  service: string;
  notes: string;
  /** Said only when it is news on paper ('No asistió'); pending and confirmed ones say nothing. */
  status: string;
}

export interface PrintSection {
  resourceId: string;
  resourceName: string;
  rows: PrintRow[];
}

/**
 * The printed day (docs/product.md#printed-day): one section per professional with appointments
 * that day, in the agenda's order of professionals, each in time order. Cancelled appointments
 * free their slot and are left out even when the agenda draws them.
 */
export function printSections(
  items: readonly AgendaItem[],
  resources: readonly { id: string; name: string }[],
  home: CountryCode | undefined,
): PrintSection[] {
  const byResource = new Map<string, PrintRow[]>();
  const names = new Map<string, string>();
  const sorted = [...items].sort((a, b) => a.start - b.start);
  for (const item of sorted) {
    const { appt } = item;
    if (appt.status === 'cancelled') continue;
    const rows = byResource.get(appt.resource.id) ?? [];
    rows.push({
      id: appt.id,
      time: timeRange(item.startMin, item.endMin),
      patient: customerName(appt.customer),
      phone: appt.customer?.phone ? formatPhoneForPeople(appt.customer.phone, home) : '',
      service: appt.service.name,
      notes: appt.note.trim(),
      status: holdsSlot(appt.status) ? '' : statusLabels[appt.status],
    });
    byResource.set(appt.resource.id, rows);
    names.set(appt.resource.id, appt.resource.name);
  }
  const order = [...resources.map((r) => r.id), ...byResource.keys()];
  const seen = new Set<string>();
  const sections: PrintSection[] = [];
  for (const id of order) {
    const rows = byResource.get(id);
    if (!rows || seen.has(id)) continue;
    seen.add(id);
    sections.push({
      resourceId: id,
      resourceName: resources.find((r) => r.id === id)?.name ?? names.get(id) ?? '',
      rows,
    });
  }
  return sections;
}
