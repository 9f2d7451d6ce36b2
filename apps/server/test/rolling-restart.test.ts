/**
 * A rolling restart as docs/deploy.md#restarts describes it: two instances of the built server on
 * one PostgreSQL database behind a proxy that routes only to instances whose readiness answers 200
 * (as Caddy's health check does), each instance stopped with SIGTERM and started again in turn
 * while clients keep sending. Every request is answered 200 and every instance exits 0.
 *
 * PostgreSQL only: two processes cannot share one embedded database, so on the PGlite run this
 * file reports itself skipped (the PostgreSQL run of the suite, TEST_DATABASE_URL, runs it).
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtEntry, exitOf, get, root, startServer, stopAll, tempDir, waitForHealth } from './child-server.ts';
import { freePort } from './free-port.ts';
import { createPostgresDatabase } from './test-db.ts';
import { testEnv } from './test-env.ts';

// Four starts of a real server on a busy shared machine: a guard against hangs, not a timing assertion.
vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });
afterEach(stopAll);

/** A proxy that sends each request to the next instance whose readiness said 200 at its last check. */
async function startProxy(backends: number[]) {
  const healthy = new Set<number>();
  /** Requests the proxy itself could not route (no instance ready), and upstream failures, by reason. */
  const refused: string[] = [];
  let checking = true;
  const checks = (async () => {
    while (checking) {
      await Promise.all(
        backends.map(async (port) => {
          if ((await get(port, '/api/health/ready')) === 200) healthy.add(port);
          else healthy.delete(port);
        }),
      );
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  let next = 0;
  const server = http.createServer((req, res) => {
    const routable = backends.filter((port) => healthy.has(port));
    const port = routable[next++ % Math.max(routable.length, 1)];
    if (port === undefined) {
      refused.push('no instance ready');
      res.writeHead(503).end('no instance ready');
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      refused.push(`upstream ${port}: ${err.code ?? 'error'}`);
      if (!res.headersSent) res.writeHead(502).end(err.code ?? 'upstream error');
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    healthy,
    refused,
    async close() {
      checking = false;
      await checks;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(testEnv.db !== 'postgres')('a rolling restart of two instances behind a proxy', () => {
  beforeAll(() => {
    // Builds only when the sources changed since the last build.
    const build = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
  });

  it('answers every request while each instance is stopped and started again in turn', async () => {
    const env = {
      DATABASE_URL: (await createPostgresDatabase()).url,
      // One folder for both, as one volume would be: the key that encrypts WhatsApp tokens is kept there.
      DATA_DIR: tempDir('recepta-roll-'),
      // Longer than the proxy's check interval: it sees 'draining' before the listener closes.
      SHUTDOWN_DRAIN_MS: '1500',
    };
    const ports = [await freePort(), await freePort()];
    const start = async (port: number) => {
      const child = startServer([builtEntry], { ...env, PORT: String(port) });
      await waitForHealth(port, child);
      return child;
    };
    const instances = [await start(ports[0]!), await start(ports[1]!)];
    const proxy = await startProxy(ports);

    const until = async (ready: () => boolean) => {
      while (!ready()) await new Promise((r) => setTimeout(r, 20));
    };
    await until(() => proxy.healthy.size === 2);

    // Clients send on fresh connections without pause for the whole restart.
    const outcomes: (number | string)[] = [];
    let sending = true;
    const client = async () => {
      while (sending) outcomes.push(await get(proxy.port, '/api/health'));
    };
    const clients = Array.from({ length: 6 }, client);
    await until(() => outcomes.filter((o) => o === 200).length >= 30);

    const exits: (number | null)[] = [];
    for (const [i, port] of ports.entries()) {
      const old = instances[i]!;
      old.kill('SIGTERM');
      exits.push(await exitOf(old));
      instances[i] = await start(port);
      const before = outcomes.length;
      // Back in rotation, and answering through the proxy, before the other one stops.
      await until(() => proxy.healthy.has(port) && outcomes.length >= before + 30);
    }
    sending = false;
    await Promise.all(clients);
    await proxy.close();

    expect(exits).toEqual([0, 0]);
    // Every request sent was answered 200: none refused, reset, or left without an instance.
    expect(proxy.refused).toEqual([]);
    expect(outcomes.filter((o) => o !== 200)).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(90);
  });
});
