import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { googleClient } from './e2e/support/google-user.ts';

// The e2e suite drives the system's Chromium (Playwright cannot download its own browser here):
// its headless shell when installed (Debian's chromium-headless-shell, the "old headless" build
// Playwright itself uses for headless runs), else the full browser. The shell draws the same pages
// with the same Blink and V8 at about two thirds of the CPU: on 2026-11-28, 28 tests of five specs
// took 28–33 s of user CPU and 87–103 s against 45 s and 160–170 s with the full browser, side by
// side at load 15–29 (docs/benchmarks.md#the-end-to-end-suite). Lighthouse still starts the full
// browser (e2e/support/lighthouse.ts).
const chromium =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ||
  '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it with "apt-get install -y chromium chromium-headless-shell" or set CHROMIUM_PATH.`,
  );
}

// One free port and one data folder per run, chosen once: workers load this file again and
// inherit these variables from the main process, so they agree with the server it starts.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'recepta-e2e-'));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

// The local OpenID provider that plays Google (e2e/support/oidc-provider.ts) gets its own port,
// chosen once in the same way and handed down by env.
if (!process.env.E2E_OIDC_PORT) {
  do {
    process.env.E2E_OIDC_PORT = execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString();
  } while (process.env.E2E_OIDC_PORT === process.env.E2E_PORT);
}
const oidcURL = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;

// The local fake of Meta's Graph API (e2e/support/fake-graph-server.ts), where the server's
// WhatsApp client is pointed: the settings screen connects a number through it.
if (!process.env.E2E_GRAPH_PORT) {
  do {
    process.env.E2E_GRAPH_PORT = execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString();
  } while ([process.env.E2E_PORT, process.env.E2E_OIDC_PORT].includes(process.env.E2E_GRAPH_PORT));
}
const graphURL = `http://127.0.0.1:${process.env.E2E_GRAPH_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three on two cores: a test spends most of its time waiting (on the server, a page's render, a
  // live update, a reminder's moment), not computing. On 2026-11-25 the whole suite used 276 s of
  // CPU in 18 minutes with 2 workers (load 13–25): a third worker fills those waits.
  workers: 3,
  retries: 0,
  reporter: [['list']],
  // Tests wait on conditions (auto-waiting assertions), never on fixed sleeps; these limits only
  // end a test that hangs. They are set for a busy shared two-core machine (CI, or `stress-ng
  // --cpu 2` beside the run), where a sign-up (password hashing), a page's first render or a live
  // update can take many seconds: the default 5 s for an assertion and 30 s for a test turned
  // slowness into failures. A passing test never waits on them.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    locale: 'es-CR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: [
    {
      // Started first: the app server discovers the provider from GOOGLE_ISSUER_URL.
      command: 'node --import tsx e2e/support/oidc-provider.ts',
      url: `${oidcURL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      // tsx compiles the provider on start; under load that alone can take tens of seconds.
      timeout: 90_000,
      env: { E2E_OIDC_PORT: process.env.E2E_OIDC_PORT ?? '' },
    },
    {
      command: 'node --import tsx e2e/support/fake-graph-server.ts',
      url: `${graphURL}/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: { E2E_GRAPH_PORT: process.env.E2E_GRAPH_PORT ?? '' },
    },
    {
      // The server as it ships (apps/server/dist/main.js, rebuilt first when its sources changed:
      // docs/deploy.md#the-production-build) on the built web app (npm run test:e2e builds it first).
      command: 'node scripts/build-server.mjs && node --enable-source-maps apps/server/dist/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // A fresh PGlite data folder is created, migrated and seeded with the demo on this start
      // (~5 s idle on two cores, far more under load).
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? '',
        LOG_LEVEL: 'warn',
        // Google sign-in against the local provider above.
        GOOGLE_CLIENT_ID: googleClient.id,
        GOOGLE_CLIENT_SECRET: googleClient.secret,
        GOOGLE_ISSUER_URL: oidcURL,
        // The landing's WhatsApp buttons are built from it (e2e/landing.spec.ts).
        WHATSAPP_NUMBER: '50688887777',
        WHATSAPP_GRAPH_URL: `${graphURL}/v23.0`,
        // Each test plays a separate client: e2e/support/accounts.ts gives it its own address in
        // X-Forwarded-For, which the server reads only when told it sits behind a proxy.
        TRUST_PROXY: 'true',
      },
    },
  ],
});
