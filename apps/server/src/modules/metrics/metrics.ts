import { sql } from 'drizzle-orm';
import client from 'prom-client';
import type { Database } from '../../db/client.ts';
import { openEventStreamCount } from '../../realtime/event-stream.ts';
import type { InboundResponder } from '../channel/inbound/process-inbox.ts';

/**
 * The server's Prometheus metrics (docs/deploy.md#metrics). Counters and histograms are bumped where
 * that costs nothing (a request's end, a receptionist's turn); queue depths and lateness are read
 * from the database when /metrics is scraped, with queries that use the partial indexes the
 * dispatcher and the inbox already have, so a scrape costs a few index lookups.
 */
export interface Metrics {
  registry: client.Registry;
  /** One answered request: its route pattern (never the raw URL), method, status and seconds. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** Wraps the receptionist's answer to an inbound message, counting its turns and their time. */
  timeTurns(respond: InboundResponder): InboundResponder;
}

function seconds(value: unknown): number {
  return value === null || value === undefined ? 0 : Math.max(0, Number(value));
}

export function createMetrics(database: Database): Metrics {
  const registry = new client.Registry();
  const db = database.db;
  client.collectDefaultMetrics({ register: registry, prefix: 'recepta_' });

  const requests = new client.Histogram({
    name: 'recepta_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const turns = new client.Counter({
    name: 'recepta_receptionist_turns_total',
    help: "The chat receptionist's turns (one per inbound message it answers), by outcome",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const turnTime = new client.Histogram({
    name: 'recepta_receptionist_turn_seconds',
    help: "Time of the chat receptionist's turn inside its transaction",
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  new client.Gauge({
    name: 'recepta_live_streams_open',
    help: 'Live update streams (agenda, inbox) open on this instance',
    registers: [registry],
    collect() {
      this.set(openEventStreamCount());
    },
  });

  if (database.pool) {
    const pool = database.pool;
    new client.Gauge({
      name: 'recepta_db_pool_connections',
      help: 'PostgreSQL pool connections of this instance, by state (idle, busy, waiting for one)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  // The queue gauges share one query per scrape.
  let reading: Promise<Record<string, unknown>[]> | undefined;
  let readAt = 0;
  const queues = async (): Promise<Record<string, unknown>[]> => {
    if (!reading || Date.now() - readAt > 1_000) {
      readAt = Date.now();
      reading = db
        .execute(sql`
          select 'inbox' as what, null as label, count(*)::int as n,
            extract(epoch from now() - min(received_at)) as age
          from webhook_inbox where processed_at is null
          union all
          select 'scheduled', kind, count(*)::int, extract(epoch from now() - min(run_at))
          from scheduled_messages where status = 'scheduled' and run_at <= now() group by kind
          union all
          select 'queued', coalesce(c.kind, 'none'), count(*)::int, extract(epoch from now() - min(m.next_attempt_at))
          from messages m left join channels c on c.org_id = m.org_id
          where m.status = 'queued' group by c.kind`)
        .then((r) => r.rows)
        .catch(() => []);
    }
    return reading;
  };
  const rowsOf = async (what: string) => (await queues()).filter((r) => r.what === what);

  new client.Gauge({
    name: 'recepta_webhook_inbox_waiting',
    help: 'Webhook payloads stored and not yet processed',
    registers: [registry],
    async collect() {
      const [row] = await rowsOf('inbox');
      this.set(Number(row?.n ?? 0));
    },
  });
  new client.Gauge({
    name: 'recepta_webhook_inbox_oldest_seconds',
    help: 'Age of the oldest webhook payload not yet processed (0 when none waits)',
    registers: [registry],
    async collect() {
      const [row] = await rowsOf('inbox');
      this.set(seconds(row?.age));
    },
  });
  new client.Gauge({
    name: 'recepta_scheduled_due',
    help: 'Planned messages (reminders, campaigns, weekly reports) whose moment came and that are not queued yet',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await rowsOf('scheduled')) this.set({ kind: String(row.label) }, Number(row.n));
    },
  });
  new client.Gauge({
    name: 'recepta_scheduled_lateness_seconds',
    help: 'How late the most overdue planned message is, by kind (reminder lateness; 0 when none is due)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      this.set({ kind: 'reminder' }, 0);
      for (const row of await rowsOf('scheduled')) this.set({ kind: String(row.label) }, seconds(row.age));
    },
  });
  new client.Gauge({
    name: 'recepta_messages_queued',
    help: 'Outbound messages waiting to be sent (first try or retry), by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await rowsOf('queued')) this.set({ channel: String(row.label) }, Number(row.n));
    },
  });
  new client.Gauge({
    name: 'recepta_messages_queued_oldest_seconds',
    help: 'How long the longest-waiting queued message has been due, by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await rowsOf('queued')) this.set({ channel: String(row.label) }, seconds(row.age));
    },
  });
  new client.Gauge({
    name: 'recepta_messages_last_hour',
    help: 'Outbound messages of the last hour by status (sent, delivered, read, failed, queued), channel and error code',
    labelNames: ['status', 'channel', 'error_code'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db
        .execute(sql`select m.status, coalesce(c.kind, 'none') as channel, coalesce(m.error_code, '') as error_code,
            count(*)::int as n
          from messages m left join channels c on c.org_id = m.org_id
          where m.direction = 'out' and m.sent_at > now() - interval '1 hour'
          group by 1, 2, 3`)
        .then((r) => r.rows)
        .catch(() => []);
      for (const row of rows) {
        this.set(
          { status: String(row.status), channel: String(row.channel), error_code: String(row.error_code) },
          Number(row.n),
        );
      }
    },
  });

  return {
    registry,
    observeRequest(route, method, status, secs) {
      requests.observe({ route, method, status_code: String(status) }, secs);
    },
    timeTurns(respond) {
      return async (tx, context) => {
        const end = turnTime.startTimer();
        try {
          await respond(tx, context);
          turns.inc({ outcome: 'answered' });
        } catch (err) {
          turns.inc({ outcome: 'failed' });
          throw err;
        } finally {
          end();
        }
      };
    },
  };
}
