import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { liveAt, offerRows } from '../refill/refill-fixtures.ts';
import { at, type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';

// The waitlist, "Adelantar mi cita" and the series question through the sandbox
// (docs/product.md#waitlist, #series): the chat adds the entry with POST /waitlist's code, an
// accepted offer moves the appointment it names, and a series is booked by the series module —
// its collisions named, never skipped.
let clock = new Date('2026-11-21T15:00:00Z'); // Saturday 09:00 in San José
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

type Button = { id: string; title: string };

/** A patient writing from her phone: what she sends, and the receptionist's last buttons. */
function patient(c: Clinic, phone: string) {
  const db = t.database.db;
  let seen = 0;
  let shown = { body: '', buttons: [] as Button[] };
  /** The replies since the last message: their texts, and the buttons of the last with buttons. */
  const replies = async () => {
    const { rows } = await db.execute(sql`select m.body, m.buttons from messages m
      join conversations v on v.id = m.conversation_id join customers u on u.id = v.customer_id
      where u.org_id = ${c.member.orgId}::uuid and u.phone = ${phone} and m.direction = 'out'
        and m.author <> 'system' order by m.sent_at, m.id`);
    const fresh = rows.slice(seen);
    seen = rows.length;
    const withButtons = fresh.filter((r) => Array.isArray(r.buttons) && r.buttons.length > 0).at(-1);
    shown = {
      body: fresh.map((r) => String(r.body)).join('\n'),
      buttons: (withButtons?.buttons ?? []) as Button[],
    };
    return shown;
  };
  const last = async () => shown;
  const send = async (text: string, buttonId?: string) => {
    clock = new Date(clock.getTime() + 60_000);
    const res = await c.api.post('/api/channel/sandbox/inbound', {
      from: phone,
      text,
      ...(buttonId ? { buttonId } : {}),
    });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.channel.idle();
    return replies();
  };
  const tap = async (title: string) => {
    const b = (await last()).buttons.find((x) => x.title === title);
    expect(b, `a button «${title}» in ${JSON.stringify(await last())}`).toBeDefined();
    return send(b!.title, b!.id);
  };
  return { send, tap, last };
}

async function newPatient(c: Clinic, name: string, phone: string) {
  const res = await c.api.post('/api/customers', { name, phone });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('the waitlist by chat', () => {
  it('"quiero adelantar mi cita": joined after the read-back, and the offer she takes moves it (no second booking)', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    const phone = '+50671110001';
    const customerId = await newPatient(c, 'Lucía Mora', phone);
    const noon = await c.book(at('12:00'), { customerId });
    const p = patient(c, phone);
    const first = await p.send('quiero adelantar mi cita');
    expect(first.body).toContain('Tengo estos horarios');
    await p.send('más horarios');
    const ask = await p.tap('Avísame si se libera');
    expect(ask.body).toContain(
      'Te aviso si se libera un horario de Consulta antes de tu cita del lunes 23 de noviembre, 12:00',
    );
    expect(ask.buttons.map((b) => b.title)).toEqual(['Sí, avisarme', 'No']);
    const done = await p.tap('Sí, avisarme');
    expect(done.body).toContain('Quedaste en la lista de espera hasta el 23 de noviembre');
    const listed = (await c.api.get('/api/waitlist')).json().items as {
      customer: { id: string };
      source: string;
      until: string;
    }[];
    expect(listed).toEqual([
      expect.objectContaining({
        customer: expect.objectContaining({ id: customerId }),
        source: 'chat',
        until: '2026-11-23',
      }),
    ]);
    const { rows } = await t.database.db.execute(
      sql`select appointment_id from waitlist_entries where customer_id = ${customerId}::uuid`,
    );
    expect(String(rows[0]!.appointment_id)).toBe(noon.id);

    // Someone else's 10:00 is cancelled: offered to her, and her tap moves the 12:00 there.
    const ten = await c.book(at('10:00'));
    expect((await c.api.post('/api/scheduling/cancel', { apptId: ten.id })).statusCode).toBe(200);
    const [offer] = (await offerRows(t, c.member.orgId)).filter((o) => o.customerId === customerId);
    expect(offer).toBeDefined();
    await p.send('La quiero', `offer:${offer!.id}:yes`);
    expect((await liveAt(t, c.member.orgId, new Date(at('10:00')).toISOString())).map((a) => a.id)).toEqual([noon.id]);
    const hers = await t.database.db.execute(
      sql`select count(*)::int as n from appointments where customer_id = ${customerId}::uuid and status in ('pending', 'CONFIRMED')`,
    );
    expect(hers.rows[0]!.n).toBe(1);
  });

  it('a "no" to the read-back adds nothing', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    const p = patient(c, '+50671110002');
    const ask = await p.send('anótame en la lista de espera porfa');
    expect(ask.body).toContain('Te aviso si se libera un horario de Consulta, hasta el');
    await p.tap('No');
    expect((await c.api.get('/api/waitlist')).json().items).toEqual([]);
  });
});

