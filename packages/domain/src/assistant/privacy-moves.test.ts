/**
 * Privacy in the chat (privacy-moves.ts): the notice's link once per conversation, the marketing
 * question once after a first booking with its answer recorded, and rights requests in the
 * patient's words filed with their deadline.
 */
import { describe, expect, it } from 'vitest';
import { GoldenWorld, newPatient, say } from './golden-runner.ts';
import { consentButtonIds, readConsentAnswer } from './privacy-moves.ts';
import type { AssistantReply } from './types.ts';

const noticeUrl = 'https://recepta.example/privacidad/org-1';
const text = (replies: AssistantReply[]) => replies.map((r) => r.text).join('\n');
const tapTitle = (replies: AssistantReply[], title: string) => {
  const b = replies.at(-1)?.buttons?.find((x) => x.title === title);
  if (!b) throw new Error(`no button ${title} in ${JSON.stringify(replies.at(-1))}`);
  return { type: 'message' as const, text: b.title, buttonId: b.id };
};

function world(askMarketing = true) {
  const w = new GoldenWorld();
  w.privacy = { noticeUrl, askMarketing };
  return w;
}

async function book(w: GoldenWorld) {
  const ana = newPatient(w, 'Ana');
  const hello = await say(w, ana, { type: 'message', text: 'Hola' });
  const offer = await say(w, ana, tapTitle(hello, 'Limpieza dental'));
  const asked = await say(w, ana, { ...tapTitle(offer, 'lun 23 nov 08:00') });
  const booked = await say(w, ana, tapTitle(asked, 'Ana'));
  return { ana, hello, booked };
}

describe('the privacy notice in the chat', () => {
  it('links the notice before the first reply, and only once', async () => {
    const w = world();
    const { hello, booked } = await book(w);
    // Under the first answer, in the same message: no message more than without it.
    const plain = new GoldenWorld();
    expect(hello).toHaveLength((await say(plain, newPatient(plain, 'Ana'), { type: 'message', text: 'Hola' })).length);
    expect(hello[0]!.text).toMatch(/\n\nTus datos los trata Clínica Sonrisa .*privacidad\/org-1$/);
    expect(text(booked)).not.toContain(noticeUrl);
  });

  it('says nothing of it when the clinic has no privacy context', async () => {
    const w = new GoldenWorld();
    const ana = newPatient(w, 'Ana');
    expect(text(await say(w, ana, { type: 'message', text: 'Hola' }))).not.toContain('privacidad');
  });
});

describe('marketing consent in the chat', () => {
  it('asks once after the first booking, with buttons, and records the tapped answer with its wording', async () => {
    const w = world();
    const { ana, booked } = await book(w);
    expect(booked.at(-1)!.text).toMatch(/^¡Listo, Ana![\s\S]*\n\n¿Quieres recibir por WhatsApp promociones/);
    expect(booked.at(-1)!.buttons!.map((b) => b.id)).toEqual([consentButtonIds.yes, consentButtonIds.no]);
    const thanks = await say(w, ana, tapTitle(booked, 'No, gracias'));
    expect(text(thanks)).toContain('no te enviaremos promociones');
    expect(w.recorded).toEqual([
      { kind: 'consent', purpose: 'marketing', granted: false, wording: expect.stringContaining('promociones') },
    ]);
    // Booking again does not ask again.
    const again = await say(w, ana, { type: 'message', text: 'quiero otra limpieza' });
    expect(text(again)).not.toContain('promociones');
  });

  it('takes a typed yes as the answer, and anything else as the next request', async () => {
    const w = world();
    const { ana } = await book(w);
    await say(w, ana, { type: 'message', text: 'sí claro' });
    expect(w.recorded).toEqual([expect.objectContaining({ kind: 'consent', granted: true })]);

    // Thanks for the booking are no consent.
    const thanked = world();
    const { ana: carla } = await book(thanked);
    await say(thanked, carla, { type: 'message', text: 'perfecto, gracias 👍' });
    expect(thanked.recorded).toEqual([]);

    const other = world();
    const { ana: beto } = await book(other);
    const next = await say(other, beto, { type: 'message', text: 'cuál es la dirección?' });
    expect(other.recorded).toEqual([]);
    expect(text(next)).toContain('San José');
  });

  it('does not ask a patient who already answered', async () => {
    const { booked } = await book(world(false));
    expect(text(booked)).not.toContain('promociones');
  });
});

describe('rights requests in the chat', () => {
  it.each([
    ['quiero mis datos', 'access', 'una copia de tus datos'],
    ['bórrenme de su base de datos', 'erasure', 'borrar tus datos'],
  ] as const)('"%s" files a request of kind %s and says when it will be answered', async (words, right, said) => {
    const w = world();
    const ana = newPatient(w, 'Ana');
    const replies = await say(w, ana, { type: 'message', text: words });
    expect(w.recorded).toEqual([{ kind: 'rights_request', right }]);
    expect(text(replies)).toContain(said);
    expect(text(replies)).toContain('a más tardar el 30 de noviembre de 2026');
    expect(ana.state.step).toBe('idle');
  });
});

describe('readConsentAnswer', () => {
  it.each([
    ['Sí', 'yes'],
    ['si, acepto', 'yes'],
    ['No, gracias', 'no'],
    ['no', 'no'],
    ['perfecto', undefined],
    ['ok gracias', undefined],
    ['👍', undefined],
    ['listo', undefined],
  ] as const)('"%s" is %s', (text, answer) => {
    expect(readConsentAnswer(text)).toBe(answer);
  });
});
