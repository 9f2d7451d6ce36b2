/**
 * The audit log: a walk through the verbs it records, each leaving its row with who did it, and
 * GET /audit for owners only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';

const now = new Date('2026-11-20T15:00:00Z');
let t: TestApp;
let c: Clinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  c = await setUpClinic(t.app);
});
afterAll(async () => {
  await t.close();
});

type Row = {
  action: string;
  actor: { kind: string; id?: string; name?: string; role?: string };
  target: { id: string };
};
async function rows(query = ''): Promise<Row[]> {
  const res = await c.api.get(`/api/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
const newest = async () => (await rows())[0];

describe('audit log', () => {
  it('records each verb with its actor, newest first', async () => {
    const walk: [string, () => Promise<unknown>][] = [
      ['patient.created', () => c.api.post('/api/customers', { name: 'Luis Mora', phone: '+50688886666' })],
      [
        'patient.edited',
        () => c.api.put(`/api/customers/${c.customerId}`, { name: 'Ana R. Rojas', phone: '+50688887777' }),
      ],
      ['appointment.booked', () => c.book(at('10:00'))],
      [
        'appointment.moved',
        async () => {
          const a = await c.book(at('11:00'));
          return c.api.post('/api/scheduling/reschedule', {
            apptId: a.id,
            resourceId: c.resourceId,
            start: at('12:00'),
            durationMin: 30,
          });
        },
      ],
      [
        'appointment.confirmed',
        async () => c.api.post('/api/scheduling/confirm', { apptId: (await c.book(at('13:00'))).id }),
      ],
      [
        'appointment.cancelled',
        async () => c.api.post('/api/scheduling/cancel', { apptId: (await c.book(at('14:00'))).id }),
      ],
      [
        'api_key.created',
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/orgs/${c.member.orgId}/api-keys`,
            headers: { cookie: c.member.cookie },
            payload: { name: 'n8n' },
          }),
      ],
      ['calendar_feed.created', () => c.api.post('/api/calendar-feeds', { resourceId: c.resourceId })],
      ['channel.changed', () => c.api.put('/api/channel', { kind: 'sandbox' })],
      [
        'template.submitted',
        async () => {
          const tpl = await c.api.post('/api/templates', {
            name: 'promo_audit',
            category: 'Marketing',
            text: 'Hola {{1}}',
          });
          return c.api.post(`/api/templates/${tpl.json().id}/submit`, {});
        },
      ],
      ['invitation.created', () => c.api.post('/api/invitations', { email: 'nueva@clinica.test', role: 'reception' })],
    ];
    for (const [action, run] of walk) {
      const res = (await run()) as { statusCode?: number; body?: string } | undefined;
      if (res?.statusCode) expect(res.statusCode, `${action}: ${res.body}`).toBeLessThan(300);
      const row = await newest();
      expect(row?.action, `the walk's ${action}`).toBe(action);
      expect(row?.actor).toMatchObject({ kind: 'user', id: c.member.userId, role: 'owner' });
    }
  });

  it('records sign-ins and failed ones for the organisations of the person', async () => {
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/account/login', payload: { email: c.member.email, password } });
    expect((await login('equivocada1')).statusCode).toBe(401);
    expect((await newest())?.action).toBe('account.sign_in_failed');
    expect((await login(c.member.password)).statusCode).toBe(200);
    expect((await newest())?.action).toBe('account.signed_in');
  });

  it('records an API key as the actor of its calls, and filters by appointment', async () => {
    const key = await t.app.inject({
      method: 'POST',
      url: `/api/orgs/${c.member.orgId}/api-keys`,
      headers: { cookie: c.member.cookie },
      payload: { name: 'agenda', scopes: ['scheduling'] },
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/scheduling/book',
      headers: { authorization: `Bearer ${key.json().key}` },
      payload: { serviceId: c.serviceId, resourceId: c.resourceId, start: at('15:00'), customerId: c.customerId },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().appointment.id;
    const history = await rows(`?appointmentId=${id}`);
    expect(history).toEqual([
      expect.objectContaining({ action: 'appointment.booked', actor: { kind: 'api_key', id: key.json().id } }),
    ]);
  });

  it('is for owners only', async () => {
    const person = await signUp(t.app);
    await t.database.db.execute(
      sql`insert into memberships (org_id, user_id, role) values (${c.member.orgId}, ${person.userId}, 'admin')`,
    );
    const res = await asMember(t.app, { cookie: person.cookie, orgId: c.member.orgId }).get('/api/audit');
    expect(res.statusCode).toBe(403);
  });

  it('names the patient each row concerns, and filters by them', async () => {
    await c.book(at('16:00'));
    const theirs = (await c.api.get(`/api/audit?customerId=${c.customerId}`)).json().items as {
      action: string;
      patient?: { id: string; name: string };
    }[];
    expect(theirs.length).toBeGreaterThan(0);
    for (const row of theirs) expect(row.patient?.id).toBe(c.customerId);
    const booked = theirs.find((row) => row.action === 'appointment.booked');
    const named = (await c.api.get(`/api/customers/${c.customerId}`)).json().name as string;
    expect(booked?.patient?.name).toBe(named);
  });
});
