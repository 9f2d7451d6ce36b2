import { createHash } from 'node:crypto';
import { calendarFeedHead, calendarFeedWindow, newFeedWriter, writeIcsHead } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orgVersionColumns, toOrgVersions } from '../../db/org-versions.ts';
import { buildFeed, type FeedBuild, type FeedNames, spliceFeed } from './feed-events.ts';
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
  /** The organisation's catalogue version: the names every event shows stand while it does. */
  catalog: number;
  /** The organisation's newest appointment event: every appointment change raises it. */
  event: number;
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
  // Once a day at most: the retention run ends feeds nobody fetched for long (docs/privacy.md#retention).
  await db.execute(sql`update calendar_feeds set last_used_at = ${now.toISOString()}
    where id = ${row.id} and (last_used_at is null or last_used_at < ${new Date(now.getTime() - 86_400_000).toISOString()})`);
  const versions = toOrgVersions(row as Record<string, unknown>);
  const window = calendarFeedWindow(now);
  const version = `${FORMAT}|${row.id}|${versions?.catalog}|${versions?.event}|${window.from.getTime()}`;
  return {
    id: row.id,
    orgId: row.org_id,
    resourceId: row.resource_id,
    name: row.name,
    window,
    catalog: versions?.catalog ?? 0,
    event: versions?.event ?? 0,
    etag: `W/"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * One appointment as the queries below write it: one line of comma-separated fields, its uuids first
 * at fixed places (feed-events.ts), the patient's empty without one, then instants in whole epoch
 * seconds (what DTSTAMP, DTSTART and DTEND show). Every field is a uuid, a number or a status word,
 * so none holds a comma or a line break; names travel apart, once each. date_part answers a
 * float8, cheaper than extract's numeric (PostgreSQL 14 on), and seconds are fewer characters to
 * make and decode than milliseconds (docs/benchmarks.md#calendar-feeds).
 */
const rowText = sql`concat_ws(',', a.id, a.service_id, a.location_id, a.resource_id, coalesce(a.customer_id::text, ''),
  floor(date_part('epoch', a.starts_at))::bigint, floor(date_part('epoch', a.ends_at))::bigint,
  a.status, a.revision, floor(date_part('epoch', a.updated_at))::bigint)`;

/** What `picked` holds of each appointment. */
const feedColumns = sql`a.id, a.starts_at, a.ends_at, a.status, a.revision, a.updated_at, a.service_id,
  a.location_id, a.resource_id, a.customer_id`;

/** Whether appointment `a` belongs in the feed: its professional (or any) and its window. */
function inFeed(feed: FoundFeed) {
  const { resourceId, window } = feed;
  return sql`(${resourceId}::uuid is null or a.resource_id = ${resourceId}::uuid)
    and a.starts_at < ${window.to.toISOString()} and a.ends_at > ${window.from.toISOString()}`;
}

/**
 * The names the rows of CTE `picked` point at, each once: services, places, professionals, their
 * patients. A patient's name is one lookup by its unique key per distinct id, a plan no estimate
 * can change: as a join, a freshly filled table (no statistics yet; PGlite never gathers them)
 * was joined by a loop comparing every pair, most of the read's time (docs/benchmarks.md#calendar-feeds-fourth-pass).
 */
const namesSql = (orgId: string) => sql`
    (select coalesce(json_object_agg(s.id, s.name), '{}') from services s where s.org_id = ${orgId})::text as services,
    (select coalesce(json_object_agg(l.id, l.name), '{}') from locations l where l.org_id = ${orgId})::text as locations,
    (select coalesce(json_object_agg(r.id, r.name), '{}') from resources r where r.org_id = ${orgId})::text as resources,
    (select coalesce(json_object_agg(d.customer_id,
        (select c.name from customers c where c.org_id = ${orgId} and c.id = d.customer_id)), '{}')
      from (select distinct p.customer_id from picked p where p.customer_id is not null) d)::text as customers`;

interface RowsAnswer {
  items: string;
  services: string;
  locations: string;
  resources: string;
  customers: string;
}

function namesOf(answer: RowsAnswer): FeedNames {
  const names = (text: string) => new Map(Object.entries(JSON.parse(text) as Record<string, string>));
  return {
    services: names(answer.services),
    locations: names(answer.locations),
    resources: names(answer.resources),
    customers: names(answer.customers),
  };
}

/**
 * The appointments of a feed's window, any status (cancelled ones say so), earliest first. One
 * query answering text: thousands of rows of ten columns cost far more to move and decode one by
 * one (PGlite above all) than one string split at once, and lines joined by concat_ws cost the
 * database half what json_build_array's per-value type lookups did (docs/benchmarks.md); names of
 * services, places, professionals and patients come once each, not once per appointment.
 */
async function feedRows(db: Db, feed: FoundFeed) {
  const { rows } = await db.execute(sql`with picked as (
      select ${feedColumns} from appointments a where a.org_id = ${feed.orgId} and ${inFeed(feed)})
    select (select coalesce(string_agg(${rowText}, E'\n' order by a.starts_at, a.id), '') from picked a) as items,
    ${namesSql(feed.orgId)}`);
  const answer = rows[0] as unknown as RowsAnswer;
  return { text: answer.items, names: namesOf(answer) };
}

/**
 * The appointments changed since event `after` (docs/architecture.md#caches-and-their-version-checks):
 * each as it is now, those still in the feed as lines of `text` and the others' ids in `gone`, and the
 * newest event read. Per organisation, event ids are drawn under a lock held to commit, so "every
 * event after N" misses none; applying one twice changes nothing, since rows are read as they are.
 */
async function changedSince(db: Db, feed: FoundFeed, after: number) {
  const { rows } = await db.execute(sql`with changed as (
      select e.appointment_id as id, max(e.id) as event from appointment_events e
      where e.org_id = ${feed.orgId} and e.id > ${after} group by e.appointment_id),
    picked as (
      select ${feedColumns} from changed x join appointments a on a.id = x.id
      where a.org_id = ${feed.orgId} and ${inFeed(feed)})
    select
      (select coalesce(max(event), ${after}) from changed)::text as event,
      (select coalesce(json_agg(x.id), '[]') from changed x
        where not exists (select 1 from picked a where a.id = x.id))::text as gone,
      (select coalesce(string_agg(${rowText}, E'\n'), '') from picked a) as items,
      ${namesSql(feed.orgId)}`);
  const answer = rows[0] as unknown as RowsAnswer & { event: string; gone: string };
  return {
    event: Number(answer.event),
    gone: JSON.parse(answer.gone) as string[],
    text: answer.items,
    names: namesOf(answer),
  };
}

/**
 * A feed's last build (feed-events.ts), under one catalogue version, window and newest appointment
 * event. While the catalogue and window stand, a rebuild after one appointment changed reads and
 * writes only what changed since `event`; otherwise every row is read again, and each event whose
 * row and shown names are unchanged keeps its text.
 */
export interface KeptEvents {
  catalog: number;
  event: number;
  windowFrom: number;
  /** When it was read in full: events are purged after a day, so older builds are read again. */
  loadedAt: number;
  build: FeedBuild;
}

/** Events are purged after a day (realtime/publish.ts): a build older than an hour is read in full. */
const MAX_AGE_MS = 3_600_000;

/** The feed's calendar as RFC 5545 text in UTF-8 (the domain's writer), and its events for the next build. */
export async function readCalendarFeed(
  db: Db,
  feed: FoundFeed,
  kept?: KeptEvents,
): Promise<{ body: Buffer; events: KeptEvents }> {
  const writer = newFeedWriter();
  const head = writeIcsHead(calendarFeedHead(feed.name));
  let events: KeptEvents;
  const sameBase =
    kept !== undefined &&
    kept.catalog === feed.catalog &&
    kept.windowFrom === feed.window.from.getTime() &&
    Date.now() - kept.loadedAt < MAX_AGE_MS;
  if (sameBase && kept.event <= feed.event) {
    // Only the appointments changed since the last build are read and written again.
    const changed = await changedSince(db, feed, kept.event);
    const build = spliceFeed(head, kept.build, changed.text, changed.gone, changed.names, writer);
    events = { ...kept, event: Math.max(kept.event, changed.event), build };
  } else {
    // Every row read again (a catalogue change, a new day, a first build): what is unchanged is reused.
    const { text, names } = await feedRows(db, feed);
    events = {
      catalog: feed.catalog,
      event: feed.event,
      windowFrom: feed.window.from.getTime(),
      loadedAt: Date.now(),
      build: buildFeed(head, text, names, writer, kept?.build),
    };
  }
  return { body: events.build.body, events };
}
