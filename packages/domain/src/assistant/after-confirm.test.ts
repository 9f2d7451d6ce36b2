// The rest of a message whose yes confirmed a reminder (after-confirm.ts): its question answered,
// nothing else said, nothing done.
import { describe, expect, it } from 'vitest';
import { GoldenWorld, newPatient, say } from './golden-runner.ts';

async function afterConfirm(text: string) {
  const world = new GoldenWorld();
  const patient = newPatient(world, 'Ana Pérez', ['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez']);
  const replies = await say(world, patient, { type: 'message', text, afterConfirm: true });
  return { said: replies.map((r) => r.text).join('\n'), state: patient.state, live: world.live(patient.customer) };
}

describe('a question beside a confirmation', () => {
  it.each([
    ['sí, pero ¿dónde queda?', 'Estamos en San José'],
    ['confirmo! y cual es la direccion?', 'Estamos en San José'],
    ['ok ahí estaré. ¿a qué hora abren el jueves?', 'atendemos de 08:00'],
    ['sí, voy. ¿cuánto cuesta la limpieza?', 'Limpieza dental cuesta'],
    ['sí confirmo, ¿aceptan tarjeta?', 'una persona del equipo'],
  ])('«%s» is answered', async (text, answer) => {
    const { said, live } = await afterConfirm(text);
    expect(said).toContain(answer);
    expect(said).not.toContain('no te entendí');
    expect(live).toHaveLength(1);
  });

  it.each(['Sí, allí estaré. ¡Gracias!', 'ok confirmo 👍', 'sipo, ahí estaré', 'si claro ahí nos vemos'])(
    '«%s» gets no second answer',
    async (text) => {
      const { said, state } = await afterConfirm(text);
      expect(said).toBe('');
      expect(state.step).toBe('idle');
    },
  );
});
