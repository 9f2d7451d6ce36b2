// The refill settings (GET/PUT /refill/settings) and what they turn on: automatic no-shows, marked
// by a timed job through the staff's own verb, and the follow-up it sets off outside the 24-hour
// window as the seeded utility template, on the sandbox and on a WhatsApp number (the fake Graph API).
import { defaultRefillSettings, noShowFollowUpTemplateName } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGraph, startFakeGraph } from '../../../test/fake-graph.ts';
import { runDue } from '../../../test/run-due.ts';
import { secondConnection } from '../../../test/second-connection.ts';
import { asMember, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';
import { runAutoNoShows } from './auto-no-show-job.ts';

const PHONE_ID = '109876543299';
const TOKEN = 'EAAG-token-for-auto-no-show';

let clock = new Date('2026-11-21T15:00:00Z');
let t: TestApp;
let fake: FakeGraph;

beforeAll(async () => {
  fake = await startFakeGraph();
  fake.tokens.set(PHONE_ID, TOKEN);
  t = await createTestApp({
    now: () => clock,
    env: {
      WHATSAPP_GRAPH_URL: fake.url,
      WHATSAPP_APP_SECRET: 'secret-auto-no-show',
      WHATSAPP_VERIFY_TOKEN: 'verify-token-auto-no-show',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const settings = (over: Record<string, unknown> = {}) => ({ ...defaultRefillSettings, ...over });

async function statusOf(id: string): Promise<string> {
  const rows = await t.database.db.execute(sql`select status from appointments where id = ${id}::uuid`);
  return String(rows.rows[0]?.status);
}

async function outOf(c: Clinic) {
  const rows = await t.database.db.execute(sql`select m.body, m.kind, m.buttons, m.status, m.template_id, m.params
    from messages m join conversations cv on cv.id = m.conversation_id
    where cv.org_id = ${c.member.orgId}::uuid and cv.customer_id = ${c.customerId}::uuid and m.direction = 'out'
    order by m.sent_at, m.id`);
  return rows.rows as {
    body: string;
    kind: string;
    buttons: { id: string; title: string }[];
    status: string;
    template_id: string | null;
    params: string[] | null;
  }[];
}

describe('refill settings', () => {
  it('reads the defaults, saves every field, and answers field errors in Spanish', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    const read = await c.api.get('/api/refill/settings');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...defaultRefillSettings, autoNoShowAfterMin: null });

    const saved = await c.api.put(
      '/api/refill/settings',
      settings({ waveSize: 5, holdMin: 20, autoNoShowAfterMin: 30 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await c.api.get('/api/refill/settings')).json()).toMatchObject({
      waveSize: 5,
      holdMin: 20,
      autoNoShowAfterMin: 30,
    });

    const bad = await c.api.put('/api/refill/settings', settings({ waveSize: 0, holdMin: 1.5 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      waveSize: 'Pacientes por ronda: mínimo 1',
      holdMin: 'Debe ser un número entero',
    });
    const audit = (await c.api.get('/api/audit?action=refill_settings.updated')).json().items;
    expect(audit[0].changes).toMatchObject({ waveSize: { before: 3, after: 5 }, autoNoShowAfterMin: { after: 30 } });
  });

  it('is for owners and administration only', async () => {
    const c = await setUpClinic(t.app);
    const person = await signUp(t.app);
    await t.database.db.execute(sql`insert into memberships (org_id, user_id, role)
      values (${c.member.orgId}, ${person.userId}, 'reception')`);
    const reception = asMember(t.app, { ...c.member, cookie: person.cookie });
    expect((await reception.get('/api/refill/settings')).statusCode).toBe(403);
    expect((await reception.put('/api/refill/settings', settings())).statusCode).toBe(403);
  });
});

describe('automatic no-shows', () => {
  it('marks a live appointment the chosen minutes after its end, through the staff verb, audited as Recepta', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    const appt = await c.book(at('10:00')); // 10:00–10:30 in San José
    expect((await c.api.put('/api/refill/settings', settings({ autoNoShowAfterMin: 30 }))).statusCode).toBe(200);

    clock = new Date('2026-11-23T16:59:00Z'); // 10:59: a minute early
    await runDue(t.app);
    expect(await statusOf(appt.id)).toBe('pending');

    clock = new Date('2026-11-23T17:00:00Z'); // 11:00
    await runDue(t.app);
    expect(await statusOf(appt.id)).toBe('no_show');
    const audit = (await c.api.get(`/api/audit?action=appointment.no_show`)).json().items;
    expect(audit).toHaveLength(1);
    expect(audit[0].actor).toMatchObject({ kind: 'system', name: 'Inasistencia automática' });

    // The patient never wrote: the follow-up goes as the seeded utility template, and the sandbox sends it.
    const out = await outOf(c);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ kind: 'template', status: 'delivered' });
    expect(out[0]!.body).toBe(
      'Hola Ana, te esperamos a las 10:00 para tu cita de Consulta. ¿Quieres agendar otra cita? Toca "Ver horarios" y te proponemos algunos. Si no deseas recibir más mensajes, responde SALIR.',
    );
    expect(out[0]!.buttons).toEqual([{ id: `a:svc:${c.serviceId}`, title: 'Ver horarios' }]);
  });

  it('marks each appointment once when two instances run at the same moment', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    const appt = await c.book(at('10:00'));
    await c.api.put('/api/refill/settings', settings({ autoNoShowAfterMin: 0 }));
    clock = new Date('2026-11-23T16:45:00Z');
    const second = await secondConnection(t.database);
    try {
      await Promise.all([runAutoNoShows(t.database.db, clock), runAutoNoShows(second.database.db, clock)]);
    } finally {
      await second.close();
    }
    expect(await statusOf(appt.id)).toBe('no_show');
    expect((await c.api.get('/api/audit?action=appointment.no_show')).json().items).toHaveLength(1);
    expect(await outOf(c)).toHaveLength(1);
  });

  it('leaves alone what is off, closed, not yet over, or ended before it was turned on', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    const ended = await c.book(at('08:00'));
    const cancelled = await c.book(at('09:00'));
    expect((await c.api.post('/api/scheduling/cancel', { apptId: cancelled.id })).statusCode).toBe(200);
    const later = await c.book(at('15:00'));
    clock = new Date('2026-11-23T15:00:00Z'); // 09:00: the 08:00 one is over, and it is off
    await runDue(t.app);
    expect(await statusOf(ended.id)).toBe('pending');

    await c.api.put('/api/refill/settings', settings({ autoNoShowAfterMin: 15 }));
    clock = new Date('2026-11-23T18:00:00Z'); // 12:00
    await runDue(t.app);
    expect(await statusOf(ended.id)).toBe('pending'); // it ended before the setting was on
    expect(await statusOf(cancelled.id)).toBe('cancelled');
    expect(await statusOf(later.id)).toBe('pending');

    // Turned off again: nothing more is marked.
    await c.api.put('/api/refill/settings', settings({ autoNoShowAfterMin: null }));
    clock = new Date('2026-11-24T18:00:00Z');
    await runDue(t.app);
    expect(await statusOf(later.id)).toBe('pending');
  });
});

describe('the no-show follow-up on a WhatsApp number', () => {
  it('goes to Meta as the template seguimiento_inasistencia outside the window', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app, { name: 'Clínica WhatsApp' });
    const connected = await c.api.put('/api/channel', {
      kind: 'whatsapp',
      phoneNumberId: PHONE_ID,
      wabaId: '555777',
      accessToken: TOKEN,
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const appt = await c.book(at('10:00'));
    clock = new Date('2026-11-23T16:40:00Z');
    expect((await c.api.post('/api/scheduling/no-show', { apptId: appt.id })).statusCode).toBe(200);
    await runDue(t.app);
    const sent = fake.sent.filter((s) => s.phoneNumberId === PHONE_ID);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      to: '50688887777',
      type: 'template',
      template: { name: noShowFollowUpTemplateName },
    });
  });
});
