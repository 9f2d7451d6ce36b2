import { countryPrivacy, type RetentionSettingsInput, type RetentionWire } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { changesBetween, recordAudit } from '../audit/record-audit.ts';
import { readOrgPrivacy } from './privacy-country.ts';
import { DEFAULT_FEED_MONTHS, previewRetention, retentionPolicy } from './retention.ts';

interface Row {
  retention_enabled: boolean;
  message_months: number | null;
  lead_months: number | null;
  feed_months: number | null;
  retention_run_at: Date | string | null;
  retention_counts: RetentionWire['preview'] | string | null;
}

async function readRow(db: Db, orgId: string): Promise<Row | undefined> {
  const found = await db.execute(sql`select retention_enabled, message_months, lead_months, feed_months,
      retention_run_at, retention_counts from org_privacy where org_id = ${orgId}`);
  return found.rows[0] as Row | undefined;
}

/** GET /privacy/retention: the settings, the defaults, and what a run now would delete. */
export async function readRetention(db: Db, orgId: string, now: Date): Promise<RetentionWire> {
  const [row, privacy, policy] = await Promise.all([
    readRow(db, orgId),
    readOrgPrivacy(db, orgId),
    retentionPolicy(db, orgId),
  ]);
  const country = countryPrivacy[privacy.country].retention;
  const counts = row?.retention_counts;
  return {
    enabled: row?.retention_enabled ?? false,
    messageMonths: row?.message_months ?? null,
    leadMonths: row?.lead_months ?? null,
    feedMonths: row?.feed_months ?? null,
    effective: { messageMonths: policy.messageMonths, leadMonths: policy.leadMonths, feedMonths: policy.feedMonths },
    defaults: { messageMonths: country.messageMonths, leadMonths: country.leadMonths, feedMonths: DEFAULT_FEED_MONTHS },
    preview: await previewRetention(db, orgId, now, policy),
    lastRun:
      row?.retention_run_at && counts
        ? {
            at: new Date(row.retention_run_at).toISOString(),
            counts: typeof counts === 'string' ? JSON.parse(counts) : counts,
          }
        : null,
  };
}

/** PUT /privacy/retention: turn the run on or off and choose the months; audited. */
export async function updateRetention(
  db: Db,
  orgId: string,
  input: RetentionSettingsInput,
  now: Date,
): Promise<RetentionWire> {
  await db.transaction(async (tx) => {
    const found = await tx.execute(sql`select retention_enabled as enabled, message_months as "messageMonths",
        lead_months as "leadMonths", feed_months as "feedMonths" from org_privacy where org_id = ${orgId} for update`);
    const before = (found.rows[0] as Record<string, unknown> | undefined) ?? {
      enabled: false,
      messageMonths: null,
      leadMonths: null,
      feedMonths: null,
    };
    await tx.execute(sql`insert into org_privacy (org_id, retention_enabled, message_months, lead_months, feed_months, updated_at)
      values (${orgId}, ${input.enabled}, ${input.messageMonths}, ${input.leadMonths}, ${input.feedMonths}, ${now.toISOString()})
      on conflict (org_id) do update set retention_enabled = excluded.retention_enabled,
        message_months = excluded.message_months, lead_months = excluded.lead_months,
        feed_months = excluded.feed_months, updated_at = excluded.updated_at`);
    const changes = changesBetween(before, input, ['enabled', 'messageMonths', 'leadMonths', 'feedMonths']);
    if (changes) {
      await recordAudit(tx, {
        orgId,
        action: 'retention.changed',
        target: { kind: 'organization', id: orgId },
        changes,
      });
    }
  });
  return readRetention(db, orgId, now);
}
