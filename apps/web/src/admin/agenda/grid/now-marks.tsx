import { useNow } from '../data/use-now.ts';
import type { WeekClock } from '../model/layout.ts';

interface NowMarksProps {
  clock: WeekClock;
  day: number;
  rangeStart: number;
  rangeEnd: number;
  pxPerMinute: number;
}

/** The part of a day column already past (shaded: nothing can be moved there) and the now line. */
export function NowMarks({ clock, day, rangeStart, rangeEnd, pxPerMinute }: NowMarksProps) {
  const now = useNow();
  const at = clock.locate(now);
  let pastUntil: number;
  if (now >= (clock.bounds[day + 1] as number)) pastUntil = rangeEnd;
  else if (now < (clock.bounds[day] as number) || !at) pastUntil = rangeStart;
  else pastUntil = Math.min(Math.max(at.minutes, rangeStart), rangeEnd);
  const height = (pastUntil - rangeStart) * pxPerMinute;
  const showLine = at?.day === day && at.minutes >= rangeStart && at.minutes <= rangeEnd;
  return (
    <>
      {height > 0 && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 bg-slate-200/45 dark:bg-slate-950/45"
          style={{ height }}
        />
      )}
      {showLine && (
        <div aria-hidden className="pointer-events-none absolute inset-x-0 z-30" style={{ top: height - 1 }}>
          <div className="absolute -top-[3px] -left-[4px] size-2 rounded-full bg-red-500" />
          <div className="h-0.5 bg-red-500" />
        </div>
      )}
    </>
  );
}
