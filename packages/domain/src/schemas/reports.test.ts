import { describe, expect, it } from 'vitest';
import { daysPeriod } from '../reports/periods.ts';
import { formatInstantInZone } from '../time.ts';
import { reportAppointmentsQuery, reportSummaryQuery } from './reports.ts';

const NY = 'America/New_York';
const query = (first: string, last: string) => {
  const p = daysPeriod(first, last, NY);
  return { from: formatInstantInZone(p.start, NY), to: formatInstantInZone(p.end, NY) };
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('report queries', () => {
  it('take up to 400 whole local days, a DST change included, and group by day by default', () => {
    const ok = reportSummaryQuery.safeParse(query('2025-10-01', '2026-11-04')); // 400 days, 400 × 24 h + 1 h
    expect(ok.success).toBe(true);
    expect(ok.data?.groupBy).toBe('day');
    expect(messages(reportSummaryQuery.safeParse(query('2025-10-01', '2026-11-05')))).toEqual([
      'El periodo no puede superar 400 días',
    ]);
  });

  it('refuse a period that ends before it starts, and a figure that lists no appointments', () => {
    const reversed = { from: '2026-11-02T00:00:00-05:00', to: '2026-11-01T00:00:00-04:00' };
    expect(messages(reportSummaryQuery.safeParse(reversed))).toEqual([
      'La fecha final debe ser posterior a la inicial',
    ]);
    const leads = reportAppointmentsQuery.safeParse({ ...query('2026-11-01', '2026-11-07'), figure: 'leads' });
    expect(messages(leads)).toEqual(['Cifra inválida']);
  });
});
