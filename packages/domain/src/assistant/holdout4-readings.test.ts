// Readings and turns added from the fourth held-out set's first run (docs/benchmarks.md): days of the
// month as bounds ("después del 20"), "el 9-12", "14 de dic", "3 d la tarde", "la vez pasada", "atender
// antes", "no me anoten en la espera", "no enviarme más mensajes", and English prices, ordinals and calls.
import { describe, expect, it } from 'vitest';
import { normalizeMessage } from '../messaging/answers.ts';
import { asksToStopMessages } from '../messaging/opt-out-words.ts';
import { defaultConfig } from '../scheduling/config.ts';
import { knownPatientChat } from './golden-runner.ts';
import { goldenNow, goldenTz, goldenWeek } from './golden-world.ts';
import { readPreference } from './preference.ts';
import { correctTypos, readIntents } from './understand.ts';
import { asksToLeaveWaitlist } from './waitlist-leave.ts';

// Monday 23 November 2026, 07:00.
const config = { ...defaultConfig, weeklyHours: goldenWeek, increment: 30 as const };
const fold = (text: string) => correctTypos(normalizeMessage(text));
const read = (text: string) => readPreference(fold(text), config, goldenNow, goldenTz, { corrections: true });

describe('readPreference, the fourth held-out set', () => {
  it('reads "después del N", "a partir del N" and "antes del N" as bounds of the days', () => {
    expect(read('cualquier día después del 20')).toMatchObject({ from: '2026-12-21' });
    expect(read('me la pasa para cualquier día después del 1?')).toMatchObject({ from: '2026-12-02' });
    expect(read('a partir del 1 de diciembre')).toMatchObject({ from: '2026-12-01' });
    expect(read('antes del 30')).toMatchObject({ to: '2026-11-29' });
    // An hour stays an hour.
    expect(read('después de la 1').from).toBeUndefined();
    expect(read('después de las 3')).toMatchObject({ after: 15 * 60 });
  });

  it('reads a day and month joined by a dash, and months shortened', () => {
    expect(read('el 9-12 a la mañana')).toMatchObject({ date: '2026-12-09', part: 'morning' });
    expect(read('el 14 de dic en la mañana')).toMatchObject({ date: '2026-12-14' });
    expect(read('3 de ene')).toMatchObject({ date: '2027-01-03' });
  });

  it('reads "3 d la tarde" after a weekday as that hour, not the 3rd', () => {
    expect(read('jueves 3 d la tarde')).toMatchObject({ date: '2026-11-26', minutes: 15 * 60 });
    expect(read('el jueves 3 de la tarde')).toMatchObject({ date: '2026-11-26', minutes: 15 * 60 });
    expect(read('el jueves 3 en la tarde')).toMatchObject({ date: '2026-12-03', part: 'afternoon' });
  });
});

describe('readIntents, the fourth held-out set', () => {
  it('reads "la vez pasada" as a time gone by, not a move', () => {
    const intents = readIntents(fold('quiero una cita con quien me atendió la vez pasada, consulta el jueves 3'));
    expect(intents.has('reschedule')).toBe(false);
    expect(readIntents(fold('me la pasa para el lunes?')).has('reschedule')).toBe(true);
  });

  it('reads "¿me pueden atender antes?" as an earlier time', () => {
    expect(readIntents(fold('¿será que me pueden atender antes? el jueves me queda muy lejos')).has('earlier')).toBe(
      true,
    );
    expect(readIntents(fold('me pueden atender antes de las 10?')).has('earlier')).toBe(false);
  });

  it('reads an address declined ("no me mandes la ubicación, ya sé dónde es") as thanks, not a question', () => {
    for (const text of [
      'no hace falta que me mande la ubicación, ya sé dónde es, gracias',
      'No hace falta que me mandéis el mapa, ya sé llegar',
    ]) {
      const intents = readIntents(fold(text));
      expect(intents.has('info'), text).toBe(false);
      expect(intents.has('thanks'), text).toBe(true);
    }
    expect(readIntents(fold('¿me manda la ubicación?')).has('info')).toBe(true);
  });

  it('reads an English call asked for as a handoff', () => {
    expect(readIntents(fold('Can someone from the clinic call me?')).has('human')).toBe(true);
  });
});

