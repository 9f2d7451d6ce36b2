import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { webhookInbox } from '../../db/schema/index.ts';
import type { WakeLoop } from '../../jobs/wake-loop.ts';
import { createDispatcher, type Dispatcher } from './dispatch/dispatcher.ts';
import type { GraphClient } from './graph/graph-client.ts';
import {
  INBOX_BATCH,
  type InboundPreparer,
  type InboundResponder,
  type ProcessDeps,
  processInboxRows,
  type SandboxPayload,
  type StoredRow,
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
/** Payloads kept in memory for processing at most; past this a long flood's rows are read back instead. */
const FRESH_MAX = 10_000;

interface PendingStore {
  id: string;
  /** The payload's JSON text. */
  text: string;
  done: (id: string) => void;
  fail: (err: unknown) => void;
}

/** Meta's payloads in one statement: ids made here, the JSON texts as one array parameter. */
async function insertInbox(db: Db, batch: readonly PendingStore[]): Promise<void> {
  await db.execute(sql`insert into ${webhookInbox} (id, source, payload)
    select id, 'whatsapp', payload::jsonb
    from unnest(${sql.param(batch.map((b) => b.id))}::uuid[], ${sql.param(batch.map((b) => b.text))}::text[]) as x(id, payload)`);
}

export interface ChannelService {
  graph: GraphClient;
  tokenBox: TokenBox;
  /**
   * A message was queued: the dispatcher sends it now (retries wait in the database, so any
   * instance can take them over). Called after the queuing transaction committed.
   */
  deliver(messageId?: string): void;
  dispatcher: Dispatcher;
  /**
   * Stores a webhook payload (`text`: its JSON as received, when the caller has it) and returns its
   * id once committed; `process(id, payload)` after answering.
   */
  store(source: 'whatsapp', payload: unknown, text?: string): Promise<string>;
  /** A message typed in the simulator or the demo chat: stored like a webhook's, processed the same way. */
  storeSandbox(orgId: string, message: Omit<SandboxPayload, 'wamid' | 'at'>): Promise<string>;
  /** Processes a stored row after the answer; `payload`, when given, is what was stored (not read back). */
  process(inboxId: string, payload?: unknown): void;
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
  /** Answers an inbound message inside its transaction (SALIR, a reminder's buttons…). */
  respond?: InboundResponder;
  /** Slow work on an inbound message before its transaction (the receptionist's optional interpreter). */
  prepare?: InboundPreparer;
  /** Messages per second per number. */
  ratePerSecond: number;
  /** The instance's wake loop (app.ts): the sending is one of its lanes. Without one, a loop of its own. */
  loop?: WakeLoop;
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
    ratePerSecond: deps.ratePerSecond,
    ...(deps.loop ? { loop: deps.loop } : {}),
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
  let pendingStores: PendingStore[] = [];
  let storing: Promise<void> | undefined;
  const flushStores = async () => {
    const batch = pendingStores;
    pendingStores = [];
    try {
      await insertInbox(db, batch);
      for (const b of batch) b.done(b.id);
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.fail(err);
        return;
      }
      // One payload the database refuses (jsonb cannot hold \u0000) must not fail the requests
      // stored beside it: each goes again alone.
      for (const b of batch) {
        await insertInbox(db, [b]).then(
          () => b.done(b.id),
          (one: unknown) => b.fail(one),
        );
      }
    }
  };
  const store = (text: string) =>
    new Promise<string>((done, fail) => {
      lastStoreAt = Date.now();
      pendingStores.push({ id: randomUUID(), text, done, fail });
      startFlush();
    });
  // A payload that arrives while a batch is being written waits for the next batch, which starts
  // as soon as this one ends: never for the next delivery (Meta disables a webhook that does not answer).
  function startFlush() {
    if (storing || pendingStores.length === 0) return;
    storing = new Promise<void>((resolve) => setImmediate(resolve)).then(flushStores).finally(() => {
      storing = undefined;
      startFlush();
    });
  }

  // Processing yields to storing: a batch of rows (every one queued, up to INBOX_BATCH, in one
  // transaction) is processed once no payload has arrived for QUIET_MS, and at least one batch every
  // MIN_PROGRESS_MS whatever comes in. Under a burst, answers stay fast and the stored rows are
  // processed as it ebbs, a hundred per commit (they are safe in webhook_inbox meanwhile); on PGlite
  // (one connection) a webhook's answer then rarely waits behind processing. A payload stored by
  // this instance is handed to its processing in memory (up to FRESH_MAX waiting), not read back.
  const queue: string[] = [];
  const fresh = new Map<string, StoredRow>();
  let worker: Promise<void> | undefined;
  let lastStoreAt = 0;
  let lastProcessedAt = 0;
  const busy = () => pendingStores.length > 0 || storing !== undefined || Date.now() - lastStoreAt < QUIET_MS;
  const waitTurn = async () => {
    while (busy() && Date.now() - lastProcessedAt < MIN_PROGRESS_MS) {
      await new Promise((r) => setTimeout(r, QUIET_MS));
      // Timers run before the event loop reads sockets: after a stall, requests that came in
      // meanwhile are read (and their stores counted) before the quiet is judged.
      await new Promise((r) => setImmediate(r));
    }
  };
  processDeps.yieldTurn = async () => {
    lastProcessedAt = Date.now();
    await new Promise((r) => setImmediate(r));
    await waitTurn();
  };
  const work = async () => {
    while (queue.length > 0) {
      await waitTurn();
      const ids = queue.splice(0, INBOX_BATCH);
      const stored = new Map<string, StoredRow>();
      for (const id of ids) {
        const row = fresh.get(id);
        if (!row) continue;
        stored.set(id, row);
        fresh.delete(id);
      }
      await processInboxRows(processDeps, ids, stored);
      lastProcessedAt = Date.now();
    }
  };
  const keep = (id: string, row: StoredRow) => {
    if (fresh.size < FRESH_MAX) fresh.set(id, row);
  };
  const process = (id: string, payload?: unknown) => {
    if (closed) return;
    queue.push(id);
    if (payload !== undefined) keep(id, { source: 'whatsapp', orgId: null, payload });
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
    // A message named (a staff reply) goes at once beside any round; the round picks up the rest.
    deliver: (messageId) => {
      if (messageId) dispatcher.sendNow(messageId);
      else dispatcher.kick();
    },
    dispatcher,
    store: (_source, payload, text) => store(text ?? JSON.stringify(payload)),
    async storeSandbox(orgId, message) {
      const payload: SandboxPayload = { ...message, wamid: `sandbox.${randomUUID()}`, at: deps.now().toISOString() };
      // Written as SQL, not built: the query builder's insert cost more than the statement itself.
      const { rows } = await db.execute(sql`insert into ${webhookInbox} (source, org_id, payload)
        values ('sandbox', ${orgId}::uuid, ${JSON.stringify(payload)}::jsonb) returning id`);
      const id = String(rows[0]!.id);
      // Handed to processing in memory, as a webhook's payload is (process(id) comes next).
      if (!closed) keep(id, { source: 'sandbox', orgId, payload });
      return id;
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
