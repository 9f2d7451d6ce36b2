import { createHmac, timingSafeEqual } from 'node:crypto';

/** Meta's X-Hub-Signature-256 of a body: "sha256=" and the hex HMAC-SHA256 with the app secret. */
export function signPayload(raw: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
}

/**
 * Whether the header signs exactly these bytes. Constant-time over equal lengths (a different
 * length is refused first, which tells an attacker nothing about the secret); never throws.
 */
export function verifySignature(raw: Buffer, header: string | string[] | undefined, appSecret: string): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^sha256=[0-9a-f]{64}$/i.test(value)) return false;
  const expected = Buffer.from(signPayload(raw, appSecret), 'utf8');
  const given = Buffer.from(value.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
