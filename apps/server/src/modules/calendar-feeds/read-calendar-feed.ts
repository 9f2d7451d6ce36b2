import { createHash } from 'node:crypto';
import {
  type AppointmentStatus,
  calendarFeedOf,
  calendarFeedWindow,
  type FeedAppointment,
  writeCalendar,
} from '@recepta/domain';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orgVersionColumns, toOrgVersions } from '../../db/org-versions.ts';
import { appointments, customers, locations, resources, services } from '../../db/schema/index.ts';
import { hashFeedToken } from './feed-rows.ts';

/** What a feed's URL carries: 32 random bytes in base64url (feed-rows.ts), and `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** Bumped when the body's shape changes, so a client's copy from an older server is not revalidated. */
const FORMAT = 'c1';

/** A live feed found by its token, and the version of what it would show now. */
export interface FoundFeed {
  id: string;
  orgId: string;
  resourceId: string | null;
  name: string;
  window: { from: Date; to: Date };
  /**
   * Weak ETag: the feed, the organisation's versions (db/org-versions.ts: the catalogue holds the
   * names the events show, the newest appointment event every appointment change) and the day
   * the window starts. Equal ETags mean equal bodies, so a 304 needs no appointment read.
   */
  etag: string;
}

/**
 * The public read's first step (docs/api.md#calendar-feeds): the feed of a URL's last segment, or
 * undefined for anything else (malformed, unknown or revoked). One indexed query, made on every
 * fetch: nothing is cached ahead of it, so a revoked URL answers 404 at once.
 */
export async function findCalendarFeed(db: Db, file: string, now: Date): Promise<FoundFeed | undefined> {
  const token = FEED_FILE.exec(file)?.[1];
  if (!token) return undefined;
  const { rows } = await db.execute(sql`select f.id, f.org_id, f.resource_id, f.name,
      ${orgVersionColumns(sql`f.org_id`)}
    from calendar_feeds f where f.token_hash = ${hashFeedToken(token)} and f.revoked_at is null`);
  const row = rows[0] as { id: string; org_id: string; resource_id: string | null; name: string } | undefined;
  if (!row) return undefined;
  const versions = toOrgVersions(row as Record<string, unknown>);
  const window = calendarFeedWindow(now);
  const version = `${FORMAT}|${row.id}|${versions?.catalog}|${versions?.event}|${window.from.getTime()}`;
  return {
    id: row.id,
    orgId: row.org_id,
    resourceId: row.resource_id,
    name: row.name,
    window,
    etag: `W/"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`,
  };
}

/** The appointments of a feed's window, any status (cancelled ones say so), earliest first. */
async function feedAppointments(db: Db, feed: FoundFeed): Promise<FeedAppointment[]> {
  const inFeed = and(
    eq(appointments.orgId, feed.orgId),
    feed.resourceId ? eq(appointments.resourceId, feed.resourceId) : undefined,
    lt(appointments.startsAt, feed.window.to),
    gt(appointments.endsAt, feed.window.from),
  );
  const rows = await db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      revision: appointments.revision,
      updatedAt: appointments.updatedAt,
      serviceName: services.name,
      customerName: customers.name,
      locationName: locations.name,
      resourceName: resources.name,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(locations, eq(locations.id, appointments.locationId))
    .innerJoin(resources, eq(resources.id, appointments.resourceId))
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .where(inFeed)
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map((row) => ({ ...row, status: row.status as AppointmentStatus }));
}

/** The feed's calendar as RFC 5545 text (the domain's writer). */
export async function readCalendarFeed(db: Db, feed: FoundFeed): Promise<string> {
  return writeCalendar(calendarFeedOf(feed.name, await feedAppointments(db, feed)));
}
