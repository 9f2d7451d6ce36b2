/**
 * `npm run bench`: prints figures, with ratios against baselines measured in the same run. It never
 * fails on a figure; targets are read by people (see the issues and docs/benchmarks.md).
 * BENCH_DATABASE_URL names a PostgreSQL server for the PostgreSQL figures
 * (default postgres://postgres@127.0.0.1:5432/postgres). Parts can be named to run only those:
 * `npm run bench -- scheduling agenda-ui` (foundation, production, landing, booking-page, domain, scheduling, agenda-ui,
 * agenda-load, whatsapp, whatsapp-webhook (the webhook figures alone), reminders, refill, reports, calendar-feeds, assistant,
 * assistant-room (its waiting room alone), permissions, named-tuples, org-export, capacity — the last only when named).
 */
import { benchAgendaLoad } from './agenda-load.ts';
import { benchAgendaUi } from './agenda-ui.ts';
import { benchAssistant, benchAssistantRoom } from './assistant.ts';
import { benchBookingPage } from './booking-page.ts';
import { benchCalendarFeeds } from './calendar-feeds.ts';
import { benchCapacity } from './capacity.ts';
import { benchDomainAvailability } from './domain-availability.ts';
import { benchFoundation } from './foundation.ts';
import { benchLanding } from './landing.ts';
import { withStealReport } from './lib/measure.ts';
import { benchNamedTuples } from './named-tuples.ts';
import { benchOrgExport } from './org-export.ts';
import { benchPermissions } from './permissions.ts';
import { benchProduction } from './production.ts';
import { benchRefill } from './refill.ts';
import { benchReminders } from './reminders.ts';
import { benchReports } from './reports.ts';
import { benchScheduling } from './scheduling.ts';
import { benchWhatsApp } from './whatsapp.ts';

const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const parts: [string, () => Promise<void>][] = [
  ['foundation', () => benchFoundation(postgresUrl)],
  ['production', benchProduction],
  ['landing', benchLanding],
  ['booking-page', benchBookingPage],
  ['domain', benchDomainAvailability],
  ['scheduling', () => benchScheduling(postgresUrl)],
  ['agenda-ui', benchAgendaUi],
  ['agenda-load', benchAgendaLoad],
  ['whatsapp', () => benchWhatsApp()],
  ['whatsapp-webhook', () => benchWhatsApp(true)],
  ['reminders', benchReminders],
  ['refill', benchRefill],
  ['reports', () => benchReports(postgresUrl)],
  ['calendar-feeds', () => benchCalendarFeeds(postgresUrl)],
  ['assistant', () => benchAssistant(postgresUrl)],
  ['assistant-room', benchAssistantRoom],
  ['permissions', benchPermissions],
  ['named-tuples', benchNamedTuples],
  ['org-export', benchOrgExport],
  // Minutes of seeding (1,000 clinics, 2,000,000 appointments): only when named.
  ['capacity', () => benchCapacity(postgresUrl)],
];
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !parts.some(([part]) => part === name));
if (unknown.length > 0) {
  console.error(`Unknown part: ${unknown.join(', ')}. Parts: ${parts.map(([part]) => part).join(', ')}`);
  process.exit(2);
}
console.log(`Recepta benchmarks · node ${process.version} · ${new Date().toISOString()}`);
for (const [name, run] of parts) {
  if (asked.includes(name) || (asked.length === 0 && name !== 'capacity')) await withStealReport(name, run);
}
