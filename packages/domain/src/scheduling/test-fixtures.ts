// Shared by the scheduling tests only (not exported from the package).
import { parseHHMM, zonedToInstant } from '../time.ts';
import { defaultConfig } from './config.ts';
import type { Appointment, Block, Config, ScheduleContext } from './types.ts';

export const CR = 'America/Costa_Rica';
export const NY = 'America/New_York';
export const LONDON = 'Europe/London';

/** The instant of wall time `hhmm` on `date` in `tz`. */
export function at(date: string, hhmm: string, tz = CR): number {
  const minutes = parseHHMM(hhmm);
  if (minutes === undefined) throw new Error(`bad time ${hhmm}`);
  return zonedToInstant(date, minutes, tz);
}

export function iso(instant: number): string {
  return new Date(instant).toISOString();
}

export function context(
  parts: { config?: Partial<Config>; tz?: string; blocks?: Block[]; appointments?: Appointment[] } = {},
): ScheduleContext {
  return {
    config: { ...defaultConfig, ...parts.config } as Config,
    tz: parts.tz ?? CR,
    blocks: parts.blocks ?? [],
    appointments: parts.appointments ?? [],
  };
}

let nextId = 0;

export function appt(resourceId: string, start: number, minutes: number, status: Appointment['status'] = 'pending') {
  nextId += 1;
  return { id: `a${nextId}`, resourceId, start, end: start + minutes * 60_000, status } satisfies Appointment;
}

/** A deep copy of plain data, to prove a function left its inputs alone. */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
