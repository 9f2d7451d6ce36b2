import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createWakeLoop, type Lane, type LaneState, type WakeLoop } from '../../../jobs/wake-loop.ts';
import { channelState } from '../channel-state.ts';
import { type ClaimedMessage, channelCache, claimMessages, type DeliverDeps, sendClaimed } from '../send/deliver.ts';
import { createSendRate } from './send-rate.ts';
import { DISPATCH_CHANNEL } from './wake.ts';
import { createWamidRecorder } from './wamid-recorder.ts';

export interface DispatcherOptions {
  database: Database;
  deliver: DeliverDeps;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Messages per second per organisation's number (Meta's throughput: 80 by default). */
  ratePerSecond: number;
  /** How long a send may hold a message before another instance takes it again. */
  leaseMs?: number;
  /** The instance's wake loop (app.ts); without one the dispatcher has a loop of its own. */
  loop?: WakeLoop;
  /** Listen for wake-ups (off in tests that drive the dispatcher by hand; with a loop of its own only). */
  listen?: boolean;
}

export interface Dispatcher {
  /** Run a round soon (something was queued or became due). */
  kick(): void;
  /**
   * Sends one queued message now, beside any round under way (a staff reply must not wait for
   * another clinic's burst); the guards and the rate apply as in a round.
   */
  sendNow(messageId: string): void;
  /** Resolves when no round is running or asked for. */
  idle(): Promise<void>;
  /**
   * Working or waiting for its next wake-up, and not stuck in a round (readiness,
   * docs/deploy.md#health-checks).
   */
  alive(): boolean;
  /** Stops after the messages already being sent; the leases of the rest of the batch are given back. */
  close(): Promise<void>;
}

const SEND_BATCH = 200;
/** Sends in flight at once (each waits on Meta's answer). */
const SEND_CONCURRENCY = 16;

/**
 * The sender of every outbound message, one lane of the instance's wake loop
 * (docs/architecture.md#scheduled-messages, #the-wake-loop). A round claims due queued messages with
 * a lease and sends them at the organisation's rate; the loop then sleeps it until the next one is
 * due — or until a NOTIFY on DISPATCH_CHANNEL says something sooner came in. Instances share nothing but the database: the
 * locks and leases make each message go out once, and a killed instance's leases run out and its
 * messages are taken again (at most the ones in flight are sent twice).
 */
export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { database, log, now } = options;
  const db = database.db;
  const leaseMs = options.leaseMs ?? 60_000;
  const rate = createSendRate(db, options.ratePerSecond);
  // One second of an organisation's sends per round: a round ends within about a second, and the
  // next one starts with whatever came in meanwhile (another clinic's reply first).
  const perOrg = Number.isFinite(options.ratePerSecond) ? Math.max(1, Math.ceil(options.ratePerSecond)) : SEND_BATCH;
  const express = new Set<Promise<void>>();
  const ownLoop = options.loop
    ? undefined
    : createWakeLoop({ database, log, now, ...(options.listen === false ? { listen: false } : {}) });
  const loop = options.loop ?? ownLoop!;
  // Set once the lane is registered (below); a send at once needs to know the lane is closing.
  let lane: Lane | undefined;
  const closed = () => lane?.closed() ?? false;

  /** Sends what is due (or only `only`); answers whether more may be due now (the claim was full). */
  const sendRound = async (only?: string): Promise<boolean> => {
    const claimed = await claimMessages(db, now(), leaseMs, only ? 1 : SEND_BATCH, { only, perOrg });
    const channelOf = channelCache(options.deliver);
    const recorder = createWamidRecorder(db);
    // A worker goes on to its next message while its wamid waits for the group's commit.
    const recording: Promise<void>[] = [];
    const taken = new Set<string>();
    const record = async (id: string, wamid: string) => {
      recording.push(
        recorder.add(id, wamid).catch((err: unknown) => log.error({ err, messageId: id }, 'recording a send failed')),
      );
    };
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < claimed.length && !closed(); i = next++) {
        const message = claimed[i] as ClaimedMessage;
        taken.add(message.id);
        // The channel is read before the place in the number's rate is taken: a grant must reach Meta
        // at once, and a database read in between (the first of each round) can hold it back long
        // enough on a busy machine to join sends granted after it.
        try {
          const channel = await channelOf(message.orgId, channelState(message.channelKind, true));
          // The place in the rate is taken inside the send, right before it goes (with the
          // sandbox's delivery record, in one statement).
          await sendClaimed(options.deliver, channel, message, now, record, (alongside) =>
            rate.take(message.orgId, alongside),
          );
        } catch (err) {
          // Its lease runs out and a later round tries again; the others of the batch go on.
          log.error({ err, messageId: message.id }, 'sending a message failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, claimed.length) }, worker));
    await Promise.all(recording);
    const untaken = claimed.filter((m) => !taken.has(m.id)).map((m) => m.id);
    // Closing: what this instance claimed but did not start goes back now, not when its lease runs out.
    if (untaken.length > 0) {
      await db.execute(sql`update messages set lease_until = null
        where id = any(${sql.param(untaken)}::uuid[]) and status = 'queued'`);
    }
    // A claim that took less than it could took everything due: the round ends without another
    // claim (one statement less per reply), and nextDue, asked next, finds a retry or a lease.
    const perOrgTaken = new Map<string, number>();
    for (const m of claimed) perOrgTaken.set(m.orgId, (perOrgTaken.get(m.orgId) ?? 0) + 1);
    return claimed.length >= SEND_BATCH || Math.max(0, ...perOrgTaken.values()) >= perOrg;
  };

  /** When the next queued message or retry is due (or a lease runs out). */
  const nextDue = async (): Promise<number> => {
    const result =
      await db.execute(sql`select min(greatest(next_attempt_at, coalesce(lease_until, next_attempt_at))) as next
      from messages where status = 'queued' and attempts < 5`);
    const next = result.rows[0]?.next;
    return next ? new Date(next as string).getTime() : Number.POSITIVE_INFINITY;
  };

  const round = async (state: LaneState) => {
    while (!state.closed() && (await sendRound())) state.progress();
    state.progress();
  };
  lane = loop.register({ name: 'send', channel: DISPATCH_CHANNEL, round, nextDue });

  const sendNow = (messageId: string) => {
    if (closed()) return;
    const work = sendRound(messageId)
      .then(() => undefined)
      .catch((err: unknown) => {
        // A round takes it later: it is still queued (or its lease runs out).
        log.warn({ err, messageId }, 'sending a message at once failed');
        lane?.kick();
      });
    express.add(work);
    void work.finally(() => express.delete(work));
  };

  const sending = lane;
  return {
    kick: sending.kick,
    sendNow,
    async idle() {
      // A send at once that failed kicks a round: wait until neither is left.
      for (;;) {
        await sending.idle();
        if (express.size === 0) return;
        await Promise.all([...express]);
      }
    },
    alive: sending.alive,
    async close() {
      await sending.close();
      await Promise.all([...express]);
      await ownLoop?.close();
    },
  };
}
