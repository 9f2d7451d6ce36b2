import { replies } from '@recepta/domain';
import { and, count, eq, ne, notLike } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';
import { DEMO_ORG_SETTING } from '../../db/demo-data.ts';
import {
  appointments,
  appSettings,
  channels,
  conversations,
  customers,
  demoChats,
  locations,
  memberships,
  messages,
  orgs,
  resources,
  services,
  webhookInbox,
} from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed-demo.ts';
import { getOrg } from '../orgs/org-rows.ts';

// The test clock: the sweep reads it; tests move it instead of waiting a day.
let clock = new Date('2026-11-23T15:00:00Z');
let t: TestApp;
let orgId: string;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: { TRUST_PROXY: 'true' },
    demoLimits: { chats: { max: 3, windowMs: 60_000 }, messages: { max: 5, windowMs: 60_000 } },
  });
  await seedDemo(t.database.db, clock);
  const [setting] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, DEMO_ORG_SETTING));
  orgId = setting!.value;
});
afterAll(async () => {
  await t.close();
});

let visitors = 0;
/** Each visitor comes from an address of their own, so the per-address limits stay out of the way. */
function visitor(address = `203.0.113.${++visitors}`) {
  const headers = { 'x-forwarded-for': address };
  return {
    start: () => t.app.inject({ method: 'POST', url: '/api/demo/chats', headers }),
    send: (token: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/demo/chats/${token}/messages`,
        headers,
        payload: payload as Record<string, unknown>,
      }),
    read: (token: string) => t.app.inject({ method: 'GET', url: `/api/demo/chats/${token}/messages`, headers }),
  };
}

async function startChat(v = visitor()) {
  const res = await v.start();
  expect(res.statusCode, res.body).toBe(201);
  return { v, token: res.json().token as string };
}

/** Sends and waits until the sandbox processed the message and its answer went out. */
async function says(v: ReturnType<typeof visitor>, token: string, payload: unknown) {
  clock = new Date(clock.getTime() + 60_000);
  const res = await v.send(token, payload);
  expect(res.statusCode, res.body).toBe(202);
  await t.app.channel.idle();
}

async function chat(v: ReturnType<typeof visitor>, token: string) {
  const res = await v.read(token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().messages as { id: string; from: string; text: string; buttons?: { id: string; title: string }[] }[];
}

function expectRefused(res: LightMyRequestResponse, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ error: 'validation_failed', message: 'Datos inválidos' });
  expect(res.json().fields?.[field]).toBe(message);
}

/** The conversation of a visitor's made-up number in the demo organisation. */
async function patientOf(token: string) {
  const { db } = t.database;
  const rows = await db
    .select({
      customerId: customers.id,
      name: customers.name,
      phone: customers.phone,
      conversationId: conversations.id,
    })
    .from(customers)
    .innerJoin(conversations, eq(conversations.customerId, customers.id))
    .innerJoin(demoChats, and(eq(demoChats.phone, customers.phone), eq(demoChats.orgId, customers.orgId)))
    .where(eq(customers.orgId, orgId));
  // The token is never stored: the test finds its chat through the messages it sees.
  const seen = (await chat(visitor(), token)).map((m) => m.id);
  const [message] = await db
    .select({ conversationId: messages.conversationId })
    .from(messages)
    .where(eq(messages.id, seen[0]!));
  return rows.find((r) => r.conversationId === message!.conversationId)!;
}

describe('the demo chat', () => {
  it('says which clinic answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: true, clinicName: 'Clínica Demo' });
  });

  it('makes each visitor a fresh patient of the demo clinic, answered through the sandbox', async () => {
    const before = await t.database.db.select({ n: count() }).from(customers).where(eq(customers.orgId, orgId));
    const a = await startChat();
    const b = await startChat();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(await chat(a.v, a.token)).toEqual([]);

    await says(a.v, a.token, { text: 'SALIR' });
    await says(b.v, b.token, { text: 'Hola' });
    const seen = await chat(a.v, a.token);
    expect(seen.map((m) => [m.from, m.text])).toEqual([
      ['patient', 'SALIR'],
      ['clinic', replies.optedOut],
    ]);

    const after = await t.database.db.select({ n: count() }).from(customers).where(eq(customers.orgId, orgId));
    expect(after[0]!.n).toBe(before[0]!.n + 2);
    const patientA = await patientOf(a.token);
    const patientB = await patientOf(b.token);
    expect(patientA.customerId).not.toBe(patientB.customerId);
    expect(patientA.phone).toMatch(/^\+5060\d{8}$/);
    expect(patientA.name).toBe(`Visitante demo ${patientA.phone.slice(-4)}`);
    // The clinic's inbox sees the visitor like any patient of the sandbox.
    const [inbox] = await t.database.db
      .select({ body: messages.body, author: messages.author })
      .from(messages)
      .where(and(eq(messages.conversationId, patientA.conversationId), eq(messages.direction, 'out')));
    expect(inbox?.body).toBe(replies.optedOut);
  });

  it('keeps each chat to its visitor: another token reads and writes nothing of it', async () => {
    const a = await startChat();
    const b = await startChat();
    await says(a.v, a.token, { text: 'SALIR' });
    expect((await chat(a.v, a.token)).length).toBe(2);
    // B, with its own token, sees only its own (empty) chat, even from A's address.
    expect(await chat(a.v, b.token)).toEqual([]);
    // A token that was never handed out, a malformed one, and one altered by a character.
    const altered = `${a.token.slice(0, -1)}${a.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of ['x'.repeat(43), 'nope', altered, encodeURIComponent('../chats')]) {
      const read = await a.v.read(token);
      expect(read.statusCode, token).toBe(404);
      expect(read.json()).toEqual({
        error: 'demo_chat_not_found',
        message: 'Esta conversación de prueba ya terminó. Empieza una nueva',
      });
      expect((await a.v.send(token, { text: 'Hola' })).statusCode, token).toBe(404);
    }
    // The token is not kept in clear anywhere.
    const stored = await t.database.db.select({ hash: demoChats.tokenHash }).from(demoChats);
    expect(stored.map((s) => s.hash)).not.toContain(a.token);
  });

  it('sends a tapped button by its id, only when the clinic offered it in this chat', async () => {
    const a = await startChat();
    const b = await startChat();
    await says(a.v, a.token, { text: 'Hola' });
    await says(b.v, b.token, { text: 'Hola' });
    const patientA = await patientOf(a.token);
    // What the receptionist sends: an assistant message with reply buttons.
    await t.database.db.insert(messages).values({
      orgId,
      conversationId: patientA.conversationId,
      direction: 'out',
      author: 'assistant',
      kind: 'interactive',
      body: '¿Qué horario prefieres?',
      buttons: [
        { id: 'slot:1', title: 'Lun 10:30' },
        { id: 'slot:2', title: 'Lun 14:00' },
      ],
      status: 'delivered',
      sentAt: new Date(clock.getTime() + 1000),
    });
    const offered = (await chat(a.v, a.token)).at(-1)!;
    expect(offered).toMatchObject({ from: 'clinic', text: '¿Qué horario prefieres?' });
    expect(offered.buttons).toEqual([
      { id: 'slot:1', title: 'Lun 10:30' },
      { id: 'slot:2', title: 'Lun 14:00' },
    ]);

    // Another visitor cannot tap A's buttons, and A cannot tap one that was never offered.
    expectRefused(await b.v.send(b.token, { buttonId: 'slot:2' }), 'buttonId', 'Esa opción ya no está disponible');
    expectRefused(await a.v.send(a.token, { buttonId: 'slot:9' }), 'buttonId', 'Esa opción ya no está disponible');

    clock = new Date(clock.getTime() + 120_000);
    await says(a.v, a.token, { buttonId: 'slot:2' });
    const tapped = (await chat(a.v, a.token)).find((m) => m.from === 'patient' && m.text === 'Lun 14:00');
    expect(tapped).toBeDefined();
    // Stored as the tap of that button, as a WhatsApp reply would be.
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, tapped!.id));
    expect(row).toMatchObject({
      direction: 'in',
      kind: 'interactive',
      buttons: [{ id: 'slot:2', title: 'Lun 14:00' }],
    });
  });

  it('refuses bad input with Spanish messages', async () => {
    const { v, token } = await startChat();
    expectRefused(await v.send(token, {}), 'text', 'Escribe un mensaje');
    expectRefused(await v.send(token, { text: '   ' }), 'text', 'Escribe un mensaje');
    expectRefused(await v.send(token, { text: 'Hola\u0000' }), 'text', 'Contiene caracteres no válidos');
    expectRefused(await v.send(token, { buttonId: 'a\u0000' }), 'buttonId', 'Contiene caracteres no válidos');
    expectRefused(await v.send(token, { text: 'x'.repeat(1001) }), 'text', 'Máximo 1000 caracteres');
    expectRefused(await v.send(token, { text: 42 }), 'text', 'Escribe un mensaje');
    const unknownKey = await v.send(token, { text: 'Hola', from: '+50688887777' });
    expect(unknownKey.statusCode).toBe(400);
    const nul = await v.read(`${token.slice(0, 10)}%00`);
    expect(nul.statusCode).toBe(400);
    expect(await chat(v, token)).toEqual([]);
  });

  it('limits chats and messages per client address', async () => {
    const v = visitor('198.51.100.7');
    for (let i = 0; i < 3; i++) expect((await v.start()).statusCode).toBe(201);
    const refused = await v.start();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'too_many_requests',
      message: 'Demasiados intentos. Por favor intenta más tarde',
    });
    // Another address is not held back.
    const { token } = await startChat(visitor('198.51.100.8'));
    const sender = visitor('198.51.100.9');
    for (let i = 0; i < 5; i++) expect((await sender.send(token, { text: `Hola ${i}` })).statusCode).toBe(202);
    expect((await sender.send(token, { text: 'Hola otra vez' })).statusCode).toBe(429);
    await t.app.channel.idle();
    // Reading is not counted: the page polls it.
    for (let i = 0; i < 10; i++) expect((await sender.read(token)).statusCode).toBe(200);
    // A new window lets the address in again.
    clock = new Date(clock.getTime() + 61_000);
    expect((await v.start()).statusCode).toBe(201);
  });

  it('clears visitors a day after their chat started, and nothing of the clinic’s own', async () => {
    const { db } = t.database;
    await t.app.demoSweep();
    const old = await startChat();
    await says(old.v, old.token, { text: 'Hola' });
    const patient = await patientOf(old.token);
    const [location] = await db.select().from(locations).where(eq(locations.orgId, orgId));
    const [resource] = await db.select().from(resources).where(eq(resources.orgId, orgId));
    const [service] = await db.select().from(services).where(eq(services.orgId, orgId));
    const startsAt = new Date('2026-11-27T16:00:00Z');
    await db.insert(appointments).values({
      orgId,
      locationId: location!.id,
      resourceId: resource!.id,
      serviceId: service!.id,
      customerId: patient.customerId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + service!.durationMin * 60_000),
      status: 'pending',
      bookedBy: 'assistant',
    });
    // The clinic's own patients and appointments (visitors' numbers all start +5060).
    const seeded = async () => ({
      customers: (
        await db
          .select({ n: count() })
          .from(customers)
          .where(and(eq(customers.orgId, orgId), notLike(customers.phone, '+5060%')))
      )[0]!.n,
      appointments: (
        await db
          .select({ n: count() })
          .from(appointments)
          .innerJoin(customers, eq(customers.id, appointments.customerId))
          .where(and(eq(appointments.orgId, orgId), notLike(customers.phone, '+5060%')))
      )[0]!.n,
    });

    // Twenty-three hours later a new visitor arrives; the old chat is still there.
    clock = new Date(clock.getTime() + 23 * 3_600_000);
    const fresh = await startChat();
    await says(fresh.v, fresh.token, { text: 'Hola' });
    expect(await t.app.demoSweep()).toBe(0);
    // Still there: the visitor's message and the receptionist's greeting.
    expect((await chat(old.v, old.token)).length).toBe(2);
    const before = await seeded();

    // A day after it started, the old chat is gone with its patient, conversation and booking.
    clock = new Date(clock.getTime() + 3_600_000);
    const expired = await old.v.read(old.token);
    expect(expired.statusCode).toBe(404);
    const cleared = await t.app.demoSweep();
    expect(cleared).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(customers).where(eq(customers.id, patient.customerId))).toEqual([]);
    expect(await db.select().from(conversations).where(eq(conversations.id, patient.conversationId))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.conversationId, patient.conversationId))).toEqual([]);
    expect(await db.select().from(appointments).where(eq(appointments.customerId, patient.customerId))).toEqual([]);
    const payloads = await db.select({ payload: webhookInbox.payload }).from(webhookInbox);
    expect(payloads.some((p) => (p.payload as { from?: string }).from === patient.phone)).toBe(false);
    expect(before.customers).toBeGreaterThan(0);
    expect(before.appointments).toBeGreaterThan(0);
    expect(await seeded()).toEqual(before);
    // The visitor who came later keeps their chat.
    expect((await chat(fresh.v, fresh.token)).length).toBe(2);
  });
});

