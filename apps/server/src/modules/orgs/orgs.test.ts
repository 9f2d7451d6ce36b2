import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';
import {
  apiKeys,
  configs,
  locations,
  memberships,
  messageTemplates,
  resources,
  services,
} from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/catalog/initOrg', () => {
  it('creates the org, its location, default config and seeded templates, and makes the caller a member', async () => {
    const { cookie, userId } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/initOrg',
      headers: { cookie },
      payload: { name: 'Clínica Sonrisa', locationName: 'Heredia', tz: 'America/Costa_Rica' },
    });
    expect(res.statusCode).toBe(201);
    const { org, location } = res.json();
    expect(org).toMatchObject({ name: 'Clínica Sonrisa', tz: 'America/Costa_Rica', currency: 'CRC' });
    expect(location).toMatchObject({ name: 'Heredia', tz: 'America/Costa_Rica' });

    const { db } = t.database;
    expect(await db.select().from(memberships).where(eq(memberships.orgId, org.id))).toEqual([
      expect.objectContaining({ userId }),
    ]);
    const [config] = await db.select().from(configs).where(eq(configs.orgId, org.id));
    expect(config).toMatchObject({
      openTime: '08:00',
      closeTime: '18:00',
      increment: 30,
      allowedDurations: [15, 30, 45, 60],
    });
    const templates = await db.select().from(messageTemplates).where(eq(messageTemplates.orgId, org.id));
    expect(templates.map((x) => [x.name, x.status]).sort()).toEqual([
      ['oferta_horario', 'ready'],
      ['reactivacion', 'draft'],
      ['reminder_24h', 'ready'],
      ['reminder_2h', 'ready'],
      ['seguimiento_inasistencia', 'ready'],
    ]);
    for (const x of templates) expect(x.text).toMatch(/SALIR/);
    expect(await db.select().from(locations).where(eq(locations.orgId, org.id))).toHaveLength(1);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().orgs).toEqual([{ id: org.id, name: 'Clínica Sonrisa', role: 'owner', resourceId: null }]);
  });

  it('saves the first professional and service given in the same form, and none when left blank', async () => {
    const { cookie } = await signUp(t.app);
    const init = (payload: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/catalog/initOrg',
        headers: { cookie },
        payload: { name: 'Clínica Rápida', locationName: 'San José', tz: 'America/Costa_Rica', ...payload },
      });
    const res = await init({ professional: ' Dra. Rojas ', service: 'Limpieza dental' });
    expect(res.statusCode).toBe(201);
    const { org, location } = res.json();
    expect(org.demo).toBe(false);
    const { db } = t.database;
    expect(await db.select().from(resources).where(eq(resources.orgId, org.id))).toEqual([
      expect.objectContaining({ name: 'Dra. Rojas', locationId: location.id, active: true }),
    ]);
    expect(await db.select().from(services).where(eq(services.orgId, org.id))).toEqual([
      expect.objectContaining({ name: 'Limpieza dental', durationMin: 30 }),
    ]);

    const blank = (await init({ professional: '', service: '  ' })).json();
    expect(await db.select().from(resources).where(eq(resources.orgId, blank.org.id))).toEqual([]);
    expect(await db.select().from(services).where(eq(services.orgId, blank.org.id))).toEqual([]);
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/initOrg',
      payload: { name: 'X', locationName: 'Y', tz: 'UTC' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ name: '', locationName: 'San José', tz: 'America/Costa_Rica' }, 'name'],
    [{ name: 'Clínica', locationName: '', tz: 'America/Costa_Rica' }, 'locationName'],
    [{ name: 'Clínica', locationName: 'San José', tz: 'Mars/Olympus' }, 'tz'],
    [{ name: 'x'.repeat(500), locationName: 'San José', tz: 'UTC' }, 'name'],
  ])('refuses %j naming the field', async (payload, field) => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/catalog/initOrg', headers: { cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    expect(Object.keys(res.json().fields)).toContain(field);
  });
});

