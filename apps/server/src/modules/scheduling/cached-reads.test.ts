/**
 * The availability search and the agenda read answer from in-memory caches (schedule-cache.ts,
 * agenda-cache.ts). These tests prove the caches are never stale: every change, made through
 * another server instance on the same database (so no in-process notice can have helped), is
 * seen by the very next read.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondConnection } from '../../../test/second-connection.ts';
import { asMember, createAppOn, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from './scheduling-fixtures.ts';

// Saturday 2026-11-21, 09:00 in Costa Rica (UTC-6).
const now = new Date('2026-11-21T15:00:00Z');

let t: TestApp;
let second: Awaited<ReturnType<typeof secondConnection>>;
let appB: FastifyInstance;
let c: Clinic;
let other: Clinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  second = await secondConnection(t.database);
  appB = await createAppOn(second.database, { now: () => now });
  c = await setUpClinic(t.app);
  other = await setUpClinic(t.app, { name: 'Otra Clínica' });
});
afterAll(async () => {
  await appB.close();
  await second.close();
  await t.close();
});

/** The first free start of Monday 23 for the clinic's resource, read through instance B. */
async function firstFreeOnB(clinic: Clinic = c, extra: Record<string, unknown> = {}): Promise<string[]> {
  const res = await asMember(appB, clinic.member).post('/api/scheduling/availability', {
    serviceId: clinic.serviceId,
    resourceId: clinic.resourceId,
    from: at('00:00'),
    days: 1,
    limit: 1,
    ...extra,
  });
  expect(res.statusCode).toBe(200);
  return res.json().slots.map((s: { start: string }) => s.start);
}

describe('availability, answered from the schedule cache', () => {
  it('never offers a slot booked through another instance, and offers it again once cancelled', async () => {
    const [first] = await firstFreeOnB();
    expect(first).toBe(at('08:00'));
    const booked = await c.book(first!);
    expect(await firstFreeOnB()).toEqual([at('08:30')]);
    expect((await c.api.post('/api/scheduling/cancel', { apptId: booked.id })).statusCode).toBe(200);
    expect(await firstFreeOnB()).toEqual([at('08:00')]);
  });

  it('follows a reschedule made elsewhere: the old slot frees, the new one fills', async () => {
    const appt = await c.book(at('08:00'));
    expect(await firstFreeOnB()).toEqual([at('08:30')]);
    const moved = await c.api.post('/api/scheduling/reschedule', {
      apptId: appt.id,
      start: at('10:00'),
      resourceId: c.resourceId,
      durationMin: 30,
    });
    expect(moved.statusCode).toBe(200);
    expect(await firstFreeOnB()).toEqual([at('08:00')]);
    expect(await firstFreeOnB(c, { from: at('09:45') })).toEqual([at('10:30')]);
    await c.api.post('/api/scheduling/cancel', { apptId: appt.id });
  });

  it('sees a new block, changed opening hours and an inactive resource at once', async () => {
    const clinic = await setUpClinic(t.app, { name: 'Clínica Cambios' });
    expect(await firstFreeOnB(clinic)).toEqual([at('08:00')]);

    const block = await clinic.api.post('/api/blocks', {
      resourceId: clinic.resourceId,
      start: at('08:00'),
      end: at('09:00'),
      reason: 'Reunión',
    });
    expect(block.statusCode).toBe(201);
    expect(await firstFreeOnB(clinic)).toEqual([at('09:00')]);

    const config = await clinic.api.post('/api/config', { openTime: '10:00', closeTime: '18:00' });
    expect(config.statusCode).toBe(200);
    expect(await firstFreeOnB(clinic)).toEqual([at('10:00')]);

    const resource = await clinic.api.put(`/api/resources/${clinic.resourceId}`, {
      name: 'Dra. Ana',
      locationId: clinic.locationId,
      active: false,
    });
    expect(resource.statusCode).toBe(200);
    expect(await firstFreeOnB(clinic)).toEqual([]);
  });

  it('sees changed weekly hours at once: a closed Monday, then a Monday opening after lunch', async () => {
    const clinic = await setUpClinic(t.app, { name: 'Clínica Semana' });
    expect(await firstFreeOnB(clinic)).toEqual([at('08:00')]);
    const open = [{ open: '08:00', close: '18:00' }];
    const week = (monday: { open: string; close: string }[]) => [monday, open, open, open, open, open, []];

    expect((await clinic.api.post('/api/config', { weeklyHours: week([]) })).statusCode).toBe(200);
    expect(await firstFreeOnB(clinic)).toEqual([]);
    const split = [
      { open: '08:00', close: '09:00' },
      { open: '14:00', close: '18:00' },
    ];
    expect((await clinic.api.post('/api/config', { weeklyHours: week(split) })).statusCode).toBe(200);
    expect(await firstFreeOnB(clinic, { from: at('08:45') })).toEqual([at('14:00')]);
  });

  it("keeps organisations apart: one clinic's bookings leave the other's slots free", async () => {
    await c.book(at('13:00'));
    expect(await firstFreeOnB(other, { from: at('12:45') })).toEqual([at('13:00')]);
    expect(await firstFreeOnB(c, { from: at('12:45') })).toEqual([at('13:30')]);
  });
});