describe('opt-outs and the waitlist, the fourth held-out set', () => {
  it('reads "le agradezco no enviarme más mensajes" as an opt-out, a location not sent as none', () => {
    expect(asksToStopMessages('le agradezco no enviarme más mensajes, muchas gracias')).toBe(true);
    expect(asksToStopMessages('no me mandes la ubicación, ya sé dónde es')).toBe(false);
    expect(asksToStopMessages('no hace falta que me mande la ubicación, ya sé dónde es, gracias')).toBe(false);
    expect(asksToStopMessages('no me manden más mensajes')).toBe(true);
  });

  it('reads "ya no me anoten en la espera" as leaving the waitlist', () => {
    expect(asksToLeaveWaitlist('ya no me anoten en la espera del blanqueamiento, gracias')).toBe('named');
    expect(asksToLeaveWaitlist('anótenme en la lista de espera')).toBeUndefined();
  });
});

describe('the receptionist, turns of the fourth held-out set', () => {
  it('asks the service again, without "no te entendí", when asked for the soonest time first', async () => {
    const chat = knownPatientChat();
    await chat.text('quiero una cita');
    expect(chat.patient.state.step).toBe('service');
    await chat.text('¿cuál es el más próximo que tengan?');
    expect(chat.said()).not.toContain('no te entendí');
    expect(chat.patient.state.step).toBe('service');
  });
});

describe('the receptionist in English, the fourth held-out set', () => {
  it('answers "How much is a cleaning?" with the price', async () => {
    const chat = knownPatientChat();
    await chat.text('How much is a cleaning?');
    expect(chat.said()).toContain('Limpieza dental cuesta');
  });

  it('takes "the second one" as the second time offered', async () => {
    const chat = knownPatientChat();
    await chat.text('hi, cleaning on Tuesday morning please');
    expect(chat.patient.state.step).toBe('slot');
    const second = chat.patient.state.offered![1]!;
    await chat.text('the second one');
    expect(chat.patient.state.step).toBe('confirm_slot');
    expect(chat.patient.state.chosen?.start).toBe(second.start);
  });
});

// Found by probing past the set (phrases tried by hand after it passed), not from its failures.
describe('readings found past the fourth held-out set', () => {
  it('reads a day and month without "de" ("14 dic", "dic 14") and weekdays shortened ("sáb 28", "el juev")', () => {
    expect(read('14 dic')).toMatchObject({ date: '2026-12-14' });
    expect(read('dic 14 a las 3')).toMatchObject({ date: '2026-12-14', minutes: 15 * 60 });
    expect(read('sáb 28')).toMatchObject({ date: '2026-11-28' });
    expect(read('mié 25 a las 10')).toMatchObject({ date: '2026-11-25', minutes: 10 * 60 });
    expect(read('el juev')).toMatchObject({ date: '2026-11-26' });
  });

  it('reads "a las 3 y pico" as after 3 and before 4', () => {
    expect(read('el viernes a las 3 y pico')).toMatchObject({ date: '2026-11-27', after: 15 * 60, before: 16 * 60 });
    expect(read('a las 10 y pico')).toMatchObject({ after: 10 * 60, before: 11 * 60 });
  });

  it('reads a new number and "no me manden más la ubicación" as no opt-out', () => {
    expect(asksToStopMessages('no me escriban a este número, escríbanme al otro')).toBe(false);
    expect(asksToStopMessages('no me manden más la ubicación')).toBe(false);
    expect(readIntents(fold('no me manden más la ubicación')).has('info')).toBe(false);
    expect(asksToStopMessages('no me manden más')).toBe(true);
    expect(asksToStopMessages('no me escriban más por acá, gracias')).toBe(true);
  });
});
