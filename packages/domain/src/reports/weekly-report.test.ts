import { describe, expect, it } from 'vitest';
import { emptyAppointmentCounts, emptyContactCounts, type ReportFigures, withRates } from './figures.ts';
import {
  nextWeeklyReport,
  weeklyReportAt,
  weeklyReportLines,
  weeklyReportMail,
  weeklyReportPeriod,
  weekRangeLabel,
} from './weekly-report.ts';

const MX = 'America/Mexico_City';
const NY = 'America/New_York';
const AUCKLAND = 'Pacific/Auckland';
const iso = (instant: number) => new Date(instant).toISOString();
const hours = (ms: number) => ms / 3_600_000;

describe('nextWeeklyReport', () => {
  it('is Monday 08:00 in the organisation’s zone, whatever the host zone', () => {
    // Wednesday 25 November 2026, noon in Mexico City (UTC−6).
    const next = nextWeeklyReport(Date.parse('2026-11-25T18:00:00Z'), MX);
    expect(next.weekOf).toBe('2026-11-30');
    expect(iso(next.runAt)).toBe('2026-11-30T14:00:00.000Z');
  });

  it('is this Monday before 08:00 and next Monday from 08:00 on', () => {
    const monday = Date.parse('2026-11-30T14:00:00Z');
    expect(nextWeeklyReport(monday - 1, MX).weekOf).toBe('2026-11-30');
    expect(nextWeeklyReport(monday, MX).weekOf).toBe('2026-12-07');
  });

  it('reads the day in the zone: Sunday night in Mexico is already Monday in UTC', () => {
    // Sunday 29 November 2026 at 20:00 in Mexico City = Monday 02:00 UTC.
    expect(nextWeeklyReport(Date.parse('2026-11-30T02:00:00Z'), MX).weekOf).toBe('2026-11-30');
    // Monday 30 November at 07:00 in Auckland (UTC+13) is still Sunday in UTC.
    const next = nextWeeklyReport(Date.parse('2026-11-29T18:00:00Z'), AUCKLAND);
    expect(next.weekOf).toBe('2026-11-30');
    expect(iso(next.runAt)).toBe('2026-11-29T19:00:00.000Z');
  });

  it('keeps 08:00 local across a DST change (New York springs forward on 8 March 2026)', () => {
    // 08:00 EST on 2 March is 13:00 UTC; 08:00 EDT on 9 March is 12:00 UTC.
    expect(iso(weeklyReportAt('2026-03-02', NY))).toBe('2026-03-02T13:00:00.000Z');
    const next = nextWeeklyReport(weeklyReportAt('2026-03-02', NY), NY);
    expect(next.weekOf).toBe('2026-03-09');
    expect(iso(next.runAt)).toBe('2026-03-09T12:00:00.000Z');
    expect(hours(next.runAt - weeklyReportAt('2026-03-02', NY))).toBe(167);
  });
});

describe('weeklyReportPeriod', () => {
  it('covers the seven local days before the Monday, a DST week being 167 hours long', () => {
    const period = weeklyReportPeriod('2026-03-09', NY);
    expect([period.firstDate, period.lastDate]).toEqual(['2026-03-02', '2026-03-08']);
    expect(iso(period.start)).toBe('2026-03-02T05:00:00.000Z');
    expect(iso(period.end)).toBe('2026-03-09T04:00:00.000Z');
    expect(hours(period.end - period.start)).toBe(167);
  });
});

describe('weekRangeLabel', () => {
  it('names the week in Spanish, across months and years', () => {
    expect(weekRangeLabel('2026-11-16', '2026-11-22')).toBe('del 16 al 22 de noviembre de 2026');
    expect(weekRangeLabel('2026-11-30', '2026-12-06')).toBe('del 30 de noviembre al 6 de diciembre de 2026');
    expect(weekRangeLabel('2025-12-29', '2026-01-04')).toBe('del 29 de diciembre de 2025 al 4 de enero de 2026');
  });
});

function figuresOf(counts: Partial<ReportFigures>): ReportFigures {
  const base = { ...emptyAppointmentCounts, ...counts };
  return { ...withRates(base), ...emptyContactCounts, ...counts } as ReportFigures;
}

