/**
 * The commit of a batch of webhook deliveries (docs/architecture.md#whatsapp-channel): one
 * transaction per chunk of rows, each row in a savepoint, with the rows' marks. The pipeline that
 * reads, routes and chunks the batch is process-inbox.ts.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { channels, messageTemplates, webhookInbox } from '../../../db/schema/index.ts';
import { emit } from '../../../events/bus.ts';
import type { WebhookEvent } from '../graph/graph-schemas.ts';
import { type InboundTurn, mergedMessage } from './burst-turns.ts';
import type { Parsed, ProcessDeps } from './inbound-types.ts';
import { lockPatients, type Received, receiveMessage } from './receive-message.ts';
import { applyStatus, applyStatuses, lockWamids, type StatusReport } from './statuses.ts';

/** A delivery that brings statuses only (no message, no template verdict). */
const statusOnly = (p: Parsed) => p.messages.length === 0 && p.templates.length === 0;

const reportOf = (st: Parsed['statuses'][number]): StatusReport => ({
  orgId: st.orgId,
  wamid: st.wamid,
  status: st.status,
  callbackData: st.callbackData,
  ...(st.error ? { error: st.error } : {}),
});

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
 * One transaction: these rows' effects, each in a savepoint, and their marks (with `marks`, the
 * repeats of the batch). A row that fails is undone alone and counted for the sweep; if the
 * transaction itself fails, its rows go again one at a time, each through `alone` (the whole pipeline
 * for one row: passed in rather than imported, so this file does not import its caller).
 */
export async function commitChunk(
  deps: ProcessDeps,
  chunk: Parsed[],
  turns: readonly InboundTurn[],
  marks: string[],
  prepared: ReadonlyMap<string, unknown>,
  alone: (id: string) => Promise<void>,
): Promise<void> {
  const { db, log } = deps;
  const done: string[] = [];
  const failed: { id: string; err: unknown }[] = [];
  const received: { orgId: string; received: Received }[] = [];
  try {
    await db.transaction(async (tx) => {
      // A chunk of one row needs no savepoint of its own: if the row fails, the transaction does,
      // and the catch below counts the row's attempt just the same (two statements saved per turn).
      // Its mark then goes first, in the statement of the patient locks: it commits only with the row.
      const alone = chunk.length === 1 && marks.length === 0;
      const locked = await lockPatients(
        tx,
        chunk.flatMap((p) => p.messages.map((m) => ({ orgId: m.orgId, waId: m.message.waId }))),
        alone ? markProcessedSql([chunk[0]!.id]) : undefined,
      );
      const markedEarly = alone && locked;
      await lockWamids(
        tx,
        chunk.flatMap((p) => p.statuses.map((st) => st.wamid)),
      );
      // Each message stored in its row's savepoint; the answers come after them all, one per turn.
      const stored = new Map<string, Received>();
      for (const p of chunk) {
        if (statusOnly(p)) continue;
        const mine: { orgId: string; wamid: string; received: Received }[] = [];
        try {
          const row = async (sp: Db) => {
            for (const t of p.templates) await applyTemplateStatus(sp, t);
            for (const m of p.messages) {
              // The batch's patient locks were taken above.
              const r = await receiveMessage(sp, m.orgId, m.message, { locked: true });
              if (r) {
                mine.push({ orgId: m.orgId, wamid: m.message.wamid, received: r });
                await emit(sp, {
                  type: 'message.received',
                  at: deps.now().getTime(),
                  orgId: m.orgId,
                  conversationId: r.conversationId,
                  customerId: r.customerId,
                  messageId: r.messageId,
                });
              }
            }
            for (const st of p.statuses) await applyStatus(sp, reportOf(st));
          };
          if (alone) await row(tx);
          else await tx.transaction(row);
          done.push(p.id);
          for (const m of mine) {
            received.push({ orgId: m.orgId, received: m.received });
            stored.set(m.wamid, m.received);
          }
        } catch (err) {
          failed.push({ id: p.id, err });
        }
      }
      // Deliveries of statuses alone (most of them, under a drain of reminders) in a few statements
      // for all: no savepoint each. If that fails, the transaction does, and each row goes alone.
      const statusRows = chunk.filter(statusOnly);
      if (statusRows.length > 0) {
        await applyStatuses(
          tx,
          statusRows.flatMap((p) => p.statuses.map(reportOf)),
        );
        done.push(...statusRows.map((p) => p.id));
      }
      if (deps.respond) for (const turn of turns) await answerTurn(deps, tx, turn, stored, prepared);
      done.push(...marks);
      if (done.length > 0 && !markedEarly) await markProcessed(tx, done);
      for (const f of failed) {
        // A row marked early that failed without failing the transaction is not processed after all.
        await tx
          .update(webhookInbox)
          .set({
            attempts: sql`${webhookInbox.attempts} + 1`,
            lastError: errorName(f.err),
            ...(markedEarly ? { processedAt: null } : {}),
          })
          .where(eq(webhookInbox.id, f.id));
      }
    });
  } catch (err) {
    // The transaction itself failed (not one row's): nothing of it committed. One row at a time
    // now, so one bad row cannot hold back the others.
    const ids = [...chunk.map((p) => p.id), ...marks];
    if (ids.length > 1) {
      for (const id of ids) await alone(id);
      return;
    }
    log.error({ err, inboxId: ids[0] }, 'whatsapp webhook processing failed; it will be retried');
    await db
      .update(webhookInbox)
      .set({ attempts: sql`${webhookInbox.attempts} + 1`, lastError: errorName(err) })
      .where(eq(webhookInbox.id, ids[0]!));
    return;
  }
  for (const f of failed) {
    log.error({ err: f.err, inboxId: f.id }, 'whatsapp webhook processing failed; it will be retried');
  }
  for (const r of received) deps.onInbound?.(r.orgId, r.received);
}

