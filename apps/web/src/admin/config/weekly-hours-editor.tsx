import { formatHHMM, type OpeningRange, parseHHMM, type WeeklyHours, weekdayNames } from '@recepta/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button, focusRing } from '../../ui/button.tsx';
import { Select } from '../../ui/select.tsx';

interface WeeklyHoursEditorProps {
  value: WeeklyHours;
  increment: number;
  onChange(value: WeeklyHours): void;
  /** Messages per day (domain weeklyHoursIssues), shown under it. */
  problems: readonly (readonly string[])[];
  /** "day-range" keys of the ranges at fault. */
  invalidRanges: ReadonlySet<string>;
}

/** A new second range: after the first one, like an afternoon after a morning. */
function secondRange(first: OpeningRange | undefined, step: number): OpeningRange {
  const after = Math.min(parseHHMM(first?.close ?? '') ?? 720, 1440 - 2 * step);
  const open = Math.ceil((after + 60) / step) * step;
  const close = Math.min(open + 4 * 60, 1440 - step);
  return open < close ? { open: formatHHMM(open), close: formatHHMM(close) } : { open: '14:00', close: '18:00' };
}

/**
 * Opening hours per weekday (docs/product.md#opening-hours): each day open or "Cerrado", one range, and
 * "Agregar horario" for a second one (a midday break). Times are offered on the agenda's grid.
 */
export function WeeklyHoursEditor({ value, increment, onChange, problems, invalidRanges }: WeeklyHoursEditorProps) {
  // What a day had before it was closed, so reopening it gives its hours back.
  const beforeClosing = useRef(new Map<number, OpeningRange[]>());
  const times: string[] = [];
  for (let m = 0; m < 1440; m += increment) times.push(formatHHMM(m));

  const setDay = (day: number, ranges: OpeningRange[]) => onChange(value.map((r, d) => (d === day ? ranges : r)));
  const options = (current: string) => (times.includes(current) ? times : [...times, current].sort());

  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {weekdayNames.map((name, day) => {
        const ranges = value[day] ?? [];
        const closed = ranges.length === 0;
        const dayProblems = problems[day] ?? [];
        const errorId = `weekly-hours-error-${day}`;
        const nameId = `weekly-hours-day-${day}`;
        return (
          <li key={name} className="py-3 first:pt-0 last:pb-0">
            <fieldset aria-labelledby={nameId} aria-describedby={dayProblems.length > 0 ? errorId : undefined}>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-nowrap">
                <span id={nameId} className="w-24 shrink-0 text-sm font-semibold text-slate-900 dark:text-slate-50">
                  {name}
                </span>
                <label className="flex shrink-0 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                  <input
                    type="checkbox"
                    className={`size-4 rounded border-slate-300 accent-brand-700 dark:border-slate-600 ${focusRing}`}
                    checked={closed}
                    onChange={(e) => {
                      if (e.target.checked) {
                        beforeClosing.current.set(day, ranges);
                        setDay(day, []);
                      } else {
                        setDay(day, beforeClosing.current.get(day) ?? [{ open: '08:00', close: '18:00' }]);
                      }
                    }}
                  />
                  Cerrado
                </label>
                {!closed && (
                  <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-1 sm:flex-row sm:flex-wrap sm:items-center">
                    {ranges.map((range, index) => {
                      const which = index === 0 ? '' : ' del segundo horario';
                      const invalid = invalidRanges.has(`${day}-${index}`);
                      return (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a day's ranges have no identity but their place.
                        <div key={index} className="flex items-center gap-2">
                          <Select
                            aria-label={`${name}: apertura${which}`}
                            className="w-[6.5rem]"
                            invalid={invalid}
                            value={range.open}
                            onChange={(e) =>
                              setDay(
                                day,
                                ranges.map((r, i) => (i === index ? { ...r, open: e.target.value } : r)),
                              )
                            }
                          >
                            {options(range.open).map((t) => (
                              <option key={t} value={t}>
                                {t}
                              </option>
                            ))}
                          </Select>
                          <span className="text-sm text-slate-600 dark:text-slate-400">a</span>
                          <Select
                            aria-label={`${name}: cierre${which}`}
                            className="w-[6.5rem]"
                            invalid={invalid}
                            value={range.close}
                            onChange={(e) =>
                              setDay(
                                day,
                                ranges.map((r, i) => (i === index ? { ...r, close: e.target.value } : r)),
                              )
                            }
                          >
                            {options(range.close).map((t) => (
                              <option key={t} value={t}>
                                {t}
                              </option>
                            ))}
                          </Select>
                          {index > 0 && (
                            <Button
                              variant="ghost"
                              size="sm"
                              className="size-10 px-0"
                              aria-label={`Quitar el segundo horario del ${name.toLowerCase()}`}
                              onClick={() => setDay(day, ranges.slice(0, index))}
                            >
                              <Trash2 className="size-4" aria-hidden />
                            </Button>
                          )}
                        </div>
                      );
                    })}
                    {ranges.length < 2 && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="self-start sm:self-auto"
                        aria-label={`Agregar horario al ${name.toLowerCase()}`}
                        onClick={() => setDay(day, [...ranges, secondRange(ranges[0], increment)])}
                      >
                        <Plus className="size-4" aria-hidden />
                        Agregar horario
                      </Button>
                    )}
                  </div>
                )}
              </div>
              {dayProblems.length > 0 && (
                <p id={errorId} className="mt-2 text-sm text-red-700 dark:text-red-400">
                  {dayProblems.join('. ')}
                </p>
              )}
            </fieldset>
          </li>
        );
      })}
    </ul>
  );
}