describe('weeklyReportMail', () => {
  const current = figuresOf({
    appointments: 20,
    confirmed: 12,
    cancelled: 4,
    noShows: 2,
    expectedRevenue: 16000,
    attendedRevenue: 9000,
    leads: 5,
    remindersSent: 30,
    bookedByAssistant: 7,
  });
  const previous = figuresOf({ appointments: 16, confirmed: 12, cancelled: 4, noShows: 3, expectedRevenue: 16000 });
  const input = {
    orgName: 'Clínica <Sol>',
    recipientName: 'Ana',
    firstDate: '2026-11-16',
    lastDate: '2026-11-22',
    currency: 'MXN' as const,
    current,
    previous,
    reportsUrl: 'https://recepta.test/admin/reportes',
    settingsUrl: 'https://recepta.test/admin/recepta',
  };

  it('compares each figure with the week before, with the right tone', () => {
    const lines = weeklyReportLines(current, previous, 'MXN');
    const line = (label: string) => lines.find((l) => l.label === label)!;
    expect(line('Citas')).toMatchObject({ current: '20', previous: '16', change: '+25 %', tone: 'good' });
    // 12 of 16 kept = 75 %, against 12 of 12 = 100 %.
    expect(line('Tasa de confirmación')).toMatchObject({
      current: '75 %',
      previous: '100 %',
      change: '−25 pts',
      tone: 'bad',
    });
    // Fewer no-shows is good news.
    expect(line('No asistieron')).toMatchObject({ current: '2', previous: '3', change: '−33 %', tone: 'good' });
    expect(line('Ingresos esperados').change).toBe('Sin cambio');
    expect(line('Leads')).toMatchObject({ previous: '0', change: 'Nuevo' });
    expect(line('Tasa de no-show').change).toBe('−12,5 pts');
    expect(lines.map((l) => l.label)).toEqual([
      'Citas',
      'Confirmadas',
      'Tasa de confirmación',
      'Canceladas',
      'No asistieron',
      'Tasa de no-show',
      'Ingresos esperados',
      'Ingresos atendidos',
      'Leads',
      'Agendadas por el asistente',
      'Recordatorios enviados',
    ]);
  });

  it('writes the same figures in the text and the HTML, escaping names in the HTML', () => {
    const mail = weeklyReportMail(input);
    expect(mail.subject).toContain('Reporte semanal de Clínica <Sol>: 20 citas');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('del 16 al 22 de noviembre de 2026');
    expect(mail.text).toContain('Citas: 20 (semana anterior: 16; cambio: +25 %)');
    expect(mail.text).toContain('https://recepta.test/admin/recepta');
    expect(mail.html).toContain('Clínica &lt;Sol&gt;');
    expect(mail.html).not.toContain('<Sol>');
    expect(mail.html).toContain('href="https://recepta.test/admin/reportes"');
    for (const line of weeklyReportLines(current, previous, 'MXN')) {
      expect(mail.text).toContain(`${line.label}: ${line.current}`);
      expect(mail.html).toContain(line.current);
    }
  });

  it('leads with the money the waitlist recovered, and says nothing of it in a week without refills', () => {
    const mail = weeklyReportMail({ ...input, recovered: { refilled: 2, recoveredRevenue: 1800 } });
    expect(mail.subject).toMatch(
      /^Reporte semanal de Clínica <Sol>: .*1[.,]?800.* recuperados con la lista de espera$/,
    );
    const sentence = mail.text.split('\n')[2] ?? '';
    expect(sentence).toMatch(
      /^La lista de espera recuperó .*1[.,]?800.*: 2 horarios cancelados volvieron a llenarse\.$/,
    );
    expect(mail.html.indexOf('La lista de espera recuperó')).toBeLessThan(mail.html.indexOf('Así fue la semana'));
    const one = weeklyReportMail({ ...input, recovered: { refilled: 1, recoveredRevenue: 900 } });
    expect(one.text).toContain('1 horario cancelado volvió a llenarse.');
    const none = weeklyReportMail({ ...input, recovered: { refilled: 0, recoveredRevenue: 0 } });
    expect(none.subject).toContain(': 20 citas');
    expect(none.text).not.toContain('lista de espera');
  });
});
