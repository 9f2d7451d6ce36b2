import { type AppointmentWire, schedulingApi } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { orgActor } from '../../http/org-scope.ts';
import { bookAppointment } from './book-appointment.ts';
import { cancelAppointment } from './cancel-appointment.ts';
import { confirmAppointment } from './confirm-appointment.ts';
import { findSlots } from './find-availability.ts';
import { markNoShow } from './mark-no-show.ts';
import type { ScheduleCache } from './read-model/schedule-cache.ts';
import { rescheduleAppointment } from './reschedule-appointment.ts';

const tags = ['scheduling'];
/** Every POST here takes an Idempotency-Key (http/idempotency.ts); orgId comes in the query. */
const idempotent = { idempotent: true };

/** What the verbs that change an appointment answer. */
async function answer(wire: Promise<AppointmentWire>) {
  return { success: true as const, appointment: await wire };
}

/**
 * The scheduling POSTs, behind the org guard: availability, book (and staff creation from the
 * agenda), reschedule, confirm, no-show, cancel. Each parses, calls one verb with the organisation
 * and the caller, and answers what it returns.
 */
export function actionRoutes(
  scoped: FastifyInstance,
  { now, schedules }: { now: () => Date; schedules: ScheduleCache },
) {
  contractRoute(
    scoped,
    schedulingApi.availability,
    {
      config: { ...idempotent, access: 'agenda.read' },
      tags,
      summary: 'Free slots for a service, earliest first, spread over the day (default 3 in 14 days)',
      errors: 'search',
    },
    async (request) => ({
      slots: await findSlots(
        request.db,
        schedules,
        { orgId: request.orgId, orgVersions: request.orgVersions },
        request.body,
        now(),
      ),
    }),
  );

  for (const route of [schedulingApi.book, schedulingApi.create]) {
    contractRoute(
      scoped,
      route,
      {
        config: { ...idempotent, access: 'agenda.write' },
        tags,
        summary:
          route === schedulingApi.create
            ? 'Create an appointment from the agenda (same rules and body as /scheduling/book)'
            : 'Book an appointment (status pending); `customer` creates the customer or reuses one with that phone',
        errors: 'placement',
      },
      async (request) => answer(bookAppointment(request.db, orgActor(request), request.body, now())),
    );
  }

  contractRoute(
    scoped,
    schedulingApi.reschedule,
    {
      config: { ...idempotent, access: 'agenda.write' },
      tags,
      summary: 'Move an appointment (resource, start, duration) and optionally change note, service, customer',
      errors: 'placement',
    },
    async (request) => answer(rescheduleAppointment(request.db, orgActor(request), request.body, now())),
  );

  contractRoute(
    scoped,
    schedulingApi.confirm,
    {
      config: { ...idempotent, access: 'agenda.write' },
      tags,
      summary: 'Confirm an appointment (status CONFIRMED)',
      errors: 'status',
    },
    async (request) => answer(confirmAppointment(request.db, orgActor(request), request.body, now())),
  );

  contractRoute(
    scoped,
    schedulingApi.noShow,
    {
      config: { ...idempotent, access: 'agenda.write' },
      tags,
      summary: 'Mark an appointment that has started as not attended (status no_show)',
      errors: 'status',
    },
    async (request) => answer(markNoShow(request.db, orgActor(request), request.body, now())),
  );

  contractRoute(
    scoped,
    schedulingApi.cancel,
    {
      config: { ...idempotent, access: 'agenda.write' },
      tags,
      summary: 'Cancel an appointment (status cancelled); its slot is free again',
      errors: 'status',
    },
    async (request) => answer(cancelAppointment(request.db, orgActor(request), request.body, now())),
  );
}