describe('without a demo organisation', () => {
  it('creates the demo clinic for the first visitor, apart from the real clinics and with no account', async () => {
    const bare = await createTestApp();
    try {
      const { db } = bare.database;
      const real = await signUpWithOrg(bare.app, 'Clínica Real');
      expect((await bare.app.inject({ method: 'GET', url: '/api/demo' })).json()).toEqual({
        available: true,
        clinicName: 'Clínica Demo',
      });
      // Two first visitors at once make one clinic.
      const [a, b] = await Promise.all([
        bare.app.inject({ method: 'POST', url: '/api/demo/chats' }),
        bare.app.inject({ method: 'POST', url: '/api/demo/chats' }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json().clinicName).toBe('Clínica Demo');
      const demoOrgs = await db.select({ id: orgs.id }).from(orgs).where(ne(orgs.id, real.orgId));
      expect(demoOrgs.length).toBe(1);
      const demoId = demoOrgs[0]!.id;
      const [setting] = await db.select().from(appSettings).where(eq(appSettings.key, DEMO_ORG_SETTING));
      expect(setting?.value).toBe(demoId);
      expect(await db.select().from(memberships).where(eq(memberships.orgId, demoId))).toEqual([]);
      // Only the demo clinic is marked as one ("v0.1 · Demo" in its panel).
      expect((await getOrg(db, demoId)).demo).toBe(true);
      expect((await getOrg(db, real.orgId)).demo).toBe(false);
      expect((await db.select().from(services).where(eq(services.orgId, demoId))).length).toBeGreaterThan(0);
      expect(await db.select().from(services).where(eq(services.orgId, real.orgId))).toEqual([]);

      // The visitor talks to the receptionist of the demo clinic.
      const token = (a.json() as { token: string }).token;
      const sent = await bare.app.inject({
        method: 'POST',
        url: `/api/demo/chats/${token}/messages`,
        payload: { text: 'Hola' },
      });
      expect(sent.statusCode).toBe(202);
      const [conv] = await db.select().from(conversations).where(eq(conversations.orgId, demoId));
      expect(conv).toBeDefined();
      expect(await db.select().from(conversations).where(eq(conversations.orgId, real.orgId))).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('finds a demo seeded before the setting existed by its demo account, and not one moved to WhatsApp', async () => {
    const { db } = t.database;
    await db.delete(appSettings).where(eq(appSettings.key, DEMO_ORG_SETTING));
    expect((await t.app.inject({ method: 'GET', url: '/api/demo' })).json()).toEqual({
      available: true,
      clinicName: 'Clínica Demo',
    });
    const [setting] = await db.select().from(appSettings).where(eq(appSettings.key, DEMO_ORG_SETTING));
    expect(setting?.value).toBe(orgId);

    await db.insert(channels).values({ orgId, kind: 'whatsapp', phoneNumberId: '123456789' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/demo' })).json()).toEqual({ available: false });
      expect((await visitor().start()).statusCode).toBe(404);
    } finally {
      await db.delete(channels).where(eq(channels.orgId, orgId));
    }
  });
});
