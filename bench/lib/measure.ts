/** Measuring helpers shared by the benchmarks that drive a server over a socket. */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { fmt } from './server.ts';

/** Seeded so every run measures the same organisations (mulberry32). */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function percentiles(values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/**
 * CPU seconds a process has used (user + system), from /proc on Linux; undefined elsewhere. Unlike
 * wall-clock latency it does not grow when other work shares the machine; with PGlite it includes
 * the database, which runs inside the server process.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return undefined;
  // Fields after the command name (which is in parentheses): utime and stime are the 12th and 13th.
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Runs the calls and says how much server CPU each took, in ms ('' where it cannot be read). */
export async function serverCpu(pid: number | undefined, n: number, run: () => Promise<unknown>): Promise<string> {
  const before = cpuSeconds(pid);
  await run();
  const after = cpuSeconds(pid);
  return before === undefined || after === undefined
    ? ''
    : `  server CPU ${fmt(((after - before) * 1000) / n, 2)} ms/call`;
}

export async function timed(n: number, call: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await call(i);
    times.push(performance.now() - t0);
  }
  return times;
}

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** The load generator: wrk when installed (apt-get install wrk), else autocannon. */
export const loadTool = hasWrk ? 'wrk' : 'autocannon';

/**
 * 20 connections for `seconds`: requests per second, p99 latency (ms) and answers other than 2xx
 * or 3xx. wrk is preferred: it is written in C and leaves the CPU to the server, while autocannon,
 * in Node, was the bottleneck here (it read small compressed answers at a third of wrk's rate).
 * `post` sends that body with POST (wrk through a small Lua script). wrk runs as a child process
 * without blocking this one, so a server in this same process keeps answering.
 */
export async function load(url: string, headers: Record<string, string>, seconds: number, post?: { body: string }) {
  if (hasWrk) {
    const args = ['-t1', '-c20', `-d${seconds}s`, '--latency', url];
    for (const [name, value] of Object.entries(headers)) args.unshift('-H', `${name}: ${value}`);
    let scriptDir: string | undefined;
    if (post) {
      scriptDir = mkdtempSync(join(tmpdir(), 'recepta-wrk-'));
      const script = join(scriptDir, 'post.lua');
      writeFileSync(script, `wrk.method = "POST"\nwrk.body = ${JSON.stringify(post.body)}\n`);
      args.unshift('-s', script);
    }
    try {
      const out = (await promisify(execFile)('wrk', args)).stdout.toString();
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
      const p99 = parseWrkMs(/\s99%\s+([\d.]+\w+)/.exec(out)?.[1]);
      const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
      return { rps, p99, failed };
    } finally {
      if (scriptDir) rmSync(scriptDir, { recursive: true, force: true });
    }
  }
  const r = await autocannon({
    url,
    headers,
    connections: 20,
    duration: seconds,
    pipelining: 1,
    ...(post ? { method: 'POST' as const, body: post.body } : {}),
  });
  return { rps: r.requests.average, p99: r.latency.p99, failed: r.non2xx - r['3xx'] };
}

function parseWrkMs(text: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text ?? '');
  if (!m) return Number.NaN;
  const value = Number(m[1]);
  return m[2] === 'us' ? value / 1000 : m[2] === 's' ? value * 1000 : value;
}

export function line(label: string, text: string) {
  console.log(`  ${label.padEnd(46)} ${text}`);
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One request over a kept-alive socket with node:http, answering status and body. The latency
 * figures use it rather than fetch: on this 2-core machine fetch's own work (undici's streams and
 * promises) adds 0.5–1 ms to every call and more to the tail, which is the client's cost, not the server's.
 * `drain` counts the body's bytes instead of joining and decoding them: for a body of megabytes that
 * is the client's cost too (2–3 ms for the 1.7 MB calendar feed, in the server's own process here).
 */
export function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; drain?: boolean } = {},
  retried = false,
): Promise<{ status: number; body: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers };
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const req = http.request(url, { method: options.method ?? 'GET', agent: keepAlive, headers }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (!options.drain) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), bytes }));
      res.on('error', reject);
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed while the bench was seeding (its keep-alive timeout) is
      // only seen as reset when reused: Node's documented answer is to send the request again, once.
      if (req.reusedSocket && err.code === 'ECONNRESET' && !retried) call(url, options, true).then(resolve, reject);
      else reject(err);
    });
    req.end(options.body);
  });
}

/** CPU time counters of the whole machine (/proc/stat, Linux), undefined elsewhere. */
function cpuTimes(): { total: number; steal: number } | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  // user nice system idle iowait irq softirq steal …
  return { total: fields.slice(0, 8).reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
}

/**
 * Runs `part` and says what share of the machine's CPU time the host took for other guests
 * meanwhile ("steal"): on a shared virtual machine a run with much steal measures the neighbours,
 * so its latencies are read with that in mind, or the run repeated.
 */
export async function withStealReport(label: string, part: () => Promise<void>): Promise<void> {
  const before = cpuTimes();
  await part();
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return;
  const share = (100 * (after.steal - before.steal)) / (after.total - before.total);
  console.log(`  (${label}: CPU time taken by the host for other guests during the part: ${fmt(share, 1)} %)`);
}
