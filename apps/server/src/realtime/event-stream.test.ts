import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../test/sse-client.ts';
import {
  closeEventStreams,
  type EventStream,
  formatEvent,
  openEventStream,
  openEventStreamCount,
} from './event-stream.ts';

let app: FastifyInstance;
let base: string;
let server: EventStream | undefined;
let closedOnServer = 0;

beforeAll(async () => {
  app = Fastify();
  app.get('/stream', async (request, reply) => {
    server = openEventStream(request, reply, { heartbeatMs: 20 });
    server.onClose(() => {
      closedOnServer += 1;
    });
    server.send('hello', { n: 1 }, 7);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app.close();
});

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('openEventStream', () => {
  it('writes events with ids, heartbeat comments, and notices when the client leaves', async () => {
    const client = await openSse(`${base}/stream`, {});
    expect(client.status).toBe(200);
    const hello = await client.waitFor((e) => e.event === 'hello');
    expect(hello).toEqual({ event: 'hello', id: '7', data: { n: 1 } });
    await until(() => client.comments.includes(': ping'));
    client.close();
    await until(() => closedOnServer === 1);
    // Writing after the client left is a no-op, not an error.
    server?.send('late', {});
  });

  it('ends every open stream with a retry hint when the server shuts down', async () => {
    const before = closedOnServer;
    const clients = [await openSse(`${base}/stream`, {}), await openSse(`${base}/stream`, {})];
    for (const client of clients) await client.waitFor((e) => e.event === 'hello');
    expect(openEventStreamCount()).toBe(2);
    expect(closeEventStreams(app.server, 500)).toBe(2);
    for (const client of clients) {
      await client.ended;
      // The opening hint, then the shutdown's: between the asked delay and twice it.
      expect(client.retries[0]).toBe(3_000);
      expect(client.retries[1]).toBeGreaterThanOrEqual(500);
      expect(client.retries[1]).toBeLessThan(1_000);
    }
    await until(() => closedOnServer === before + 2);
    expect(openEventStreamCount()).toBe(0);
  });

  it('formats one event per block, the id first', () => {
    expect(formatEvent('appointment', { type: 'upsert' }, 42)).toBe(
      'id: 42\nevent: appointment\ndata: {"type":"upsert"}\n\n',
    );
    expect(formatEvent('ready', {})).toBe('event: ready\ndata: {}\n\n');
  });
});
