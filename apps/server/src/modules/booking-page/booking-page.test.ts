/**
 * The public booking page (docs/api.md#the-booking-page): settings, anonymous availability, codes
 * and bookings, the manage link and the patient's data, through the real app.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';
import { defaultBookingLimits } from './issue-code.ts';
import { manageToken } from './manage-link.ts';
import { bookingKeys } from './secrets.ts';

// Saturday 2026-11-21, 09:00 in Costa Rica (UTC-6).
const START = new Date('2026-11-21T15:00:00Z');
let clock = START;
let t: TestApp;
let c: Clinic;
let slug: string;
let counter = 0;

/** A fresh Costa Rican mobile number per test, so limits and lock-outs of one test touch no other. */
const freshPhone = () => `+50687${String(1000000 + ++counter).slice(1)}`;

beforeAll(async () => {
  // Every visitor of these tests comes from one address: its limits are lifted (the number's are tested).
  const wide = { max: 1000, windowMs: 3_600_000 };
  t = await createTestApp({
    now: () => clock,
    config: { publicUrl: 'http://clinica.example' },
    bookingLimits: { ...defaultBookingLimits, codesPerAddress: wide, bookingsPerAddress: wide },
  });
  c = await setUpClinic(t.app, { name: 'Clínica Sonrisa' });
  const res = await c.api.put('/api/booking-page', {
    slug: 'sonrisa',
    enabled: true,
    serviceIds: [c.serviceId],
    minNoticeMin: 120,
    horizonDays: 30,
    newPatients: true,
    address: 'Avenida 2, San José',
  });
  expect(res.statusCode).toBe(200);
  slug = 'sonrisa';
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

async function sendCode(phone: string, name = 'Visitante', e164 = phone) {
  const res = await post(`/api/public/${slug}/codes`, { phone, name });
  expect(res.statusCode, res.body).toBe(202);
  await t.app.channel.idle();
  return lastCode(e164);
}

/** The code as the patient's WhatsApp received it: the newest message of their conversation. */
async function lastCode(phone: string): Promise<string> {
  const { rows } = await t.database.db.execute(sql`select m.body from messages m
    join conversations cv on cv.id = m.conversation_id join customers cu on cu.id = cv.customer_id
    where cu.phone = ${phone} and m.direction = 'out' order by m.sent_at desc, m.id desc limit 1`);
  const body = String(rows[0]?.body ?? '');
  const code = /^(\d{6}) es tu código de verificación\./.exec(body)?.[1];
  if (!code) throw new Error(`no code in ${body}`);
  return code;
}

const book = (payload: Record<string, unknown>, ip?: string) => post(`/api/public/${slug}/bookings`, payload, ip);

describe('settings', () => {
  it('starts from defaults, then keeps what staff saved', async () => {
    const other = await setUpClinic(t.app, { name: 'Clínica Dental Norte' });
    const first = (await other.api.get('/api/booking-page')).json();
    expect(first).toMatchObject({ slug: 'clinica-dental-norte', enabled: false, serviceIds: [other.serviceId] });
    const { url: _url, widget: _widget, ...settings } = first;
    const saved = await other.api.put('/api/booking-page', { ...settings, slug: 'Norte', enabled: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      slug: 'norte',
      url: 'http://clinica.example/r/norte',
      widget: '<script src="http://clinica.example/widget.js" data-recepta="norte" async></script>',
    });
    expect((await other.api.get('/api/booking-page')).json()).toMatchObject({ slug: 'norte', enabled: true });
  });

  it('refuses a taken slug with 409, a malformed one with 400, and another clinic’s service', async () => {
    const other = await setUpClinic(t.app, { name: 'Otra' });
    const base = { enabled: true, serviceIds: [], minNoticeMin: 0, horizonDays: 7, newPatients: true };
    const taken = await other.api.put('/api/booking-page', { ...base, slug: 'sonrisa' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'slug_taken',
      message: 'Esa dirección ya la usa otra organización. Elige otra',
    });
    expect((await other.api.put('/api/booking-page', { ...base, slug: 'con espacio' })).statusCode).toBe(400);
    const foreign = await other.api.put('/api/booking-page', { ...base, slug: 'otra-x', serviceIds: [c.serviceId] });
    expect(foreign.statusCode).toBe(400);
  });

  it('is for members only', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/booking-page?orgId=${c.member.orgId}` })).statusCode).toBe(
      401,
    );
  });
});

describe('availability', () => {
  it('offers free times in the location’s zone within notice and horizon, and hides taken ones', async () => {
    await c.book(at('10:00'));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/${slug}/availability?serviceId=${c.serviceId}&from=2026-11-23T00:00:00-06:00&days=1`,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { start: string; end: string; resourceId: string }[];
    const starts = items.map((i) => i.start);
    expect(starts[0]).toBe('2026-11-23T08:00:00-06:00');
    expect(starts).not.toContain('2026-11-23T10:00:00-06:00');
    expect(starts).toContain('2026-11-23T10:30:00-06:00');
    expect(Object.keys(items[0]!).sort()).toEqual(['end', 'resourceId', 'start']);
  });

  it('starts after the minimum notice', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/${slug}/availability?serviceId=${c.serviceId}` });
    // Now is 09:00 on Saturday; with two hours' notice the first time is 11:00.
    expect(res.json().items[0].start).toBe('2026-11-21T11:00:00-06:00');
  });

  it('is 404 for an unknown slug or a service not offered online', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/public/nadie/availability?serviceId=${c.serviceId}`,
    });
    expect(unknown.statusCode).toBe(404);
    const hidden = await c.addService('Cirugía', 60);
    const res = await t.app.inject({ method: 'GET', url: `/api/public/${slug}/availability?serviceId=${hidden}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('codes and bookings', () => {
  it('sends a code over WhatsApp, keeps only its hash, and books once with it', async () => {
    const phone = freshPhone();
    const code = await sendCode(phone, 'Lucía Mora');
    const stored = await t.database.db.execute(sql`select code_hash from booking_codes where phone = ${phone}`);
    expect(stored.rows).toHaveLength(1);
    expect(String(stored.rows[0]!.code_hash)).not.toContain(code);

    const res = await book({ phone, code, name: 'Lucía Mora', serviceId: c.serviceId, start: at('11:00') });
    expect(res.statusCode, res.body).toBe(201);
    const { appointmentId, manageUrl } = res.json();
    expect(manageUrl).toMatch(/^http:\/\/clinica\.example\/m\/[\w-]+\.[\w-]+$/);
    const appt = (await c.api.get(`/api/appointments/${appointmentId}`)).json();
    expect(appt).toMatchObject({ bookedBy: 'web', customer: { name: 'Lucía Mora', phone } });

    const again = await book({ phone, code, name: 'Lucía Mora', serviceId: c.serviceId, start: at('12:00') });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: 'invalid_code' });
  });

  it('recognises a returning patient by the verified number', async () => {
    const code = await sendCode('8888-7777', 'Ana', '+50688887777');
    const res = await book({
      phone: '88887777',
      code,
      name: 'Otro nombre',
      serviceId: c.serviceId,
      start: at('13:00'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const appt = (await c.api.get(`/api/appointments/${res.json().appointmentId}`)).json();
    expect(appt.customer).toMatchObject({ id: c.customerId, name: 'Ana Rojas' });
  });

  it('refuses a wrong code, an expired one, and a number never sent one', async () => {
    const phone = freshPhone();
    const code = await sendCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await book({ phone, code: wrong, name: 'X', serviceId: c.serviceId, start: at('14:00') });
    expect(bad.json()).toMatchObject({
      error: 'invalid_code',
      message: 'El código no es correcto o ya venció. Pide uno nuevo',
    });
    clock = new Date(START.getTime() + 11 * 60_000);
    try {
      const late = await book({ phone, code, name: 'X', serviceId: c.serviceId, start: at('14:00') });
      expect(late.statusCode).toBe(422);
    } finally {
      clock = START;
    }
    const never = await book({ phone: freshPhone(), code, name: 'X', serviceId: c.serviceId, start: at('14:00') });
    expect(never.json()).toMatchObject({ error: 'invalid_code' });
    const { rows } = await t.database.db.execute(sql`select count(*)::int as n from appointments a
      join customers cu on cu.id = a.customer_id where cu.phone = ${phone}`);
    expect(rows[0]!.n).toBe(0);
  });

  it('locks the number after five wrong codes, even for the right one', async () => {
    const phone = freshPhone();
    const code = await sendCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await book({ phone, code: wrong, name: 'X', serviceId: c.serviceId, start: at('14:30') })).json().error,
      );
    }
    expect(answers).toEqual(['invalid_code', 'invalid_code', 'invalid_code', 'invalid_code', 'code_locked']);
    const right = await book({ phone, code, name: 'X', serviceId: c.serviceId, start: at('14:30') });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe('code_locked');
  });

  it('accepts either code of two tabs, and one use of a code when two bookings race', async () => {
    const phone = freshPhone();
    const first = await sendCode(phone);
    // A second later, so "the newest message" is the second code.
    clock = new Date(START.getTime() + 1000);
    const second = await sendCode(phone).finally(() => {
      clock = START;
    });
    const one = book({ phone, code: first, name: 'Tab', serviceId: c.serviceId, start: at('15:00') });
    const two = book({ phone, code: first, name: 'Tab', serviceId: c.serviceId, start: at('15:30') });
    const statuses = (await Promise.all([one, two])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 422]);
    const other = await book({ phone, code: second, name: 'Tab', serviceId: c.serviceId, start: at('16:00') });
    expect(other.statusCode).toBe(201);
  });

  it('lets one of several bookings of the same time win, against the agenda too', async () => {
    const visitors = [freshPhone(), freshPhone(), freshPhone()];
    const codes: string[] = [];
    for (const phone of visitors) codes.push(await sendCode(phone));
    const start = at('17:00');
    const results = await Promise.all([
      ...visitors.map((phone, i) =>
        book(
          { phone, code: codes[i], name: 'Rápido', serviceId: c.serviceId, resourceId: c.resourceId, start },
          `10.1.0.${i}`,
        ),
      ),
      c.api.post('/api/scheduling/book', {
        serviceId: c.serviceId,
        resourceId: c.resourceId,
        start,
        customerId: c.customerId,
      }),
    ]);
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(r.json().error).toBe('slot_conflict');
  });

  it('applies the page’s rules: notice and new patients', async () => {
    const phone = freshPhone();
    const code = await sendCode(phone);
    const soon = await book({ phone, code, name: 'X', serviceId: c.serviceId, start: '2026-11-21T10:00:00-06:00' });
    expect(soon.statusCode).toBe(422);
    expect(soon.json()).toMatchObject({ error: 'booking_not_allowed' });
    await c.api.put('/api/booking-page', {
      slug,
      enabled: true,
      serviceIds: [c.serviceId],
      minNoticeMin: 120,
      horizonDays: 30,
      newPatients: false,
    });
    try {
      const closed = await book({ phone, code, name: 'X', serviceId: c.serviceId, start: at('09:00', '2026-11-24') });
      expect(closed.json()).toMatchObject({
        error: 'booking_not_allowed',
        message: expect.stringMatching(/pacientes que ya atiende/),
      });
    } finally {
      await c.api.put('/api/booking-page', {
        slug,
        enabled: true,
        serviceIds: [c.serviceId],
        minNoticeMin: 120,
        horizonDays: 30,
        newPatients: true,
        address: 'Avenida 2, San José',
      });
    }
  });

  it('limits codes per number', async () => {
    const phone = freshPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post(`/api/public/${slug}/codes`, { phone }, `10.2.0.${i}`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('the manage link', () => {
  async function booked(phone: string, start: string) {
    const code = await sendCode(phone, 'Marta Solís');
    const res = await book({ phone, code, name: 'Marta Solís', serviceId: c.serviceId, start });
    expect(res.statusCode, res.body).toBe(201);
    const { manageUrl, appointmentId } = res.json();
    return { path: new URL(manageUrl).pathname, appointmentId };
  }
  async function keys() {
    const { rows } = await t.database.db.execute(sql`select value from app_settings where key = 'auth_secret'`);
    return bookingKeys(String(rows[0]!.value));
  }

  it('opens the appointment, and is 404 when tampered, expired or another patient’s', async () => {
    const mine = await booked(freshPhone(), at('09:00', '2026-11-25'));
    const page = await t.app.inject({ method: 'GET', url: mine.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Marta Solís');
    expect(page.body).toContain('miércoles, 25 de noviembre');
    // A patient's page is never for a search engine; the public page is.
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await t.app.inject({ method: 'GET', url: `/r/${slug}` })).headers['x-robots-tag']).toBeUndefined();

    const tampered = `${mine.path.slice(0, -2)}${mine.path.endsWith('A') ? 'B' : 'A'}x`;
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);

    const theirs = await booked(freshPhone(), at('09:30', '2026-11-25'));
    const k = await keys();
    const { rows } = await t.database.db.execute(
      sql`select customer_id from appointments where id = ${theirs.appointmentId}`,
    );
    const forged = manageToken(k.links, {
      appointmentId: mine.appointmentId,
      customerId: String(rows[0]!.customer_id),
      expiresAt: Date.parse('2026-12-31T00:00:00Z'),
    });
    expect((await t.app.inject({ method: 'GET', url: `/m/${forged}` })).statusCode).toBe(404);

    clock = new Date('2026-11-27T00:00:00Z');
    try {
      expect((await t.app.inject({ method: 'GET', url: mine.path })).statusCode).toBe(404);
    } finally {
      clock = START;
    }
  });

  it('moves and cancels with plain forms, and the .ics names the visit', async () => {
    const mine = await booked(freshPhone(), at('10:00', '2026-11-26'));
    const ics = await t.app.inject({ method: 'GET', url: `${mine.path}/cita.ics` });
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.body).toContain('DTSTART:20261126T160000Z');
    const moved = await t.app.inject({
      method: 'POST',
      url: `${mine.path}/cambiar`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `hora=${encodeURIComponent(`${at('11:30', '2026-11-26')}|${c.resourceId}`)}`,
    });
    expect(moved.statusCode, moved.body).toBe(303);
    const next = String(moved.headers.location);
    expect(next).toMatch(/^\/m\/.+\?cambiada=1$/);
    const appt = (await c.api.get(`/api/appointments/${mine.appointmentId}`)).json();
    expect(appt.start).toBe('2026-11-26T11:30:00-06:00');
    const path = next.split('?')[0]!;
    const cancelled = await t.app.inject({ method: 'POST', url: `${path}/cancelar` });
    expect(cancelled.statusCode).toBe(303);
    expect((await c.api.get(`/api/appointments/${mine.appointmentId}`)).json().status).toBe('cancelled');
  });

  it('downloads exactly the patient’s rows, and records a request to erase them', async () => {
    const phone = freshPhone();
    const mine = await booked(phone, at('08:00', '2026-11-27'));
    const data = (await t.app.inject({ method: 'GET', url: `${mine.path}/datos.json` })).json();
    expect(data.patient).toMatchObject({ name: 'Marta Solís', phone });
    expect(data.appointments).toHaveLength(1);
    expect(data.appointments[0]).toMatchObject({ start: '2026-11-27T08:00:00-06:00', status: 'pending' });
    // Hers only: the code and the booking's confirmation (with her manage link).
    const texts = (data.messages as { text: string }[]).map((m) => m.text).sort();
    expect(texts).toEqual([
      expect.stringMatching(/^\d{6} es tu código de verificación\./),
      expect.stringMatching(
        /^Hola Marta, tu cita de Consulta quedó reservada para el viernes 27 de noviembre, 08:00 .*\/m\//,
      ),
    ]);
    const csv = (await t.app.inject({ method: 'GET', url: `${mine.path}/datos.csv` })).body;
    expect(csv.split('\r\n').filter((l) => l.startsWith('cita,'))).toHaveLength(1);
    expect(csv).not.toContain('Ana Rojas');

    const asked = await t.app.inject({ method: 'POST', url: `${mine.path}/borrar` });
    expect(asked.statusCode).toBe(303);
    const requests = (await c.api.get('/api/erase-requests')).json().items;
    expect(requests).toContainEqual(expect.objectContaining({ customerName: 'Marta Solís' }));
    // The Solicitudes screen's request, with Costa Rica's deadline: 5 business days from Saturday 21 November.
    const rights = async () =>
      ((await c.api.get('/api/rights-requests')).json().items as { customerName: string }[]).filter(
        (r) => r.customerName === 'Marta Solís',
      );
    expect(await rights()).toEqual([
      expect.objectContaining({
        kind: 'erasure',
        receivedOn: '2026-11-21',
        dueOn: '2026-11-27',
        status: 'open',
        note: 'Pedida desde el enlace de su cita',
      }),
    ]);
    const page = await t.app.inject({ method: 'GET', url: String(asked.headers.location) });
    expect(page.body).toContain('te avisará a más tardar el 27 de noviembre de 2026.');
    // Asking again while it is open files nothing new.
    await t.app.inject({ method: 'POST', url: `${mine.path}/borrar` });
    expect(await rights()).toHaveLength(1);
    const audit = (await c.api.get('/api/audit?action=rights_request.created')).json().items;
    expect(audit[0]).toMatchObject({ actor: { kind: 'patient' }, changes: { kind: { after: 'erasure' } } });
    // Answered on Solicitudes, it leaves the organisation page's list too.
    const [open] = (await c.api.get('/api/rights-requests'))
      .json()
      .items.filter((r: { customerName: string }) => r.customerName === 'Marta Solís');
    expect((await c.api.post(`/api/rights-requests/${open.id}/done`, {})).statusCode).toBe(200);
    expect((await c.api.get('/api/erase-requests')).json().items).not.toContainEqual(
      expect.objectContaining({ customerName: 'Marta Solís' }),
    );
  });
});

describe('the page without JavaScript', () => {
  const form = (url: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });

  it('books through plain forms and redirects', async () => {
    const home = await t.app.inject({ method: 'GET', url: `/r/${slug}` });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['x-frame-options']).toBeUndefined();
    expect(home.body).toContain('Clínica Sonrisa');
    // The privacy notice is one tap away where the patient gives their data.
    expect(home.body).toContain(`<a href="/privacidad/${c.member.orgId}">Aviso de privacidad</a>`);
    expect(home.body).toContain('"@type":"MedicalClinic"');
    expect(home.body).not.toMatch(/<script(?! type="application\/ld\+json")/);

    const times = await t.app.inject({ method: 'GET', url: `/r/${slug}?servicio=${c.serviceId}&dia=2026-11-30` });
    expect(times.body).toContain('Horarios del lunes, 30 de noviembre');
    const phone = freshPhone();
    const hora = `${at('09:00', '2026-11-30')}|${c.resourceId}`;
    const sent = await form(`/r/${slug}/codigo`, {
      servicio: c.serviceId,
      profesional: '',
      hora,
      nombre: 'Sin JS',
      telefono: phone,
    });
    expect(sent.statusCode, sent.body).toBe(303);
    await t.app.channel.idle();
    const verify = await t.app.inject({ method: 'GET', url: String(sent.headers.location) });
    expect(verify.body).toContain('Escribe el código');
    const p = /name="p" value="([^"]+)"/.exec(verify.body)![1]!;
    const wrongCode = await form(`/r/${slug}/reservar`, { p, codigo: '12345' });
    expect(wrongCode.statusCode).toBe(422);
    const done = await form(`/r/${slug}/reservar`, { p, codigo: await lastCode(phone) });
    expect(done.statusCode).toBe(303);
    const confirmation = await t.app.inject({ method: 'GET', url: String(done.headers.location) });
    expect(confirmation.body).toContain('¡Listo! Tu cita quedó reservada');
    expect(confirmation.body).toContain('Añadir a mi calendario');
  });

  it('serves the widget script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/widget.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("'http://clinica.example'");
    expect(res.body.length).toBeLessThan(3000);
  });
});
