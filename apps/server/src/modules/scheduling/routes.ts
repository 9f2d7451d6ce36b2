import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Db } from '../../db/client.ts';
import { sendCached } from '../../http/cached-response.ts';
import { idempotent } from '../../http/idempotency.ts';
import { orgScoped } from '../../http/org-scope.ts';
import { AgendaHub } from '../../realtime/agenda-hub.ts';
import type { Auth } from '../accounts/auth.ts';
import { AgendaCache } from './agenda-cache.ts';
import { agendaSource } from './agenda-source.ts';
import { appointmentAnswer, appointmentWire } from './appointment-wire.ts';
import { bookAppointment } from './book-appointment.ts';
import { cancelAppointment } from './cancel-appointment.ts';
import { confirmAppointment } from './confirm-appointment.ts';
import { findSlots } from './find-availability.ts';
import { getAppointment } from './get-appointment.ts';
import { markNoShow } from './mark-no-show.ts';
import { rescheduleAppointment } from './reschedule-appointment.ts';
import { ScheduleCache } from './schedule-cache.ts';
import { errorAnswers } from './scheduling-errors.ts';
import {
  agendaQuery,
  appointmentParams,
  apptIdInput,
  availabilityInput,
  bookInput,
  cancelInput,
  idempotencyHeaders,
  orgQuery,
  rescheduleInput,
} from './scheduling-schemas.ts';
import { streamAgenda } from './stream-agenda.ts';

export interface SchedulingDeps {
  db: Db;
  auth: Auth;
  now: () => Date;
  /** The live agenda LISTENs on it (PGlite instance or PostgreSQL pool settings). */
  database: Database;
}

const tags = ['scheduling'];
const slotWire = z.object({ start: z.string(), end: z.string(), resourceId: z.string(), resourceName: z.string() });

/**
 * The scheduling API (docs/api.md#scheduling): agenda read and live stream, availability, book,
 * confirm, reschedule, cancel, no-show, and staff creation from the agenda. Every route is behind
 * the org guard; every POST takes an Idempotency-Key. Handlers only parse and delegate: the rules
 * are the domain's, applied by one module function per verb.
 */
