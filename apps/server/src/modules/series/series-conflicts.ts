import { DomainError, errorMessages, type SeriesConflict, type SeriesConflictWire } from '@recepta/domain';
import { formatInZone } from '../scheduling/wire-time.ts';

/** A 409 series_conflicts listing every occurrence that cannot be placed, with free times that day. */
export function seriesConflictsError(conflicts: readonly SeriesConflict[], tz: string): DomainError {
  return new DomainError('series_conflicts', { conflicts: conflicts.map((c) => conflictWire(c, tz)) });
}

function conflictWire(c: SeriesConflict, tz: string): SeriesConflictWire {
  const withId = c.with?.appointmentId ?? c.with?.blockId;
  return {
    index: c.index,
    date: c.date,
    start: c.start === null ? null : formatInZone(c.start, tz),
    code: c.code,
    message: errorMessages[c.code],
    with:
      typeof withId === 'string'
        ? {
            kind: c.with?.appointmentId ? 'appointment' : 'block',
            id: withId,
            start: typeof c.with?.start === 'number' ? formatInZone(c.with.start, tz) : null,
            end: typeof c.with?.end === 'number' ? formatInZone(c.with.end, tz) : null,
          }
        : null,
    alternatives: c.alternatives.map((a) => ({ start: formatInZone(a.start, tz), end: formatInZone(a.end, tz) })),
  };
}
