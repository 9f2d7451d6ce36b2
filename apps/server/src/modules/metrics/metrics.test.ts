import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const token = 'metrics-token-for-tests-0123456789';

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  it('refuses a missing or wrong token with 401', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${token}`, `Bearer ${token}x`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized' });
      expect(res.body).not.toContain('recepta_');
    }
  });

  it('answers every metric family in Prometheus text with the token', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
    // A request to a route with a parameter: its pattern is the label, never the raw URL.
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/customers/00000000-0000-4000-8000-000000000000' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const families = [
      'recepta_http_request_duration_seconds',
      'recepta_webhook_inbox_waiting',
      'recepta_webhook_inbox_oldest_seconds',
      'recepta_scheduled_due',
      'recepta_scheduled_lateness_seconds',
      'recepta_messages_queued',
      'recepta_messages_queued_oldest_seconds',
      'recepta_messages_last_hour',
      'recepta_live_streams_open',
      'recepta_receptionist_turns_total',
      'recepta_receptionist_turn_seconds',
      'recepta_process_cpu_seconds_total',
      ...(t.database.kind === 'postgres' ? ['recepta_db_pool_connections'] : []),
    ];
    for (const family of families) expect(res.body).toContain(`# TYPE ${family} `);
    expect(res.body).toMatch(
      /recepta_http_request_duration_seconds_count\{route="\/api\/health",method="GET",status_code="200"\} 1/,
    );
    expect(res.body).toContain('route="/api/customers/:id"');
    expect(res.body).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(res.body).toContain('recepta_scheduled_lateness_seconds{kind="reminder"} 0');
  });

  it('shows webhook rows waiting and their age', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
    await t.database.db.execute(
      // Two payloads stored a minute ago and never processed (a crash between answer and processing).
      (await import('drizzle-orm')).sql`insert into webhook_inbox (source, payload, received_at)
        values ('whatsapp', '{}'::jsonb, now() - interval '60 seconds'), ('whatsapp', '{}'::jsonb, now() - interval '30 seconds')`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.body).toMatch(/^recepta_webhook_inbox_waiting 2$/m);
    const age = Number(/^recepta_webhook_inbox_oldest_seconds (\S+)$/m.exec(res.body)?.[1]);
    expect(age).toBeGreaterThanOrEqual(60);
  });
});
