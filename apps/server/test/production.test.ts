/**
 * The production build as `npm start` and the container image run it (docs/deploy.md): the server
 * compiled to JavaScript, started with plain node. On the embedded database in a temporary folder,
 * whatever TEST_DB says (the process behaviour is the same on both).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtEntry, get, root, startServer, stopAll, tempDir, waitForHealth } from './child-server.ts';
import { freePort } from './free-port.ts';

// Real processes opening PGlite on a busy shared machine: a guard against hangs, not a timing assertion.
vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

beforeAll(() => {
  // Builds only when the sources changed since the last build.
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs')], { cwd: root, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
});
afterEach(stopAll);

const startBuilt = (env: Record<string, string>, nodeArgs: string[] = []) =>
  startServer([...nodeArgs, builtEntry], env);

describe('the built server', () => {
  it('runs with plain node: no TypeScript compiler is loaded', async () => {
    const dataDir = tempDir();
    // Every module the process loads is written to a file by a resolve hook registered first.
    const log = join(dataDir, 'modules.log');
    const hooks = join(dataDir, 'hooks.mjs');
    writeFileSync(
      hooks,
      `import { appendFileSync } from 'node:fs';
       export async function resolve(specifier, context, next) {
         const result = await next(specifier, context);
         appendFileSync(${JSON.stringify(log)}, result.url + '\\n');
         return result;
       }`,
    );
    const register = join(dataDir, 'register.mjs');
    writeFileSync(register, `import { register } from 'node:module'; register(${JSON.stringify(`file://${hooks}`)});`);
    const port = await freePort();
    const child = startBuilt({ DATA_DIR: join(dataDir, 'data'), PORT: String(port) }, ['--import', register]);
    await waitForHealth(port, child);
    const loaded = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    expect(loaded.some((url) => url.includes('apps/server/dist/main.js'))).toBe(true);
    expect(loaded.some((url) => url.includes('@electric-sql/pglite'))).toBe(true);
    expect(loaded.filter((url) => /\/(tsx|typescript|esbuild|@typescript)\/|\.ts$/.test(url))).toEqual([]);
    // An embedded server does not load what only PostgreSQL or a spreadsheet import needs: each
    // cost about a tenth of a cold start (docs/deploy.md#cold-start).
    expect(loaded.filter((url) => /\/node_modules\/(pg|read-excel-file)\//.test(url))).toEqual([]);
    child.kill('SIGTERM');
    expect(await new Promise((r) => child.once('exit', r))).toBe(0);
  });

  it('drains on SIGTERM under requests: readiness turns draining, every request sent is answered, it exits 0', async () => {
    const port = await freePort();
    const child = startBuilt({ DATA_DIR: join(tempDir(), 'data'), PORT: String(port), SHUTDOWN_DRAIN_MS: '5000' });
    await waitForHealth(port, child);
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));

    // A proxy's health check: once readiness is not 200, no new request is sent here.
    let routable = true;
    const checker = (async () => {
      while (routable) {
        const status = await get(port, '/api/health/ready');
        if (status !== 200) routable = false;
        else await new Promise((r) => setTimeout(r, 50));
      }
    })();
    // Clients send requests on fresh connections without pause while the instance is routable.
    const outcomes: (number | string)[] = [];
    const client = async () => {
      while (routable) outcomes.push(await get(port, '/api/health'));
    };
    const clients = Array.from({ length: 8 }, client);
    while (outcomes.filter((o) => o === 200).length < 40) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGTERM');
    await Promise.all([checker, ...clients]);
    expect(await exited).toBe(0);

    // Every request sent was answered 200: none refused, reset, or left without an answer.
    expect(outcomes.filter((o) => o !== 200)).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(40);
  });
});
