/**
 * The nightly retention run (docs/privacy.md#retention), self-contained: the predicates, their
 * preview, `runRetention(db, now)` and `retentionJob`. Per organisation that turned it on:
 * - messages older than its months (the country's default) are deleted;
 * - leads — patients who never had an appointment, a series or a waitlist place, without a message
 *   since — older than its months are deleted with their conversation and consents; a patient
 *   with a held copy, a request or an erasure pending, or a message planned, is left alone;
 * - calendar feeds nobody fetched for its months (12 by default) are revoked.
 * Work goes in batches, each its own transaction, rows taken with `skip locked`: two instances
 * running at once share the work instead of waiting on each other, and a second run finds nothing.
 */
import { countryPrivacy, instantToZoned } from '@recepta/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { defineTimedJob } from '../../jobs/define-job.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { readOrgPrivacy } from './privacy-country.ts';

export interface RetentionCounts {
  messages: number;
  leads: number;
  feeds: number;
}

export interface RetentionPolicy {
  messageMonths: number;
  leadMonths: number;
  feedMonths: number;
}

/** Calendar feeds end after a year unused, in every country. */
export const DEFAULT_FEED_MONTHS = 12;
/** Rows per batch: small enough that a batch's transaction holds its locks briefly. */
const BATCH = 500;
/** The night, in the clinic's zone: the run starts between these hours (at most once a night). */
const NIGHT_FROM = 2;
const NIGHT_TO = 6;
/** A claim younger than this means tonight's run was already done (or is under way elsewhere). */
const CLAIM_HOURS = 20;
/** How often the tick looks for organisations whose night has come. */
const TICK_MS = 15 * 60_000;

/** The months that apply: the clinic's choice, else the country's default. */
export async function retentionPolicy(db: Db, orgId: string): Promise<RetentionPolicy & { enabled: boolean }> {
  const privacy = await readOrgPrivacy(db, orgId);
  const defaults = countryPrivacy[privacy.country].retention;
  const row = (
    await db.execute(sql`select retention_enabled, message_months, lead_months, feed_months
      from org_privacy where org_id = ${orgId}`)
  ).rows[0] as
    | {
        retention_enabled: boolean;
        message_months: number | null;
        lead_months: number | null;
        feed_months: number | null;
      }
    | undefined;
  return {
    enabled: row?.retention_enabled ?? false,
    messageMonths: row?.message_months ?? defaults.messageMonths,
    leadMonths: row?.lead_months ?? defaults.leadMonths,
    feedMonths: row?.feed_months ?? DEFAULT_FEED_MONTHS,
  };
}

const before = (now: Date, months: number) =>
  sql`(${now.toISOString()}::timestamptz - make_interval(months => ${months}))`;

function oldMessages(orgId: string, now: Date, p: RetentionPolicy): SQL {
  // Queued ones are still to be sent: never old.
  return sql`from messages m where m.org_id = ${orgId} and m.sent_at < ${before(now, p.messageMonths)} and m.status <> 'queued'`;
}

function oldLeads(orgId: string, now: Date, p: RetentionPolicy): SQL {
  const cutoff = before(now, p.leadMonths);
  return sql`from customers c where c.org_id = ${orgId} and c.erased_at is null and c.created_at < ${cutoff}
    and not exists (select 1 from appointments a where a.org_id = c.org_id and a.customer_id = c.id)
    and not exists (select 1 from appointment_series s where s.org_id = c.org_id and s.customer_id = c.id)
    and not exists (select 1 from waitlist_entries w where w.org_id = c.org_id and w.customer_id = c.id)
    and not exists (select 1 from privacy_holds h where h.org_id = c.org_id and h.customer_id = c.id)
    and not exists (select 1 from rights_requests q where q.org_id = c.org_id and q.customer_id = c.id and q.status = 'open')
    and not exists (select 1 from erase_requests e where e.org_id = c.org_id and e.customer_id = c.id and e.handled_at is null)
    and not exists (select 1 from scheduled_messages sm where sm.org_id = c.org_id and sm.customer_id = c.id and sm.status = 'scheduled')
    and not exists (select 1 from conversations v join messages m on m.conversation_id = v.id
      where v.org_id = c.org_id and v.customer_id = c.id and m.sent_at >= ${cutoff})`;
}

function unusedFeeds(orgId: string, now: Date, p: RetentionPolicy): SQL {
  return sql`from calendar_feeds f where f.org_id = ${orgId} and f.revoked_at is null
    and coalesce(f.last_used_at, f.created_at) < ${before(now, p.feedMonths)}`;
}

