import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Access tokens of organisations' WhatsApp numbers are stored encrypted (AES-256-GCM), with a key
 * kept apart from the database: CHANNEL_TOKEN_KEY, or a key generated once into DATA_DIR. Several
 * instances on one PostgreSQL must share CHANNEL_TOKEN_KEY (README.md#settings), or each would hold
 * a key the others cannot use.
 */
export interface TokenBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const KEY_FILE = 'channel-token.key';

/** The configured key, or the one in DATA_DIR, generated there (mode 600) on first use. */
export async function resolveTokenKey(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'hex');
  const path = join(dataDir, KEY_FILE);
  try {
    return Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  const fresh = randomBytes(32).toString('hex');
  // 'wx': if another process wrote it first, keep theirs.
  await writeFile(path, `${fresh}\n`, { mode: 0o600, flag: 'wx' }).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  return Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
}

/** Sealed form: "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
export function createTokenBox(key: Buffer): TokenBox {
  if (key.length !== 32) throw new Error('The channel token key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed channel token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
