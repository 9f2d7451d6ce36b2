import type { Server } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memberStreamsOf } from './member-streams.ts';

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
  /** Writes a last chunk (a retry hint) and closes. */
  end(last: string): void;
  /** Runs once, whether the client left or the server closed the stream. */
  onClose(callback: () => void): void;
}

/** The open streams of each HTTP server (tests run several apps in one process). */
const openStreams = new WeakMap<Server, Set<EventStream>>();
let openCount = 0;

/** Live streams open in this process (the live_streams_open metric). */
export function openEventStreamCount(): number {
  return openCount;
}

/**
 * Ends every stream of this server, telling each client to reconnect after `retryMs` (a shutdown:
 * the proxy sends the reconnection to another instance, which replays from Last-Event-ID). Without
 * it the server's close would wait for clients that never hang up. Each client waits between
 * `retryMs` and twice that, so thousands of them do not all come back in the same instant.
 */
export function closeEventStreams(server: Server, retryMs = RETRY_MS): number {
  const streams = [...(openStreams.get(server) ?? [])];
  for (const stream of streams) stream.end(`retry: ${retryMs + Math.floor(Math.random() * retryMs)}\n\n`);
  return streams.length;
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
  const server = request.server.server;
  let registry = openStreams.get(server);
  if (!registry) {
    registry = new Set();
    openStreams.set(server, registry);
  }
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    if (registry.delete(stream)) openCount--;
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
  const end = (last: string) => {
    if (ended) return;
    res.write(last);
    close();
  };
  const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  // The response's 'close' fires when the client goes away (the request's fires once its body is read).
  res.on('close', finish);
  // A member removed from the organisation loses their live streams at once (member-streams.ts).
  const members = memberStreamsOf(server);
  if (request.actor?.kind === 'staff' && request.orgId && members) {
    callbacks.push(members.track(request.orgId, request.actor.userId, close));
  }

  const stream: EventStream = {
    send: (event, data, id) => write(formatEvent(event, data, id)),
    close,
    end,
    onClose: (callback) => {
      if (ended) callback();
      else callbacks.push(callback);
    },
  };
  registry.add(stream);
  openCount++;
  return stream;
}

/** One server-sent event; JSON has no raw newlines, so data fits on one line. */
export function formatEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
