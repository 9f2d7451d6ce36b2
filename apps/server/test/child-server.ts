/**
 * Test helper: real server processes (the entry point as `npm start` or a container runs it),
 * their health, and plain HTTP calls on fresh connections. Used by the process, production and
 * rolling-restart tests; each test file kills what it started in its afterEach (`stopAll`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('../../..', import.meta.url).pathname;
/** The built server (scripts/build-server.mjs), as `npm start` and the image run it. */
export const builtEntry = join(root, 'apps/server/dist/main.js');
/** The TypeScript sources through tsx, as `npm run dev` runs them. */
export const sourceEntry = ['--import', 'tsx', join(root, 'apps/server/src/main.ts')];

const children: ChildProcess[] = [];
const dirs: string[] = [];

export function tempDir(prefix = 'recepta-proc-'): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
}

/** Starts `node <args>` with the test's environment plus `env`; its output is kept for errors. */
export function startServer(args: string[], env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  children.push(child);
  return Object.assign(child, { output: () => output });
}

/**
 * Polls /api/health until the server answers. A start that is merely slow (a busy machine opening
 * PGlite) is waited for, with the test's time-out as the only limit; a server that dies is
 * reported at once with what it printed.
 */
export async function waitForHealth(port: number, child: ReturnType<typeof startServer>): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}: ${child.output()}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The exit code once the process ends. */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** One GET on a fresh connection: its status, or the connection error's code. */
export function get(port: number, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });
}

/** Kills every process started here and removes the temporary folders (afterEach). */
export function stopAll(): void {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}
