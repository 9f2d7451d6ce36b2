import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The patient's personal link to their appointment (docs/api.md#manage-my-appointment):
 * /m/{token}, token = base64url(appointment id, customer id, expiry) + "." + HMAC-SHA256 of that
 * text with the server's link key (secrets.ts), cut to 128 bits. Nothing is stored: the signature is the
 * proof, the appointment's row must still belong to that patient, and the link stops working a day
 * after the appointment ends. A tampered, expired or foreign link reads as not found.
 */
export interface ManageClaim {
  appointmentId: string;
  customerId: string;
  expiresAt: number;
}

/** A day after the appointment ends: "Mis datos" stays reachable for the visit's aftermath. */
export const LINK_GRACE_MS = 86_400_000;

/** 128 bits of HMAC-SHA256: forging one is still out of reach, and the link stays short. */
function sign(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest().subarray(0, 16).toString('base64url');
}

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidText = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** The token: the two ids as raw bytes and the expiry in seconds (36 bytes), then the signature: ~71 characters. */
export function manageToken(key: Buffer, claim: ManageClaim): string {
  const expiry = Buffer.alloc(4);
  expiry.writeUInt32BE(Math.floor(claim.expiresAt / 1000));
  const body = Buffer.concat([uuidBytes(claim.appointmentId), uuidBytes(claim.customerId), expiry]).toString(
    'base64url',
  );
  return `${body}.${sign(key, body)}`;
}

/**
 * The link to put in a confirmation or a reminder: `{publicUrl}/m/{token}`, valid until a day after
 * `endsAt`. The reminders can include it by calling this with the appointment's row.
 */
export function buildManageUrl(
  key: Buffer,
  publicUrl: string,
  appointment: { id: string; customerId: string; endsAt: Date },
): string {
  const token = manageToken(key, {
    appointmentId: appointment.id,
    customerId: appointment.customerId,
    expiresAt: appointment.endsAt.getTime() + LINK_GRACE_MS,
  });
  return `${publicUrl.replace(/\/$/, '')}/m/${token}`;
}

/** The claim of a genuine, unexpired token; undefined for anything else. */
export function readManageToken(key: Buffer, token: string, now: number): ManageClaim | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > 100) return undefined;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const raw = Buffer.from(body, 'base64url');
  if (raw.length !== 36) return undefined;
  const expiresAt = raw.readUInt32BE(32) * 1000;
  if (expiresAt <= now) return undefined;
  return { appointmentId: uuidText(raw.subarray(0, 16)), customerId: uuidText(raw.subarray(16, 32)), expiresAt };
}
