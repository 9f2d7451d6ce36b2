import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { channels, messages, webhookInbox } from '../../../db/schema/index.ts';
import { type InboundMessage, parseWebhook, type WebhookEvent } from '../graph/graph-schemas.ts';
import { turnsOf } from './burst-turns.ts';
import { commitChunk, markProcessed } from './commit-chunk.ts';
import type { Parsed, ProcessDeps } from './inbound-types.ts';
import { prepareMessages } from './prepare-messages.ts';
import { patientKey } from './receive-message.ts';

/** What the sandbox stores for one message typed in the simulator or the demo chat. */
export interface SandboxPayload {
  from: string;
  name?: string | undefined;
  text?: string | undefined;
  buttonId?: string | undefined;
  /** Not text: a voice note, a photo… (the receptionist answers that it reads text only). */
  media?: string | undefined;
  wamid: string;
  at: string;
}

// The shapes shared by processing's steps live apart (inbound-types.ts), so that none imports another back.
export type { InboundPreparer, InboundResponder, Parsed, ProcessDeps } from './inbound-types.ts';

/** The most rows processed in one transaction: a burst's backlog drains in few commits, none long. */
export const INBOX_BATCH = 100;

/** One stored webhook delivery (see processInboxRows). */
export function processInboxRow(deps: ProcessDeps, id: string): Promise<void> {
  return processInboxRows(deps, [id]);
}

/**
 * Processes stored webhook deliveries (docs/architecture.md#whatsapp-channel), several at once: on
 * PGlite every commit is a write to disk, and committing three times per payload (the message, its
 * mark, the statuses) made processing, not the answers, the webhook's limit. So a batch is read in
 * one query (rows just stored by this instance are handed over in memory instead), one more routes
 * its events to their organisations by phone number id (an unknown number is ignored, logged with
 * the id only) and finds the messages whose wamid is already stored, which are skipped at once (the
 * unique wamid still guards the insert); what is left runs in ONE
 * transaction (commit-chunk.ts) that also marks the rows processed — effects and marks commit together. Each row runs
 * in a savepoint: a row that fails is undone alone, its attempts counted, and left for the sweep,
 * which tries again (every step is idempotent). The locks the batch needs (per patient, per wamid)
 * are taken first, all at once and in one order, so concurrent batches on PostgreSQL cannot deadlock.
 */
export async function processInboxRows(
  deps: ProcessDeps,
  ids: readonly string[],
  fresh?: ReadonlyMap<string, StoredRow>,
): Promise<void> {
  const { db, log } = deps;
  if (ids.length === 0) return;
  // Rows this instance has just stored come with their payload (`fresh`): under a burst, reading
  // every payload back and decoding it again cost more than storing it; for the simulator's rows the
  // read was one statement of every chat turn's seventeen. The others are read by
  // primary key alone: with 'processed_at is null' too, the planner may walk the partial index of
  // every pending row instead, which under a burst is thousands.
  const toRead = fresh ? ids.filter((id) => !fresh.has(id)) : ids;
  const rows: InboxRow[] = [];
  for (const id of ids) {
    const stored = fresh?.get(id);
    if (stored) rows.push({ id, ...stored });
  }
  if (toRead.length > 0) {
    const stored = await db
      .select()
      .from(webhookInbox)
      .where(inArray(webhookInbox.id, [...toRead]));
    rows.push(...stored.filter((row) => !row.processedAt));
  }
  if (rows.length === 0) return;
  // In the order they were queued (the database answers in any order): a patient's messages are
  // answered, and a burst of them read, in the order they came.
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);

  const phoneIds = new Set<string>();
  const read = rows.map((row) => {
    if (row.source === 'sandbox') return { row, events: [] as WebhookEvent[] };
    const { events, skipped } = parseWebhook(row.payload);
    if (skipped > 0) log.warn({ inboxId: row.id, skipped }, 'whatsapp webhook items skipped as malformed');
    for (const e of events) if (e.type !== 'template_status') phoneIds.add(e.phoneNumberId);
    return { row, events };
  });
  // A repeated delivery (Meta retries; duplicates are common) costs this one read, not a transaction.
  const { orgByPhone, knownWamids: known } = await lookUp(
    db,
    [...phoneIds],
    read.flatMap(({ events }) => events.flatMap((e) => (e.type === 'message' ? [e.wamid] : []))),
  );
  const parsed: Parsed[] = read.map(({ row, events }) => {
    const out: Parsed = { id: row.id, messages: [], statuses: [], templates: [] };
    if (row.source === 'sandbox') {
      if (row.orgId) out.messages.push({ orgId: row.orgId, message: sandboxMessage(row.payload as SandboxPayload) });
      return out;
    }
    for (const event of events) {
      if (event.type === 'template_status') {
        out.templates.push(event);
        continue;
      }
      const orgId = orgByPhone.get(event.phoneNumberId);
      if (!orgId) {
        log.info({ phoneNumberId: event.phoneNumberId }, 'whatsapp webhook for an unknown phone number id ignored');
      } else if (event.type === 'message') {
        out.messages.push({ orgId, message: event });
      } else {
        out.statuses.push({ ...event, orgId });
      }
    }
    return out;
  });

  for (const p of parsed) p.messages = p.messages.filter((m) => !known.has(m.message.wamid));

  const idle = parsed.filter((p) => p.messages.length + p.statuses.length + p.templates.length === 0);
  const busy = parsed.filter((p) => !idle.includes(p));
  if (busy.length === 0) {
    // Nothing to write but the marks (repeats, unknown numbers): one statement, no transaction.
    await markProcessed(
      db,
      idle.map((p) => p.id),
    );
    return;
  }
  // When new messages are answered (the chat receptionist: tens of statements each), each row
  // that brings one commits alone, and the service's intake gets its turn in between: on PGlite
  // a transaction holds the only connection, and a webhook's store waits for it to end.
  // Rows of one patient share a chunk: their texts in a burst are read as one turn (burst-turns.ts).
  const answering = deps.respond !== undefined;
  const cheap = busy.filter((p) => !answering || p.messages.length === 0);
  const heavy = busy.filter((p) => !cheap.includes(p));
  const chunks = [...(cheap.length > 0 ? [cheap] : []), ...bySender(heavy)];
  const turns = new Map(chunks.map((chunk) => [chunk, answering ? turnsOf(chunk) : []]));
  // The optional interpreter is asked before any transaction opens (it may take seconds).
  const prepared = await prepareMessages(deps, [...turns.values()].flat());
  for (const [i, chunk] of chunks.entries()) {
    if (i > 0) await deps.yieldTurn?.();
    await commitChunk(deps, chunk, turns.get(chunk)!, i === 0 ? idle.map((p) => p.id) : [], prepared, (id) =>
      processInboxRows(deps, [id], fresh),
    );
  }
}

