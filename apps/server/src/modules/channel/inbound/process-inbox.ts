import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { channels, messageTemplates, webhookInbox } from '../../../db/schema/index.ts';
import { orgOfPhoneNumberId } from '../channel-store.ts';
import { type InboundMessage, parseWebhook, type WebhookEvent } from '../graph/graph-schemas.ts';
import { type Received, receiveMessage } from './receive-message.ts';
import { applyStatus } from './statuses.ts';

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

/**
 * Answers one new inbound message inside the transaction that stored it (SALIR, a reminder's
 * buttons…): the message and its effects commit together, so a crash cannot keep one without the other.
 */
export type InboundResponder = (
  tx: Db,
  context: { orgId: string; received: Received; message: InboundMessage; now: Date },
) => Promise<void>;

export interface ProcessDeps {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  respond?: InboundResponder;
  /** Told of every new inbound message once stored (the chat receptionist of a later issue answers here). */
  onInbound?: (orgId: string, received: Received) => void;
}

/** Meta's template verdicts, in the product's statuses. */
const templateStatusOf: Record<string, string> = {
  APPROVED: 'ready',
  REJECTED: 'rejected',
  PAUSED: 'paused',
  DISABLED: 'disabled',
  PENDING: 'submitted',
  IN_APPEAL: 'submitted',
  REINSTATED: 'ready',
};

/**
 * Processes one stored webhook delivery (docs/architecture.md#whatsapp-channel): each event in a
 * transaction of its own, routed to its organisation by phone number id. An unknown number is
 * ignored (logged with the id only). The row is marked processed at the end; a failure leaves it for
 * the next sweep, which tries again (every step is idempotent).
 */
export async function processInboxRow(deps: ProcessDeps, id: string): Promise<void> {
  const { db, log } = deps;
  // By primary key alone: with 'processed_at is null' too, the planner may walk the partial index of
  // every pending row instead, which under a burst is thousands.
  const [row] = await db.select().from(webhookInbox).where(eq(webhookInbox.id, id));
  if (!row || row.processedAt) return;
  try {
    if (row.source === 'sandbox') {
      if (row.orgId) await handleMessage(deps, row.orgId, sandboxMessage(row.payload as SandboxPayload));
    } else {
      const { events, skipped } = parseWebhook(row.payload);
      if (skipped > 0) log.warn({ inboxId: id, skipped }, 'whatsapp webhook items skipped as malformed');
      for (const event of events) await handleEvent(deps, event);
    }
    await db.update(webhookInbox).set({ processedAt: new Date(), lastError: null }).where(eq(webhookInbox.id, id));
  } catch (err) {
    log.error({ err, inboxId: id }, 'whatsapp webhook processing failed; it will be retried');
    await db
      .update(webhookInbox)
      .set({ attempts: sql`${webhookInbox.attempts} + 1`, lastError: err instanceof Error ? err.name : 'error' })
      .where(eq(webhookInbox.id, id));
  }
}

/** Rows a crash (or a failure) left unprocessed for longer than `olderThanMs`: the sweep's work. */
export async function unprocessedInbox(db: Db, olderThanMs: number, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: webhookInbox.id })
    .from(webhookInbox)
    .where(
      and(
        isNull(webhookInbox.processedAt),
        lt(webhookInbox.receivedAt, new Date(Date.now() - olderThanMs)),
        lt(webhookInbox.attempts, 10),
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

async function handleMessage(deps: ProcessDeps, orgId: string, message: InboundMessage): Promise<void> {
  const received = await deps.db.transaction(async (tx) => {
    const stored = await receiveMessage(tx, orgId, message);
    if (stored && deps.respond) {
      const respond = deps.respond;
      try {
        // A savepoint: an answer that fails is logged and undone, and the patient's message stays.
        await tx.transaction((inner) => respond(inner, { orgId, received: stored, message, now: deps.now() }));
      } catch (err) {
        deps.log.error({ err, messageId: stored.messageId }, 'answering an inbound message failed');
      }
    }
    return stored;
  });
  if (received) deps.onInbound?.(orgId, received);
}

async function handleEvent(deps: ProcessDeps, event: WebhookEvent): Promise<void> {
  const { db, log } = deps;
  if (event.type === 'template_status') {
    const status = templateStatusOf[event.event];
    if (!status) return;
    // The template of the channel whose WABA Meta names, by Meta's id (or by name and language).
    await db.execute(sql`update ${messageTemplates} t set status = ${status},
        rejection_reason = ${status === 'ready' ? null : (event.reason ?? null)}, updated_at = now()
      from ${channels} c
      where c.waba_id = ${event.wabaId} and c.kind = 'whatsapp' and t.org_id = c.org_id
        and (t.meta_template_id = ${event.metaTemplateId} or (t.name = ${event.name} and t.language = ${event.language}))`);
    return;
  }
  const orgId = await orgOfPhoneNumberId(db, event.phoneNumberId);
  if (!orgId) {
    log.info({ phoneNumberId: event.phoneNumberId }, 'whatsapp webhook for an unknown phone number id ignored');
    return;
  }
  if (event.type === 'message') {
    await handleMessage(deps, orgId, event);
    return;
  }
  await db.transaction((tx) =>
    applyStatus(tx, {
      wamid: event.wamid,
      status: event.status,
      ...(event.error ? { error: event.error } : {}),
    }),
  );
}
