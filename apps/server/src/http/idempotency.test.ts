import { DomainError } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { Database } from '../db/client.ts';
import { idempotencyKeys, orgs } from '../db/schema/index.ts';
import { at, type Clinic, setUpClinic } from '../modules/scheduling/scheduling-fixtures.ts';
import { registerErrorHandling } from './errors.ts';
import { type Answer, hashRequest, idempotent, registerIdempotency } from './idempotency.ts';

const now = new Date('2026-11-21T15:00:00Z');

describe('Idempotency-Key on the scheduling API', () => {
  let t: TestApp;
  let c: Clinic;
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    c = await setUpClinic(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async (table: 'appointments' | 'idempotency_keys', orgId = c.member.orgId) => {
    const { rows } = await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where org_id = ${orgId}`,
    );
    return Number(rows[0]?.n);
  };
  const bookBody = (start: string) => ({ serviceId: c.serviceId, resourceId: c.resourceId, start });

  it('answers a repeat with the stored first answer, same status and body, and books once', async () => {
    const before = await count('appointments');
    const first = await c.postKeyed('/api/scheduling/book', bookBody(at('09:00')), 'reserva-1');
    const again = await c.postKeyed('/api/scheduling/book', bookBody(at('09:00')), 'reserva-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('appointments')).toBe(before + 1);
  });

  it('treats the same fields in another order as the same body', async () => {
    const body = bookBody(at('09:30'));
    const first = await c.postKeyed('/api/scheduling/book', body, 'reserva-orden');
    const reordered = { start: body.start, resourceId: body.resourceId, serviceId: body.serviceId };
    const again = await c.postKeyed('/api/scheduling/book', reordered, 'reserva-orden');
    expect(again.body).toBe(first.body);
  });

  it('refuses the same key with another body, or on another route (422 idempotency_key_reused)', async () => {
    await c.postKeyed('/api/scheduling/book', bookBody(at('10:00')), 'reserva-2');
    const before = await count('appointments');
    const reused = {
      error: 'idempotency_key_reused',
      message: 'La clave de idempotencia ya se usó con otra solicitud',
    };
    const otherBody = await c.postKeyed('/api/scheduling/book', bookBody(at('10:30')), 'reserva-2');
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual(reused);
    const otherRoute = await c.postKeyed('/api/appointments', bookBody(at('10:00')), 'reserva-2');
    expect(otherRoute.statusCode).toBe(422);
    expect(otherRoute.json()).toEqual(reused);
    expect(await count('appointments')).toBe(before);
  });

  it('stores a refusal too: the repeat answers it even after the slot became free', async () => {
    const blocker = await c.book(at('11:00'));
    const first = await c.postKeyed('/api/scheduling/book', bookBody(at('11:00')), 'reserva-3');
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({
      error: 'slot_conflict',
      message: 'Conflicto de horario',
      detail: 'Choca con Ana Rojas, 11:00–11:30',
    });
    await c.api.post('/api/scheduling/cancel', { apptId: blocker.id });
    const before = await count('appointments');
    const again = await c.postKeyed('/api/scheduling/book', bookBody(at('11:00')), 'reserva-3');
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(first.body);
    expect(await count('appointments')).toBe(before);
  });

  it('replays a reschedule without moving the appointment again', async () => {
    const appt = await c.book(at('12:00'));
    const move = { apptId: appt.id, resourceId: c.resourceId, start: at('14:00'), durationMin: 30 };
    const first = await c.postKeyed('/api/scheduling/reschedule', move, 'mover-1');
    expect(first.json().appointment.start).toBe(at('14:00'));
    await c.api.post('/api/scheduling/reschedule', { ...move, start: at('15:00') });
    const again = await c.postKeyed('/api/scheduling/reschedule', move, 'mover-1');
    expect(again.body).toBe(first.body);
    expect((await c.api.get(`/api/appointments/${appt.id}`)).json().start).toBe(at('15:00'));
  });

  it.each([
    ['/api/scheduling/confirm', 'confirm'],
    ['/api/scheduling/cancel', 'cancel'],
  ])('accepts a key on %s', async (url) => {
    const appt = await c.book(at('16:00', '2026-11-24'));
    const first = await c.postKeyed(url, { apptId: appt.id }, `clave-${url}`);
    const again = await c.postKeyed(url, { apptId: appt.id }, `clave-${url}`);
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    // Frees the slot for the next case.
    await c.api.post('/api/scheduling/cancel', { apptId: appt.id });
  });

  it('accepts a key on availability', async () => {
    const body = { serviceId: c.serviceId, from: at('08:00', '2026-11-25'), days: 1 };
    const first = await c.postKeyed('/api/scheduling/availability', body, 'buscar-1');
    await c.book(at('08:00', '2026-11-25'));
    const again = await c.postKeyed('/api/scheduling/availability', body, 'buscar-1');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
  });

  it('gives two concurrent requests with one key one effect and identical answers', async () => {
    const before = await count('appointments');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.postKeyed('/api/scheduling/book', bookBody(at('09:00', '2026-11-26')), 'carrera'),
      ),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await count('appointments')).toBe(before + 1);
  });

  it('keeps keys per organisation', async () => {
    const other = await setUpClinic(t.app, { name: 'Otra Clínica' });
    const mine = await c.postKeyed('/api/scheduling/book', bookBody(at('10:00', '2026-11-26')), 'compartida');
    const theirs = await other.postKeyed(
      '/api/scheduling/book',
      { serviceId: other.serviceId, resourceId: other.resourceId, start: at('10:00', '2026-11-26') },
      'compartida',
    );
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().appointment.id).not.toBe(mine.json().appointment.id);
  });

  it('refuses a key longer than 255 characters', async () => {
    const res = await c.postKeyed('/api/scheduling/book', bookBody(at('11:00', '2026-11-26')), 'k'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    expect(res.json().fields).toEqual({ 'idempotency-key': 'Máximo 255 caracteres' });
    const ok = await c.postKeyed('/api/scheduling/book', bookBody(at('11:00', '2026-11-26')), 'k'.repeat(255));
    expect(ok.statusCode).toBe(201);
  });
});

describe('idempotent() itself', () => {
  let database: Database;
  let app: FastifyInstance;
  let orgId: string;
  let clock = new Date('2026-11-21T15:00:00Z');
  let handler: () => Promise<Answer>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [org] = await database.db.insert(orgs).values({ name: 'Org' }).returning();
    orgId = org!.id;
    app = Fastify();
    app.decorateRequest('orgId', '');
    registerErrorHandling(app);
    app.addHook('preHandler', async (request) => {
      request.orgId = orgId;
    });
    app.post('/x', async (request, reply) =>
      idempotent(request, reply, { db: database.db, now: () => clock, waitMs: 300, pollMs: 10 }, () => handler()),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (key: string, payload: object = { a: 1 }) =>
    app.inject({ method: 'POST', url: '/x', headers: { 'idempotency-key': key }, payload });
  const stored = async (key: string) =>
    (await database.db.select().from(idempotencyKeys).where(sql`${idempotencyKeys.key} = ${key}`))[0];

  it('stores nothing for a fault (5xx): a retry with the key runs again', async () => {
    handler = async () => {
      throw new Error('database went away');
    };
    const failed = await call('fallo');
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      error: 'internal_error',
      message: 'Error interno del servidor. Por favor intenta de nuevo',
    });
    expect(await stored('fallo')).toBeUndefined();
    handler = async () => ({ status: 201, body: { ok: true } });
    const retried = await call('fallo');
    expect(retried.statusCode).toBe(201);
    expect((await stored('fallo'))?.statusCode).toBe(201);
  });

  it('runs the handler once for concurrent requests with one key', async () => {
    let runs = 0;
    handler = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: 201, body: { run: runs } };
    };
    const responses = await Promise.all(Array.from({ length: 5 }, () => call('lento')));
    expect(runs).toBe(1);
    expect(responses.map((r) => r.body)).toEqual(Array(5).fill('{"run":1}'));
  });

  it('waits a bounded time for a request still in flight, then answers 409 idempotency_in_progress', async () => {
    await database.db.insert(idempotencyKeys).values({
      orgId,
      key: 'en-curso',
      route: 'POST /x',
      requestHash: hashRequest('POST /x', { a: 1 }),
      createdAt: clock,
    });
    handler = async () => ({ status: 201, body: {} });
    const res = await call('en-curso');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'idempotency_in_progress',
      message: 'Una solicitud con esta clave de idempotencia aún está en curso. Intenta de nuevo',
    });
  });

  it('takes over a key left in flight by a request that died', async () => {
    await database.db.insert(idempotencyKeys).values({
      orgId,
      key: 'huerfana',
      route: 'POST /x',
      requestHash: 'h',
      createdAt: new Date(clock.getTime() - 10 * 60_000),
    });
    handler = async () => ({ status: 201, body: { fresh: true } });
    const res = await call('huerfana');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ fresh: true });
  });

  it('forgets a key after 24 hours: then it may carry another body', async () => {
    handler = async () => ({ status: 201, body: { n: 1 } });
    expect((await call('diaria', { a: 1 })).statusCode).toBe(201);
    expect((await call('diaria', { a: 2 })).statusCode).toBe(422);
    const saved = clock;
    clock = new Date(saved.getTime() + 24 * 3_600_000 + 60_000);
    try {
      handler = async () => ({ status: 201, body: { n: 2 } });
      const res = await call('diaria', { a: 2 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ n: 2 });
    } finally {
      clock = saved;
    }
  });
});

describe('config: { idempotent: true } on any route', () => {
  let database: Database;
  let app: FastifyInstance;
  let runs = 0;
  let refuse = false;
  let seen: unknown;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [org] = await database.db.insert(orgs).values({ name: 'Org' }).returning();
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.decorateRequest('orgId', '');
    registerErrorHandling(app);
    registerIdempotency(app, { db: database.db, now: () => now });
    app.addHook('preHandler', async (request) => {
      request.orgId = org!.id;
    });
    app.post('/y', { config: { idempotent: true } }, async (request, reply) => {
      runs += 1;
      seen = request.db;
      if (refuse) throw new DomainError('not_found');
      reply.code(201);
      return { run: runs };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (key?: string) =>
    app.inject({
      method: 'POST',
      url: '/y',
      payload: { a: 1 },
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });

  it('runs the handler once per key, inside a transaction, and replays its status and body', async () => {
    const first = await call('uno');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ run: runs });
    expect(seen).not.toBe(database.db);
    const again = await call('uno');
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(first.json().run);
  });

  it('without a key just runs the handler on the app database', async () => {
    const before = runs;
    expect((await call()).statusCode).toBe(201);
    expect((await call()).statusCode).toBe(201);
    expect(runs).toBe(before + 2);
    expect(seen).toBe(database.db);
  });

  it('stores a refusal as the answer to the key', async () => {
    refuse = true;
    try {
      const first = await call('dos');
      expect(first.statusCode).toBe(404);
      const before = runs;
      refuse = false;
      const again = await call('dos');
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(first.json());
      expect(runs).toBe(before);
    } finally {
      refuse = false;
    }
  });

  it('validates the header like the scheduling API does', async () => {
    const res = await call('k'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'idempotency-key': 'Máximo 255 caracteres' });
  });
});
