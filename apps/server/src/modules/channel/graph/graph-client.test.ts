import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeGraph, startFakeGraph } from '../../../../test/fake-graph.ts';
import { createGraphClient, type GraphClient, GraphError } from './graph-client.ts';
import { retryDelayMs } from './graph-errors.ts';
import { parseWebhook } from './graph-schemas.ts';
import { signPayload, verifySignature } from './signature.ts';

let fake: FakeGraph;
let graph: GraphClient;
const creds = { phoneNumberId: '1098765', accessToken: 'EAAG-good' };

beforeAll(async () => {
  fake = await startFakeGraph();
  fake.tokens.set(creds.phoneNumberId, creds.accessToken);
  fake.tokens.set('waba-1', creds.accessToken);
  graph = createGraphClient({ baseUrl: fake.url });
});
afterAll(() => fake.close());

async function failure(promise: Promise<unknown>): Promise<GraphError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GraphError);
  return err as GraphError;
}

describe('the Cloud API client against the fake Graph server', () => {
  it('sends text, reply buttons, a list and a template with parameters and quick-reply payloads', async () => {
    const a = await graph.sendMessage(creds, { kind: 'text', to: '50688887777', text: 'Hola Ana' });
    await graph.sendMessage(creds, {
      kind: 'buttons',
      to: '50688887777',
      text: '¿Qué horario prefieres?',
      buttons: [
        { id: 'slot:1', title: 'Lun 09:00' },
        { id: 'slot:2', title: 'Mar 10:30' },
      ],
    });
    await graph.sendMessage(creds, {
      kind: 'list',
      to: '50688887777',
      text: 'Elige un servicio',
      buttonText: 'Servicios',
      rows: [{ id: 'svc:1', title: 'Limpieza dental' }],
    });
    await graph.sendMessage(creds, {
      kind: 'template',
      to: '50688887777',
      name: 'reminder_24h',
      language: 'es',
      params: ['Ana', 'viernes 27 de noviembre, 14:30'],
      buttonPayloads: ['confirm', 'reschedule'],
    });
    expect(a.wamid).toMatch(/^wamid\./);
    expect(fake.sent.map((s) => s.body.type)).toEqual(['text', 'interactive', 'interactive', 'template']);
    expect(fake.sent[3]!.body).toMatchObject({
      template: {
        name: 'reminder_24h',
        language: { code: 'es' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'text', text: 'viernes 27 de noviembre, 14:30' },
            ],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '0',
            parameters: [{ type: 'payload', payload: 'confirm' }],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '1',
            parameters: [{ type: 'payload', payload: 'reschedule' }],
          },
        ],
      },
    });
  });

  it.each([
    [131047, 'window_closed'],
    [131026, 'undeliverable'],
    [130429, 'retry'],
    [131056, 'retry'],
    [100, 'failed'],
  ] as const)('maps Meta’s error %d to %s, with Meta’s reason', async (code, outcome) => {
    fake.failFor('50611112222', { code, message: `razón ${code}` });
    const err = await failure(graph.sendMessage(creds, { kind: 'text', to: '50611112222', text: 'Hola' }));
    fake.failFor('50611112222', undefined);
    expect([err.code, err.outcome, err.message]).toEqual([code, outcome, `razón ${code}`]);
  });

  it('reads a refused token as a disconnected channel, and never puts the token in the error', async () => {
    const err = await failure(graph.getPhoneNumber({ ...creds, accessToken: 'EAAG-expired' }));
    expect([err.code, err.outcome, err.status]).toEqual([190, 'disconnected', 401]);
    expect(err.message).not.toContain('EAAG');
    await expect(graph.getPhoneNumber(creds)).resolves.toEqual({
      displayPhoneNumber: '+506 4000 1234',
      verifiedName: 'Clínica Demo',
    });
  });

  it('retries a call that never left: nothing listening, no such host', async () => {
    // A port that was free a moment ago: the connection is refused.
    const port = await new Promise<number>((done) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => done(port));
      });
    });
    for (const baseUrl of [`http://127.0.0.1:${port}/v23.0`, 'http://graph.invalid/v23.0']) {
      const offline = createGraphClient({ baseUrl, timeoutMs: 5_000 });
      const err = await failure(offline.sendMessage(creds, { kind: 'text', to: '1', text: 'x' }));
      expect([baseUrl, err.code, err.outcome]).toEqual([baseUrl, 0, 'retry']);
    }
  });

  it('never retries a call whose connection was cut after it was sent: it may have gone', async () => {
    // Meta read the whole request and the connection dropped before its answer (a reset, a proxy
    // closing): sending it again could give the patient two messages.
    let received = 0;
    const cutting = createServer((socket) => {
      socket.on('data', () => {
        received++;
        socket.destroy();
      });
    });
    await new Promise<void>((done) => cutting.listen(0, '127.0.0.1', done));
    try {
      const { port } = cutting.address() as AddressInfo;
      const client = createGraphClient({ baseUrl: `http://127.0.0.1:${port}/v23.0`, timeoutMs: 5_000 });
      const err = await failure(client.sendMessage(creds, { kind: 'text', to: '1', text: 'x' }));
      expect([err.code, err.outcome, received]).toEqual([0, 'unknown', 1]);
    } finally {
      await new Promise((done) => cutting.close(done));
    }
  });

  it('counts a blocked event loop as no wait: an answer that came meanwhile is read, not timed out', async () => {
    // The embedded database runs on the server's thread: a long statement blocks it while a send
    // waits. The answer arrives during the block; a plain timer would fire first after it and
    // record a send Meta accepted as unconfirmed.
    // A budget far above a loaded machine's send (20 ms of the fake's, and the call itself): only
    // the block, longer than the budget, could use it up.
    const quick = createGraphClient({ baseUrl: fake.url, timeoutMs: 1_500 });
    const before = fake.sent.length;
    fake.delayMs = 20;
    try {
      const sending = quick.sendMessage(creds, { kind: 'text', to: '50688880000', text: 'Hola' });
      await vi.waitFor(() => expect(fake.sent.length).toBe(before + 1), { timeout: 10_000, interval: 1 });
      const blockedUntil = performance.now() + 2_000;
      while (performance.now() < blockedUntil) {
        // The thread is busy: no timer fires and no socket is read.
      }
      await expect(sending).resolves.toMatchObject({ wamid: expect.stringMatching(/^wamid\./) });
    } finally {
      fake.delayMs = 0;
    }
    // Meta's real silence still times out, as unknown (it may have gone).
    fake.delayMs = 3_000;
    try {
      const err = await failure(quick.sendMessage(creds, { kind: 'text', to: '50688880001', text: 'Hola' }));
      expect([err.code, err.outcome]).toEqual([0, 'unknown']);
    } finally {
      fake.delayMs = 0;
    }
  });

  it('submits a template with examples and quick replies', async () => {
    const answer = await graph.submitTemplate({
      wabaId: 'waba-1',
      accessToken: creds.accessToken,
      name: 'reminder_24h',
      language: 'es',
      category: 'UTILITY',
      text: 'Hola {{1}}, te recordamos tu cita el {{2}}.',
      examples: ['Ana', 'viernes 27 de noviembre, 14:30'],
      buttons: ['Confirmar', 'Reprogramar', 'Cancelar'],
    });
    expect(answer.status).toBe('PENDING');
    expect(fake.templates.at(-1)?.body).toMatchObject({
      category: 'UTILITY',
      components: [
        { type: 'BODY', example: { body_text: [['Ana', 'viernes 27 de noviembre, 14:30']] } },
        { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Confirmar' }, {}, {}] },
      ],
    });
  });
});

