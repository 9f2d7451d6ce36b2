// What a LISTEN is to its callers, on either database (realtime/listener.ts, realtime/listen-postgres.ts).

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
