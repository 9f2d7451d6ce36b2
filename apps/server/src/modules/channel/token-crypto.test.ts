import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTokenBox, resolveTokenKey } from './token-crypto.ts';

describe('channel token encryption', () => {
  it('seals a token so that it reads back only with the same key', async () => {
    const box = createTokenBox(Buffer.alloc(32, 7));
    const sealed = box.seal('EAAG-secret-token');
    expect(sealed).not.toContain('EAAG');
    expect(box.open(sealed)).toBe('EAAG-secret-token');
    expect(() => createTokenBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
    // Two seals of one token differ (fresh IV each time).
    expect(box.seal('EAAG-secret-token')).not.toBe(sealed);
  });

  it('generates a key into the data folder once, private to its owner, and reuses it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'recepta-key-'));
    const first = await resolveTokenKey(undefined, dir);
    const again = await resolveTokenKey(undefined, dir);
    expect(first.length).toBe(32);
    expect(again.equals(first)).toBe(true);
    expect((await stat(join(dir, 'channel-token.key'))).mode & 0o777).toBe(0o600);
    expect((await readFile(join(dir, 'channel-token.key'), 'utf8')).trim()).toBe(first.toString('hex'));
  });

  it('prefers the configured key', async () => {
    const key = await resolveTokenKey('ab'.repeat(32), '/nonexistent');
    expect(key.toString('hex')).toBe('ab'.repeat(32));
  });
});