const countOf = async (db: Db, from: SQL) =>
  Number(((await db.execute(sql`select count(*)::int as n ${from}`)).rows[0] as { n: number }).n);

/** What a run at `now` would delete: the same predicates the run uses. */
export async function previewRetention(db: Db, orgId: string, now: Date, p: RetentionPolicy): Promise<RetentionCounts> {
  return {
    messages: await countOf(db, oldMessages(orgId, now, p)),
    leads: await countOf(db, oldLeads(orgId, now, p)),
    feeds: await countOf(db, unusedFeeds(orgId, now, p)),
  };
}

/** Repeats one batch until it deletes nothing; answers the rows deleted. */
async function inBatches(db: Db, batch: (tx: Db) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction(batch);
    total += n;
    if (n < BATCH) return total;
  }
}

/** One organisation's run with its policy; answers what it deleted. */
export async function retainOrg(db: Db, orgId: string, now: Date, p: RetentionPolicy): Promise<RetentionCounts> {
  const messages = await inBatches(db, async (tx) => {
    const done = await tx.execute(sql`delete from messages where id in
      (select m.id ${oldMessages(orgId, now, p)} order by m.sent_at limit ${BATCH} for update skip locked) returning id`);
    return done.rows.length;
  });
  const leads = await inBatches(db, async (tx) => {
    const taken = await tx.execute(
      sql`select c.id ${oldLeads(orgId, now, p)} order by c.created_at limit ${BATCH} for update of c skip locked`,
    );
    const ids = (taken.rows as { id: string }[]).map((r) => r.id);
    if (ids.length === 0) return 0;
    const list = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    // Messages go with their conversation, consents with the patient (on delete cascade).
    await tx.execute(sql`delete from conversations where org_id = ${orgId} and customer_id in (${list})`);
    await tx.execute(sql`delete from customers where org_id = ${orgId} and id in (${list})`);
    return ids.length;
  });
  const feeds = await inBatches(db, async (tx) => {
    const done = await tx.execute(sql`update calendar_feeds set revoked_at = ${now.toISOString()} where id in
      (select f.id ${unusedFeeds(orgId, now, p)} limit ${BATCH} for update skip locked) returning id`);
    return done.rows.length;
  });
  return { messages, leads, feeds };
}

/**
 * Tonight's run: every organisation that turned retention on, whose night (in its first location's
 * zone) has come and that no run claimed in the last hours. The claim is one conditional update,
 * so of two instances only one runs an organisation; counts are kept on it and in the audit log.
 */
export async function runRetention(
  db: Db,
  now: Date,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<Record<string, RetentionCounts>> {
  const enabled = await db.execute(sql`select p.org_id,
      (select l.tz from locations l where l.org_id = p.org_id and l.archived_at is null order by l.created_at limit 1) as tz
    from org_privacy p where p.retention_enabled`);
  const done: Record<string, RetentionCounts> = {};
  for (const row of enabled.rows as { org_id: string; tz: string | null }[]) {
    const hour = Math.floor(instantToZoned(now.getTime(), row.tz ?? 'UTC').minutes / 60);
    if (hour < NIGHT_FROM || hour >= NIGHT_TO) continue;
    const claimed = await db.execute(sql`update org_privacy set retention_run_at = ${now.toISOString()}
      where org_id = ${row.org_id} and retention_enabled
        and (retention_run_at is null or retention_run_at < ${new Date(now.getTime() - CLAIM_HOURS * 3_600_000).toISOString()})
      returning org_id`);
    if (claimed.rows.length === 0) continue;
    const policy = await retentionPolicy(db, row.org_id);
    const counts = await retainOrg(db, row.org_id, now, policy);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update org_privacy set retention_counts = ${JSON.stringify(counts)}::jsonb
        where org_id = ${row.org_id}`);
      await recordAudit(tx, {
        orgId: row.org_id,
        actor: { kind: 'system' },
        action: 'retention.ran',
        target: { kind: 'organization', id: row.org_id },
        changes: { deleted: { after: counts } },
      });
    });
    log?.info({ orgId: row.org_id, ...counts }, 'retention run');
    done[row.org_id] = counts;
  }
  return done;
}

/**
 * The run as a timed job of the job runner (docs/architecture.md#jobs): every quarter of an hour it
 * looks for organisations whose night has come. It answers how many organisations it ran.
 */
export const retentionJob = defineTimedJob({
  name: 'retention',
  due: { everyMs: TICK_MS },
  run: async ({ db, now, log }) => Object.keys(await runRetention(db, now, log)).length,
});
