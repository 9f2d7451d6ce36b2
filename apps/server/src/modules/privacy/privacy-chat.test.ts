/**
 * Privacy in the chat, end to end through the sandbox (docs/privacy.md#notice-and-consent-in-the-chat):
 * the public notice page, its link in the first reply, the marketing question after a first booking
 * and its answer recorded with the words shown, and rights requests written in the chat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type GoldenClinic, goldenNow, type Message, setUpGoldenClinic } from '../assistant/golden-fixtures.ts';

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

/** Sends one patient message (or tap) and answers the receptionist's new messages. */
async function send(phone: string, body: { text?: string; buttonId?: string }): Promise<Message[]> {
  clock = new Date(clock.getTime() + 60_000);
  const before = await thread(phone);
  const res = await c.api.post('/api/channel/sandbox/inbound', { from: phone, name: 'Ana', ...body });
  expect(res.statusCode, res.body).toBe(202);
  await t.app.channel.idle();
  const after = await thread(phone);
  return after.slice(before.length).filter((m) => m.direction === 'out');
}

async function customerOf(phone: string): Promise<string | undefined> {
  const items = (await c.api.get(`/api/customers?q=${phone.slice(-8)}`)).json().items as { id: string }[];
  return items[0]?.id;
}

async function thread(phone: string): Promise<Message[]> {
  const id = await customerOf(phone);
  if (!id) return [];
  const history = (await c.api.get(`/api/customers/${id}/history`)).json();
  if (!history.conversationId) return [];
  return (await c.api.get(`/api/conversations/${history.conversationId}`)).json().messages;
}

const tap = (m: Message | undefined, title: string) => {
  const b = m?.buttons?.find((x) => x.title === title);
  if (!b) throw new Error(`no button ${title} in ${JSON.stringify(m)}`);
  return { buttonId: b.id, text: b.title };
};

describe('the public privacy notice', () => {
  it('is the country’s template filled with the clinic’s data, server-rendered', async () => {
    await c.api.put('/api/privacy', { country: 'CR', notice: { contactEmail: 'datos@sonrisa.example' } });
    const res = await t.app.inject({ method: 'GET', url: `/privacidad/${c.member.orgId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Aviso de privacidad de Clínica Sonrisa');
    expect(res.body).toContain('datos@sonrisa.example');
    expect(res.body).toContain('Ley 8968');
    expect(res.body).not.toContain('<script');
  });

  it('answers 404 for an unknown organisation', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/privacidad/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/privacidad/nada' })).statusCode).toBe(404);
  });
});

describe('the receptionist', () => {
  it('links the notice once, asks for marketing once after booking, and records the answer', async () => {
    const phone = '+50687770001';
    const hello = await send(phone, { text: 'Hola' });
    expect(hello[0]!.body).toContain(`/privacidad/${c.member.orgId}`);
    const offer = await send(phone, tap(hello.at(-1), 'Limpieza dental'));
    expect(offer.map((m) => m.body).join('\n')).not.toContain('/privacidad/');
    const asked = await send(phone, tap(offer.at(-1), 'lun 23 nov 08:00'));
    const booked = await send(phone, tap(asked.at(-1), 'Ana'));
    const confirmation = booked.at(-1)!;
    expect(confirmation.body).toContain('¡Listo, Ana!');
    expect(confirmation.body).toContain('promociones');
    const answer = await send(phone, tap(confirmation, 'Sí, acepto'));
    expect(answer[0]!.body).toContain('Te contaremos nuestras novedades');

    const id = (await customerOf(phone))!;
    const consents = (await c.api.get(`/api/customers/${id}/consents`)).json();
    expect(consents.current.marketing).toBe(true);
    expect(consents.items[0]).toMatchObject({ purpose: 'marketing', granted: true, via: 'chat' });
    expect(consents.items[0].wording).toContain('¿Quieres recibir por WhatsApp promociones');

    const audit = (await c.api.get(`/api/audit?customerId=${id}`)).json().items;
    expect(audit[0]).toMatchObject({ action: 'consent.granted', actor: { kind: 'patient' } });
  });

  it('files a rights request written in the chat, with its deadline, once', async () => {
    const phone = '+50687770002';
    await send(phone, { text: 'Hola' });
    // Monday 23 November 2026 in Costa Rica: 5 business days.
    const reply = await send(phone, { text: 'Quiero que borren todos mis datos por favor' });
    expect(reply.map((m) => m.body).join('\n')).toContain('a más tardar el 30 de noviembre de 2026');
    await send(phone, { text: 'borren mis datos' });
    const requests = (await c.api.get('/api/rights-requests')).json().items;
    const id = await customerOf(phone);
    const mine = requests.filter((r: { customerId: string }) => r.customerId === id);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'erasure', status: 'open', dueOn: '2026-11-30', note: 'Pedida por WhatsApp' }),
    ]);
  });

  it('files it too when staff answer the conversation, without a reply of the receptionist', async () => {
    const phone = '+50687770003';
    await send(phone, { text: 'quiero hablar con una persona' });
    const reply = await send(phone, { text: 'qué datos tienen de mí?' });
    expect(reply).toEqual([]);
    const id = await customerOf(phone);
    const requests = (await c.api.get('/api/rights-requests')).json().items;
    expect(requests.filter((r: { customerId: string }) => r.customerId === id)).toEqual([
      expect.objectContaining({ kind: 'access', status: 'open' }),
    ]);
  });
});
