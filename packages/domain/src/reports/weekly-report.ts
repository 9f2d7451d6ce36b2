/**
 * The weekly report by mail (docs/product.md#weekly-report): when it goes out (Mondays at 08:00 in
 * the organisation's zone), which week it covers (the seven local days before that Monday, compared
 * with the seven before them), and the mail itself, HTML with a text alternative. Pure: `now`, the
 * zone and the figures are arguments; the server plans, counts and sends.
 */
import { type Currency, formatMoney } from '../money.ts';
import { addDays, instantToZoned, mondayOf, spanishMonths, zonedToInstant } from '../time.ts';
import { changeDirection, lowerIsBetter, type ReportFigures, relativeChange } from './figures.ts';
import { daysPeriod, type ReportPeriod } from './periods.ts';

/** Local time of day the report goes out on Mondays, in minutes. */
export const WEEKLY_REPORT_MINUTES = 8 * 60;

/** A report not sent within a day of its moment (the servers were down) is skipped: old news. */
export const WEEKLY_REPORT_STALE_MS = 24 * 60 * 60_000;

/** The instant of the report of the week starting on Monday `weekOf` ('YYYY-MM-DD'): 08:00 local. */
export function weeklyReportAt(weekOf: string, tz: string): number {
  return zonedToInstant(weekOf, WEEKLY_REPORT_MINUTES, tz);
}

/** The first Monday 08:00 in the zone strictly after `now`, and that Monday's date. */
export function nextWeeklyReport(now: number, tz: string): { weekOf: string; runAt: number } {
  const monday = mondayOf(instantToZoned(now, tz).date);
  const thisWeek = weeklyReportAt(monday, tz);
  if (thisWeek > now) return { weekOf: monday, runAt: thisWeek };
  const next = addDays(monday, 7);
  return { weekOf: next, runAt: weeklyReportAt(next, tz) };
}

/** The week the report sent on Monday `weekOf` is about: the seven whole local days before it. */
export function weeklyReportPeriod(weekOf: string, tz: string): ReportPeriod {
  return daysPeriod(addDays(weekOf, -7), addDays(weekOf, -1), tz);
}

/** "del 16 al 22 de noviembre de 2026", "del 29 de diciembre de 2025 al 4 de enero de 2026". */
export function weekRangeLabel(firstDate: string, lastDate: string): string {
  const [y1, m1, d1] = firstDate.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = lastDate.split('-').map(Number) as [number, number, number];
  const last = `${d2} de ${spanishMonths[m2 - 1]} de ${y2}`;
  if (y1 !== y2) return `del ${d1} de ${spanishMonths[m1 - 1]} de ${y1} al ${last}`;
  if (m1 !== m2) return `del ${d1} de ${spanishMonths[m1 - 1]} al ${last}`;
  return `del ${d1} al ${last}`;
}

export interface WeeklyReportMailInput {
  orgName: string;
  /** The member's name, for the greeting. */
  recipientName: string;
  /** The week's first and last local days ('YYYY-MM-DD'). */
  firstDate: string;
  lastDate: string;
  currency: Currency;
  current: ReportFigures;
  previous: ReportFigures;
  /** The Reports screen, where the week can be looked at in detail. */
  reportsUrl: string;
  /** Where the member switches the mail off. */
  settingsUrl: string;
  /** What the waitlist refilled in the week (docs/product.md#waitlist); the mail leads with it. */
  recovered?: { refilled: number; recoveredRevenue: number };
}

