/**
 * Foundation figures: cold start to the first 200 from /api/health on PGlite (a new data folder,
 * and an existing one) and on PostgreSQL, and requests per second of /api/health beside a bare
 * Fastify route measured in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { load, loadTool } from './lib/measure.ts';
import { fmt, median, type Started, startProcess } from './lib/server.ts';

const RUNS = 3;
const main = 'apps/server/src/main.ts';

async function coldStarts(label: string, env: () => Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = await startProcess(main, env(), '/api/health');
    times.push(s.readyMs);
    await s.stop();
  }
  const m = median(times);
  console.log(`  ${label.padEnd(44)} median ${fmt(m)} ms  (runs: ${times.map((t) => fmt(t)).join(', ')})`);
  return m;
}

export async function benchFoundation(postgresUrl: string | undefined): Promise<void> {
  console.log('\n# Cold start: process start → first 200 from /api/health');
  const dirs: string[] = [];
  const newDir = () => {
    const d = mkdtempSync(join(tmpdir(), 'recepta-bench-'));
    dirs.push(d);
    return d;
  };
  await coldStarts('PGlite, new data folder (create + migrate)', () => ({ DATA_DIR: newDir() }));
  const existing = newDir();
  await (await startProcess(main, { DATA_DIR: existing }, '/api/health')).stop();
  await coldStarts('PGlite, existing data folder', () => ({ DATA_DIR: existing }));

  let pgDb: string | undefined;
  let pgUrl: string | undefined;
  let admin: pg.Client | undefined;
  if (postgresUrl) {
    admin = new pg.Client({ connectionString: postgresUrl });
    try {
      await admin.connect();
      pgDb = `recepta_bench_${process.pid}`;
      await admin.query(`create database ${pgDb}`);
      const u = new URL(postgresUrl);
      u.pathname = `/${pgDb}`;
      pgUrl = u.toString();
      await (await startProcess(main, { DATABASE_URL: pgUrl }, '/api/health')).stop();
      await coldStarts('PostgreSQL (migrations already applied)', () => ({ DATABASE_URL: pgUrl as string }));
    } catch (err) {
      console.log(`  PostgreSQL: not measured (${(err as Error).message})`);
    }
  } else {
    console.log('  PostgreSQL: not measured (set BENCH_DATABASE_URL)');
  }

  console.log(
    '\n# Throughput: /api/health (real database round trip) vs a bare Fastify route, 20 connections, 5 s each',
  );
  const servers: Started[] = [];
  try {
    const bare = await startProcess('bench/bare-server.ts', {}, '/bare');
    servers.push(bare);
    await load(`http://127.0.0.1:${bare.port}/bare`, {}, 1);
    const b = await load(`http://127.0.0.1:${bare.port}/bare`, {}, 5);
    console.log(
      `  bare Fastify route            ${fmt(b.rps).padStart(8)} req/s  p99 ${fmt(b.p99, 1)} ms  (load by ${loadTool})`,
    );
    const targets: [string, Record<string, string>][] = [['PGlite', { DATA_DIR: existing }]];
    if (pgUrl) targets.push(['PostgreSQL', { DATABASE_URL: pgUrl }]);
    for (const [label, env] of targets) {
      const app = await startProcess(main, env, '/api/health');
      servers.push(app);
      await load(`http://127.0.0.1:${app.port}/api/health`, {}, 1);
      const h = await load(`http://127.0.0.1:${app.port}/api/health`, {}, 5);
      await app.stop();
      servers.pop();
      const name = `/api/health on ${label}`.padEnd(29);
      console.log(
        `  ${name} ${fmt(h.rps).padStart(8)} req/s  p99 ${fmt(h.p99, 1)} ms  failed ${h.failed}  ratio to bare ${fmt(h.rps / b.rps, 3)}`,
      );
    }
  } finally {
    for (const s of servers) await s.stop();
    if (admin && pgDb) await admin.query(`drop database if exists ${pgDb} with (force)`);
    await admin?.end();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
