import { DomainError } from '@recepta/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema/index.ts';
import type { OrgActor } from '../../http/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';

/**
 * Revokes a feed: its URL answers 404 from the next fetch on, since every fetch looks its token up
 * (nothing about a feed is cached ahead of that lookup). Another organisation's feed is 404.
 */
export async function revokeCalendarFeed(
  db: Db,
  { orgId }: Pick<OrgActor, 'orgId'>,
  feedId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(calendarFeeds)
      .set({ revokedAt: now })
      .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.orgId, orgId), isNull(calendarFeeds.revokedAt)))
      .returning({ id: calendarFeeds.id });
    if (!row) throw new DomainError('not_found');
    await recordAudit(tx, { orgId, action: 'calendar_feed.revoked', target: { kind: 'calendar_feed', id: feedId } });
  });
}
