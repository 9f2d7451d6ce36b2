import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAnswer, type FakeLlm, startFakeLlm } from '../../../test/fake-llm.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  describeAppointments,
  type GoldenClinic,
  goldenNow,
  type Message,
  setUpGoldenClinic,
} from './golden-fixtures.ts';

// The optional interpreter (docs/architecture.md#the-optional-interpreter) end to end: the sandbox
// inbound pipeline, the receptionist, and a local fake of an OpenAI-compatible endpoint.
const headline = 'quisiera que me vean los dientes la semana que viene por la tarde';
const content = (reading: Record<string, unknown>): FakeAnswer => ({
  kind: 'content',
  content: JSON.stringify(reading),
});

let clock = new Date(goldenNow);
let phoneSeq = 0;

async function startApp(fake: FakeLlm, timeoutMs: number): Promise<TestApp> {
  return createTestApp({
    now: () => clock,
    env: {
      LOG_LEVEL: 'info',
      ASSISTANT_LLM_URL: fake.url,
      ASSISTANT_LLM_MODEL: 'fake-model',
      ASSISTANT_LLM_KEY: fake.key,
      ASSISTANT_LLM_TIMEOUT_MS: String(timeoutMs),
    },
  });
}

/** A new patient of the clinic writing through the simulator; each turn answers with the new replies. */
function patient(t: TestApp, c: GoldenClinic) {
  const phone = `+5068${String(900_0000 + ++phoneSeq).padStart(7, '0')}`;
  let seen = 0;
  let conversationId: string | undefined;
  const replies = async () => {
    if (!conversationId) {
      const { items } = (await c.api.get(`/api/conversations?q=${encodeURIComponent(phone.slice(-8))}`)).json();
      conversationId = items[0]?.id;
    }
    if (!conversationId) return [];
    const thread = (await c.api.get(`/api/conversations/${conversationId}`)).json() as {
      mode: string;
      messages: Message[];
    };
    const fresh = thread.messages.slice(seen).filter((m) => m.direction === 'out');
    seen = thread.messages.length;
    return fresh;
  };
  const post = async (body: Record<string, unknown>) => {
    clock = new Date(clock.getTime() + 60_000);
    const res = await c.api.post('/api/channel/sandbox/inbound', { from: phone, name: 'Ana', ...body });
    expect(res.statusCode, res.body).toBe(202);
  };
  const last = (fresh: Message[]) => fresh[fresh.length - 1]!;
  return {
    phone,
    post,
    replies,
    conversationId: () => conversationId,
    async say(text: string): Promise<Message> {
      await post({ text });
      await t.app.channel.idle();
      return last(await replies());
    },
    async tap(reply: Message, position: number): Promise<Message> {
      const b = reply.buttons![position - 1]!;
      await post({ text: b.title, buttonId: b.id });
      await t.app.channel.idle();
      return last(await replies());
    },
    async appointments(): Promise<string[]> {
      const { items } = (await c.api.get(`/api/customers?q=${encodeURIComponent(phone.slice(-8))}`)).json();
      return describeAppointments(t.database.db, items[0].id, clock.getTime());
    },
  };
}

const titles = (m: Message) => (m.buttons ?? []).map((b) => b.title);

