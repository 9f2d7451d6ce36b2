import { type AppointmentWire, agendaApi, agendaStreamQuery, schedulingApi, z } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { sendCached } from '../../http/cached-response.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { professionalResource } from '../../http/org-scope.ts';
import type { AgendaHub } from '../../realtime/agenda-hub.ts';
import { getAppointment } from './get-appointment.ts';
import type { AgendaCache } from './read-model/agenda-cache.ts';
import { streamAgenda } from './stream-agenda.ts';

const tags = ['scheduling'];

/** Every instant a Date can hold: a stream without a range hears every appointment. */
const WHOLE_ORGANISATION = { start: -8.64e15, end: 8.64e15 };

/** The agenda's reads, behind the org guard: a range, its live stream, and one appointment. */
export function agendaRoutes(
  scoped: FastifyInstance,
  { db, hub, agendas }: { db: Db; hub: AgendaHub<AppointmentWire>; agendas: AgendaCache },
): void {
  const s = scoped.withTypeProvider<ZodTypeProvider>();

  contractRoute(
    scoped,
    agendaApi.read,
    {
      config: { access: 'agenda.read' },
      tags,
      summary: 'Appointments overlapping [start, end), any status, earliest first',
      // Answered with bytes kept by AgendaCache (ETag, 304, br/gzip); the contract's answer documents them.
      description:
        "Answers carry an ETag (the organisation's agenda version): send it back in If-None-Match " +
        'and an unchanged range answers 304 with no body. Compressed (br, gzip) when Accept-Encoding allows.',
      errors: 'read',
    },
    async (request, reply) => {
      const ownResource = professionalResource(request);
      if (ownResource !== undefined) {
        // A professional sees their own column only (docs/product.md#roles-and-access): the shared
        // cached bytes are the whole organisation's, so their answer is filtered and not cached.
        const cached = await agendas.read(
          db,
          request.orgId,
          Date.parse(request.query.start),
          Date.parse(request.query.end),
          request.orgVersions,
        );
        const all = JSON.parse(cached.identity.toString('utf8')) as { items: AppointmentWire[] };
        reply.header('cache-control', 'private, no-store');
        return { items: all.items.filter((a) => a.resource.id === ownResource) };
      }
      return sendCached(
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
      );
    },
  );

  s.get(
    '/agenda/stream',
    {
      config: { access: 'agenda.read' },
      schema: {
        tags,
        summary: 'Live agenda (text/event-stream): event `appointment` {type: upsert|delete, appointment}',
        description:
          'Server-sent events for [start, end), or for the whole organisation without start and end. `ready` (fresh subscription: load the range now), ' +
          '`appointment` with data {type, appointment} for every committed change in range ' +
          "('delete' when an appointment moved out), `refetch` (missed events cannot be replayed: reload). " +
          'Every event has an id; reconnect with Last-Event-ID (header, or the lastEventId parameter) to get what was missed. ' +
          'A comment line every 15 s.',
        querystring: agendaStreamQuery,
        response: {
          200: {
            description: 'A stream of server-sent events',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorAnswers('stream'),
        },
      },
    },
    // The stream owns its connection, so it gets the request and the reply (docs/architecture.md).
    async (request, reply) =>
      streamAgenda(
        hub,
        request,
        reply,
        request.query.start && request.query.end
          ? { start: Date.parse(request.query.start), end: Date.parse(request.query.end) }
          : WHOLE_ORGANISATION,
        request.query.lastEventId,
      ),
  );

  contractRoute(
    scoped,
    schedulingApi.appointment,
    { config: { access: 'agenda.read' }, tags, summary: 'One appointment', errors: 'read' },
    async (request) => getAppointment(db, request.orgId, request.params.id),
  );
}
