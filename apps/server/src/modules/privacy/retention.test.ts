/**
 * Retention (docs/privacy.md#retention): settings per organisation with a preview counted before it
 * is turned on; the nightly run deletes exactly what it previewed, in batches, once a night even
 * with two instances at once, and a second run finds nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';
import { runRetention } from './retention.ts';

// Tuesday 2026-12-01, 10:00 in Costa Rica; the run is at 03:00 the next night.
const clock = new Date('2026-12-01T16:00:00Z');
const night = new Date('2026-12-02T09:00:00Z');
let t: TestApp;
let c: Clinic;
let other: Clinic;
let lead: string;
let recentLead: string;
let conversationId: string;

const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const n = async (q: ReturnType<typeof sql>) => Number(((await exec(q)).rows[0] as { n: number }).n);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = await setUpClinic(t.app);
  other = await setUpClinic(t.app, { name: 'Otra Clínica' });
  // Ana writes: her conversation gets 1,240 messages of three years ago and today's.
  expect((await c.api.post('/api/channel/sandbox/inbound', { from: '+50688887777', text: 'Hola' })).statusCode).toBe(
    202,
  );
  await t.app.channel.idle();
  conversationId = (await c.api.get(`/api/customers/${c.customerId}/history`)).json().conversationId;
  await exec(sql`insert into messages (org_id, conversation_id, direction, author, body, sent_at)
    select ${c.member.orgId}::uuid, ${conversationId}::uuid, 'in', 'patient', 'viejo ' || i, '2023-06-01T12:00:00Z'::timestamptz + make_interval(mins => i)
    from generate_series(1, 1240) as i`);
  // Ana has an appointment: never a lead, however old.
  await c.book('2026-12-03T09:00:00-06:00');
  await exec(sql`update customers set created_at = '2023-01-01T00:00:00Z' where id = ${c.customerId}`);
  // A lead of three years ago, and one of last month.
  lead = (await c.api.post('/api/customers', { name: 'Lead Viejo', phone: '+50661110001' })).json().id;
  recentLead = (await c.api.post('/api/customers', { name: 'Lead Nuevo', phone: '+50661110002' })).json().id;
  await exec(sql`update customers set created_at = '2023-01-01T00:00:00Z' where id = ${lead}`);
  await c.api.post(`/api/customers/${lead}/consents`, { purpose: 'marketing', granted: true });
  // A calendar feed never fetched since two years ago.
  await c.api.post('/api/calendar-feeds', { resourceId: c.resourceId });
  await exec(sql`update calendar_feeds set created_at = '2024-06-01T00:00:00Z' where org_id = ${c.member.orgId}`);
  // The other clinic has the same old data and never turns retention on.
  await other.api.post('/api/calendar-feeds', { resourceId: other.resourceId });
  await exec(sql`update calendar_feeds set created_at = '2024-06-01T00:00:00Z' where org_id = ${other.member.orgId}`);
  await exec(sql`update customers set created_at = '2023-01-01T00:00:00Z' where org_id = ${other.member.orgId}`);
});
afterAll(async () => {
  await t.close();
});

describe('retention settings', () => {
  it('is off by default, with the country’s months and a preview of what a run would delete', async () => {
    const res = await c.api.get('/api/privacy/retention');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      enabled: false,
      messageMonths: null,
      effective: { messageMonths: 24, leadMonths: expect.any(Number), feedMonths: 12 },
      preview: { messages: 1240, leads: 1, feeds: 1 },
      lastRun: null,
    });
  });

  it('refuses months out of range with a Spanish message', async () => {
    const res = await c.api.put('/api/privacy/retention', {
      enabled: true,
      messageMonths: 0,
      leadMonths: null,
      feedMonths: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Al menos 1 mes');
  });

  it('runs nothing while it is off', async () => {
    expect(await runRetention(t.database.db, night)).toEqual({});
  });
});

describe('the nightly run', () => {
  it('deletes exactly what it previewed, in batches, once with two instances at once', async () => {
    const put = await c.api.put('/api/privacy/retention', {
      enabled: true,
      messageMonths: 12,
      leadMonths: 24,
      feedMonths: null,
    });
    expect(put.statusCode, put.body).toBe(200);
    const preview = put.json().preview;
    expect(preview).toEqual({ messages: 1240, leads: 1, feeds: 1 });
    const audit = (await c.api.get('/api/audit')).json().items[0];
    expect(audit).toMatchObject({ action: 'retention.changed', changes: { enabled: { before: false, after: true } } });

    // Not at 10:00: only at night.
    expect(await runRetention(t.database.db, new Date('2026-12-02T16:00:00Z'))).toEqual({});

    const [a, b] = await Promise.all([runRetention(t.database.db, night), runRetention(t.database.db, night)]);
    const runs = [a[c.member.orgId], b[c.member.orgId]].filter(Boolean);
    expect(runs).toEqual([preview]);

    expect(await n(sql`select count(*)::int as n from messages where conversation_id = ${conversationId}`)).toBe(
      await n(
        sql`select count(*)::int as n from messages where conversation_id = ${conversationId} and sent_at > '2025-01-01'`,
      ),
    );
    expect(await n(sql`select count(*)::int as n from messages where body like 'viejo %'`)).toBe(0);
    expect(await n(sql`select count(*)::int as n from customers where id = ${lead}`)).toBe(0);
    expect(await n(sql`select count(*)::int as n from consent_events where customer_id = ${lead}`)).toBe(0);
    expect(await n(sql`select count(*)::int as n from customers where id in (${recentLead}, ${c.customerId})`)).toBe(2);
    expect(
      await n(
        sql`select count(*)::int as n from calendar_feeds where org_id = ${c.member.orgId} and revoked_at is null`,
      ),
    ).toBe(0);
    // The other clinic is untouched.
    expect(
      await n(
        sql`select count(*)::int as n from calendar_feeds where org_id = ${other.member.orgId} and revoked_at is null`,
      ),
    ).toBe(1);

    const after = (await c.api.get('/api/privacy/retention')).json();
    expect(after.preview).toEqual({ messages: 0, leads: 0, feeds: 0 });
    expect(after.lastRun).toEqual({ at: night.toISOString(), counts: preview });
    const ran = (await c.api.get('/api/audit')).json().items[0];
    expect(ran).toMatchObject({ action: 'retention.ran', actor: { kind: 'system' } });
  });

  it('runs once a night, and a second night finds nothing', async () => {
    expect(await runRetention(t.database.db, new Date(night.getTime() + 3_600_000))).toEqual({});
    const next = await runRetention(t.database.db, new Date(night.getTime() + 86_400_000));
    expect(next[c.member.orgId]).toEqual({ messages: 0, leads: 0, feeds: 0 });
  });
});
