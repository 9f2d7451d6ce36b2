import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, createTestApp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof asMember>;
let member: Awaited<ReturnType<typeof signUpWithOrg>>;
let resourceId: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUpWithOrg(t.app);
  api = asMember(t.app, member);
  resourceId = (await api.post('/api/resources', { name: 'Dra. Ana', locationId: member.locationId })).json().id;
});
afterAll(async () => {
  await t.close();
});

describe('blocks', () => {
  it('keeps a one-off block of one resource, written in the location’s zone, with default colours', async () => {
    const res = await api.post('/api/blocks', {
      resourceId,
      start: '2026-11-24T20:00:00Z',
      end: '2026-11-24T22:00:00Z',
      reason: 'Congreso',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      resourceId,
      orgId: member.orgId,
      start: '2026-11-24T14:00:00-06:00',
      end: '2026-11-24T16:00:00-06:00',
      startTime: null,
      endTime: null,
      reason: 'Congreso',
      backgroundColor: '#f5f5dc',
      textColor: '#000000',
    });
  });

  it('keeps a daily block for the whole organisation (resourceId null)', async () => {
    const res = await api.post('/api/blocks', {
      resourceId: null,
      startTime: '12:00',
      endTime: '13:00',
      reason: 'Almuerzo',
      backgroundColor: '#fde68a',
    });
    expect(res.json()).toMatchObject({
      resourceId: null,
      startTime: '12:00',
      endTime: '13:00',
      start: null,
      backgroundColor: '#fde68a',
    });
    const up = await api.put(`/api/blocks/${res.json().id}`, {
      resourceId: null,
      start: '2026-12-24T06:00:00Z',
      end: '2026-12-25T05:59:59.999Z',
      reason: 'Nochebuena',
    });
    expect(up.json()).toMatchObject({ start: '2026-12-24T00:00:00-06:00', startTime: null, reason: 'Nochebuena' });
    expect((await api.del(`/api/blocks/${res.json().id}`)).statusCode).toBe(204);
  });

  it.each([
    [{ resourceId: null, reason: 'x' }, 'start', 'Indica inicio y fin, o un horario diario'],
    [{ resourceId: null, start: '2026-11-24T20:00:00Z', reason: 'x' }, 'end', 'Este campo es obligatorio'],
    [
      { resourceId: null, start: '2026-11-24T20:00:00Z', end: '2026-11-24T19:00:00Z', reason: 'x' },
      'end',
      'El fin debe ser posterior al inicio',
    ],
    [
      { resourceId: null, startTime: '13:00', endTime: '12:00', reason: 'x' },
      'endTime',
      'El fin debe ser posterior al inicio',
    ],
    [{ resourceId: null, startTime: '25:00', endTime: '26:00', reason: 'x' }, 'startTime', 'Usa el formato HH:MM'],
    [{ resourceId: null, startTime: '12:00', endTime: '13:00', reason: '' }, 'reason', 'Este campo es obligatorio'],
    [{ startTime: '12:00', endTime: '13:00', reason: 'x' }, 'resourceId', undefined],
  ])('refuses %j on %s', async (payload, field, message) => {
    const res = await api.post('/api/blocks', payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().fields[field]).toBe(message);
    else expect(res.json().fields).toHaveProperty(field);
  });

  it('refuses a resource of another organisation', async () => {
    const other = await signUpWithOrg(t.app);
    const theirs = (
      await asMember(t.app, other).post('/api/resources', { name: 'Ajeno', locationId: other.locationId })
    ).json().id;
    const res = await api.post('/api/blocks', {
      resourceId: theirs,
      startTime: '12:00',
      endTime: '13:00',
      reason: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ resourceId: 'Elige un recurso válido' });
  });
});

describe('config', () => {
  it('starts with the documented defaults', async () => {
    expect((await api.get('/api/config')).json()).toEqual({
      openTime: '08:00',
      closeTime: '18:00',
      increment: 30,
      allowedDurations: [15, 30, 45, 60],
      palette: expect.any(Array),
      themeMode: 'auto',
      reminderFrequencies: expect.arrayContaining([120, 1440]),
      weeklyHours: Array.from({ length: 7 }, () => [{ open: '08:00', close: '18:00' }]),
      reminderTemplates: [],
    });
  });

  it('normalises what it saves: sorted unique positive durations, close after open, legacy hours', async () => {
    const res = await api.post('/api/config', {
      openTime: '09:00',
      closeTime: '17:30',
      increment: 15,
      allowedDurations: [60, 15, 15, -30, 0, 45],
      reminderFrequencies: [120, 1440, 120],
      themeMode: 'dark',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      openTime: '09:00',
      closeTime: '17:30',
      increment: 15,
      allowedDurations: [15, 45, 60],
      reminderFrequencies: [120, 1440],
      themeMode: 'dark',
    });
    expect((await api.get('/api/config')).json()).toMatchObject({ openTime: '09:00', themeMode: 'dark' });

    const backwards = await api.post('/api/config', { openTime: '18:00', closeTime: '08:00' });
    expect(backwards.json()).toMatchObject({ openTime: '08:00', closeTime: '18:00' });
    const legacy = await api.post('/api/config', { openHour: 7, closeHour: 19 });
    expect(legacy.json()).toMatchObject({ openTime: '07:00', closeTime: '19:00' });
  });

  it.each([
    [{ increment: 20 }, 'increment'],
    [{ themeMode: 'neon' }, 'themeMode'],
    [{ allowedDurations: 'all' }, 'allowedDurations'],
    [{ surprise: true }, 'body'],
  ])('refuses %j', async (payload, field) => {
    const res = await api.post('/api/config', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    expect(res.json().fields).toHaveProperty(field);
  });
});

describe('bad input loses nothing', () => {
  it('answers wrong types, a 10 MB body and unknown fields with 4xx codes, and keeps the data', async () => {
    const before = (await api.get('/api/services')).json();
    const cases = [
      await api.post('/api/services', { name: 42, durationMin: 'treinta' }),
      await api.post('/api/services', { name: 'x'.repeat(10 * 1024 * 1024), durationMin: 30 }),
      await api.post('/api/services', { name: 'X', durationMin: 30, orgId: member.orgId, extra: 1 }),
      await api.put('/api/services/00000000-0000-4000-8000-000000000000', { name: 'X', durationMin: 30 }),
    ];
    expect(cases.map((r) => [r.statusCode, r.json().error])).toEqual([
      [400, 'validation_failed'],
      [413, 'payload_too_large'],
      [400, 'validation_failed'],
      [404, 'not_found'],
    ]);
    expect((await api.get('/api/services')).json()).toEqual(before);
  });
});
