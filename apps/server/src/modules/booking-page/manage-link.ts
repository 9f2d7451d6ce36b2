import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The patient's personal link to their appointment (docs/api.md#manage-my-appointment):
 * /m/{token}, token = base64url("appointmentId.customerId.expiresSeconds") + "." + HMAC-SHA256 of
 * that text with the server's link key (secrets.ts). Nothing is stored: the signature is the
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

function sign(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function manageToken(key: Buffer, claim: ManageClaim): string {
  const body = Buffer.from(
    `${claim.appointmentId}.${claim.customerId}.${Math.floor(claim.expiresAt / 1000)}`,
  ).toString('base64url');
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The claim of a genuine, unexpired token; undefined for anything else. */
export function readManageToken(key: Buffer, token: string, now: number): ManageClaim | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > 300) return undefined;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const [appointmentId, customerId, seconds] = Buffer.from(body, 'base64url').toString().split('.');
  const expiresAt = Number(seconds) * 1000;
  if (!appointmentId || !customerId || !UUID.test(appointmentId) || !UUID.test(customerId)) return undefined;
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return undefined;
  return { appointmentId, customerId, expiresAt };
}
