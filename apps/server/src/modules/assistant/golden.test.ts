import { type GoldenTurn, goldenConversations } from '@recepta/domain/assistant/golden';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  describeAppointments,
  type GoldenClinic,
  goldenNow,
  knownPatient,
  type Message,
  setUpGoldenClinic,
} from './golden-fixtures.ts';

// The golden conversations (packages/domain/src/assistant/golden-conversations.ts) end to end:
// through the sandbox endpoint, the inbox pipeline, the receptionist and the scheduling modules.
let clock = new Date(goldenNow);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

let phoneSeq = 0;

async function thread(c: GoldenClinic, customerId: string) {
  const history = (await c.api.get(`/api/customers/${customerId}/history`)).json();
  if (!history.conversationId) return { mode: 'assistant', messages: [] as Message[] };
  const res = await c.api.get(`/api/conversations/${history.conversationId}`);
  return res.json() as { mode: string; messages: Message[] };
}

async function customerIdOf(c: GoldenClinic, phone: string): Promise<string> {
  const res = await c.api.get(`/api/customers?q=${encodeURIComponent(phone.slice(-8))}`);
  const items = (res.json().items ?? res.json()) as { id: string; phone: string }[];
  return items.find((i) => i.phone === phone)!.id;
}

// Confirmations seen across the conversations, each checked for its manage link (at least one must be).
let confirmations = 0;
afterAll(() => {
  expect(confirmations).toBeGreaterThan(0);
});

describe('golden conversations through the sandbox', () => {
  for (const convo of goldenConversations) {
    it(convo.name, async () => {
      clock = new Date(goldenNow);
      const c = await setUpGoldenClinic(t.app);
      const phone = `+5068${String(800_0000 + ++phoneSeq).padStart(7, '0')}`;
      const isNumberLead = /^\d+$/.test(convo.patient.name);
      let customerId: string | undefined;
      let appointmentIds: string[] = [];
      if (convo.patient.appointments) {
        ({ customerId, appointmentIds } = await knownPatient(c, convo.patient.name, phone, convo.patient.appointments));
      }
      let last: Message | undefined;
      let seen = 0;
      for (const [i, turn] of convo.turns.entries()) {
        clock = new Date(clock.getTime() + 60_000);
        if (turn.othersTake) await othersTake(c, last, turn);
        const body: Record<string, unknown> = { from: phone };
        if (!isNumberLead) body.name = convo.patient.name;
        if (turn.reminderReschedule)
          Object.assign(body, { buttonId: `r:${appointmentIds[0]}:reschedule`, text: 'Reprogramar' });
        else if (turn.nonText) body.media = 'audio';
        else if (turn.tap !== undefined) {
          const b = buttonOf(last, turn.tap);
          Object.assign(body, { buttonId: b.id, text: b.title });
        } else body.text = turn.text;
        const res = await c.api.post('/api/channel/sandbox/inbound', body);
        expect(res.statusCode, res.body).toBe(202);
        await t.app.channel.idle();
        customerId ??= await customerIdOf(c, phone);
        const now = await thread(c, customerId);
        const fresh = now.messages.slice(seen).filter((m) => m.direction === 'out');
        seen = now.messages.length;
        const all = fresh.map((m) => m.body).join('\n');
        const where = `turn ${i + 1} (${turn.text ?? turn.tap ?? ''}): ${all}`;
        const e = turn.expect;
        if (e.silent) expect(fresh, where).toEqual([]);
        else expect(fresh.length, where).toBeGreaterThan(0);
        for (const m of fresh) expect(m.author).toBe('assistant');
        // A booking or a move confirmed in the chat carries the patient's manage link, which opens it.
        for (const m of fresh.filter((x) => /^¡Listo.*✅ Tu cita (de .+ )?quedó/.test(x.body))) {
          const url = /\nPara cambiarla o cancelarla: (\S+)/.exec(m.body)?.[1];
          expect(url, where).toBeDefined();
          const page = await t.app.inject({ method: 'GET', url: new URL(url!).pathname });
          expect(page.statusCode, where).toBe(200);
          expect(page.body, where).toContain(/, (\d{2}:\d{2}) /.exec(m.body)![1]);
          confirmations++;
        }
        for (const s of e.says ?? []) expect(all, where).toContain(s);
        for (const s of e.never ?? []) expect(all, where).not.toContain(s);
        const withButtons = fresh.filter((m) => m.buttons && m.buttons.length > 0);
        if (withButtons.length > 0) last = withButtons[withButtons.length - 1];
        if (e.buttons !== undefined) {
          const titles = (fresh[fresh.length - 1]?.buttons ?? []).map((b) => b.title);
          if (typeof e.buttons === 'number') expect(titles.length, where).toBe(e.buttons);
          else expect(titles, where).toEqual(e.buttons);
        }
        if (e.appointments)
          expect(await describeAppointments(t.database.db, customerId, goldenNow), where).toEqual(e.appointments);
        if (e.mode) expect(now.mode, where).toBe(e.mode);
        if (e.name) {
          const customer = (await c.api.get(`/api/customers/${customerId}/history`)).json();
          expect(JSON.stringify(customer), where).toContain(e.name);
        }
      }
    });
  }
});

function buttonOf(last: Message | undefined, tap: string | number) {
  const buttons = last?.buttons ?? [];
  const b = typeof tap === 'number' ? buttons[tap - 1] : buttons.find((x) => x.title === tap);
  if (!b) throw new Error(`no button ${tap} in ${JSON.stringify(buttons)}`);
  return b;
}

/** Another patient books, at the front desk, the time of the offered button. */
async function othersTake(c: GoldenClinic, last: Message | undefined, turn: GoldenTurn) {
  const b = buttonOf(last, turn.othersTake!);
  const m = /^a:slot:([0-9a-z]+):(.+)$/.exec(b.id)!;
  const serviceName = /horarios para (.+?):/.exec(last!.body)![1]!;
  const res = await c.api.post('/api/scheduling/book', {
    serviceId: c.services.get(serviceName),
    resourceId: m[2],
    start: new Date(Number.parseInt(m[1]!, 36)).toISOString(),
    customer: { name: 'Otro Paciente', phone: '+50670009999' },
  });
  expect(res.statusCode, res.body).toBe(201);
}
