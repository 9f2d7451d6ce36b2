// Opting out and asking for a person in the patient's own words, found by probing past the held-out
// sets: each asked back (opt-out) or handed over (a person), never read as something else.
import { describe, expect, it } from 'vitest';
import { knownPatientChat } from './golden-runner.ts';

describe('opting out in one’s own words', () => {
  it.each([
    'Les agradezco no volver a contactarme',
    'no quiero que me llegue nada de ustedes',
    'Remove my number please',
    'please delete my details',
  ])('«%s» is asked back before acting', async (text) => {
    const chat = knownPatientChat();
    await chat.text(text);
    expect(chat.patient.state.step).toBe('confirm_opt_out');
  });
});

describe('a person asked for', () => {
  it.each(['quisiera hablar con una señorita de la clínica', 'me comunica con un señor de recepción?'])(
    '«%s» hands over',
    async (text) => {
      const chat = knownPatientChat();
      await chat.text(text);
      expect(chat.patient.mode).toBe('staff');
    },
  );
});
