import { goldenAt } from '@recepta/domain/assistant/golden';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type GoldenClinic, goldenNow, knownPatient, type Message, setUpGoldenClinic } from './golden-fixtures.ts';

// "Con quien me atendió la vez pasada" (docs/product.md#chat-receptionist): the turn reads who
// attended the patient's latest past visit, and the times offered are that professional's.
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

async function say(phone: string, text: string): Promise<Message[]> {
  const id = await t.app.channel.storeSandbox(c.member.orgId, { from: phone, name: 'Paciente', text });
  t.app.channel.process(id);
  await t.app.channel.idle();
  const res = await c.api.get(`/api/customers?q=${encodeURIComponent(phone.slice(-8))}`);
  const items = (res.json().items ?? res.json()) as { id: string; phone: string }[];
  const customerId = items.find((i) => i.phone === phone)!.id;
  const history = (await c.api.get(`/api/customers/${customerId}/history`)).json();
  return ((await c.api.get(`/api/conversations/${history.conversationId}`)).json() as { messages: Message[] }).messages;
}

/** The professionals of the times listed ("1. lunes 23 de noviembre, 11:30 con Dra. Carla Méndez"). */
const whoOf = (body: string) => [...new Set([...body.matchAll(/^\d+\. .+? con (.+)$/gm)].map((m) => m[1]))];

describe('the professional of the last visit', () => {
  it('offers the times of whoever attended the latest past visit, not of anyone', async () => {
    // Visits booked before they happen; the clock then moves past them.
    await knownPatient(c, 'Laura Vega', '+50688110001', [
      '2026-11-23 08:00 Consulta general / Dra. Ana Rodríguez',
      '2026-11-23 09:00 Consulta general / Dra. Carla Méndez',
    ]);
    await knownPatient(c, 'Pedro Mora', '+50688110002', ['2026-11-23 08:30 Consulta general / Dra. Ana Rodríguez']);
    clock = new Date(goldenAt('2026-11-23 11:00'));

    const laura = await say('+50688110001', 'quiero una limpieza con quien me atendió la vez pasada');
    const offer = laura.filter((m) => m.direction === 'out').at(-1)!;
    expect(offer.body).toContain('horarios para Limpieza dental');
    expect(whoOf(offer.body)).toEqual(['Dra. Carla Méndez']);

    const pedro = await say('+50688110002', 'una limpieza con la misma doctora de la otra vez');
    const offered = pedro.filter((m) => m.direction === 'out').at(-1)!;
    expect(whoOf(offered.body)).toEqual(['Dra. Ana Rodríguez']);
  });
});
