// Turns added from the third held-out set's first run (docs/benchmarks.md), against the in-memory
// clinic: an insurance question between the times, a bare "ok" with nothing asked, a cancellation
// whose new appointment is put off for later.
import { describe, expect, it } from 'vitest';
import { knownPatientChat } from './golden-runner.ts';

describe('the receptionist, turns of the third held-out set', () => {
  it('answers "¿aceptan seguro?" between the times and keeps them offered', async () => {
    const chat = knownPatientChat();
    await chat.text('una limpieza para el jueves');
    expect(chat.patient.state.step).toBe('slot');
    await chat.text('¿aceptan seguro?');
    expect(chat.said()).toContain('una persona del equipo');
    expect(chat.said()).not.toContain('no te entendí');
    expect(chat.patient.state.step).toBe('slot');
  });

  it('answers a bare "ok" with nothing asked with the menu, not "no te entendí"', async () => {
    const chat = knownPatientChat();
    await chat.text('ok');
    expect(chat.said()).not.toContain('no te entendí');
    expect(chat.titles()).toContain('Hablar con persona');
  });

  it('cancels, not moves, when the new appointment is put off for later', async () => {
    const chat = knownPatientChat(['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez']);
    await chat.text('no puedo ir, me la cancela por fa, luego les escribo para sacar otra');
    expect(chat.patient.state.step).toBe('confirm_cancel');
  });
});
