import pg from 'pg';
import type { Listener, ListenOptions } from './listen-types.ts';

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on PostgreSQL (realtime/listener.ts says when): one dedicated pg.Client outside the pool,
 * reconnected with backoff when it drops. A file of its own so that only a server on PostgreSQL
 * loads the driver (docs/benchmarks.md#production-build).
 */
export async function listenOnPostgres(
  connection: pg.ClientConfig,
  options: ListenOptions,
  channels: readonly string[],
): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<pg.Client> => {
    const c = new pg.Client({ ...connection, keepAlive: true });
    c.on('notification', (msg) => {
      if (channels.includes(msg.channel) && msg.payload) options.onMessage(msg.payload, msg.channel);
    });
    c.on('error', (err) => options.onError(err));
    try {
      await c.connect();
      for (const channel of channels) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    // Only a connection that listens reconnects when it ends (an error on it is followed by 'end').
    c.on('end', () => {
      if (client === c) client = undefined;
      if (!closed) scheduleReconnect();
    });
    return c;
  };

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(async () => {
      timer = undefined;
      try {
        client = await connect();
        retryMs = RETRY_MIN_MS;
        options.onReconnect();
      } catch (err) {
        options.onError(err);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        scheduleReconnect();
      }
    }, retryMs);
    timer.unref();
  };

  client = await connect();
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
