/**
 * Zones on the wire. Tests run under whatever zone the host has; the server never reads it, so
 * every assertion is on wire strings written in the location's zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Clinic, setUpClinic } from './scheduling-fixtures.ts';

// Before both 2026 DST changes of New York (8 March, 1 November) and London (29 March, 25 October).
const now = new Date('2026-03-01T12:00:00Z');

let t: TestApp;
let ny: Clinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  ny = await setUpClinic(t.app, { tz: 'America/New_York', name: 'Clínica Nueva York' });
});
afterAll(async () => {
  await t.close();
});

describe('America/New_York across the 8 March 2026 change', () => {
  it('keeps a 09:00 appointment at 09:00 local: -05:00 before, -04:00 after', async () => {
    const before = await ny.book('2026-03-06T14:00:00Z');
    expect(before).toMatchObject({ start: '2026-03-06T09:00:00-05:00', end: '2026-03-06T09:30:00-05:00' });
    const after = await ny.book('2026-03-09T09:00:00-04:00');
    expect(after).toMatchObject({ start: '2026-03-09T09:00:00-04:00', end: '2026-03-09T09:30:00-04:00' });

    // Moved from the Friday to the Monday at the same wall time: an hour less of real time later.
    const moved = await ny.api.post('/api/scheduling/reschedule', {
      apptId: before.id,
      resourceId: ny.resourceId,
      start: '2026-03-10T13:00:00Z',
      durationMin: 30,
    });
    expect(moved.json().appointment.start).toBe('2026-03-10T09:00:00-04:00');

    const week = await ny.api.get('/api/agenda?start=2026-03-02T05:00:00Z&end=2026-03-16T04:00:00Z');
    expect(week.json().items.map((a: { start: string }) => a.start)).toEqual([
      '2026-03-09T09:00:00-04:00',
      '2026-03-10T09:00:00-04:00',
    ]);
  });

  it('reads opening hours in local time after the change', async () => {
    // 12:00Z on 11 March is 08:00 EDT (open); 11:30Z is 07:30 EDT (closed), though it was 06:30 EST.
    const open = await ny.api.post('/api/scheduling/book', {
      serviceId: ny.serviceId,
      resourceId: ny.resourceId,
      start: '2026-03-11T12:00:00Z',
    });
    expect(open.json().appointment.start).toBe('2026-03-11T08:00:00-04:00');
    const closed = await ny.api.post('/api/scheduling/book', {
      serviceId: ny.serviceId,
      resourceId: ny.resourceId,
      start: '2026-03-11T11:30:00Z',
    });
    expect(closed.json()).toEqual({ error: 'outside_working_hours', message: 'Fuera del horario de trabajo' });
  });

  describe('with the agenda open from 00:00 to 06:00', () => {
    beforeAll(async () => {
      const res = await ny.api.post('/api/config', { openTime: '00:00', closeTime: '06:00', increment: 30 });
      expect(res.statusCode).toBe(200);
    });
    afterAll(async () => {
      await ny.api.post('/api/config', { openTime: '08:00', closeTime: '18:00', increment: 30 });
    });

    it('offers no slot in the skipped hour (02:00–03:00 on 8 March)', async () => {
      const res = await ny.api.post('/api/scheduling/availability', {
        serviceId: ny.serviceId,
        from: '2026-03-08T00:00:00-05:00',
        days: 1,
        limit: 20,
      });
      expect(res.json().slots.map((s: { start: string }) => s.start)).toEqual([
        '2026-03-08T00:00:00-05:00',
        '2026-03-08T00:30:00-05:00',
        '2026-03-08T01:00:00-05:00',
        '2026-03-08T01:30:00-05:00',
        '2026-03-08T03:00:00-04:00',
        '2026-03-08T03:30:00-04:00',
        '2026-03-08T04:00:00-04:00',
        '2026-03-08T04:30:00-04:00',
        '2026-03-08T05:00:00-04:00',
        '2026-03-08T05:30:00-04:00',
      ]);
    });

    it('offers the repeated hour of 1 November once', async () => {
      const res = await ny.api.post('/api/scheduling/availability', {
        serviceId: ny.serviceId,
        from: '2026-11-01T00:00:00-04:00',
        days: 1,
        limit: 20,
      });
      const startsAt = res.json().slots.map((s: { start: string }) => s.start);
      expect(startsAt).toEqual([
        '2026-11-01T00:00:00-04:00',
        '2026-11-01T00:30:00-04:00',
        '2026-11-01T01:00:00-04:00',
        '2026-11-01T01:30:00-04:00',
        '2026-11-01T02:00:00-05:00',
        '2026-11-01T02:30:00-05:00',
        '2026-11-01T03:00:00-05:00',
        '2026-11-01T03:30:00-05:00',
        '2026-11-01T04:00:00-05:00',
        '2026-11-01T04:30:00-05:00',
        '2026-11-01T05:00:00-05:00',
        '2026-11-01T05:30:00-05:00',
      ]);
      const wallTimes = startsAt.map((s: string) => s.slice(11, 16));
      expect(new Set(wallTimes).size).toBe(wallTimes.length);
    });
  });
});

describe('Europe/London', () => {
  it("writes instants in London's offset: Z in winter, +01:00 in summer", async () => {
    const london = await setUpClinic(t.app, { tz: 'Europe/London', name: 'Clínica Londres' });
    const winter = await london.book('2026-03-27T10:00:00+00:00');
    const summer = await london.book('2026-03-30T09:00:00Z');
    const res = await london.api.get('/api/agenda?start=2026-03-23T00:00:00Z&end=2026-04-06T00:00:00Z');
    expect(res.json().items.map((a: { start: string; end: string }) => [a.start, a.end])).toEqual([
      ['2026-03-27T10:00:00Z', '2026-03-27T10:30:00Z'],
      ['2026-03-30T10:00:00+01:00', '2026-03-30T10:30:00+01:00'],
    ]);
    expect([winter.id, summer.id]).toEqual(res.json().items.map((a: { id: string }) => a.id));
  });
});
