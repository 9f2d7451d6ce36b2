import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type GoldenClinic, goldenNow, type Message, setUpGoldenClinic } from './golden-fixtures.ts';

// A burst of messages in one batch of the inbox is one turn of the receptionist
// (docs/architecture.md#chat-receptionist): one reply that reads them all.
let clock = new Date(goldenNow);
let t: TestApp;
let c: GoldenClinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = await setUpGoldenClinic(t.app);
});
afterAll(async () => {
  await t.close();
});

let phoneSeq = 0;
const newPhone = () => `+5068${String(700_0000 + ++phoneSeq).padStart(7, '0')}`;

type Sent = { text?: string; buttonId?: string };

/** The patient's messages stored by the sandbox and queued together: one batch of the inbox. */
async function sendBatch(phone: string, batch: Sent[]): Promise<void> {
  clock = new Date(clock.getTime() + 60_000);
  const ids: string[] = [];
  for (const m of batch) {
    // A second apart, as a patient types them: the thread orders by time.
    clock = new Date(clock.getTime() + 1000);
    ids.push(await t.app.channel.storeSandbox(c.member.orgId, { from: phone, name: 'Ana', ...m }));
  }
  for (const id of ids) t.app.channel.process(id);
  await t.app.channel.idle();
}

async function threadOf(phone: string) {
  const res = await c.api.get(`/api/customers?q=${encodeURIComponent(phone.slice(-8))}`);
  const items = (res.json().items ?? res.json()) as { id: string; phone: string }[];
  const customerId = items.find((i) => i.phone === phone)!.id;
  const history = (await c.api.get(`/api/customers/${customerId}/history`)).json();
  const conversation = (await c.api.get(`/api/conversations/${history.conversationId}`)).json() as {
    messages: Message[];
  };
  return { customerId, messages: conversation.messages };
}

describe('a burst of messages', () => {
  it('three texts in one batch get one reply that reads them all', async () => {
    const phone = newPhone();
    await sendBatch(phone, [{ text: 'hola' }, { text: 'quiero cita para una limpieza' }, { text: 'para mañana' }]);
    const { messages } = await threadOf(phone);
    expect(messages.filter((m) => m.direction === 'in').map((m) => m.body)).toEqual([
      'hola',
      'quiero cita para una limpieza',
      'para mañana',
    ]);
    const out = messages.filter((m) => m.direction === 'out');
    expect(out).toHaveLength(1);
    expect(out[0]!.body).toContain('horarios para Limpieza dental');
    const times = (out[0]!.buttons ?? []).map((b) => b.title);
    expect(times.length).toBeGreaterThan(0);
    // Monday 23 is the clinic's today: "para mañana" reached the search.
    for (const title of times) expect(title).toMatch(/^mar 24 nov /);
  });

  it('a single message is answered as before', async () => {
    const phone = newPhone();
    await sendBatch(phone, [{ text: 'hola' }]);
    const out = (await threadOf(phone)).messages.filter((m) => m.direction === 'out');
    expect(out).toHaveLength(1);
    expect(out[0]!.body).toContain('Soy el asistente virtual');
  });

  it('never reads a tap together with text: the tap acts, the text is a turn of its own', async () => {
    const phone = newPhone();
    await sendBatch(phone, [{ text: 'quiero una limpieza para mañana' }]);
    const first = (await threadOf(phone)).messages.filter((m) => m.direction === 'out');
    const slot = first[first.length - 1]!.buttons!.find((b) => b.id.startsWith('a:slot:'))!;
    await sendBatch(phone, [{ text: slot.title, buttonId: slot.id }, { text: 'gracias' }]);
    const { messages } = await threadOf(phone);
    // The tap chose its time (a patient not yet named is asked their name before booking); read
    // as text beside "gracias" it would have been a time in words, read back first. Then "gracias"
    // is a turn of its own.
    const after = messages.filter((m) => m.direction === 'out').slice(first.length);
    expect(after.map((m) => m.body)).toEqual([
      expect.stringContaining('¿A nombre de quién agendo la cita?'),
      expect.stringContaining('¡Con gusto!'),
    ]);
  });
});
