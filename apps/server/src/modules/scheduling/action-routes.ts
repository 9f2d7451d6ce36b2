import {
  type AppointmentWire,
  appointmentAnswer,
  availabilityInput,
  bookInput,
  cancelInput,
  orgQuery,
  rescheduleInput,
  schedulingApi,
  z,
} from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { orgActor } from '../../http/org-scope.ts';
import { bookAppointment } from './book-appointment.ts';
import { cancelAppointment } from './cancel-appointment.ts';
import { confirmAppointment } from './confirm-appointment.ts';
import { findSlots } from './find-availability.ts';
import { markNoShow } from './mark-no-show.ts';
import type { ScheduleCache } from './read-model/schedule-cache.ts';
import { rescheduleAppointment } from './reschedule-appointment.ts';

const tags = ['scheduling'];
const slotWire = z.object({ start: z.string(), end: z.string(), resourceId: z.string(), resourceName: z.string() });
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
  const s = scoped.withTypeProvider<ZodTypeProvider>();

  s.post(
    '/scheduling/availability',
    {
      schema: {
        tags,
        summary: 'Free slots for a service, earliest first, spread over the day (default 3 in 14 days)',
        querystring: orgQuery,
        body: availabilityInput,
        response: { 200: z.object({ slots: z.array(slotWire) }), ...errorAnswers('search') },
      },
      config: { ...idempotent, access: 'agenda.read' },
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

  for (const url of ['/scheduling/book', '/appointments'] as const) {
    s.post(
      url,
      {
        schema: {
          tags,
          summary:
            url === '/appointments'
              ? 'Create an appointment from the agenda (same rules and body as /scheduling/book)'
              : 'Book an appointment (status pending); `customer` creates the customer or reuses one with that phone',
          querystring: orgQuery,
          body: bookInput,
          response: { 201: appointmentAnswer, ...errorAnswers('placement') },
        },
        config: { ...idempotent, access: 'agenda.write' },
      },
      async (request, reply) => {
        const booked = await answer(bookAppointment(request.db, orgActor(request), request.body, now()));
        reply.code(201);
        return booked;
      },
    );
  }

  s.post(
    '/scheduling/reschedule',
    {
      schema: {
        tags,
        summary: 'Move an appointment (resource, start, duration) and optionally change note, service, customer',
        querystring: orgQuery,
        body: rescheduleInput,
        response: { 200: appointmentAnswer, ...errorAnswers('placement') },
      },
      config: { ...idempotent, access: 'agenda.write' },
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

  s.post(
    '/scheduling/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an appointment (status cancelled); its slot is free again',
        querystring: orgQuery,
        body: cancelInput,
        response: { 200: appointmentAnswer, ...errorAnswers('status') },
      },
      config: { ...idempotent, access: 'agenda.write' },
    },
    async (request) => answer(cancelAppointment(request.db, orgActor(request), request.body, now())),
  );
}
