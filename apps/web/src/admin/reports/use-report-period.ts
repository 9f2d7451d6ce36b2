import {
  dateToDayNumber,
  daysPeriod,
  formatInstantInZone,
  MAX_REPORT_DAYS,
  presetPeriod,
  type ReportGrouping,
  type ReportPeriod,
  type ReportPreset,
} from '@recepta/domain';
import { useMemo, useState } from 'react';
import type { ReportRange } from '../../api/reports.ts';

/** The bars that read best for a period of this many days: days up to a month, weeks up to half a year. */
export function defaultGrouping(days: number): ReportGrouping {
  if (days <= 31) return 'day';
  if (days <= 190) return 'week';
  return 'month';
}

export interface ReportPeriodState {
  preset: ReportPreset;
  setPreset: (preset: ReportPreset) => void;
  /** The custom period's first and last days ('YYYY-MM-DD'), as typed. */
  custom: { first: string; last: string };
  setCustom: (custom: { first: string; last: string }) => void;
  groupBy: ReportGrouping;
  setGroupBy: (groupBy: ReportGrouping) => void;
  /** The period asked for, or null while the custom days are not a valid period. */
  period: ReportPeriod | null;
  range: ReportRange | null;
  /** Why the custom days are refused, in Spanish. */
  customError: string | undefined;
}

function customProblem(first: string, last: string): string | undefined {
  if (!first || !last) return 'Elige las dos fechas';
  const days = dateToDayNumber(last) - dateToDayNumber(first) + 1;
  if (days < 1) return 'La fecha final debe ser posterior a la inicial';
  if (days > MAX_REPORT_DAYS) return `El periodo no puede superar ${MAX_REPORT_DAYS} días`;
  return undefined;
}

/**
 * The period the Reports screen shows (docs/product.md#reports): a preset or custom days, cut in the
 * organisation's zone by the domain, and the grouping of its chart, chosen to fit the period
 * whenever the period changes and then left to the user.
 */
export function useReportPeriod(tz: string | undefined, now: number): ReportPeriodState {
  const [preset, setPresetState] = useState<ReportPreset>('thisMonth');
  const [custom, setCustomState] = useState(() => ({ first: '', last: '' }));
  const [groupBy, setGroupBy] = useState<ReportGrouping>('day');

  const periodOf = (p: ReportPreset, c: { first: string; last: string }): ReportPeriod | null => {
    if (!tz) return null;
    if (p !== 'custom') return presetPeriod(p, now, tz);
    return customProblem(c.first, c.last) ? null : daysPeriod(c.first, c.last, tz);
  };
  const regroup = (p: ReportPeriod | null) => {
    if (p) setGroupBy(defaultGrouping(dateToDayNumber(p.lastDate) - dateToDayNumber(p.firstDate) + 1));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: periodOf reads only tz, now and its arguments.
  const period = useMemo(() => periodOf(preset, custom), [preset, custom, tz, now]);
  const range = useMemo(
    () =>
      period && tz ? { from: formatInstantInZone(period.start, tz), to: formatInstantInZone(period.end, tz) } : null,
    [period, tz],
  );

  return {
    preset,
    setPreset: (next) => {
      let nextCustom = custom;
      // Opening "Personalizado" starts from the period on screen, so the user only adjusts it.
      if (next === 'custom' && period && !custom.first) {
        nextCustom = { first: period.firstDate, last: period.lastDate };
        setCustomState(nextCustom);
      }
      setPresetState(next);
      regroup(periodOf(next, nextCustom));
    },
    custom,
    setCustom: (next) => {
      setCustomState(next);
      regroup(periodOf('custom', next));
    },
    groupBy,
    setGroupBy,
    period,
    range,
    customError: preset === 'custom' ? customProblem(custom.first, custom.last) : undefined,
  };
}
