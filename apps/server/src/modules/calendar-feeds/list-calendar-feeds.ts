import type { CalendarFeedWire } from '@recepta/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema/index.ts';
import type { OrgActor } from '../../http/actor.ts';
import { feedQuery, toFeedWire } from './feed-rows.ts';

/** The organisation's live feeds, newest first; never their URLs (only a hash of each is kept). */
export async function listCalendarFeeds(db: Db, { orgId }: Pick<OrgActor, 'orgId'>): Promise<CalendarFeedWire[]> {
  const rows = await feedQuery(db)
    .where(and(eq(calendarFeeds.orgId, orgId), isNull(calendarFeeds.revokedAt)))
    .orderBy(desc(calendarFeeds.createdAt), desc(calendarFeeds.id));
  return rows.map(toFeedWire);
}
