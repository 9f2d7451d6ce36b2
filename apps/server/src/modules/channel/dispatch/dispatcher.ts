import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { type Listener, listenOn } from '../../../realtime/listener.ts';
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
  /** Listen for wake-ups (off in tests that drive the dispatcher by hand). */
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
/** The longest sleep: a lost NOTIFY costs at most this much delay. */
const MAX_SLEEP_MS = 30_000;
/** A round that has not finished a batch for this long is taken as stuck. */
const STUCK_MS = 120_000;

/**
 * The sender of every outbound message, one per server instance (docs/architecture.md#scheduled-messages).
 * A round claims due queued messages with a lease and sends them at the organisation's rate, then
 * sleeps until the next one is due — or until a NOTIFY on
 * DISPATCH_CHANNEL says something sooner came in. Instances share nothing but the database: the
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
  let closed = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeAt = Number.POSITIVE_INFINITY;
  let listener: Listener | undefined;
  let progressAt = Date.now();

  const sendRound = async (only?: string): Promise<number> => {
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
      for (let i = next++; i < claimed.length && !closed; i = next++) {
        const message = claimed[i] as ClaimedMessage;
        taken.add(message.id);
        // The channel is read before the place in the number's rate is taken: a grant must reach Meta
        // at once, and a database read in between (the first of each round) can hold it back long
        // enough on a busy machine to join sends granted after it.
        try {
          const channel = await channelOf(message.orgId);
          await rate.take(message.orgId);
          await sendClaimed(options.deliver, channel, message, now, record);
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
    return claimed.length;
  };

  /** When the next queued message or retry is due (or a lease runs out). */
  const nextDue = async (): Promise<number> => {
    const result =
      await db.execute(sql`select min(greatest(next_attempt_at, coalesce(lease_until, next_attempt_at))) as next
      from messages where status = 'queued' and attempts < 5`);
    const next = result.rows[0]?.next;
    return next ? new Date(next as string).getTime() : Number.POSITIVE_INFINITY;
  };

  const sleepUntil = (at: number) => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    const delay = Math.max(0, Math.min(at - now().getTime(), MAX_SLEEP_MS));
    wakeAt = now().getTime() + delay;
    timer = setTimeout(() => {
      timer = undefined;
      kick();
    }, delay);
    timer.unref();
  };

  const round = async () => {
    do {
      again = false;
      while (!closed && (await sendRound()) > 0) progressAt = Date.now();
      progressAt = Date.now();
    } while (again && !closed);
    if (!closed) sleepUntil(await nextDue());
  };

  const kick = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((err: unknown) => {
        log.error({ err }, 'dispatch round failed');
        // The database may be away for a moment: try again after a short pause.
        sleepUntil(now().getTime() + 1_000);
      })
      .finally(() => {
        running = undefined;
        if (again) kick();
      });
  };

  if (options.listen !== false) {
    void listenOn(database, {
      channel: DISPATCH_CHANNEL,
      onMessage: (payload) => {
        // The payload is when the new thing is due: wake only if that is before the planned wake.
        const at = Number(payload);
        if (!Number.isFinite(at) || at <= wakeAt) kick();
      },
      onReconnect: kick,
      onError: (err) => log.warn({ err }, 'dispatch listener error'),
    })
      .then((l) => {
        if (closed) void l.close();
        else listener = l;
      })
      .catch((err: unknown) => log.error({ err }, 'dispatch listener could not start'));
  }
  kick();

  const sendNow = (messageId: string) => {
    if (closed) return;
    const work = sendRound(messageId)
      .then(() => undefined)
      .catch((err: unknown) => {
        // A round takes it later: it is still queued (or its lease runs out).
        log.warn({ err, messageId }, 'sending a message at once failed');
        kick();
      });
    express.add(work);
    void work.finally(() => express.delete(work));
  };

  return {
    kick,
    sendNow,
    async idle() {
      while (running || express.size > 0) {
        await running;
        await Promise.all([...express]);
      }
    },
    alive: () => !closed && (running ? Date.now() - progressAt < STUCK_MS : timer !== undefined),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
      await Promise.all([...express]);
      await listener?.close();
    },
  };
}
