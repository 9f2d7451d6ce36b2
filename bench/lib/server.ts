import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface Started {
  child: ChildProcess;
  port: number;
  /** Milliseconds from spawn to the first 200 from the probe path. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Spawns an entry point (built .js, or TypeScript through tsx) and waits until `probe` answers 200. */
export async function startProcess(entry: string, env: Record<string, string>, probe: string): Promise<Started> {
  const port = await freePort();
  const t0 = performance.now();
  // A built entry (.js) runs on plain node, as in production; sources through tsx.
  const args = entry.endsWith('.js') ? [join(root, entry)] : ['--import', 'tsx', join(root, entry)];
  // BENCH_LOGS=<folder>: each process's log (JSON lines, warnings and errors) kept in a file there.
  const logs = process.env.BENCH_LOGS;
  const out = logs ? openSync(join(logs, `${basename(entry)}-${port}.log`), 'a') : 'ignore';
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', out, 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${probe}`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - t0;
  return {
    child,
    port,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
