import { checkPlacement, DomainError, type PlacementInput } from '@recepta/domain';
import type { ScheduleData } from './read-model/schedule-data.ts';

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
