/**
 * The production build (docs/deploy.md#the-production-build): cold start to the first 200 from
 * /api/health on an existing PGlite data folder, the built server (plain node on
 * apps/server/dist/main.js) beside the same server built with its npm packages left in
 * node_modules (the baseline), the development start (tsx compiling the sources), and `npm start`'s
 * script (its staleness checks included) on the same folder. Target ≤ 1.5 s built.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * The baseline: the same server built the way it was before packages went into the bundle (every
 * npm package loaded from node_modules), beside the real build so paths resolve the same way
 * (apps/server/dist-unbundled; removed after the part).
 */
async function buildUnbundled(): Promise<string> {
  const { build } = await import('esbuild');
  const out = join(root, 'apps/server/dist-unbundled');
  rmSync(out, { recursive: true, force: true });
  const pkg = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies)
    .filter((name) => name !== '@recepta/domain')
    .flatMap((name) => [name, `${name}/*`]);
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile: join(out, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    logLevel: 'warning',
  });
  cpSync(join(root, 'apps/server/src/db/migrations'), join(out, 'migrations'), { recursive: true });
  return join(out, 'main.js');
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
    const unbundled = await buildUnbundled();
    const ways: [string, string[]][] = [
      ['built: node apps/server/dist/main.js', [join(root, 'apps/server/dist/main.js')]],
      ['baseline: packages left in node_modules', [unbundled]],
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
      `  ratio built / baseline ${fmt((medians[0] ?? 0) / (medians[1] ?? 1), 2)}, built / tsx ${fmt((medians[0] ?? 0) / (medians[2] ?? 1), 2)}   target: built ≤ 1,500 ms (${(medians[0] ?? Infinity) <= 1500 ? 'met' : 'not met'})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(root, 'apps/server/dist-unbundled'), { recursive: true, force: true });
  }
}
