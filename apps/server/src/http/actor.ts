import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { apiKeys } from '../db/schema/index.ts';
import type { Auth } from '../modules/accounts/auth.ts';
import { toFetchHeaders } from './fetch-bridge.ts';

/** Who is calling: a signed-in staff member, or an integration holding an organisation's API key. */
export type Actor =
  | { kind: 'user'; userId: string; email: string; name: string }
  | { kind: 'apiKey'; keyId: string; orgId: string };

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Resolves the caller from `Authorization: Bearer <key>` (an API key; revoked keys stop at once
 * because each call looks the key up) or else from the session cookie. Null when neither holds.
 */
export async function resolveActor(request: FastifyRequest, db: Db, auth: Auth): Promise<Actor | null> {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = BEARER.exec(authorization);
    if (!match?.[1]) return null;
    const [key] = await db
      .select({ id: apiKeys.id, orgId: apiKeys.orgId })
      .from(apiKeys)
      .where(and(eq(apiKeys.keyHash, hashApiKey(match[1])), isNull(apiKeys.revokedAt)));
    return key ? { kind: 'apiKey', keyId: key.id, orgId: key.orgId } : null;
  }
  if (!request.headers.cookie) return null;
  const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!session) return null;
  return { kind: 'user', userId: session.user.id, email: session.user.email, name: session.user.name };
}
