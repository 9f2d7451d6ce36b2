import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from './scheduling-fixtures.ts';

// Saturday 2026-11-21, 09:00 in Costa Rica (UTC-6).
const now = new Date('2026-11-21T15:00:00Z');

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

const agenda = (start: string, end: string, clinic = c) =>
  clinic.api.get(`/api/agenda?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`);
const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((a) => a.id);

describe('GET /api/agenda', () => {
  it('answers the appointments overlapping [start, end), earliest first, in every status', async () => {
    const late = await c.book(at('15:00'));
    const early = await c.book(at('09:00'));
    const cancelled = await c.book(at('10:00'));
    await c.api.post('/api/scheduling/cancel', { apptId: cancelled.id });
    await other.book(at('09:00'));

    const week = await agenda(at('00:00'), at('00:00', '2026-11-30'));
    expect(week.statusCode).toBe(200);
    expect(ids(week)).toEqual([early.id, cancelled.id, late.id]);
    expect(week.json().items[0]).toEqual(early);
    expect(week.json().items[1].status).toBe('cancelled');

    // Half-open: touching the range at either end is not overlapping it.
    expect(ids(await agenda(at('09:30'), at('10:00')))).toEqual([]);
    expect(ids(await agenda(at('08:00'), at('09:00')))).toEqual([]);
    expect(ids(await agenda('2026-11-23T15:29:00Z', '2026-11-23T15:31:00Z'))).toEqual([early.id]);
    expect(ids(await agenda(at('00:00', '2026-11-24'), at('00:00', '2026-11-25')))).toEqual([]);
  });

  it.each([
    ['no start', '?end=2026-11-30T00:00:00Z', 'start'],
    ['a start without a zone', '?start=2026-11-23T00:00:00&end=2026-11-30T00:00:00Z', 'start'],
    ['an end before the start', '?start=2026-11-30T00:00:00Z&end=2026-11-23T00:00:00Z', 'end'],
    ['more than 62 days', '?start=2026-01-01T00:00:00Z&end=2026-03-05T00:00:00Z', 'end'],
  ])('400 for %s', async (_, query, field) => {
    const res = await c.api.get(`/api/agenda${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    expect(res.json().fields).toHaveProperty(field);
  });

  it("refuses another organisation's agenda (403) and tells nothing about it", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/agenda?orgId=${other.member.orgId}&start=2026-11-23T00:00:00Z&end=2026-11-30T00:00:00Z`,
      headers: { cookie: c.member.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: 'No tienes acceso a esta organización' });
  });

  it('works with an API key, which names its organisation', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/orgs/${c.member.orgId}/api-keys`,
      headers: { cookie: c.member.cookie },
      payload: { name: 'recepcionista' },
    });
    const key = created.json().key as string;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/agenda?start=2026-11-23T00:00:00Z&end=2026-11-24T00:00:00Z',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.length).toBeGreaterThan(0);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/agenda?orgId=${other.member.orgId}&start=2026-11-23T00:00:00Z&end=2026-11-24T00:00:00Z`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