/**
 * One turn inside the batch's transaction: its messages that were stored (a repeat or a failed row
 * is not answered here), read as one, answered in a savepoint of its own: an answer that fails is
 * logged and undone, and the patient's messages stay. The preparer's reading is used only when it
 * was made of exactly these messages.
 */
async function answerTurn(
  deps: ProcessDeps,
  tx: Db,
  turn: InboundTurn,
  stored: ReadonlyMap<string, Received>,
  prepared: ReadonlyMap<string, unknown>,
): Promise<void> {
  const members = turn.members.filter((m) => stored.has(m.wamid));
  if (members.length === 0 || !deps.respond) return;
  const whole = members.length === turn.members.length;
  const message = whole ? turn.message : mergedMessage(members);
  const received = stored.get(message.wamid)!;
  const reading = whole ? prepared.get(message.wamid) : undefined;
  const respond = deps.respond;
  try {
    await tx.transaction((inner) =>
      respond(inner, {
        orgId: turn.orgId,
        received,
        message,
        now: deps.now(),
        ...(reading !== undefined ? { prepared: reading } : {}),
      }),
    );
  } catch (err) {
    deps.log.error({ err, messageId: received.messageId }, 'answering an inbound message failed');
  }
}

/** Meta's verdict on a template: the template of the channel whose WABA Meta names, by Meta's id (or by name and language). */
async function applyTemplateStatus(tx: Db, event: Extract<WebhookEvent, { type: 'template_status' }>): Promise<void> {
  const status = templateStatusOf[event.event];
  if (!status) return;
  await tx.execute(sql`update ${messageTemplates} t set status = ${status},
      rejection_reason = ${status === 'ready' ? null : (event.reason ?? null)}, updated_at = now()
    from ${channels} c
    where c.waba_id = ${event.wabaId} and c.kind = 'whatsapp' and t.org_id = c.org_id
      and (t.meta_template_id = ${event.metaTemplateId} or (t.name = ${event.name} and t.language = ${event.language}))`);
}

/** Marks rows processed in one statement (the ids as one array parameter). */
export async function markProcessed(db: Db, ids: string[]): Promise<void> {
  await db.execute(markProcessedSql(ids));
}

const markProcessedSql = (ids: string[]): SQL => sql`update ${webhookInbox} set processed_at = now(), last_error = null
    where id = any(${sql.param(ids)}::uuid[])`;

function errorName(err: unknown): string {
  return err instanceof Error ? err.name : 'error';
}
