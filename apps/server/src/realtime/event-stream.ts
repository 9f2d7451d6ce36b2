import type { FastifyReply, FastifyRequest } from 'fastify';
import { trackMemberStream } from './member-streams.ts';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** What a client that reads too slowly may have queued before it is dropped (it reconnects and replays). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long EventSource waits before reconnecting. */
const RETRY_MS = 3_000;

export interface EventStream {
  /** Writes one event; a no-op once the stream has ended. */
  send(event: string, data: unknown, id?: number): void;
  close(): void;
  /** Runs once, whether the client left or the server closed the stream. */
  onClose(callback: () => void): void;
}

/**
 * Takes the response over from Fastify and opens a text/event-stream on it. Headers Fastify set
 * already (helmet's, written on the raw response in onRequest) stay; onSend hooks do not run for a
 * hijacked reply, so the request id is written here.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { heartbeatMs?: number } = {},
): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'private, no-store, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  res.write(`retry: ${RETRY_MS}\n\n`);

  let ended = false;
  const callbacks: (() => void)[] = [];
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    for (const callback of callbacks) callback();
  };
  const write = (chunk: string) => {
    if (ended) return;
    res.write(chunk);
    if (res.writableLength > MAX_BUFFERED_BYTES) close();
  };
  const close = () => {
    if (ended) return;
    finish();
    res.end();
  };
  const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  // The response's 'close' fires when the client goes away (the request's fires once its body is read).
  res.on('close', finish);
  // A member removed from the organisation loses their live streams at once (member-streams.ts).
  if (request.actor?.kind === 'staff' && request.orgId) {
    callbacks.push(trackMemberStream(request.orgId, request.actor.userId, close));
  }

  return {
    send: (event, data, id) => write(formatEvent(event, data, id)),
    close,
    onClose: (callback) => {
      if (ended) callback();
      else callbacks.push(callback);
    },
  };
}

/** One server-sent event; JSON has no raw newlines, so data fits on one line. */
export function formatEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
