// Readings added from the twelfth held-out set's first run (docs/benchmarks.md): a part of the day the
// patient cannot make for a reason of their own ("en la tarde no tengo quién me lleve"), the polite
// past subjunctive of "stop writing" ("os agradecería que dejarais de enviarme mensajes"), English
// months ("Dec 3") and confirmations ("just confirming", "see you then").
import { describe, expect, it } from 'vitest';
import { normalizeMessage, readYesNo } from '../messaging/answers.ts';
import { asksToStopMessages } from '../messaging/opt-out-words.ts';
import { defaultConfig } from '../scheduling/config.ts';
import { goldenNow, goldenTz, goldenWeek } from './golden-world.ts';
import { readPreference } from './preference.ts';
import { confirmsReminder, correctTypos, withoutGreetings } from './understand.ts';

// Monday 23 November 2026, 07:00.
const config = { ...defaultConfig, weeklyHours: goldenWeek, increment: 30 as const };
const read = (text: string) =>
  readPreference(
    correctTypos(normalizeMessage(withoutGreetings(normalizeMessage(text)))),
    config,
    goldenNow,
    goldenTz,
    {
      corrections: true,
    },
  );

describe('readPreference, the twelfth held-out set', () => {
  it('reads a part of the day the patient cannot make, said in the first person, as the other part', () => {
    expect(read('el martes en la mañana, porque en la tarde no tengo quién me lleve')).toMatchObject({
      part: 'morning',
    });
    expect(read('el martes o el miércoles a la mañana, que a la tarde no veo bien para viajar')).toMatchObject({
      part: 'morning',
    });
    expect(read('el viernes, por la mañana no llego')).toMatchObject({ part: 'afternoon' });
    // Not working then is being free then; "no tengo problema" and "no hago nada" say that part suits.
    expect(read('el viernes en la tarde no trabajo')).toMatchObject({ part: 'afternoon' });
    expect(read('el jueves, por la mañana no tengo problema')).toMatchObject({ part: 'morning' });
    expect(read('el jueves, en la mañana no hago nada')).toMatchObject({ part: 'morning' });
  });

  it('reads an English month before the day ("Dec 3")', () => {
    expect(read('a cleaning on Dec 3, anytime after 2pm')).toMatchObject({ date: '2026-12-03' });
    expect(read('could I come on December 2?')).toMatchObject({ date: '2026-12-02' });
  });
});

describe('asksToStopMessages, the twelfth held-out set', () => {
  it('reads the polite past subjunctive of "stop writing"', () => {
    expect(asksToStopMessages('Buenas, os agradecería que dejarais de enviarme mensajes, ya no vivo en la zona.')).toBe(
      true,
    );
    expect(asksToStopMessages('le agradecería que dejaran de escribirme')).toBe(true);
  });
});

describe('readYesNo and confirmsReminder, the twelfth held-out set', () => {
  it('reads "confirming" as confirming, and keeps English words with a doubled last letter', () => {
    expect(confirmsReminder("Hi there, just confirming I'm coming in on Thursday at 10am.")).toBe(true);
    expect(readYesNo('see you then')).toBe('yes');
    // A held last letter is still one letter.
    expect(readYesNo('siii')).toBe('yes');
    expect(readYesNo('okk')).toBe('yes');
  });
});
