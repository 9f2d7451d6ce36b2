import {
  type Appointment,
  type AvailabilityInput,
  type Block,
  type Config,
  findAvailability,
  type Slot,
} from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import type { OrgVersions } from '../../db/org-versions.ts';
import type { ContextResource } from './read-model/decode.ts';
import { busyIn, type ScheduleCache } from './read-model/schedule-cache.ts';
import { requireResource, requireService } from './scheduling-rows.ts';
import { formatInZone } from './wire-time.ts';

const DAY_MS = 86_400_000;
const FIRST_STRETCH_MS = DAY_MS;

export interface SlotWire {
  start: string;
  end: string;
  resourceId: string;
  resourceName: string;
}

/**
 * POST /scheduling/availability: the first free slots for a service (docs/api.md#scheduling), found by the
 * domain's findAvailability (the same rules booking checks, so each slot is bookable now).
 *
 * The organisation's schedule comes from the ScheduleCache, brought up to date by one small query
 * per call and widened as the search goes further; the search then reads only the appointments it
 * needs (binary search).
 * Resources in several zones are searched zone by zone and merged by time.
 */
export async function findSlots(
  db: Db,
  cache: ScheduleCache,
  { orgId, orgVersions }: { orgId: string; orgVersions?: OrgVersions | undefined },
  input: AvailabilityInput,
  now: Date,
): Promise<SlotWire[]> {
  const earliest = Math.max(input.from ? Date.parse(input.from) : now.getTime(), now.getTime());
  const windowEnd = earliest + (input.days + 1) * DAY_MS;
  const firstUntil = Math.min(earliest + FIRST_STRETCH_MS, windowEnd);
  const schedule = await cache.get(db, orgId, { from: earliest, until: firstUntil }, orgVersions);
  const service = requireService(schedule.services.get(input.serviceId));
  const resources = input.resourceId ? [requireResource(schedule.resources, input.resourceId)] : schedule.resources;
  const zones = groupByZone(resources);
  // Appointments are handed to the search a stretch at a time (a day, then two, four…): most
  // answers are found on the first day, and indexing a whole fortnight would cost more than the
  // search. The answer is exact once every slot ends inside the stretch: later appointments only
  // make later times busier, and later times were not needed.
  let slots: Slot[];
  for (let stretch = FIRST_STRETCH_MS; ; stretch *= 2) {
    const until = Math.min(earliest + stretch, windowEnd);
    await cache.cover(db, orgId, schedule, until);
    const appointments = busyIn(schedule, earliest, until, input.resourceId);
    slots = search(zones, { config: schedule.config, blocks: schedule.blocks, appointments }, service.durationMin, {
      earliest,
      now: now.getTime(),
      days: input.days,
      limit: input.limit,
    });
    if (until >= windowEnd || slots.every((s) => s.end <= until)) break;
  }
  const byId = new Map(resources.map((r) => [r.id, r]));
  return slots.map((s) => {
    const resource = byId.get(s.resourceId)!;
    return {
      start: formatInZone(s.start, resource.tz),
      end: formatInZone(s.end, resource.tz),
      resourceId: s.resourceId,
      resourceName: resource.name,
    };
  });
}

function search(
  zones: Map<string, ContextResource[]>,
  ctx: { config: Config; blocks: Block[]; appointments: Appointment[] },
  durationMin: number,
  q: { earliest: number; now: number; days: number; limit: number },
): Slot[] {
  const found: Slot[] = [];
  for (const [tz, list] of zones) {
    const query = {
      service: { durationMin },
      resources: list,
      from: q.earliest,
      days: q.days,
      limit: q.limit,
      now: q.now,
    };
    found.push(...findAvailability(query, { ...ctx, tz }));
  }
  if (zones.size === 1) return found;
  // Several zones: one instant is offered once, earliest first.
  const seen = new Set<number>();
  return found
    .sort((a, b) => a.start - b.start)
    .filter((s) => !seen.has(s.start) && seen.add(s.start))
    .slice(0, q.limit);
}

function groupByZone(candidates: ContextResource[]): Map<string, ContextResource[]> {
  const zones = new Map<string, ContextResource[]>();
  for (const c of candidates) {
    const list = zones.get(c.tz);
    if (list) list.push(c);
    else zones.set(c.tz, [c]);
  }
  return zones;
}
