/**
 * An instance closed (SIGTERM, a rolling restart) while its dispatcher drains reminders
 * (docs/architecture.md#jobs): the sends it has in flight finish and are recorded, what it claimed
 * but did not start goes back at once, and the next instance sends the rest — nothing is left
 * 'unconfirmed', nothing is lost, nothing goes twice. On both databases: the two instances run one
 * after the other on the same one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type FakeGraph, startFakeGraph } from '../../../../test/fake-graph.ts';
import { createAppOn } from '../../../../test/test-app.ts';
import { createTestDatabase } from '../../../../test/test-db.ts';
import type { Database } from '../../../db/client.ts';
import { replanOrgReminders } from '../../reminders/plan-reminders.ts';
import { setUpClinic } from '../../scheduling/scheduling-fixtures.ts';

const TOKEN = 'EAAG-valid-access-token-for-the-close-test';
const PATIENTS = 120;
// A guard against a hang on a busy machine, not a timing assertion.
vi.setConfig({ testTimeout: 300_000 });

let fake: FakeGraph | undefined;
let database: Database | undefined;

afterAll(async () => {
  await fake?.close();
  await database?.close();
});

describe('an instance closed while its dispatcher sends', () => {
  it('finishes or gives back every send it holds, and the next instance sends the rest once', async () => {
    fake = await startFakeGraph();
    fake.tokens.set('555000222', TOKEN);
    database = await createTestDatabase();
    const env = { WHATSAPP_GRAPH_URL: fake.url, WHATSAPP_APP_SECRET: 'secret', WHATSAPP_RATE_PER_SECOND: '1000000' };

    // One clock for every instance, stopped, as in the reminders bench: a lease the closed instance
    // kept would never run out, so only what it gave back can be sent by the next one.
    const clock = new Date();
    const now = () => clock;
    const setup = await createAppOn(database, { env, now });
    const c = await setUpClinic(setup);
    const channel = await c.api.put('/api/channel', {
      kind: 'whatsapp',
      phoneNumberId: '555000222',
      wabaId: '1',
      accessToken: TOKEN,
    });
    expect(channel.statusCode, channel.body).toBe(200);
    await setup.close();
    // The patients and their appointments, 30 minutes apart from three days ahead, and every
    // 24-hour reminder due now.
    const { db } = database;
    const firstSlot = Math.ceil((clock.getTime() + 3 * 86_400_000) / 1_800_000) * 1_800_000;
    await db.execute(sql`insert into customers (org_id, name, phone)
      select ${c.member.orgId}::uuid, 'Paciente ' || i, '+50664' || lpad(i::text, 6, '0') from generate_series(1, ${PATIENTS}) i`);
    await db.execute(sql`insert into appointments (org_id, location_id, resource_id, service_id, customer_id, starts_at, ends_at)
      select ${c.member.orgId}::uuid, r.location_id, r.id, ${c.serviceId}::uuid, p.id,
        to_timestamp(${firstSlot / 1000} + (p.n - 1) * 1800), to_timestamp(${firstSlot / 1000} + (p.n - 1) * 1800 + 1800)
      from (select id, row_number() over (order by phone) as n from customers
        where org_id = ${c.member.orgId}::uuid and name like 'Paciente %') p
      join resources r on r.id = ${c.resourceId}::uuid`);
    await db.transaction((tx) => replanOrgReminders(tx, c.member.orgId, [1440], clock));
    await db.execute(sql`update scheduled_messages set run_at = ${clock.toISOString()}::timestamptz
      where org_id = ${c.member.orgId}::uuid and status = 'scheduled'`);

    // The first instance drains at a limited rate (its workers wait for places, sends in flight)
    // and is closed partway.
    const first = await createAppOn(database, { env: { ...env, WHATSAPP_RATE_PER_SECOND: '20' }, now });
    await vi.waitFor(() => expect(fake!.sent.length).toBeGreaterThanOrEqual(30), { timeout: 120_000, interval: 10 });
    await first.close();

    const rows = async () =>
      (await database!.db.execute(sql`select status, error_code, lease_until from messages`)).rows as {
        status: string;
        error_code: string | null;
        lease_until: string | null;
      }[];
    const afterClose = await rows();
    // Every send that reached Meta is recorded as sent; none is left unknown or failed.
    expect(afterClose.filter((r) => r.status === 'failed')).toEqual([]);
    expect(afterClose.filter((r) => r.status !== 'queued').length).toBe(fake.sent.length);
    // Nothing still held by the closed instance: its leases went back.
    expect(afterClose.filter((r) => r.status === 'queued' && r.lease_until !== null)).toEqual([]);

    // The next instance, at the same stopped clock, sends the rest once.
    const second = await createAppOn(database, { env, now });
    try {
      await vi.waitFor(
        async () => {
          second.channel.dispatcher.kick();
          await second.channel.idle();
          expect(new Set(fake!.sent.map((s) => s.body.to)).size).toBe(PATIENTS);
        },
        { timeout: 120_000, interval: 100 },
      );
    } finally {
      await second.close();
    }
    expect(fake.sent.length).toBe(PATIENTS);
    expect((await rows()).filter((r) => r.status === 'failed' || r.status === 'queued')).toEqual([]);
  });
});
