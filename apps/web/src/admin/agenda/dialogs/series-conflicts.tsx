import { formatHHMM, instantToZoned, type SeriesConflictWire } from '@recepta/domain';
import { longDate } from '../model/week-label.ts';

/**
 * Why a series was not booked (or, `moved`, not moved: "Esta y las siguientes" from the edit panel):
 * each date that conflicts, the rule it breaks, and the free times of that professional that day,
 * so the receptionist can pick another hour or fewer weeks.
 */
export function SeriesConflicts({
  conflicts,
  tz,
  moved = false,
}: {
  conflicts: readonly SeriesConflictWire[];
  tz: string;
  moved?: boolean;
}) {
  return (
    <div
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-medium">
        {moved ? 'No se movió la serie' : 'No se agendó la serie'}:{' '}
        {conflicts.length === 1 ? 'una fecha choca' : `${conflicts.length} fechas chocan`} con la agenda.
      </p>
      <ul className="mt-2 space-y-1">
        {conflicts.map((c) => (
          <li key={c.index}>
            <span className="font-medium">
              {longDate(c.date)}
              {c.start ? ` · ${formatHHMM(instantToZoned(Date.parse(c.start), tz).minutes)}` : ''}
            </span>
            : {c.message}.{' '}
            {c.alternatives.length > 0
              ? `Libre ese día: ${c.alternatives.map((a) => formatHHMM(instantToZoned(Date.parse(a.start), tz).minutes)).join(', ')}.`
              : 'Sin horas libres ese día.'}
          </li>
        ))}
      </ul>
    </div>
  );
}
