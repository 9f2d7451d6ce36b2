/**
 * Two (or more) builds of the server started alternately on the same data folder, to compare cold
 * starts on a machine whose load moves: each start is timed from spawn to the first 200 of
 * /api/health, with the CPU the process used until then (all its threads, from /proc).
 *
 *   node bench/lib/cold-pair.mjs DATA_DIR /path/to/old/dist/main.js apps/server/dist/main.js
 *
 * DATA_DIR must hold a migrated database (start the newer build on it once first). Used for the
 * side-by-side figures in docs/benchmarks.md#the-production-builds-cold-start.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const RUNS = 7;
const [dataDir, ...builds] = process.argv.slice(2);
if (!dataDir || builds.length === 0) {
  console.error('usage: node bench/lib/cold-pair.mjs DATA_DIR BUILD_MAIN_JS...');
  process.exit(2);
}

let port = 4800;
async function coldStart(main) {
  const p = port++;
  const t0 = performance.now();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', PORT: String(p), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${p}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const ms = performance.now() - t0;
  // utime and stime, fields 14 and 15 of /proc/PID/stat, in clock ticks of 10 ms.
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return { ms, cpuMs };
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const results = new Map(builds.map((b) => [b, []]));
for (const b of builds) await coldStart(b);
for (let i = 0; i < RUNS; i++) for (const b of builds) results.get(b).push(await coldStart(b));
for (const [b, runs] of results) {
  console.log(
    `${b.padEnd(48)} wall median ${median(runs.map((r) => r.ms)).toFixed(0)} ms, CPU median ${median(runs.map((r) => r.cpuMs))} ms (CPU runs: ${runs.map((r) => r.cpuMs).join(', ')})`,
  );
}
console.log(
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
