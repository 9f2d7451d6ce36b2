/**
 * The live agenda across server instances: app A (driven with inject) writes, app B (listening on
 * a real socket) streams. On PostgreSQL they hold separate pools on one database and meet only
 * through LISTEN/NOTIFY; on PGlite they share the one embedded instance.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondConnection } from '../../../test/second-connection.ts';
import { openSse, type ReceivedEvent, type SseClient } from '../../../test/sse-client.ts';
import { createAppOn, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from './scheduling-fixtures.ts';

const now = new Date('2026-11-21T15:00:00Z');
// The week of Monday 23 November in Costa Rica.
const WEEK = { start: at('00:00'), end: at('00:00', '2026-11-30') };

let t: TestApp;
let second: Awaited<ReturnType<typeof secondConnection>>;
let appB: FastifyInstance;
let base: string;
let c: Clinic;
let other: Clinic;
const clients: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  second = await secondConnection(t.database);
  appB = await createAppOn(second.database, { now: () => now });
  await appB.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(appB.server.address() as { port: number }).port}`;
  c = await setUpClinic(t.app);
  other = await setUpClinic(t.app, { name: 'Otra Clínica' });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await appB.close();
  await second.close();
  await t.close();
});

async function subscribe(clinic: Clinic, options: { range?: typeof WEEK; lastEventId?: string; url?: string } = {}) {
  const range = options.range ?? WEEK;
  const query = `orgId=${clinic.member.orgId}&start=${encodeURIComponent(range.start)}&end=${encodeURIComponent(range.end)}`;
  const client = await openSse(`${options.url ?? base}/api/agenda/stream?${query}`, {
    cookie: clinic.member.cookie,
    ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
  });
  clients.push(client);
  return client;
}

type Change = { type: string; appointment: { id: string; start: string; status: string } };
const change = (e: ReceivedEvent) => e.data as Change;
const about =
  (id: string, type = 'upsert') =>
  (e: ReceivedEvent) =>
    e.event === 'appointment' && change(e).appointment.id === id && change(e).type === type;

describe('GET /api/agenda/stream', () => {
  it('delivers a change made through instance A to a subscriber of instance B, after commit', async () => {
    const client = await subscribe(c);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toBe('private, no-store, no-transform');
    expect(client.headers.get('x-content-type-options')).toBe('nosniff');
    expect(client.headers.get('x-request-id')).toBeTruthy();
    await client.waitFor((e) => e.event === 'ready');

    const appt = await c.book(at('09:00'));
    const event = await client.waitFor(about(appt.id));
    expect(event.data).toEqual({ type: 'upsert', appointment: appt });
    expect(event.id).toMatch(/^\d+$/);

    const confirmed = await c.api.post('/api/scheduling/confirm', { apptId: appt.id });
    const next = await client.waitFor((e) => about(appt.id)(e) && change(e).appointment.status === 'CONFIRMED');
    expect(next.data).toEqual({ type: 'upsert', appointment: confirmed.json().appointment });
    expect(Number(next.id)).toBeGreaterThan(Number(event.id));
  });

  it("sends nothing of one organisation to another's subscribers", async () => {
    const mine = await subscribe(c);
    const theirs = await subscribe(other);
    await mine.waitFor((e) => e.event === 'ready');
    await theirs.waitFor((e) => e.event === 'ready');
    const appt = await c.book(at('10:00'));
    await mine.waitFor(about(appt.id));
    // One instance delivers notices in commit order: once the other org's own change has arrived,
    // anything sent to it about the first would have arrived before.
    const own = await other.book(at('10:00'));
    await theirs.waitFor(about(own.id));
    const seen = theirs.events.filter((e) => e.event === 'appointment').map((e) => change(e).appointment.id);
    expect(seen).toEqual([own.id]);
    expect(JSON.stringify(theirs.events)).not.toContain(c.member.orgId);
  });

  it("sends 'delete' when an appointment moves out of the range, and the cancelled status as an upsert", async () => {
    const client = await subscribe(c);
    await client.waitFor((e) => e.event === 'ready');
    const leaving = await c.book(at('11:00'));
    const cancelled = await c.book(at('11:30'));
    await c.api.post('/api/scheduling/reschedule', {
      apptId: leaving.id,
      resourceId: c.resourceId,
      start: at('11:00', '2026-12-01'),
      durationMin: 30,
    });
    const gone = await client.waitFor(about(leaving.id, 'delete'));
    expect(change(gone).appointment.start).toBe(at('11:00', '2026-12-01'));
    await c.api.post('/api/scheduling/cancel', { apptId: cancelled.id });
    await client.waitFor((e) => about(cancelled.id)(e) && change(e).appointment.status === 'cancelled');

    // A subscriber of the week it moved into hears of it as an upsert.
    const next = await subscribe(c, { range: { start: at('00:00', '2026-11-30'), end: at('00:00', '2026-12-07') } });
    await next.waitFor((e) => e.event === 'ready');
    await c.api.post('/api/scheduling/confirm', { apptId: leaving.id });
    await next.waitFor(about(leaving.id));
    expect(next.events.some((e) => e.event === 'appointment' && change(e).appointment.id === cancelled.id)).toBe(false);
  });

  it('replays what a client missed when it reconnects with Last-Event-ID', async () => {
    const first = await subscribe(c);
    const ready = await first.waitFor((e) => e.event === 'ready');
    const before = await c.book(at('12:00'));
    const seen = await first.waitFor(about(before.id));
    first.close();
    await first.ended;

    const added = await c.book(at('12:30'));
    const outside = await c.book(at('12:30', '2026-12-02'));
    await c.api.post('/api/scheduling/reschedule', {
      apptId: before.id,
      resourceId: c.resourceId,
      start: at('12:00', '2026-12-02'),
      durationMin: 30,
    });

    const again = await subscribe(c, { lastEventId: seen.id! });
    await again.waitFor(about(before.id, 'delete'));
    const replayed = again.events.filter((e) => e.event === 'appointment');
    expect(replayed.map((e) => [change(e).type, change(e).appointment.id])).toEqual([
      ['upsert', added.id],
      ['delete', before.id],
    ]);
    expect(Number(replayed[0]!.id)).toBeGreaterThan(Number(seen.id));
    expect(again.events.some((e) => e.event === 'ready' || e.event === 'refetch')).toBe(false);
    expect(JSON.stringify(again.events)).not.toContain(outside.id);
    expect(Number(ready.id ?? 0)).toBeLessThan(Number(seen.id));

    // And it stays live after the replay.
    const live = await c.book(at('13:00'));
    await again.waitFor(about(live.id));
  });

  it('streams every week of the organisation without a range, and resumes from the lastEventId parameter', async () => {
    const url = (lastEventId?: string) =>
      `${base}/api/agenda/stream?orgId=${c.member.orgId}${lastEventId ? `&lastEventId=${lastEventId}` : ''}`;
    const first = await openSse(url(), { cookie: c.member.cookie });
    clients.push(first);
    await first.waitFor((e) => e.event === 'ready');
    const far = await c.book(at('15:00', '2027-03-03'));
    const seen = await first.waitFor(about(far.id));
    first.close();
    await first.ended;

    // What a tab taking the shared stream over does: a new connection that names the last event seen.
    const missed = await c.book(at('15:30', '2026-11-25'));
    const next = await openSse(url(seen.id), { cookie: c.member.cookie });
    clients.push(next);
    await next.waitFor(about(missed.id));
    expect(next.events.some((e) => e.event === 'ready' || e.event === 'refetch')).toBe(false);
    expect(JSON.stringify(next.events)).not.toContain(far.id);
  });

  it("asks for a refetch when Last-Event-ID is unknown (too old, or another organisation's)", async () => {
    const theirs = await subscribe(other);
    await theirs.waitFor((e) => e.event === 'ready');
    const own = await other.book(at('14:00'));
    const theirEvent = await theirs.waitFor(about(own.id));
    for (const lastEventId of ['999999999999', theirEvent.id!]) {
      const client = await subscribe(c, { lastEventId });
      const refetch = await client.waitFor((e) => e.event === 'refetch');
      expect(refetch.data).toEqual({});
      expect(client.events.filter((e) => e.event === 'appointment')).toEqual([]);
    }
  });

  it('refuses a member of another organisation (403) and a bad range (400) without opening a stream', async () => {
    const query = `start=${encodeURIComponent(WEEK.start)}&end=${encodeURIComponent(WEEK.end)}`;
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/agenda/stream?orgId=${other.member.orgId}&${query}`,
      headers: { cookie: c.member.cookie },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'forbidden', message: 'No tienes acceso a esta organización' });
    const halfRange = await t.app.inject({
      method: 'GET',
      url: `/api/agenda/stream?orgId=${c.member.orgId}&start=${encodeURIComponent(WEEK.start)}`,
      headers: { cookie: c.member.cookie },
    });
    expect(halfRange.statusCode).toBe(400);
    const badId = await t.app.inject({
      method: 'GET',
      url: `/api/agenda/stream?orgId=${c.member.orgId}&lastEventId=abc`,
      headers: { cookie: c.member.cookie },
    });
    expect(badId.statusCode).toBe(400);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/agenda/stream?orgId=${c.member.orgId}&${query}` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('ends open streams when the instance closes, and the close does not wait for them', async () => {
    const appC = await createAppOn(second.database, { now: () => now });
    await appC.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(appC.server.address() as { port: number }).port}`;
    const client = await subscribe(c, { url });
    await client.waitFor((e) => e.event === 'ready');
    await appC.close();
    await client.ended;
    expect(client.events.map((e) => e.event)).toEqual(['ready']);
  });
});
