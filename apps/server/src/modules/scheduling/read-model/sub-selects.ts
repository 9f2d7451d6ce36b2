import { type SQL, sql } from 'drizzle-orm';
import { field, jsonTuple } from '../../../db/json-tuple.ts';
import { liveStatusesSql } from '../../../db/status-sql.ts';
import { epochMs as ms } from '../appointment-wire.ts';

/**
 * The scheduling read model's SQL, one fragment per sub-select (docs/decisions/0011-scheduling-read-model.md).
 * Each answers one JSON text value of tuples declared here with names (db/json-tuple.ts), which
 * decode.ts reads back into the domain's shapes; the
 * loaders (schedule-data.ts, schedule-cache.ts) put several in one statement, so a placement check
 * or a cache load is one round trip with one snapshot.
 */

/**
 * No appointment lasts this long: placement keeps each within one day's opening hours. Bounding
 * starts_at from below lets the (org_id, starts_at, ends_at) and (resource_id, starts_at) indexes
 * read only the window instead of everything that started before its end.
 */
export const LONGEST_APPOINTMENT_MS = 2 * 86_400_000;

const iso = (instant: number) => new Date(instant).toISOString();

export const serviceTuple = jsonTuple({
  id: field<string>(sql`s.id`),
  durationMin: field<number>(sql`s.duration_min`),
});

export const resourceTuple = jsonTuple({
  id: field<string>(sql`r.id`),
  name: field<string>(sql`r.name`),
  active: field<boolean>(sql`r.active`),
  locationId: field<string>(sql`r.location_id`),
  tz: field<string>(sql`l.tz`),
});

/** One-off blocks carry instants; daily ones wall times in their location's zone. */
export const blockTuple = jsonTuple({
  id: field<string>(sql`b.id`),
  resourceId: field<string | null>(sql`b.resource_id`),
  start: field<number | null>(ms(sql`b.starts_at`)),
  end: field<number | null>(ms(sql`b.ends_at`)),
  startTime: field<string | null>(sql`b.start_time`),
  endTime: field<string | null>(sql`b.end_time`),
});

export const busyTuple = jsonTuple({
  id: field<string>(sql`a.id`),
  resourceId: field<string>(sql`a.resource_id`),
  start: field<number>(ms(sql`a.starts_at`)),
  end: field<number>(ms(sql`a.ends_at`)),
});

/** An appointment event with the appointment as it is now: live or not, and where. */
export const deltaTuple = jsonTuple({
  eventId: field<number>(sql`e.id`),
  id: field<string>(sql`a.id`),
  resourceId: field<string>(sql`a.resource_id`),
  start: field<number>(ms(sql`a.starts_at`)),
  end: field<number>(ms(sql`a.ends_at`)),
  live: field<boolean>(sql`a.status in ${liveStatusesSql}`),
});

/** One live service of the organisation as { id, durationMin }, or null. */
export function serviceSql(orgId: string, serviceId: string | null): SQL {
  return sql`select json_build_object('id', s.id, 'durationMin', s.duration_min) from services s
    where s.id = ${serviceId} and s.org_id = ${orgId} and s.archived_at is null`;
}

/** Live services as serviceTuple's. */
export function servicesSql(orgId: string): SQL {
  return sql`select coalesce(json_agg(${serviceTuple.sql}), '[]')
    from services s where s.org_id = ${orgId} and s.archived_at is null`;
}

/** Live resources (all, or one) with their location's zone, by name, as resourceTuple's. */
export function resourcesSql(orgId: string, resourceId?: string): SQL {
  return sql`select coalesce(json_agg(${resourceTuple.sql} order by r.name, r.id), '[]')
    from resources r join locations l on l.id = r.location_id
    where r.org_id = ${orgId} and r.archived_at is null ${resourceId ? sql`and r.id = ${resourceId}` : sql``}`;
}

/** The organisation's configuration as the domain's Config fields (normalised by decodeConfig). */
export function configSql(orgId: string): SQL {
  return sql`select json_build_object('openTime', c.open_time, 'closeTime', c.close_time, 'increment', c.increment,
      'allowedDurations', c.allowed_durations, 'palette', c.palette, 'themeMode', c.theme_mode,
      'reminderFrequencies', c.reminder_frequencies, 'weeklyHours', c.weekly_hours)
    from configs c where c.org_id = ${orgId}`;
}

/**
 * Blocks as blockTuple's: every daily one, and the one-off ones that overlap `overlapping` (or, with
 * `endingAfter`, that end after it). With `resourceId`, only that resource's and the org-wide ones.
 */
export function blocksSql(
  orgId: string,
  window: { overlapping: { from: number; until: number } } | { endingAfter: number },
  resourceId?: string,
): SQL {
  const oneOff =
    'overlapping' in window
      ? sql`(b.starts_at < ${iso(window.overlapping.until)} and b.ends_at > ${iso(window.overlapping.from)})`
      : sql`b.ends_at > ${iso(window.endingAfter)}`;
  return sql`select coalesce(json_agg(${blockTuple.sql}), '[]')
    from blocks b
    where b.org_id = ${orgId}
      ${resourceId ? sql`and (b.resource_id is null or b.resource_id = ${resourceId})` : sql``}
      and (b.start_time is not null or ${oneOff})`;
}

/**
 * Live appointments as busyTuple's: those overlapping [from, until) (of one resource, by its index,
 * or of the organisation), or with `until` absent every one ending after `from`. No ORDER BY: the
 * index reads by start, and the domain's index sorts if it must.
 */
export function busySql(orgId: string, window: { from: number; until?: number }, resourceId?: string): SQL {
  const whose = resourceId ? sql`a.resource_id = ${resourceId}` : sql`a.org_id = ${orgId}`;
  const starts =
    window.until === undefined
      ? sql``
      : sql`and a.starts_at < ${iso(window.until)} and a.starts_at > ${iso(window.from - LONGEST_APPOINTMENT_MS)}`;
  return sql`select coalesce(json_agg(${busyTuple.sql}), '[]')
    from appointments a
    where ${whose} and a.status in ${liveStatusesSql} ${starts} and a.ends_at > ${iso(window.from)}`;
}

/**
 * Live appointments as busyTuple's that start in [from, until): what widening a window that ended
 * at `from` adds (those starting earlier and reaching into it were already held).
 */
export function busyStartingSql(orgId: string, window: { from: number; until: number }): SQL {
  return sql`select coalesce(json_agg(${busyTuple.sql}), '[]')
    from appointments a
    where a.org_id = ${orgId} and a.status in ${liveStatusesSql}
      and a.starts_at >= ${iso(window.from)} and a.starts_at < ${iso(window.until)}`;
}

/** Appointment events after `afterEventId`, each with its appointment as it is now, as deltaTuple's. */
export function deltaSql(orgId: string, afterEventId: number): SQL {
  return sql`select coalesce(json_agg(${deltaTuple.sql} order by e.id), '[]')
    from appointment_events e join appointments a on a.id = e.appointment_id
    where e.org_id = ${orgId} and e.id > ${afterEventId}`;
}
