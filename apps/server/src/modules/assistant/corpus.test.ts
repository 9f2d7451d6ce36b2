import { reminderPayload } from '@recepta/domain';
import {
  type CorpusClinic,
  type CorpusConversation,
  type CorpusOutcome,
  corpusConversations,
  corpusPatientOf,
  othersBooked,
  playCorpusConversation,
  reportOf,
} from '@recepta/domain/assistant/corpus';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { messages } from '../../db/schema/index.ts';
import { ensureConversations } from '../messaging/ensure-conversations.ts';
import { type GoldenClinic, goldenNow, knownPatient, setUpGoldenClinic } from './golden-fixtures.ts';

// The receptionist's corpus end to end (docs/benchmarks.md#the-receptionists-corpus): a
// deterministic sample of its conversations, played by the domain's cooperative patient
// (corpus-run.ts and corpus-clinic.ts, its goal checks unchanged) through POST /api/channel/sandbox/inbound, the inbox
// pipeline, the reminders' words, the receptionist and the scheduling modules, with the outcome
// read from the database. One clinic for all: each conversation has its own patient, and what it
// booked is cancelled after it, so every conversation meets the same free times.
let clock = new Date(goldenNow);
let t: TestApp;
let c: GoldenClinic;

/**
 * The sample, the same on every run: for each country style, two bookings (a third of the corpus)
 * and one of each other change or confirmation (reschedule, cancel, confirm, opt-out), and one of
 * the intents that change nothing (handoff, info, keep, none) in turn. Which one of a style's
 * conversations of an intent is taken moves with the style, so the sample is not only the first
 * (and plainest) of each file.
 */
const CHANGES = ['book', 'book', 'reschedule', 'cancel', 'confirm', 'optout'];
/** The waitlist (joining and leaving), "Adelantar mi cita" and the series after a booking (issue 33): one of them per style, in turn. */
const REFILL = ['waitlist', 'earlier', 'series', 'leave'];
function sample(all: readonly CorpusConversation[]): CorpusConversation[] {
  const countries = [...new Set(all.map((x) => x.country))];
  const others = [...new Set(all.map((x) => x.intent))].filter((i) => !CHANGES.includes(i) && !REFILL.includes(i));
  const picked: CorpusConversation[] = [];
  for (const [ci, country] of countries.entries()) {
    const intents = [...CHANGES, others[ci % others.length]!, REFILL[ci % REFILL.length]!];
    for (const [k, intent] of intents.entries()) {
      const of = all.filter((x) => x.country === country && x.intent === intent);
      // The style may not have this intent (English has no "keep"): the next one then.
      const pool = of.length > 0 ? of : all.filter((x) => x.country === country && others.includes(x.intent));
      const pick = pool[(ci * 3 + k * 7) % pool.length];
      if (pick && !picked.includes(pick)) picked.push(pick);
    }
  }
  return picked;
}
const conversations = sample(corpusConversations);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = await setUpGoldenClinic(t.app);
  for (const [i, spec] of othersBooked.entries()) {
    await knownPatient(c, `Otro Paciente ${i + 1}`, `+5067000${String(1000 + i)}`, [spec]);
  }
});
afterAll(async () => {
  await t.close();
});

const resourceNames = () => new Map([...c.resources].map(([name, id]) => [id, name]));
const serviceNames = () => new Map([...c.services].map(([name, id]) => [id, name]));

