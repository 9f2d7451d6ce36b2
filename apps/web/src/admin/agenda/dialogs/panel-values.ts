import {
  checkPlacement,
  formatInstantInZone,
  instantToZoned,
  localStart,
  minDuration,
  panelCheckText,
} from '@recepta/domain';
import type { AgendaAppointment } from '../../../api/agenda.ts';
import type { Resource } from '../../../api/resources.ts';
import type { AgendaModel } from '../model/agenda-model.ts';
import { shortDate, timeRange } from '../model/week-label.ts';
import type { RescheduleChange } from './reschedule-dialog.tsx';

/** What opens the edit panel: an appointment to edit, or a slot to create one in. */
export type PanelRequest =
  | { mode: 'edit'; appt: AgendaAppointment }
  | {
      mode: 'create';
      date: string;
      startMin: number;
      durationMin?: number;
      /** The professional the slot belongs to, when the agenda shows one (slotResource). */
      resourceId?: string | undefined;
    };

/** The panel's fields, as the controls hold them (strings). */
export interface PanelValues {
  date: string;
  time: string;
  duration: string;
  resourceId: string;
  serviceId: string;
  customerId: string;
  note: string;
  /** A new appointment only: repeat it every week or every other week (docs/product.md#series). */
  repeat: 'none' | 'week' | '2weeks';
  /** How many appointments the series has, when it repeats. */
  count: string;
}

/**
 * The panel's first values. A new appointment starts with nothing a receptionist could book by
 * mistake (docs/product.md#agenda-details-and-edit-panel): no patient, no service, and the
 * professional only when the slot says whose it is (or the clinic has a single one).
 */
export function panelDefaults(request: PanelRequest, tz: string, resources: readonly Resource[]): PanelValues {
  if (request.mode === 'edit') {
    const { appt } = request;
    const start = Date.parse(appt.start);
    const local = instantToZoned(start, tz);
    return {
      date: local.date,
      time: String(local.minutes),
      duration: String(Math.round((Date.parse(appt.end) - start) / 60_000)),
      resourceId: appt.resource.id,
      serviceId: appt.service.id,
      customerId: appt.customer?.id ?? '',
      note: appt.note,
      repeat: 'none',
      count: '8',
    };
  }
  const active = resources.filter((r) => r.active);
  const own = active.find((r) => r.id === request.resourceId);
  return {
    date: request.date,
    time: String(request.startMin),
    // Until a service is chosen: the shortest length there is; choosing one follows its own.
    duration: String(request.durationMin ?? minDuration(undefined)),
    resourceId: own?.id ?? (active.length === 1 ? (active[0]?.id ?? '') : ''),
    serviceId: '',
    customerId: '',
    note: '',
    repeat: 'none',
    count: '8',
  };
}

/** The appointment's present length (docs/product.md#durations keeps it among the options). */
export function currentDuration(request: PanelRequest): number | undefined {
  if (request.mode !== 'edit') return undefined;
  return Math.round((Date.parse(request.appt.end) - Date.parse(request.appt.start)) / 60_000);
}

export type PanelCheck = { ok: true; start: string } | { ok: false; message: string };

/**
 * the placement rules (docs/product.md#placement-rules) before saving, with the domain's checkPlacement against the week in view: the
 * inactive resource, the past, and otherwise one text for a wrong length, a collision or a
 * length under the service minimum.
 */
export function checkPanel(
  values: PanelValues,
  request: PanelRequest,
  model: AgendaModel,
  serviceDurationMin: number | undefined,
  now: number,
): PanelCheck {
  const minutes = Number(values.time);
  const durationMin = Number(values.duration);
  const resource = model.resourceById.get(values.resourceId);
  if (resource && !resource.active) return { ok: false, message: panelCheckText('resource_inactive') };
  const local = localStart(values.date, minutes, model.tz);
  if (!local.ok) return { ok: false, message: panelCheckText(local.code) };
  const result = checkPlacement(
    {
      start: local.start,
      durationMin,
      resourceId: values.resourceId,
      excludeAppointmentId: request.mode === 'edit' ? request.appt.id : undefined,
      resourceActive: resource?.active,
      serviceDurationMin,
      currentDurationMin: currentDuration(request),
      now,
      mode: request.mode === 'edit' ? 'reschedule' : 'book',
    },
    model.contextFor(values.resourceId),
  );
  if (!result.ok) return { ok: false, message: panelCheckText(result.code) };
  return { ok: true, start: formatInstantInZone(local.start, model.tz) };
}

/**
 * The edit panel's change of time of a series' appointment, to ask "Solo esta" or "Esta y las
 * siguientes" (docs/product.md#series) in the same dialog as a drag or resize; null when the
 * appointment is not in a series or its date, time and length stay (then there is nothing to ask).
 */
export function seriesTimeChange(
  appt: AgendaAppointment,
  values: PanelValues,
  start: string,
  tz: string,
): (RescheduleChange & { durationChanged: boolean }) | null {
  if (!appt.series) return null;
  const was = Date.parse(appt.start);
  const wasLength = Math.round((Date.parse(appt.end) - was) / 60_000);
  const length = Number(values.duration);
  const moved = Date.parse(start) !== was;
  const durationChanged = length !== wasLength;
  if (!moved && !durationChanged) return null;
  const local = instantToZoned(was, tz);
  const minutes = Number(values.time);
  return {
    kind: moved ? 'move' : 'resize',
    appt,
    from: [shortDate(local.date), timeRange(local.minutes, local.minutes + wasLength)],
    to: [shortDate(values.date), timeRange(minutes, minutes + length)],
    durationChanged,
  };
}
