import { createHmac } from 'node:crypto';

/**
 * Keys of the booking page, derived from the server's secret (the one that signs sessions), one per
 * use, so a code hash can never stand for a link signature or the other way round.
 */
export interface BookingKeys {
  codes: Buffer;
  links: Buffer;
  /** Seals the visitor's choices between the page's steps (sealed.ts). */
  seal: Buffer;
}

export function bookingKeys(secret: string): BookingKeys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(`recepta:booking:${purpose}`).digest();
  return { codes: derive('codes'), links: derive('links'), seal: derive('seal') };
}