/** The clinic of one conversation, through the server. */
async function serverClinic(
  convo: CorpusConversation,
  phone: string,
): Promise<CorpusClinic & { customerId(): Promise<string | undefined> }> {
  clock = new Date(goldenNow);
  const who = corpusPatientOf(convo);
  // A series conversation books a service marked "Se repite"; no other service is.
  await t.database.db.execute(sql`update services set recurring = (name = ${convo.intent === 'series' ? (convo.service ?? '') : ''})
    where org_id = ${c.member.orgId}::uuid`);
  let customerId: string | undefined;
  if (who.appointments.length > 0 || convo.waiting) {
    ({ customerId } = await knownPatient(c, who.knownName, phone, who.appointments));
  }
  // Entries held before the conversation (staff-made here: the chat's own are checked below).
  const seeded = new Set<string>();
  for (const service of convo.waiting ?? []) {
    const res = await c.api.post('/api/waitlist', {
      customerId,
      serviceId: c.services.get(service),
      until: '2026-12-21',
    });
    expect(res.statusCode, res.body).toBe(201);
    seeded.add(res.json().id as string);
  }
  if (convo.afterReminder && customerId) await reminderJustSent(customerId, phone);
  const names = resourceNames();
  let seen = 0;
  const db = t.database.db;
  const findCustomer = async () => {
    if (customerId) return customerId;
    const { rows } = await db.execute(
      sql`select id from customers where org_id = ${c.member.orgId}::uuid and phone = ${phone}`,
    );
    customerId = rows[0] ? String(rows[0].id) : undefined;
    return customerId;
  };
  const live = async () => {
    const id = await findCustomer();
    if (!id) return [];
    const { rows } = await db.execute(sql`select a.id, a.starts_at, a.status, s.name as service, r.name as resource
      from appointments a join services s on s.id = a.service_id join resources r on r.id = a.resource_id
      where a.customer_id = ${id}::uuid and a.status in ('pending', 'CONFIRMED')
        and a.starts_at > ${new Date(goldenNow).toISOString()}::timestamptz
      order by a.starts_at`);
    return rows.map((r) => ({
      id: String(r.id),
      start: new Date(r.starts_at as string).getTime(),
      service: String(r.service),
      resource: String(r.resource),
      status: String(r.status),
    }));
  };
  return {
    customerId: findCustomer,
    live,
    resourceName: (id) => names.get(id),
    serviceName: (id) => serviceNames().get(id),
    async waitlist() {
      const id = await findCustomer();
      if (!id) return [];
      const { rows } =
        await db.execute(sql`select w.id, s.name as service, r.name as resource, array_to_json(w.days) as days, w.from_min,
          w.to_min, w.until, w.appointment_id, w.source
        from waitlist_entries w join services s on s.id = w.service_id left join resources r on r.id = w.resource_id
        where w.customer_id = ${id}::uuid and w.ended_at is null order by w.created_at`);
      // Every entry these conversations made comes from the chat.
      for (const r of rows) if (!seeded.has(String(r.id))) expect(r.source).toBe('chat');
      return rows.map((r) => ({
        id: String(r.id),
        service: String(r.service),
        resource: r.resource == null ? undefined : String(r.resource),
        days: (typeof r.days === 'string' ? JSON.parse(r.days) : r.days) as number[],
        fromMin: r.from_min == null ? null : Number(r.from_min),
        toMin: r.to_min == null ? null : Number(r.to_min),
        until: String(r.until),
        appointmentId: r.appointment_id == null ? null : String(r.appointment_id),
      }));
    },
    async send({ text, buttonId }) {
      // A patient takes a moment to answer: the clock moves, so the thread keeps its order.
      clock = new Date(clock.getTime() + 60_000);
      const body: Record<string, unknown> = { from: phone, text };
      if (who.profileName) body.name = who.profileName;
      if (buttonId) body.buttonId = buttonId;
      const res = await c.api.post('/api/channel/sandbox/inbound', body);
      expect(res.statusCode, res.body).toBe(202);
      await t.app.channel.idle();
      const id = await findCustomer();
      const { rows } = await db.execute(sql`select m.body, m.buttons from messages m
        join conversations v on v.id = m.conversation_id
        where v.customer_id = ${id}::uuid and m.direction = 'out' and m.author <> 'system'
        order by m.sent_at, m.id`);
      const fresh = rows.slice(seen);
      seen = rows.length;
      return fresh.map((r) => ({
        text: String(r.body),
        ...(r.buttons ? { buttons: r.buttons as { id: string; title: string }[] } : {}),
      }));
    },
    async patient() {
      const id = await findCustomer();
      const { rows } = await db.execute(sql`select v.assistant_state, v.mode, u.opted_out_at
        from customers u left join conversations v on v.customer_id = u.id where u.id = ${id ?? null}::uuid`);
      const row = rows[0];
      const appointments = await live();
      return {
        state: (row?.assistant_state ?? { step: 'idle' }) as Awaited<ReturnType<CorpusClinic['patient']>>['state'],
        mode: row?.mode ? String(row.mode) : 'assistant',
        optedOut: Boolean(row?.opted_out_at),
        confirmed: appointments.some((a) => a.status === 'CONFIRMED'),
      };
    },
  };
}

