/**
 * The mails the e2e server "sends": without SMTP_URL it writes each one as an .eml file in
 * DATA_DIR/outbox, named `<ISO timestamp>-<address>.eml`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return join(dataDir, 'outbox');
}

/** Undoes quoted-printable (soft line breaks and =XX bytes), which mailers use for long lines. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The newest mail to `email`, decoded, or undefined when there is none yet. */
export function newestMailTo(email: string): string | undefined {
  const safe = email.replace(/[^a-z0-9@._-]/gi, '_');
  let files: string[];
  try {
    files = readdirSync(outboxDir());
  } catch {
    return undefined;
  }
  // The names start with an ISO timestamp, so the last in order is the newest.
  const newest = files
    .filter((file) => file.endsWith(`-${safe}.eml`))
    .sort()
    .at(-1);
  return newest ? decodeQuotedPrintable(readFileSync(join(outboxDir(), newest), 'latin1')) : undefined;
}

/** Waits for the password-reset mail to `email` and returns its link's path and query. */
export async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = newestMailTo(email)?.match(/https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>]+/)?.[0];
        return link;
      },
      { message: `a reset mail to ${email} in the outbox` },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