export function schedulingRoutes(deps: SchedulingDeps) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const hub = new AgendaHub({ database: deps.database, source: agendaSource(db), log: app.log });
    const schedules = new ScheduleCache();
    const agendas = new AgendaCache();
    // Open streams would keep the HTTP server from closing; end them first, then stop listening.
    app.addHook('preClose', async () => hub.closeSubscribers());
    app.addHook('onClose', async () => hub.close());

    await orgScoped(app, deps, async (scoped) => {
      const s = scoped.withTypeProvider<ZodTypeProvider>();
      const keyed = { db, now };

      s.get(
        '/agenda',
        {
          // Answered with bytes kept by AgendaCache (ETag, 304, br/gzip); the schema documents them.
          schema: {
            tags,
            summary: 'Appointments overlapping [start, end), any status, earliest first',
            description:
              "Answers carry an ETag (the organisation's agenda version): send it back in If-None-Match " +
              'and an unchanged range answers 304 with no body. Compressed (br, gzip) when Accept-Encoding allows.',
            querystring: agendaQuery,
            response: { 200: z.object({ items: z.array(appointmentWire) }), ...errorAnswers('read') },
          },
        },
        async (request, reply) =>
          sendCached(
            request,
            reply,
            await agendas.read(
              db,
              request.orgId,
              Date.parse(request.query.start),
              Date.parse(request.query.end),
              request.orgVersions,
            ),
            // One organisation's data: browsers may keep it for revalidation, shared caches never.
            'private, no-cache',
          ),
      );

      s.get(
        '/agenda/stream',
        {
          schema: {
            tags,
            summary: 'Live agenda (text/event-stream): event `appointment` {type: upsert|delete, appointment}',
            description:
              'Server-sent events for [start, end). `ready` (fresh subscription: load the range now), ' +
              '`appointment` with data {type, appointment} for every committed change in range ' +
              "('delete' when an appointment moved out), `refetch` (missed events cannot be replayed: reload). " +
              'Every event has an id; reconnect with Last-Event-ID to get what was missed. A comment line every 15 s.',
            querystring: agendaQuery,
            response: {
              200: {
                description: 'A stream of server-sent events',
                content: { 'text/event-stream': { schema: z.string() } },
              },
              ...errorAnswers('stream'),
            },
          },
        },
        async (request, reply) =>
          streamAgenda(hub, request, reply, {
            start: Date.parse(request.query.start),
            end: Date.parse(request.query.end),
          }),
      );

      s.get(
        '/appointments/:id',
        {
          schema: {
            tags,
            summary: 'One appointment',
            params: appointmentParams,
            querystring: orgQuery,
            response: { 200: appointmentWire, ...errorAnswers('read') },
          },
        },
        async (request) => getAppointment(db, request.orgId, request.params.id),
      );

      /**
       * A POST of the scheduling API: orgId in the query, an optional Idempotency-Key (one effect
       * per key, the same answer to a repeat), and `run` as the one module function it delegates to.
       */
      const keyedPost = <B extends z.ZodType, A extends z.ZodType>(
        url: string,
        doc: { summary: string; body: B; status: 200 | 201; answer: A; errors: Parameters<typeof errorAnswers>[0] },
        run: (tx: Db, orgId: string, body: z.infer<B>, request: FastifyRequest) => Promise<z.infer<A>>,
      ) =>
        s.post(
          url,
          {
            schema: {
              tags,
              summary: doc.summary,
              querystring: orgQuery,
              headers: idempotencyHeaders,
              body: doc.body,
              response: { [doc.status]: doc.answer, ...errorAnswers(doc.errors) },
              // Generic over the body, the schema's types cannot be resolved here; the body is typed by `run`.
            } as FastifySchema,
          },
          async (request, reply) =>
            idempotent(request, reply, keyed, async (tx) => ({
              status: doc.status,
              body: await run(tx, request.orgId, request.body as z.infer<B>, request),
            })),
        );
      const answered = { status: 200, answer: appointmentAnswer } as const;
      const appointment = async (wire: Promise<z.infer<typeof appointmentWire>>) => ({
        success: true as const,
        appointment: await wire,
      });

      keyedPost(
        '/scheduling/availability',
        {
          summary: 'Free slots for a service, earliest first, spread over the day (default 3 in 14 days)',
          body: availabilityInput,
          status: 200,
          answer: z.object({ slots: z.array(slotWire) }),
          errors: 'search',
        },
        async (tx, _orgId, body, request) => ({ slots: await findSlots(tx, schedules, request, body, now()) }),
      );
      for (const url of ['/scheduling/book', '/appointments'] as const) {
        keyedPost(
          url,
          {
            summary:
              url === '/appointments'
                ? 'Create an appointment from the agenda (same rules and body as /scheduling/book)'
                : 'Book an appointment (status pending); `customer` creates the customer or reuses one with that phone',
            body: bookInput,
            status: 201,
            answer: appointmentAnswer,
            errors: 'placement',
          },
          (tx, orgId, body) => appointment(bookAppointment(tx, orgId, body, now())),
        );
      }
      keyedPost(
        '/scheduling/reschedule',
        {
          summary: 'Move an appointment (resource, start, duration) and optionally change note, service, customer',
          body: rescheduleInput,
          ...answered,
          errors: 'placement',
        },
        (tx, orgId, body) => appointment(rescheduleAppointment(tx, orgId, body, now())),
      );
      keyedPost(
        '/scheduling/confirm',
        { summary: 'Confirm an appointment (status CONFIRMED)', body: apptIdInput, ...answered, errors: 'status' },
        (tx, orgId, body) => appointment(confirmAppointment(tx, orgId, body.apptId, now())),
      );
      keyedPost(
        '/scheduling/no-show',
        {
          summary: 'Mark an appointment that has started as not attended (status no_show)',
          body: apptIdInput,
          ...answered,
          errors: 'status',
        },
        (tx, orgId, body) => appointment(markNoShow(tx, orgId, body.apptId, now())),
      );
      keyedPost(
        '/scheduling/cancel',
        {
          summary: 'Cancel an appointment (status cancelled); its slot is free again',
          body: cancelInput,
          ...answered,
          errors: 'status',
        },
        (tx, orgId, body) => appointment(cancelAppointment(tx, orgId, body, now())),
      );
    });
  };
}
