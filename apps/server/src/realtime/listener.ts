import pg from 'pg';
import type { Database } from '../db/client.ts';

export interface Listener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** One channel, or several on the same connection (the wake loop's, jobs/wake-loop.ts). */
  channel: string | readonly string[];
  onMessage(payload: string, channel: string): void;
  /**
   * Called after the PostgreSQL connection was lost and LISTEN is back: notifications sent
   * meanwhile are gone, so whoever relies on them must catch up from the database.
   */
  onReconnect(): void;
  onError(err: unknown): void;
}

/**
 * LISTEN on one channel (or a few) for the life of a server instance.
 * - PGlite: its own listen(); every app sharing the instance gets every notification.
 * - PostgreSQL: one dedicated pg.Client outside the pool (a pooled connection would be handed to
 *   queries, and LISTEN belongs to a session), reconnected with backoff when it drops.
 */
export async function listenOn(database: Database, options: ListenOptions): Promise<Listener> {
  if (database.pglite) {
    const pglite = database.pglite;
    const unlisten = await Promise.all(
      channelsOf(options).map((channel) => pglite.listen(channel, (payload) => options.onMessage(payload, channel))),
    );
    return {
      close: async () => {
        // Closing the app after the database is harmless: there is nothing left to unlisten.
        if (!pglite.closed) await Promise.all(unlisten.map((u) => u().catch(() => {})));
      },
    };
  }
  if (!database.pool) throw new Error('listenOn: the database has neither PGlite nor a pool');
  return listenOnPostgres(database.pool.options, options);
}

const channelsOf = (options: ListenOptions): readonly string[] =>
  typeof options.channel === 'string' ? [options.channel] : options.channel;

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

async function listenOnPostgres(connection: pg.ClientConfig, options: ListenOptions): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  const channels = channelsOf(options);

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

/**
 * A LISTEN opened on first use and shared by every caller after; a failed start is forgotten, so
 * the next caller tries again instead of failing forever. The live agenda and the live inbox each
 * hold one per server instance.
 */
export class LazyListener {
  private listener: Promise<Listener> | undefined;

  constructor(
    private readonly database: Database,
    private readonly options: ListenOptions,
  ) {}

  /** Resolves once this instance LISTENs; rejects when it cannot. */
  ready(): Promise<Listener> {
    this.listener ??= listenOn(this.database, this.options).catch((err) => {
      this.listener = undefined;
      throw err;
    });
    return this.listener;
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = undefined;
    if (listener) await (await listener.catch(() => undefined))?.close();
  }
}
