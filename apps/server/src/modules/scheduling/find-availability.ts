import { type Appointment, type Block, type Config, findAvailability, type Slot } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { type ContextResource, loadBusy, loadScheduleData } from './schedule-context.ts';
import { requireResource, requireService } from './scheduling-rows.ts';
import type { AvailabilityInput } from './scheduling-schemas.ts';
import { formatInZone } from './wire-time.ts';

const DAY_MS = 86_400_000;
/** First stretch of appointments read (with everything else, in one query); each further read doubles it. */
const FIRST_STRETCH_MS = DAY_MS;

export interface SlotWire {
  start: string;
  end: string;
  resourceId: string;
  resourceName: string;
}

/**
 * POST /scheduling/availability: the first free slots for a service (API.md), found by the
 * domain's findAvailability (the same rules booking checks, so each slot is bookable now).
 *
 * Fast because it reads only what the search needs: the org's config, blocks and resources once,
 * and appointments stretch by stretch (a day, then two more, then four…) until the answer cannot
 * change. The search is run over the whole asked window each time, with appointments beyond the
 * stretch read so far simply absent: if every slot it returns ends inside that stretch, knowing
 * the later appointments could not change the answer (they only make later times busier, and
 * later times were not needed), so it is exact; otherwise the stretch grows and the search runs
 * again. Resources in several zones are searched zone by zone and merged by time.
 */
export async function findSlots(db: Db, orgId: string, input: AvailabilityInput, now: Date): Promise<SlotWire[]> {
  const earliest = Math.max(input.from ? Date.parse(input.from) : now.getTime(), now.getTime());
  const windowEnd = earliest + (input.days + 1) * DAY_MS;
  let loadedUntil = Math.min(earliest + FIRST_STRETCH_MS, windowEnd);
  const data = await loadScheduleData(db, {
    orgId,
    serviceId: input.serviceId,
    resourceId: input.resourceId,
    blocks: { from: earliest, until: windowEnd },
    busy: { from: earliest, until: loadedUntil },
  });
  const service = requireService(data);
  if (input.resourceId) requireResource(data, input.resourceId);
  const zones = groupByZone(data.resources);
  const busy = [...data.busy];
  let stretch = FIRST_STRETCH_MS;
  for (;;) {
    const slots = search(zones, { config: data.config, blocks: data.blocks, appointments: busy }, service.durationMin, {
      earliest,
      now: now.getTime(),
      days: input.days,
      limit: input.limit,
    });
    if (loadedUntil >= windowEnd || slots.every((s) => s.end <= loadedUntil)) {
      const byId = new Map(data.resources.map((r) => [r.id, r]));
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
    stretch *= 2;
    const until = Math.min(loadedUntil + stretch, windowEnd);
    // Those already read started before loadedUntil; only later starts are new.
    const more = await loadBusy(db, orgId, input.resourceId, loadedUntil, until);
    busy.push(...more.filter((a) => a.start >= loadedUntil));
    loadedUntil = until;
  }
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
  for (const c of candidates) zones.set(c.tz, [...(zones.get(c.tz) ?? []), c]);
  return zones;
}