describe('webhook payloads', () => {
  const value = (v: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [{ id: 'waba-1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...v } }] }],
  });

  it('flattens several messages and statuses of one POST, and skips what is malformed', () => {
    const { events, skipped } = parseWebhook(
      value({
        metadata: { display_phone_number: '15550001111', phone_number_id: '1098765' },
        contacts: [{ profile: { name: 'Ana Rojas' }, wa_id: '5215512345678' }],
        messages: [
          { from: '5215512345678', id: 'wamid.A', timestamp: '1764000000', type: 'text', text: { body: 'Hola' } },
          {
            from: '5215512345678',
            id: 'wamid.B',
            timestamp: '1764000001',
            type: 'interactive',
            interactive: { type: 'button_reply', button_reply: { id: 'slot:2', title: 'Mar 10:30' } },
          },
          {
            from: '5215512345678',
            id: 'wamid.C',
            timestamp: '1764000002',
            type: 'button',
            button: { payload: 'confirm', text: 'Confirmar' },
          },
          { from: '5215512345678', id: 'wamid.D', timestamp: '1764000003', type: 'image', image: { id: 'media' } },
          { id: 'no-sender' },
        ],
        statuses: [
          { id: 'wamid.OUT', status: 'read', timestamp: '1764000004', recipient_id: '5215512345678' },
          {
            id: 'wamid.OUT2',
            status: 'failed',
            timestamp: '1764000005',
            recipient_id: '5215512345678',
            errors: [{ code: 131026, title: 'Message undeliverable' }],
          },
        ],
      }),
    );
    expect(skipped).toBe(1);
    expect(events.map((e) => (e.type === 'message' ? [e.kind, e.text, e.buttonId] : [e.type]))).toEqual([
      ['text', 'Hola', undefined],
      ['interactive', 'Mar 10:30', 'slot:2'],
      ['button', 'Confirmar', 'confirm'],
      ['other', '[image]', undefined],
      ['status'],
      ['status'],
    ]);
    expect(events[0]).toMatchObject({ waId: '5215512345678', profileName: 'Ana Rojas', phoneNumberId: '1098765' });
    expect(events[5]).toMatchObject({ status: 'failed', error: { code: 131026, message: 'Message undeliverable' } });
  });

  it('reads template verdicts, and refuses what is not a WhatsApp payload', () => {
    const { events } = parseWebhook({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'waba-1',
          changes: [
            {
              field: 'message_template_status_update',
              value: {
                event: 'REJECTED',
                message_template_id: 594425479261596,
                message_template_name: 'promo',
                message_template_language: 'es',
                reason: 'INVALID_FORMAT',
              },
            },
          ],
        },
      ],
    });
    expect(events).toEqual([
      {
        type: 'template_status',
        wabaId: 'waba-1',
        metaTemplateId: '594425479261596',
        name: 'promo',
        language: 'es',
        event: 'REJECTED',
        reason: 'INVALID_FORMAT',
      },
    ]);
    expect(parseWebhook({ object: 'page', entry: [] })).toEqual({ events: [], skipped: 1 });
  });
});

describe('signatures and backoff', () => {
  it('accepts only the HMAC of these exact bytes', () => {
    const raw = Buffer.from('{"a":1}');
    const good = signPayload(raw, 'secret');
    expect(verifySignature(raw, good, 'secret')).toBe(true);
    expect(verifySignature(Buffer.from('{"a":2}'), good, 'secret')).toBe(false);
    expect(verifySignature(raw, good, 'other')).toBe(false);
    expect(verifySignature(raw, undefined, 'secret')).toBe(false);
    expect(verifySignature(raw, 'sha256=abc', 'secret')).toBe(false);
    expect(verifySignature(raw, 'md5=whatever', 'secret')).toBe(false);
  });

  it('waits longer after each failure, within bounds', () => {
    expect(retryDelayMs(1, () => 0)).toBe(1_000);
    expect(retryDelayMs(1, () => 1)).toBe(2_000);
    expect(retryDelayMs(3, () => 1)).toBe(8_000);
    expect(retryDelayMs(30, () => 1)).toBe(300_000);
  });
});
