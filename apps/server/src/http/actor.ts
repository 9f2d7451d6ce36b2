import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { type OrgVersions, orgVersionColumns, toOrgVersions } from '../db/org-versions.ts';
import { toFetchHeaders } from './fetch-bridge.ts';

/**
 * Who is calling, and so who acts: a signed-in staff member, or an integration holding an
 * organisation's API key, or the assistant acting for a patient on WhatsApp (a reminder's Confirmar,
 * the chat receptionist). Defined once; the verbs take it (`(db, actor, input, now)`) so that
 * what they change can say who changed it.
 */
export type Actor =
  | RequestActor
  | { kind: 'assistant'; conversationId: string }
  // A patient on the public booking page or their manage link, verified by code or signed link.
  | { kind: 'web' }
  // Recepta itself, on a timed job the organisation turned on (an automatic no-show); `name` is what the audit log shows.
  | { kind: 'system'; name: string };

/** Who can call the HTTP API: staff (session) or an integration (API key). */
export type RequestActor =
  | { kind: 'staff'; userId: string; email: string; name: string }
  | {
      kind: 'apiKey';
      keyId: string;
      orgId: string;
      /** What the key may do (domain permissions.ts apiKeyScopes). */
      scopes: string[];
      versions?: OrgVersions | undefined;
    };

/** What a verb of an organisation's data is told about its caller: the organisation it acts on, and who acts. */
export interface OrgActor {
  orgId: string;
  actor: Actor;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The caller of a page being drawn (first-paint/agenda-page.ts), already resolved by the page's own
 * request: the API reads the drawing makes in process carry that request's cookie, and are its
 * caller's. Seen only by code run inside `asResolvedCaller` (an async context, not a header a
 * client could send), and only for that very cookie.
 */
const resolvedCaller = new AsyncLocalStorage<{ cookie: string; actor: RequestActor }>();

/** Runs `work` with `actor` standing for every request it makes in process with `cookie`. */
export function asResolvedCaller<T>(cookie: string, actor: RequestActor, work: () => Promise<T>): Promise<T> {
  return resolvedCaller.run({ cookie, actor }, work);
}

/**
 * Resolves the caller from `Authorization: Bearer <key>` (an API key; revoked keys stop at once
 * because each call looks the key up) or else from the session cookie. Null when neither holds.
 */
/**
 * What the HTTP edge needs of the sign-in library: the session of a request's cookies. The accounts
 * module's `Auth` (better-auth) is one; declared here so the edge does not depend on that module.
 */
export interface SessionAuth {
  api: {
    getSession(input: { headers: Headers }): Promise<{ user: { id: string; email: string; name: string } } | null>;
  };
}

export async function resolveActor(request: FastifyRequest, db: Db, auth: SessionAuth): Promise<RequestActor | null> {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = BEARER.exec(authorization);
    if (!match?.[1]) return null;
    // The organisation's versions come along (cached reads use them instead of a query of their own).
    const { rows } = await db.execute(sql`select k.id, k.org_id, k.scopes, ${orgVersionColumns(sql`k.org_id`)}
      from api_keys k where k.key_hash = ${hashApiKey(match[1])} and k.revoked_at is null`);
    const key = rows[0] as { id: string; org_id: string; scopes: string[]; catalog: string; event: string } | undefined;
    return key
      ? { kind: 'apiKey', keyId: key.id, orgId: key.org_id, scopes: key.scopes, versions: toOrgVersions(key) }
      : null;
  }
  if (!request.headers.cookie) return null;
  const resolved = resolvedCaller.getStore();
  if (resolved && resolved.cookie === request.headers.cookie) return resolved.actor;
  const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!session) return null;
  return { kind: 'staff', userId: session.user.id, email: session.user.email, name: session.user.name };
}
