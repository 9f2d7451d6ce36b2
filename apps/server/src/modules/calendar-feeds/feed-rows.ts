import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeedWire } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, resources } from '../../db/schema/index.ts';

/** 32 random bytes, URL-safe: the secret part of a feed's URL. Only its SHA-256 is stored. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where a calendar app fetches the feed: outside /api, since no session or key goes with it. */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/cal/${token}.ics`;
}

/** The columns of a feed as listed, its professional's name joined (null for the whole clinic). */
export const feedColumns = {
  id: calendarFeeds.id,
  name: calendarFeeds.name,
  resourceId: calendarFeeds.resourceId,
  resourceName: resources.name,
  createdAt: calendarFeeds.createdAt,
};

export function feedQuery(db: Db) {
  return db.select(feedColumns).from(calendarFeeds).leftJoin(resources, eq(resources.id, calendarFeeds.resourceId));
}

export function toFeedWire(row: {
  id: string;
  name: string;
  resourceId: string | null;
  resourceName: string | null;
  createdAt: Date;
}): CalendarFeedWire {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
