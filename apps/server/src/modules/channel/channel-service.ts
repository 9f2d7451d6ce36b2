import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { webhookInbox } from '../../db/schema/index.ts';
import type { GraphClient } from './graph/graph-client.ts';
import { type ProcessDeps, processInboxRow, type SandboxPayload, unprocessedInbox } from './inbound/process-inbox.ts';
import type { Received } from './inbound/receive-message.ts';
import { deliverMessage, staleQueued } from './send/deliver.ts';
import type { TokenBox } from './token-crypto.ts';

/** Unprocessed webhook rows older than this are picked up by the sweep (a crash between answer and processing). */
const SWEEP_AGE_MS = 30_000;
const SWEEP_EVERY_MS = 60_000;
/** Processing waits for this long without new webhook payloads (a burst's answers come first)… */
const QUIET_MS = 3;
/** …but one row is processed at least this often, so a long burst never stalls processing. */
const MIN_PROGRESS_MS = 100;
/** A queued message untouched this long lost its delivery (the longest retry wait is shorter). */
const STALE_QUEUED_MS = 10 * 60_000;

export interface ChannelService {
  graph: GraphClient;
  tokenBox: TokenBox;
  /** Sends a queued message now, retrying retryable failures with backoff (in this process). */
  deliver(messageId: string): void;
  /** Stores a raw webhook payload (one insert) and returns its id; `process(id)` after answering. */
  store(source: 'whatsapp', payload: unknown): Promise<string>;
  /** A message typed in the simulator or the demo chat: stored like a webhook's, processed the same way. */
  storeSandbox(orgId: string, message: Omit<SandboxPayload, 'wamid' | 'at'>): Promise<string>;
  process(inboxId: string): void;
  /** Called for every new inbound message (the receptionist of a later issue listens here). */
  onInbound(listener: (orgId: string, received: Received) => void): void;
  /** Resolves when no delivery, retry or processing is under way (tests wait on it). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The channel's work inside one server instance (docs/architecture.md#whatsapp-channel): deliveries
 * after commit, webhook processing after the answer, and a sweep for what a crash left behind.
 * Retries wait in this process; the durable dispatcher of the reminders issue takes over sending
 * with leases shared by every instance.
 */
export function createChannelService(deps: {
  db: Db;
  graph: GraphClient;
  tokenBox: TokenBox;
  log: FastifyBaseLogger;
  now: () => Date;
}): ChannelService {
  const inFlight = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  const listeners: ((orgId: string, received: Received) => void)[] = [];
  let closed = false;
  const processDeps: ProcessDeps = {
    db: deps.db,
    log: deps.log,
    onInbound: (orgId, received) => {
      for (const listener of listeners) listener(orgId, received);
    },
  };

  const track = (work: Promise<unknown>) => {
    const tracked = work.catch((err: unknown) => deps.log.error({ err }, 'channel work failed'));
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  };

  const deliver = (messageId: string) => {
    if (closed) return;
    track(
      deliverMessage(deps, messageId).then((result) => {
        if (result.done || closed) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          deliver(messageId);
        }, result.retryInMs);
        timer.unref();
        timers.add(timer);
      }),
    );
  };

  // Webhook payloads are written in batches: everything that arrived in one turn of the event loop
  // goes in one insert (group commit), and each request is answered once its row is committed.
  let pendingStores: { payload: unknown; done: (id: string) => void; fail: (err: unknown) => void }[] = [];
  let storing: Promise<void> | undefined;
  const flushStores = async () => {
    const batch = pendingStores;
    pendingStores = [];
    try {
      const rows = await deps.db
        .insert(webhookInbox)
        .values(batch.map((b) => ({ source: 'whatsapp', payload: b.payload })))
        .returning({ id: webhookInbox.id });
      for (const [i, b] of batch.entries()) b.done(rows[i]!.id);
    } catch (err) {
      for (const b of batch) b.fail(err);
    }
  };
  const store = (payload: unknown) =>
    new Promise<string>((done, fail) => {
      lastStoreAt = Date.now();
      pendingStores.push({ payload, done, fail });
      if (!storing) {
        storing = new Promise<void>((resolve) => setImmediate(resolve)).then(flushStores).finally(() => {
          storing = undefined;
        });
      }
    });

  // Processing yields to storing: a row is processed once no payload has arrived for QUIET_MS, and
  // at least one every MIN_PROGRESS_MS whatever comes in. Under a burst, answers stay fast and the
  // stored rows are processed as it ebbs (they are safe in webhook_inbox meanwhile); on PGlite (one
  // connection) a webhook's answer then rarely waits behind processing.
  const queue: { id: string }[] = [];
  let worker: Promise<void> | undefined;
  let lastStoreAt = 0;
  let lastProcessedAt = 0;
  const busy = () => pendingStores.length > 0 || storing !== undefined || Date.now() - lastStoreAt < QUIET_MS;
  const work = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      while (busy() && Date.now() - lastProcessedAt < MIN_PROGRESS_MS) {
        await new Promise((r) => setTimeout(r, QUIET_MS));
      }
      await processInboxRow(processDeps, next.id);
      lastProcessedAt = Date.now();
    }
  };
  const process = (id: string) => {
    if (closed) return;
    queue.push({ id });
    if (!worker) {
      worker = work().finally(() => {
        worker = undefined;
      });
      track(worker);
    }
  };

  const sweep = async () => {
    for (const id of await unprocessedInbox(deps.db, SWEEP_AGE_MS)) await processInboxRow(processDeps, id);
    // Messages a crash left queued (their delivery was never tried, or its retry timer died with the process).
    for (const id of await staleQueued(deps.db, STALE_QUEUED_MS)) deliver(id);
  };
  const sweeper = setInterval(() => track(sweep()), SWEEP_EVERY_MS);
  sweeper.unref();
  track(sweep());

  return {
    graph: deps.graph,
    tokenBox: deps.tokenBox,
    deliver,
    store: (_source, payload) => store(payload),
    async storeSandbox(orgId, message) {
      const payload: SandboxPayload = { ...message, wamid: `sandbox.${randomUUID()}`, at: deps.now().toISOString() };
      const [row] = await deps.db
        .insert(webhookInbox)
        .values({ source: 'sandbox', orgId, payload })
        .returning({ id: webhookInbox.id });
      return row!.id;
    },
    process,
    onInbound(listener) {
      listeners.push(listener);
    },
    async idle() {
      // Work may start more work (a retry, a delivery after processing): wait until none is left.
      while (inFlight.size > 0 || storing) await Promise.all([...inFlight, storing]);
    },
    async close() {
      closed = true;
      clearInterval(sweeper);
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([...inFlight]);
    },
  };
}
