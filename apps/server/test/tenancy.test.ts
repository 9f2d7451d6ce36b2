/**
 * Tenancy: every org-scoped route the app registers (read from app.orgScopedRoutes, not from a
 * hand-kept list) is called by a member of org A, and with A's API key, against org B's ids. Each
 * call must be refused (403 for B's orgId, 404 for B's rows) and B's data must not change.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithOrg, type TestApp } from './test-app.ts';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUpWithOrg>>;
let b: Awaited<ReturnType<typeof signUpWithOrg>>;
let aKey: string;
/** B's row id for each path parameter, by the route's first segment. Extend it with new entities. */
let bIds: Record<string, string>;

/** Every row of org B in every table that has org_id, as one comparable snapshot. */
async function snapshotOfB(): Promise<Record<string, unknown[]>> {
  const tables = await t.database.db.execute(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'org_id' order by 1`,
  );
  const snapshot: Record<string, unknown[]> = {};
  for (const { table_name } of tables.rows as { table_name: string }[]) {
    const rows = await t.database.db.execute(
      sql`select * from ${sql.identifier(table_name)} where org_id = ${b.orgId} order by 1`,
    );
    snapshot[table_name] = rows.rows;
  }
  const org = await t.database.db.execute(sql`select * from orgs where id = ${b.orgId}`);
  snapshot.orgs = org.rows;
  return snapshot;
}

function urlFor(route: string): string {
  const segment = route.split('/')[2] ?? '';
  const path = route.replace(/:(\w+)/g, (_, param: string) => {
    const id = param === 'id' ? bIds[segment] : bIds[param];
    if (!id) throw new Error(`tenancy test: no id of org B for :${param} in ${route}; add it to bIds`);
    return id;
  });
  return `${path}?orgId=${b.orgId}`;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await signUpWithOrg(t.app, 'Clínica A');
  b = await signUpWithOrg(t.app, 'Clínica B');
  const keyOfA = await t.app.inject({
    method: 'POST',
    url: `/api/orgs/${a.orgId}/api-keys`,
    headers: { cookie: a.cookie },
    payload: { name: 'clave de A' },
  });
  aKey = keyOfA.json().key;
  const keyOfB = await t.app.inject({
    method: 'POST',
    url: `/api/orgs/${b.orgId}/api-keys`,
    headers: { cookie: b.cookie },
    payload: { name: 'clave de B' },
  });
  // One row of each catalogue entity in B, for routes that take a row id.
  const asB = async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${url}?orgId=${b.orgId}`,
      headers: { cookie: b.cookie },
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().id as string;
  };
  const location = await asB('/api/locations', { name: 'Sede B', tz: 'America/Costa_Rica' });
  const resource = await asB('/api/resources', { name: 'Dra. B', locationId: location });
  bIds = {
    orgs: b.orgId,
    keyId: keyOfB.json().id,
    locations: location,
    resources: resource,
    services: await asB('/api/services', { name: 'Limpieza B', durationMin: 30 }),
    customers: await asB('/api/customers', { name: 'Cliente B', phone: '+50688887777' }),
    blocks: await asB('/api/blocks', {
      resourceId: resource,
      startTime: '12:00',
      endTime: '13:00',
      reason: 'Almuerzo B',
    }),
  };
});
afterAll(async () => {
  await t.close();
});

describe('tenancy', () => {
  it('registers org-scoped routes through the guard', () => {
    const routes = t.app.orgScopedRoutes.map((r) => `${r.method} ${r.url}`);
    // The walk below is only as good as this list: it must hold every org-scoped route.
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/orgs/:id',
        'PUT /api/orgs/:id',
        'GET /api/orgs/:id/api-keys',
        'POST /api/orgs/:id/api-keys',
        'DELETE /api/orgs/:id/api-keys/:keyId',
        'GET /api/services',
        'POST /api/services',
        'PUT /api/services/:id',
        'DELETE /api/services/:id',
        'GET /api/customers/:id',
        'GET /api/config',
        'POST /api/config',
      ]),
    );
  });

  for (const caller of ['member of A', 'API key of A'] as const) {
    it(`refuses every org-scoped route to a ${caller} against org B, and B is unchanged`, async () => {
      const before = await snapshotOfB();
      const headers = caller === 'member of A' ? { cookie: a.cookie } : { authorization: `Bearer ${aKey}` };
      const refused: string[] = [];
      for (const route of t.app.orgScopedRoutes) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: urlFor(route.url),
          headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { name: 'Intruso' } }),
        });
        expect([403, 404], `${route.method} ${route.url} answered ${res.statusCode} ${res.body}`).toContain(
          res.statusCode,
        );
        expect(res.body).not.toContain('Clínica B');
        refused.push(route.url);
      }
      expect(refused.length).toBe(t.app.orgScopedRoutes.length);
      expect(await snapshotOfB()).toEqual(before);
    });
  }
});
