import type { Database } from '../db/client.ts';
import type { Listener, ListenOptions } from './listen-types.ts';

export type { Listener, ListenOptions } from './listen-types.ts';

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
  // Loaded only on PostgreSQL: the driver is not part of an embedded server's start.
  const { listenOnPostgres } = await import('./listen-postgres.ts');
  return listenOnPostgres(database.pool.options, options, channelsOf(options));
}

const channelsOf = (options: ListenOptions): readonly string[] =>
  typeof options.channel === 'string' ? [options.channel] : options.channel;

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
