/**
 * A dispatcher killed with SIGKILL in the middle of a batch (docs/architecture.md#scheduled-messages):
 * a real server process sends due reminders to a fake Graph server that answers slowly, dies hard
 * with sends in flight, and another instance on the same PostgreSQL finishes the work once the dead
 * one's leases ran out: Meta's statuses (naming our ids) settle the sends that were in flight, and
 * only what never reached Meta is sent, so each patient gets the reminder once. Only on PostgreSQL (the run with TEST_DB=postgres, part of `npm test` and CI):
 * two processes cannot share one embedded database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type FakeGraph, startFakeGraph } from '../../../../test/fake-graph.ts';
import { freePort } from '../../../../test/free-port.ts';
import { createAppOn } from '../../../../test/test-app.ts';
import { createTestDatabase } from '../../../../test/test-db.ts';
import { testEnv } from '../../../../test/test-env.ts';
import type { Database } from '../../../db/client.ts';
import { setUpClinic } from '../../scheduling/scheduling-fixtures.ts';
import { IN_DOUBT_WAIT_MS } from '../send/claim-messages.ts';

const root = new URL('../../../../../..', import.meta.url).pathname;
const TOKEN = 'EAAG-valid-access-token-for-the-kill-test';
const PATIENTS = 24;
// A guard against a hang of the child process on a busy machine, not a timing assertion.
vi.setConfig({ testTimeout: 600_000 });

let fake: FakeGraph | undefined;
let database: Database | undefined;
let child: ChildProcess | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  await fake?.close();
  await database?.close();
});

describe.runIf(testEnv.db === 'postgres')('a dispatcher killed mid-batch', () => {
  it('sends every reminder once: Meta’s statuses settle what was in flight, the rest goes later', async () => {
    fake = await startFakeGraph();
    fake.tokens.set('555000111', TOKEN);
    // As Meta does: a 'sent' status naming our id follows each accepted send, posted until answered.
    fake.autoStatus = true;
    database = await createTestDatabase();
    const env = { WHATSAPP_GRAPH_URL: fake.url, WHATSAPP_APP_SECRET: 'secret' };

    // The clinic and its appointments, three days ahead, through an instance that is then closed.
    const setup = await createAppOn(database, { env });
    const c = await setUpClinic(setup);
    expect(
      (
        await c.api.put('/api/channel', {
          kind: 'whatsapp',
          phoneNumberId: '555000111',
          wabaId: '1',
          accessToken: TOKEN,
        })
      ).statusCode,
    ).toBe(200);
    const start = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 86_400_000) * 86_400_000 + 16 * 3_600_000);
    for (let i = 0; i < PATIENTS; i++) {
      const customer = (
        await c.api.post('/api/customers', { name: `Paciente ${i}`, phone: `+50663${String(i).padStart(6, '0')}` })
      ).json();
      const resourceId = await c.addResource(`Dr. ${i}`);
      const res = await c.api.post('/api/scheduling/book', {
        serviceId: c.serviceId,
        resourceId,
        customerId: customer.id,
        start: start.toISOString(),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await setup.close();
    // Every 24-hour reminder due now.
    await database.db.execute(sql`update scheduled_messages set run_at = now() where offset_min = 1440`);

    // A real server process sends them, slowly answered, and is killed with sends in flight.
    fake.delayMs = 400;
    const url = database.pool!.options.connectionString as string;
    const port = await freePort();
    fake.webhook = { url: `http://127.0.0.1:${port}/api/whatsapp/webhook`, secret: 'secret' };
    child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        CHANNEL_TOKEN_KEY: 'ab'.repeat(32),
        WHATSAPP_RATE_PER_SECOND: '1000000',
        ...env,
      },
      stdio: 'ignore',
    });
    await vi.waitFor(() => expect(fake!.sent.length).toBeGreaterThanOrEqual(4), { timeout: 300_000, interval: 20 });
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    // Claimed and possibly sent, never recorded: what the dead instance had in flight.
    const inFlight = Number(
      (
        await database.db.execute(
          sql`select count(*)::int as n from messages where status = 'queued' and lease_until is not null`,
        )
      ).rows[0]?.n,
    );
    expect(inFlight).toBeGreaterThan(0);

    // Another instance, once the dead one's leases ran out, finishes the work; Meta's statuses now
    // reach it (behind one address, as a proxy gives).
    fake.delayMs = 0;
    let ahead = 61_000;
    const survivor = await createAppOn(database, { env, now: () => new Date(Date.now() + ahead) });
    await survivor.listen({ port: 0, host: '127.0.0.1' });
    fake.webhook = {
      url: `http://127.0.0.1:${(survivor.server.address() as { port: number }).port}/api/whatsapp/webhook`,
      secret: 'secret',
    };
    const recorded = async () =>
      new Set(
        (await database!.db.execute(sql`select wamid from messages where wamid is not null`)).rows.map((r) =>
          String(r.wamid),
        ),
      );
    try {
      // Every send Meta accepted, the dead instance's in-flight ones too, is settled by its status…
      await vi.waitFor(
        async () => {
          survivor.channel.dispatcher.kick();
          await survivor.channel.idle();
          const wamids = await recorded();
          expect(fake!.sent.filter((s) => !wamids.has(s.wamid))).toEqual([]);
        },
        { timeout: 300_000, interval: 100 },
      );
      // …and what it claimed without sending goes once the wait for a status is over.
      ahead += IN_DOUBT_WAIT_MS;
      await vi.waitFor(
        async () => {
          survivor.channel.dispatcher.kick();
          await survivor.channel.idle();
          expect(new Set(fake!.sent.map((s) => s.body.to)).size).toBe(PATIENTS);
        },
        { timeout: 300_000, interval: 100 },
      );
    } finally {
      await survivor.close();
    }
    expect(fake.sent.length).toBe(PATIENTS);
  });
});
