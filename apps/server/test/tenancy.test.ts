/**
 * Tenancy: every org-scoped route the app registers (read from app.orgScopedRoutes, not from a
 * hand-kept list) is called by a member of org A, and with A's API key, against org B's ids. Each
 * call must be refused (403 for B's orgId, 404 for B's rows) and B's data must not change.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConversation } from '../src/modules/messaging/messaging-fixtures.ts';
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
  const service = await asB('/api/services', { name: 'Limpieza B', durationMin: 30 });
  // An appointment of B, 30 days ahead at 10:00 in Costa Rica (within the default opening hours).
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/scheduling/book?orgId=${b.orgId}`,
    headers: { cookie: b.cookie },
    payload: {
      serviceId: service,
      resourceId: resource,
      start: `${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}T10:00:00-06:00`,
    },
  });
  if (booked.statusCode !== 201) throw new Error(`book: ${booked.statusCode} ${booked.body}`);
  bIds = {
    orgs: b.orgId,
    keyId: keyOfB.json().id,
    userId: b.userId,
    locations: location,
    resources: resource,
    services: service,
    appointments: booked.json().appointment.id,
    customers: await asB('/api/customers', { name: 'Cliente B', phone: '+50688887777' }),
    blocks: await asB('/api/blocks', {
      resourceId: resource,
      startTime: '12:00',
      endTime: '13:00',
      reason: 'Almuerzo B',
    }),
    templates: await asB('/api/templates', { name: 'plantilla_b', category: 'Utility', text: 'Hola {{1}}' }),
    'calendar-feeds': await asB('/api/calendar-feeds', { resourceId: resource }),
    // A patient's conversation, as the channel writes it (inbound only here: no sending).
    conversations: await insertConversation(t.database.db, {
      orgId: b.orgId,
      customerId: null,
      messages: [['in', 'Hola B', new Date('2026-11-20T15:00:00Z')]],
    }),
  };
  bIds.invitations = await asB('/api/invitations', { email: 'invitada.b@clinica.test', role: 'reception' });
  // A campaign of B (with an approved Marketing template; its audience is empty).
  const promo = await asB('/api/templates', { name: 'promo_b', category: 'Marketing', text: 'Hola {{1}}' });
  await t.app.inject({
    method: 'POST',
    url: `/api/templates/${promo}/submit?orgId=${b.orgId}`,
    headers: { cookie: b.cookie },
  });
  bIds.campaigns = await asB('/api/campaigns', {
    name: 'Campaña B',
    templateId: promo,
    inactiveDays: 30,
    params: ['{nombre}'],
  });
  // A rights request and an import of B (docs/privacy.md).
  bIds['rights-requests'] = await asB('/api/rights-requests', { customerId: bIds.customers, kind: 'access' });
  const imported = await t.app.inject({
    method: 'POST',
    url: `/api/imports/customers?orgId=${b.orgId}&dryRun=false`,
    headers: { cookie: b.cookie, 'content-type': 'text/csv' },
    payload: 'nombre,telefono\nImportado B,+50677770000',
  });
  if (imported.statusCode !== 201) throw new Error(`import: ${imported.statusCode} ${imported.body}`);
  bIds.imports = imported.json().id;
  // A recurring series of B, two Tuesdays at 11:00, 60 days ahead.
  const tuesday = new Date(Date.now() + 60 * 86_400_000);
  tuesday.setUTCDate(tuesday.getUTCDate() + ((9 - tuesday.getUTCDay()) % 7));
  bIds.series = await asB('/api/series', {
    customerId: bIds.customers,
    serviceId: service,
    resourceId: resource,
    start: `${tuesday.toISOString().slice(0, 10)}T11:00:00-06:00`,
    every: 'week',
    count: 2,
  });
  bIds.waitlist = await asB('/api/waitlist', { customerId: bIds.customers, serviceId: service, until: '2099-12-31' });
  const { rows } = await t.database.db.execute(
    sql`select id from messages where conversation_id = ${bIds.conversations} limit 1`,
  );
  bIds.messageId = String(rows[0]?.id);
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
        'GET /api/agenda',
        'GET /api/agenda/stream',
        'GET /api/appointments/:id',
        'POST /api/appointments',
        'POST /api/scheduling/availability',
        'POST /api/scheduling/book',
        'POST /api/scheduling/confirm',
        'POST /api/scheduling/reschedule',
        'POST /api/scheduling/cancel',
        'POST /api/scheduling/no-show',
        'GET /api/calendar-feeds',
        'POST /api/calendar-feeds',
        'DELETE /api/calendar-feeds/:id',
        'GET /api/customers/:id/consents',
        'POST /api/customers/:id/consents',
        'GET /api/customers/:id/export',
        'POST /api/customers/:id/erase',
        'GET /api/privacy',
        'PUT /api/privacy',
        'POST /api/rights-requests/:id/done',
        'POST /api/imports/customers',
        'DELETE /api/imports/:id',
        'GET /api/export',
        'POST /api/imports/appointments',
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

  for (const caller of ['member of A', 'API key of A'] as const) {
    it(`answers 404 when a ${caller} names B's rows in its own scheduling calls, and B is unchanged`, async () => {
      const before = await snapshotOfB();
      const headers = caller === 'member of A' ? { cookie: a.cookie } : { authorization: `Bearer ${aKey}` };
      const asA = (method: 'GET' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url: `${url}?orgId=${a.orgId}`, headers, ...(payload ? { payload } : {}) });
      const apptId = bIds.appointments;
      const start = `${new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10)}T10:00:00-06:00`;
      const calls: [string, Promise<{ statusCode: number; body: string }>][] = [
        ['GET appointment', asA('GET', `/api/appointments/${apptId}`)],
        ['confirm', asA('POST', '/api/scheduling/confirm', { apptId })],
        ['cancel', asA('POST', '/api/scheduling/cancel', { apptId })],
        ['no-show', asA('POST', '/api/scheduling/no-show', { apptId })],
        [
          'reschedule',
          asA('POST', '/api/scheduling/reschedule', { apptId, resourceId: bIds.resources, start, durationMin: 30 }),
        ],
        ['book', asA('POST', '/api/scheduling/book', { serviceId: bIds.services, resourceId: bIds.resources, start })],
        [
          'appointments',
          asA('POST', '/api/appointments', { serviceId: bIds.services, resourceId: bIds.resources, start }),
        ],
        ['availability', asA('POST', '/api/scheduling/availability', { serviceId: bIds.services })],
      ];
      for (const [name, call] of calls) {
        const res = await call;
        expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
        expect(res.body).not.toContain('Clínica B');
      }
      // B's live agenda: refused before any stream opens (an open one would hang inject()).
      const stream = await t.app.inject({
        method: 'GET',
        url: `/api/agenda/stream?orgId=${b.orgId}&start=2026-01-01T00:00:00Z&end=2026-01-08T00:00:00Z`,
        headers,
      });
      expect(stream.statusCode).toBe(403);
      expect(await snapshotOfB()).toEqual(before);
    });
  }
});
