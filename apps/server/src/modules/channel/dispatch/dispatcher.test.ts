import { skipReasons } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeGraph, startFakeGraph } from '../../../../test/fake-graph.ts';
import { runDue } from '../../../../test/run-due.ts';
import { secondConnection } from '../../../../test/second-connection.ts';
import { createAppOn, createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from '../../scheduling/scheduling-fixtures.ts';
import { signPayload } from '../graph/signature.ts';
import { IN_DOUBT_WAIT_MS } from '../send/claim-messages.ts';

// Real HTTP to a fake of Meta's Graph API, a test clock for every rule and the dispatcher, and a
// second server instance on the same database (its own pool on PostgreSQL).
const TOKEN = 'EAAG-valid-access-token-for-dispatch-tests';
let clock = new Date('2026-11-21T12:00:00Z');
let fake: FakeGraph;
let t: TestApp;
let second: Awaited<ReturnType<typeof secondConnection>>;
let appB: FastifyInstance;
let phoneIds = 0;

beforeAll(async () => {
  fake = await startFakeGraph();
  const env = { WHATSAPP_GRAPH_URL: fake.url, WHATSAPP_APP_SECRET: 'secret' };
  t = await createTestApp({ env, now: () => clock });
  second = await secondConnection(t.database);
  appB = await createAppOn(second.database, { env, now: () => clock });
});
afterAll(async () => {
  await appB.close();
  await second.close();
  await t.close();
  await fake.close();
});

/** A clinic connected to WhatsApp through the fake Graph server. */
async function whatsappClinic(): Promise<Clinic> {
  const c = await setUpClinic(t.app);
  phoneIds += 1;
  const phoneNumberId = `70${process.pid}${phoneIds}`;
  fake.tokens.set(phoneNumberId, TOKEN);
  const res = await c.api.put('/api/channel', {
    kind: 'whatsapp',
    phoneNumberId,
    wabaId: '555666',
    accessToken: TOKEN,
  });
  expect(res.statusCode, res.body).toBe(200);
  return c;
}

async function dispatch(...apps: FastifyInstance[]) {
  await runDue(...apps);
}

async function reminders(c: Clinic, id: string) {
  return (await c.api.get(`/api/appointments/${id}/reminders`)).json().items as {
    status: string;
    reason?: string;
  }[];
}

const sentTo = (waId: string) => fake.sent.filter((s) => s.body.to === waId);

async function statusOf(messageId: string): Promise<string> {
  const { rows } = await t.database.db.execute(sql`select status from messages where id = ${messageId}::uuid`);
  return String(rows[0]?.status);
}

/**
 * A reminder sent once, then put back as a dead instance leaves it: queued, claimed, no wamid, its
 * lease still running. A running lease keeps every other instance off it.
 */
async function reminderClaimedByADeadInstance(waId: string, day: '2026-11-23' | '2026-11-24' | '2026-11-25') {
  clock = new Date('2026-11-21T12:00:00Z');
  const c = await whatsappClinic();
  const customer = (await c.api.post('/api/customers', { name: 'Lease', phone: `+${waId}` })).json();
  const appt = await c.book(at('13:00', day), { customerId: customer.id });
  // Its 24-hour reminder's moment, later than any moment an earlier test left the instances at.
  clock = new Date(Date.parse(`${day}T19:00:00Z`) - 86_400_000);
  await dispatch(t.app);
  expect(sentTo(waId)).toHaveLength(1);
  const { rows } = await t.database.db.execute(sql`update messages set status = 'queued', wamid = null, attempts = 1,
      lease_until = ${new Date(clock.getTime() + 60_000).toISOString()}::timestamptz
    where id = (select message_id from scheduled_messages where appointment_id = ${appt.id}::uuid and offset_min = 1440)
    returning id`);
  await dispatch(t.app, appB);
  expect(sentTo(waId)).toHaveLength(1);
  const channel = (await c.api.get('/api/channel')).json() as { phoneNumberId: string };
  return { phone: waId, messageId: String(rows[0]!.id), phoneNumberId: channel.phoneNumberId };
}

describe('the dispatcher', () => {
  it('retries a throttled send later, with backoff kept in the database, and sends it once', async () => {
    clock = new Date('2026-11-21T12:00:00Z');
    const c = await whatsappClinic();
    const appt = await c.book(at('10:00'));
    fake.failFor('50688887777', { code: 130429, message: 'Rate limit hit', status: 429 });
    clock = new Date('2026-11-22T16:00:00Z');
    await dispatch(t.app);
    expect((await reminders(c, appt.id))[0]!.status).toBe('sending');
    expect(sentTo('50688887777')).toHaveLength(0);

    // Not before its backoff: a round now sends nothing.
    fake.failFor('50688887777', undefined);
    await dispatch(t.app);
    expect(sentTo('50688887777')).toHaveLength(0);

    clock = new Date('2026-11-22T16:10:00Z');
    await dispatch(t.app);
    expect(sentTo('50688887777')).toHaveLength(1);
    expect(sentTo('50688887777')[0]!.body).toMatchObject({ type: 'template', template: { name: 'reminder_24h' } });
    expect((await reminders(c, appt.id))[0]!.status).toBe('sent');
  });

  it('gives up on an undeliverable number, says why, and skips the patient’s next reminder', async () => {
    clock = new Date('2026-11-21T12:00:00Z');
    const c = await whatsappClinic();
    const customer = (await c.api.post('/api/customers', { name: 'Sin WhatsApp', phone: '+50670009999' })).json();
    const appt = await c.book(at('11:00'), { customerId: customer.id });
    fake.failFor('50670009999', { code: 131026, message: 'Message undeliverable' });
    clock = new Date('2026-11-22T17:00:00Z');
    await dispatch(t.app);
    expect((await reminders(c, appt.id))[0]).toMatchObject({ status: 'failed', reason: 'Message undeliverable' });

    clock = new Date('2026-11-23T15:00:00Z');
    await dispatch(t.app);
    expect((await reminders(c, appt.id))[1]).toMatchObject({ status: 'skipped', reason: skipReasons.undeliverable });
    expect(sentTo('50670009999')).toHaveLength(0);
    fake.failFor('50670009999', undefined);
  });

  it('sends each reminder once when two instances dispatch the same due rows at once', async () => {
    clock = new Date('2026-11-21T12:00:00Z');
    const c = await whatsappClinic();
    const phones = Array.from({ length: 12 }, (_, i) => `+5066100${String(i).padStart(4, '0')}`);
    for (const [i, phone] of phones.entries()) {
      const customer = (await c.api.post('/api/customers', { name: `Paciente ${i}`, phone })).json();
      // Twelve appointments at once need twelve professionals.
      const resourceId = await c.addResource(`Dr. ${i}`);
      expect(
        (
          await c.api.post('/api/scheduling/book', {
            serviceId: c.serviceId,
            resourceId,
            customerId: customer.id,
            start: at('12:00'),
          })
        ).statusCode,
      ).toBe(201);
    }
    clock = new Date('2026-11-22T18:00:00Z');
    await dispatch(t.app, appB);
    // A NOTIFY of the bookings may reach the other instance late and start a round of its own that
    // takes part of the work: wait until every patient has had their reminder…
    await vi.waitFor(
      () => {
        for (const phone of phones) expect(sentTo(phone.slice(1)).length, phone).toBeGreaterThan(0);
      },
      { timeout: 60_000, interval: 50 },
    );
    // …then let both run again: nobody got a second one.
    await dispatch(t.app, appB);
    for (const phone of phones) expect(sentTo(phone.slice(1)), phone).toHaveLength(1);
  });

  it('puts off a message whose lease ran out (its instance died mid-send), then sends it once no status came', async () => {
    const { phone, messageId } = await reminderClaimedByADeadInstance('50662220000', '2026-11-23');
    // Once the lease has run out it is in doubt: Meta may have it. It waits for Meta's status…
    clock = new Date(clock.getTime() + 61_000);
    await dispatch(appB);
    expect(sentTo(phone)).toHaveLength(1);
    // …and, none having come, it goes again.
    clock = new Date(clock.getTime() + IN_DOUBT_WAIT_MS);
    await dispatch(appB);
    expect(sentTo(phone)).toHaveLength(2);
    expect(await statusOf(messageId)).toBe('sent');
  });

  it('takes a message in doubt as sent when Meta’s status names it, and never sends it again', async () => {
    const { phone, messageId, phoneNumberId } = await reminderClaimedByADeadInstance('50662220001', '2026-11-24');
    clock = new Date(clock.getTime() + 61_000);
    await dispatch(appB);
    // Meta's status for the send the dead instance made, naming our id.
    const payload = fake.statusPayload(phoneNumberId, [
      { wamid: 'wamid.in-doubt-1', status: 'delivered', to: phone, callbackData: messageId },
    ]);
    const raw = JSON.stringify(payload);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signPayload(raw, 'secret') },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    await t.app.channel.idle();
    expect(await statusOf(messageId)).toBe('delivered');
    clock = new Date(clock.getTime() + IN_DOUBT_WAIT_MS);
    await dispatch(t.app, appB);
    expect(sentTo(phone)).toHaveLength(1);
  });

  it('keeps a message in doubt past the wait while a delivery of that time is unread, and takes the status in it', async () => {
    const { phone, messageId, phoneNumberId } = await reminderClaimedByADeadInstance('50662220002', '2026-11-25');
    clock = new Date(clock.getTime() + 61_000);
    await dispatch(appB);
    // Meta's status for the dead instance's send came within the wait, but waits unread in the
    // inbox behind a backlog (stored, not yet processed), as under a burst of statuses.
    const payload = fake.statusPayload(phoneNumberId, [
      { wamid: 'wamid.in-doubt-2', status: 'delivered', to: phone, callbackData: messageId },
    ]);
    const { rows } = await t.database.db.execute(sql`insert into webhook_inbox (source, payload, received_at)
      values ('whatsapp', ${JSON.stringify(payload)}::jsonb, ${new Date(clock.getTime() + 1_000).toISOString()}::timestamptz)
      returning id`);
    clock = new Date(clock.getTime() + IN_DOUBT_WAIT_MS);
    await dispatch(t.app, appB);
    // The wait is over, but not sent again: the unread delivery may (and does) say it went.
    expect(sentTo(phone)).toHaveLength(1);
    t.app.channel.process(String(rows[0]!.id));
    await t.app.channel.idle();
    expect(await statusOf(messageId)).toBe('delivered');
    clock = new Date(clock.getTime() + 60_000);
    await dispatch(t.app, appB);
    expect(sentTo(phone)).toHaveLength(1);
  });
});