describe('the schedule window an instance holds', () => {
  it('widens the window when a search goes further: a later day booked before it was read is not offered', async () => {
    const clinic = await setUpClinic(t.app, { name: 'Clínica Ventana' });
    await clinic.book(at('08:00', '2026-11-24'));
    // Instance B reads Monday only…
    expect(await firstFreeOnB(clinic)).toEqual([at('08:00')]);
    // …then a search from Monday's last time runs into Tuesday, whose 08:00 is taken.
    expect(await firstFreeOnB(clinic, { from: at('17:30'), limit: 2, days: 2 })).toEqual([
      at('17:30'),
      at('08:30', '2026-11-24'),
    ]);
  });

  it('follows an appointment moved elsewhere into the window it holds, and out of it again', async () => {
    const clinic = await setUpClinic(t.app, { name: 'Clínica Traslados' });
    const appt = await clinic.book(at('10:00', '2026-11-26'));
    expect(await firstFreeOnB(clinic, { from: at('08:45') })).toEqual([at('09:00')]);
    const move = (start: string) =>
      clinic.api.post('/api/scheduling/reschedule', {
        apptId: appt.id,
        start,
        resourceId: clinic.resourceId,
        durationMin: 30,
      });
    expect((await move(at('09:00'))).statusCode).toBe(200);
    expect(await firstFreeOnB(clinic, { from: at('08:45') })).toEqual([at('09:30')]);
    expect((await move(at('10:00', '2026-11-27'))).statusCode).toBe(200);
    expect(await firstFreeOnB(clinic, { from: at('08:45') })).toEqual([at('09:00')]);
  });

  it('answers a later week after this one, and this one again, each with what is booked there', async () => {
    const clinic = await setUpClinic(t.app, { name: 'Clínica Semanas' });
    expect(await firstFreeOnB(clinic)).toEqual([at('08:00')]);
    await clinic.book(at('08:00', '2026-12-14'));
    expect(await firstFreeOnB(clinic, { from: at('00:00', '2026-12-14') })).toEqual([at('08:30', '2026-12-14')]);
    await clinic.book(at('08:00'));
    expect(await firstFreeOnB(clinic)).toEqual([at('08:30')]);
  });
});

const WEEK = `start=${encodeURIComponent(at('00:00'))}&end=${encodeURIComponent(at('00:00', '2026-11-30'))}`;

function agendaOnB(clinic: Clinic, headers: Record<string, string> = {}) {
  return appB.inject({
    method: 'GET',
    url: `/api/agenda?${WEEK}&orgId=${clinic.member.orgId}`,
    headers: { cookie: clinic.member.cookie, ...headers },
  });
}

describe('GET /api/agenda, answered from the agenda cache', () => {
  it('answers 304 to a client holding the current week, and the new week after any change elsewhere', async () => {
    const clinic = await setUpClinic(t.app, { name: 'Clínica Agenda' });
    const appt = await clinic.book(at('11:00'));
    const first = await agendaOnB(clinic);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(first.json().items.map((a: { id: string }) => a.id)).toEqual([appt.id]);

    const same = await agendaOnB(clinic, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    // A booking, a customer's new name, a resource's new colour: each is a new version.
    const later = await clinic.book(at('12:00'));
    const afterBook = await agendaOnB(clinic, { 'if-none-match': etag });
    expect(afterBook.statusCode).toBe(200);
    expect(afterBook.json().items.map((a: { id: string }) => a.id)).toEqual([appt.id, later.id]);
    const etag2 = String(afterBook.headers.etag);
    expect(etag2).not.toBe(etag);

    const renamed = await clinic.api.put(`/api/customers/${clinic.customerId}`, {
      name: 'Ana María Rojas',
      phone: '+50688887777',
    });
    expect(renamed.statusCode).toBe(200);
    const afterRename = await agendaOnB(clinic, { 'if-none-match': etag2 });
    expect(afterRename.statusCode).toBe(200);
    expect(afterRename.json().items[0].customer.name).toBe('Ana María Rojas');
    const etag3 = String(afterRename.headers.etag);

    const recoloured = await clinic.api.put(`/api/resources/${clinic.resourceId}`, {
      name: 'Dra. Ana',
      locationId: clinic.locationId,
      backgroundColor: '#123456',
    });
    expect(recoloured.statusCode).toBe(200);
    const afterColour = await agendaOnB(clinic, { 'if-none-match': etag3 });
    expect(afterColour.statusCode).toBe(200);
    expect(afterColour.json().items[0].resource.backgroundColor).toBe('#123456');
  });

  it('sends the week compressed to clients that accept it, the same JSON once decompressed', async () => {
    await c.book(at('16:00', '2026-11-24'));
    const plain = await agendaOnB(c);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await agendaOnB(c, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await agendaOnB(c, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it("never answers 304 with another organisation's version", async () => {
    const mine = await agendaOnB(c);
    const theirs = await agendaOnB(other, { 'if-none-match': String(mine.headers.etag) });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.etag).not.toBe(mine.headers.etag);
  });
});
