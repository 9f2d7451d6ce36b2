import { type Appointment, type Block, type Config, normalizeConfig } from '@recepta/domain';

/**
 * The positional JSON of sub-selects.ts read back with names, in one place: the tuples keep the
 * answers small and cheap to build in SQL, and nothing outside this file indexes into them.
 */

export interface ContextResource {
  id: string;
  name: string;
  active: boolean;
  locationId: string;
  tz: string;
}

type ServiceTuple = [id: string, durationMin: number];
type ResourceTuple = [id: string, name: string, active: boolean, locationId: string, tz: string];
type BlockTuple = [
  id: string,
  resourceId: string | null,
  start: number | null,
  end: number | null,
  startTime: string | null,
  endTime: string | null,
];
type BusyTuple = [id: string, resourceId: string, start: number, end: number];
/** An appointment event with the appointment as it is now: live or not, and where. */
type DeltaTuple = [eventId: number, id: string, resourceId: string, start: number, end: number, live: boolean];

/** A change of the busy set, from deltaSql. */
export interface BusyDelta {
  eventId: number;
  appointment: Appointment;
  /** Still holds its slot; else it leaves the busy set. */
  live: boolean;
}

const json = <T>(text: string | null | undefined, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

export function decodeService(text: string | null | undefined): { id: string; durationMin: number } | undefined {
  return json(text, undefined);
}

export function decodeServices(text: string | null | undefined): Map<string, { id: string; durationMin: number }> {
  return new Map(json<ServiceTuple[]>(text, []).map(([id, durationMin]) => [id, { id, durationMin }]));
}

export function decodeResources(text: string | null | undefined): ContextResource[] {
  return json<ResourceTuple[]>(text, []).map(([id, name, active, locationId, tz]) => ({
    id,
    name,
    active,
    locationId,
    tz,
  }));
}

export function decodeConfig(text: string | null | undefined): Config {
  return normalizeConfig(json(text, {}));
}

/** Blocks as the domain's Block: one-off (instants) or daily (wall times in the location's zone). */
export function decodeBlocks(text: string | null | undefined): Block[] {
  return json<BlockTuple[]>(text, []).map(([id, resourceId, start, end, startTime, endTime]) =>
    start !== null && end !== null
      ? { kind: 'oneoff', id, resourceId, start, end }
      : { kind: 'daily', id, resourceId, startTime: startTime ?? '', endTime: endTime ?? '' },
  );
}

/** Live appointments: the status is only "holds its slot", which is all the rules ask of them. */
export function decodeBusy(text: string | null | undefined): Appointment[] {
  return json<BusyTuple[]>(text, []).map(([id, resourceId, start, end]) => busy(id, resourceId, start, end));
}

export function decodeDelta(text: string | null | undefined): BusyDelta[] {
  return json<DeltaTuple[]>(text, []).map(([eventId, id, resourceId, start, end, live]) => ({
    eventId,
    appointment: busy(id, resourceId, start, end),
    live,
  }));
}

function busy(id: string, resourceId: string, start: number, end: number): Appointment {
  return { id, resourceId, start, end, status: 'pending' };
}
