// Leaving the waitlist by chat (docs/product.md#waitlist), against the in-memory clinic: the entry
// meant is read back, removed only on a yes, and a patient with none is told so plainly. Stopping
// all messages and cancelling an appointment are not this.
import { describe, expect, it } from 'vitest';
import { asksToStopMessages } from '../messaging/opt-out-words.ts';
import { knownPatientChat, say } from './golden-runner.ts';
import { asksToLeaveWaitlist } from './waitlist-leave.ts';

function clinic(appointments: string[] = []) {
  const chat = knownPatientChat(appointments);
  /** An entry as the chat adds it: asked, read back, yes. */
  const join = async (service: string) => {
    await chat.text(`anótame en la lista de espera de ${service}`);
    await chat.text('sí');
  };
  return { ...chat, join };
}

/** How patients of each country style write it (typos, no accents, vos and vosotros). */
const leaveWords = [
  'ya no me avises',
  'sácame de la lista de espera',
  'ya no necesito que me avisen',
  'bórrame de la lista',
  'ya no quiero estar en la lista de espera',
  // Costa Rica
  'diay ya no ocupo que me avisen, pura vida',
  'me puede sacar de la lista de espera por fa',
  // Mexico
  'oiga ya no me avise, ya encontré otra clínica',
  'sáquenme de la lista de espera porfa',
  // Colombia
  'hágame el favor y me quita de la lista de espera',
  'ya no es necesario que me avisen, muchas gracias',
  // Argentina (vos)
  'sacame de la lista de espera che',
  'ya no me avisés, gracias',
  // Chile
  'ya po, ya no me avisen nomás',
  'quítenme de la lista de espera porfa',
  // Peru
  'ya no deseo estar en la lista de espera',
  'bórreme de la lista de espera por favor',
  // Spain (vosotros)
  'sacadme de la lista de espera, gracias',
  'ya no hace falta que me aviséis',
  'dadme de baja de la lista de espera',
  // typos, no accents
  'sacame d la lista d espera',
  'ya no kiero estar en la lista de espera',
  'borrame de la lista de esperas',
  'ya no me abisen',
];

describe('reading a request to leave the waitlist', () => {
  it.each(leaveWords)('«%s» asks to leave', (t) => {
    expect(asksToLeaveWaitlist(t)).toBeDefined();
  });

  it.each([
    'ya no me escriban',
    'no me manden más mensajes',
    'ya no quiero recibir mensajes',
    'quiero cancelar mi cita',
    'cancela mi turno del jueves',
    'avísame si se libera algo',
    'anótame en la lista de espera',
    'ya no me avisen de mis citas',
    'no quiero más recordatorios',
  ])('«%s» does not', (t) => {
    expect(asksToLeaveWaitlist(t)).toBeUndefined();
  });

  it('"bórrame de la lista" (no word of which) is the bare kind; "ya no me escriban" stays an opt-out', () => {
    expect(asksToLeaveWaitlist('bórrame de la lista')).toBe('bare');
    expect(asksToLeaveWaitlist('sácame de la lista de espera')).toBe('named');
    expect(asksToStopMessages('ya no me escriban')).toBe(true);
  });
});

describe('leaving the waitlist by chat', () => {
  it('reads the entry back with Sí/No, and removes it only on a yes', async () => {
    const { world, text, tap, titles, said, join } = clinic();
    await join('limpieza');
    expect(world.waitlist).toHaveLength(1);
    await text('ya no me avises');
    expect(said()).toBe('¿Te saco de la lista de espera de Limpieza dental?');
    expect(titles()).toEqual(['Sí, sácame', 'No']);
    for (const t of titles()) expect(t.length).toBeLessThanOrEqual(20);
    await tap('No');
    expect(said()).toBe('Perfecto, sigues en la lista de espera de Limpieza dental.');
    expect(world.waitlist).toHaveLength(1);
    await text('sacame de la lista de espera porfa');
    await text('sí');
    expect(world.waitlist).toEqual([]);
    expect(said()).toContain('Listo, te saqué de la lista de espera de Limpieza dental.');
  });

  it.each(leaveWords)('«%s» ends with the entry removed after a yes', async (t) => {
    const { world, text, said, join } = clinic();
    await join('blanqueamiento');
    await text(t);
    expect(said()).toContain('¿Te saco de la lista de espera de Blanqueamiento?');
    await text('sí');
    expect(world.waitlist).toEqual([]);
  });

  it('with no entry says so plainly, and changes nothing', async () => {
    const { world, patient, text, said } = clinic(['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez']);
    await text('sácame de la lista de espera');
    expect(said()).toContain('No estás en ninguna lista de espera');
    expect(world.live(patient.customer)).toHaveLength(1);
    expect(patient.optedOut).not.toBe(true);
  });

  it('"bórrame de la lista" with no entry is the opt-out question, as before', async () => {
    const { text, said } = clinic();
    await text('bórrame de la lista');
    expect(said()).toMatch(/¿Quieres dejar de recibir mensajes de/);
  });

  it('with several entries asks which (titles of 20 characters at most), or takes the one named', async () => {
    const { world, text, tap, titles, said, join } = clinic();
    await join('limpieza');
    await join('blanqueamiento');
    expect(world.waitlist).toHaveLength(2);
    await text('ya no quiero estar en la lista de espera');
    expect(said()).toContain('¿De cuál te saco?');
    expect(titles()).toEqual(['Limpieza dental', 'Blanqueamiento']);
    await tap('Blanqueamiento');
    expect(said()).toBe('¿Te saco de la lista de espera de Blanqueamiento?');
    await text('dale');
    expect(world.waitlist.map((w) => w.serviceId)).toEqual(['s1']);
    await join('blanqueamiento');
    await text('sácame de la lista de espera de limpieza');
    expect(said()).toBe('¿Te saco de la lista de espera de Limpieza dental?');
  });

  it('a forged button id of another entry is no answer', async () => {
    const { world, patient, text, join } = clinic();
    await join('limpieza');
    await join('blanqueamiento');
    await text('sácame de la lista de espera');
    const replies = await say(world, patient, { type: 'message', text: 'x', buttonId: 'a:wl:w999' });
    expect(replies.map((r) => r.text).join('\n')).not.toContain('¿Te saco');
    expect(world.waitlist).toHaveLength(2);
  });

  it('"ya no me escriban" still asks about all messages, and cancelling a appointment still cancels', async () => {
    const a = clinic();
    await a.join('limpieza');
    await a.text('ya no me escriban');
    expect(a.said()).toMatch(/¿Quieres dejar de recibir mensajes de/);
    const b = clinic(['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez']);
    await b.join('limpieza');
    await b.text('quiero cancelar mi cita');
    expect(b.said()).toMatch(/cancelar/i);
    expect(b.said()).not.toContain('lista de espera');
  });
});