/**
 * Rows with new messages, one chunk per row except that rows sharing a patient (a message each of
 * one burst) share one, in the order of their first row.
 */
function bySender(rows: readonly Parsed[]): Parsed[][] {
  const chunks: Parsed[][] = [];
  const chunkOf = new Map<string, Parsed[]>();
  for (const p of rows) {
    const keys = p.messages.map((m) => patientKey(m.orgId, m.message.waId));
    const found = [...new Set(keys.map((k) => chunkOf.get(k)).filter((c) => c !== undefined))];
    const chunk = found[0] ?? [];
    if (found.length === 0) chunks.push(chunk);
    // A row that ties two chunks together (two patients in one delivery) merges them.
    for (const other of found.slice(1)) {
      chunk.push(...other);
      chunks.splice(chunks.indexOf(other), 1);
      for (const [k, c] of chunkOf) if (c === other) chunkOf.set(k, chunk);
    }
    chunk.push(p);
    for (const k of keys) chunkOf.set(k, chunk);
  }
  return chunks;
}

/** A row to process: read back from webhook_inbox, or handed over by the instance that just stored it. */
interface InboxRow extends StoredRow {
  id: string;
}

/** What an instance that just stored a webhook_inbox row hands to its processing in memory. */
export interface StoredRow {
  /** 'whatsapp' (Meta's webhook; its organisation is found by phone number id) or 'sandbox'. */
  source: string;
  /** The sandbox's organisation; null for Meta's payloads. */
  orgId: string | null;
  payload: unknown;
}

/**
 * In one statement (each one is a round trip, and on PGlite a good share of a batch's cost): the
 * organisations of these WhatsApp phone number ids (unknown ones are absent), and which of these
 * wamids are already stored as messages. Arrays go as one parameter each, whatever the batch's size.
 */
async function lookUp(
  db: Db,
  phoneNumberIds: string[],
  wamids: string[],
): Promise<{ orgByPhone: Map<string, string>; knownWamids: Set<string> }> {
  const orgByPhone = new Map<string, string>();
  const knownWamids = new Set<string>();
  if (phoneNumberIds.length === 0 && wamids.length === 0) return { orgByPhone, knownWamids };
  const { rows } = await db.execute(sql`
    select 'org' as kind, phone_number_id as key, org_id::text as org_id from ${channels}
      where kind = 'whatsapp' and phone_number_id = any(${sql.param(phoneNumberIds)}::text[])
    union all
    select 'wamid', wamid, null from ${messages} where wamid = any(${sql.param(wamids)}::text[])`);
  for (const row of rows as { kind: string; key: string; org_id: string | null }[]) {
    if (row.kind === 'org') orgByPhone.set(row.key, row.org_id!);
    else knownWamids.add(row.key);
  }
  return { orgByPhone, knownWamids };
}

/** A delivery that failed this often is left alone (logged each time): it would fail again. */
export const INBOX_MAX_ATTEMPTS = 10;

/** Rows a crash (or a failure) left unprocessed for longer than `olderThanMs`: the sweep's work. */
export async function unprocessedInbox(db: Db, olderThanMs: number, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: webhookInbox.id })
    .from(webhookInbox)
    .where(
      and(
        isNull(webhookInbox.processedAt),
        lt(webhookInbox.receivedAt, new Date(Date.now() - olderThanMs)),
        lt(webhookInbox.attempts, INBOX_MAX_ATTEMPTS),
      ),
    )
    .orderBy(webhookInbox.receivedAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

function sandboxMessage(p: SandboxPayload): InboundMessage {
  if (p.media && !p.text && !p.buttonId) {
    return {
      waId: p.from.replace(/\D/g, ''),
      profileName: p.name,
      wamid: p.wamid,
      at: new Date(p.at),
      kind: 'other',
      text: `[${p.media}]`,
      buttonId: undefined,
    };
  }
  return {
    waId: p.from.replace(/\D/g, ''),
    profileName: p.name,
    wamid: p.wamid,
    at: new Date(p.at),
    kind: p.buttonId ? 'interactive' : 'text',
    text: p.text ?? p.buttonId ?? '',
    buttonId: p.buttonId,
  };
}
