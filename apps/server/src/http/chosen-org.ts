import type { FastifyRequest } from 'fastify';

/** The cookie the shell's organisation switcher writes (docs/product.md#team). */
export const CHOSEN_ORG_COOKIE = 'recepta_org';

const PATTERN = new RegExp(`(?:^|;\\s*)${CHOSEN_ORG_COOKIE}=([0-9a-f-]{36})(?:;|$)`, 'i');

/**
 * The organisation a person in several chose to work in. /api/me (and the page's inlined copy)
 * lists it first, so every screen, stream and feed, which work on the first, follows it.
 */
export function chosenOrgOf(request: FastifyRequest): string | undefined {
  return PATTERN.exec(request.headers.cookie ?? '')?.[1];
}
