import {
  type CreateCalendarFeedInput,
  type CreatedCalendarFeedWire,
  DomainError,
  WHOLE_CLINIC_FEED_LABEL,
} from '@recepta/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, orgs, resources } from '../../db/schema/index.ts';
import type { OrgActor } from '../../http/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { feedUrl, hashFeedToken, newFeedToken, toFeedWire } from './feed-rows.ts';

/** The professional a new feed follows: a live resource of this organisation, else a 400 naming the field. */
async function requireResource(db: Db, orgId: string, resourceId: string) {
  const [row] = await db
    .select({ id: resources.id, name: resources.name })
    .from(resources)
    .where(and(eq(resources.id, resourceId), eq(resources.orgId, orgId), isNull(resources.archivedAt)));
  if (!row) throw new DomainError('validation_failed', { fields: { resourceId: 'Elige un profesional válido' } });
  return row;
}

/**
 * A new secret feed URL (docs/api.md#calendar-feeds). Without a name, the calendar is named after
 * the professional, or the organisation and "Toda la clínica", which is what the calendar app shows.
 */
export async function createCalendarFeed(
  db: Db,
  { orgId }: Pick<OrgActor, 'orgId'>,
  input: CreateCalendarFeedInput,
  now: Date,
  publicUrl: string,
): Promise<CreatedCalendarFeedWire> {
  const resource = input.resourceId ? await requireResource(db, orgId, input.resourceId) : null;
  let name = input.name;
  if (!name) {
    const [org] = await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, orgId));
    name = `${org?.name ?? 'Recepta'} · ${resource ? resource.name : WHOLE_CLINIC_FEED_LABEL}`;
  }
  const token = newFeedToken();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(calendarFeeds)
      .values({ orgId, resourceId: resource?.id ?? null, name, tokenHash: hashFeedToken(token), createdAt: now })
      .returning({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt });
    await recordAudit(tx, {
      orgId,
      action: 'calendar_feed.created',
      target: { kind: 'calendar_feed', id: created!.id },
      changes: { name: { after: name }, resourceId: { after: resource?.id ?? null } },
    });
    return created;
  });
  return {
    ...toFeedWire({
      id: row!.id,
      name,
      resourceId: resource?.id ?? null,
      resourceName: resource?.name ?? null,
      createdAt: row!.createdAt,
    }),
    url: feedUrl(publicUrl, token),
  };
}
