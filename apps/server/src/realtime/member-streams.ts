import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import { KeyedSets } from './keyed-sets.ts';
import { LazyListener } from './listener.ts';

/** The channel that tells every instance a person's access to an organisation changed. */
export const MEMBER_CHANNEL = 'recepta_members';

/**
 * Sent in the transaction that removes a member or changes their role: delivered on commit to
 * every instance (this one too), each of which ends that person's open streams there
 * (docs/architecture.md#roles-and-permissions). A rolled back change ends nothing.
 */
export async function announceMemberAccess(tx: Db, orgId: string, userId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${MEMBER_CHANNEL}, ${JSON.stringify({ o: orgId, u: userId })})`);
}

const keyOf = (orgId: string, userId: string) => `${orgId}:${userId}`;

/**
 * The open event streams of one server instance by organisation and person, and the LISTEN that
 * ends them when the person's access changes on any instance. A stream that reconnects meets the
 * org guard, which reads the membership on every request.
 */
export class MemberStreams {
  private readonly open = new KeyedSets<() => void>();
  private readonly listener: LazyListener;

  constructor(database: Database, log: FastifyBaseLogger) {
    this.listener = new LazyListener(database, {
      channel: MEMBER_CHANNEL,
      onMessage: (payload) => this.onNotice(payload),
      // Notices were lost while disconnected: every tracked stream ends, and its reconnection is checked.
      onReconnect: () => this.closeAll(),
      onError: (err) => log.warn({ err }, 'member access listener error'),
    });
  }

  /** Opens the LISTEN (once); streams are tracked after it, so no change is missed. */
  ready(): Promise<unknown> {
    return this.listener.ready();
  }

  /** Remembers a stream's close; returns its forget (call it when the stream ends). */
  track(orgId: string, userId: string, close: () => void): () => void {
    return this.open.add(keyOf(orgId, userId), close);
  }

  async close(): Promise<void> {
    await this.listener.close();
  }

  private onNotice(payload: string): void {
    let notice: { o?: unknown; u?: unknown };
    try {
      notice = JSON.parse(payload) as { o?: unknown; u?: unknown };
    } catch {
      return;
    }
    if (typeof notice.o !== 'string' || typeof notice.u !== 'string') return;
    for (const close of this.open.of(keyOf(notice.o, notice.u))) close();
  }

  private closeAll(): void {
    for (const close of this.open.all()) close();
  }
}

/** Each HTTP server's registry (tests run several apps in one process, as several instances). */
const registries = new WeakMap<Server, MemberStreams>();

export function registerMemberStreams(server: Server, streams: MemberStreams): void {
  registries.set(server, streams);
}

export function memberStreamsOf(server: Server): MemberStreams | undefined {
  return registries.get(server);
}
