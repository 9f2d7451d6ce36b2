/**
 * Lighthouse (mobile preset, its default config) on a page of the e2e server, in a Chromium of its
 * own with a debugging port (Lighthouse drives it over CDP, not through Playwright). Answers the four
 * scores, each audit that kept a category from full marks, and the bytes transferred.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

export interface LighthouseFigures {
  scores: Record<LighthouseCategory, number>;
  /** "audit-id score" for every weighted audit below 1, by category. */
  shortfalls: Record<LighthouseCategory, string[]>;
  /** Bytes on the wire (compressed), all requests and scripts alone. */
  transferred: { total: number; script: number; requests: number };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * Lighthouse's report of `url`. A run whose trace recording failed (NO_NAVSTART, NO_FCP…: Lighthouse
 * says "Please run Lighthouse again") measured nothing, and is run again, twice at most; it happened
 * once in a clean-clone run under load (NO_NAVSTART on the booking page, 2026-11-28). Any other
 * runtime error, and every score, is the caller's to judge.
 */
async function measured(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    const again = /Please run Lighthouse again/.test(lhr.runtimeError.message);
    if (!again || attempt === 3) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  }
}

export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'recepta-e2e-lh-'));
  const child = spawn(
    process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
  try {
    // Waits for the debugging port (a condition, polled), within the test's own time limit.
    for (;;) {
      if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const lhr = await measured(url, port);
    const scores = {} as LighthouseFigures['scores'];
    const shortfalls = {} as LighthouseFigures['shortfalls'];
    for (const id of lighthouseCategories) {
      const category = lhr.categories[id];
      scores[id] = Math.round((category?.score ?? 0) * 100);
      shortfalls[id] = (category?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1)
        .map((a) => `${a?.id} ${Math.round((a?.score ?? 0) * 100)}`);
    }
    const requests = ((lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? []) as {
      resourceType?: string;
      transferSize?: number;
    }[];
    const sum = (list: typeof requests) => list.reduce((n, r) => n + (r.transferSize ?? 0), 0);
    return {
      scores,
      shortfalls,
      transferred: {
        total: sum(requests),
        script: sum(requests.filter((r) => r.resourceType === 'Script')),
        requests: requests.length,
      },
    };
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
