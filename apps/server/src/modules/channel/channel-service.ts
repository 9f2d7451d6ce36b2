import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type ScheduledKind, webhookInbox } from '../../db/schema/index.ts';
import { createDispatcher, type Dispatcher, type ScheduledHandler } from './dispatch/dispatcher.ts';
import type { GraphClient } from './graph/graph-client.ts';
import {
  INBOX_BATCH,
  type InboundPreparer,
  type InboundResponder,
  type ProcessDeps,
  processInboxRows,
  type SandboxPayload,
  unprocessedInbox,
} from './inbound/process-inbox.ts';
import type { Received } from './inbound/receive-message.ts';
import type { TokenBox } from './token-crypto.ts';

/** Unprocessed webhook rows older than this are picked up by the sweep (a crash between answer and processing). */
const SWEEP_AGE_MS = 30_000;
const SWEEP_EVERY_MS = 60_000;
/** Processing waits for this long without new webhook payloads (a burst's answers come first)… */
const QUIET_MS = 3;
/** …but one batch is processed at least this often, so a long burst never stalls processing. */
const MIN_PROGRESS_MS = 100;

export interface ChannelService {
  graph: GraphClient;
  tokenBox: TokenBox;
  /**
   * A message was queued: the dispatcher sends it now (retries wait in the database, so any
   * instance can take them over). Called after the queuing transaction committed.
   */
  deliver(messageId?: string): void;
  dispatcher: Dispatcher;
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
 * The channel's work inside one server instance (docs/architecture.md#whatsapp-channel): webhook
 * processing after the answer, a sweep for what a crash left unprocessed, and the dispatcher that
 * sends every outbound message (docs/architecture.md#scheduled-messages).
 */
export function createChannelService(deps: {
  database: Database;
  graph: GraphClient;
  tokenBox: TokenBox;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Turns due planned messages (reminders, campaigns) into queued ones. */
  handlers: Partial<Record<ScheduledKind, ScheduledHandler>>;
  /** Answers an inbound message inside its transaction (SALIR, a reminder's buttons…). */
  respond?: InboundResponder;
  /** Slow work on an inbound message before its transaction (the receptionist's optional interpreter). */
  prepare?: InboundPreparer;
  /** Messages per second per number. */
  ratePerSecond: number;
}): ChannelService {
  const db = deps.database.db;
  const inFlight = new Set<Promise<unknown>>();
  const listeners: ((orgId: string, received: Received) => void)[] = [];
  let closed = false;
  const dispatcher = createDispatcher({
    database: deps.database,
    deliver: { db, graph: deps.graph, tokenBox: deps.tokenBox, log: deps.log },
    log: deps.log,
    now: deps.now,
    handlers: deps.handlers,
    ratePerSecond: deps.ratePerSecond,
  });
  const processDeps: ProcessDeps = {
    db,
    log: deps.log,
    now: deps.now,
    ...(deps.respond ? { respond: deps.respond } : {}),
    ...(deps.prepare ? { prepare: deps.prepare } : {}),
    onInbound: (orgId, received) => {
      // An answer may have been queued with the message: send it.
      dispatcher.kick();
      for (const listener of listeners) listener(orgId, received);
    },
  };

  const track = (work: Promise<unknown>) => {
    const tracked = work.catch((err: unknown) => deps.log.error({ err }, 'channel work failed'));
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  };

  // Webhook payloads are written in batches: everything that arrived in one turn of the event loop
  // goes in one insert (group commit), and each request is answered once its row is committed.
  let pendingStores: { payload: unknown; done: (id: string) => void; fail: (err: unknown) => void }[] = [];
  let storing: Promise<void> | undefined;
  const flushStores = async () => {
    const batch = pendingStores;
    pendingStores = [];
    try {
      const rows = await db
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

  // Processing yields to storing: a batch of rows (every one queued, up to INBOX_BATCH, in one
  // transaction) is processed once no payload has arrived for QUIET_MS, and at least one batch every
  // MIN_PROGRESS_MS whatever comes in. Under a burst, answers stay fast and the stored rows are
  // processed as it ebbs, a hundred per commit (they are safe in webhook_inbox meanwhile); on PGlite
  // (one connection) a webhook's answer then rarely waits behind processing.
  const queue: string[] = [];
  let worker: Promise<void> | undefined;
  let lastStoreAt = 0;
  let lastProcessedAt = 0;
  const busy = () => pendingStores.length > 0 || storing !== undefined || Date.now() - lastStoreAt < QUIET_MS;
  const work = async () => {
    while (queue.length > 0) {
      while (busy() && Date.now() - lastProcessedAt < MIN_PROGRESS_MS) {
        await new Promise((r) => setTimeout(r, QUIET_MS));
      }
      await processInboxRows(processDeps, queue.splice(0, INBOX_BATCH));
      lastProcessedAt = Date.now();
    }
  };
  const process = (id: string) => {
    if (closed) return;
    queue.push(id);
    if (!worker) {
      worker = work().finally(() => {
        worker = undefined;
      });
      track(worker);
    }
  };

  const sweep = async () => {
    await processInboxRows(processDeps, await unprocessedInbox(db, SWEEP_AGE_MS));
  };
  const sweeper = setInterval(() => track(sweep()), SWEEP_EVERY_MS);
  sweeper.unref();
  track(sweep());

  return {
    graph: deps.graph,
    tokenBox: deps.tokenBox,
    deliver: () => dispatcher.kick(),
    dispatcher,
    store: (_source, payload) => store(payload),
    async storeSandbox(orgId, message) {
      const payload: SandboxPayload = { ...message, wamid: `sandbox.${randomUUID()}`, at: deps.now().toISOString() };
      const [row] = await db
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
      // Work may start more work (an answer after processing, its delivery): wait until none is left.
      while (inFlight.size > 0 || storing) {
        await Promise.all([...inFlight, storing]);
        await dispatcher.idle();
      }
      await dispatcher.idle();
    },
    async close() {
      closed = true;
      clearInterval(sweeper);
      await Promise.all([...inFlight]);
      await dispatcher.close();
    },
  };
}
