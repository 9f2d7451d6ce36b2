/**
 * Permissions: every org-scoped route the app registers is called by each role (a session) and by
 * an API key of each scope, on the caller's own organisation. The answer is 403 exactly where the
 * permission table (packages/domain permissions.ts) says, and anything but 403 elsewhere. A route
 * that declares no action does not register at all (the last test).
 */
import { type Action, apiKeyScopes, isAction, keyCan, type Role, roleCan, roles } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRouteRegistry } from '../src/http/route-registry.ts';
import { createTestApp, signUp, signUpWithOrg, type TestApp } from './test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpWithOrg>>;
const cookies = {} as Record<Role, string>;
const keys = {} as Record<(typeof apiKeyScopes)[number], string>;
let ids: Record<string, string>;

function urlFor(route: string): string {
  const segment = route.split('/')[2] ?? '';
  const path = route.replace(/:(\w+)/g, (_, param: string) => {
    const id = param === 'id' ? ids[segment] : ids[param];
    if (!id) throw new Error(`permissions test: no id for :${param} in ${route}; add it to ids`);
    return id;
  });
  const streamRange = path.endsWith('/stream') ? '&start=bad&end=bad' : '';
  return `${path}?orgId=${owner.orgId}${streamRange}`;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpWithOrg(t.app, 'Clínica Roles');
  const asOwner = async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${url}?orgId=${owner.orgId}`,
      headers: { cookie: owner.cookie },
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().id as string;
  };
  const resource = await asOwner('/api/resources', { name: 'Dra. Roles', locationId: owner.locationId });
  cookies.owner = owner.cookie;
  for (const role of roles.filter((r) => r !== 'owner')) {
    const person = await signUp(t.app);
    await t.database.db.execute(
      sql`insert into memberships (org_id, user_id, role, resource_id)
        values (${owner.orgId}, ${person.userId}, ${role}, ${role === 'professional' ? resource : null})`,
    );
    cookies[role] = person.cookie;
  }
  for (const scope of apiKeyScopes) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orgs/${owner.orgId}/api-keys`,
      headers: { cookie: owner.cookie },
      payload: { name: `clave ${scope}`, scopes: [scope] },
    });
    keys[scope] = res.json().key;
  }
  const spareKey = await t.app.inject({
    method: 'POST',
    url: `/api/orgs/${owner.orgId}/api-keys`,
    headers: { cookie: owner.cookie },
    payload: { name: 'para borrar' },
  });
  const victim = await signUp(t.app);
  await t.database.db.execute(
    sql`insert into memberships (org_id, user_id, role) values (${owner.orgId}, ${victim.userId}, 'reception')`,
  );
  ids = {
    orgs: owner.orgId,
    keyId: spareKey.json().id,
    userId: victim.userId,
    locations: owner.locationId,
    resources: resource,
    services: await asOwner('/api/services', { name: 'Limpieza', durationMin: 30 }),
    customers: await asOwner('/api/customers', { name: 'Paciente', phone: '+50688887777' }),
    blocks: await asOwner('/api/blocks', { resourceId: resource, startTime: '12:00', endTime: '13:00', reason: 'x' }),
    templates: await asOwner('/api/templates', { name: 'plantilla_r', category: 'Utility', text: 'Hola {{1}}' }),
    'calendar-feeds': await asOwner('/api/calendar-feeds', { resourceId: resource }),
    invitations: await asOwner('/api/invitations', { email: 'invitada@clinica.test', role: 'reception' }),
    // Ids no row has: a 404 is as good as any other non-403 answer here.
    appointments: '00000000-0000-4000-8000-000000000001',
    conversations: '00000000-0000-4000-8000-000000000002',
    campaigns: '00000000-0000-4000-8000-000000000003',
    messageId: '00000000-0000-4000-8000-000000000004',
    series: '00000000-0000-4000-8000-000000000005',
    waitlist: '00000000-0000-4000-8000-000000000006',
    'rights-requests': '00000000-0000-4000-8000-000000000007',
    imports: '00000000-0000-4000-8000-000000000008',
  };
});
afterAll(async () => {
  await t.close();
});

async function walk(headers: Record<string, string>, allowed: (action: Action, usersOnly: boolean) => boolean) {
  const wrong: string[] = [];
  for (const route of t.app.orgScopedRoutes) {
    const declared = t.app.registeredRoutes.find((r) => r.method === route.method && r.url === route.url);
    const access = declared?.access;
    if (!isAction(access)) {
      wrong.push(`${route.method} ${route.url}: no action in the permission table`);
      continue;
    }
    const usersOnly = route.usersOnly;
    const expected403 = !allowed(access, usersOnly);
    // The inbox stream takes no range to refuse: once allowed it stays open (its own tests cover it).
    if (route.url === '/api/conversations/stream' && !expected403) continue;
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: urlFor(route.url),
      headers,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { name: 'Prueba' } }),
    });
    if ((res.statusCode === 403) !== expected403) {
      wrong.push(`${route.method} ${route.url} (${access}) answered ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    if (res.statusCode === 403) expect(res.json().error).toBe('forbidden');
  }
  return wrong;
}

describe('permissions', () => {
  for (const role of roles) {
    it(`gives a ${role} 403 exactly where the table says, on every org-scoped route`, async () => {
      const wrong = await walk({ cookie: cookies[role] }, (action) => roleCan(role, action));
      expect(wrong).toEqual([]);
    });
  }

  for (const scope of apiKeyScopes) {
    it(`gives an API key with scope ${scope} 403 exactly where the table says`, async () => {
      const wrong = await walk(
        { authorization: `Bearer ${keys[scope]}` },
        (action, usersOnly) => !usersOnly && keyCan([scope], action),
      );
      expect(wrong).toEqual([]);
    });
  }

  it('answers the role refusal in Spanish', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/summary?orgId=${owner.orgId}&from=2026-11-01&to=2026-11-30`,
      headers: { cookie: cookies.reception },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: 'Tu rol en esta organización no permite esta acción' });
  });

  it('declares access on every registered route', () => {
    expect(t.app.registeredRoutes.filter((r) => r.access === undefined && !r.url.startsWith('/api/docs'))).toEqual([]);
  });

  it('refuses to register a route that declares no access, and an action outside the org guard', async () => {
    const bare = Fastify();
    bare.decorate('orgScopedRoutes', []);
    registerRouteRegistry(bare);
    expect(() => bare.get('/api/nueva', async () => 'hola')).toThrow(/declares no access/);
    bare.get('/api/abierta', { config: { access: 'public' } }, async () => 'hola');
    bare.get('/api/suelta', { config: { access: 'agenda.read' } }, async () => 'hola');
    await expect(bare.ready()).rejects.toThrow(/not behind the org guard/);
  });
});
