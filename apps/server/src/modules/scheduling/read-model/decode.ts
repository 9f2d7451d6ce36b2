import { type Appointment, type Block, type Config, normalizeConfig } from '@recepta/domain';
import { blockTuple, busyTuple, deltaTuple, resourceTuple, serviceTuple } from './sub-selects.ts';

/**
 * The JSON of sub-selects.ts read back into the domain's shapes, in one place; the tuples' names
 * and their order in SQL come from one declaration there (db/json-tuple.ts).
 */

export interface ContextResource {
  id: string;
  name: string;
  active: boolean;
  locationId: string;
  tz: string;
}

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
  return new Map(serviceTuple.readAll(text).map((service) => [service.id, service]));
}

export function decodeResources(text: string | null | undefined): ContextResource[] {
  return resourceTuple.readAll(text);
}

export function decodeConfig(text: string | null | undefined): Config {
  return normalizeConfig(json(text, {}));
}

/** Blocks as the domain's Block: one-off (instants) or daily (wall times in the location's zone). */
export function decodeBlocks(text: string | null | undefined): Block[] {
  return blockTuple
    .readAll(text)
    .map(({ id, resourceId, start, end, startTime, endTime }) =>
      start !== null && end !== null
        ? { kind: 'oneoff', id, resourceId, start, end }
        : { kind: 'daily', id, resourceId, startTime: startTime ?? '', endTime: endTime ?? '' },
    );
}

/** Live appointments: the status is only "holds its slot", which is all the rules ask of them. */
export function decodeBusy(text: string | null | undefined): Appointment[] {
  return busyTuple.readAll(text).map(({ id, resourceId, start, end }) => busy(id, resourceId, start, end));
}

export function decodeDelta(text: string | null | undefined): BusyDelta[] {
  return deltaTuple.readAll(text).map(({ eventId, id, resourceId, start, end, live }) => ({
    eventId,
    appointment: busy(id, resourceId, start, end),
    live,
  }));
}

function busy(id: string, resourceId: string, start: number, end: number): Appointment {
  return { id, resourceId, start, end, status: 'pending' };
}
