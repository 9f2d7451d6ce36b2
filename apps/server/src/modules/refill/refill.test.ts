import { offerReplies, offerTemplateName } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runDue } from '../../../test/run-due.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';
import { takeOrDeclineOffer } from './answer-offer.ts';
import { runDueOfferWaves } from './offer-wave-job.ts';
import { lastOut, liveAt, offerRows, setRefill, slotRows, waitingPatients } from './refill-fixtures.ts';

// The test clock (Saturday); the fixtures book Monday 2026-11-23 in San José (UTC-6).
let clock = new Date('2026-11-21T15:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const tenOClock = new Date(at('10:00')).toISOString();

/** The patient taps an offer's button in the sandbox, as the simulator does. */
async function tap(c: Clinic, phone: string, buttonId: string) {
  clock = new Date(clock.getTime() + 60_000);
  const res = await c.api.post('/api/channel/sandbox/inbound', { from: phone, buttonId, text: 'La quiero' });
  expect(res.statusCode).toBe(202);
  await t.app.channel.idle();
}

async function cancelAt10(c: Clinic) {
  const appt = await c.book(at('10:00'));
  const res = await c.api.post('/api/scheduling/cancel', { apptId: appt.id });
  expect(res.statusCode, res.body).toBe(200);
  return appt.id;
}

describe('offers of a freed slot', () => {
  it('offers a cancelled slot to the first three in order, outside the window with the utility template', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    const waiting = await waitingPatients(c, 5);
    const apptId = await cancelAt10(c);

    const offers = await offerRows(t, c.member.orgId);
    // Within a wave the order is not stored; the wave holds the first three to join.
    expect(offers.map((o) => o.customerId).sort()).toEqual(
      waiting
        .slice(0, 3)
        .map((w) => w.customerId)
        .sort(),
    );
    expect(offers.every((o) => o.status === 'sent' && o.wave === 1)).toBe(true);
    const message = await lastOut(t, offers[0]!.conversationId);
    expect(message).toMatchObject({ kind: 'template', purpose: 'offer' });
    expect(message.body).toContain('se liberó un horario de Consulta el lunes 23 de noviembre, 10:00 con Dra. Ana');
    expect(message.buttons).toEqual([
      { id: `offer:${offers[0]!.id}:yes`, title: 'La quiero' },
      { id: `offer:${offers[0]!.id}:no`, title: 'No, gracias' },
    ]);

    const seen = await c.api.get(`/api/appointments/${apptId}/offers`);
    expect(seen.statusCode).toBe(200);
    expect(
      seen
        .json()
        .items.map((i: { customerId: string; status: string }) => `${i.customerId}:${i.status}`)
        .sort(),
    ).toEqual(
      waiting
        .slice(0, 3)
        .map((w) => `${w.customerId}:sent`)
        .sort(),
    );
    expect(seen.json().slots[0]).toMatchObject({ status: 'open', cause: 'cancelled', start: tenOClock });

    // Before the hold ends nothing more goes; after it, the next wave (two left).
    clock = new Date(clock.getTime() + 14 * 60_000);
    await runDueOfferWaves(t.database.db, clock);
    expect(await offerRows(t, c.member.orgId)).toHaveLength(3);
    clock = new Date(clock.getTime() + 60_000);
    // The job runner runs the due wave (a timed job), then the channel sends what it queued.
    await runDue(t.app);
    const after = await offerRows(t, c.member.orgId);
    expect(
      after
        .filter((o) => o.wave === 2)
        .map((o) => o.customerId)
        .sort(),
    ).toEqual(
      waiting
        .slice(3)
        .map((w) => w.customerId)
        .sort(),
    );
    // The template was ready and the sandbox sends: the offers went out.
    expect((await lastOut(t, after[4]!.conversationId)).status).toBe('delivered');
  });

  it('books the first of two taps; the second gets an apology and keeps their place', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    await t.database.db.execute(sql`update services set price = 25000 where id = ${c.serviceId}::uuid`);
    const waiting = await waitingPatients(c, 3);
    await cancelAt10(c);
    const offers = await offerRows(t, c.member.orgId);
    const offerOf = (w: (typeof waiting)[number]) => offers.find((o) => o.customerId === w.customerId)!;
    await Promise.all([
      tap(c, waiting[1]!.phone, `offer:${offerOf(waiting[1]!).id}:yes`),
      tap(c, waiting[0]!.phone, `offer:${offerOf(waiting[0]!).id}:yes`),
    ]);
    // Both taps answered (the sandbox processes a stored message after its 202).
    await vi.waitFor(
      async () => {
        for (const w of waiting.slice(0, 2))
          expect((await lastOut(t, offerOf(w).conversationId)).purpose).toBe('reply');
      },
      { timeout: 30_000, interval: 50 },
    );
    const live = await liveAt(t, c.member.orgId, tenOClock);
    expect(live).toHaveLength(1);
    const winner = offers.find((o) => o.customerId === live[0]!.customerId)!;
    const loser = [offerOf(waiting[0]!), offerOf(waiting[1]!)].find((o) => o !== winner)!;
    const statuses = new Map((await offerRows(t, c.member.orgId)).map((o) => [o.id, o.status]));
    expect(statuses.get(winner.id)).toBe('taken');
    expect(statuses.get(loser.id)).toBe('superseded');
    expect(statuses.get(offerOf(waiting[2]!).id)).toBe('superseded');
    expect((await lastOut(t, loser.conversationId)).body).toBe(offerReplies.taken);
    expect((await lastOut(t, winner.conversationId)).body).toContain('¡Listo! Te agendamos');
    expect((await slotRows(t, c.member.orgId))[0]).toMatchObject({ status: 'taken', booked: live[0]!.id });
    // The loser is still waiting; the winner's entry ended.
    const list = (await c.api.get('/api/waitlist'))
      .json()
      .items.map((i: { customer: { id: string } }) => i.customer.id);
    expect(list).toContain(loser.customerId);
    expect(list).not.toContain(winner.customerId);

    // Reports: one slot freed and refilled, worth the service's price.
    const range = `from=${encodeURIComponent('2026-11-16T00:00:00-06:00')}&to=${encodeURIComponent('2026-11-30T00:00:00-06:00')}`;
    const report = await c.api.get(`/api/reports/summary?${range}&groupBy=week`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().refill).toMatchObject({
      slotsFreed: 1,
      refilled: 1,
      recoveredRevenue: 25_000,
      lateCancellations: 0,
      recoveredByFollowUp: 0,
    });
    expect(report.json().refill.hoursToRefill).toBeGreaterThan(0);
  });

  it('gives fifty simultaneous taps exactly one booking', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    await setRefill(t, c.member.orgId, { waveSize: 50 });
    await waitingPatients(c, 50);
    await cancelAt10(c);
    const offers = await offerRows(t, c.member.orgId);
    expect(offers).toHaveLength(50);
    const outcomes = await Promise.allSettled(
      offers.map((o) =>
        t.database.db.transaction((tx) =>
          takeOrDeclineOffer(tx, {
            orgId: c.member.orgId,
            customerId: o.customerId,
            conversationId: o.conversationId,
            offerId: o.id,
            answer: 'yes',
            now: clock,
          }),
        ),
      ),
    );
    expect(outcomes.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await liveAt(t, c.member.orgId, tenOClock)).toHaveLength(1);
    const statuses = (await offerRows(t, c.member.orgId)).map((o) => o.status);
    expect(statuses.filter((s) => s === 'taken')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'superseded')).toHaveLength(49);
  });

  it('never offers anything to a patient who opted out', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    const waiting = await waitingPatients(c, 4);
    expect((await c.api.post(`/api/customers/${waiting[0]!.customerId}/opt-out`, {})).statusCode).toBe(200);
    await cancelAt10(c);
    const offered = (await offerRows(t, c.member.orgId)).map((o) => o.customerId);
    expect(offered.sort()).toEqual(
      waiting
        .slice(1)
        .map((w) => w.customerId)
        .sort(),
    );
  });

  it('stops the offers when staff re-book the slot, and a late tap is told it was taken', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    const waiting = await waitingPatients(c, 2);
    const apptId = await cancelAt10(c);
    const offers = await offerRows(t, c.member.orgId);
    await c.book(at('10:00'));
    expect((await offerRows(t, c.member.orgId)).map((o) => o.status)).toEqual(['superseded', 'superseded']);
    expect((await c.api.get(`/api/appointments/${apptId}/offers`)).json().slots[0].status).toBe('rebooked');
    const mine = offers.find((o) => o.customerId === waiting[0]!.customerId)!;
    await tap(c, waiting[0]!.phone, `offer:${mine.id}:yes`);
    expect((await lastOut(t, mine.conversationId)).body).toBe(offerReplies.taken);
    expect(await liveAt(t, c.member.orgId, tenOClock)).toHaveLength(1);
  });

  it('lets staff stop the offers ("Detener"); a "No, gracias" sends the next wave at once', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    await setRefill(t, c.member.orgId, { waveSize: 1 });
    const waiting = await waitingPatients(c, 3);
    const apptId = await cancelAt10(c);
    const first = await offerRows(t, c.member.orgId);
    await tap(c, waiting[0]!.phone, `offer:${first[0]!.id}:no`);
    const second = await offerRows(t, c.member.orgId);
    expect(second.map((o) => [o.customerId, o.status])).toEqual([
      [waiting[0]!.customerId, 'declined'],
      [waiting[1]!.customerId, 'sent'],
    ]);
    const stopped = await c.api.post(`/api/appointments/${apptId}/offers/stop`, {});
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().slots[0].status).toBe('stopped');
    expect(stopped.json().items.map((i: { status: string }) => i.status)).toEqual(['declined', 'expired']);
    await tap(c, waiting[1]!.phone, `offer:${second[1]!.id}:yes`);
    expect(await liveAt(t, c.member.orgId, tenOClock)).toHaveLength(0);
    expect((await lastOut(t, second[1]!.conversationId)).body).toBe(offerReplies.closed);
  });

  it('offers the slot a move-up frees in turn, and stops at the chain bound', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    await setRefill(t, c.member.orgId, { maxChain: 1 });
    // Two patients hold later appointments and want them earlier.
    const first = await waitingPatients(c, 1, () => ({}), 'Primero');
    const eleven = await c.book(at('11:00'), { customerId: first[0]!.customerId });
    const second = await waitingPatients(c, 1, () => ({}), 'Segundo');
    const twelve = await c.book(at('12:00'), { customerId: second[0]!.customerId });
    // Their entries name the appointment they hold (replacing the plain ones the helper made).
    for (const [w, appt] of [
      [first[0]!, eleven],
      [second[0]!, twelve],
    ] as const) {
      const entries = (await c.api.get('/api/waitlist')).json().items as { id: string; customer: { id: string } }[];
      for (const e of entries.filter((x) => x.customer.id === w.customerId)) await c.api.del(`/api/waitlist/${e.id}`);
      const res = await c.api.post('/api/waitlist', {
        customerId: w.customerId,
        serviceId: c.serviceId,
        until: '2026-12-31',
        appointmentId: appt.id,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await cancelAt10(c);
    // Only the 11:00 patient can move up to 10:00 (the 12:00 one too, but is ranked after).
    let offers = await offerRows(t, c.member.orgId);
    const toFirst = offers.find((o) => o.customerId === first[0]!.customerId)!;
    await tap(c, first[0]!.phone, `offer:${toFirst.id}:yes`);
    expect((await liveAt(t, c.member.orgId, tenOClock)).map((a) => a.id)).toEqual([eleven.id]);
    // 11:00 is free now (depth 1) and offered to the 12:00 patient.
    offers = await offerRows(t, c.member.orgId);
    const toSecond = offers.find((o) => o.customerId === second[0]!.customerId && o.status === 'sent')!;
    const slots = await slotRows(t, c.member.orgId);
    expect(slots.find((s) => s.id === toSecond.slotId)).toMatchObject({
      depth: 1,
      start: new Date(at('11:00')).toISOString(),
    });
    await tap(c, second[0]!.phone, `offer:${toSecond.id}:yes`);
    expect((await liveAt(t, c.member.orgId, new Date(at('11:00')).toISOString())).map((a) => a.id)).toEqual([
      twelve.id,
    ]);
    // 12:00 would be depth 2, past the bound of 1: recorded, not offered.
    const last = (await slotRows(t, c.member.orgId)).find((s) => s.start === new Date(at('12:00')).toISOString())!;
    expect(last).toMatchObject({ depth: 2, status: 'chain_limit' });
    expect((await offerRows(t, c.member.orgId)).filter((o) => o.slotId === last.id)).toEqual([]);
  });

  it('does not offer a slot within the minimum notice, and the seeded template is ready', async () => {
    clock = new Date('2026-11-23T15:30:00Z'); // 09:30 in San José, half an hour before 10:00
    const c = await setUpClinic(t.app);
    await waitingPatients(c, 2);
    await cancelAt10(c);
    expect(await slotRows(t, c.member.orgId)).toEqual([]);
    const templates = (await c.api.get('/api/templates')).json().items as { name: string; status: string }[];
    expect(templates.find((x) => x.name === offerTemplateName)?.status).toBe('ready');
  });

  it('follows up a no-show inside the window; its button starts booking the same service again', async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    const c = await setUpClinic(t.app);
    const appt = await c.book(at('10:00'));
    clock = new Date('2026-11-23T15:00:00Z'); // 09:00 in San José: the patient writes, the window opens
    const hello = await c.api.post('/api/channel/sandbox/inbound', { from: '+50688887777', text: 'hola' });
    expect(hello.statusCode).toBe(202);
    await t.app.channel.idle();
    clock = new Date('2026-11-23T16:40:00Z'); // 10:40, she did not come
    expect((await c.api.post('/api/scheduling/no-show', { apptId: appt.id })).statusCode).toBe(200);
    const conversationId = (await c.api.get(`/api/customers/${c.customerId}/history`)).json().conversationId as string;
    const followUp = await lastOut(t, conversationId);
    expect(followUp.body).toBe(
      'Hola Ana, te esperamos hoy a las 10:00 para tu cita de Consulta. ¿Quieres agendar otra cita? Toca "Ver horarios" y te proponemos algunos.',
    );
    expect(followUp.buttons).toEqual([{ id: `a:svc:${c.serviceId}`, title: 'Ver horarios' }]);
    clock = new Date(clock.getTime() + 60_000);
    await c.api.post('/api/channel/sandbox/inbound', {
      from: '+50688887777',
      buttonId: `a:svc:${c.serviceId}`,
      text: 'Ver horarios',
    });
    await vi.waitFor(async () => expect((await lastOut(t, conversationId)).purpose).toBe('reply'), {
      timeout: 30_000,
      interval: 50,
    });
    const answer = await lastOut(t, conversationId);
    expect(answer.buttons?.some((b) => b.id.startsWith('a:slot:'))).toBe(true);
  });
});
