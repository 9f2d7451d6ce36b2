import {
  type AppointmentWire,
  DomainError,
  dateToDayNumber,
  instantToZoned,
  planOccurrences,
  shiftOccurrences,
} from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import type { OrgActor } from '../../http/actor.ts';
import { cancelAppointment } from '../scheduling/cancel-appointment.ts';
import { loadScheduleData } from '../scheduling/read-model/schedule-data.ts';
import { rescheduleAppointment } from '../scheduling/reschedule-appointment.ts';
import { requireResource } from '../scheduling/scheduling-rows.ts';
import { seriesConflictsError } from './series-conflicts.ts';
import { lockSeries, occurrencesFrom } from './series-rows.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * "Esta y las siguientes" cancelled (docs/product.md#series): every live appointment of the series
 * from `fromIndex` on is cancelled through the cancel verb (reminders dropped, slots freed, live
 * updates), in one transaction; earlier ones and closed ones stay as they are. "Solo esta" is the
 * ordinary cancel of one appointment.
 */
export async function cancelSeriesFrom(
  db: Db,
  who: OrgActor,
  input: { seriesId: string; fromIndex: number; reason?: string | undefined },
  now: Date,
): Promise<AppointmentWire[]> {
  return db.transaction(async (tx) => {
    await lockSeries(tx, who.orgId, input.seriesId);
    const cancelled: AppointmentWire[] = [];
    for (const o of await occurrencesFrom(tx, input.seriesId, input.fromIndex)) {
      if (!o.live) continue;
      cancelled.push(await cancelAppointment(tx, who, { apptId: o.id, reason: input.reason }, now));
    }
    return cancelled;
  });
}

/**
 * "Esta y las siguientes" moved (or resized, with `durationMin`): the occurrence at `fromIndex` goes to `start`, and every later
 * live one shifts by the same number of calendar days to the same wall time (DST-proof: a series
 * moved to Thursdays at 10:00 stays at 10:00 local after the clocks change). Every new place is
 * checked first; any conflict answers 409 series_conflicts and nothing moves. The moves go through
 * the reschedule verb, ordered so that no occurrence lands on another's old place before it left.
 */
export async function moveSeriesFrom(
  db: Db,
  who: OrgActor,
  input: { seriesId: string; fromIndex: number; start: string; durationMin?: number | undefined },
  now: Date,
): Promise<AppointmentWire[]> {
  const { orgId } = who;
  return db.transaction(async (tx) => {
    const series = await lockSeries(tx, orgId, input.seriesId);
    const moving = (await occurrencesFrom(tx, series.id, input.fromIndex)).filter((o) => o.live);
    const anchor = moving[0];
    if (!anchor || anchor.index !== input.fromIndex) throw new DomainError('appointment_closed');
    const start = Date.parse(input.start);
    const last = moving[moving.length - 1]!;
    const until =
      Math.max(start, last.startsAt.getTime()) + (last.startsAt.getTime() - anchor.startsAt.getTime()) + 2 * DAY_MS;
    const window = { from: Math.min(start, anchor.startsAt.getTime()) - DAY_MS, until };
    const data = await loadScheduleData(tx, {
      orgId,
      serviceId: series.serviceId,
      resourceId: anchor.resourceId,
      blocks: window,
      busy: window,
    });
    const resource = requireResource(data.resources, anchor.resourceId);
    const tz = resource.tz;
    const from = instantToZoned(anchor.startsAt.getTime(), tz);
    const to = instantToZoned(start, tz);
    const dayShift = dateToDayNumber(to.date) - dateToDayNumber(from.date);
    const occurrences = shiftOccurrences(
      moving.map((o) => ({ index: o.index, date: instantToZoned(o.startsAt.getTime(), tz).date })),
      dayShift,
      to.minutes,
      tz,
    );
    const movingIds = new Set(moving.map((o) => o.id));
    // A resize (or the panel's new length) "for this and the following" gives every one that length.
    const lengthOf = (o: { startsAt: Date; endsAt: Date }) =>
      input.durationMin ?? Math.round((o.endsAt.getTime() - o.startsAt.getTime()) / MINUTE_MS);
    const durationMin = lengthOf(anchor);
    const plan = planOccurrences(
      occurrences,
      {
        resourceId: resource.id,
        durationMin,
        serviceDurationMin: data.service?.durationMin ?? null,
        now: now.getTime(),
        mode: 'reschedule',
      },
      { config: data.config, tz, blocks: data.blocks, appointments: data.busy.filter((a) => !movingIds.has(a.id)) },
    );
    if (plan.conflicts.length > 0) throw seriesConflictsError(plan.conflicts, tz);

    const later = start > anchor.startsAt.getTime();
    const order = later ? [...plan.ok].reverse() : plan.ok;
    const moved = new Map<number, AppointmentWire>();
    for (const place of order) {
      const appt = moving.find((o) => o.index === place.index)!;
      const wire = await rescheduleAppointment(
        tx,
        who,
        {
          apptId: appt.id,
          resourceId: resource.id,
          start: new Date(place.start).toISOString(),
          durationMin: lengthOf(appt),
        },
        now,
      );
      moved.set(place.index, wire);
    }
    return plan.ok.map((p) => moved.get(p.index)!);
  });
}
