import {
  type Appointment,
  addDays,
  type Block,
  defaultConfig,
  findAvailability,
  formatInstantInZone,
  zonedToInstant,
} from '@recepta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { appointments, blocks } from '../../db/schema/index.ts';
import { at, type Clinic, setUpClinic } from './scheduling-fixtures.ts';

// Saturday 2026-11-21, 09:00 in Costa Rica (UTC-6). Default hours 08:00–18:00, 30-minute grid.
const now = new Date('2026-11-21T15:00:00Z');
const TZ = 'America/Costa_Rica';

let t: TestApp;
let c: Clinic;
let other: Clinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  c = await setUpClinic(t.app);
  other = await setUpClinic(t.app, { name: 'Otra Clínica' });
});
afterAll(async () => {
  await t.close();
});

const availability = (body: Record<string, unknown>, clinic = c) =>
  clinic.api.post('/api/scheduling/availability', { serviceId: clinic.serviceId, ...body });
const starts = (res: { json(): { slots: { start: string }[] } }) => res.json().slots.map((s) => s.start);

describe('POST /api/scheduling/availability', () => {
  it('offers 3 slots from now, spread over the day, with the resource named', async () => {
    const res = await availability({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      slots: [
        {
          start: at('09:00', '2026-11-21'),
          end: at('09:30', '2026-11-21'),
          resourceId: c.resourceId,
          resourceName: 'Dra. Ana',
        },
        {
          start: at('12:30', '2026-11-21'),
          end: at('13:00', '2026-11-21'),
          resourceId: c.resourceId,
          resourceName: 'Dra. Ana',
        },
        {
          start: at('16:00', '2026-11-21'),
          end: at('16:30', '2026-11-21'),
          resourceId: c.resourceId,
          resourceName: 'Dra. Ana',
        },
      ],
    });
  });

  it('searches from a given instant, for a given resource, days and limit; every slot can be booked', async () => {
    const res = await availability({ resourceId: c.resourceId, from: at('08:00', '2026-11-30'), days: 2, limit: 6 });
    // At least (18:00 − 08:00) / 6 = 100 minutes apart within a day; the sixth on the next day.
    expect(starts(res)).toEqual([
      at('08:00', '2026-11-30'),
      at('10:00', '2026-11-30'),
      at('12:00', '2026-11-30'),
      at('14:00', '2026-11-30'),
      at('16:00', '2026-11-30'),
      at('08:00', '2026-12-01'),
    ]);
    for (const start of starts(res)) expect((await c.book(start)).start).toBe(start);
    const after = await availability({ resourceId: c.resourceId, from: at('08:00', '2026-11-30'), days: 1, limit: 2 });
    expect(starts(after)).toEqual([at('08:30', '2026-11-30'), at('13:30', '2026-11-30')]);
  });

  it('leaves out blocks and live appointments, but not cancelled ones', async () => {
    const day = '2026-12-01';
    await c.api.post('/api/blocks', {
      resourceId: c.resourceId,
      start: at('08:00', day),
      end: at('09:00', day),
      reason: 'Reunión',
    });
    const taken = await c.book(at('09:00', day));
    const freed = await c.book(at('09:30', day));
    await c.api.post('/api/scheduling/cancel', { apptId: freed.id });
    const res = await availability({ resourceId: c.resourceId, from: at('07:00', day), days: 1, limit: 1 });
    expect(taken.start).toBe(at('09:00', day));
    expect(starts(res)).toEqual([at('09:30', day)]);
  });

  it('with no resource asked, offers the first free one by name and skips inactive ones', async () => {
    const clinic = await setUpClinic(t.app, { name: 'Clínica Varios' });
    const second = await clinic.addResource('Dr. Beto');
    await clinic.addResource('Dr. Aaron', { active: false });
    await clinic.book(at('08:00', '2026-12-02'));
    const res = await availability({ from: at('08:00', '2026-12-02'), days: 1, limit: 1 }, clinic);
    expect(res.json().slots).toEqual([
      {
        start: at('08:00', '2026-12-02'),
        end: at('08:30', '2026-12-02'),
        resourceId: second,
        resourceName: 'Dr. Beto',
      },
    ]);
  });

  it('uses the service length, and offers nothing for an inactive resource', async () => {
    const long = await c.addService('Cirugía', 120);
    const res = await availability({
      serviceId: long,
      resourceId: c.resourceId,
      from: at('08:00', '2026-12-03'),
      days: 1,
      limit: 1,
    });
    expect(res.json().slots[0]).toMatchObject({ start: at('08:00', '2026-12-03'), end: at('10:00', '2026-12-03') });
    const inactive = await c.addResource('Dr. Inactivo', { active: false });
    expect((await availability({ resourceId: inactive })).json()).toEqual({ slots: [] });
  });

  it.each([
    [{ days: 61 }, 'days', 'Máximo 60 días'],
    [{ days: 0 }, 'days', 'Mínimo 1 día'],
    [{ limit: 21 }, 'limit', 'Máximo 20 horarios'],
    [{ limit: 2.5 }, 'limit', 'Debe ser un número entero'],
    [{ from: '2026-12-01' }, 'from', undefined],
    [{ when: 'mañana' }, 'body', undefined],
  ])('400 for %j', async (body, field, message) => {
    const res = await availability(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    if (message) expect(res.json().fields[field]).toBe(message);
    else expect(Object.keys(res.json().fields).join(' ')).toContain(field);
  });

  it('404 for a service or resource of another organisation', async () => {
    const service = await availability({ serviceId: other.serviceId });
    expect(service.statusCode).toBe(404);
    expect(service.json()).toEqual({ error: 'not_found', message: 'Servicio no encontrado' });
    const resource = await availability({ resourceId: other.resourceId });
    expect(resource.statusCode).toBe(404);
    expect(resource.json()).toEqual({ error: 'not_found', message: 'Recurso no encontrado' });
  });
});

/** Seeded pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('reading appointments stretch by stretch gives the answer of a search over all of them', () => {
  it('matches the domain run on the whole data set for many searches', async () => {
    const clinic = await setUpClinic(t.app, { name: 'Clínica Llena' });
    const resourceIds = [clinic.resourceId];
    for (const name of ['Dr. B', 'Dr. C', 'Dr. D']) resourceIds.push(await clinic.addResource(name));
    const rnd = random(42);
    const first = '2026-11-23';
    const rows: (typeof appointments.$inferInsert)[] = [];
    const domainAppointments: Appointment[] = [];
    for (let d = 0; d < 20; d++) {
      const date = addDays(first, d);
      for (const resourceId of resourceIds) {
        // Busy days (most cells taken) early on, quieter later, so searches often run past a stretch.
        const fill = d < 6 ? 0.9 : 0.4;
        for (let cell = 0; cell < 20; cell++) {
          if (rnd() > fill) continue;
          const start = zonedToInstant(date, 8 * 60 + cell * 30, TZ);
          rows.push({
            orgId: clinic.member.orgId,
            locationId: clinic.locationId,
            resourceId,
            serviceId: clinic.serviceId,
            startsAt: new Date(start),
            endsAt: new Date(start + 30 * 60_000),
          });
          domainAppointments.push({
            id: `a${rows.length}`,
            resourceId,
            start,
            end: start + 30 * 60_000,
            status: 'pending',
          });
        }
      }
    }
    await t.database.db.insert(appointments).values(rows);
    const blockRows = [
      { resourceId: null, startTime: '12:00', endTime: '13:00', reason: 'Almuerzo' },
      {
        resourceId: resourceIds[1]!,
        startsAt: new Date(zonedToInstant('2026-11-30', 0, TZ)),
        endsAt: new Date(zonedToInstant('2026-12-02', 0, TZ)),
        reason: 'Vacaciones',
      },
    ];
    const inserted = await t.database.db
      .insert(blocks)
      .values(blockRows.map((b) => ({ orgId: clinic.member.orgId, ...b })))
      .returning();
    const domainBlocks: Block[] = inserted.map((b) =>
      b.startsAt
        ? { kind: 'oneoff', id: b.id, resourceId: b.resourceId, start: b.startsAt.getTime(), end: b.endsAt!.getTime() }
        : { kind: 'daily', id: b.id, resourceId: b.resourceId, startTime: b.startTime!, endTime: b.endTime! },
    );
    const names = new Map([[resourceIds[0]!, 'Dra. Ana']]);
    names.set(resourceIds[1]!, 'Dr. B').set(resourceIds[2]!, 'Dr. C').set(resourceIds[3]!, 'Dr. D');

    for (let i = 0; i < 40; i++) {
      const from = zonedToInstant(addDays(first, Math.floor(rnd() * 18)), Math.floor(rnd() * 1440), TZ);
      const resourceId = rnd() < 0.5 ? resourceIds[Math.floor(rnd() * 4)] : undefined;
      const days = 1 + Math.floor(rnd() * 14);
      const limit = 1 + Math.floor(rnd() * 8);
      const expected = findAvailability(
        {
          service: { durationMin: 30 },
          resources: (resourceId
            ? [resourceId]
            : [...resourceIds].sort((a, b) => names.get(a)!.localeCompare(names.get(b)!))
          ).map((id) => ({ id, active: true })),
          from,
          days,
          limit,
          now: now.getTime(),
        },
        { config: defaultConfig, tz: TZ, blocks: domainBlocks, appointments: domainAppointments },
      ).map((s) => ({ start: formatInstantInZone(s.start, TZ), resourceId: s.resourceId }));
      const res = await availability(
        { from: formatInstantInZone(from, TZ), days, limit, ...(resourceId ? { resourceId } : {}) },
        clinic,
      );
      const got = res
        .json()
        .slots.map((s: { start: string; resourceId: string }) => ({ start: s.start, resourceId: s.resourceId }));
      expect(got, `search ${i}: from ${formatInstantInZone(from, TZ)}, ${days} days, limit ${limit}`).toEqual(expected);
    }
  });
});