describe('GET and PUT /api/orgs/:id', () => {
  it('reads and renames the caller’s organisation', async () => {
    const a = await signUpWithOrg(t.app, 'Clínica Vieja');
    const get = await t.app.inject({ method: 'GET', url: `/api/orgs/${a.orgId}`, headers: { cookie: a.cookie } });
    expect(get.json()).toEqual({
      id: a.orgId,
      name: 'Clínica Vieja',
      tz: 'America/Costa_Rica',
      currency: 'CRC',
      demo: false,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/orgs/${a.orgId}`,
      headers: { cookie: a.cookie },
      payload: { name: 'Clínica Nueva' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      id: a.orgId,
      name: 'Clínica Nueva',
      tz: 'America/Costa_Rica',
      currency: 'CRC',
      demo: false,
    });
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/orgs/${a.orgId}`,
      headers: { cookie: a.cookie },
      payload: { name: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('name');
  });

  it('keeps the currency of prices: its zone’s country’s until one is chosen, and refuses unknown codes', async () => {
    const a = await signUpWithOrg(t.app);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/orgs/${a.orgId}`, headers: { cookie: a.cookie }, payload });
    const chosen = await put({ name: 'Clínica', currency: 'USD' });
    expect(chosen.json()).toMatchObject({ currency: 'USD' });
    // A rename without a currency keeps the chosen one.
    expect((await put({ name: 'Clínica 2' })).json()).toMatchObject({ name: 'Clínica 2', currency: 'USD' });
    const bad = await put({ name: 'Clínica', currency: 'XYZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ currency: 'Elige una moneda de la lista' });
    const read = await t.app.inject({ method: 'GET', url: `/api/orgs/${a.orgId}`, headers: { cookie: a.cookie } });
    expect(read.json()).toMatchObject({ name: 'Clínica 2', currency: 'USD' });
  });

  it("states the organisation's zone: its first live location's", async () => {
    const a = await signUpWithOrg(t.app);
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/orgs/${a.orgId}`, headers: { cookie: a.cookie } })).json().tz;
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/locations?orgId=${a.orgId}`,
      headers: { cookie: a.cookie },
    });
    const first = list.json().items[0].id as string;
    const later = await t.app.inject({
      method: 'POST',
      url: `/api/locations?orgId=${a.orgId}`,
      headers: { cookie: a.cookie },
      payload: { name: 'Madrid', tz: 'Europe/Madrid' },
    });
    expect(later.statusCode).toBe(201);
    expect(await read()).toBe('America/Costa_Rica');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/locations/${first}?orgId=${a.orgId}`,
      headers: { cookie: a.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await read()).toBe('Europe/Madrid');
  });

  it('refuses another organisation with 403, telling nothing about it', async () => {
    const a = await signUpWithOrg(t.app);
    const b = await signUpWithOrg(t.app, 'Clínica Ajena');
    const res = await t.app.inject({ method: 'GET', url: `/api/orgs/${b.orgId}`, headers: { cookie: a.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Ajena');
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/orgs/00000000-0000-4000-8000-000000000000',
      headers: { cookie: a.cookie },
    });
    expect(made.statusCode).toBe(403);
  });
});

describe('API keys', () => {
  it('are shown once, stored hashed, work for their own org only, and stop at once when revoked', async () => {
    const a = await signUpWithOrg(t.app);
    const b = await signUpWithOrg(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/orgs/${a.orgId}/api-keys`,
      headers: { cookie: a.cookie },
      payload: { name: 'Recepcionista WhatsApp' },
    });
    expect(created.statusCode).toBe(201);
    const { id, key, prefix } = created.json();
    expect(key).toMatch(/^rk_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);

    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(JSON.stringify(stored)).not.toContain(key);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/orgs/${a.orgId}/api-keys`,
      headers: { cookie: a.cookie },
    });
    expect(list.json().items).toEqual([expect.objectContaining({ id, name: 'Recepcionista WhatsApp', prefix })]);
    expect(list.body).not.toContain(key);

    const bearer = { authorization: `Bearer ${key}` };
    expect((await t.app.inject({ method: 'GET', url: `/api/orgs/${a.orgId}`, headers: bearer })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/orgs/${b.orgId}`, headers: bearer })).statusCode).toBe(403);
    // A key cannot mint or list keys: that is for staff.
    const mint = await t.app.inject({
      method: 'POST',
      url: `/api/orgs/${a.orgId}/api-keys`,
      headers: bearer,
      payload: { name: 'otra' },
    });
    expect(mint.statusCode).toBe(403);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/orgs/${a.orgId}/api-keys/${id}`,
      headers: { cookie: a.cookie },
    });
    expect(revoke.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: `/api/orgs/${a.orgId}`, headers: bearer });
    expect(after.statusCode).toBe(401);
    const listAfter = await t.app.inject({
      method: 'GET',
      url: `/api/orgs/${a.orgId}/api-keys`,
      headers: { cookie: a.cookie },
    });
    expect(listAfter.json().items).toEqual([]);
  });

  it('refuses a made-up key', async () => {
    const a = await signUpWithOrg(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orgs/${a.orgId}`,
      headers: { authorization: 'Bearer rk_made_up' },
    });
    expect(res.statusCode).toBe(401);
  });
});