export interface WeeklyReportLine {
  label: string;
  current: string;
  previous: string;
  /** As the Reports screen says it: "+25 %", "−10 %", "+5 pts" (rates), "Sin cambio", "Nuevo" or "Sin datos previos". */
  change: string;
  /** Whether the change is good news for the clinic (fewer no-shows is). */
  tone: 'good' | 'bad' | 'neutral';
}

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)} %`);

function changeOf(key: keyof ReportFigures, current: number | null, previous: number | null, isRate = false) {
  const direction = changeDirection(current, previous);
  let change: string;
  if (current === null || previous === null) change = 'Sin datos previos';
  else if (current === previous) change = 'Sin cambio';
  else if (isRate) {
    const points = Math.round((current - previous) * 1000) / 10;
    change = `${points > 0 ? '+' : '−'}${String(Math.abs(points)).replace('.', ',')} pts`;
  } else {
    const relative = relativeChange(current, previous);
    change = relative === null ? 'Nuevo' : `${relative > 0 ? '+' : '−'}${Math.round(Math.abs(relative) * 100)} %`;
  }
  const better = lowerIsBetter.has(key) ? direction === 'down' : direction === 'up';
  const worse = lowerIsBetter.has(key) ? direction === 'up' : direction === 'down';
  return { change, tone: better ? ('good' as const) : worse ? ('bad' as const) : ('neutral' as const) };
}

/** The figures of the mail, in its order, formatted as the owner reads them. */
export function weeklyReportLines(
  current: ReportFigures,
  previous: ReportFigures,
  currency: Currency,
): WeeklyReportLine[] {
  const count = (n: number) => String(n);
  const money = (n: number) => formatMoney(n, currency);
  const rows: [keyof ReportFigures, string, (n: number) => string][] = [
    ['appointments', 'Citas', count],
    ['confirmed', 'Confirmadas', count],
    ['cancelled', 'Canceladas', count],
    ['noShows', 'No asistieron', count],
    ['expectedRevenue', 'Ingresos esperados', money],
    ['attendedRevenue', 'Ingresos atendidos', money],
    ['leads', 'Leads', count],
    ['bookedByAssistant', 'Agendadas por el asistente', count],
    ['remindersSent', 'Recordatorios enviados', count],
  ];
  const lines = rows.map(([key, label, format]) => {
    const now = current[key] as number;
    const before = previous[key] as number;
    return { label, current: format(now), previous: format(before), ...changeOf(key, now, before) };
  });
  // The two rates follow their counts. Labels and changes are the Reports screen's (docs/product.md#reports).
  lines.splice(2, 0, {
    label: 'Tasa de confirmación',
    current: percent(current.confirmedRate),
    previous: percent(previous.confirmedRate),
    ...changeOf('confirmedRate', current.confirmedRate, previous.confirmedRate, true),
  });
  lines.splice(5, 0, {
    label: 'Tasa de no-show',
    current: percent(current.noShowRate),
    previous: percent(previous.noShowRate),
    ...changeOf('noShowRate', current.noShowRate, previous.noShowRate, true),
  });
  return lines;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const toneColour = { good: '#047857', bad: '#b91c1c', neutral: '#475569' } as const;

/**
 * The week's recovered money, when the waitlist refilled any cancelled slot: the first thing the
 * owner reads ("La lista de espera recuperó ₡90.000: 2 horarios cancelados volvieron a llenarse.").
 */
function recoveredLead(input: WeeklyReportMailInput): { money: number; sentence: string } | undefined {
  const refilled = input.recovered?.refilled ?? 0;
  if (refilled === 0) return undefined;
  const money = input.recovered?.recoveredRevenue ?? 0;
  const slots = refilled === 1 ? '1 horario cancelado volvió' : `${refilled} horarios cancelados volvieron`;
  return {
    money,
    sentence: `La lista de espera recuperó ${formatMoney(money, input.currency)}: ${slots} a llenarse.`,
  };
}

/** The mail of one member: subject, plain text and a simple HTML table (inline styles only, as mail clients want). */
export function weeklyReportMail(input: WeeklyReportMailInput): { subject: string; text: string; html: string } {
  const range = weekRangeLabel(input.firstDate, input.lastDate);
  const lines = weeklyReportLines(input.current, input.previous, input.currency);
  const lead = recoveredLead(input);
  const subject = lead
    ? `Reporte semanal de ${input.orgName}: ${formatMoney(lead.money, input.currency)} recuperados con la lista de espera`
    : `Reporte semanal de ${input.orgName}: ${input.current.appointments} citas, ${formatMoney(input.current.expectedRevenue, input.currency)} en ingresos esperados`;
  const intro = `Así fue la semana ${range} en ${input.orgName}, comparada con la semana anterior.`;
  const recovered = lead ? lead.sentence : undefined;
  const off = 'Puedes dejar de recibir este correo en Organización, «Reporte semanal»:';

  const text = [
    `Hola, ${input.recipientName}:`,
    '',
    ...(recovered ? [recovered, ''] : []),
    intro,
    '',
    ...lines.map((l) => `${l.label}: ${l.current} (semana anterior: ${l.previous}; cambio: ${l.change})`),
    '',
    `Ver el detalle en Reportes: ${input.reportsUrl}`,
    '',
    `${off} ${input.settingsUrl}`,
    '',
  ].join('\n');

  const cell = 'padding:6px 10px;border-bottom:1px solid #e2e8f0;';
  const rows = lines
    .map(
      (l) =>
        `<tr><th scope="row" style="${cell}text-align:left;font-weight:normal">${escapeHtml(l.label)}</th>` +
        `<td style="${cell}text-align:right;font-weight:bold">${escapeHtml(l.current)}</td>` +
        `<td style="${cell}text-align:right;color:#475569">${escapeHtml(l.previous)}</td>` +
        `<td style="${cell}text-align:right;color:${toneColour[l.tone]}">${escapeHtml(l.change)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:15px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">Reporte semanal de ${escapeHtml(input.orgName)}</h1>
<p>Hola, ${escapeHtml(input.recipientName)}:</p>
${recovered ? `<p style="font-size:17px;font-weight:bold;color:#047857">${escapeHtml(recovered)}</p>\n` : ''}<p>${escapeHtml(intro)}</p>
<table style="width:100%;border-collapse:collapse;margin:16px 0">
<thead><tr><th scope="col" style="${cell}text-align:left">Cifra</th><th scope="col" style="${cell}text-align:right">Esta semana</th><th scope="col" style="${cell}text-align:right">Semana anterior</th><th scope="col" style="${cell}text-align:right">Cambio</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p><a href="${escapeHtml(input.reportsUrl)}" style="color:#0f766e">Ver el detalle en Reportes</a></p>
<p style="color:#64748b;font-size:13px">${escapeHtml(off)} <a href="${escapeHtml(input.settingsUrl)}" style="color:#64748b">${escapeHtml(input.settingsUrl)}</a></p>
</div>
</body></html>
`;
  return { subject, text, html };
}
