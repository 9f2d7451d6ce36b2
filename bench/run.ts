/**
 * `npm run bench`: prints figures, with ratios against baselines measured in the same run. It never
 * fails on a figure; targets are read by people (see the issues and docs/benchmarks.md).
 * BENCH_DATABASE_URL names a PostgreSQL server for the PostgreSQL figures
 * (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { benchAgendaUi } from './agenda-ui.ts';
import { benchDomainAvailability } from './domain-availability.ts';
import { benchFoundation } from './foundation.ts';
import { benchLanding } from './landing.ts';
import { benchScheduling } from './scheduling.ts';

const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

console.log(`Recepta benchmarks · node ${process.version} · ${new Date().toISOString()}`);
await benchFoundation(postgresUrl);
await benchLanding();
await benchDomainAvailability();
await benchScheduling(postgresUrl);
await benchAgendaUi();
