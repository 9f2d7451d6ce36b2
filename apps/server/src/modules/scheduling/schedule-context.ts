import {
  type Appointment,
  type Block,
  type Config,
  checkPlacement,
  DomainError,
  normalizeConfig,
  type PlacementInput,
} from '@recepta/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveStatusesSql } from '../../db/status-sql.ts';
import { epochMs as ms } from './appointment-wire.ts';

/**
 * No appointment lasts this long: placement keeps each within one day's opening hours. Bounding
 * starts_at from below lets the (org_id, starts_at, ends_at) and (resource_id, starts_at) indexes
 * read only the window instead of everything that started before its end.
 */
export const LONGEST_APPOINTMENT_MS = 2 * 86_400_000;

export interface ContextResource {
  id: string;
  name: string;
  active: boolean;
  locationId: string;
  tz: string;
}

export interface ScheduleData {
  /** Undefined when no serviceId was asked for, or none of this organisation's live ones has it. */
  service: { id: string; durationMin: number } | undefined;
  /** Live resources of the organisation (the one asked for, or all), by name. */
  resources: ContextResource[];
  config: Config;
  blocks: Block[];
  /** Live appointments in the busy window. */
  busy: Appointment[];
}

export interface ContextQuery {
  orgId: string;
  serviceId?: string | undefined;
  /** One resource, or every live one of the organisation. */
  resourceId?: string | undefined;
  /** One-off blocks overlapping this window are read (daily ones always). */
  blocks: { from: number; until: number };
  /** Live appointments overlapping this window are read. */
  busy: { from: number; until: number };
}

export type BlockTuple = [
  id: string,
  resourceId: string | null,
  start: number | null,
  end: number | null,
  startTime: string | null,
  endTime: string | null,
];
type BusyTuple = [id: string, resourceId: string, start: number, end: number];
export type ResourceTuple = [id: string, name: string, active: boolean, locationId: string, tz: string];

const iso = (instant: number) => new Date(instant).toISOString();

/**
 * Everything a placement check or an availability search reads, in one round trip: the service,
 * the resources with their location's zone, the config, the blocks and the live appointments of a
 * window. Several small reads cost a round trip each (and, on PGlite, decoding per row); this is
 * one statement answering JSON values.
 */
export async function loadScheduleData(db: Db, q: ContextQuery): Promise<ScheduleData> {
  const resourceOnly = (column: SQL) => (q.resourceId ? sql`and ${column} = ${q.resourceId}` : sql``);
  const rows = await db.execute(sql`select
    (select json_build_object('id', s.id, 'durationMin', s.duration_min) from services s
      where s.id = ${q.serviceId ?? null} and s.org_id = ${q.orgId} and s.archived_at is null)::text as service,
    (select coalesce(json_agg(json_build_array(r.id, r.name, r.active, r.location_id, l.tz)
        order by r.name, r.id), '[]')
      from resources r join locations l on l.id = r.location_id
      where r.org_id = ${q.orgId} and r.archived_at is null ${resourceOnly(sql`r.id`)})::text as resources,
    (select json_build_object('openTime', c.open_time, 'closeTime', c.close_time, 'increment', c.increment,
        'allowedDurations', c.allowed_durations, 'palette', c.palette, 'themeMode', c.theme_mode,
        'reminderFrequencies', c.reminder_frequencies)
      from configs c where c.org_id = ${q.orgId})::text as config,
    (select coalesce(json_agg(json_build_array(b.id, b.resource_id, ${ms(sql`b.starts_at`)}, ${ms(sql`b.ends_at`)},
        b.start_time, b.end_time)), '[]')
      from blocks b
      where b.org_id = ${q.orgId}
        ${q.resourceId ? sql`and (b.resource_id is null or b.resource_id = ${q.resourceId})` : sql``}
        and (b.start_time is not null
          or (b.starts_at < ${iso(q.blocks.until)} and b.ends_at > ${iso(q.blocks.from)})))::text as blocks,
    (${busySql(q.orgId, q.resourceId, q.busy.from, q.busy.until)}) as busy`);
  const row = rows.rows[0] as Record<string, string | null>;
  const parse = <T>(text: string | null | undefined, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);
  return {
    service: parse(row.service, undefined),
    resources: parse<ResourceTuple[]>(row.resources, []).map(([id, name, active, locationId, tz]) => ({
      id,
      name,
      active,
      locationId,
      tz,
    })),
    config: normalizeConfig(parse(row.config, {})),
    blocks: parse<BlockTuple[]>(row.blocks, []).map(toBlock),
    busy: parse<BusyTuple[]>(row.busy, []).map(toAppointment),
  };
}

function busySql(orgId: string, resourceId: string | undefined, from: number, until: number): SQL {
  // The resource index when one is asked for, else the organisation's (org_id, starts_at) one.
  const whose = resourceId ? sql`a.resource_id = ${resourceId}` : sql`a.org_id = ${orgId}`;
  // No ORDER BY: the index reads by start, and the domain's index sorts if it must.
  return sql`select coalesce(json_agg(json_build_array(a.id, a.resource_id, ${ms(sql`a.starts_at`)}, ${ms(sql`a.ends_at`)})), '[]')::text
    from appointments a
    where ${whose} and a.status in ${liveStatusesSql}
      and a.starts_at < ${iso(until)} and a.starts_at > ${iso(from - LONGEST_APPOINTMENT_MS)}
      and a.ends_at > ${iso(from)}`;
}

function toAppointment([id, resourceId, start, end]: BusyTuple): Appointment {
  return { id, resourceId, start, end, status: 'pending' };
}

/** A blocks row as the domain's Block: one-off (instants) or daily (wall times in the location's zone). */
export function toBlock([id, resourceId, start, end, startTime, endTime]: BlockTuple): Block {
  if (start !== null && end !== null) return { kind: 'oneoff', id, resourceId, start, end };
  return { kind: 'daily', id, resourceId, startTime: startTime ?? '', endTime: endTime ?? '' };
}

/**
 * Re-checks a placement with the domain's rules (the server is the authority; the browser only
 * predicts) against the database as this transaction sees it, and throws the first broken rule
 * as a DomainError. What a concurrent transaction commits meanwhile is refused by the exclusion
 * constraint when the row is written.
 */
export function assertPlacement(data: ScheduleData, tz: string, input: PlacementInput): void {
  const result = checkPlacement(input, { config: data.config, tz, blocks: data.blocks, appointments: data.busy });
  if (!result.ok) throw new DomainError(result.code, result.details);
}

/** The window a placement of `durationMin` minutes from `start` can collide in. */
export function placementWindow(start: number, durationMin: number): { from: number; until: number } {
  return { from: start, until: start + Math.max(durationMin, 0) * 60_000 };
}
