import {
  type Action,
  DomainError,
  forbiddenByRoleMessage,
  isAction,
  keyCan,
  type Role,
  roleCan,
} from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { type OrgVersions, orgVersionColumns, toOrgVersions } from '../db/org-versions.ts';
import { type OrgActor, type RequestActor, resolveActor, type SessionAuth } from './actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: RequestActor | null;
    /** The organisation the call acts on, set by the org guard after the membership check. */
    orgId: string;
    /** Its versions, read by the org guard with the membership or key (db/org-versions.ts). */
    orgVersions: OrgVersions | undefined;
    /**
     * The caller's membership of request.orgId, set by the org guard: a person's role (and a
     * professional's resource), or null for an API key.
     */
    member: { role: Role; resourceId: string | null } | null;
  }
  interface FastifyInstance {
    /** Every route registered behind the org guard: the tenancy test walks this list. */
    orgScopedRoutes: { method: string; url: string; usersOnly: boolean }[];
  }
  interface FastifyContextConfig {
    /** Where the guarded route names its organisation: the `orgId` query (default) or the `id` path param. */
    orgIdFrom?: 'query' | 'params.id';
    /** Refuse API keys: for routes that manage access itself (API keys). */
    usersOnly?: boolean;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function requireActor(request: FastifyRequest, db: Db, auth: SessionAuth): Promise<RequestActor> {
  request.actor ??= await resolveActor(request, db, auth);
  if (!request.actor) throw new DomainError('unauthorized');
  return request.actor;
}

export async function requireUser(request: FastifyRequest, db: Db, auth: SessionAuth) {
  const actor = await requireActor(request, db, auth);
  if (actor.kind !== 'staff') throw new DomainError('forbidden');
  return actor;
}

/** The organisation and the caller of a route behind the org guard, for the verb it calls. */
export function orgActor(request: FastifyRequest): OrgActor {
  if (!request.actor) throw new DomainError('unauthorized');
  return { orgId: request.orgId, actor: request.actor };
}

/**
 * The resource a professional works on, when the caller is one: their reads are filtered to it
 * (agenda, its stream, Today). Undefined for everyone else. A professional whose resource was
 * deleted gets a resource no row has, so they see nothing rather than everything.
 */
export function professionalResource(request: FastifyRequest): string | undefined {
  if (request.member?.role !== 'professional') return undefined;
  return request.member.resourceId ?? '00000000-0000-0000-0000-000000000000';
}

/** Whether the caller of a route behind the org guard may also `action`: for parts of an answer (prices). */
export function callerCan(request: FastifyRequest, action: Action): boolean {
  if (request.actor?.kind === 'apiKey') return keyCan(request.actor.scopes, action);
  return request.member !== null && roleCan(request.member.role, action);
}

/**
 * What the caller may see of the rows a read returns (docs/architecture.md#roles-and-permissions):
 * a professional only the patients they attend (an appointment on their resource, whatever its
 * status) and those patients' conversations; prices only who may read them.
 */
export interface Viewer {
  attendedBy: string | undefined;
  seesPrices: boolean;
}

export function viewerOf(request: FastifyRequest): Viewer {
  return { attendedBy: professionalResource(request), seesPrices: callerCan(request, 'prices.read') };
}

/** One property of a parsed query string or path parameters, not yet validated. */
function field(source: unknown, name: string): unknown {
  return typeof source === 'object' && source !== null ? Reflect.get(source, name) : undefined;
}

/**
 * The one tenancy guard (docs/architecture.md#tenancy): every route registered inside `scope` is refused unless
 * the caller belongs to the organisation it names. A foreign orgId is 403 and tells nothing about
 * that organisation; rows of other organisations are then 404 because every query filters by
 * request.orgId.
 */
export async function orgScoped(
  app: FastifyInstance,
  deps: { db: Db; auth: SessionAuth },
  scope: (scoped: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (scoped) => {
    scoped.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!isAction(route.config?.access)) {
        throw new Error(`${methods.join(',')} ${route.url} is behind the org guard: declare the action it needs`);
      }
      const usersOnly = route.config?.usersOnly === true;
      for (const method of methods)
        if (method !== 'HEAD') app.orgScopedRoutes.push({ method, url: route.url, usersOnly });
    });
    scoped.addHook('preValidation', async (request) => {
      const actor = await requireActor(request, deps.db, deps.auth);
      const config = request.routeOptions.config;
      // Checked at registration (onRoute above): every route here declares an action.
      const action = config.access as Action;
      // Before validation: the raw value, whatever its type (a repeated ?orgId= is an array).
      const named = config.orgIdFrom === 'params.id' ? field(request.params, 'id') : field(request.query, 'orgId');
      if (actor.kind === 'apiKey') {
        if (config.usersOnly) throw new DomainError('forbidden');
        if (named !== undefined && named !== actor.orgId) throw new DomainError('forbidden');
        if (!keyCan(actor.scopes, action)) throw new DomainError('forbidden', undefined, forbiddenByRoleMessage);
        request.orgId = actor.orgId;
        request.member = null;
        request.orgVersions = actor.versions;
        return;
      }
      if (!named) throw new DomainError('validation_failed', { fields: { orgId: 'Falta la organización (orgId)' } });
      if (typeof named !== 'string' || !UUID.test(named)) throw new DomainError('forbidden');
      // The organisation's versions come along (cached reads use them instead of a query of their own).
      const { rows } = await deps.db.execute(sql`select m.org_id, m.role, m.resource_id,
        ${orgVersionColumns(sql`m.org_id`)}
        from memberships m where m.org_id = ${named} and m.user_id = ${actor.userId}`);
      const member = rows[0] as { role: Role; resource_id: string | null; catalog: string; event: string } | undefined;
      if (!member) throw new DomainError('forbidden');
      // The permission table (domain permissions.ts): a pure lookup, no query of its own.
      if (!roleCan(member.role, action)) throw new DomainError('forbidden', undefined, forbiddenByRoleMessage);
      request.member = { role: member.role, resourceId: member.resource_id };
      request.orgId = named;
      request.orgVersions = toOrgVersions(member);
    });
    await scope(scoped);
  });
}
