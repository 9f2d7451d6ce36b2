import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The visitor's choices carried from the number step to the code step without JavaScript and
 * without a cookie: sealed with AES-256-GCM into one opaque form value, so the number and name
 * travel neither readable in the address bar nor changeable, and expire with the code (~10 min).
 */
export interface Pending {
  serviceId: string;
  resourceId?: string | undefined;
  start: string;
  name: string;
  phone: string;
  /** Epoch ms after which the step is over. */
  until: number;
}

export function seal(key: Buffer, value: Pending): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal(key: Buffer, token: string, now: number): Pending | undefined {
  try {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 29 || raw.length > 2000) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const value = JSON.parse(text) as Pending;
    return value.until > now ? value : undefined;
  } catch {
    return undefined;
  }
}
