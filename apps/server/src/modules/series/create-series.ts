import {
  type AppointmentWire,
  DomainError,
  instantToZoned,
  minDuration,
  planSeries,
  type SeriesInput,
} from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentSeries, appointments } from '../../db/schema/index.ts';
import type { OrgActor } from '../../http/actor.ts';
import { bookAppointment } from '../scheduling/book-appointment.ts';
import { loadScheduleData } from '../scheduling/read-model/schedule-data.ts';
import { requireCustomer, requireResource, requireService } from '../scheduling/scheduling-rows.ts';
import { seriesConflictsError } from './series-conflicts.ts';

const DAY_MS = 86_400_000;

export interface CreatedSeries {
  id: string;
  appointments: AppointmentWire[];
}

/**
 * POST /series (docs/api.md#series): every occurrence of "every Tuesday at 16:00 for 8 weeks" is
 * checked with the booking rules first, against the schedule as this transaction sees it; if any
 * breaks a rule, nothing is booked and the answer lists each conflict with free times that day
 * (409 series_conflicts), so staff choose instead of the series skipping a week silently. Then each
 * occurrence is booked through the same verb as a single appointment (placement re-check, the
 * exclusion constraint, reminders, live updates), all in one transaction: a booking that a
 * concurrent one beat makes the whole series roll back with that conflict.
 */
export async function createSeries(db: Db, who: OrgActor, input: SeriesInput, now: Date): Promise<CreatedSeries> {
  const { orgId } = who;
  return db.transaction(async (tx) => {
    const start = Date.parse(input.start);
    const step = input.every === 'week' ? 7 : 14;
    const window = { from: start - DAY_MS, until: start + (input.count * step + 1) * DAY_MS };
    const data = await loadScheduleData(tx, {
      orgId,
      serviceId: input.serviceId,
      resourceId: input.resourceId,
      blocks: window,
      busy: window,
    });
    const service = requireService(data.service);
    const resource = requireResource(data.resources, input.resourceId);
    await requireCustomer(tx, orgId, input.customerId);
    if (!resource.active) throw new DomainError('resource_inactive', { resourceId: resource.id });
    const local = instantToZoned(start, resource.tz);
    const durationMin = input.durationMin ?? minDuration(service.durationMin);
    const plan = planSeries(
      { date: local.date, minutes: local.minutes, tz: resource.tz, every: input.every, count: input.count },
      { resourceId: resource.id, durationMin, serviceDurationMin: service.durationMin, now: now.getTime() },
      { config: data.config, tz: resource.tz, blocks: data.blocks, appointments: data.busy },
    );
    if (plan.conflicts.length > 0) throw seriesConflictsError(plan.conflicts, resource.tz);

    const [series] = await tx
      .insert(appointmentSeries)
      .values({
        orgId,
        customerId: input.customerId,
        serviceId: service.id,
        resourceId: resource.id,
        every: input.every,
        count: input.count,
        createdAt: now,
      })
      .returning({ id: appointmentSeries.id });
    const booked: AppointmentWire[] = [];
    for (const occurrence of plan.ok) {
      const wire = await bookAppointment(
        tx,
        who,
        {
          serviceId: service.id,
          resourceId: resource.id,
          customerId: input.customerId,
          start: new Date(occurrence.start).toISOString(),
          durationMin,
        },
        now,
      ).catch((error: unknown) => {
        // Another booking took the time between the check and this insert: the series fails whole.
        if (error instanceof DomainError && (error.code === 'slot_conflict' || error.code === 'block_conflict')) {
          throw seriesConflictsError(
            [
              {
                index: occurrence.index,
                date: instantToZoned(occurrence.start, resource.tz).date,
                start: occurrence.start,
                code: error.code,
                alternatives: [],
              },
            ],
            resource.tz,
          );
        }
        throw error;
      });
      await tx
        .update(appointments)
        .set({ seriesId: series!.id, seriesIndex: occurrence.index })
        .where(eq(appointments.id, wire.id));
      booked.push(wire);
    }
    return { id: series!.id, appointments: booked };
  });
}
