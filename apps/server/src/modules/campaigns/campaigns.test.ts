import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDue } from '../../../test/run-due.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { setUpClinic } from '../scheduling/scheduling-fixtures.ts';

let clock = new Date('2026-11-21T16:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const days = (n: number) => n * 86_400_000;
// 10:00 in San José, inside the default opening hours.
const TODAY = Date.parse('2026-11-21T16:00:00Z');

async function dispatch() {
  await runDue(t.app);
}

/** A clinic with patients of every kind, their appointments booked with the clock set back. */
async function clinicWithHistory() {
  const c = await setUpClinic(t.app);
  // Costa Rica needs marketing consent for campaigns (docs/privacy.md#consent): every patient here gave it.
  const patient = async (name: string, phone: string) => {
    const id = (await c.api.post('/api/customers', { name, phone })).json().id as string;
    const consent = await c.api.post(`/api/customers/${id}/consents`, { purpose: 'marketing', granted: true });
    expect(consent.statusCode).toBe(201);
    return id;
  };
  const bookAt = async (customerId: string, daysAgo: number, slot = 0) => {
    clock = new Date(TODAY - days(daysAgo) - 3_600_000);
    const start = new Date(TODAY - days(daysAgo) + slot * 1_800_000).toISOString();
    const res = await c.api.post('/api/scheduling/book', {
      serviceId: c.serviceId,
      resourceId: c.resourceId,
      customerId,
      start,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().appointment.id as string;
  };
  const away = await patient('Lucía Mora Vargas', '+50671000001');
  const comingBack = await patient('Pedro Soto', '+50671000002');
  const recent = await patient('Marta Ruiz', '+50671000003');
  const cancelledOnly = await patient('Jorge Díaz', '+50671000004');
  const optedOut = await patient('Sofía León', '+50671000005');
  await patient('Nunca Vino', '+50671000006');
  await bookAt(away, 120);
  await bookAt(comingBack, 120, 1);
  await bookAt(comingBack, -5, 1);
  await bookAt(recent, 10);
  const gone = await bookAt(cancelledOnly, 150, 2);
  await bookAt(optedOut, 200);
  clock = new Date(TODAY);
  expect((await c.api.post('/api/scheduling/cancel', { apptId: gone })).statusCode).toBe(200);
  expect((await c.api.post(`/api/customers/${optedOut}/opt-out`, {})).statusCode).toBe(200);

  const templates = (await c.api.get('/api/templates')).json().items as {
    id: string;
    name: string;
    status: string;
  }[];
  const reactivation = templates.find((x) => x.name === 'reactivacion')!;
  const utility = templates.find((x) => x.name === 'reminder_24h')!;
  return { c, away, comingBack, reactivation, utility };
}

describe('campaigns', () => {
  it('previews the patients without an appointment for N days, and only with an approved Marketing template', async () => {
    const { c, away, reactivation, utility } = await clinicWithHistory();
    // Seeded as a draft: not usable until approved.
    const draft = await c.api.post('/api/campaigns/preview', { templateId: reactivation.id, inactiveDays: 30 });
    expect(draft.statusCode).toBe(422);
    expect(draft.json().error).toBe('template_not_ready');
    const wrongKind = await c.api.post('/api/campaigns/preview', { templateId: utility.id, inactiveDays: 30 });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().fields.templateId).toBe('Elige una plantilla de Marketing');

    expect((await c.api.post(`/api/templates/${reactivation.id}/submit`, {})).json().status).toBe('ready');
    const preview = await c.api.post('/api/campaigns/preview', { templateId: reactivation.id, inactiveDays: 30 });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      count: 1,
      sample: [{ id: away, name: 'Lucía Mora Vargas', phone: '+50671000001' }],
    });
    // Nine days: Marta (ten days ago) is in too.
    expect(
      (await c.api.post('/api/campaigns/preview', { templateId: reactivation.id, inactiveDays: 9 })).json().count,
    ).toBe(2);
    // Lucía withdraws marketing consent: no campaign reaches her; granting it again brings her back.
    // (A second later than her first answer: the latest event is the one that counts.)
    clock = new Date(clock.getTime() + 1000);
    await c.api.post(`/api/customers/${away}/consents`, { purpose: 'marketing', granted: false });
    const without = await c.api.post('/api/campaigns/preview', { templateId: reactivation.id, inactiveDays: 30 });
    expect(without.json().count).toBe(0);
    clock = new Date(clock.getTime() + 1000);
    await c.api.post(`/api/customers/${away}/consents`, { purpose: 'marketing', granted: true });
    expect(
      (await c.api.post('/api/campaigns/preview', { templateId: reactivation.id, inactiveDays: 30 })).json().count,
    ).toBe(1);
    // A patient who never answered is left out too.
    const silent = (await c.api.post('/api/customers', { name: 'Sin Respuesta', phone: '+50671000009' })).json().id;
    clock = new Date(TODAY - days(60) - 3_600_000);
    const booked = await c.api.post('/api/scheduling/book', {
      serviceId: c.serviceId,
      resourceId: c.resourceId,
      customerId: silent,
      start: new Date(TODAY - days(60) + 4 * 1_800_000).toISOString(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    clock = new Date(TODAY + 2000);
    expect(
      (await c.api.post('/api/campaigns/preview', { templateId: reactivation.id, inactiveDays: 30 })).json().count,
    ).toBe(1);
    clock = new Date(TODAY);
  });

  it('sends to the frozen audience, then counts sent, delivered, replied and booked', async () => {
    const { c, away, reactivation } = await clinicWithHistory();
    await c.api.post(`/api/templates/${reactivation.id}/submit`, {});
    const created = await c.api.post('/api/campaigns', {
      name: 'Vuelve a sonreír',
      templateId: reactivation.id,
      inactiveDays: 30,
      params: ['{nombre}', 'Clínica Prueba'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Vuelve a sonreír',
      templateName: 'reactivacion',
      targeted: 1,
      sent: 0,
    });
    const id = created.json().id as string;

    await dispatch();
    expect((await c.api.get(`/api/campaigns/${id}`)).json()).toMatchObject({
      targeted: 1,
      sent: 1,
      delivered: 1,
      failed: 0,
      replied: 0,
      booked: 0,
    });
    const history = (await c.api.get(`/api/customers/${away}/history`)).json();
    const thread = (await c.api.get(`/api/conversations/${history.conversationId}`)).json().messages;
    expect(thread[0].body).toMatch(/^Hola Lucía, hace tiempo que no te vemos en Clínica Prueba\./);

    clock = new Date(TODAY + 3_600_000);
    await c.api.post('/api/channel/sandbox/inbound', { from: '+50671000001', text: '¡Hola! Sí, quiero una cita' });
    await t.app.channel.idle();
    const booked = await c.api.post('/api/scheduling/book', {
      serviceId: c.serviceId,
      resourceId: c.resourceId,
      customerId: away,
      start: new Date(TODAY + days(2)).toISOString(),
    });
    expect(booked.statusCode).toBe(201);
    expect((await c.api.get('/api/campaigns')).json().items[0]).toMatchObject({ id, replied: 1, booked: 1 });
    clock = new Date(TODAY);
  });

  it('waits for its moment, and skips a patient who opted out meanwhile', async () => {
    const { c, away, reactivation } = await clinicWithHistory();
    await c.api.post(`/api/templates/${reactivation.id}/submit`, {});
    const sendAt = new Date(TODAY + days(1)).toISOString();
    const created = await c.api.post('/api/campaigns', {
      name: 'Mañana',
      templateId: reactivation.id,
      inactiveDays: 30,
      params: ['{nombre}', 'Clínica Prueba'],
      sendAt,
    });
    expect(created.json()).toMatchObject({ targeted: 1, sendAt });
    await dispatch();
    expect((await c.api.get(`/api/campaigns/${created.json().id}`)).json().sent).toBe(0);

    await c.api.post(`/api/customers/${away}/opt-out`, {});
    clock = new Date(TODAY + days(1));
    await dispatch();
    expect((await c.api.get(`/api/campaigns/${created.json().id}`)).json()).toMatchObject({ sent: 0, failed: 1 });
    expect((await c.api.get(`/api/customers/${away}/history`)).json().conversationId).toBeNull();
    clock = new Date(TODAY);
  });

  it('refuses values that do not match the template, and keeps organisations apart', async () => {
    const { c, reactivation } = await clinicWithHistory();
    await c.api.post(`/api/templates/${reactivation.id}/submit`, {});
    const mismatch = await c.api.post('/api/campaigns', {
      name: 'Mal',
      templateId: reactivation.id,
      inactiveDays: 30,
      params: ['{nombre}'],
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error).toBe('template_params_mismatch');
    expect(
      (await c.api.post('/api/campaigns', { name: 'x', templateId: reactivation.id, inactiveDays: 2 })).statusCode,
    ).toBe(400);

    const created = await c.api.post('/api/campaigns', {
      name: 'Propia',
      templateId: reactivation.id,
      inactiveDays: 30,
      params: ['{nombre}', 'Clínica Prueba'],
    });
    const other = await setUpClinic(t.app, { name: 'Otra' });
    expect((await other.api.get(`/api/campaigns/${created.json().id}`)).statusCode).toBe(404);
    expect((await other.api.get('/api/campaigns')).json().items).toEqual([]);
    expect(
      (await other.api.post('/api/campaigns/preview', { templateId: reactivation.id, inactiveDays: 30 })).statusCode,
    ).toBe(404);
  });
});
