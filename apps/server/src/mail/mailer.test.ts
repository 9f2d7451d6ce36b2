import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { resetMail } from '../modules/accounts/reset-mail.ts';
import { createMailer } from './mailer.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** Undoes quoted-printable (soft line breaks and =XX escapes), as a mail client would. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const mail = resetMail('ana@clinica.test', 'http://127.0.0.1:3000/reset-password?token=abc123');

describe('mailer', () => {
  it('delivers through SMTP_URL (an in-process SMTP server)', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;

    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Recepta <no-reply@recepta.test>',
      outboxDir: '/nonexistent',
      log: pino({ level: 'silent' }),
    });
    await mailer.send(mail);
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@recepta.test');
    expect(received[0]?.to).toEqual(['ana@clinica.test']);
    expect(received[0]?.data).toContain('Subject: =?UTF-8?Q?Restablece_tu_contrase');
    expect(decodeQuotedPrintable(received[0]?.data ?? '')).toContain('reset-password?token=abc123');
  });

  it('without SMTP_URL writes an .eml file to the outbox and logs its link', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recepta-outbox-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({ smtpUrl: undefined, from: 'Recepta <no-reply@recepta.test>', outboxDir: dir, log });
    await mailer.send(mail);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ana@clinica\.test\.eml$/);
    const eml = readFileSync(join(dir, files[0] as string), 'utf8');
    expect(eml).toContain('To: ana@clinica.test');
    expect(decodeQuotedPrintable(eml)).toContain('reset-password?token=abc123');
    expect(lines.join('')).toContain('reset-password?token=abc123');
  });
});
