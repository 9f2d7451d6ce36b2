/**
 * GET /api/agenda of a week holding 1,000 appointments (about 500 KB of JSON), through the real
 * server: one client's latency, then 20 connections as a client without compression, as a browser
 * (br/gzip) and as a browser revalidating the week it already holds (If-None-Match → 304). Beside
 * it, in the same run: the trivial bare route (the baseline, measured by the caller) and a
 * bare Fastify process answering the very same JSON — serialised per request, and as ready bytes —
 * which is the most any server could do with those bytes on this machine.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, line, load, percentiles, serverCpu, timed } from './lib/measure.ts';
import { fmt, freePort, root, type Started } from './lib/server.ts';

const payloadServer = `
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
const text = readFileSync(process.env.PAYLOAD_FILE, 'utf8');
const body = JSON.parse(text);
const bytes = Buffer.from(text);
const app = Fastify({ logger: false });
app.get('/json', async () => body);
app.get('/bytes', async (request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function startPayloadServer(file: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', payloadServer], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PAYLOAD_FILE: file },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`payload server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    child,
    port,
    readyMs: performance.now() - t0,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

export async function benchAgendaRead(
  server: Started,
  url: string,
  headers: Record<string, string>,
  bareRps: number,
): Promise<void> {
  const probe = await fetch(url, { headers });
  const text = await probe.text();
  const etag = probe.headers.get('etag') ?? '';
  const items = (JSON.parse(text) as { items: unknown[] }).items.length;
  const compressed = await fetch(url, { headers: { ...headers, ...BROWSER } });
  const encoding = compressed.headers.get('content-encoding') ?? 'none';
  // fetch decompresses; the length header tells what crossed the wire.
  const wireBytes = Number(compressed.headers.get('content-length') ?? Number.NaN);
  await compressed.arrayBuffer();

  let times: number[] = [];
  const cpu = await serverCpu(server.child.pid, 200, async () => {
    times = await timed(200, async () => {
      const res = await call(url, { headers });
      if (res.status !== 200) throw new Error(`agenda ${res.status}`);
    });
  });
  const single = percentiles(times);
  line(
    `agenda week (${items} appointments), one client`,
    `p50 ${fmt(single.p50, 2)} ms  p95 ${fmt(single.p95, 2)} ms${cpu}  (${fmt(text.length / 1024)} KB, ${encoding} ${fmt(wireBytes / 1024)} KB)`,
  );
  const ratio = (rps: number) => `${fmt(rps / bareRps, 3)} of bare`;
  const show = (r: { rps: number; p99: number; failed: number }) =>
    `${fmt(r.rps)} req/s  p99 ${fmt(r.p99, 1)} ms  ${ratio(r.rps)}  failed ${r.failed}`;
  await load(url, headers, 1);
  const plain = await load(url, headers, 5);
  line('agenda week, 20 conn., no compression', show(plain));
  const browser = await load(url, { ...headers, ...BROWSER }, 5);
  line(`agenda week, 20 conn., as a browser (${encoding})`, show(browser));
  // What a browser does when it reloads a week it holds: If-None-Match, answered 304 with no body.
  const revalidating = { ...headers, ...BROWSER, 'if-none-match': etag };
  const check = await call(url, { headers: revalidating });
  const revalidate = await load(url, revalidating, 5);
  line(`agenda week, 20 conn., revalidating (${check.status})`, `${show(revalidate)}  (target ≥ 0.25 of bare)`);

  const dir = mkdtempSync(join(tmpdir(), 'recepta-bench-payload-'));
  const file = join(dir, 'agenda.json');
  writeFileSync(file, text);
  const same = await startPayloadServer(file);
  try {
    const base = `http://127.0.0.1:${same.port}`;
    await load(`${base}/json`, {}, 1);
    const json = await load(`${base}/json`, {}, 5);
    const bytes = await load(`${base}/bytes`, {}, 5);
    line(
      'bare route, same JSON serialised per request',
      `${show(json)}  (agenda uncompressed: ${fmt(plain.rps / json.rps, 2)}×)`,
    );
    line(
      'bare route, same JSON as ready bytes',
      `${show(bytes)}  (agenda uncompressed: ${fmt(plain.rps / bytes.rps, 2)}×)`,
    );
  } finally {
    await same.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
