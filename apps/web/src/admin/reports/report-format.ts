/**
 * How the Reports screen writes its figures: counts, money in the organisation's currency, rates,
 * the change against the previous period, and the chart's period labels (docs/product.md#reports).
 */
import { type Currency, formatMoney, isCurrency, type ReportGrouping, relativeChange } from '@recepta/domain';

const whole = new Intl.NumberFormat('es');
const percent = new Intl.NumberFormat('es', { style: 'percent', maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat('es', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'always',
});

export function formatCount(n: number): string {
  return whole.format(n);
}

/** A rate (0…1) as '40 %'; '—' when there was nothing to rate. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : percent.format(rate);
}

export function formatAmount(amount: number, currency: string): string {
  return isCurrency(currency) ? formatMoney(amount, currency as Currency) : `${whole.format(amount)} ${currency}`;
}

/**
 * The change against the previous period, as its arrow says it: '+25 %', '−10 %', 'Sin cambio',
 * or 'Nuevo' when the previous period had none. Rates change in points, not in percent of a percent.
 */
export function formatChange(current: number | null, previous: number | null, isRate = false): string {
  if (current === null || previous === null) return 'Sin datos previos';
  if (current === previous) return 'Sin cambio';
  if (isRate) {
    const points = Math.round((current - previous) * 1000) / 10;
    return `${points > 0 ? '+' : '−'}${whole.format(Math.abs(points))} pts`;
  }
  const change = relativeChange(current, previous);
  if (change === null) return 'Nuevo';
  return signedPercent.format(change).replace('-', '−');
}

const dayMonth = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('es', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function utcDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number?];
  return new Date(Date.UTC(y, m - 1, d ?? 1));
}

/** The chart's label of a bucket: '24 nov', 'Sem. 23 nov', 'nov 2026' (wall dates: no zone moves them). */
export function periodLabel(period: string, groupBy: ReportGrouping): string {
  const date = utcDate(period);
  if (groupBy === 'month') return monthYear.format(date).replace('.', '');
  const day = dayMonth.format(date).replace('.', '');
  return groupBy === 'week' ? `Sem. ${day}` : day;
}

/** '1 de noviembre de 2026 – 30 de noviembre de 2026', shortened when the year or month repeat. */
export function rangeLabel(firstDate: string, lastDate: string): string {
  if (firstDate === lastDate) return fullDay.format(utcDate(firstDate));
  return `${fullDay.format(utcDate(firstDate))} – ${fullDay.format(utcDate(lastDate))}`;
}
