/**
 * Issue 11: inputs that used to reach PostgreSQL and come back as 500. Each is now a 400 with the
 * field's Spanish message, refused by the shared building blocks (safeString, instant).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, type Clinic, setUpClinic } from '../src/modules/scheduling/scheduling-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const NUL = '\u0000';
const now = new Date('2026-11-21T15:00:00Z');

let t: TestApp;
let c: Clinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  c = await setUpClinic(t.app);
});
afterAll(async () => {
  await t.close();
});

function expectRefused(res: LightMyRequestResponse, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
  expect(res.json().fields?.[field]).toBe(message);
}
const invalid = 'Contiene caracteres no válidos';
const outOfRange = 'La fecha debe estar entre 1970 y 2200';

describe('the NUL character', () => {
  it.each([
    ['/api/account/login', { email: `ana${NUL}@clinica.test`, password: 'secreto123' }, 'email'],
    ['/api/account/register', { email: `ana${NUL}@clinica.test`, password: 'secreto123' }, 'email'],
    ['/api/account/forgot-password', { email: `ana${NUL}@clinica.test` }, 'email'],
  ])('is refused by %s', async (url, payload, field) => {
    expectRefused(await t.app.inject({ method: 'POST', url, payload }), field, invalid);
  });

  it('is refused in organisation, API-key and catalogue names, templates, notes and reasons', async () => {
    const orgId = c.member.orgId;
    expectRefused(await c.api.put(`/api/orgs/${orgId}`, { name: `Clínica${NUL}` }), 'name', invalid);
    expectRefused(await c.api.post(`/api/orgs/${orgId}/api-keys`, { name: `clave${NUL}` }), 'name', invalid);
    expectRefused(await c.api.post('/api/services', { name: `Consulta${NUL}`, durationMin: 30 }), 'name', invalid);
    expectRefused(
      await c.api.put(`/api/customers/${c.customerId}`, { name: 'Ana', phone: `8888${NUL}7777` }),
      'phone',
      invalid,
    );
    expectRefused(
      await c.api.post('/api/templates', { name: 'aviso', category: 'Utility', text: `Hola${NUL}` }),
      'text',
      invalid,
    );
    expectRefused(
      await c.api.post('/api/scheduling/book', {
        serviceId: c.serviceId,
        resourceId: c.resourceId,
        start: at('09:00'),
        note: `nota${NUL}`,
      }),
      'note',
      invalid,
    );
    const booked = await c.book(at('10:00'));
    expectRefused(
      await c.api.post('/api/scheduling/cancel', { apptId: booked.id, reason: `no${NUL}` }),
      'reason',
      invalid,
    );
  });

  it('is refused in the search of customers and conversations', async () => {
    expectRefused(await c.api.get(`/api/customers?q=Ana${encodeURIComponent(NUL)}`), 'q', invalid);
    expectRefused(await c.api.get(`/api/conversations?q=Ana${encodeURIComponent(NUL)}`), 'q', invalid);
  });
});

describe('instants outside 1970–2200', () => {
  it('are refused when booking, rescheduling, blocking, reading the agenda and asking availability', async () => {
    expectRefused(
      await c.api.post('/api/scheduling/book', {
        serviceId: c.serviceId,
        resourceId: c.resourceId,
        start: '0001-01-01T09:00:00Z',
      }),
      'start',
      outOfRange,
    );
    const booked = await c.book(at('11:00'));
    expectRefused(
      await c.api.post('/api/scheduling/reschedule', {
        apptId: booked.id,
        resourceId: c.resourceId,
        start: '9999-12-31T23:45:00Z',
        durationMin: 30,
      }),
      'start',
      outOfRange,
    );
    expectRefused(
      await c.api.post('/api/blocks', {
        resourceId: null,
        start: '0000-01-01T00:00:00Z',
        end: '0000-01-01T01:00:00Z',
        reason: 'Cierre',
      }),
      'start',
      outOfRange,
    );
    expectRefused(
      await c.api.get('/api/agenda?start=9999-12-31T23:40:00Z&end=9999-12-31T23:50:00Z'),
      'start',
      outOfRange,
    );
    expectRefused(
      await c.api.post('/api/scheduling/availability', { serviceId: c.serviceId, from: '0001-01-01T00:00:00Z' }),
      'from',
      outOfRange,
    );
  });
});
