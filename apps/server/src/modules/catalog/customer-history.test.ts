import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, createTestApp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';
import { insertConversation } from '../messaging/messaging-fixtures.ts';
import { insertAppointment } from './catalog-fixtures.ts';

// Saturday 2026-11-21, 09:00 in Costa Rica.
const now = new Date('2026-11-21T15:00:00Z');
let t: TestApp;
let api: ReturnType<typeof asMember>;
let member: Awaited<ReturnType<typeof signUpWithOrg>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  member = await signUpWithOrg(t.app);
  api = asMember(t.app, member);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/customers/{id}/history', () => {
  it('answers the patient with notes, counts, upcoming and past appointments and the conversation', async () => {
    const patient = (
      await api.post('/api/customers', { name: 'Ana Rojas', phone: '8888 7777', notes: 'Alérgica a la penicilina' })
    ).json();
    expect(patient.notes).toBe('Alérgica a la penicilina');
    const service = (await api.post('/api/services', { name: 'Consulta', durationMin: 30 })).json();
    const resource = (await api.post('/api/resources', { name: 'Dra. Ana', locationId: member.locationId })).json();
    const visit = (start: string, status?: 'cancelled' | 'no_show' | 'CONFIRMED') =>
      insertAppointment(t.database.db, {
        orgId: member.orgId,
        locationId: member.locationId,
        resourceId: resource.id,
        serviceId: service.id,
        customerId: patient.id,
        start: new Date(start),
        ...(status ? { status } : {}),
      });
    await visit('2026-10-01T15:00:00Z'); // attended
    await visit('2026-10-08T15:00:00Z', 'CONFIRMED'); // attended
    await visit('2026-10-15T15:00:00Z', 'no_show');
    await visit('2026-10-22T15:00:00Z', 'cancelled');
    await visit('2026-11-23T15:00:00Z'); // upcoming
    const conversationId = await insertConversation(t.database.db, {
      orgId: member.orgId,
      customerId: patient.id,
      messages: [['in', 'Hola', new Date('2026-11-20T15:00:00Z')]],
    });

    const res = await api.get(`/api/customers/${patient.id}/history`);
    expect(res.statusCode).toBe(200);
    const history = res.json();
    expect(history.customer).toMatchObject({ id: patient.id, name: 'Ana Rojas', notes: 'Alérgica a la penicilina' });
    expect(history.counts).toEqual({ upcoming: 1, attended: 2, cancelled: 1, noShows: 1 });
    expect(history.upcoming.map((a: { start: string }) => a.start)).toEqual(['2026-11-23T09:00:00-06:00']);
    // Latest first.
    expect(history.past.map((a: { status: string }) => a.status)).toEqual([
      'cancelled',
      'no_show',
      'CONFIRMED',
      'pending',
    ]);
    expect(history.conversationId).toBe(conversationId);
  });

  it('keeps notes when an update leaves them out, and refuses NUL and overlong notes', async () => {
    const c = (await api.post('/api/customers', { name: 'Luis', phone: '8777 1111', notes: 'Prefiere tardes' })).json();
    const up = await api.put(`/api/customers/${c.id}`, { name: 'Luis Mora', phone: '8777 1111' });
    expect(up.json()).toMatchObject({ name: 'Luis Mora', notes: 'Prefiere tardes' });
    const long = await api.put(`/api/customers/${c.id}`, { name: 'Luis', phone: '8777 1111', notes: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ notes: 'Máximo 2000 caracteres' });
  });

  it('is 404 for another organisation’s customer and for ids that are not ids', async () => {
    const other = asMember(t.app, await signUpWithOrg(t.app, 'Otra'));
    const theirs = (await other.post('/api/customers', { name: 'Eva', phone: '8666 5555' })).json();
    expect((await api.get(`/api/customers/${theirs.id}/history`)).statusCode).toBe(404);
    expect((await api.get('/api/customers/nope/history')).statusCode).toBe(404);
  });
});
