import { type AppointmentWire, DomainError } from '@recepta/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { professionalResource } from '../../http/org-scope.ts';
import type { AgendaHub } from '../../realtime/agenda-hub.ts';
import { openEventStream } from '../../realtime/event-stream.ts';

/** Last-Event-ID as the event id it names; anything else reads as absent (the client then reloads). */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/**
 * GET /agenda/stream: server-sent events for the appointments of [start, end) of the caller's
 * organisation (docs/api.md#live-agenda-stream). Event `appointment` with data { type: 'upsert' | 'delete', appointment }
 * for every committed change in range; `ready` when a fresh subscription is live (load the range
 * now); `refetch` when missed events cannot be replayed (load it again). Every event carries an
 * id; a client reconnecting with Last-Event-ID gets the changes it missed.
 */
export async function streamAgenda(
  hub: AgendaHub<AppointmentWire>,
  request: FastifyRequest,
  reply: FastifyReply,
  range: { start: number; end: number },
  /** The lastEventId query parameter: a first connection resuming where another tab's stream stopped. */
  lastEventIdParam?: string,
  heartbeatMs?: number,
): Promise<void> {
  // Before the response is taken over, so that a database that cannot LISTEN is a plain 503.
  await hub.ready().catch(() => {
    throw new DomainError('service_unavailable');
  });
  const stream = openEventStream(request, reply, heartbeatMs === undefined ? {} : { heartbeatMs });
  // EventSource's own reconnections send the header with the newest id, so it wins over the parameter.
  const lastEventId = parseLastEventId(request.headers['last-event-id']) ?? parseLastEventId(lastEventIdParam);
  // A professional follows their own column only (docs/product.md#roles-and-access).
  const ownResource = professionalResource(request);
  const shown = (data: unknown) =>
    ownResource === undefined || (data as { appointment?: AppointmentWire }).appointment?.resource.id === ownResource;
  try {
    const unsubscribe = await hub.subscribe({
      orgId: request.orgId,
      range,
      ...(lastEventId === undefined ? {} : { lastEventId }),
      send: (message) =>
        message.event === 'appointment'
          ? shown(message.data) && stream.send(message.event, message.data, message.id)
          : stream.send(message.event, {}, message.id),
      close: () => stream.close(),
    });
    stream.onClose(unsubscribe);
  } catch (err) {
    request.log.warn({ err }, 'agenda stream could not start');
    stream.close();
  }
}