describe('the interpreter, answering', () => {
  let fake: FakeLlm;
  let t: TestApp;
  let c: GoldenClinic;

  beforeAll(async () => {
    fake = await startFakeLlm();
    // Long enough for a busy machine: these tests are about what is answered, not when.
    t = await startApp(fake, 10_000);
    c = await setUpGoldenClinic(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('books a phrase the rules do not understand, at a time the engine offered and the patient chose', async () => {
    clock = new Date(goldenNow);
    fake.answer = (r) =>
      r.text === headline
        ? content({
            intent: 'book',
            service_id: r.ids.get('Consulta general'),
            from_date: '2026-11-30',
            part_of_day: 'afternoon',
          })
        : { kind: 'status', status: 500 };
    const p = patient(t, c);
    const offer = await p.say(headline);
    expect(offer.body).toContain('Tengo estos horarios para Consulta general');
    expect(titles(offer)).toEqual(['lun 30 nov 12:00', 'mar 1 dic 12:00', 'mié 2 dic 12:00']);

    // The request as documented: the model, the key, JSON asked for, temperature 0, the text alone.
    expect(fake.refused).toEqual([]);
    const request = fake.requests[fake.requests.length - 1]!;
    expect(request.body).toMatchObject({
      model: 'fake-model',
      temperature: 0,
      response_format: { type: 'json_object' },
    });
    expect(request.text).toBe(headline);
    expect(request.body.messages[0]!.content).toContain('Today is 2026-11-23 (lunes)');
    expect(request.body.messages[0]!.content).not.toContain(headline);
    expect(request.ids.size).toBe(4);

    const asked = fake.requests.length;
    const askName = await p.tap(offer, 2);
    expect(askName.body).toContain('¿A nombre de quién');
    const done = await p.tap(askName, 1);
    expect(done.body).toContain('¡Listo, Ana!');
    expect(await p.appointments()).toEqual([expect.stringMatching(/^2026-12-01 12:00 Consulta general \/ /)]);
    // Taps are never sent.
    expect(fake.requests.length).toBe(asked);
  });

  it('an unknown service proposed: refused, and the rules answer (which service?)', async () => {
    fake.answer = () => content({ intent: 'book', service_id: 'svc-invented', from_date: '2026-11-30' });
    const p = patient(t, c);
    const reply = await p.say(headline);
    expect(reply.body).toContain('¿Qué servicio');
    expect(await p.appointments()).toEqual([]);
  });

  it('a time outside opening hours proposed: the engine says so and offers bookable times', async () => {
    const text = 'una limpieza la semana que viene a las diez de la noche';
    fake.answer = (r) =>
      content({ intent: 'book', service_id: r.ids.get('Limpieza dental'), from_date: '2026-11-30', time: '22:00' });
    const p = patient(t, c);
    const before = fake.requests.length;
    const reply = await p.say(text);
    expect(fake.requests.length).toBe(before + 1);
    expect(reply.body).toContain('22:00 Clínica Sonrisa no atiende');
    expect(reply.body).toContain('Limpieza dental');
    for (const title of titles(reply)) {
      const [hh] = title.slice(-5).split(':').map(Number);
      expect(hh! >= 8 && hh! < 18, title).toBe(true);
    }
    expect(await p.appointments()).toEqual([]);
  });

  it('an error status, a body that is not JSON, an answer that is not a reading: the rules answer', async () => {
    const failures: FakeAnswer[] = [
      { kind: 'status', status: 500 },
      { kind: 'status', status: 429 },
      { kind: 'garbage' },
      { kind: 'content', content: 'Claro, una consulta la semana que viene.' },
      content({ intent: 'book', date: '2026-02-30' }),
    ];
    for (const failure of failures) {
      fake.answer = () => failure;
      const p = patient(t, c);
      const reply = await p.say(headline);
      expect(reply.body, JSON.stringify(failure)).toContain('¿Qué servicio');
    }
    // A text the rules miss entirely gets their misunderstanding, counted as before.
    fake.answer = () => ({ kind: 'status', status: 503 });
    const p = patient(t, c);
    expect((await p.say('zzz qqq')).body).toContain('no te entendí');
  });

  it('is not asked for taps, greetings or what the rules read', async () => {
    fake.answer = () => content({ intent: 'cancel' });
    const p = patient(t, c);
    const before = fake.requests.length;
    const hello = await p.say('Hola');
    const offer = await p.tap(hello, 1);
    expect(offer.body).toContain('Tengo estos horarios');
    expect((await p.say('mejor el viernes en la tarde')).body).toContain('viernes 27 de noviembre');
    expect(fake.requests.length).toBe(before);
  });

  it('holds no lock while it waits: staff take over meanwhile, and the receptionist stays silent', async () => {
    const p = patient(t, c);
    await p.say('Hola');
    await p.replies();
    fake.answer = () => ({ kind: 'hold' });
    const arrived = fake.nextRequest();
    let abandoned = false;
    void fake.abandoned().then(() => {
      abandoned = true;
    });
    await p.post({ text: headline });
    const request = await arrived;
    // Were the conversation's row locked (or, on PGlite, the one connection taken) while the model
    // is asked, this would wait for the client's time-out, which abandons the request first.
    const mode = await c.api.post(`/api/conversations/${p.conversationId()}/mode`, { mode: 'staff' });
    expect(mode.statusCode, mode.body).toBe(200);
    expect(abandoned).toBe(false);
    fake.release(content({ intent: 'book', service_id: request.ids.get('Consulta general'), from_date: '2026-11-30' }));
    await t.app.channel.idle();
    expect(await p.replies()).toEqual([]);
    expect(await p.appointments()).toEqual([]);
  });

  it('logs ids, outcome, status and duration — never the text or the key', () => {
    const lines = t.logs.filter((l) => l.includes('assistant interpreter asked'));
    expect(lines.length).toBeGreaterThan(0);
    const first = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(first).toMatchObject({ outcome: 'ok', status: 200 });
    expect(typeof first.ms).toBe('number');
    expect(lines.some((l) => l.includes('"outcome":"http_error"'))).toBe(true);
    expect(lines.some((l) => l.includes('"outcome":"malformed"'))).toBe(true);
    expect(lines.some((l) => l.includes('"outcome":"refused"'))).toBe(true);
    for (const line of t.logs) {
      expect(line).not.toContain(fake.key);
      expect(line).not.toContain('dientes');
    }
  });
});

describe('the interpreter, too slow', () => {
  let fake: FakeLlm;
  let t: TestApp;
  let c: GoldenClinic;

  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await startApp(fake, 500);
    c = await setUpGoldenClinic(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('is given up at its time-out, and the rules answer', async () => {
    fake.answer = () => ({ kind: 'hang' });
    const p = patient(t, c);
    const abandoned = fake.abandoned();
    await p.post({ text: headline });
    await Promise.all([abandoned, t.app.channel.idle()]);
    const [reply] = await p.replies();
    expect(reply!.body).toContain('¿Qué servicio');
    expect(t.logs.some((l) => l.includes('"outcome":"timeout"'))).toBe(true);
  });
});
