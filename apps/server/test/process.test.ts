/**
 * Whole-process behaviour: the real entry points started as child processes, as `npm start` runs
 * them. These use the embedded database in a temporary folder whatever TEST_DB says, because they
 * test the default install.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { root, sourceEntry, startServer, stopAll, tempDir, waitForHealth } from './child-server.ts';
import { freePort } from './free-port.ts';

// Each test starts real server processes (PGlite takes seconds to open); on a busy machine that can
// pass the default limit: the durability test opens the embedded database four times and took 270 s
// with `stress-ng --cpu 2` on two shared, busy cores. This is a guard against hangs, not a timing assertion.
vi.setConfig({ testTimeout: 600_000 });
afterEach(stopAll);

/** The TypeScript sources with tsx, as `npm run dev` starts them. */
const startSources = (env: Record<string, string>) => startServer(sourceEntry, env);

describe('settings', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://nope'],
    ['LOG_LEVEL', 'shouting'],
  ])('npm start refuses %s=%s at once, naming the setting', (name, value) => {
    const result = spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { ...process.env, [name]: value },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Invalid setting ${name}=`);
    // It failed before the web build or opening anything (the server's build, when stale, comes first: it holds the check).
    expect(result.stdout).not.toContain('web app:');
  });
});

describe('durability on the embedded database', () => {
  it('keeps an acknowledged write after kill -9 and serves it after restart', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    // First start creates and migrates the data folder; then the server dies hard.
    let child = startSources({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, child);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    // A process with the server's own database client commits a row, acknowledges it, and dies
    // hard without closing. (Once the catalogue API exists, the same check goes through HTTP.)
    const writer = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import { openDatabase } from ${JSON.stringify(join(root, 'apps/server/src/db/client.ts'))};
         const d = await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} });
         await d.pglite.query("insert into orgs (name) values ('Clínica que sobrevive')");
         process.stdout.write('acknowledged');
         process.kill(process.pid, 'SIGKILL');`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(writer.stdout).toBe('acknowledged');
    expect(writer.signal).toBe('SIGKILL');

    // The server starts again on the same folder and the row is there.
    child = startSources({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, child);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    const { openDatabase } = await import('../src/db/client.ts');
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await reopened.pglite!.query<{ name: string }>('select name from orgs');
    await reopened.close();
    expect(rows.rows.map((r) => r.name)).toEqual(['Clínica que sobrevive']);
  });

  it('shuts down cleanly on SIGTERM with exit code 0', async () => {
    const port = await freePort();
    const child = startSources({ DATA_DIR: tempDir(), PORT: String(port) });
    await waitForHealth(port, child);
    child.kill('SIGTERM');
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(0);
  });
});
