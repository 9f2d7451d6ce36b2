/**
 * The public demo chat in e2e (docs/product.md#demo-chat): a server of the spec's own (its own
 * data folder and settings, so what its visitors do stays there), a visitor's browser, and the chat.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the server as it ships (playwright.config.ts built apps/server/dist before any test ran)
 * with `env` over the suite's environment, and waits until /api/demo answers. A server that fails
 * to start says why, at once, instead of a time-out.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'recepta-e2e-demo-'));
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`the demo server exited (${server.exitCode}): ${errors}`);
        try {
          return (await fetch(`${baseURL}/api/demo`)).ok;
        } catch {
          return false;
        }
      },
      // Migrating (and seeding) a fresh database takes a while on a busy machine.
      { timeout: 170_000, intervals: [500] },
    )
    .toBe(true);
  return {
    baseURL,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function visitor(
  browser: Browser,
  baseURL: string,
  options: { width?: number; height?: number; dark?: boolean } = {},
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    colorScheme: options.dark ? 'dark' : 'light',
    locale: 'es-CR',
    // axe is injected as an inline script, which the app's Content-Security-Policy refuses.
    bypassCSP: true,
  });
  return { page: await context.newPage(), close: () => context.close() };
}

export function chatLog(page: Page) {
  return page.getByRole('log', { name: 'Conversación con Clínica Demo' });
}

export function messages(page: Page) {
  return chatLog(page).getByRole('list', { name: 'Mensajes' }).getByRole('listitem');
}

export async function say(page: Page, text: string) {
  await page.getByLabel('Escribe un mensaje').fill(text);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  // Accepted: the box empties, and the message shows in the chat (not the empty chat's suggestions).
  await expect(page.getByLabel('Escribe un mensaje')).toHaveValue('');
  await expect(messages(page).filter({ hasText: text }).last()).toBeVisible();
}