describe('the series question after booking a recurring service', () => {
  it('names the week that collides, and books the free ones only when she says so', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    const put = await c.api.put(`/api/services/${c.serviceId}`, { name: 'Consulta', durationMin: 30, recurring: true });
    expect(put.statusCode, put.body).toBe(200);
    // Another patient holds the second week's time.
    await c.book(at('09:00', '2026-12-07'));
    const phone = '+50671110003';
    const customerId = await newPatient(c, 'Marta Solano', phone);
    const p = patient(c, phone);
    const readBack = await p.send('quiero una consulta el lunes 23 a las 9');
    expect(readBack.body).toContain('¿Te agendo Consulta el lunes 23 de noviembre a las 09:00');
    // New to the clinic: her name first, then the booking and the question.
    expect((await p.send('sí')).body).toContain('¿A nombre de quién agendo la cita?');
    const asked = await p.send('Marta Solano');
    expect(asked.body).toContain('¿Te reservo la misma hora las próximas semanas (los lunes a las 09:00)?');
    const conflicts = await p.tap('4 semanas');
    expect(conflicts.body).toContain(
      'A esa hora ya está ocupado el 7 de diciembre. Libres quedan el 30 de noviembre, 14 y 21 de diciembre.',
    );
    const mine = async () =>
      (
        await t.database.db.execute(sql`select count(*)::int as n from appointments
          where customer_id = ${customerId}::uuid and status in ('pending', 'CONFIRMED')`)
      ).rows[0]!.n;
    expect(await mine()).toBe(1);
    const booked = await p.tap('Sí, esas 3');
    expect(booked.body).toContain('También quedaron reservadas 3 citas más');
    expect(await mine()).toBe(4);
  });
});

describe('leaving the waitlist by chat', () => {
  async function onTheList(c: Clinic, customerId: string) {
    const res = await c.api.post('/api/waitlist', { customerId, serviceId: c.serviceId, until: '2026-12-19' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }
  const open = async (c: Clinic, customerId: string) =>
    (await c.api.get(`/api/waitlist?customerId=${customerId}`)).json().items as { id: string }[];

  it('"ya no me avises": the entry is read back, and removed on Sí as DELETE /waitlist/{id} does; others stay', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    const phone = '+50671110011';
    const customerId = await newPatient(c, 'Lucía Mora', phone);
    const entryId = await onTheList(c, customerId);
    const otherId = await onTheList(c, await newPatient(c, 'Pedro Soto', '+50671110012'));
    const p = patient(c, phone);
    const ask = await p.send('ya no me avises porfa');
    expect(ask.body).toContain('¿Te saco de la lista de espera de Consulta?');
    expect(ask.buttons.map((b) => b.title)).toEqual(['Sí, sácame', 'No']);
    expect(await open(c, customerId)).toHaveLength(1);
    const done = await p.tap('Sí, sácame');
    expect(done.body).toContain('Listo, te saqué de la lista de espera de Consulta.');
    expect(await open(c, customerId)).toEqual([]);
    const { rows } = await t.database.db.execute(
      sql`select id, ended_reason from waitlist_entries where id in (${entryId}::uuid, ${otherId}::uuid) order by ended_reason nulls last`,
    );
    expect(rows).toEqual([
      { id: entryId, ended_reason: 'removed' },
      { id: otherId, ended_reason: null },
    ]);
  });

  it('with no entry says so plainly; "ya no me escriban" on the list is still the opt-out question', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    const phone = '+50671110021';
    const customerId = await newPatient(c, 'Ana Rojas', phone);
    const p = patient(c, phone);
    const none = await p.send('sácame de la lista de espera');
    expect(none.body).toContain('No estás en ninguna lista de espera');
    await onTheList(c, customerId);
    const optOut = await p.send('ya no me escriban');
    expect(optOut.body).toContain('¿Quieres dejar de recibir mensajes de');
    expect(await open(c, customerId)).toHaveLength(1);
  });
});
