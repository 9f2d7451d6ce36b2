/**
 * Landing figures: Lighthouse scores (mobile preset, Lighthouse's default config) of the built
 * landing served by the real server, and what the page transfers compressed, JavaScript apart.
 * Targets (read by people, not asserted): every score ≥ 95, at most 30 KB of compressed JavaScript.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { fmt, freePort, root, type Started, startProcess } from './lib/server.ts';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

export async function launchChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'recepta-lh-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${chromiumPath} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, child, profile };
}

function kb(bytes: number): string {
  return `${fmt(bytes / 1024, 1)} KB`;
}

export async function benchLanding(): Promise<void> {
  console.log('\n# Landing page: Lighthouse, mobile preset (targets: every score ≥ 95, JavaScript ≤ 30 KB)');
  // Measure the current sources, not whatever build happens to be lying around.
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    console.log('  not measured: the web build failed');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'recepta-bench-landing-'));
  let server: Started | undefined;
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    server = await startProcess('apps/server/src/main.ts', { DATA_DIR: dataDir }, '/api/health');
    chromium = await launchChromium();
    const url = `http://127.0.0.1:${server.port}/`;
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);

    for (const id of categories) {
      const category = lhr.categories[id];
      const score = Math.round((category?.score ?? 0) * 100);
      const shortfalls = (category?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1)
        .map((a) => `${a?.id} ${Math.round((a?.score ?? 0) * 100)}`);
      console.log(
        `  ${id.padEnd(16)} ${String(score).padStart(3)}${score >= 95 ? '' : '  (below target)'}${
          shortfalls.length ? `  · not full marks: ${shortfalls.join(', ')}` : ''
        }`,
      );
    }
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    console.log(
      `  FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric(
        'total-blocking-time',
      )} · CLS ${metric('cumulative-layout-shift')}  (simulated slow 4G, mid-range phone)`,
    );

    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
      []) as NetworkRequest[];
    const bytesOf = (filter: (r: NetworkRequest) => boolean) =>
      requests.filter(filter).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const total = bytesOf(() => true);
    const js = bytesOf((r) => r.resourceType === 'Script');
    const html = bytesOf((r) => r.resourceType === 'Document');
    const css = bytesOf((r) => r.resourceType === 'Stylesheet');
    console.log(
      `  transferred: ${kb(total)} in ${requests.length} requests (HTML ${kb(html)}, CSS ${kb(css)}, JavaScript ${kb(js)})`,
    );
  } catch (err) {
    console.log(`  not measured: ${(err as Error).message}`);
  } finally {
    if (chromium) {
      const { child, profile } = chromium;
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
