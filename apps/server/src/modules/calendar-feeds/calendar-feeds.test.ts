/**
 * Calendar feeds (docs/api.md#calendar-feeds): the staff routes, and the public .ics read through
 * an independent parser (ical.js), event by event.
 */
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppOn, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';

// Saturday 2026-11-21, 09:00 in Costa Rica (UTC-6); moved forward by one test to slide the window.
let clock = new Date('2026-11-21T15:00:00Z');

let t: TestApp;
let c: Clinic;
let other: Clinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { publicUrl: 'http://clinica.example' } });
  c = await setUpClinic(t.app);
  other = await setUpClinic(t.app, { name: 'Otra Clínica' });
});
afterAll(async () => {
  await t.close();
});

interface Created {
  id: string;
  name: string;
  url: string;
  resourceId: string | null;
  resourceName: string | null;
  createdAt: string;
}

async function createFeed(clinic: Clinic, payload: Record<string, unknown>): Promise<Created> {
  const res = await clinic.api.post('/api/calendar-feeds', payload);
  if (res.statusCode !== 201) throw new Error(`create feed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The feed as a calendar app fetches it: the URL's path, no cookie. */
function fetchFeed(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });
}

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  status: string;
  sequence: number;
  start: string;
  end: string;
  startZone: string;
  stamp: string;
}

/** Parsed by ical.js, not by our writer's own rules. */
function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: String(component.getFirstPropertyValue('status')),
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startZone: event.startDate.zone?.tzid ?? '',
      stamp: (component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    refresh: String(calendar.getFirstProperty('refresh-interval')?.toICALString()),
    ttl: String(calendar.getFirstPropertyValue('x-published-ttl')),
    events,
  };
}

const byUid = (events: ParsedEvent[], id: string) => events.find((e) => e.uid === `${id}@citas.recepta`);

describe('POST /api/calendar-feeds', () => {
  it('answers the secret URL once, and keeps only its hash', async () => {
    const feed = await createFeed(c, { resourceId: c.resourceId });
    expect(feed).toEqual({
      id: expect.any(String),
      name: 'Clínica Prueba · Dra. Ana',
      resourceId: c.resourceId,
      resourceName: 'Dra. Ana',
      createdAt: clock.toISOString(),
      url: expect.stringMatching(/^http:\/\/clinica\.example\/cal\/[A-Za-z0-9_-]{43}\.ics$/),
    });
    const token = /\/cal\/(.+)\.ics$/.exec(feed.url)?.[1] ?? '';
    const { rows } = await t.database.db.execute(sql`select * from calendar_feeds where id = ${feed.id}`);
    expect(JSON.stringify(rows)).not.toContain(token);

    const list = await c.api.get('/api/calendar-feeds');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual({ ...feed, url: undefined });
    expect(list.body).not.toContain(token);
  });

  it('names a whole-clinic feed after the clinic, and takes a name given', async () => {
    expect(await createFeed(c, { resourceId: null })).toMatchObject({
      name: 'Clínica Prueba · Toda la clínica',
      resourceId: null,
      resourceName: null,
    });
    expect((await createFeed(c, { resourceId: null, name: '  Recepción  ' })).name).toBe('Recepción');
  });

  it('refuses a professional of another organisation, an archived one, and bad input, creating nothing', async () => {
    const before = (await c.api.get('/api/calendar-feeds')).json().items.length;
    const foreign = await c.api.post('/api/calendar-feeds', { resourceId: other.resourceId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      error: 'validation_failed',
      fields: { resourceId: 'Elige un profesional válido' },
    });
    const archived = await c.addResource('Dr. Archivado');
    expect((await c.api.del(`/api/resources/${archived}`)).statusCode).toBe(204);
    expect((await c.api.post('/api/calendar-feeds', { resourceId: archived })).statusCode).toBe(400);
    for (const body of [
      {},
      { resourceId: 'x' },
      { resourceId: null, name: '' },
      { resourceId: null, name: 'n'.repeat(81) },
    ]) {
      const res = await c.api.post('/api/calendar-feeds', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
    }
    expect((await c.api.get('/api/calendar-feeds')).json().items).toHaveLength(before);
  });

  it('is for staff only: an API key of the organisation is refused', async () => {
    const key = (await c.api.post(`/api/orgs/${c.member.orgId}/api-keys`, { name: 'asistente' })).json().key;
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/calendar-feeds',
        headers: { authorization: `Bearer ${key}` },
        ...(method === 'POST' ? { payload: { resourceId: null } } : {}),
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('GET /cal/{token}.ics', () => {
  it('lists the appointments as events: stable UIDs, UTC times, initials only, the place and the refresh hint', async () => {
    const professional = await c.addResource('Dr. Luis Mora');
    const luisFeed = await createFeed(c, { resourceId: professional });
    const clinicFeed = await createFeed(c, { resourceId: null });
    const first = await c.book(at('09:00'));
    const second = await c.book(at('10:30'));
    const luis = await c.book(at('09:00'), { resourceId: professional, customerId: undefined });

    const res = await fetchFeed(luisFeed.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const luisCal = parse(res.body);
    expect(luisCal.name).toBe('Clínica Prueba · Dr. Luis Mora');
    expect(luisCal.refresh).toBe('REFRESH-INTERVAL;VALUE=DURATION:PT15M');
    expect(luisCal.ttl).toBe('PT15M');
    // The resource filter: only Dr. Luis's appointment.
    expect(luisCal.events.map((e) => e.uid)).toEqual([`${luis.id}@citas.recepta`]);
    expect(luisCal.events[0]).toMatchObject({ summary: 'Consulta', description: 'Profesional: Dr. Luis Mora' });

    const clinic = parse((await fetchFeed(clinicFeed.url)).body);
    const uids = clinic.events.map((e) => e.uid);
    for (const id of [first.id, second.id, luis.id]) expect(uids).toContain(`${id}@citas.recepta`);
    expect(byUid(clinic.events, first.id)).toEqual({
      uid: `${first.id}@citas.recepta`,
      summary: 'Consulta · A. R.',
      location: 'San José',
      description: 'Profesional: Dra. Ana',
      status: 'TENTATIVE',
      sequence: 0,
      start: '2026-11-23T15:00:00.000Z',
      end: '2026-11-23T15:30:00.000Z',
      startZone: 'UTC',
      stamp: clock.toISOString(),
    });
    expect(byUid(clinic.events, second.id)?.start).toBe('2026-11-23T16:30:00.000Z');
    // Every DTSTART and DTEND in the Z form, none with a TZID.
    expect(res.body).not.toMatch(/TZID/);
    for (const line of (await fetchFeed(clinicFeed.url)).body.split('\r\n').filter((l) => /^DT(START|END)/.test(l))) {
      expect(line).toMatch(/^DT(START|END):\d{8}T\d{6}Z$/);
    }
  });

  it('never carries a phone or a full name', async () => {
    const patient = (
      await c.api.post('/api/customers', { name: 'Rigoberta Quesada Solano', phone: '+50670112233' })
    ).json();
    await c.book(at('11:00'), { customerId: patient.id, note: 'Alergia a la penicilina, llamar al 7011-2233' });
    const feed = await createFeed(c, { resourceId: null });
    const body = (await fetchFeed(feed.url)).body;
    expect(body).toContain('SUMMARY:Consulta · R. Q. S.');
    for (const secret of ['Rigoberta', 'Quesada', 'Rojas', '70112233', '7011', '88887777', 'penicilina']) {
      expect(body).not.toContain(secret);
    }
  });

  it('marks a cancelled appointment CANCELLED, and raises SEQUENCE with each change', async () => {
    const feed = await createFeed(c, { resourceId: c.resourceId });
    const moved = await c.book(at('13:00'));
    const dropped = await c.book(at('14:00'));
    const before = byUid(parse((await fetchFeed(feed.url)).body).events, moved.id);
    expect(before?.sequence).toBe(0);

    expect(
      (
        await c.api.post('/api/scheduling/reschedule', {
          apptId: moved.id,
          resourceId: c.resourceId,
          start: at('15:00'),
          durationMin: 30,
        })
      ).statusCode,
    ).toBe(200);
    expect((await c.api.post('/api/scheduling/cancel', { apptId: dropped.id, reason: 'No puede' })).statusCode).toBe(
      200,
    );
    const after = parse((await fetchFeed(feed.url)).body).events;
    expect(byUid(after, moved.id)).toMatchObject({
      sequence: 1,
      start: '2026-11-23T21:00:00.000Z',
      status: 'TENTATIVE',
    });
    expect(byUid(after, dropped.id)).toMatchObject({
      sequence: 1,
      status: 'CANCELLED',
      summary: 'Consulta · A. R. (cancelada)',
    });

    expect((await c.api.post('/api/scheduling/confirm', { apptId: moved.id })).statusCode).toBe(200);
    expect(byUid(parse((await fetchFeed(feed.url)).body).events, moved.id)).toMatchObject({
      sequence: 2,
      status: 'CONFIRMED',
    });
  });

  it('answers 304 to its ETag while nothing changed, and a new body after a change', async () => {
    const feed = await createFeed(c, { resourceId: c.resourceId });
    const first = await fetchFeed(feed.url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await fetchFeed(feed.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    // Without If-None-Match, the same body.
    expect((await fetchFeed(feed.url)).body).toBe(first.body);

    const appt = await c.book(at('16:00'));
    const changed = await fetchFeed(feed.url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(byUid(parse(changed.body).events, appt.id)).toBeDefined();

    // A renamed service changes the body too (the catalogue's version is in the ETag).
    await c.api.put(`/api/services/${c.serviceId}`, { name: 'Consulta general', durationMin: 30 });
    const renamed = await fetchFeed(feed.url, { 'if-none-match': String(changed.headers.etag) });
    expect(renamed.statusCode).toBe(200);
    expect(byUid(parse(renamed.body).events, appt.id)?.summary).toBe('Consulta general · A. R.');
    await c.api.put(`/api/services/${c.serviceId}`, { name: 'Consulta', durationMin: 30 });
  });

  it('rebuilt after a change, says the same as a server that never built it', async () => {
    const feed = await createFeed(c, { resourceId: null });
    await fetchFeed(feed.url);
    const appt = await c.book(at('17:00'));
    expect((await c.api.post('/api/scheduling/cancel', { apptId: appt.id })).statusCode).toBe(200);
    await c.api.put(`/api/customers/${c.customerId}`, { name: 'Ana María Rojas', phone: '+50688887777' });
    const rebuilt = (await fetchFeed(feed.url)).body;
    expect(byUid(parse(rebuilt).events, appt.id)).toMatchObject({
      status: 'CANCELLED',
      summary: 'Consulta · A. M. R. (cancelada)',
    });
    const fresh = await createAppOn(t.database, { now: () => clock });
    try {
      expect((await fresh.inject({ method: 'GET', url: new URL(feed.url).pathname })).body).toBe(rebuilt);
    } finally {
      await fresh.close();
      await c.api.put(`/api/customers/${c.customerId}`, { name: 'Ana Rojas', phone: '+50688887777' });
    }
  });

  it('after appointment changes only, reads what changed and still says what a fresh build says', async () => {
    const other = await c.addResource('Dr. Incremental');
    const feed = await createFeed(c, { resourceId: c.resourceId });
    const late = await c.book(at('12:00'));
    const moving = await c.book(at('12:30'));
    const first = (await fetchFeed(feed.url)).body;
    expect(byUid(parse(first).events, moving.id)).toBeDefined();
    // A new one earlier in the day (the order changes), one moved to another professional (it
    // leaves this feed), one cancelled: appointment events only, the catalogue stays.
    const early = await c.book(at('08:30'));
    const moved = await c.api.post('/api/scheduling/reschedule', {
      apptId: moving.id,
      start: at('12:30'),
      resourceId: other,
      durationMin: 30,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await c.api.post('/api/scheduling/cancel', { apptId: late.id })).statusCode).toBe(200);
    const rebuilt = (await fetchFeed(feed.url)).body;
    const events = parse(rebuilt).events;
    expect(byUid(events, moving.id)).toBeUndefined();
    expect(byUid(events, late.id)).toMatchObject({ status: 'CANCELLED' });
    expect(byUid(events, early.id)).toBeDefined();
    const fresh = await createAppOn(t.database, { now: () => clock });
    try {
      expect((await fresh.inject({ method: 'GET', url: new URL(feed.url).pathname })).body).toBe(rebuilt);
    } finally {
      await fresh.close();
      await c.api.post('/api/scheduling/cancel', { apptId: early.id });
      await c.api.post('/api/scheduling/cancel', { apptId: moving.id });
    }
  });

  it('after a service is renamed, shows the new name on its events only, with the same SEQUENCE, as a fresh build does', async () => {
    const professional = await c.addResource('Dra. Renombre');
    const feed = await createFeed(c, { resourceId: professional });
    const whitening = await c.addService('Blanqueamiento', 30);
    const plain = await c.book(at('09:00'), { resourceId: professional });
    const white = await c.book(at('10:00'), { resourceId: professional, serviceId: whitening });
    const before = parse((await fetchFeed(feed.url)).body).events;
    expect(byUid(before, white.id)).toMatchObject({ summary: 'Blanqueamiento · A. R.', sequence: 0 });

    const renamed = await c.api.put(`/api/services/${whitening}`, { name: 'Blanqueamiento, sesión', durationMin: 30 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const body = (await fetchFeed(feed.url)).body;
    const after = parse(body).events;
    // A rename is no change of the appointment: SEQUENCE and DTSTAMP stay.
    expect(byUid(after, white.id)).toEqual({ ...byUid(before, white.id), summary: 'Blanqueamiento, sesión · A. R.' });
    expect(byUid(after, plain.id)).toEqual(byUid(before, plain.id));
    // The kept texts of the other events, and the one rewritten, say what a server that built nothing says.
    const fresh = await createAppOn(t.database, { now: () => clock });
    try {
      expect((await fresh.inject({ method: 'GET', url: new URL(feed.url).pathname })).body).toBe(body);
    } finally {
      await fresh.close();
    }
  });

  it('sends gzip to a client that accepts it', async () => {
    const feed = await createFeed(c, { resourceId: null });
    const plain = await fetchFeed(feed.url);
    const zipped = await fetchFeed(feed.url, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('stops answering the moment the feed is revoked', async () => {
    const feed = await createFeed(c, { resourceId: c.resourceId });
    const fetched = await fetchFeed(feed.url);
    expect(fetched.statusCode).toBe(200);
    const del = await c.api.del(`/api/calendar-feeds/${feed.id}`);
    expect(del.statusCode).toBe(204);
    for (const headers of [{}, { 'if-none-match': String(fetched.headers.etag) }] as Record<string, string>[]) {
      const gone = await fetchFeed(feed.url, headers);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: 'not_found', message: 'No encontrado' });
    }
    expect((await c.api.get('/api/calendar-feeds')).json().items.map((f: Created) => f.id)).not.toContain(feed.id);
    expect((await c.api.del(`/api/calendar-feeds/${feed.id}`)).statusCode).toBe(404);
  });

  it('answers 404 to unknown and malformed tokens, and to any other /cal path', async () => {
    for (const path of [`/cal/${'A'.repeat(43)}.ics`, '/cal/abc.ics', '/cal/', '/cal/x/y', `/cal/${'A'.repeat(43)}`]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
  });

  it('moves its window with the days: 30 back, 180 ahead', async () => {
    const feed = await createFeed(c, { resourceId: c.resourceId });
    const appt = await c.book(at('08:00'));
    expect(byUid(parse((await fetchFeed(feed.url)).body).events, appt.id)).toBeDefined();
    const saved = clock;
    try {
      clock = new Date('2026-12-23T15:00:00Z'); // the 23rd of November is 30 days back
      expect(byUid(parse((await fetchFeed(feed.url)).body).events, appt.id)).toBeDefined();
      clock = new Date('2026-12-25T15:00:00Z');
      expect(byUid(parse((await fetchFeed(feed.url)).body).events, appt.id)).toBeUndefined();
      clock = new Date('2026-05-27T15:00:00Z'); // 180 days before
      expect(byUid(parse((await fetchFeed(feed.url)).body).events, appt.id)).toBeDefined();
      clock = new Date('2026-05-20T15:00:00Z');
      expect(byUid(parse((await fetchFeed(feed.url)).body).events, appt.id)).toBeUndefined();
    } finally {
      clock = saved;
    }
  });
});

describe('tenancy of feeds', () => {
  it('a feed of one organisation never shows another’s appointments, nor can the other manage it', async () => {
    const mine = await createFeed(c, { resourceId: null });
    const theirs = await createFeed(other, { resourceId: null });
    const theirAppt = await other.book(at('09:00'));
    const mineBody = (await fetchFeed(mine.url)).body;
    expect(mineBody).not.toContain(theirAppt.id);
    expect(mineBody).not.toContain('Otra Clínica');
    expect(byUid(parse((await fetchFeed(theirs.url)).body).events, theirAppt.id)).toBeDefined();

    // The other clinic's member: A's orgId is 403, A's feed id under its own org is 404.
    const asOther = await t.app.inject({
      method: 'GET',
      url: `/api/calendar-feeds?orgId=${c.member.orgId}`,
      headers: { cookie: other.member.cookie },
    });
    expect(asOther.statusCode).toBe(403);
    expect((await other.api.del(`/api/calendar-feeds/${mine.id}`)).statusCode).toBe(404);
    expect((await fetchFeed(mine.url)).statusCode).toBe(200);
    expect((await other.api.get('/api/calendar-feeds')).json().items.map((f: Created) => f.id)).toEqual([theirs.id]);
  });
});

describe('limits and logs', () => {
  it('limits fetches per client address, and never logs the token', async () => {
    const limited = await createTestApp({
      now: () => clock,
      calendarFeedLimit: { max: 3, windowMs: 60_000 },
      env: { LOG_LEVEL: 'info' },
    });
    try {
      const clinic = await setUpClinic(limited.app);
      const feed = await createFeed(clinic, { resourceId: null });
      const path = new URL(feed.url).pathname;
      const token = /\/cal\/(.+)\.ics$/.exec(path)?.[1] ?? '';
      const get = (ip: string) => limited.app.inject({ method: 'GET', url: path, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await get('10.9.9.1')).statusCode).toBe(200);
      const refused = await get('10.9.9.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'too_many_requests',
        message: 'Demasiados intentos. Por favor intenta más tarde',
      });
      // Another address is counted apart.
      expect((await get('10.9.9.2')).statusCode).toBe(200);
      expect(limited.logs.some((line) => line.includes('/cal/'))).toBe(true);
      expect(limited.logs.join('\n')).not.toContain(token);
    } finally {
      await limited.close();
    }
  });
});