/**
 * The reminder of the patient's first appointment, as the reminders' job leaves it in the thread
 * five minutes ago (its sending is tested in modules/reminders): the clinic's message with its
 * Confirmar, Cancelar and Reprogramar buttons.
 */
async function reminderJustSent(customerId: string, phone: string) {
  const db = t.database.db;
  const { rows } = await db.execute(
    sql`select id from appointments where customer_id = ${customerId}::uuid order by starts_at limit 1`,
  );
  const appointmentId = String(rows[0]!.id);
  const conversation = (await ensureConversations(db, [{ orgId: c.member.orgId, customerId, phone }], clock)).get(
    customerId,
  )!;
  await db.insert(messages).values({
    orgId: c.member.orgId,
    conversationId: conversation.id,
    direction: 'out',
    author: 'system',
    kind: 'template',
    body: 'Hola, te recordamos tu cita. ¿Nos confirmas?',
    buttons: (['confirm', 'cancel', 'reschedule'] as const).map((action, i) => ({
      id: reminderPayload(appointmentId, action),
      title: ['Confirmar', 'Cancelar', 'Reprogramar'][i]!,
    })),
    status: 'delivered',
    purpose: 'reminder',
    appointmentId,
    sentAt: new Date(clock.getTime() - 5 * 60_000),
  });
}

describe('the receptionist’s corpus through the sandbox', () => {
  it('samples every intent and every country style', () => {
    expect(conversations.length).toBeGreaterThanOrEqual(40);
    expect(new Set(conversations.map((x) => x.intent)).size).toBe(
      new Set(corpusConversations.map((x) => x.intent)).size,
    );
    expect(new Set(conversations.map((x) => x.country)).size).toBe(
      new Set(corpusConversations.map((x) => x.country)).size,
    );
  });

  it('meets every goal and never books, moves or cancels what was not asked', async () => {
    const outcomes: CorpusOutcome[] = [];
    for (const [i, convo] of conversations.entries()) {
      const phone = `+5068${String(600_0000 + i).padStart(7, '0')}`;
      const clinic = await serverClinic(convo, phone);
      outcomes.push(await playCorpusConversation(convo, clinic));
      // What the conversation booked is freed for the next one.
      const id = await clinic.customerId();
      if (id) {
        await t.database.db.execute(sql`update appointments set status = 'cancelled' where customer_id = ${id}::uuid`);
        await t.database.db.execute(
          sql`update waitlist_entries set ended_at = now(), ended_reason = 'removed' where customer_id = ${id}::uuid`,
        );
      }
    }
    const failed = outcomes.filter((o) => !o.success);
    console.log(
      `${reportOf(outcomes)}\n\nFailed (${failed.length}):\n${failed.map((o) => `${o.id} ${o.intent}: ${o.why}\n  ${o.transcript.join('\n  ')}`).join('\n')}`,
    );
    expect(failed.map((o) => `${o.id}: ${o.why}\n  ${o.transcript.join('\n  ')}`)).toEqual([]);
  }, 120_000);
});
