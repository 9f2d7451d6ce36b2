/**
 * The production build (docs/deploy.md#the-production-build): cold start to the first 200 from
 * /api/health on an existing PGlite data folder, the built server (plain node on
 * apps/server/dist/main.js) beside today's development start (tsx compiling the sources), and
 * `npm start`'s script (its staleness checks included) on the same folder. Target ≤ 1.5 s built.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, freePort, median, root } from './lib/server.ts';

const RUNS = 5;

async function coldStart(args: string[], env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const ms = performance.now() - t0;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return ms;
}

export async function benchProduction(): Promise<void> {
  console.log('\n# Production build: cold start → first 200 from /api/health, PGlite, existing data folder');
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server build failed');
  const dir = mkdtempSync(join(tmpdir(), 'recepta-bench-prod-'));
  try {
    const env = { DATA_DIR: dir };
    // The folder is created and migrated once; every measured start opens it as it is.
    await coldStart([join(root, 'apps/server/dist/main.js')], env);
    const ways: [string, string[]][] = [
      ['built: node apps/server/dist/main.js', [join(root, 'apps/server/dist/main.js')]],
      ['sources: node --import tsx src/main.ts', ['--import', 'tsx', join(root, 'apps/server/src/main.ts')]],
      ['npm start script: node scripts/start.mjs', [join(root, 'scripts/start.mjs')]],
    ];
    const medians: number[] = [];
    for (const [label, args] of ways) {
      const times: number[] = [];
      // Alternated runs would mix caches; each way runs RUNS times in a row after one warm-up.
      await coldStart(args, env);
      for (let i = 0; i < RUNS; i++) times.push(await coldStart(args, env));
      const m = median(times);
      medians.push(m);
      console.log(
        `  ${label.padEnd(44)} median ${fmt(m).padStart(5)} ms  (runs: ${times.map((t) => fmt(t)).join(', ')})  load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
    }
    console.log(
      `  ratio built / tsx ${fmt((medians[0] ?? 0) / (medians[1] ?? 1), 2)}   target: built ≤ 1,500 ms (${(medians[0] ?? Infinity) <= 1500 ? 'met' : 'not met'})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
